"""Fixtures for the browser tests: serve _build/html locally, drive Debian's Chromium.

The site is served by ``http.server`` on 127.0.0.1 (a free port) in a background thread;
Chromium comes from /usr/bin/chromium (installed by scripts/install-browser.sh), never
from ``playwright install``. Every page visit records the console errors, page errors,
failed requests and the host of every request, so that a test can require a page that
loads completely, cleanly and from this host only.
"""

from __future__ import annotations

import base64
import contextlib
import functools
import http.server
import os
import re
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Error as PlaywrightError

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "_build" / "html"
ARTIFACTS = ROOT / "test-artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
LOCAL_HOST = "127.0.0.1"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".ipynb": "application/x-ipynb+json",
        ".js": "text/javascript",
        ".woff2": "font/woff2",
        ".woff": "font/woff",
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".json": "application/json",
        ".whl": "application/zip",
    }

    def log_message(self, format, *args):  # noqa: A002 - keep the test output readable
        pass


@contextlib.contextmanager
def _serve(directory: Path, prefix: str = ""):
    """Serve ``directory`` on 127.0.0.1 (a free port), at the root or under ``/prefix/``
    (a static host serving a project site from a sub-path); yields the base URL."""
    if not (SITE / "index.html").is_file():
        pytest.skip(f"{SITE} is missing: build the site first (bash scripts/build-site.sh)")
    with tempfile.TemporaryDirectory(prefix="site-subpath-") as top:
        if prefix:
            link = Path(top) / prefix
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to(directory.resolve(), target_is_directory=True)
            directory = Path(top)
        handler = functools.partial(_QuietHandler, directory=str(directory))
        server = http.server.ThreadingHTTPServer((LOCAL_HOST, 0), handler)
        server.daemon_threads = True
        thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
        thread.start()
        try:
            yield f"http://{LOCAL_HOST}:{server.server_address[1]}/" + (f"{prefix}/" if prefix else "")
        finally:
            server.shutdown()
            server.server_close()


@pytest.fixture(scope="session")
def site_url():
    """Base URL of the built site, served from a background thread for the whole session."""
    with _serve(SITE) as url:
        yield url


SUBPATH = "some/path"


@pytest.fixture(scope="session")
def site_url_subpath():
    """The same site served under /some/path/, as static hosts serve project sites."""
    with _serve(SITE, SUBPATH) as url:
        yield url


@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"{CHROMIUM} not found: run bash scripts/install-browser.sh", pytrace=False)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


@dataclass
class Visit:
    """What happened while a page was open."""

    requests: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def foreign_requests(self) -> list[str]:
        return [u for u in self.requests if _host(u) not in (LOCAL_HOST, None)]

    def problems(self) -> list[str]:
        out = [f"console error: {m}" for m in self.console_errors]
        out += [f"page error: {m}" for m in self.page_errors]
        out += [f"failed request: {m}" for m in self.failed]
        out += [f"request to another host: {u}" for u in self.foreign_requests()]
        return out


def _host(url: str) -> str | None:
    parts = urlsplit(url)
    if parts.scheme in ("data", "blob", "about", "chrome-extension"):
        return None
    return parts.hostname


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    yield ctx
    ctx.close()


def watch(page) -> Visit:
    """Record what happens on ``page`` from now on: requests, failures, console and page errors."""
    record = Visit()
    page.on("request", lambda r: record.requests.append(r.url))
    page.on("requestfailed", lambda r: record.failed.append(f"{r.url} ({r.failure})"))
    page.on("response", lambda r: r.status >= 400 and record.failed.append(f"{r.url} (HTTP {r.status})"))
    page.on("console", lambda m: m.type == "error" and record.console_errors.append(_console_text(m)))
    page.on("pageerror", lambda e: record.page_errors.append(str(e)))
    return record


@pytest.fixture
def visit(context):
    """Open a page and record everything; returns (page, Visit)."""
    page = context.new_page()
    return page, watch(page)


def _console_text(msg) -> str:
    loc = msg.location or {}
    where = f" [{loc.get('url', '')}:{loc.get('lineNumber', '')}]" if loc.get("url") else ""
    return f"{msg.text}{where}"


def screenshot(page, name: str) -> Path:
    """Save a full-page screenshot as test-artifacts/screenshots/<name>.png.

    Taken through Chromium's DevTools protocol with its fast PNG encoding (lossless, a larger
    file, half the time of Playwright's full-page screenshot); Playwright's when that fails."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png"
    try:
        cdp = page.context.new_cdp_session(page)
        try:
            size = cdp.send("Page.getLayoutMetrics")["cssContentSize"]
            shot = cdp.send("Page.captureScreenshot", {
                "format": "png", "optimizeForSpeed": True, "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": size["width"], "height": size["height"], "scale": 1},
            })
        finally:
            cdp.detach()
        path.write_bytes(base64.b64decode(shot["data"]))
    except PlaywrightError:
        page.screenshot(path=str(path), full_page=True)
    return path
