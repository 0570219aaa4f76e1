"""How long each game's best bot takes to move, in the reader's browser (Pyodide) and on CPython.

    .venv/bin/python benchmarks/bench_browser_bots.py [--games N] [--only NAME] [--site _build/html]

The live games answer a reader's click with the bots' moves, computed by ``games_lib`` in the
reader's browser. Goal (issues 17, 18 and 19): a bot's move in the full game of every game under
150 ms in the browser. This measures it where it runs: the built site (``_build/html``) is served
on 127.0.0.1, Debian's Chromium opens a blank page of it, starts the site's own Pyodide
(``lite/static/pyodide/``) and installs the site's ``games_lib`` wheel; then the same Python
(``PLAY`` below) plays seeded games between the game's greedy bots (the live games' default
bot, one for every seat), at every table size, timing each bot's decision (its view made and
its choice: what the live game does for it). The same code runs on this CPython for the ratio.

Printed per game and table size: decisions timed; ms a decision (median, 99th percentile,
slowest); ms a turn (a seat's consecutive decisions: a bot's whole move between two of
another seat's, slowest). Seeds: game ``g`` of a size is dealt with seed ``1000 + g``; bot
``p`` of it has seed ``10 * (1000 + g) + p`` (as the live games seed theirs).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

GOAL_MS = 150.0

# Run inside Pyodide and on CPython alike: {game: {players: figures}}.
PLAY = r'''
import importlib, json, statistics, time
import games_lib

def _figures(decisions, turns):
    d = sorted(decisions)
    return {"decisions": len(d), "median_ms": round(statistics.median(d), 2),
            "p99_ms": round(d[min(len(d) - 1, int(0.99 * len(d)))], 2), "max_ms": round(d[-1], 2),
            "turn_max_ms": round(max(turns), 2)}

def play(names, games):
    clock = time.perf_counter
    out = {}
    for name in names:
        game = games_lib.load(name)
        make_bot = importlib.import_module(f"games_lib.{name}.bots").make_bot
        out[name] = {}
        for n in game.info.players:
            decisions, turns = [], []
            for g in range(games):
                seed = 1000 + g
                s = game.new_initial_state(seed, num_players=n)
                bots = [make_bot("greedy", seed * 10 + p) for p in range(n)]
                seat, turn = None, 0.0
                while not s.is_terminal():
                    p = s.current_player
                    t = clock()
                    action = bots[p].choose(s.view(p), s.legal_actions())
                    ms = (clock() - t) * 1000
                    s = s.apply(action)
                    decisions.append(ms)
                    if p != seat and seat is not None:
                        turns.append(turn)
                        turn = 0.0
                    seat, turn = p, turn + ms
                turns.append(turn)
            out[name][n] = _figures(decisions, turns)
    return out
'''

IN_BROWSER = """
async ([url, wheel, code, names, games]) => {
  const { loadPyodide } = await import(url + "pyodide.mjs");
  const py = await loadPyodide({ indexURL: url });
  await py.loadPackage(wheel);
  py.runPython(code);
  py.globals.set("names", py.toPy(names));
  return py.runPython(`json.dumps(play(list(names), ${games}))`);
}
"""


def on_cpython(names: list, games: int) -> dict:
    scope: dict = {}
    exec(PLAY, scope)
    return json.loads(json.dumps(scope["play"](names, games)))


def in_browser(site: Path, names: list, games: int, chromium: str) -> tuple[dict, str]:
    from playwright.sync_api import sync_playwright
    from bench_live import BLANK, CHROMIUM_ARGS, serve

    pyodide = site / "lite" / "static" / "pyodide"
    wheels = sorted(pyodide.glob("games_lib-*.whl"))
    if not wheels:
        raise SystemExit(f"no games_lib wheel in {pyodide}: build the site first (bash scripts/build-site.sh)")
    server, base = serve(site, "", False)
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS, headless=True)
            page = browser.new_page()
            page.goto(base + BLANK, wait_until="load")
            url = base + "lite/static/pyodide/"
            got = page.evaluate(IN_BROWSER, [url, url + wheels[-1].name, PLAY, names, games])
            version = page.evaluate("navigator.userAgent.match(/Chrome\\/[0-9.]+/)[0]")
            browser.close()
    finally:
        server.shutdown()
    return json.loads(got), version


def main(argv=None) -> int:
    import games_lib

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2, help="seeded games per table size (default 2)")
    ap.add_argument("--only", action="append", help="one game's registry name (repeatable)")
    ap.add_argument("--site", type=Path, default=Path(os.environ.get("SITE_HTML", ROOT / "_build" / "html")))
    ap.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    args = ap.parse_args(argv)
    names = args.only or games_lib.available()
    browser, version = in_browser(args.site, names, args.games, args.chromium)
    cpython = on_cpython(names, args.games)
    worst = 0.0
    print(f"greedy bots, {args.games} seeded games per table size; browser: {version} (Pyodide), "
          f"CPython {sys.version.split()[0]}")
    for name in names:
        for n, b in browser[name].items():
            c = cpython[name][n]
            worst = max(worst, b["turn_max_ms"])
            print(f"{name:19} {n} players: {b['decisions']:5} decisions; browser ms a decision median "
                  f"{b['median_ms']:6.2f}, p99 {b['p99_ms']:7.2f}, slowest {b['max_ms']:7.2f}, slowest turn "
                  f"{b['turn_max_ms']:7.2f}  |  CPython slowest {c['max_ms']:6.2f}, slowest turn "
                  f"{c['turn_max_ms']:6.2f}  (browser/CPython, slowest turn: "
                  f"{b['turn_max_ms'] / max(c['turn_max_ms'], 1e-9):.1f}x)")
    print(f"goal: a bot's move (its whole turn) under {GOAL_MS:g} ms in the browser: "
          f"{'met' if worst < GOAL_MS else 'missed'} (slowest {worst:.1f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
