"""Bots: games per second and bot-vs-bot win rates (seats alternate, seeded).

    .venv/bin/python benchmarks/bench_bots.py [--games N] [--mc-games M] [--samples K]
"""

from __future__ import annotations

import argparse
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from games_lib.pacific_ocean import GreedyBot, MonteCarloBot, RandomBot, new_game, play_game  # noqa: E402


def match(name, make_a, make_b, games):
    wins = ties = 0
    margin = 0.0
    start = time.perf_counter()
    for i in range(games):
        a_seat = i % 2
        bots = [None, None]
        bots[a_seat], bots[1 - a_seat] = make_a(i), make_b(i)
        o = play_game(new_game(seed=10_000 + i), bots).outcome()
        wins += o.winner == a_seat
        ties += o.winner is None
        margin += o.scores[a_seat] - o.scores[1 - a_seat]
    dt = time.perf_counter() - start
    p = wins / games
    se = (p * (1 - p) / games) ** 0.5
    print(f"{name:34} win {p:6.1%} ± {1.96 * se:4.1%} (95%), ties {ties:3}, "
          f"mean margin {margin / games:+5.1f}, {games / dt:8.1f} games/s  [{games} games]")
    return p


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--mc-games", type=int, default=100)
    ap.add_argument("--samples", type=int, default=32)
    a = ap.parse_args()
    k = a.samples
    match("random vs random", lambda i: RandomBot(i), lambda i: RandomBot(i + 1), a.games)
    p = match("greedy vs random", lambda i: GreedyBot(), lambda i: RandomBot(i), a.games)
    match(f"montecarlo({k}) vs random", lambda i: MonteCarloBot(k, seed=i), lambda i: RandomBot(i), a.mc_games)
    match(f"montecarlo({k}) vs greedy", lambda i: MonteCarloBot(k, seed=i), lambda i: GreedyBot(), a.mc_games)
    s = new_game(seed=3)
    bot = GreedyBot()
    n, start = 0, time.perf_counter()
    while not s.is_terminal():
        s = s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
        n += 1
    print(f"greedy: {(time.perf_counter() - start) / n * 1e3:.2f} ms a decision (one game, {n} decisions)")
    print(f"stronger bot beats random in a large majority (>= 80%): {'yes' if p >= 0.8 else 'NO'}")


if __name__ == "__main__":
    main()
