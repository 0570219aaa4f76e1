"""Open every page of the built site in headless Chromium and check what a reader gets.

Run by scripts/test.sh after the site is built. Screenshots land in
test-artifacts/screenshots/<page>-<width>-<theme>.png, by test_readers.py (look at them after a change of layout).
"""

from __future__ import annotations

import json
import re
import time

import pytest

from .conftest import screenshot

pytestmark = pytest.mark.browser

NOTEBOOKS = "notebooks/pacific_ocean"
GBR = "notebooks/great_barrier_reef"
OO = "notebooks/open_ocean"
OC = "notebooks/oceans"
# (screenshot name, path in the site)
PAGES = [
    ("welcome", "book/welcome.html"),
    ("how-to-use", "book/how-to-use.html"),
    ("pacific-ocean", "book/pacific-ocean.html"),
    ("01-overview", f"{NOTEBOOKS}/01-overview.html"),
    ("02-setup", f"{NOTEBOOKS}/02-setup.html"),
    ("03-a-turn", f"{NOTEBOOKS}/03-a-turn.html"),
    ("04-cards", f"{NOTEBOOKS}/04-cards.html"),
    ("05-adding-cards", f"{NOTEBOOKS}/05-adding-cards.html"),
    ("06-game-end", f"{NOTEBOOKS}/06-game-end.html"),
    ("07-scoring-example", f"{NOTEBOOKS}/07-scoring-example.html"),
    ("08-play", f"{NOTEBOOKS}/08-play.html"),
    # The classroom kit (also tested by test_classroom.py).
    ("teachers", "book/teachers.html"),
    ("10-quick-reference", f"{NOTEBOOKS}/10-quick-reference.html"),
    ("11-card-sheet", f"{NOTEBOOKS}/11-card-sheet.html"),
    ("12-exercises", f"{NOTEBOOKS}/12-exercises.html"),
    ("13-score-checker", f"{NOTEBOOKS}/13-score-checker.html"),
    ("14-answer-key", f"{NOTEBOOKS}/14-answer-key.html"),
    # OCEAN: Great Barrier Reef: the rules, then its kit.
    ("great-barrier-reef", "book/great-barrier-reef.html"),
    *((f"gbr-{name}", f"{GBR}/{name}.html") for name in (
        "01-components", "02-setup", "03-the-turn", "04-drawing-fauna", "05-playing-coral",
        "06-drawing-coral", "07-winning", "08-fauna-cards", "09-coral-cards", "10-variants", "11-play",
        "12-quick-reference", "13-card-sheet", "14-exercises", "15-score-checker", "16-answer-key")),
    # Open Ocean: the rules pages, then its kit.
    ("open-ocean", "book/open-ocean.html"),
    *((f"oo-{name}", f"{OO}/{name}.html") for name in (
        "01-overview", "02-setup", "03-the-ocean", "04-a-turn", "05-ending-a-round", "06-cards-and-icons",
        "07-building-the-reef", "08-sun-cards", "09-fish-cards", "10-special-cards", "11-ending-and-scoring",
        "12-bonus-goals", "13-two-players", "14-solo", "15-house-rules", "16-play",
        "17-quick-reference", "18-card-sheet", "19-exercises", "20-score-checker", "21-answer-key")),
    # Oceans: the rules pages (first half: the components to the gains).
    ("oceans", "book/oceans.html"),
    *((f"oc-{name}", f"{OC}/{name}.html") for name in (
        "01-components", "02-setup", "03-overview", "04-playing-cards", "05-feeding", "06-aging",
        "07-drawing-cards", "08-defensive-traits", "09-adjacency", "10-gains")),
    # Oceans: the rules pages (second half: the feeding example to the full game).
    *((f"oc-{name}", f"{OC}/{name}.html") for name in (
        "11-feeding-example", "12-overpopulation", "13-scenarios", "14-cambrian-explosion", "15-the-deep",
        "16-end-of-game", "17-play")),
    # Oceans: its kit (the classroom pages; its rules pages come with their own list).
    *((f"oc-{name}", f"{OC}/{name}.html") for name in (
        "18-quick-reference", "19-card-sheet", "20-exercises", "21-score-checker", "22-answer-key")),
    ("glossary", "book/glossary.html"),
    ("about-the-data", "book/about-the-data.html"),
    # For programmers, in the Reference part (not in a game's chapter: "Next" through the rules
    # never lands on it).
    ("09-python", f"{NOTEBOOKS}/09-python.html"),
]
WIDGET_PAGES = ["03-a-turn", "05-adding-cards", "08-play", "gbr-05-playing-coral", "gbr-09-coral-cards",
                "gbr-11-play", "gbr-15-score-checker", "oo-05-ending-a-round", "oo-07-building-the-reef",
                "oo-11-ending-and-scoring", "oo-14-solo", "oo-16-play", "oo-20-score-checker",
                "oc-11-feeding-example", "oc-13-scenarios", "oc-17-play", "oc-21-score-checker"]
PATH = dict(PAGES)

# The widget manager replaces each saved view (a widget-view+json script) by a
# div.widget-subarea holding the rendered view; a view it cannot build becomes an
# error widget instead.
VIEW_SCRIPT = "script[type='application/vnd.jupyter.widget-view+json']"
WIDGET_VIEW = ".widget-subarea > .jupyter-widgets:not(.jupyter-widgets-error-widget)"
WIDGET_ERROR = ".jupyter-widgets-error-widget"


# How long the network must stay quiet (no request in flight, none started) for a page to count
# as loaded. Playwright's "networkidle" waits 500 ms after the last request on every page;
# every request of a visit is still recorded (``watch``) until the visit ends.
QUIET_MS = 150


def wait_quiet(page, quiet_ms: int = QUIET_MS, timeout_ms: int = 30_000) -> None:
    """Wait until no request of ``page`` is in flight and none has started or ended for
    ``quiet_ms`` (a load state of our own, tighter than Playwright's "networkidle")."""
    inflight: set = set()
    last = [time.monotonic()]

    def start(r):
        inflight.add(r)
        last[0] = time.monotonic()

    def end(r):
        inflight.discard(r)
        last[0] = time.monotonic()

    events = (("request", start), ("requestfinished", end), ("requestfailed", end))
    for name, fn in events:
        page.on(name, fn)
    try:
        deadline = time.monotonic() + timeout_ms / 1000
        # the requests already in flight when this starts are not seen: let them end first
        page.wait_for_load_state("load")
        while time.monotonic() < deadline:
            if not inflight and (time.monotonic() - last[0]) * 1000 >= quiet_ms:
                return
            page.wait_for_timeout(25)
        raise AssertionError(f"{page.url}: the network never went quiet ({len(inflight)} requests in flight: "
                             f"{[r.url for r in list(inflight)[:3]]})")
    finally:
        for name, fn in events:
            page.remove_listener(name, fn)


def open_page(page, url: str) -> None:
    page.goto(url, wait_until="load")
    wait_quiet(page)
    waited = False
    # Pages with saved widget state: let the widget manager finish rendering.
    if page.locator("script[type='application/vnd.jupyter.widget-state+json']").count():
        page.wait_for_selector(WIDGET_VIEW, state="visible", timeout=15_000)
        waited = True
    # Pages with math: let MathJax typeset (it loads deferred).
    if page.locator(".math").count():
        page.wait_for_selector("mjx-container", timeout=15_000)
        waited = True
    if waited:  # what the widgets or MathJax fetched as they started
        wait_quiet(page)


def article_text(page) -> str:
    return page.locator("article.bd-article").inner_text()


@pytest.mark.parametrize("name,path", PAGES, ids=[n for n, _ in PAGES])
def test_page_loads_cleanly(browser, site_url, name, path):
    """Every page: loads, no console/page error, no failed request, nothing from another host.
    (Read from the reader check's visit of the page at 1280 px, light: one visit serves both.)"""
    from .test_readers import measure

    m = measure(browser, site_url, name, path, 1280, "light")
    assert m["titles"] >= 1, f"{name}: no page title"
    assert not m["problems"], f"{name} ({m['screenshot']}):\n" + "\n".join(m["problems"])
    assert m["requests"], "no request recorded"
    assert m["widget_errors"] == 0, f"{name}: a widget failed to render"
    # Nothing points at a repository, Binder or Thebe.
    assert m["outside_links"] == 0


def test_root_redirects_to_welcome(visit, site_url):
    page, record = visit
    page.goto(site_url, wait_until="load")
    page.wait_for_url(re.compile(r".*/book/welcome\.html$"), timeout=10_000)
    assert "Ocean Games" in page.title()
    assert not record.problems(), record.problems()


def test_favicon_at_site_root(visit, site_url):
    """Browsers ask for /favicon.ico on pages without an icon link (the root redirect)."""
    page, _ = visit
    response = page.request.get(site_url + "favicon.ico")
    assert response.ok and response.body()[:4] == b"\x00\x00\x01\x00"


def test_navigation_lists_every_page(visit, site_url):
    page, _ = visit
    open_page(page, site_url + PATH["welcome"])
    nav_links = page.locator("nav.bd-links a.reference").evaluate_all("els => els.map(e => e.href)")
    for name, path in PAGES:
        if name == "welcome":
            continue
        assert any(link.endswith(path) for link in nav_links), f"{path} missing from the sidebar"


def test_secondary_sidebar_has_page_toc(visit, site_url):
    page, _ = visit
    open_page(page, site_url + PATH["about-the-data"])
    toc = page.locator(".bd-sidebar-secondary nav.page-toc a")
    assert toc.count() >= 3
    assert toc.first.is_visible()


@pytest.mark.parametrize("name", WIDGET_PAGES)
def test_mini_game_pages_hold_one_live_game(visit, site_url, name):
    """One game on the page: no saved widget copy (no widget state, no widget manager loaded:
    its buttons would look pressable with nothing behind them), one live game placeholder."""
    page, record = visit
    open_page(page, site_url + PATH[name])
    assert page.locator(VIEW_SCRIPT).count() == 0, f"{name}: a saved widget view is on the page"
    assert page.locator("script[type='application/vnd.jupyter.widget-state+json']").count() == 0
    assert page.locator(".live-play").count() == 1, f"{name}: not exactly one live game"
    assert not any("/_static/widgets/html-manager/embed-amd.js" in u for u in record.requests)
    assert not record.problems(), record.problems()


def test_scoring_example_totals(visit, site_url):
    """The rulebook's example: Emma 14, Liam 17."""
    page, _ = visit
    open_page(page, site_url + PATH["07-scoring-example"])
    text = article_text(page)
    assert re.search(r"Emma\b[^\n]{0,80}?\b14\b", text), "Emma's total 14 not shown"
    assert re.search(r"Liam\b[^\n]{0,80}?\b17\b", text), "Liam's total 17 not shown"


def test_reef_scoring_example_total(visit, site_url):
    """OCEAN: Great Barrier Reef, Action 2's example: 0 + 2 + 3 + 1 = 6, as games_lib scores it."""
    from games_lib.great_barrier_reef import reef_score

    total = reef_score([(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]).total
    assert total == 6
    page, record = visit
    open_page(page, site_url + PATH["gbr-05-playing-coral"])
    text = article_text(page)
    assert re.search(rf"0\s*\+\s*2\s*\+\s*3\s*\+\s*1\s*=\s*{total}\b", text), "the sum 0 + 2 + 3 + 1 = 6 is not shown"
    assert page.locator("[role=img][aria-label*='reef' i]").count() >= 1, "no picture of the example reef"
    assert not record.problems(), record.problems()


@pytest.mark.parametrize("name", ["gbr-03-the-turn", "06-game-end"])
def test_refusals_wrap_on_a_phone(visit, site_url, name):
    """A refusal is a short box in a player's words ("Not allowed: …", the rule in words, no
    rule key): it can be read at 390 px without scrolling sideways."""
    page, record = visit
    page.set_viewport_size({"width": 390, "height": 800})
    open_page(page, site_url + PATH[name])
    boxes = page.locator("div.cell_output .output.traceback pre")
    assert boxes.count() >= 1, f"{name}: no refusal on the page"
    for i in range(boxes.count()):
        sw, cw = boxes.nth(i).evaluate("e => [e.scrollWidth, e.clientWidth]")
        assert sw <= cw + 1, f"{name}: refusal {i + 1} is {sw} px wide in a {cw} px box"
        text = boxes.nth(i).inner_text()
        assert text.startswith("Not allowed:") and "The rule" in text, f"{name}: refusal {i + 1}: {text!r}"
        assert not re.search(r"\[[a-z0-9-]+\]|§|State:", text), f"{name}: refusal {i + 1} shows a rule code: {text!r}"
    assert not record.problems(), record.problems()


def test_math_is_typeset_locally(visit, site_url):
    page, record = visit
    open_page(page, site_url + PATH["about-the-data"])
    assert page.locator("mjx-container").count() >= 1
    assert any("/_static/mathjax/tex-mml-chtml.js" in u for u in record.requests)
    assert not record.problems(), record.problems()


def test_search_finds_sanctuary(visit, site_url):
    page, record = visit
    page.goto(site_url + "search.html?q=sanctuary", wait_until="load")
    results = page.locator("#search-results ul.search li")
    results.first.wait_for(state="visible", timeout=15_000)
    assert results.count() >= 3
    links = results.locator("a").evaluate_all("els => els.map(e => e.href)")
    assert any("glossary" in link for link in links)
    # Each page's snippet is cut around the word (site/static/ocean.js), not "....md".
    page.wait_for_function(
        "() => [...document.querySelectorAll('#search-results ul.search li')]"
        ".every(li => !li.querySelector('p.context') || /sanctuar/i.test(li.querySelector('p.context').textContent))",
        timeout=10_000,
    )
    screenshot(page, "search")
    assert not record.problems(), record.problems()


def test_download_button_offers_the_notebook(visit, site_url):
    page, record = visit
    open_page(page, site_url + PATH["03-a-turn"])
    page.locator(".dropdown-download-buttons button.dropdown-toggle").click()
    link = page.locator(".dropdown-download-buttons a.btn-download-source-button")
    link.wait_for(state="visible")
    assert link.inner_text().strip() == ".ipynb"
    href = link.get_attribute("href")
    assert href and href.endswith("03-a-turn.ipynb")
    response = page.request.get(link.evaluate("a => a.href"))
    assert response.ok
    nb = json.loads(response.body())
    assert nb["nbformat"] == 4 and nb["cells"]
    assert not record.problems(), record.problems()
