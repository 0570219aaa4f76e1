"""Benchmark the live-play embed: the reader's click on Play -> Python's first answer,
cold and warm, and the same browser's bare Pyodide start as the yardstick.

Serves the built site (``_build/html``) with http.server on 127.0.0.1 (random port,
optional sub-path), opens the mini-game page in Debian's headless Chromium through
Playwright, waits for the page to load (nothing of Python is loaded before the click),
presses the placeholder's Play button, waits for the Voici app's button, clicks it, waits
for the Python result. Every figure is in ms from the click on Play.

Yardstick: in fresh profiles of the same browser, a blank page of the same server imports
the site's own self-hosted Pyodide (``lite/static/pyodide/pyodide.mjs``) and runs
``loadPyodide()`` and ``1+1`` (cold: empty cache; warm: the same profile again). The live
start is printed as a ratio to that bare start, a figure that holds across machines.

* cold: a first visit, in a fresh browser profile on disk (empty caches, no service worker);
* warm: a return visit, same profile (HTTP cache on disk with V8's code caches, the service
  worker registered, and the Python memory snapshot kept by the first visit: the first visit
  lasts until that background fetch is done, a few seconds, as a reader's visit would).
  A disk profile, not Playwright's default in-memory context: that one does not keep
  multi-MB cache entries (pyodide.asm.wasm), so it never measured a real return visit.

Breakdown (ms from the click on Play) per visit:
  voici_html    the Voici app page (iframe) fetched
  worker        the kernel's Web Worker started (since site/lite/early_worker.js: as soon as
                the app page is parsed, before the front end asks for it; negative with
                --intent hover, when it started before the click)
  pyodide_js    pyodide.js evaluated in the worker (instrumented, see below)
  wasm          Pyodide's WebAssembly module compiled and instantiated
  wheels        the last preloaded wheel fetched (fetched while Python starts; since the
                packages are bundled into python_stdlib.zip, only games_lib and metadata)
  loaded        `loadPyodide()` done: Python started, preloaded wheels installed
  early_imports the early worker's imports done (IPython's kernel side, the app's modules;
                with a snapshot, already there)
  frontend      the front end asks for the kernel's worker (handed the early one): the end of
                JupyterLite / Voici's own boot, which no work in Python can shorten
  kernel        `import pyodide_kernel` done (IPython + kernel set up): kernel ready (it
                waits for the front end's request too, and the early worker's imports)
  widgets       the app's button visible in the iframe
  first_move    result of the first click computed by Python and shown
and, separately, `move`: the click -> result time of the following moves, and per run whether
the memory snapshot was used (`snapshot: used`) or fetched for the next visit.

The breakdown needs timestamps from inside the kernel's worker. This benchmark's server
appends a few lines to pyodide.js (on the fly, only here) that wrap ``loadPyodide``,
``WebAssembly.instantiate*`` and ``fetch`` (no change of behaviour) and record
`performance.timeOrigin + performance.now()` at each step into ``self.__liteT``;
Playwright then reads them from the worker. Without ``--breakdown`` the site is served
untouched (headline figures).

Intent (``--intent hover``): the pointer rests on Play for ``--lead`` ms (default 300, a
reader's reach from hovering to clicking) before the click; the page may start Python on that
intent (lite_offline.js). Figures stay measured from the click. Default ``--intent none``: a
plain click with nothing of Python fetched before it (what the goals are about; checked).

Goals (issue 19; printed with whether each is met, as ratios to the bare start of the same
run, which hold across machines): first visit <= 2.2x the bare start, return visit <= 1.6x;
headlines on this 2-core machine under 3 s and 1.5 s; one move under 50 ms; no Python request
before a plain click.

Usage: python benchmarks/bench_live.py [--site _build/html] [--runs 3] [--subpath some/path]
                                      [--page notebooks/pacific_ocean/08-play.html] [--breakdown]
                                      [--pause SECONDS between the two visits, default 0]
                                      [--intent none|hover] [--lead MS]
Default click: the play app's "New game" button (its callback deals a new game with games_lib
and redraws the whole board and log, a little more work than one move).
Environment: LIVE_BUTTON (label of the app button clicked; it must stay on screen, it is
clicked --moves more times), LIVE_RESULT (CSS selector of the element whose text shows the
result; empty: wait for the DOM to settle instead), CHROMIUM, SITE_HTML.
Exit status 1 if any request went to a host other than 127.0.0.1.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
# The app's button to click, and the element whose text shows Python's result (see CLICK_JS).
BUTTON = os.environ.get("LIVE_BUTTON", "New game")
RESULT = os.environ.get("LIVE_RESULT", ".po-log")
# Issue 19's goals: (label, measured key, limit, unit).
GOALS = [
    ("first visit, live start / bare Pyodide start", "cold_ratio", 2.2, "x"),
    ("return visit, live start / bare Pyodide start", "warm_ratio", 1.6, "x"),
    ("first visit, live start (this machine)", "cold_ms", 3000, "ms"),
    ("return visit, live start (this machine)", "warm_ms", 1500, "ms"),
    ("one move, slowest", "move_max_ms", 50, "ms"),
]

PROBE = r"""
;(function () {
  var now = function () { return performance.timeOrigin + performance.now(); };
  var T = self.__liteT = { pyodide_js: now() };
  function mark(key) { return function (r) { T[key] = now(); return r; }; }
  var inst = WebAssembly.instantiate, instS = WebAssembly.instantiateStreaming;
  WebAssembly.instantiate = function () { return inst.apply(this, arguments).then(mark("wasm")); };
  if (instS) {
    WebAssembly.instantiateStreaming = function () { return instS.apply(this, arguments).then(mark("wasm")); };
  }
  var f = self.fetch;
  self.fetch = function (u) {
    var p = f.apply(this, arguments);
    return String((u && u.url) || u).indexOf(".whl") >= 0 ? p.then(mark("wheels")) : p;
  };
  var orig = self.loadPyodide;
  self.loadPyodide = async function (opts) {
    var py = await orig(opts);
    T.loaded = now();
    var run = py.runPythonAsync.bind(py);
    T.runs = [];
    py.runPythonAsync = async function (code, options) {
      var t = now();
      var r = await run(code, options);
      T.runs.push([t, now(), String(code).trim().slice(0, 60)]);
      if (String(code).indexOf("import pyodide_kernel") >= 0) { T.kernel = now(); }
      return r;
    };
    return py;
  };
})();
"""


# Click the button inside the app (in the page: no Playwright round trip in the figure) and
# resolve when the result text has changed, i.e. Python's callback ran and its widget
# update was rendered.
# With an empty LIVE_RESULT: until the first DOM change after the click, then no change for
# 50 ms (the figure is the time of the last change): for apps without a result element.
CLICK_JS = """
async ([label, sel]) => {
  const btn = [...document.querySelectorAll('button')].find(b => b.innerText.trim() === label);
  if (!btn) { throw new Error('no button ' + label); }
  const opts = { subtree: true, childList: true, characterData: true, attributes: !sel };
  const t0 = performance.now();
  if (sel) {
    const text = () => { const el = document.querySelector(sel); return el ? el.innerText : null; };
    const before = text();
    await new Promise(resolve => {
      const obs = new MutationObserver(() => { if (text() !== before) { obs.disconnect(); resolve(); } });
      obs.observe(document.body, opts);
      btn.click();
    });
    return performance.now() - t0;
  }
  let last = null;
  await new Promise(resolve => {
    const obs = new MutationObserver(() => { last = performance.now(); });
    obs.observe(document.body, opts);
    btn.click();
    const check = () => (last !== null && performance.now() - last > 50) ? (obs.disconnect(), resolve())
                                                                          : setTimeout(check, 5);
    check();
  });
  return last - t0;
}
"""


BLANK = "__bench_blank.html"  # served by the benchmark's server only: an empty page

# The bare yardstick: import the site's Pyodide and start it, on a blank page of the site.
BARE_JS = """
async (url) => {
  const t0 = performance.now();
  const { loadPyodide } = await import(url + "pyodide.mjs");
  const py = await loadPyodide({ indexURL: url });
  const answer = py.runPython("1 + 1");
  return { ms: performance.now() - t0, answer };
}
"""

# Press Play on the page (in the page: no Playwright round trip in the figure).
PLAY_JS = """
() => {
  const button = document.querySelector('.live-play-button');
  if (!button) { return null; }
  const t = performance.timeOrigin + performance.now();
  button.click();
  return t;
}
"""


def bare_pyodide(context, base: str) -> float:
    page = context.new_page()
    page.goto(base + BLANK, wait_until="load")
    got = page.evaluate(BARE_JS, base + "lite/static/pyodide/")
    page.close()
    assert got["answer"] == 2, got
    return got["ms"]


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".whl": "application/zip",
    }
    instrument = False

    def log_message(self, *args):
        pass

    def send_head(self):
        if self.path.split("?")[0].endswith("/" + BLANK):
            body = b"<!doctype html><meta charset=utf-8><title>bare Pyodide</title>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            import io

            return io.BytesIO(body)
        path = self.translate_path(self.path)
        if self.instrument and path.endswith("/static/pyodide/pyodide.js") and os.path.isfile(path):
            body = Path(path).read_bytes() + PROBE.encode()
            st = os.stat(path)
            self.send_response(200)
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", self.date_time_string(st.st_mtime))
            self.end_headers()
            import io

            return io.BytesIO(body)
        return super().send_head()


def serve(root: Path, prefix: str, instrument: bool):
    if prefix:
        top = Path(tempfile.mkdtemp(prefix="bench-site-"))
        (top / prefix).parent.mkdir(parents=True, exist_ok=True)
        (top / prefix).symlink_to(root.resolve(), target_is_directory=True)
        root = top
    handler = functools.partial(type("H", (Handler,), {"instrument": instrument}), directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/" + (f"{prefix.strip('/')}/" if prefix else "")


def visit(context, url: str, moves: int, intent: str = "none", lead_ms: float = 300) -> dict:
    """One page visit; returns ms timings relative to the click on Play."""
    page = context.new_page()
    marks: dict[str, float] = {}
    workers = []
    hosts = set()

    def on_request(r):
        hosts.add(r.url.split("/")[2].split(":")[0] if "://" in r.url else r.url.split(":")[0])

    def on_finished(r):
        if "/voici/render/" in r.url:
            marks.setdefault("voici_html_epoch", time.time() * 1000)

    def on_worker(w):
        marks.setdefault("worker_epoch", time.time() * 1000)
        workers.append(w)

    page.on("request", on_request)
    page.on("requestfinished", on_finished)
    page.on("worker", on_worker)
    page.goto(url, wait_until="load")
    page.wait_for_load_state("networkidle")
    before = sorted(h for h in hosts)
    python_before = page.evaluate(
        "performance.getEntriesByType('resource').filter(e => /\\/lite\\/|pyodide|\\.whl/.test(e.name)).length")
    if intent == "hover":  # the pointer rests on Play, then the reader clicks
        page.hover(".live-play-button")
        page.wait_for_timeout(lead_ms)
    nav0 = page.evaluate(PLAY_JS)  # epoch ms of the click on Play
    if nav0 is None:  # a site built before play-on-click: the page starts Python at load
        nav0 = page.evaluate("performance.timeOrigin")
    frame = page.frame_locator("iframe.live-play-frame")
    button = frame.get_by_role("button", name=BUTTON)
    button.wait_for(state="visible", timeout=120_000)
    marks["widgets_epoch"] = time.time() * 1000
    app = next(f for f in page.frames if "/voici/render/" in f.url)
    move_ms = [app.evaluate(CLICK_JS, [BUTTON, RESULT])]
    marks["first_move_epoch"] = time.time() * 1000
    for _ in range(moves):
        move_ms.append(app.evaluate(CLICK_JS, [BUTTON, RESULT]))
    inner = {}
    snap = None
    for w in workers:
        try:
            got = w.evaluate("self.__liteT || null")
            early = w.evaluate("self.__liteEarly || null")
            if got and early:  # the early worker's marks: Python's own imports done, the front end's hand-off
                got = dict(got, early_imports=early.get("imported"), frontend=early.get("handoff"))
                got = {k: v for k, v in got.items() if v is not None}
            snapshot = w.evaluate("self.__liteSnapshot || null")
        except Exception:  # worker gone
            got = snapshot = None
        if got:
            inner = got
        if snapshot:
            snap = (w, snapshot)
    if snap and snap[1]["status"] == "absent":
        # A first visit fetches the snapshot in the background ~3 s after Python started; a
        # reader stays that long on a game page, so the visit lasts until it is in the cache.
        deadline = time.time() + 30
        while time.time() < deadline and not snap[0].evaluate("self.__liteSnapshot.prefetched"):
            time.sleep(0.2)
        snap = (snap[0], snap[0].evaluate("self.__liteSnapshot"))
    page.close()
    out = {k.replace("_epoch", ""): round(v - nav0) for k, v in marks.items()}
    runs = inner.pop("runs", [])
    out.update({k: round(v - nav0) for k, v in inner.items()})
    out["runs"] = [[round(a - nav0), round(b - a), c] for a, b, c in runs]
    out["first_callback_ms"] = round(move_ms[0], 1)
    out["moves_ms"] = [round(m, 1) for m in move_ms[1:]]
    out["hosts"] = sorted(hosts)
    out["python_requests_before_click"] = python_before
    out["hosts_before_click"] = before
    out["snapshot"] = (snap[1]["status"] + (", fetched for next time" if snap[1].get("prefetched") else "")) if snap else "none"
    return out


def dir_size(path: Path) -> tuple[int, int]:
    files = [p for p in path.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), len(files)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    default_site = next((p for p in (REPO / "_build/html", REPO / "book/_build/html") if p.is_dir()),
                        REPO / "_build/html")
    ap.add_argument("--site", type=Path, default=Path(os.environ.get("SITE_HTML", default_site)))
    ap.add_argument("--page", default="notebooks/pacific_ocean/08-play.html")
    ap.add_argument("--runs", type=int, default=3, help="cold+warm pairs (fresh context each)")
    ap.add_argument("--moves", type=int, default=5)
    ap.add_argument("--pause", type=float, default=0.0,
                    help="seconds between the first visit's end and the return visit")
    ap.add_argument("--subpath", default="")
    ap.add_argument("--breakdown", action="store_true", help="instrument pyodide.js (see docstring)")
    ap.add_argument("--chromium", default=os.environ.get("CHROMIUM", "/usr/bin/chromium"))
    ap.add_argument("--json", type=Path, help="also write the raw results here")
    ap.add_argument("--intent", choices=["none", "hover"], default="none",
                    help="none: a plain click; hover: the pointer on Play --lead ms before the click")
    ap.add_argument("--lead", type=float, default=300, help="ms between the hover and the click")
    args = ap.parse_args(argv)

    from playwright.sync_api import sync_playwright

    server, base = serve(args.site, args.subpath, args.breakdown)
    url = base + args.page
    results = {"cold": [], "warm": []}
    bare = {"cold": [], "warm": []}
    try:
        with sync_playwright() as p:
            for _ in range(args.runs):
                # A fresh browser profile on disk per run, as a reader's browser has: its HTTP
                # cache is on disk (an in-memory "incognito" context does not keep entries of
                # several MB, such as pyodide.asm.wasm, so it would not measure a return visit).
                with tempfile.TemporaryDirectory(prefix="bench-live-profile-") as profile:
                    ctx = p.chromium.launch_persistent_context(
                        profile, executable_path=args.chromium, args=CHROMIUM_ARGS, headless=True,
                        viewport={"width": 1280, "height": 900})
                    results["cold"].append(visit(ctx, url, args.moves, args.intent, args.lead))
                    time.sleep(args.pause)
                    results["warm"].append(visit(ctx, url, args.moves, args.intent, args.lead))
                    ctx.close()
                # The yardstick: a bare Pyodide in the same browser, own fresh profile.
                with tempfile.TemporaryDirectory(prefix="bench-bare-profile-") as profile:
                    ctx = p.chromium.launch_persistent_context(
                        profile, executable_path=args.chromium, args=CHROMIUM_ARGS, headless=True,
                        viewport={"width": 1280, "height": 900})
                    bare["cold"].append(bare_pyodide(ctx, base))
                    bare["warm"].append(bare_pyodide(ctx, base))
                    ctx.close()
    finally:
        server.shutdown()

    keys = ["voici_html", "worker", "pyodide_js", "wasm", "wheels", "loaded", "early_imports", "frontend", "kernel", "widgets",
            "first_move"]
    print(f"site: {url}  ({'instrumented' if args.breakdown else 'untouched'}, {args.runs} runs, "
          f"{'plain click' if args.intent == 'none' else f'pointer on Play {args.lead:.0f} ms before the click'})")
    print(f"{'ms from Play click':<20}" + "".join(f"{k:>12}" for k in keys))
    for kind in ("cold", "warm"):
        rows = results[kind]
        med = {k: statistics.median([r[k] for r in rows if k in r]) if any(k in r for r in rows) else None for k in keys}
        print(f"{kind + ' (median)':<20}" + "".join(f"{(f'{med[k]:.0f}' if med[k] is not None else '-'):>12}" for k in keys))
        for r in rows:
            print(f"{'  run':<20}" + "".join(f"{r.get(k, '-'):>12}" for k in keys) + f"   snapshot: {r['snapshot']}")
    print("live start = click on Play -> Python's first answer shown (first_move); "
          "bare = import the site's pyodide.mjs + loadPyodide() + 1+1 on a blank page")
    measured = {}
    for kind in ("cold", "warm"):
        live = statistics.median(r["first_move"] for r in results[kind])
        b = statistics.median(bare[kind])
        # The ratio of each run to the bare start of the same run (the machine's load varies
        # from run to run), then the median of those.
        ratio = statistics.median(r["first_move"] / x for r, x in zip(results[kind], bare[kind]))
        measured[f"{kind}_ms"], measured[f"{kind}_ratio"] = live, ratio
        print(f"{kind}: live start median {live:.0f} ms (runs {[r['first_move'] for r in results[kind]]}); "
              f"bare Pyodide median {b:.0f} ms (runs {[round(x) for x in bare[kind]]}); "
              f"ratio live/bare {ratio:.2f} (median of the runs' ratios)")
        fronts = [(r["frontend"], x) for r, x in zip(results[kind], bare[kind]) if "frontend" in r]
        if fronts:  # --breakdown: what the front end alone costs before any kernel can answer
            print(f"{kind}: the front end asks for the kernel's worker at {statistics.median(f for f, _ in fronts):.0f} ms "
                  f"(median) = {statistics.median(f / x for f, x in fronts):.2f}x the bare start, before the "
                  f"kernel's set-up, the app's cells and the widgets' first drawing")
    leaked = [r["python_requests_before_click"] for kind in results.values() for r in kind]
    print(f"Python-related requests before the click, per visit: {leaked}")
    moves = [m for kind in results.values() for r in kind for m in r["moves_ms"]]
    measured["move_max_ms"] = max(moves)
    firsts = [r["first_callback_ms"] for kind in results.values() for r in kind]
    print(f"first callback (click -> result shown): median {statistics.median(firsts):.0f} ms; "
          f"one move afterwards: median {statistics.median(moves):.0f} ms, max {max(moves):.0f} ms "
          f"over {len(moves)} moves")
    hosts = sorted({h for kind in results.values() for r in kind for h in r["hosts"]})
    print(f"hosts contacted: {hosts}")
    total, nfiles = dir_size(args.site)
    lite, _ = dir_size(args.site / "lite")
    pyo, _ = dir_size(args.site / "lite" / "static" / "pyodide")
    print(f"site size: {total / 1e6:.1f} MB in {nfiles} files (lite/ {lite / 1e6:.1f} MB, "
          f"of which Pyodide + wheels {pyo / 1e6:.1f} MB)")
    print("goals (issue 19):")
    for label, key, limit, unit in GOALS:
        value = measured[key]
        shown = f"{value:.2f}{unit}" if unit == "x" else f"{value:.0f} {unit}"
        print(f"  {label:<48} {shown:>9}  goal <= {limit:g}{'' if unit == 'x' else ' '}{unit}: "
              f"{'met' if value <= limit else 'NOT met'}")
    if args.intent == "none":
        print(f"  {'nothing of Python fetched before a plain click':<48} {sum(leaked):>9}  "
              f"goal 0: {'met' if sum(leaked) == 0 else 'NOT met'}")
    if args.json:
        args.json.write_text(json.dumps({"live": results, "bare_ms": bare, "measured": measured,
                                         "intent": args.intent, "lead_ms": args.lead}, indent=1))
    return 0 if hosts == ["127.0.0.1"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
