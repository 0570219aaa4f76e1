"""Mutation testing of every game's rules with mutmut: does a unit test fail when a rule breaks?

mutmut (https://pypi.org/project/mutmut/, pinned in ``benchmarks/requirements-mutation.txt``)
makes every small change it knows to a function (a comparison turned, a number moved by one,
``and`` for ``or``, a value replaced by ``None``, ...), then runs the unit tests that call that
function against each change. A change that makes a test fail is *killed*; one that passes
every test *survived*: a rule that can break without any test noticing, or an equivalent
change (the same behaviour written differently).

Not part of the normal test run: it takes a while (``--max-children`` workers). It works on a
copy of ``games_lib`` and the unit tests in a temporary folder, so the checkout is left alone.

    .venv/bin/pip install -r benchmarks/requirements-mutation.txt
    .venv/bin/python benchmarks/mutation.py                      # every game
    .venv/bin/python benchmarks/mutation.py --only pacific_ocean --max-children 2
    .venv/bin/python benchmarks/mutation.py --list               # the rule functions, no run

Only the functions that *decide a rule* are mutated (``RULES`` below, each with its rulebook
section): legality, payments, scoring, the end and the winner. Words, drawings, widgets and
argument checks are tested elsewhere (wording tests, the wrong-kind property test) and would
drown the rules in mutants of message text. Survivors are listed with their change; the
score per game is printed last and written to ``benchmarks/results/mutation.json``.

Each mutant runs in a process that imports the library and the tests itself, after the
mutant is chosen (``process_isolation = "forkserver"``, ``forkserver_warmup = "none"``): the
engines memoise legal moves, payment options and scores in module dictionaries and build
tables when a module is imported, and a worker forked from a process that had already
imported or run the tests would use answers computed by the unmutated code, so that mutants
the tests do kill would be counted as survivors (measured: with mutmut's default warm-up,
Pacific Ocean showed 142 survivors, among them ``t = None`` in ``total``).
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "mutation.json"


class RuleFunctions(NamedTuple):
    game: str
    module: str        # under games_lib/, dotted
    functions: tuple   # function names as mutmut mangles them: plain, or "Class.method"
    section: str       # the rulebook sections they decide


GBR, PO = "great_barrier_reef", "pacific_ocean"
RULES = (
    RuleFunctions(GBR, "great_barrier_reef.payments",
                  ("effective_needs", "ways_to_pay", "can_pay", "cost_row", "affordable", "payable",
                   "payments", "_spend"),
                  "Coral Reef Cards, Question Mark Icons, Octopus Icons, Bonus Icons (paying)"),
    RuleFunctions(GBR, "great_barrier_reef.scoring",
                  ("Reef.room", "Reef.add", "Reef.points", "Reef.placement", "Reef.discount",
                   "inner_outer", "_row_items", "pair_colours", "_links", "_breakdown", "reef_summary",
                   "win_condition", "best_condition", "decide"),
                  "Action 2 (the reef), Matching Colours, Bonus Icons, Winning the Game"),
    RuleFunctions(GBR, "great_barrier_reef.state",
                  ("_draw_fauna", "_add", "_fauna_part", "_coral_part", "_costs_after", "_legal_turn",
                   "_is_legal", "_pay_options", "_legal_pay", "_legal_face_up", "_legal_end", "_turn",
                   "_pay", "_face_up", "_end_turn", "_outcome", "new_state"),
                  "Setup, Actions 1-3, the end of the round, Winning the Game"),
    RuleFunctions(PO, "pacific_ocean.cards",
                  ("IconCount.value", "IconSets.value", "CardsShowing.value", "Flat.value",
                   "MoreThanOpponent.value", "Condition.evaluate"),
                  "§4 Animal cards: conditions and their points"),
    RuleFunctions(PO, "pacific_ocean.scoring",
                  ("Counts.icons", "_counts", "Sanctuary.add", "Sanctuary.adding", "face_counts",
                   "_icon_counts", "_evaluate", "score", "total", "result", "winner"),
                  "§4 Adding cards, Jellyfish, §6 Determining the Winner"),
    RuleFunctions(PO, "pacific_ocean.state",
                  ("_offers", "Deal.random", "State.legal_actions", "_choose_side", "_offer", "_take",
                   "_place_option", "_place_taken", "_place_kept", "_game_over"),
                  "§1 Setup, §3 a turn (offer, take, place), §5 Game End"),
)
TESTS = {
    GBR: ("tests/great_barrier_reef", "tests/core/test_outcome.py"),
    PO: ("tests/pacific_ocean", "tests/core/test_outcome.py"),
}
# Test files left out of the run: they test pictures, widgets and words, import ipywidgets,
# or replay whole games through the bots (slow, and covered by the rule tests' own games).
SKIP_TESTS = ("test_draw.py", "test_widgets.py", "test_live_game.py", "test_kit.py",
              "test_bots_and_widgets.py")


def mangled(rule: RuleFunctions, fn: str) -> str:
    """mutmut's name for the mutants of ``fn``: ``x_name`` for a function and
    ``xǁClassǁmethod`` for a method, after the module's dotted path."""
    if "." in fn:
        cls, meth = fn.split(".")
        return f"games_lib.{rule.module}.xǁ{cls}ǁ{meth}__mutmut_*"
    return f"games_lib.{rule.module}.x_{fn}__mutmut_*"


def _config(rules: list, tests: list) -> str:
    files = sorted({f"games_lib/{r.module.replace('.', '/')}.py" for r in rules})
    q = lambda xs: "[" + ", ".join(json.dumps(x) for x in xs) + "]"  # noqa: E731
    return "\n".join([
        "[tool.mutmut]",
        'source_paths = ["games_lib"]',
        f"only_mutate = {q(files)}",
        f"pytest_add_cli_args = {q(['-o', 'addopts=', '-p', 'no:cacheprovider', '-q', '--ignore-glob=*/browser/*'])}",
        f"pytest_add_cli_args_test_selection = {q(tests)}",
        'process_isolation = "forkserver"',
        'forkserver_warmup = "none"',
        "use_git_change_detection = false",
        "",
    ])


def _copy(work: Path, tests: list) -> None:
    shutil.copytree(ROOT / "games_lib", work / "games_lib", ignore=shutil.ignore_patterns("__pycache__"))
    ignore = shutil.ignore_patterns("__pycache__", "browser", *SKIP_TESTS)
    shutil.copytree(ROOT / "tests", work / "tests", ignore=ignore)


def _mutmut(work: Path, *args: str, check: bool = True) -> str:
    done = subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=work, capture_output=True, text=True)
    if check and done.returncode != 0:
        raise SystemExit(f"mutmut {' '.join(args)} failed ({done.returncode}):\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return done.stdout


def _diff(work: Path, name: str) -> str:
    out = _mutmut(work, "show", name, check=False)
    lines = [ln for ln in out.splitlines() if ln[:1] in "+-" and not ln.startswith(("+++", "---"))]
    return " / ".join(ln[0] + " " + ln[1:].strip() for ln in lines)[:300]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="one game's registry name")
    ap.add_argument("--max-children", type=int, default=2, help="mutants run at once (default 2)")
    ap.add_argument("--list", action="store_true", help="list the rule functions and stop")
    ap.add_argument("--keep", help="work in this folder and keep it (default: a temporary one)")
    ap.add_argument("--show", action="store_true", help="print each survivor's change (one mutmut call each: slow)")
    args = ap.parse_args(argv)
    rules = [r for r in RULES if args.only in (None, r.game)]
    if not rules:
        raise SystemExit(f"no game named {args.only!r}; games: {sorted({r.game for r in RULES})}")
    if args.list:
        for r in rules:
            print(f"{r.game:20} {r.module:30} {r.section}\n{'':20} {', '.join(r.functions)}")
        return 0
    try:
        import mutmut  # noqa: F401
    except ImportError:
        raise SystemExit("mutmut is not installed: .venv/bin/pip install -r benchmarks/requirements-mutation.txt")

    games = sorted({r.game for r in rules})
    tests = sorted({t for g in games for t in TESTS[g]})
    tmp = None
    if args.keep:
        work = Path(args.keep).resolve()
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir(parents=True)
    else:
        tmp = tempfile.TemporaryDirectory(prefix="mutation-")
        work = Path(tmp.name)
    try:
        _copy(work, tests)
        (work / "pyproject.toml").write_text(_config(rules, tests), encoding="utf-8")
        patterns = [mangled(r, fn) for r in rules for fn in r.functions]
        t0 = time.perf_counter()
        _mutmut(work, "run", "--max-children", str(args.max_children), *patterns)
        secs = time.perf_counter() - t0
        listed = _mutmut(work, "results", "--all", "true")
        status = dict(re.findall(r"^\s*(\S+__mutmut_\d+): (.+)$", listed, re.M))
        report = {"seconds": round(secs), "games": {}}
        for game in games:
            mine = [r for r in rules if r.game == game]
            by_fn = {}
            for r in mine:
                for fn in r.functions:
                    pat = re.compile(re.escape(mangled(r, fn)).replace(r"\*", r"\d+") + "$")
                    by_fn[(r, fn)] = {n: s for n, s in status.items() if pat.match(n)}
            counts: dict[str, int] = {}
            survivors = []
            for (r, fn), found in by_fn.items():
                if not found:
                    print(f"warning: no mutant of {r.module}.{fn} (renamed? no code to change?)")
                for n, s in sorted(found.items()):
                    counts[s] = counts.get(s, 0) + 1
                    if s in ("survived", "no tests"):
                        survivors.append({"module": r.module, "function": fn, "section": r.section,
                                          "mutant": n, "status": s,
                                          "change": _diff(work, n) if args.show else ""})
            killed = counts.get("killed", 0) + counts.get("timeout", 0)
            total = sum(counts.values())
            report["games"][game] = {"mutants": total, "killed": killed, "counts": counts,
                                     "score": round(100 * killed / total, 1) if total else None,
                                     "survivors": survivors}
            print(f"\n{game}: {len(survivors)} survivor(s)")
            for s in survivors:
                print(f"  {s['status']:9} {s['mutant']}  ({s['section']})" + (f"\n            {s['change']}" if s["change"] else ""))
        print()
        for game, g in report["games"].items():
            print(f"{game}: mutation score {g['killed']}/{g['mutants']} ({g['score']}%)  {g['counts']}")
        print(f"mutmut ran in {secs:.0f} s with {args.max_children} worker(s)")
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        if args.only and RESULTS.exists():  # keep the other games' last figures
            old = json.loads(RESULTS.read_text(encoding="utf-8"))
            old.get("games", {}).update(report["games"])
            report["games"] = old["games"]
        RESULTS.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"written: {RESULTS.relative_to(ROOT)}")
    finally:
        if tmp is not None:
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
