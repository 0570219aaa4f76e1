#!/usr/bin/env python3
"""Print each game's classroom kit as one PDF, from the built site, with the browser the tests use:

    python scripts/make_kit_pdfs.py [_build/html]

writes ``_build/html/download/<game>-kit.pdf`` (run by scripts/build-site.sh after the
jupyter-book build, before the archive, so the archive holds them; the teachers' page links
them as ``../download/<game>-kit.pdf``).

A kit's PDF is its four printed parts in this order: the quick reference, the card sheet, the
exercises and the answer key (:class:`games_lib.core.kit.PrintedPages`). The built pages are
served on 127.0.0.1 (a free port) and opened in one headless Chromium (``$CHROMIUM``, by
default Debian's /usr/bin/chromium, as in tests/browser): the first part's page is opened,
the articles of the three other parts are added to it, each starting a new page, and the page
is printed once with ``page.pdf`` (A4, the kit's margins). So each part prints exactly as its
own page does when a teacher prints it. Every PDF's page count is compared with the count the
kit announces (``kit.printed_pages()``); a difference is reported (the build goes on:
tests/browser/test_classroom.py fails on it). Prints each PDF's pages, size and time.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import importlib
import os
import re
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOWNLOAD_DIR = "download"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

KITS = {
    # game package: (PDF file name, the four parts' built pages, in PrintedPages.PARTS order)
    "pacific_ocean": ("pacific-ocean-kit.pdf", (
        "notebooks/pacific_ocean/10-quick-reference.html",
        "notebooks/pacific_ocean/11-card-sheet.html",
        "notebooks/pacific_ocean/12-exercises.html",
        "notebooks/pacific_ocean/14-answer-key.html")),
    "great_barrier_reef": ("great-barrier-reef-kit.pdf", (
        "notebooks/great_barrier_reef/12-quick-reference.html",
        "notebooks/great_barrier_reef/13-card-sheet.html",
        "notebooks/great_barrier_reef/14-exercises.html",
        "notebooks/great_barrier_reef/16-answer-key.html")),
    "open_ocean": ("open-ocean-kit.pdf", (
        "notebooks/open_ocean/17-quick-reference.html",
        "notebooks/open_ocean/18-card-sheet.html",
        "notebooks/open_ocean/19-exercises.html",
        "notebooks/open_ocean/21-answer-key.html")),
    "oceans": ("oceans-kit.pdf", (
        "notebooks/oceans/18-quick-reference.html",
        "notebooks/oceans/19-card-sheet.html",
        "notebooks/oceans/20-exercises.html",
        "notebooks/oceans/22-answer-key.html")),
}


def pdf_options() -> dict:
    """``page.pdf`` options: A4 at the kit's margins (the same as the kit's ``@page`` rule)."""
    from games_lib.core.quiz import PRINT_MARGIN_MM

    m = f"{PRINT_MARGIN_MM}mm"
    return dict(format="A4", print_background=True, margin=dict(top=m, bottom=m, left=m, right=m))


def pdf_page_count(pdf: bytes) -> int:
    """Pages of a PDF written by Chromium: its ``/Type /Page`` objects."""
    return len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", pdf))


# The other parts' articles, appended to the first part's, each on a new page (same folder, so
# every relative address still holds; the kit's styles travel inside the outputs).
_JOIN = """async (paths) => {
  const article = document.querySelector('article.bd-article');
  for (const path of paths) {
    const html = await (await fetch(path)).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const part = document.createElement('div');
    part.className = 'kit-pdf-part';
    part.style.breakBefore = 'page';
    part.innerHTML = doc.querySelector('article.bd-article').innerHTML;
    article.appendChild(part);
  }
  await document.fonts.ready;
  await Promise.all(Array.from(document.images).map(i => i.complete ? 0 : new Promise(r => { i.onload = i.onerror = r; })));
}"""


def kit_pdf(page, base: str, parts) -> bytes:
    """The kit's parts as one PDF: the first part's page, the others' articles appended."""
    first, *rest = parts
    page.goto(base + first, wait_until="load")
    page.evaluate(_JOIN, ["/" + p for p in rest])
    return page.pdf(**pdf_options())


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # noqa: D102 - no log lines in the build output
        pass


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("site", nargs="?", default=str(ROOT / "_build" / "html"))
    args = ap.parse_args(argv)
    site = Path(args.site).resolve()
    if not (site / "index.html").is_file():
        print(f"make_kit_pdfs: {site} has no index.html: build the site first", file=sys.stderr)
        return 1
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    out_dir = site / DOWNLOAD_DIR
    out_dir.mkdir(parents=True, exist_ok=True)
    status = 0
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            for game, (name, parts) in KITS.items():
                start = time.perf_counter()
                missing = [p for p in parts if not (site / p).is_file()]
                if missing:
                    print(f"make_kit_pdfs: {game}: not built: {missing}", file=sys.stderr)
                    status = 1
                    continue
                pdf = kit_pdf(page, base, parts)
                tmp = out_dir / (name + ".part")
                tmp.write_bytes(pdf)
                tmp.replace(out_dir / name)
                pages = pdf_page_count(pdf)
                want = importlib.import_module(f"games_lib.{game}.kit").printed_pages()
                note = "" if pages == want.total else (
                    f"  WARNING: the kit announces {want.total} pages ({want}): "
                    "update PRINTED_PARTS in its kit.py (tests/browser/test_classroom.py fails)")
                print(f"make_kit_pdfs: {DOWNLOAD_DIR}/{name}: {pages} A4 pages, {len(pdf) / 1e6:.1f} MB, "
                      f"{time.perf_counter() - start:.1f} s{note}")
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    return status


if __name__ == "__main__":
    sys.exit(main())
