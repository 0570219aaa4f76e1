"""Every reader: every page at a phone width (390 px) and a desktop width (1280 px), in the
light and the dark theme.

Each page is loaded once, at 390 px in the light theme, and shown in place in its other views
(``VIEWS``: the dark theme through the reader's colour-scheme preference, then 1280 px); each view
is measured once (``_measure``, cached for every test of the page) and:

* a screenshot is saved: test-artifacts/screenshots/<page>-<width>-<theme>.png;
* (a) at 390 px, the rendered size of every visible text is measured, SVG <text> included
  (computed font size times the scale of the SVG on screen, ``getScreenCTM``): >= 11 px;
* (b) axe-core (``axe-playwright-python``, offline) runs the WCAG 2 A/AA rules: no
  violation of impact serious or critical. Every rule runs in the light theme at each width;
  the dark theme runs the colour rules, and every rule on what only the dark theme shows
  (``axe_plan``; ``test_every_view_still_catches_what_breaks_there`` proves each view still
  catches what breaks there);
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

import contextlib
import json
import re

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

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

# The views of a page, in the order they are shown in one visit: the page is loaded once, at
# the phone width in the light theme (as a phone opens it), then shown in place in the dark
# theme (the reader's system preference: ``emulate_media``, the theme follows it), at the
# desktop width (``set_viewport_size``) and in both themes there. Each theme comes light first:
# the dark view of a width is compared with its light view (``axe_plan``).
# ``test_a_view_shown_in_place_matches_a_fresh_load`` checks, on sample pages, that a view
# shown in place measures exactly as the page freshly loaded in that view.
VIEWS = [(w, t) for w in WIDTHS for t in THEMES]
assert all(VIEWS.index((w, "light")) < VIEWS.index((w, "dark")) for w in WIDTHS)

# axe-core: the WCAG 2 A and AA rules. The theme changes colours only, so a dark view runs the
# rules that look at colours over the whole page, and every rule over anything the dark theme
# shows that the light one at that width did not (an image or a text only shown in the dark:
# ``DARK_ONLY_JS``). Each width runs every rule in the light theme: a width changes what is
# shown and where (a phone hides the sidebars, text wraps over other backgrounds).
AXE_TAGS = ["wcag2a", "wcag2aa"]
COLOUR_RULES = ("color-contrast", "link-in-text-block")


def axe_plan(theme: str, dark_only: bool) -> list[tuple[str, dict]]:
    """The axe runs of one view: (context, options) pairs; the context "page" is the whole
    document, "dark-only" what the dark theme shows and the light one did not.

    >>> [(c, o["runOnly"]) for c, o in axe_plan("light", dark_only=False)]
    [('page', {'type': 'tag', 'values': ['wcag2a', 'wcag2aa']})]
    >>> [(c, o["runOnly"]["values"]) for c, o in axe_plan("dark", dark_only=False)]
    [('page', ['color-contrast', 'link-in-text-block'])]
    >>> [(c, o["runOnly"]["values"]) for c, o in axe_plan("dark", dark_only=True)]
    [('page', ['color-contrast', 'link-in-text-block']), ('dark-only', ['wcag2a', 'wcag2aa'])]
    """
    # preload: False, axe does not fetch the stylesheets again (only css-orientation-lock, a
    # WCAG 2.1 rule not in this set, reads them; the fetch of their @import fails and would be
    # recorded as the page's own failed request).
    base = {"resultTypes": ["violations"], "iframes": False, "preload": False}
    every = {**base, "runOnly": {"type": "tag", "values": list(AXE_TAGS)}}
    if theme == "light":
        return [("page", every)]
    plan = [("page", {**base, "runOnly": {"type": "rule", "values": list(COLOUR_RULES)}})]
    if dark_only:
        plan.append(("dark-only", every))
    return plan


# Every element the page shows now (checkVisibility), remembered at a light view
# ("remember") and compared at the dark view of the same width: what only the dark theme
# shows (outermost elements only) is kept in window.__readersDarkOnly for axe's context.
DARK_ONLY_JS = r"""
(remember) => {
  const shown = [...document.body.querySelectorAll("*")].filter(
      e => e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }));
  if (remember) { window.__readersLight = new Set(shown); return []; }
  const seen = window.__readersLight || new Set();
  const only = shown.filter(e => !seen.has(e));
  const outer = only.filter(e => !only.includes(e.parentElement));
  window.__readersDarkOnly = outer;
  return outer.map(e => e.outerHTML.slice(0, 80));
}
"""

AXE_RUN_JS = r"""
([context, options]) => {
  const only = (window.__readersDarkOnly || []).filter(e => e.isConnected);
  if (context !== "page" && !only.length) return [];
  return axe.run(context === "page" ? document : { include: only }, options).then(r => r.violations);
}
"""

# Wait until the page has settled after a change of width or theme: fonts loaded, the theme's
# colour transitions (150-300 ms each, on buttons and links) taken to their end at once, where
# they would come to rest, with ``finish()`` (waiting for them cost a second a page, and a
# transition restarted by a screenshot's relayout could hold a view for 3 s), two frames drawn.
SETTLE_JS = r"""
() => document.fonts.ready
  .then(() => {
    for (const a of document.getAnimations()) {
      if (a instanceof CSSTransition) { try { a.finish(); } catch (e) { /* an endless one: left */ } }
    }
  })
  .then(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))
  .then(() => true)
"""


def _write_report(key: str, entry: dict) -> None:
    _report[key] = entry
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    REPORT.write_text(json.dumps(_report, indent=1, ensure_ascii=False), encoding="utf-8")


_AXE_SCRIPT: list[str] = []


def _axe(page, theme: str, dark_only: bool) -> list[dict]:
    """axe-core's findings at the view shown now (``axe_plan``), one entry per node."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        if not _AXE_SCRIPT:
            from axe_playwright_python.sync_playwright import Axe

            _AXE_SCRIPT.append(Axe().axe_script)
        page.evaluate(_AXE_SCRIPT[0])
    found, seen = [], set()
    for context, options in axe_plan(theme, dark_only):
        for v in page.evaluate(AXE_RUN_JS, [context, options]):
            for node in v["nodes"]:
                selector = " ".join(map(str, node.get("target", [])))
                if (v["id"], selector) in seen:
                    continue
                seen.add((v["id"], selector))
                found.append({
                    "rule": v["id"],
                    "impact": node.get("impact") or v.get("impact"),
                    "selector": selector,
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


def show(page, width: int, theme: str) -> str:
    """Show the open page at this width and theme, in place; returns the theme it shows."""
    if page.viewport_size["width"] != width:
        page.set_viewport_size({"width": width, "height": 900})
    page.emulate_media(color_scheme=theme)
    # the site's theme follows the system preference (default_mode auto): wait for it to follow
    with contextlib.suppress(PlaywrightTimeout):
        page.wait_for_function("t => document.documentElement.dataset.theme === t", arg=theme, timeout=5_000)
    page.evaluate(SETTLE_JS)
    return page.evaluate("document.documentElement.dataset.theme")


# How many of each thing the page holds (one round trip for all).
COUNTS_JS = r"""
() => ({
  live_boxes: document.querySelectorAll(".live-play").length,
  live_frames: document.querySelectorAll("iframe.live-play-frame").length,
  titles: document.querySelectorAll("article.bd-article h1").length,
  widget_errors: document.querySelectorAll(".jupyter-widgets-error-widget").length,
  outside_links: document.querySelectorAll("a[href*='github.com'], .launch-buttons, .thebe-launch-button").length,
})
"""


def measure_view(page, name: str, width: int, theme: str, shot: bool = True, every_rule: bool = False) -> dict:
    """Show the open page at this width and theme (``show``) and measure it: axe-core's
    findings (``axe_plan``; ``every_rule``: every rule over the whole page, whatever the
    theme), the texts' sizes at the phone width, what a reader sees, the layouts; then its
    screenshot."""
    got_theme = show(page, width, theme)
    dark_only = page.evaluate(DARK_ONLY_JS, theme == "light")
    view = {
        "theme_applied": got_theme,
        "dark_only": dark_only,
        "axe": _axe(page, "light", False) if every_rule else _axe(page, theme, bool(dark_only)),
        "texts": page.evaluate(TEXT_SIZES_JS) if width == PHONE else [],
        "visible_code": page.evaluate(VISIBLE_CODE_JS),
        "saved_controls": page.evaluate(SAVED_CONTROLS_JS),
        # live_boxes, live_frames; titles, widget_errors, outside_links (test_site's
        # test_page_loads_cleanly)
        **page.evaluate(COUNTS_JS),
        "reader": page.evaluate(READER_JS),
        "layouts": page.evaluate(LAYOUTS_JS),
    }
    # last: a full-page screenshot lays the page out at its full height for a moment
    view["screenshot"] = screenshot(page, f"{name}-{width}-{theme}").name if shot else ""
    return view


def measure_views(page, name: str, record=None, shots: bool = True) -> dict[tuple[int, str], dict]:
    """Every view (``VIEWS``) of the page open in ``page``, shown in place one after the
    other. ``record``: the page's requests and errors (``watch``), read after the last view."""
    views = {(w, t): measure_view(page, name, w, t, shot=shots) for w, t in VIEWS}
    # the page's own requests and errors over every view (a width or theme may ask for more)
    problems, requests = (record.problems(), len(record.requests)) if record else ([], 0)
    for v in views.values():
        v["problems"], v["requests"] = problems, requests
    return views


def measure(browser, site_url: str, name: str, path: str, width: int, theme: str) -> dict:
    """The page at this width and theme (every view of a page is measured in one visit,
    cached for every test that asks again)."""
    return _measure(browser, site_url, name, path, width, theme)


def _measure(browser, site_url: str, name: str, path: str, width: int, theme: str) -> dict:
    key = (name, width, theme)
    if key in _cache:
        return _cache[key]
    page = _shared_context(browser).new_page()
    try:
        first_width, first_theme = VIEWS[0]
        page.set_viewport_size({"width": first_width, "height": 900})
        page.emulate_media(color_scheme=first_theme)
        record = watch(page)
        open_page(page, site_url + path)
        views = measure_views(page, name, record)
    finally:
        page.close()
    for (w, t), result in views.items():
        small = [x for x in result["texts"] if x["size"] < MIN_TEXT_PX]
        _write_report(f"{name}-{w}-{t}", {
            "screenshot": result["screenshot"],
            "small_text": small,
            "axe_serious": [v for v in result["axe"] if v["impact"] in SERIOUS],
            "axe_other": [v for v in result["axe"] if v["impact"] not in SERIOUS],
            "visible_code": result["visible_code"],
            "saved_controls": result["saved_controls"],
        })
        _cache[name, w, t] = result
    return _cache[key]


COMBOS = [(n, p, w, t) for n, p in PAGES for w in WIDTHS for t in THEMES]


@pytest.mark.parametrize("name,path,width,theme", COMBOS, ids=[f"{n}-{w}-{t}" for n, _, w, t in COMBOS])
def test_no_serious_accessibility_violation(browser, site_url, name, path, width, theme):
    """(b) axe-core, WCAG 2 A and AA: nothing serious or critical. Also saves the screenshot."""
    m = _measure(browser, site_url, name, path, width, theme)
    assert m["theme_applied"] == theme, f"{name}: asked for {theme}, page shows {m['theme_applied']}"
    bad = [v for v in m["axe"] if v["impact"] in SERIOUS]
    assert not bad, f"{name} at {width}px, {theme} ({m['screenshot']}): {len(bad)} serious/critical:\n" + "\n".join(
        f"  {v['impact']:8} {v['rule']}: {v['selector']}  {v['why'][:120]}" for v in bad[:25])


# A page that breaks one axe rule in each way a view can differ: a text readable in the light
# theme only (color-contrast, every dark view), a button with no name shown at phone width only
# (button-name, the phone's light view), an image with no text shown in the dark theme only
# (image-alt, every dark view). Its theme follows the system preference, as the site's does.
AXE_PROBE = """<!doctype html><html lang="en"><head><title>axe probe</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
  body { background: #fff; color: #111; }
  .phone-only, .dark-only { display: none; }
  @media (max-width: 600px) { .phone-only { display: inline-block; } }
  @media (prefers-color-scheme: dark) {
    body { background: #111; color: #eee; } .dim { color: #333; } .dark-only { display: block; } }
</style>
<script>
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const follow = () => { document.documentElement.dataset.theme = dark.matches ? "dark" : "light"; };
  follow(); dark.addEventListener("change", follow);
</script></head>
<body><main><article class="bd-article"><h1>axe probe</h1><p>Fine in both themes.</p><p class="dim">Dim in the dark theme.</p>
<button class="phone-only"></button>
<img class="dark-only" width="40" height="40"
     src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='40' height='40'/%3E">
</article></main></body></html>"""
AXE_PROBE_FINDS = {(390, "light"): {"button-name"}, (390, "dark"): {"color-contrast", "image-alt"},
                   (1280, "light"): set(), (1280, "dark"): {"color-contrast", "image-alt"}}


def test_every_view_still_catches_what_breaks_there(browser):
    """The axe runs are split between the views (``axe_plan``: every rule in the light theme,
    the colour rules and what only the dark theme shows in the dark): a page that breaks a rule
    at one view only is still caught at that view, seriously enough to fail
    ``test_no_serious_accessibility_violation``."""
    page = _shared_context(browser).new_page()
    try:
        page.set_viewport_size({"width": VIEWS[0][0], "height": 900})
        page.emulate_media(color_scheme=VIEWS[0][1])
        page.set_content(AXE_PROBE)
        views = measure_views(page, "axe-probe", shots=False)
    finally:
        page.close()
    for view, m in views.items():
        assert m["theme_applied"] == view[1], view
        found = {v["rule"] for v in m["axe"] if v["impact"] in SERIOUS}
        assert found == AXE_PROBE_FINDS[view], f"{view}: axe found {found}, expected {AXE_PROBE_FINDS[view]}"


# Sample pages for the check that a view shown in place is the view a fresh load gives: a reef
# row with a scroll hint and a widget page, an Open Ocean reef grid, a page with math.
IN_PLACE_SAMPLES = ["gbr-05-playing-coral", "oo-07-building-the-reef", "about-the-data"]
SAME_IN_PLACE = ("theme_applied", "texts", "visible_code", "saved_controls", "live_boxes", "live_frames",
                 "titles", "widget_errors", "outside_links", "reader", "layouts")


@pytest.mark.parametrize("name", IN_PLACE_SAMPLES)
def test_a_view_shown_in_place_matches_a_fresh_load(browser, site_url, name):
    """Each page is loaded once and its other views shown in place (``VIEWS``). On sample pages,
    each of those views measures exactly as the page freshly loaded in that view, and axe-core,
    running every rule on the fresh load, finds what the split runs found: the colour rules'
    findings of that view, the other rules' of the light view at that width."""
    def findings(m, colour):
        return {(v["rule"], v["selector"]) for v in m["axe"] if (v["rule"] in COLOUR_RULES) == colour}

    for width, theme in VIEWS[1:]:
        kept = _measure(browser, site_url, name, PATH[name], width, theme)
        page = _shared_context(browser).new_page()
        try:
            page.set_viewport_size({"width": width, "height": 900})
            page.emulate_media(color_scheme=theme)
            open_page(page, site_url + PATH[name])
            fresh = measure_view(page, name, width, theme, shot=False, every_rule=True)
        finally:
            page.close()
        for key in SAME_IN_PLACE:
            assert fresh[key] == kept[key], f"{name} at {width}px, {theme}: {key} shown in place differs from a fresh load"
        light = _measure(browser, site_url, name, PATH[name], width, "light")
        assert findings(fresh, True) == findings(kept, True), f"{name} at {width}px, {theme}: colour findings"
        assert findings(fresh, False) == findings(light, False) | findings(kept, False), (
            f"{name} at {width}px, {theme}: the other rules' findings")


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
