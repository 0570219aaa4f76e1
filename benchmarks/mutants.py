"""A mutation run over the rules of every game: does a unit test fail when a rule breaks?

Each mutant is one small change to one rule (a comparison turned, a term dropped, two checks
swapped), applied to a copy of the library in a temporary folder; the game's rule tests are
then run against that copy. A mutant is *killed* when a test fails, *survives* when all pass.
Prints one line per mutant and the score per game. Not part of the normal test run (it runs
the rule tests once per mutant: a few minutes).

    python benchmarks/mutants.py            # every game
    python benchmarks/mutants.py --only pacific_ocean

Hand-written mutants, one per rule that a reader could get wrong, rather than a generic tool:
mutmut and cosmic-ray run the whole suite per mutant (hours here) and most of their mutants
fall in words and drawings, not rules.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]


class Mutant(NamedTuple):
    game: str
    rule: str       # the rule broken, in words, with its rulebook section
    path: str       # the file changed, under games_lib/
    old: str        # the text replaced (must occur exactly once)
    new: str
    tests: tuple    # the test files that should catch it


GBR, PO = "great_barrier_reef", "pacific_ocean"
_GT = ("tests/great_barrier_reef/test_rules.py", "tests/great_barrier_reef/test_payments.py",
       "tests/great_barrier_reef/test_scoring.py", "tests/great_barrier_reef/test_examples.py")
_PT = ("tests/pacific_ocean/test_rules.py", "tests/pacific_ocean/test_scoring.py",
       "tests/pacific_ocean/test_fidelity.py")

MUTANTS = (
    Mutant(GBR, "Octopus Icons: only octopus cards pay them", "great_barrier_reef/payments.py",
           "    spare = hand[6] - octo\n    if spare < 0:\n        return False\n    for i, n in colours:",
           "    spare = hand[6]\n    if spare < 0:\n        return False\n    for i, n in colours:", _GT),
    Mutant(GBR, "Fauna Cards: each colour short needs an octopus joker", "great_barrier_reef/payments.py",
           "        if n > 0:\n            spare -= n\n    if spare < 0:",
           "        if n > 1:\n            spare -= n\n    if spare < 0:", _GT),
    Mutant(GBR, "Question Mark Icons: all in one colour", "great_barrier_reef/payments.py",
           "    return anyq - (left if left > 0 else 0) <= spare\n", "    return 0 <= spare\n", _GT),
    Mutant(GBR, "Bonus Icons: a discount lowers its colour", "great_barrier_reef/payments.py",
           "return tuple(max(0, n - d) for n, d in zip(cost.colours, discounts))",
           "return tuple(max(0, n) for n, d in zip(cost.colours, discounts))", _GT),
    Mutant(GBR, "Bonus Icons: no discount on question marks", "great_barrier_reef/state.py",
           "cost_row(effective_needs(c.cost, disc), c.cost.any, c.cost.octopus)",
           "cost_row(effective_needs(c.cost, disc), max(0, c.cost.any - sum(disc)), c.cost.octopus)", _GT),
    Mutant(GBR, "Winning the Game: condition 1 beats condition 2", "great_barrier_reef/scoring.py",
           "    if colours >= len(COLOURS):\n        return WinCondition.SIX_COLOURS\n"
           "    if cards >= CARDS_TO_WIN:\n        return WinCondition.TEN_CARDS\n",
           "    if cards >= CARDS_TO_WIN:\n        return WinCondition.TEN_CARDS\n"
           "    if colours >= len(COLOURS):\n        return WinCondition.SIX_COLOURS\n", _GT),
    Mutant(GBR, "Winning the Game: ten cards is enough", "great_barrier_reef/scoring.py",
           "    if cards >= CARDS_TO_WIN:", "    if cards > CARDS_TO_WIN:", _GT),
    Mutant(GBR, "Winning the Game: 20 points is enough", "great_barrier_reef/scoring.py",
           "    if points >= (target or POINTS_TO_WIN):", "    if points > (target or POINTS_TO_WIN):", _GT),
    Mutant(GBR, "Winning the Game: the round is played through", "great_barrier_reef/state.py",
           "    if s._turn % n == 0 and (ending or passes >= n):", "    if ending or passes >= n:", _GT),
    Mutant(GBR, "Action 2: five cards a side", "great_barrier_reef/state.py",
           "    left_room = len(reef.left) < 5", "    left_room = len(reef.left) <= 5", _GT),
    Mutant(GBR, "Action 1: a face-up octopus is taken alone", "great_barrier_reef/state.py",
           "        singles = [c for c in row if c != OCTOPUS]", "        singles = list(row)", _GT),
    Mutant(GBR, "Action 1: the face-up card after the deck card is single-colour",
           "great_barrier_reef/state.py",
           "    return tuple(THEN_FACE_UP[c] for c in sorted(set(self._frow)) if c != OCTOPUS)",
           "    return tuple(THEN_FACE_UP.get(c, TAKE_OCTOPUS) for c in sorted(set(self._frow)))", _GT),
    Mutant(GBR, "Action 3: at least one card", "great_barrier_reef/state.py",
           "            low = 0 if k else 1", "            low = 0", _GT),
    Mutant(GBR, "Action 3: never more than three in hand", "great_barrier_reef/state.py",
           "        free = CORAL_HAND - len(self._chands[p])", "        free = CORAL_HAND + 1 - len(self._chands[p])", _GT),
    Mutant(PO, "§6 Determining the Winner: more icons breaks a tie", "pacific_ocean/scoring.py",
           "(total(a, b), total(b, a)), (a.counts.icons, b.counts.icons),",
           "(total(a, b), total(b, a)), (b.counts.icons, a.counts.icons),", _PT),
    Mutant(PO, "§6: the most points wins", "pacific_ocean/scoring.py",
           "(total(a, b), total(b, a)), (a.counts.icons, b.counts.icons),",
           "(total(b, a), total(a, b)), (a.counts.icons, b.counts.icons),", _PT),
    Mutant(PO, "Jellyfish: copies the best condition of the other side", "pacific_ocean/scoring.py",
           "        if best is None or pts > best:", "        if best is None or pts < best:", _PT),
    Mutant(PO, "Jellyfish: a copy of a copy scores nothing", "pacific_ocean/scoring.py",
           "        pts = 0 if _IS_COPY[other] else conds[other].evaluate(mine, theirs)",
           "        pts = conds[other].evaluate(mine, theirs) if not _IS_COPY[other] else 1", _PT),
    Mutant(PO, "§5 Game End: six turns", "pacific_ocean/state.py", "TURNS = 6\n", "TURNS = 5\n", _PT),
)


def run(mutant: Mutant | None, workdir: Path, tests: tuple) -> tuple[bool, float]:
    """Apply ``mutant`` (``None``: no change) to a fresh copy of games_lib in ``workdir`` and run
    ``tests`` (copied there too, so that nothing imports the real library); True if one fails."""
    lib = workdir / "games_lib"
    if lib.exists():
        shutil.rmtree(lib)
    shutil.copytree(ROOT / "games_lib", lib, ignore=shutil.ignore_patterns("__pycache__"))
    if mutant is not None:
        target = lib / mutant.path
        text = target.read_text(encoding="utf-8")
        if text.count(mutant.old) != 1:
            raise SystemExit(f"mutant {mutant.rule!r}: the text to change occurs {text.count(mutant.old)} times "
                             f"in {mutant.path}")
        target.write_text(text.replace(mutant.old, mutant.new), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(workdir), PYTHONDONTWRITEBYTECODE="1")
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "--no-header",
                           "-o", "addopts=", *tests], cwd=workdir, env=env, capture_output=True, text=True)
    if done.returncode not in (0, 1):  # 1: a test failed; anything else: the run itself broke
        raise SystemExit(f"{mutant.rule if mutant else 'baseline'}: pytest could not run the tests "
                         f"(exit {done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return done.returncode == 1, time.perf_counter() - t


def _where(workdir: Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(workdir))
    return subprocess.run([sys.executable, "-c", "import games_lib; print(games_lib.__file__)"], cwd=workdir,
                          env=env, capture_output=True, text=True).stdout.strip()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="one game's registry name")
    args = ap.parse_args(argv)
    chosen = [m for m in MUTANTS if args.only in (None, m.game)]
    scores: dict[str, list] = {}
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "tests", work / "tests", ignore=shutil.ignore_patterns("__pycache__", "browser"))
        shutil.copy(ROOT / "pyproject.toml", work / "pyproject.toml")
        (work / "games_lib").mkdir()
        (work / "games_lib" / "__init__.py").write_text("")
        assert _where(work).startswith(str(work)), "the copy is not the library the tests import"
        for game in sorted({m.game for m in chosen}):  # the tests pass on the library as it is
            tests = tuple(sorted({t for m in chosen if m.game == game for t in m.tests}))
            failed, secs = run(None, work, tests)
            if failed:
                raise SystemExit(f"{game}: the rule tests fail without any mutant")
            print(f"baseline {game}: the rule tests pass ({secs:.0f} s)", flush=True)
        for m in chosen:
            killed, secs = run(m, work, m.tests)
            scores.setdefault(m.game, []).append(killed)
            print(f"{'killed  ' if killed else 'SURVIVED'} {m.game}: {m.rule} ({secs:.0f} s)", flush=True)
    for game, got in scores.items():
        print(f"{game}: mutation score {sum(got)}/{len(got)} ({100 * sum(got) / len(got):.0f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
