"""Engine speed of every registered game, through the core contract, with one clock.

    .venv/bin/python benchmarks/bench_engine.py [--games N] [--repeat K] [--only NAME]

Open Ocean's goal (issue 17): <= 8 us a decision, legal cells included (the random player asks
for every legal action).

For each game (``games_lib.available()``) and each table size it allows: random full games per
second (``new_initial_state`` + ``legal_actions``/``apply`` loop with a seeded uniform choice +
``outcome``), decisions per game, and microseconds per decision. The clock is the CPU time of
this process (``time.process_time``): other work on the machine does not count. Best of
``--repeat`` runs (the run with the least time a decision; each run plays other seeds), the
medians beside.
Goals: Pacific Ocean <= 2 us a decision; Great Barrier Reef <= 6 us (issue 19; it was 13-14 us
before, the core issue's floor); Oceans (the Reef variant, triggers included) <= 8 us.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

import games_lib  # noqa: E402

GOALS_US = {"pacific_ocean": 2.0, "great_barrier_reef": 6.0, "oceans": 8.0}


GOALS_US["open_ocean"] = 8.0


def random_games(game, n_games: int, players: int, seed: int = 0) -> tuple[float, int]:
    rng = random.Random(seed)
    rnd = rng.random  # a seeded uniform pick: legal[int(random() * len(legal))]
    decisions = 0
    start = time.process_time()
    for _ in range(n_games):
        s = game.new_initial_state(rng.getrandbits(32), num_players=players)
        while not s.is_terminal():
            legal = s.legal_actions()
            s = s.apply(legal[int(rnd() * len(legal))])
            decisions += 1
        s.outcome()
    return time.process_time() - start, decisions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=0, help="games per run (default: about 2 s of play per size)")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--only", default="", help="one game's registry name")
    args = ap.parse_args()
    print(f"Python {platform.python_version()} ({getattr(sys, '_base_executable', sys.executable)}) on "
          f"{platform.machine()}, one process, CPU-time clock")
    names = [args.only] if args.only else games_lib.available()
    for name in names:
        game = games_lib.load(name)
        worst = 0.0
        for n in game.info.players:
            t, d = random_games(game, 20, n)  # warm-up, and a size for the runs
            count = args.games or max(20, int(20 * 0.4 / max(t, 1e-6)))
            runs = [random_games(game, count, n, seed=k) for k in range(args.repeat)]
            best, decisions = min(runs, key=lambda r: r[0] / r[1])  # the run with the least time a decision
            med = statistics.median(r[0] for r in runs)
            us = best / decisions * 1e6
            worst = max(worst, us)
            med_us = statistics.median(r[0] / r[1] for r in runs) * 1e6
            print(f"{name}, {n} players: {count / best:,.0f} games/s (median {count / med:,.0f}), "
                  f"{decisions / count:.0f} decisions/game, {us:.2f} us/decision "
                  f"(best of {args.repeat} x {count:,}; median {med_us:.2f})")
        goal = GOALS_US.get(name)
        if goal is not None:
            print(f"{name}: goal <= {goal:g} us a decision at every table size: {'met' if worst <= goal else 'missed'}")


if __name__ == "__main__":
    main()
