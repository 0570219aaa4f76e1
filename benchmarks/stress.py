"""Stress test: many seeded random games of every game, played to their end through the public
contract, with cheap checks at every step, and the full core contract (``check_game``) on a
seeded sample of them; two processes by default.

    .venv/bin/python benchmarks/stress.py [--games 10000] [--checked 100] [--every 25] [--seed 1]
        [--only oceans] [--jobs 2] [--minutes M]

Per registered game and table size (2 to 5 players as the game allows), two runs:

* **played**: ``--games`` seeded random games (a uniform pick among the legal actions), each
  played from ``new_initial_state`` to ``outcome()``. At every step: the legal actions are not
  empty until the end and empty at the end, the seat to act is a seat of the table, and, in a
  game that keeps a token ledger (Oceans), the token total never changes and no place holds
  fewer than none; Open Ocean's every move is checked by its placement rules
  (``open_ocean.checks.move_problems``). The game's own invariants (``game.invariants``: every
  card in one place, hidden piles and hands, ...) every ``--every`` steps and at the end. At the
  end: within ``info.max_decisions``, and an outcome with one score and place per seat whose
  winners agree with the places.
* **contract**: ``--checked`` seeded games (other seeds) through
  :func:`games_lib.core.testing.check_game`: the same seed gives the same game, legal actions
  sorted and unique, illegal actions refused with the state unchanged, views resampled, the
  invariants at every step, pending decisions, secret picks.

The work goes in rounds over every game and table size; ``--minutes`` (or Ctrl-C) stops it and
reports what was done, saying plainly that it stopped early. It prints, per game and table size,
what was checked on how many games, the decisions, the time taken and every failure with the seed that replays it (a ``played`` game:
``game.new_initial_state(seed, num_players=n)`` and ``random.Random(seed ^ 0x5EED)`` for the
choices, as ``check_game``). Goal (issues 7, 18): 10,000 games per table size, no crash. Exit
status 1 if any game failed. Oceans is run twice: the Reef variant (the registry's ``oceans``)
and the full game (``oceans_full``: random Scenarios, the Deep).

A checked Oceans game (``check_game``) takes a few tenths of a second of CPU, a played one about
15 ms: 10,000 played games per table size of both Oceans variants and 100 checked ones are
about 1,100 s of CPU, ten minutes on two free cores (much longer on a busy machine).
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import pathlib
import random
import sys
import time
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from games_lib import available, load  # noqa: E402
from games_lib.core.testing import check_game  # noqa: E402

MOVE_CHECKS = {"open_ocean": "games_lib.open_ocean.checks:move_problems"}
"""Checks of one move (position before, action, position after) that a game provides, by name."""

CHUNK = 250  # played games a task


def _game(name: str):
    if name == "oceans_full":
        from games_lib.oceans import FULL_GAME
        return FULL_GAME
    return load(name)


def _move_check(name: str):
    where = MOVE_CHECKS.get(name)
    if where is None:
        return None
    module, func = where.split(":")
    return getattr(importlib.import_module(module), func)


def played_seed(seed: int, n: int, i: int) -> int:
    """The seed of played game ``i`` at ``n`` players (never one of ``check_game``'s here)."""
    return 7_000_000_000 + seed * 100_000_000 + n * 10_000_000 + i


def play(name: str, n: int, seed: int, start: int, count: int, every: int) -> dict:
    """Play games ``start`` to ``start + count`` at ``n`` players with the cheap checks."""
    game = _game(name)
    info = game.info
    invariants = game.invariants
    move_check = _move_check(name)
    out = {"games": 0, "decisions": 0, "longest": 0, "invariant_checks": 0, "move_checks": 0,
           "failures": [], "cpu": 0.0}
    t0 = time.process_time()
    for i in range(start, start + count):
        game_seed = played_seed(seed, n, i)
        try:
            steps, inv, moves = _play_one(game, info, invariants, move_check, game_seed, n, every)
        except Exception as e:  # noqa: BLE001 - a crash is this seed's failure; go on
            what = str(e).splitlines()[0] if str(e) else ""
            out["failures"].append((game_seed, n, f"{type(e).__name__}: {what}"[:300]))
            continue
        out["games"] += 1
        out["decisions"] += steps
        out["longest"] = max(out["longest"], steps)
        out["invariant_checks"] += inv
        out["move_checks"] += moves
    out["cpu"] = time.process_time() - t0
    return out


class Broken(AssertionError):
    """A cheap check failed."""


def _play_one(game, info, invariants, move_check, game_seed, n, every):
    state = game.new_initial_state(game_seed, num_players=n)
    rng = random.Random(game_seed ^ 0x5EED)
    tokens = getattr(state, "tokens", None)
    total = sum(tokens.counts) if hasattr(tokens, "counts") else None
    offset = game_seed % every
    steps = inv = moves = 0
    limit = info.max_decisions
    while True:
        if total is not None:
            counts = state.tokens.counts
            if sum(counts) != total or min(counts) < 0:
                raise Broken(f"decision {steps}: tokens not conserved: {sum(counts)} (expected {total}), "
                             f"smallest place {min(counts)}")
        if steps % every == offset:
            problems = invariants(state)
            inv += 1
            if problems:
                raise Broken(f"decision {steps}: invariant broken: {'; '.join(problems)}")
        legal = state.legal_actions()
        if state.is_terminal():
            if legal:
                raise Broken(f"decision {steps}: legal actions after the end")
            break
        if not legal:
            raise Broken(f"decision {steps}: no legal action, yet the game is not over")
        if not 0 <= state.current_player < n:
            raise Broken(f"decision {steps}: seat {state.current_player} to act at a table of {n}")
        rng.random()  # check_game's draws
        action = legal[rng.randrange(len(legal))]
        after = state.apply(action)
        if move_check is not None:
            problems = move_check(state, action, after)
            moves += 1
            if problems:
                raise Broken(f"decision {steps}: {action}: {'; '.join(problems)}")
        state = after
        steps += 1
        if steps > limit:
            raise Broken(f"no end after {limit} decisions (GameInfo bound)")
    problems = invariants(state)
    inv += 1
    if problems:
        raise Broken(f"the end: invariant broken: {'; '.join(problems)}")
    o = state.outcome()
    if len(o.scores) != n or len(o.places) != n:
        raise Broken(f"the end: an outcome of {len(o.scores)} scores and {len(o.places)} places for {n} players")
    if not o.winners or tuple(i for i, p in enumerate(o.places) if p == 1) != tuple(o.winners):
        raise Broken(f"the end: winners {o.winners} disagree with places {o.places}")
    return steps, inv, moves


def contract(name: str, chunk_seed: int, games: int) -> dict:
    """``check_game`` on ``games`` seeded games (table sizes cycling), failures collected."""
    t0 = time.process_time()
    try:
        report = check_game(_game(name), games=games, seed=chunk_seed, collect=True)
    except Exception:  # noqa: BLE001 - a crash outside one game's check
        return {"crash": traceback.format_exc(), "cpu": time.process_time() - t0}
    return {"report": report, "cpu": time.process_time() - t0}


def _run(task):
    kind, args = task
    return task, (play if kind == "play" else contract)(*args)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=10_000, help="played games per table size (default 10,000)")
    ap.add_argument("--checked", type=int, default=100,
                    help="games per table size through the full check_game contract (default 100)")
    ap.add_argument("--every", type=int, default=25, help="the game's invariants every this many steps (and at the end)")
    ap.add_argument("--seed", type=int, default=1, help="a different seed from the unit tests' (0)")
    ap.add_argument("--only", action="append", help="a game name (repeatable); oceans_full is the full Oceans game; "
                                                    "default: every game")
    ap.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    ap.add_argument("--minutes", type=float, default=0,
                    help="stop after this many minutes and report what was done (default: no limit)")
    ap.add_argument("--per-table-size", action="store_true", help=argparse.SUPPRESS)  # always so now
    args = ap.parse_args()
    names = []
    for name in args.only or available():
        names.append(name)
        if name == "oceans" and "oceans_full" not in (args.only or ()):  # both variants: the full game too
            names.append("oceans_full")
    # the tasks in rounds (one chunk of every game and table size, one checked game of each game,
    # in turn), so that a run stopped by --minutes has played every game and size about as much
    streams = []
    for name in names:
        sizes = list(_game(name).info.players)
        for n in sizes:
            streams.append([("play", (name, n, args.seed, start, min(CHUNK, args.games - start), max(1, args.every)))
                            for start in range(0, args.games, CHUNK)])
        # check_game cycles the table sizes: one task per round of them, each its own seed
        streams.append([("contract", (name, args.seed * 100_000 + k, len(sizes))) for k in range(args.checked)])
    tasks = [s[i] for i in range(max(map(len, streams), default=0)) for s in streams if i < len(s)]
    limit = f"; stopping after {args.minutes:g} minutes" if args.minutes else ""
    print(f"{len(names)} game(s): {', '.join(names)}; {args.games:,} played games and {args.checked:,} fully "
          f"checked games per table size; {args.jobs} processes{limit}", flush=True)
    start = time.perf_counter()
    played = {}   # (name, n) -> totals
    checked = {}  # name -> list of reports
    crashed = 0
    done = 0
    lines = []
    pool = multiprocessing.get_context("spawn").Pool(args.jobs)
    try:
        for (kind, targs), res in pool.imap_unordered(_run, tasks):
            done += 1
            name = targs[0]
            if kind == "play":
                tot = played.setdefault((name, targs[1]), {"games": 0, "decisions": 0, "longest": 0,
                                                           "invariant_checks": 0, "move_checks": 0,
                                                           "failures": [], "cpu": 0.0})
                for k in ("games", "decisions", "invariant_checks", "move_checks", "cpu"):
                    tot[k] += res[k]
                tot["longest"] = max(tot["longest"], res["longest"])
                tot["failures"] += res["failures"]
            elif "crash" in res:
                crashed += 1
                lines.append(f"{name}: CRASH of check_game outside a single game (seed {targs[1]})\n{res['crash']}")
            else:
                checked.setdefault(name, []).append((res["report"], res["cpu"]))
            if done % 20 == 0:
                print(f"  ... {done} of {len(tasks)} tasks, {time.perf_counter() - start:.0f} s", flush=True)
            if args.minutes and time.perf_counter() - start > 60 * args.minutes:
                break
    except KeyboardInterrupt:
        pass
    finally:
        pool.terminate()
    if done < len(tasks):
        print(f"STOPPED EARLY: {done} of {len(tasks)} tasks done; the figures below are what was played and "
              f"checked, fewer games than asked")
    wall = time.perf_counter() - start
    for line in lines:
        print(line)
    for name in names:
        sizes = list(_game(name).info.players)
        extra = ", every move by the game's placement rules" if name in MOVE_CHECKS else ""
        tokens = ", tokens conserved (total constant, no place below zero)" if name.startswith("oceans") else ""
        print(f"{name}: games played to the end through the public contract; checked at every step: legal "
              f"actions not empty until the end (empty at the end), a seat of the table to act{tokens}{extra}; "
              f"the game's invariants every {args.every} steps and at the end; the end within the game's bound, "
              f"the outcome (a score and a place per seat, winners as the places say)")
        for n in sizes:
            t = played.get((name, n))
            if t is None:
                continue
            moves = f", {t['move_checks']:,} moves checked" if extra else ""
            print(f"  {n} player{'s' if n > 1 else ''}: {t['games']:,} games played, {t['decisions']:,} decisions "
                  f"(longest {t['longest']}), "
                  f"{t['invariant_checks']:,} invariant checks{moves}; "
                  f"{len(t['failures'])} failures; {t['cpu']:.1f} s CPU", flush=True)
            for seed, size, what in t["failures"][:5]:
                print(f"    FAILED seed {seed}, {size} players: {what}")
            crashed += len(t["failures"])
        reports = checked.get(name, [])
        if reports:
            games = sum(r.games for r, _ in reports)
            fails = [f for r, _ in reports for f in r.failures]
            by_size = {}
            for r, _ in reports:
                for k, v in r.players.items():
                    by_size[k] = by_size.get(k, 0) + v
            print(f"  and the full check_game contract on {games + len(fails):,} more seeded games "
                  f"(table sizes {dict(sorted(by_size.items()))}): {sum(r.decisions for r, _ in reports):,} decisions, "
                  f"{sum(r.illegal_tried for r, _ in reports):,} illegal actions refused, "
                  f"{sum(r.views_checked for r, _ in reports):,} views resampled, "
                  f"{sum(r.invariant_checks for r, _ in reports):,} invariant checks; {len(fails)} failures; "
                  f"{sum(c for _, c in reports):.1f} s CPU", flush=True)
            for seed, message in fails[:5]:
                print(f"    FAILED seed {seed}: {message.splitlines()[0]}")
            crashed += len(fails)
    print(f"{wall:.0f} s on the clock; failures and crashes: {crashed} (goal: none)")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
