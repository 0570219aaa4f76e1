"""Oceans' apps: how long a greedy bot's turn takes, one click of the live game, one click of the
feeding simulator and of the Ocean sandbox.

    .venv/bin/python benchmarks/bench_oc_apps.py [--games N]

Prints, per table size (2 to 4 players, CPython, one process):

* ``greedy bot``: ms a decision (median and the slowest), and ms a bot's whole turn (every
  decision from its first card to its draw), over N seeded games between greedy bots;
* ``live click``: ms from a click of the full game's app (``live_game.play_against``) to the
  redrawn screen, the bots' answers included (median, 90th percentile, slowest), over N games
  clicked through at random (seeded);

then, once: ``feeding simulator`` (Next step, and Feed on the rulebook's example) and ``Ocean
sandbox`` (one migration), ms a click.

Goals: a click under 50 ms (CPython); a bot's move under 150 ms in the reader's browser
(Pyodide runs this code about 2 to 3 times slower than CPython).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent.parent))

from games_lib.oceans import make_bot, new_game  # noqa: E402


def bot_times(players: int, games: int) -> tuple[list, list]:
    """Every greedy decision's time, and every bot turn's (its decisions from one turn)."""
    decisions, turns = [], []
    for g in range(games):
        s = new_game(1000 + g, num_players=players)
        bots = [make_bot("greedy", 10 * g + p) for p in range(players)]
        turn, spent = (s.active, s.turn), 0.0
        while not s.is_terminal():
            p = s.current_player
            t = time.perf_counter()
            a = bots[p].choose(s.view(p), s.legal_actions())
            dt = time.perf_counter() - t
            decisions.append(dt)
            s = s.apply(a)
            spent += dt
            if (s.active, s.turn) != turn:
                turns.append(spent)
                turn, spent = (s.active, s.turn), 0.0
        turns.append(spent)
    return decisions, turns


def click_times(players: int, games: int) -> list:
    import ipywidgets as W

    from games_lib.core.widgets import controls
    from games_lib.oceans.live_game import play_against

    out = []
    for g in range(games):
        app = play_against(bots=players - 1, bot="greedy", seed=2000 + g)
        rng = random.Random(g)
        while not app.is_over():
            for pick in (app.card_pick, app.how_pick, app.feed_pick):
                if pick in app.controls.children and rng.random() < 0.5:
                    pick.value = rng.choice([v for _, v in pick.options])
            b = rng.choice([w for w in controls(app.controls) if isinstance(w, W.Button)])
            t = time.perf_counter()
            b.click()
            out.append(time.perf_counter() - t)
    return out


def mini_times() -> tuple:
    from games_lib.oceans.widgets import feeding_simulator, ocean_sandbox

    sim = feeding_simulator()
    steps, feeds = [], []
    for _ in range(5):
        sim.example()
        while not sim.next_button.disabled:
            t = time.perf_counter()
            sim.next_button.click()
            steps.append(time.perf_counter() - t)
        t = time.perf_counter()
        sim.feed_button.click()
        feeds.append(time.perf_counter() - t)
    box, moves = ocean_sandbox(), []
    rng = random.Random(1)
    for _ in range(40):
        box.number_pick.value = rng.choice([1, 2, 3, 4])
        box.from_pick.value = rng.randrange(1, 4)
        box.to_pick.value = 0
        t = time.perf_counter()
        box.migrate_button.click()
        moves.append(time.perf_counter() - t)
    return steps, feeds, moves


def ms(x: float) -> str:
    return f"{x * 1e3:6.1f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=5)
    a = ap.parse_args()
    for n in range(2, 5):
        d, m = bot_times(n, a.games)
        c = sorted(click_times(n, a.games))
        print(f"{n} players: greedy bot {ms(statistics.median(d))} ms a decision (slowest {ms(max(d))}), "
              f"{ms(statistics.median(m))} ms a turn (slowest {ms(max(m))}); live click median "
              f"{ms(statistics.median(c))} ms, p90 {ms(c[int(len(c) * 0.9)])}, slowest {ms(c[-1])}  "
              f"[{a.games} games, {len(c)} clicks]")
    steps, feeds, moves = mini_times()
    print(f"feeding simulator: Next step {ms(statistics.median(steps))} ms (slowest {ms(max(steps))}), "
          f"Feed {ms(statistics.median(feeds))} ms; Ocean sandbox: Migrate {ms(statistics.median(moves))} ms "
          f"(slowest {ms(max(moves))})")


if __name__ == "__main__":
    main()
