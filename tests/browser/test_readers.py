"""Every reader: every page at a phone width (390 px) and a desktop width (1280 px), in the
light and the dark theme.

For each page, width and theme the page is opened once (``_measure``, cached) and:

* a screenshot is saved: test-artifacts/screenshots/<page>-<width>-<theme>.png;
* (a) at 390 px, the rendered size of every visible text is measured, SVG <text> included
  (computed font size times the scale of the SVG on screen, ``getScreenCTM``): >= 11 px;
* (b) axe-core (``axe-playwright-python``, offline) runs the WCAG 2 A/AA rules: no
  violation of impact serious or critical;
* (c) no code cell input is visible on rules pages (code is folded: ``hide-input``),
  except on the pages about Python itself (``CODE_PAGES``);
* one game on a page: one play-live placeholder (or frame), no saved widget copy whose
  buttons look pressable while no Python is behind them;
* (d) on the rules pages (a game's chapter): no traceback text nor rule code where a reader
  looks (a refused move is a short box in words), at most one code toggle, the page opens
  with its "In short" box, and "Next" never leads to the programmers' page.
* (e) pictures keep their geometry: on the pages that show a Great Barrier Reef reef, at 390
  and 1280 px, the cards of each reef share one row (the same top) in order from left to
  right (a reef is a row: the cards that touch are the cards that score), and the page itself
  never scrolls sideways (a long reef scrolls inside its own frame, ``core.draw.fixed_layout``).

Every finding is also written to test-artifacts/readers-report.json (page, width, theme,
rule, selector, text, size): what the other parts of the project (games_lib, notebooks) fix.
The dark theme is the reader's system preference (the site follows it: default_mode auto).
"""

from __future__ import annotations

import json
import re

import pytest

from .conftest import ARTIFACTS, screenshot, watch
from .test_site import PAGES, PATH, open_page

pytestmark = pytest.mark.browser

WIDTHS = [390, 1280]
THEMES = ["light", "dark"]
MIN_TEXT_PX = 11.0
PHONE = 390
# Pages about the Python library itself may show code (the allow-list of check (c)).
CODE_PAGES = re.compile(r"python|using-games-lib", re.I)
SERIOUS = ("serious", "critical")
# The rules pages: a game's chapter (Pacific Ocean 01–08, Great Barrier Reef 01–11, Oceans 01–10).
RULES_PAGES = re.compile(r"^(0[1-8]-|gbr-(0\d|1[01])-|oc-(0\d|10)-)")
# What a reader must never meet on a rules page: a Python traceback, an error class, the
# engine's printout of a position, a rule's key or a section number.
DEVELOPER_TEXT = re.compile(r"Traceback|\w+Error\b|\bState:|\[[a-z0-9]+(-[a-z0-9]+)+\]|§\s*\d")
REPORT = ARTIFACTS / "readers-report.json"
# Pages that show at least one reef (check (d)): rules pages with reefs or boards, the examples.
REEF_PAGES = ["great-barrier-reef", "gbr-02-setup", "gbr-03-the-turn", "gbr-05-playing-coral",
              "gbr-07-winning", "gbr-09-coral-cards", "gbr-10-variants", "gbr-11-play", "gbr-14-exercises",
              "gbr-15-score-checker"]

# Every visible text of the page: (text, size in px as rendered, where). HTML text: the
# computed font size of its element (no transforms on this site). SVG text: the computed
# font size (user units) times the SVG's scale on screen.
TEXT_SIZES_JS = r"""
() => {
  const out = [];
  const seen = new Set();
  const visible = (el) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;            // screen-reader-only text
    for (let e = el; e; e = e.parentElement) {                  // folded <details> content
      if (e.tagName === "DETAILS" && !e.open && !(e.firstElementChild && e.firstElementChild.contains(el))) return false;
    }
    return true;
  };
  const where = (el) => {
    const parts = [];
    for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      let s = e.tagName.toLowerCase();
      if (e.id) { s += "#" + e.id; parts.unshift(s); break; }
      const cls = [...e.classList].filter(c => !/^(lm-|p-)/.test(c)).slice(0, 2);
      if (cls.length) s += "." + cls.join(".");
      parts.unshift(s);
    }
    return parts.join(" > ");
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const el = n.parentElement;
    if (!el || seen.has(el)) continue;
    seen.add(el);
    if (["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE"].includes(el.tagName)) continue;
    if (el.closest("mjx-assistive-mml")) continue;               // MathJax's copy for screen readers
    let size = parseFloat(getComputedStyle(el).fontSize);
    let kind = "html";
    if (el instanceof SVGElement) {
      const svgText = el.closest("text") || el;
      if (!visible(svgText)) continue;
      const ctm = svgText.getScreenCTM();
      if (!ctm) continue;
      size = parseFloat(getComputedStyle(svgText).fontSize) * Math.sqrt(Math.abs(ctm.a * ctm.d - ctm.b * ctm.c));
      kind = "svg";
    } else if (!visible(el)) {
      continue;
    }
    out.push({ text: text.slice(0, 60), size: Math.round(size * 10) / 10, kind, where: where(el) });
  }
  return out;
}
"""

# Code cell inputs a reader can see (not folded away in a closed <details>).
VISIBLE_CODE_JS = r"""
() => [...document.querySelectorAll(".cell_input, div.cell > .highlight, .cell .cell_input pre")]
  .filter(el => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
               && el.getBoundingClientRect().height > 2)
  .map(el => el.textContent.trim().split("\n")[0].slice(0, 60))
"""

# What a rules page shows a reader: its text (folded sections closed), its code toggles
# ("Show code cell source"/"outputs": myst-nb's hide-input/hide-output <details>), whether the
# first thing under the title is the "In short" box, its refusal boxes and where "Next" goes.
READER_JS = r"""
() => {
  const article = document.querySelector("article.bd-article");
  const toggles = [...document.querySelectorAll("article details")].filter(d =>
      d.classList.contains("above-input") || d.classList.contains("below-input")
      || /code cell/i.test((d.querySelector("summary") || {}).textContent || ""));
  const h1 = article.querySelector("h1");
  let first = h1 ? h1.nextElementSibling : null;
  while (first && !first.textContent.trim()) first = first.nextElementSibling;
  const next = document.querySelector(".prev-next-area a.right-next");
  return {
    text: article.innerText,
    code_toggles: toggles.length,
    in_short_first: !!(first && first.matches(".admonition.in-short, .admonition.tip")
                       && /in short/i.test(first.querySelector(".admonition-title").textContent)),
    refusals: [...article.querySelectorAll(".cell_output .output.traceback")].map(e => e.innerText.trim()),
    next: next ? next.getAttribute("href") : "",
  };
}
"""

# Saved widget controls (from the notebook's widget state): pressable-looking, dead.
SAVED_CONTROLS_JS = r"""
() => [...document.querySelectorAll(
    "article .cell_output .jupyter-widgets button, article .cell_output .jupyter-widgets select, "
    + "article .cell_output .jupyter-widgets input, article .cell_output .widget-button")]
  .filter(el => el.checkVisibility()).map(el => (el.textContent || el.value || el.tagName).trim().slice(0, 40))
"""

# Every visible fixed layout of the page (a reef row; a grid next): where its cards stand on
# screen, and whether the page itself scrolls sideways.
LAYOUTS_JS = r"""
() => ({
  page_width: document.documentElement.scrollWidth,
  view_width: window.innerWidth,
  frames: [...document.querySelectorAll(".gp-fixed")].filter(f => f.checkVisibility()).map(f => ({
    layout: f.dataset.layout,
    label: (f.getAttribute("aria-label") || "").slice(0, 60),
    scrolls: f.scrollWidth > f.clientWidth + 1,
    hint: !!(f.nextElementSibling && f.nextElementSibling.classList.contains("gp-scroll-hint")
             && f.nextElementSibling.checkVisibility()),
    cards: [...f.querySelectorAll('.gp-piece[data-kind="card"]')].map(g => {
      const r = g.getBoundingClientRect();
      return { top: Math.round(r.top * 10) / 10, left: Math.round(r.left * 10) / 10 };
    }),
  })),
})
"""

_cache: dict[tuple[str, int, str], dict] = {}
_report: dict[str, dict] = {}


def _write_report(key: str, entry: dict) -> None:
    _report[key] = entry
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps(_report, indent=1, ensure_ascii=False), encoding="utf-8")


def _axe(page) -> list[dict]:
    from axe_playwright_python.sync_playwright import Axe

    options = {
        "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa"]},
        "resultTypes": ["violations"],
        "iframes": False,
    }
    results = Axe().run(page, options=options)
    found = []
    for v in results.response["violations"]:
        for node in v["nodes"]:
            found.append({
                "rule": v["id"],
                "impact": node.get("impact") or v.get("impact"),
                "selector": " ".join(map(str, node.get("target", []))),
                "html": node.get("html", "")[:160],
                "why": (node.get("failureSummary") or "").replace("\n", " ")[:200],
            })
    return found


_contexts: dict = {}


def _shared_context(browser):
    """One browser context for every reader visit of this worker: the pages share its HTTP
    cache (the theme's scripts, MathJax, fonts are fetched once, as a reader's browser does)
    while each visit sets its own width and colour scheme."""
    if id(browser) not in _contexts:
        _contexts.clear()
        _contexts[id(browser)] = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    return _contexts[id(browser)]


def measure(browser, site_url: str, name: str, path: str, width: int, theme: str) -> dict:
    """Open ``path`` once at this width and theme (cached for every test that asks again)."""
    return _measure(browser, site_url, name, path, width, theme)


def _measure(browser, site_url: str, name: str, path: str, width: int, theme: str) -> dict:
    key = (name, width, theme)
    if key in _cache:
        return _cache[key]
    ctx = _shared_context(browser)
    page = ctx.new_page()
    try:
        page.set_viewport_size({"width": width, "height": 900})
        page.emulate_media(color_scheme=theme)
        record = watch(page)
        open_page(page, site_url + path)
        got_theme = page.evaluate("document.documentElement.dataset.theme")
        # Let the theme's transitions and fonts settle before measuring colours.
        page.evaluate("document.fonts.ready.then(() => true)")
        page.wait_for_timeout(200)
        shot = screenshot(page, f"{name}-{width}-{theme}")
        # the page's own requests and errors, before axe runs (axe re-reads the stylesheets and
        # resolves their @import against the page, asking for a /basic.css that is not there)
        problems, requests = record.problems(), len(record.requests)
        result = {
            "theme_applied": got_theme,
            "screenshot": shot.name,
            "texts": page.evaluate(TEXT_SIZES_JS) if width == PHONE else [],
            "axe": _axe(page),
            "visible_code": page.evaluate(VISIBLE_CODE_JS),
            "live_boxes": page.locator(".live-play").count(),
            "live_frames": page.locator("iframe.live-play-frame").count(),
            "saved_controls": page.evaluate(SAVED_CONTROLS_JS),
            # what test_site's test_page_loads_cleanly checks, from this same visit
            "titles": page.locator("article.bd-article h1").count(),
            "widget_errors": page.locator(".jupyter-widgets-error-widget").count(),
            "outside_links": page.locator("a[href*='github.com'], .launch-buttons, .thebe-launch-button").count(),
            "problems": problems,
            "requests": requests,
            "reader": page.evaluate(READER_JS),
            "layouts": page.evaluate(LAYOUTS_JS),
        }
    finally:
        page.close()
    small = [t for t in result["texts"] if t["size"] < MIN_TEXT_PX]
    _write_report(f"{name}-{width}-{theme}", {
        "screenshot": result["screenshot"],
        "small_text": small,
        "axe_serious": [v for v in result["axe"] if v["impact"] in SERIOUS],
        "axe_other": [v for v in result["axe"] if v["impact"] not in SERIOUS],
        "visible_code": result["visible_code"],
        "saved_controls": result["saved_controls"],
    })
    _cache[key] = result
    return result


COMBOS = [(n, p, w, t) for n, p in PAGES for w in WIDTHS for t in THEMES]


@pytest.mark.parametrize("name,path,width,theme", COMBOS, ids=[f"{n}-{w}-{t}" for n, _, w, t in COMBOS])
def test_no_serious_accessibility_violation(browser, site_url, name, path, width, theme):
    """(b) axe-core, WCAG 2 A and AA: nothing serious or critical. Also saves the screenshot."""
    m = _measure(browser, site_url, name, path, width, theme)
    assert m["theme_applied"] == theme, f"{name}: asked for {theme}, page shows {m['theme_applied']}"
    bad = [v for v in m["axe"] if v["impact"] in SERIOUS]
    assert not bad, f"{name} at {width}px, {theme} ({m['screenshot']}): {len(bad)} serious/critical:\n" + "\n".join(
        f"  {v['impact']:8} {v['rule']}: {v['selector']}  {v['why'][:120]}" for v in bad[:25])


@pytest.mark.parametrize("name,path", PAGES, ids=[n for n, _ in PAGES])
def test_text_readable_at_phone_width(browser, site_url, name, path):
    """(a) at 390 px every visible text, SVG text included, renders at >= 11 px."""
    m = _measure(browser, site_url, name, path, PHONE, "light")
    assert m["texts"], f"{name}: no text measured"
    small = [t for t in m["texts"] if t["size"] < MIN_TEXT_PX]
    assert not small, f"{name} at {PHONE}px: {len(small)} texts under {MIN_TEXT_PX} px:\n" + "\n".join(
        f"  {t['size']:5.1f}px {t['kind']:4} {t['text']!r} at {t['where']}" for t in small[:30])


@pytest.mark.parametrize("name,path", PAGES, ids=[n for n, _ in PAGES])
def test_no_code_on_rules_pages(browser, site_url, name, path):
    """(c) rules pages fold their code (hide-input); only the Python pages show it."""
    if CODE_PAGES.search(name) or CODE_PAGES.search(path):
        pytest.skip("a page about the Python library: code is the content")
    m = _measure(browser, site_url, name, path, 1280, "light")
    assert not m["visible_code"], f"{name}: code cell input visible: {m['visible_code'][:8]}"


@pytest.mark.parametrize("name,path", PAGES, ids=[n for n, _ in PAGES])
def test_one_game_per_page(browser, site_url, name, path):
    """A page with a live game shows it once: one placeholder, no live frame before Play."""
    m = _measure(browser, site_url, name, path, 1280, "light")
    assert m["live_boxes"] <= 1, f"{name}: {m['live_boxes']} live games"
    assert m["live_frames"] == 0, f"{name}: a live frame is loaded before the reader asked"


@pytest.mark.parametrize("name,path", PAGES, ids=[n for n, _ in PAGES])
def test_no_dead_saved_widget_controls(browser, site_url, name, path):
    """Nothing on a page looks pressable while nothing is behind it: no saved widget copy
    with buttons, dropdowns or inputs (the live game is the one game on the page)."""
    m = _measure(browser, site_url, name, path, 1280, "light")
    assert not m["saved_controls"], f"{name}: saved (dead) widget controls: {m['saved_controls'][:10]}"


RULES = [(n, p) for n, p in PAGES if RULES_PAGES.match(n) and not CODE_PAGES.search(n)]


@pytest.mark.parametrize("name,path", RULES, ids=[n for n, _ in RULES])
def test_rules_page_speaks_to_a_reader(browser, site_url, name, path):
    """(d) A rules page shows no developer text (a refusal is a box in words: "Not allowed: …"),
    at most one code toggle, opens with its "In short" box, and its "Next" stays in the game."""
    m = _measure(browser, site_url, name, path, 1280, "light")["reader"]
    found = sorted({x.group(0) for x in DEVELOPER_TEXT.finditer(m["text"])})
    assert not found, f"{name}: developer text a reader sees: {found}"
    assert m["code_toggles"] <= 1, f"{name}: {m['code_toggles']} code toggles (at most one a page)"
    assert all(r.startswith("Not allowed:") for r in m["refusals"]), f"{name}: {m['refusals']}"
    if not name.endswith("-play"):  # the play pages open with their game
        assert m["in_short_first"], f"{name}: the page does not open with its In short box"
    assert not CODE_PAGES.search(m["next"]), f"{name}: Next leads to the programmers' page ({m['next']})"
REEF_COMBOS = [(n, PATH[n], w) for n in REEF_PAGES for w in WIDTHS]
# Pages that draw an Open Ocean reef: a grid whose places carry the connection rules.
GRID_PAGES = ["open-ocean", *(f"oo-{n}" for n in (
    "01-overview", "02-setup", "03-the-ocean", "04-a-turn", "05-ending-a-round", "06-cards-and-icons",
    "07-building-the-reef", "08-sun-cards", "09-fish-cards", "10-special-cards", "11-ending-and-scoring",
    "12-bonus-goals", "14-solo", "15-house-rules", "16-play", "17-quick-reference", "19-exercises",
    "20-score-checker"))]


def _grid_places(cards: list) -> list:
    """Each card's (row, column) in its grid as seen on screen: tops (lefts) less than 2 px
    apart are one row (column)."""
    def lines(values):
        out = []
        for v in sorted(set(values)):
            if not out or v - out[-1][-1] >= 2:
                out.append([v])
            else:
                out[-1].append(v)
        return lambda x: next(k for k, line in enumerate(out) if line[0] - 0.01 <= x <= line[-1] + 0.01)
    row, col = lines([c["top"] for c in cards]), lines([c["left"] for c in cards])
    return [(row(c["top"]), col(c["left"])) for c in cards]


@pytest.mark.parametrize("name,path,width", REEF_COMBOS, ids=[f"{n}-{w}" for n, _, w in REEF_COMBOS])
def test_a_reef_is_one_row_at_every_width(browser, site_url, name, path, width):
    """(e) Every reef on the page: its cards on one row (same top), left to right in order, at
    390 and 1280 px; a long reef scrolls inside its frame, the page never sideways."""
    m = _measure(browser, site_url, name, path, width, "light")
    lay = m["layouts"]
    reefs = [f for f in lay["frames"] if f["layout"] == "reef"]
    assert reefs, f"{name} at {width}px: no reef drawn as a fixed row"
    for f in reefs:
        tops = {c["top"] for c in f["cards"]}
        lefts = [c["left"] for c in f["cards"]]
        assert f["cards"] and max(tops) - min(tops) <= 1, f"{name} at {width}px: a reef on several rows: {f}"
        assert all(a < b for a, b in zip(lefts, lefts[1:])), f"{name} at {width}px: reef cards out of order: {f}"
        assert f["hint"] == f["scrolls"], f"{name} at {width}px: a reef that scrolls says so in words, one that fits not: {f}"
    assert lay["page_width"] <= lay["view_width"], (
        f"{name} at {width}px: the page scrolls sideways ({lay['page_width']} > {lay['view_width']} px)")


@pytest.mark.parametrize("name", GRID_PAGES)
def test_a_reef_grid_keeps_its_shape_at_every_width(browser, site_url, name):
    """(e) Every Open Ocean reef is the same grid at 390 and 1280 px: each card keeps its row and
    column (a phone scales or scrolls the grid, never reflows it), cards in a row share one top,
    a grid that scrolls says so under it, and the page never scrolls sideways."""
    shapes = {}
    for width in WIDTHS:
        lay = _measure(browser, site_url, name, PATH[name], width, "light")["layouts"]
        grids = [f for f in lay["frames"] if f["layout"] == "reef-grid"]
        assert grids, f"{name} at {width}px: no reef drawn as a grid"
        assert lay["page_width"] <= lay["view_width"], (
            f"{name} at {width}px: the page scrolls sideways ({lay['page_width']} > {lay['view_width']} px)")
        shapes[width] = [_grid_places(f["cards"]) for f in grids]
        assert all(f["hint"] == f["scrolls"] for f in grids), (
            f"{name} at {width}px: a grid that scrolls says so in words, one that fits not: {grids}")
        for f, places in zip(grids, shapes[width]):
            by_row = {}
            for c, (r, _) in zip(f["cards"], places):
                by_row.setdefault(r, []).append(c["top"])
            assert all(max(t) - min(t) <= 1 for t in by_row.values()), f"{name} at {width}px: a row is not level: {f}"
    small, large = (shapes[w] for w in WIDTHS)
    assert small == large, f"{name}: a reef grid changes shape between {WIDTHS[0]} and {WIDTHS[1]} px"


def test_print_stylesheet_hides_the_interface(browser, site_url):
    """(4) Printing a page gives the text: no navigation, sidebars, header buttons, folded
    code, live frames or Play buttons."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = ctx.new_page()
        open_page(page, site_url + "notebooks/pacific_ocean/08-play.html")
        page.emulate_media(media="print")
        hidden = [
            ".bd-sidebar-primary", ".bd-sidebar-secondary", ".bd-header", ".bd-header-article",
            ".header-article-items", ".prev-next-area", ".live-play-button", ".live-play-frame",
            "details.hide", ".live-play-links", "button",
        ]
        shown = [sel for sel in hidden
                 if page.locator(sel).evaluate_all("els => els.some(e => e.checkVisibility())")]
        assert not shown, f"visible in print: {shown}"
        assert page.locator("article.bd-article h1").is_visible()
    finally:
        ctx.close()
