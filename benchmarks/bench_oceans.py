"""Oceans (the Reef variant): bot win rates at 2, 3 and 4 players, and a bot's time a decision.

    .venv/bin/python benchmarks/bench_oceans.py [--games N]

The bot under test sits in each seat in turn (seeded games); every other seat is a RandomBot.
A win is a first place alone; a shared first place counts half. Engine speed (random games, µs a
decision) is in bench_engine.py.
"""

from __future__ import annotations

import argparse
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from games_lib.oceans import GreedyBot, RandomBot, new_game, play_game  # noqa: E402


def match(n: int, games: int) -> float:
    wins = 0.0
    margin = 0.0
    start = time.perf_counter()
    decisions = 0
    for i in range(games):
        seat = i % n
        bots = [RandomBot(1000 * i + s) for s in range(n)]
        bots[seat] = GreedyBot(i)
        end = play_game(new_game(seed=20_000 + i, num_players=n), bots)
        o = end.outcome()
        decisions += end.turn
        if seat in o.winners:
            wins += 1 / len(o.winners)
        margin += o.scores[seat] - max(s for k, s in enumerate(o.scores) if k != seat)
    dt = time.perf_counter() - start
    p = wins / games
    se = (p * (1 - p) / games) ** 0.5
    print(f"greedy vs {n - 1} random, {n} players: win {p:6.1%} ± {1.96 * se:4.1%} (95%), "
          f"mean margin {margin / games:+6.1f}, {dt / games:5.2f} s a game  [{games} games]", flush=True)
    return p


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    a = ap.parse_args()
    rates = [match(n, a.games) for n in (2, 3, 4)]
    s = new_game(seed=3)
    bot = GreedyBot(3)
    n, start = 0, time.perf_counter()
    while not s.is_terminal() and n < 200:
        s = s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
        n += 1
    print(f"greedy: {(time.perf_counter() - start) / n * 1e3:.1f} ms a decision ({n} decisions of one game)")
    print(f"greedy beats random clearly at 2-4 players (>= 80% at each): "
          f"{'yes' if min(rates) >= 0.8 else 'NO'}")


if __name__ == "__main__":
    main()
