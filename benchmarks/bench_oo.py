"""Open Ocean's live game: how long a greedy bot's move takes, and one click of the app.

    .venv/bin/python benchmarks/bench_oo.py [--games N]

Prints, per table size (2 to 5 players, CPython, one process):

* ``greedy bot``: ms a decision (median and the slowest), and ms a bot's whole move in a
  turn (its pick, then everything its card asks of it), over N seeded games between greedy bots,
  timed before any app is made (the widgets of apps kept alive made the garbage collector's
  full passes, which then fell on a bot's decision, tens of ms long);
* ``live click``: ms from a click of the full game's app (``live_game.play_against``) to the
  redrawn screen, the bots' answers included (median, 90th percentile, slowest), over N games
  clicked through at random (seeded), one app per table size whose games start with "New game"
  as a reader's do (an app made per game kept every old app's widgets alive, and the garbage
  collector's full passes over them made the slowest clicks); the same on this process's CPU
  clock beside it (other work on the machine does not count there).

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

from games_lib.open_ocean import make_bot, new_game  # noqa: E402
from games_lib.open_ocean.actions import Pick  # noqa: E402


def bot_times(players: int, games: int) -> tuple[list, list]:
    """Every greedy decision's time, and every bot move's (a pick and the decisions it brings)."""
    decisions, moves = [], []
    for g in range(games):
        s = new_game(1000 + g, num_players=players)
        bots = [make_bot("greedy", 10 * g + p) for p in range(players)]
        move = {}
        while not s.is_terminal():
            p = s.current_player
            legal = s.legal_actions()
            t = time.perf_counter()
            a = bots[p].choose(s.view(p), legal)
            dt = time.perf_counter() - t
            decisions.append(dt)
            if isinstance(a, Pick) and p in move:
                moves.append(move.pop(p))
            move[p] = move.get(p, 0.0) + dt
            s = s.apply(a)
        moves.extend(move.values())
    return decisions, moves


def click_times(players: int, games: int) -> tuple[list, list]:
    """Every click's time (wall clock, and this process's CPU time): one app per table size, its
    games started with "New game" (``restart``) as a reader does, each clicked through at random."""
    import ipywidgets as W

    from games_lib.core.widgets import controls
    from games_lib.open_ocean.live_game import play_against

    wall, cpu = [], []
    app = play_against(bots=players - 1, bot="greedy", seed=2000)
    for g in range(games):
        if g:
            app.restart(2000 + g, bots=players - 1, bot="greedy")
        rng = random.Random(g)
        while not app.is_over():
            if app.cell_pick in app.controls.children:
                app.cell_pick.value = rng.choice([v for _, v in app.cell_pick.options])
            b = rng.choice([w for w in controls(app.controls) if isinstance(w, W.Button)])
            t, c = time.perf_counter(), time.process_time()
            b.click()
            wall.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
    return wall, cpu


def ms(x: float) -> str:
    return f"{x * 1e3:6.1f}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=5)
    a = ap.parse_args()
    bots = {n: bot_times(n, a.games) for n in range(2, 6)}  # before any app: no app's widgets for the collector
    for n in range(2, 6):
        d, m = bots[n]
        wall, cpu = (sorted(x) for x in click_times(n, a.games))
        c = wall
        print(f"{n} players: greedy bot {ms(statistics.median(d))} ms a decision (slowest {ms(max(d))}), "
              f"{ms(statistics.median(m))} ms a move (slowest {ms(max(m))}); live click median {ms(statistics.median(c))} "
              f"ms, p90 {ms(c[int(len(c) * 0.9)])}, slowest {ms(c[-1])} (CPU time: median "
              f"{ms(statistics.median(cpu))}, slowest {ms(cpu[-1])})  [{a.games} games, {len(c)} clicks]")


if __name__ == "__main__":
    main()
