"""Stress test: the core contract (``check_game``) over many seeded random games of every game.

    .venv/bin/python benchmarks/stress.py [--games 10000] [--seed 1] [--only pacific_ocean] [--per-table-size]

Prints, per registered game, the games played, decisions, illegal actions refused, views
resampled, invariant checks, the time taken and the crashes (contract failures or any other
exception), with the seed of each failing game so it can be replayed. Goal (issue 7): no crash.
Exit status 1 if any game crashed. Oceans is checked twice: the Reef variant (the registry's
``oceans``) and the full game (``oceans_full``: random Scenarios, the Deep).
"""

from __future__ import annotations

import argparse
import pathlib
import sys
import time
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from games_lib import available, load  # noqa: E402
from games_lib.core.testing import check_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1, help="a different seed from the unit tests' (0)")
    ap.add_argument("--only", action="append", help="a game name (repeatable); default: every game")
    ap.add_argument("--per-table-size", action="store_true",
                    help="--games for each table size (2 to 5 players: four times as many games)")
    args = ap.parse_args()
    crashed = 0
    targets = []
    for name in args.only or available():
        targets.append((name, load(name)))
        if name == "oceans":  # both variants: the full game too
            from games_lib.oceans import FULL_GAME
            targets.append(("oceans_full", FULL_GAME))
    for name, game in targets:
        games = args.games * (len(game.info.players) if args.per_table_size else 1)
        start = time.perf_counter()
        try:
            report = check_game(game, games=games, seed=args.seed, collect=True)
        except Exception:  # noqa: BLE001 - a crash outside one game's check: report it and go on
            crashed += 1
            print(f"{name}: CRASH outside a single game\n{traceback.format_exc()}")
            continue
        took = time.perf_counter() - start
        print(f"{report}")
        print(f"  {took:.1f} s ({report.games / took:,.0f} checked games/s); table sizes {report.players}; "
              f"wins by seat {dict(sorted(report.winners.items()))}")
        for seed, message in report.failures[:5]:
            print(f"  FAILED seed {seed}: {message.splitlines()[0]}")
        crashed += len(report.failures)
        if name == "open_ocean":  # check_game sees positions; the placement rules are checked on moves
            from games_lib.open_ocean.checks import check_moves
            start = time.perf_counter()
            played, moves, failures = check_moves(game, games=games, seed=args.seed)
            print(f"  every move checked (a card placed by its connection rules, only unprotected fish leave): "
                  f"{played:,} games, {moves:,} moves, {len(failures)} failures, {time.perf_counter() - start:.1f} s")
            for seed, step, what in failures[:5]:
                print(f"  FAILED seed {seed}, decision {step}: {what}")
            crashed += len(failures)
    print(f"crashes: {crashed} (goal: none)")
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
