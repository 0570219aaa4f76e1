"""What one student's first visit downloads, and what a class of 25 downloads from the
teacher's computer (or school server) on one network.

Serves the built site (``_build/html``) on 127.0.0.1 with a server that counts the bytes
of every response body it sends (what crosses the network: a response the browser takes
from its cache is never requested, a revalidated one is a 304 with no body, so cached
responses count once), opens it in Debian's headless Chromium through Playwright with a
fresh browser profile on disk (a student's browser on a first visit: empty cache), and
measures:

  (a) pages: the address students type (the site root, which redirects to the welcome
      page), then every page of ``_toc.yml`` in order, each opened until the network is
      idle (widgets rendered, maths typeset);
  (b) with live: the same, then the "Play a full game" page again, Play pressed, and
      Python's first answer: the app's "Nautilus side" button clicked and the next
      step ("Offer these two") shown by Python;
  (c) after (b), the page left open until the background fetch of the Python memory
      snapshot (for a faster start on the next visit) is done: what a student who keeps
      playing for a minute has downloaded.

Every figure is in MB (1 MB = 1,000,000 bytes), measured twice, each time with a fresh
profile: with a plain static server (``python3 -m http.server``, or any server that does
not compress: the figures the teacher's page shows) and with the classroom server
(``serve.py`` of the archive = scripts/serve_site.py, used by scripts/serve.sh: gzip).
Prints the per-student and the class figures, what dominates and the largest downloads,
and writes book/_data/classroom.json (read by the teacher's page):

    {"pages_mb", "with_live_mb", "students", "measured_on", "pages", ...}

Usage: python benchmarks/bench_classroom.py [--site _build/html] [--students 25]
                                           [--json book/_data/classroom.json | --no-json]
Exit status 1 if a request left 127.0.0.1, 2 if the live game did not answer.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import http.server
import json
import os
import shutil
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from urllib.parse import unquote, urlsplit

REPO = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PLAY_PAGE = "notebooks/pacific_ocean/08-play.html"
PLAY_NAME = "Play the game here (starts Python in your browser)"
SIDE = "Nautilus side"
ANSWER = "Offer these two"
KERNEL_TIMEOUT_MS = 180_000
SNAPSHOT_WAIT_S = 60
GOAL_MB = 15.0
SNAPSHOT = "/static/pyodide/kernel-snapshot"
LAN_MBIT = 100  # a school's wired network, shared by the class


# ---------------------------------------------------------------- the counting server

class Tally:
    """Bytes of every response body, by phase and by path."""

    def __init__(self) -> None:
        self.phase = "pages"
        self.lock = threading.Lock()
        self.rows: list[tuple[str, str, int, int]] = []  # (phase, path, status, body bytes)

    def add(self, path: str, status: int, nbytes: int) -> None:
        with self.lock:
            self.rows.append((self.phase, path, status, nbytes))

    def bytes_until(self, phases: set[str]) -> int:
        with self.lock:
            return sum(n for ph, _, _, n in self.rows if ph in phases)

    def by_path(self, phases: set[str]) -> dict[str, int]:
        out: dict[str, int] = defaultdict(int)
        with self.lock:
            for ph, path, _, n in self.rows:
                if ph in phases:
                    out[path] += n
        return out

    def count(self, phases: set[str], status: int | None = None) -> int:
        with self.lock:
            return sum(1 for ph, _, st, _ in self.rows if ph in phases and (status is None or st == status))


sys.path.insert(0, str(REPO / "scripts"))
import serve_site  # noqa: E402  (scripts/serve_site.py: serve.py of the archive)


class CountingHandler(serve_site.Handler):
    """The classroom server (serve.py; with ``compress`` off: any plain static server such as
    ``python3 -m http.server``), counting the body bytes it sends."""

    tally: Tally

    def log_message(self, *args):
        pass

    def log_request(self, code="-", size="-"):
        pass

    def send_response(self, code, message=None):
        self._status = code
        super().send_response(code, message)

    def copyfile(self, source, outputfile):
        while True:
            buf = source.read(64 * 1024)
            if not buf:
                break
            try:
                outputfile.write(buf)
            except (BrokenPipeError, ConnectionResetError):  # the browser hung up
                break
            self._sent += len(buf)

    def handle_one_request(self):
        self._status, self._sent = None, 0
        super().handle_one_request()
        if self._status is not None and getattr(self, "path", None):
            self.tally.add(unquote(urlsplit(self.path).path), self._status, self._sent)


def serve(root: Path, tally: Tally, compress: bool):
    attrs = {"tally": tally, "compress": compress, "_gz": {}}
    handler = functools.partial(type("H", (CountingHandler,), attrs), directory=str(root))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


# ---------------------------------------------------------------- the pages

def toc_pages(repo: Path = REPO) -> list[str]:
    """Every page of _toc.yml, in reading order, as paths in the built site."""
    import yaml

    toc = yaml.safe_load((repo / "_toc.yml").read_text(encoding="utf-8"))
    out = [toc["root"]]

    def walk(entries):
        for e in entries or []:
            if "file" in e:
                out.append(e["file"])
            walk(e.get("sections"))
            walk(e.get("chapters"))

    for part in toc.get("parts", []):
        walk(part.get("chapters"))
    walk(toc.get("chapters"))
    return [f"{p}.html" for p in out]


def open_page(page, url: str) -> None:
    page.goto(url, wait_until="load")
    page.wait_for_load_state("networkidle")
    if page.locator("script[type='application/vnd.jupyter.widget-state+json']").count():
        page.wait_for_selector(".widget-subarea > .jupyter-widgets", state="visible", timeout=30_000)
    if page.locator(".math").count():
        page.wait_for_selector("mjx-container", timeout=30_000)
    page.wait_for_load_state("networkidle")


def snapshot_state(page) -> dict:
    for worker in page.workers:
        try:
            got = worker.evaluate("self.__liteSnapshot || null")
        except Exception:  # noqa: BLE001 - a worker that is gone
            continue
        if got:
            return got
    return {}


# ---------------------------------------------------------------- sizes

def category(path: str) -> str:
    if SNAPSHOT in path:
        return "Python memory snapshot (background, for the next visit)"
    if "/static/pyodide/" in path:
        return "Python itself (Pyodide: pyodide.asm.wasm, python_stdlib.zip, loader, wheels)"
    if path.startswith("/lite/"):
        return "JupyterLite/Voici app (the live game's front end)"
    if path.startswith("/_static/"):
        return "the site's theme, scripts, fonts, widgets and maths (_static)"
    if path.endswith(".html") or path == "/":
        return "pages (HTML)"
    return "other (search index, pictures, favicon)"


def mb(n: float) -> float:
    return round(n / 1e6, 1)


# ---------------------------------------------------------------- the visit

def site_pages(site: Path, allow_missing: bool) -> list[str]:
    pages = toc_pages()
    missing = [p for p in pages if not (site / p).is_file()]
    if missing and not allow_missing:
        raise SystemExit(f"bench_classroom: not in {site}: {missing} (rebuild: bash scripts/build-site.sh)")
    if missing:
        print(f"bench_classroom: skipping pages not built yet: {missing}", file=sys.stderr)
    return [p for p in pages if p not in missing]


def measure(site: Path, pages: list[str], compress: bool) -> dict:
    """One student's first visit (fresh profile), through the counting server."""
    from playwright.sync_api import expect, sync_playwright

    tally = Tally()
    server, base = serve(site, tally, compress)
    foreign: list[str] = []
    profile = Path(tempfile.mkdtemp(prefix="bench-classroom-profile-"))
    times = {}
    try:
        with sync_playwright() as pw:
            ctx = pw.chromium.launch_persistent_context(
                str(profile), executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True,
                viewport={"width": 1280, "height": 900})
            ctx.on("request", lambda r: urlsplit(r.url).scheme in ("http", "https", "ws", "wss")
                   and urlsplit(r.url).hostname != "127.0.0.1" and foreign.append(r.url))
            page = ctx.pages[0] if ctx.pages else ctx.new_page()
            t0 = time.perf_counter()
            # (a) the address students type, then every page in order.
            page.goto(base, wait_until="load")
            page.wait_for_url("**/book/welcome.html", timeout=15_000)
            page.wait_for_load_state("networkidle")
            for p in pages:
                open_page(page, base + p)
            times["pages_s"] = time.perf_counter() - t0
            # (b) the live game: Play, then Python's first answer to a click.
            tally.phase = "live"
            t1 = time.perf_counter()
            open_page(page, base + PLAY_PAGE)
            page.get_by_role("button", name=PLAY_NAME).click()
            app = page.frame_locator("iframe.live-play-frame")
            try:
                side = app.get_by_role("button", name=SIDE)
                expect(side).to_be_visible(timeout=KERNEL_TIMEOUT_MS)
                side.click()
                expect(app.get_by_role("button", name=ANSWER)).to_be_visible(timeout=30_000)
            except AssertionError as e:
                print(f"bench_classroom: the live game did not answer: {e}", file=sys.stderr)
                raise SystemExit(2) from None
            page.wait_for_load_state("networkidle")
            times["live_s"] = time.perf_counter() - t1
            # (c) left open: the memory snapshot is fetched in the background.
            tally.phase = "background"
            deadline = time.monotonic() + SNAPSHOT_WAIT_S
            while time.monotonic() < deadline and not snapshot_state(page).get("prefetched"):
                page.wait_for_timeout(500)
            snap = snapshot_state(page)
            page.wait_for_timeout(1000)
            ctx.close()
    finally:
        server.shutdown()
        server.server_close()
        shutil.rmtree(profile, ignore_errors=True)

    every = {"pages", "live", "background"}
    sent = {ph: tally.bytes_until({ph}) for ph in every}
    # The snapshot is a prefetch for the next visit (it starts ~3 s after Python did, maybe
    # before the first answer): not part of what starting a game needs, counted under (c).
    early_snapshot = sum(n for path, n in tally.by_path({"pages", "live"}).items() if SNAPSHOT in path)
    sent["live"] -= early_snapshot
    sent["background"] += early_snapshot
    cats: dict[str, int] = defaultdict(int)
    paths_all = tally.by_path(every)
    for path, n in paths_all.items():
        cats[category(path)] += n
    return {
        "pages_bytes": sent["pages"],
        "with_live_bytes": sent["pages"] + sent["live"],
        "after_background_bytes": sent["pages"] + sent["live"] + sent["background"],
        "requests": {ph: tally.count({ph}) for ph in ("pages", "live", "background")},
        "not_modified": tally.count(every, 304),
        "largest": sorted(paths_all.items(), key=lambda kv: -kv[1])[:10],
        "categories": sorted(cats.items(), key=lambda kv: -kv[1]),
        "snapshot": snap,
        "foreign": foreign,
        "times": times,
    }


def report(label: str, r: dict, n: int) -> None:
    print(f"\n{label}: {r['requests']['pages']} + {r['requests']['live']} + {r['requests']['background']} "
          f"requests ({r['not_modified']} answered 304); {r['times']['pages_s']:.1f} s for the pages, "
          f"{r['times']['live_s']:.1f} s from the play page to Python's first answer")
    print(f"  {'':30}{'one student':>14}{f'{n} students':>14}")
    for key, what in (("pages_bytes", "(a) pages only"), ("with_live_bytes", "(b) + one live game started"),
                      ("after_background_bytes", "(c) + background snapshot")):
        print(f"  {what:30}{mb(r[key]):>11.1f} MB{mb(r[key] * n):>11.1f} MB")
    secs = r["with_live_bytes"] * n * 8 / (LAN_MBIT * 1e6)
    print(f"  the class's (b) over a {LAN_MBIT} Mbit/s network: about {secs:.0f} s of transfer in all; "
          f"snapshot {r['snapshot'].get('status', '?')}, prefetched: {bool(r['snapshot'].get('prefetched'))}")
    print("  what dominates (a)+(b)+(c):")
    for cat, nbytes in r["categories"]:
        print(f"    {mb(nbytes):6.1f} MB  {cat}")
    print("  largest downloads:")
    for path, nbytes in r["largest"]:
        print(f"    {mb(nbytes):6.1f} MB  {path}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", default=os.environ.get("SITE_HTML", str(REPO / "_build" / "html")))
    ap.add_argument("--students", type=int, default=25)
    ap.add_argument("--json", default=str(REPO / "book" / "_data" / "classroom.json"))
    ap.add_argument("--no-json", action="store_true", help="print only, write no JSON")
    ap.add_argument("--allow-missing", action="store_true",
                    help="skip pages of _toc.yml that are not built yet (implies --no-json)")
    ap.add_argument("--plain-only", action="store_true", help="measure the plain static server only")
    args = ap.parse_args(argv)
    site = Path(args.site).resolve()
    if not (site / "index.html").is_file():
        print(f"bench_classroom: {site}/index.html missing: build the site first", file=sys.stderr)
        return 1
    pages = site_pages(site, args.allow_missing)
    n = args.students

    plain = measure(site, pages, compress=False)
    gz = None if args.plain_only else measure(site, pages, compress=True)
    print(f"bench_classroom: a fresh browser profile opens the site's address, {len(pages)} pages "
          f"(_toc.yml order), then {PLAY_PAGE} with Play pressed until Python answers a click")
    report("plain static server (python3 -m http.server, any server without compression)", plain, n)
    if gz:
        report("serve.py / scripts/serve.sh (gzip)", gz, n)
    live_mb = mb(plain["with_live_bytes"])
    print(f"\ngoal: first visit with the live game started <= {GOAL_MB:g} MB: plain server {live_mb:.1f} MB "
          f"({'within' if live_mb <= GOAL_MB else 'OVER'})"
          + (f", serve.py {mb(gz['with_live_bytes']):.1f} MB "
             f"({'within' if mb(gz['with_live_bytes']) <= GOAL_MB else 'OVER'})" if gz else ""))
    foreign = plain["foreign"] + (gz["foreign"] if gz else [])
    if foreign:
        print(f"bench_classroom: requests left 127.0.0.1: {foreign[:10]}", file=sys.stderr)

    if not (args.no_json or args.allow_missing):
        archive = site / "download" / "ocean-games-site.zip"
        data = {
            "pages_mb": mb(plain["pages_bytes"]),
            "with_live_mb": live_mb,
            "students": n,
            "measured_on": dt.date.today().isoformat(),
            "pages": pages,
            "class_pages_mb": mb(plain["pages_bytes"] * n),
            "class_with_live_mb": mb(plain["with_live_bytes"] * n),
            "with_live_and_snapshot_mb": mb(plain["after_background_bytes"]),
            "goal_mb": GOAL_MB,
            "archive_mb": mb(archive.stat().st_size) if archive.is_file() else None,
            "how": "bytes of the response bodies a plain static server (python3 -m http.server, no "
                   "compression) sends to a fresh Chromium profile; 1 MB = 1,000,000 bytes; "
                   "benchmarks/bench_classroom.py",
        }
        if gz:
            data.update({
                "serve_py_pages_mb": mb(gz["pages_bytes"]),
                "serve_py_with_live_mb": mb(gz["with_live_bytes"]),
                "serve_py_class_with_live_mb": mb(gz["with_live_bytes"] * n),
                "serve_py_with_live_and_snapshot_mb": mb(gz["after_background_bytes"]),
            })
        out = Path(args.json)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"bench_classroom: wrote {out}")
    return 1 if foreign else 0


if __name__ == "__main__":
    sys.exit(main())
