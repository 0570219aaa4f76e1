"""Pacific Ocean engine speed, through the public API the notebooks use.

    .venv/bin/python benchmarks/bench_engine.py [--games N]

Prints random full games per second (new_game + legal_actions/apply loop + outcome), the cost
of one decision (legal_actions + a seeded random choice + apply), and the cost of the pieces.
Goal (issue 2): >= 20,000 games/s and <= 2 us per decision on one core of this machine.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
import timeit

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from games_lib.pacific_ocean import AS_ICONS, TAKE_FACE_UP, Phase, new_game  # noqa: E402


def random_games(n: int, seed: int = 0) -> tuple[float, int]:
    rng = random.Random(seed)
    rnd = rng.random  # a seeded uniform pick: legal[int(random() * len(legal))]
    decisions = 0
    start = time.perf_counter()
    for _ in range(n):
        s = new_game(seed=rng)
        while not s.is_terminal():
            legal = s.legal_actions()
            s = s.apply(legal[int(rnd() * len(legal))])
            decisions += 1
        s.outcome()
    return time.perf_counter() - start, decisions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, one process")
    random_games(2_000)  # warm-up
    runs = [random_games(args.games, seed=k) for k in range(args.repeat)]
    best, decisions = min(runs)
    print(f"random full games: {args.games / best:,.0f} games/s (best of {args.repeat} x {args.games:,}; "
          f"median {args.games / sorted(r[0] for r in runs)[len(runs) // 2]:,.0f})")
    print(f"decisions per game: {decisions / args.games:.0f}; time per decision (whole loop): "
          f"{best / decisions * 1e6:.2f} us")

    rng = random.Random(1)
    s = new_game(seed=1)
    while s.phase != Phase.OFFER:
        s = s.apply(s.legal_actions()[0])
    offer = s.legal_actions()[0]
    took = s.apply(offer)
    placing = took.apply(TAKE_FACE_UP)
    n = 200_000

    def per_call(stmt):
        return min(timeit.repeat(stmt, number=n, repeat=3)) / n * 1e6

    print("pieces (us per call):")
    print(f"  new_game(seed=rng)        {per_call(lambda: new_game(seed=rng)):.2f}")
    print(f"  legal_actions() (offer)   {per_call(s.legal_actions):.2f}")
    print(f"  apply(offer)              {per_call(lambda: s.apply(offer)):.2f}")
    print(f"  apply(take)               {per_call(lambda: took.apply(TAKE_FACE_UP)):.2f}")
    print(f"  apply(place)              {per_call(lambda: placing.apply(AS_ICONS)):.2f}")
    end = new_game(seed=2)
    while not end.is_terminal():
        end = end.apply(end.legal_actions()[0])
    print(f"  outcome() at the end      {per_call(end.outcome):.2f}")
    verdict = "meets" if args.games / best >= 20_000 and best / decisions * 1e6 <= 2 else "misses"
    print(f"goal (>= 20,000 games/s and <= 2 us a decision): {verdict}")


if __name__ == "__main__":
    main()
