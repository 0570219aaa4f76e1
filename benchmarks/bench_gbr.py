"""OCEAN: Great Barrier Reef bot strength.

    .venv/bin/python benchmarks/bench_gbr.py [--bot-games N]

Prints GreedyBot's win rate against RandomBot (seats rotating) per table size and variant.
The engine's speed (every game, one clock) is benchmarks/bench_engine.py.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from games_lib.great_barrier_reef import GreedyBot, RandomBot, new_game, play_game  # noqa: E402


def greedy_vs_random(games: int, players: int, variant: int = 0):
    wins = shared = 0
    start = time.perf_counter()
    for g in range(games):
        seat = g % players
        bots = [RandomBot(1000 * g + i) for i in range(players)]
        bots[seat] = GreedyBot()
        o = play_game(new_game(g, num_players=players, variant=variant), bots).outcome()
        wins += o.winners == (seat,)
        shared += seat in o.winners and len(o.winners) > 1
    return wins, shared, time.perf_counter() - start


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot-games", type=int, default=500)
    args = ap.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    for n, v in ((2, 0), (3, 0), (4, 0), (5, 0), (2, 1), (2, 2)):
        w, sh, t = greedy_vs_random(args.bot_games, n, v)
        p = w / args.bot_games
        se = (p * (1 - p) / args.bot_games) ** 0.5
        print(f"greedy vs random, {n} players, variant {v}: greedy wins {p:.1%} ± {1.96 * se:.1%} "
              f"({w}/{args.bot_games}, shared {sh}; chance level {1 / n:.0%}), {args.bot_games / t:.0f} games/s")


if __name__ == "__main__":
    main()
