"""Open Ocean bot strength.

    .venv/bin/python benchmarks/bench_oo_bots.py [--bot-games N] [--players 2 3 4 5]

Prints GreedyBot's win rate against RandomBots (its seat rotating) per table size, with the
mean score of each, and how long a greedy decision takes. Goal: a large majority at 3-5 players.
The engine's speed (every game, one clock) is benchmarks/bench_engine.py.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from games_lib.open_ocean import GreedyBot, RandomBot, new_game, play_game  # noqa: E402


def greedy_vs_random(games: int, players: int):
    wins = shared = 0
    mine = others = 0.0
    start = time.process_time()
    for g in range(games):
        seat = g % players
        bots = [RandomBot(1000 * g + i) for i in range(players)]
        bots[seat] = GreedyBot(g)
        o = play_game(new_game(20_000 + g, num_players=players), bots).outcome()
        wins += o.winners == (seat,)
        shared += seat in o.winners and len(o.winners) > 1
        mine += o.scores[seat]
        others += (sum(o.scores) - o.scores[seat]) / (players - 1)
    return wins, shared, mine / games, others / games, time.process_time() - start


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--bot-games", type=int, default=200)
    ap.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    args = ap.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process, CPU-time clock")
    worst = 1.0
    for n in args.players:
        w, sh, me, them, t = greedy_vs_random(args.bot_games, n)
        p = w / args.bot_games
        se = (p * (1 - p) / args.bot_games) ** 0.5
        if n >= 3:
            worst = min(worst, p)
        print(f"greedy vs random, {n} players: greedy wins {p:.1%} ± {1.96 * se:.1%} ({w}/{args.bot_games}, "
              f"shared {sh}; chance level {1 / n:.0%}); mean score greedy {me:.1f}, random {them:.1f}; "
              f"{args.bot_games / t:.1f} games/s")
    print(f"greedy wins a large majority (>= 75%) at 3-5 players: {'yes' if worst >= 0.75 else 'NO'}")


if __name__ == "__main__":
    main()
