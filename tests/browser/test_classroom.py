"""The classroom kit, on the built site: what a teacher prints, what students answer, what
the room downloads.

* (a) every part of each kit (quick reference, card sheet, exercises, answer key) prints, with
  ``page.pdf`` (A4, the kit's margins, as scripts/make_kit_pdfs.py prints them), on the number
  of pages the kit announces (``kit.printed_pages()``, glued on the teachers' page), the quick
  reference on at most two; the card sheet, laid out for print at A4's printable width, keeps
  every card's cell whole, inside the page and inside any box that could clip it, its drawing
  inside the cell; the kit's PDF in the site's downloads has the pages announced, and the
  teachers' page links it;
* (b) every exercise of the exercises page can be answered right and wrong in the static
  page, with no Python: the answers come from ``kit.exercises(seed=2026, n=12)`` (the
  page's own call), the feedback must be the very text :meth:`Exercise.check` returns (a wrong
  answer: "Not quite. " what is wrong, "try again"; a right one: "Right! " and the working),
  and "Show the answer" shows :attr:`Exercise.solution`;
* (c) each kit page loads cleanly: no console error, no failed request, no request to
  another host (the ``visit`` fixture); the teacher's page links the archive, which is there;
* (d) axe, text sizes, no code, one game: the kit pages are in ``PAGES`` of test_site.py, so
  test_readers.py runs on them like on every other page;
* (e) the downloadable archive (``_build/html/download/ocean-games-site.zip``, made by
  scripts/build-site.sh): it holds the whole site; unpacked in a temporary folder and served
  by a plain ``python -m http.server`` and by its own ``serve.py``, the welcome page opens
  and a live game starts and answers, with no request leaving 127.0.0.1.

A kit page that is not built yet is skipped, with the reason.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from .conftest import LOCAL_HOST, ROOT, SITE, screenshot
from .test_site import open_page

pytestmark = pytest.mark.browser

NB = "notebooks/pacific_ocean"
GBR = "notebooks/great_barrier_reef"
OO = "notebooks/open_ocean"
OC = "notebooks/oceans"
KIT_PAGES = [
    ("teachers", "book/teachers.html"),
    ("10-quick-reference", f"{NB}/10-quick-reference.html"),
    ("11-card-sheet", f"{NB}/11-card-sheet.html"),
    ("12-exercises", f"{NB}/12-exercises.html"),
    ("13-score-checker", f"{NB}/13-score-checker.html"),
    ("14-answer-key", f"{NB}/14-answer-key.html"),
    ("gbr-12-quick-reference", f"{GBR}/12-quick-reference.html"),
    ("gbr-13-card-sheet", f"{GBR}/13-card-sheet.html"),
    ("gbr-14-exercises", f"{GBR}/14-exercises.html"),
    ("gbr-15-score-checker", f"{GBR}/15-score-checker.html"),
    ("gbr-16-answer-key", f"{GBR}/16-answer-key.html"),
    ("oo-17-quick-reference", f"{OO}/17-quick-reference.html"),
    ("oo-18-card-sheet", f"{OO}/18-card-sheet.html"),
    ("oo-19-exercises", f"{OO}/19-exercises.html"),
    ("oo-20-score-checker", f"{OO}/20-score-checker.html"),
    ("oo-21-answer-key", f"{OO}/21-answer-key.html"),
    ("oc-18-quick-reference", f"{OC}/18-quick-reference.html"),
    ("oc-19-card-sheet", f"{OC}/19-card-sheet.html"),
    ("oc-20-exercises", f"{OC}/20-exercises.html"),
    ("oc-21-score-checker", f"{OC}/21-score-checker.html"),
    ("oc-22-answer-key", f"{OC}/22-answer-key.html"),
]
# Each game's kit: (its module, quick reference page, exercises page).
GAMES = {
    "pacific_ocean": ("games_lib.pacific_ocean.kit", f"{NB}/10-quick-reference.html", f"{NB}/12-exercises.html"),
    "great_barrier_reef": ("games_lib.great_barrier_reef.kit", f"{GBR}/12-quick-reference.html",
                           f"{GBR}/14-exercises.html"),
    "open_ocean": ("games_lib.open_ocean.kit", f"{OO}/17-quick-reference.html", f"{OO}/19-exercises.html"),
    "oceans": ("games_lib.oceans.kit", f"{OC}/18-quick-reference.html", f"{OC}/20-exercises.html"),
}


def _kit_pdfs():
    """scripts/make_kit_pdfs.py as a module: the kits' PDF names, parts and print options."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_kit_pdfs", ROOT / "scripts" / "make_kit_pdfs.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


KIT_PDFS = _kit_pdfs()
A4_PRINTABLE_MM = (210 - 2 * 10, 297 - 2 * 10)  # at the kit's 10 mm margins (PRINT_MARGIN_MM)
PX_PER_MM = 96 / 25.4
KIT = dict(KIT_PAGES)
SEED, N_EXERCISES = 2026, 12  # the exercises page: kit.exercises(seed=2026, n=12)
MAX_PRINTED_PAGES = 2
ARCHIVE_URL = "download/ocean-games-site.zip"  # from the site root; ../download/... from book/
ARCHIVE = SITE / ARCHIVE_URL
ARCHIVE_TOP = "ocean-games-site"
LIVE_PAGE = f"{NB}/08-play.html"
PLAY_NAME = "Play the game here (starts Python in your browser)"
KERNEL_TIMEOUT_MS = 180_000
CLASSROOM_JSON = ROOT / "book" / "_data" / "classroom.json"


def need_page(path: str) -> None:
    if not (SITE / "index.html").is_file():
        pytest.skip(f"{SITE} is missing: build the site first (bash scripts/build-site.sh)")
    if not (SITE / path).is_file():
        pytest.skip(f"{path} is not built yet (not in _toc.yml when the site was built, or no "
                    "notebook): rebuild with bash scripts/build-site.sh")


# ---------------------------------------------------------------- (a) printing

def pdf_page_count(pdf: bytes) -> int:
    """Pages of a PDF: its ``/Type /Page`` objects (not ``/Pages``, the tree's nodes).
    Chromium writes page dictionaries uncompressed; the root's ``/Count`` is the check."""
    pages = len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", pdf))
    counts = [int(c) for c in re.findall(rb"/Type\s*/Pages\b[^>]*?/Count\s+(\d+)", pdf)]
    counts += [int(c) for c in re.findall(rb"/Count\s+(\d+)[^>]*?/Type\s*/Pages\b", pdf)]
    if counts:
        assert pages == max(counts), f"{pages} page objects, /Count says {max(counts)}"
    return pages


def test_pdf_page_counter():
    two = (b"%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n"
           b"2 0 obj <</Type /Pages /Kids [3 0 R 4 0 R] /Count 2>> endobj\n"
           b"3 0 obj <</Type /Page /Parent 2 0 R>> endobj\n4 0 obj <</Type/Page /Parent 2 0 R>> endobj\n")
    assert pdf_page_count(two) == 2


def _kit(game: str):
    import importlib

    return importlib.import_module(GAMES[game][0])


_CARDS_IN_PRINT = """() => {
  const W = document.documentElement.clientWidth, bad = [];
  const cells = Array.from(document.querySelectorAll('.kit-sheet .gp-fig'));
  const boxes = [];
  for (const c of cells) {
    const r = c.getBoundingClientRect(), d = c.querySelector('svg').getBoundingClientRect();
    const name = (c.closest('.kit-sheet-page').querySelector('.kit-sheet-cap') || {}).textContent || '';
    boxes.push([r.width, r.height]);
    if (!c.checkVisibility()) bad.push('hidden: ' + name.slice(0, 40));
    if (r.left < -0.5 || r.right > W + 0.5) bad.push(`outside the page (${r.left}..${r.right} of ${W}): ` + name.slice(0, 40));
    if (d.left < r.left - 0.5 || d.right > r.right + 0.5 || d.top < r.top - 0.5 || d.bottom > r.bottom + 0.5)
      bad.push('drawing outside its cell: ' + name.slice(0, 40));
    for (let e = c.parentElement; e && e !== document.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const a = e.getBoundingClientRect();
      if (r.left < a.left - 0.5 || r.right > a.right + 0.5 || r.top < a.top - 0.5 || r.bottom > a.bottom + 0.5)
        bad.push(`clipped by ${e.tagName}.${e.className}: ` + name.slice(0, 40));
    }
  }
  const pages = Array.from(document.querySelectorAll('.kit-sheet-page')).map(p => p.getBoundingClientRect().height);
  return {cells: cells.length, bad, boxes, tallest: Math.max(...pages)};
}"""


@pytest.mark.parametrize("game", GAMES)
def test_kit_prints_on_the_announced_pages(visit, site_url, game):
    """(a) Each part of the kit, printed as scripts/make_kit_pdfs.py prints it, has the pages
    kit.printed_pages() announces; the quick reference at most two; no card is clipped."""
    from games_lib.core.quiz import CARD_MM

    kit = _kit(game)
    want = kit.printed_pages()
    name, parts = KIT_PDFS.KITS[game]
    page, record = visit
    out = ROOT / "test-artifacts"
    out.mkdir(parents=True, exist_ok=True)
    got = {}
    for part, path in zip(want.PARTS, parts):
        need_page(path)
        open_page(page, site_url + path)
        pdf = page.pdf(**KIT_PDFS.pdf_options())
        (out / f"{game}-{part}.pdf").write_bytes(pdf)
        got[part] = pdf_page_count(pdf)
        if part == "card_sheet":  # laid out for print at A4's printable width: every card whole
            w, h = (round(mm * PX_PER_MM) for mm in A4_PRINTABLE_MM)
            page.set_viewport_size({"width": w, "height": h})
            page.emulate_media(media="print")
            seen = page.evaluate(_CARDS_IN_PRINT)
            page.emulate_media(media="null")  # back to no emulation: page.pdf prints with print media again
            page.set_viewport_size({"width": 1280, "height": 900})
            cards = sum(len(p.cards) if not p.back else 9 for p in kit.card_sheet())
            assert seen["cells"] == cards, f"{seen['cells']} cards laid out for print, the sheet has {cards}"
            assert not seen["bad"], seen["bad"][:5]
            cell = [mm * PX_PER_MM for mm in CARD_MM]
            assert all(abs(bw - cell[0]) < 2 and abs(bh - cell[1]) < 2 for bw, bh in seen["boxes"]), \
                f"card cells are not {CARD_MM} mm: {seen['boxes'][:3]}"
            assert seen["tallest"] <= h, f"a sheet is {seen['tallest']:.0f} px tall, the page holds {h}"
    assert got == {p: getattr(want, p) for p in want.PARTS}, (
        f"printed pages {got}, the kit announces {want} (see test-artifacts/{game}-*.pdf): "
        "fix the layout or PRINTED_PARTS in the kit")
    assert 1 <= got["quick_reference"] <= MAX_PRINTED_PAGES
    assert not record.problems(), record.problems()


@pytest.mark.parametrize("game", GAMES)
def test_kit_pdf_is_in_the_downloads_with_the_announced_pages(game):
    """(a) download/<game>-kit.pdf (made by the build) is the four parts: the pages announced."""
    name, _ = KIT_PDFS.KITS[game]
    pdf = SITE / "download" / name
    if not (SITE / "index.html").is_file():
        pytest.skip(f"{SITE} is missing: build the site first")
    assert pdf.is_file(), f"{pdf} missing: scripts/build-site.sh makes it (scripts/make_kit_pdfs.py)"
    data = pdf.read_bytes()
    assert data.startswith(b"%PDF")
    assert pdf_page_count(data) == _kit(game).printed_pages().total


# ---------------------------------------------------------------- (b) exercises

def _exercises(game: str):
    import importlib

    kit = importlib.import_module(GAMES[game][0])
    return kit.exercises(seed=SEED, n=N_EXERCISES)


def _form_id(ex) -> str:
    return re.sub(r"[^A-Za-z0-9_-]", "-", ex.id)


def _typed(value) -> str:
    from games_lib.core.scoring import fmt

    return fmt(value)


def _answer(form, ex, value) -> None:
    """Give ``value`` in the form as a student would (type it, or tick the choices), then Check."""
    if ex.kind == "number":
        form.locator("input[name=a]").fill(_typed(value))
    else:
        want = {value} if ex.kind == "choice" else set(value)
        boxes = form.locator("input[name=a]")
        values = [boxes.nth(i).get_attribute("value") for i in range(boxes.count())]
        assert set(values) == set(ex.choices), f"{ex.id}: the page's choices {values} are not {ex.choices}"
        for i, v in enumerate(values):
            if v in want:
                boxes.nth(i).check()
            elif ex.kind == "many":
                boxes.nth(i).uncheck()
    form.get_by_role("button", name="Check").click()


def _norm(s: str) -> str:
    return " ".join(s.split())


@pytest.mark.parametrize("game", GAMES)
def test_every_exercise_answers_right_and_wrong_without_python(visit, site_url, game):
    from playwright.sync_api import expect

    from games_lib.core.quiz import AGAIN

    path = GAMES[game][2]
    need_page(path)
    page, record = visit
    open_page(page, site_url + path)
    exercises = _exercises(game)
    forms = page.locator("form.kit-q")
    assert forms.count() == len(exercises), (
        f"{forms.count()} exercise forms on the page, kit.exercises(seed={SEED}, n={N_EXERCISES}) "
        f"makes {len(exercises)}")
    for ex in exercises:
        form = page.locator(f"form.kit-q[id$='-{_form_id(ex)}']")
        assert form.count() == 1, f"{ex.id}: no form on the page (seed {SEED}?)"
        assert form.get_attribute("data-kind") == ex.kind
        fb = form.locator(".kit-fb")
        assert fb.get_attribute("role") == "status" and fb.get_attribute("aria-live") == "polite"
        form.scroll_into_view_if_needed()

        show = form.get_by_role("button", name="Show the answer")
        assert not show.is_visible(), f"{ex.id}: the answer is offered before any try"
        wrong = ex.wrong_answer()
        ok, said = ex.check(wrong)
        assert not ok
        _answer(form, ex, wrong)
        expect(fb).to_have_text(_norm(said), timeout=5_000)
        shown = _norm(fb.text_content() or "")
        assert shown.startswith("Not quite.") and shown.endswith(_norm(AGAIN)), shown
        assert _norm(ex.explanation) not in shown, f"{ex.id}: the working is given before it is asked for"
        expect(form).to_have_class(re.compile(r"\bkit-wrong\b"))
        sol = form.locator(".kit-sol")
        assert not sol.is_visible()
        show.click()
        expect(sol).to_be_visible()
        expect(sol).to_have_text(_norm(ex.solution))

        right = ex.answer
        ok, said = ex.check(right)
        assert ok
        _answer(form, ex, right)
        expect(fb).to_have_text(_norm(said), timeout=5_000)
        assert fb.inner_text().startswith("Right!"), f"{ex.id}: {fb.inner_text()!r}"
        expect(form).to_have_class(re.compile(r"\bkit-right\b"))
    screenshot(page, f"exercises-answered-{game}")
    python = [u for u in record.requests if "/lite/" in u or "pyodide" in u or u.endswith(".whl")]
    assert not python, f"the exercises needed Python: {python[:5]}"
    assert not record.problems(), record.problems()


# ---------------------------------------------------------------- (c) clean, local pages

@pytest.mark.parametrize("name,path", KIT_PAGES, ids=[n for n, _ in KIT_PAGES])
def test_kit_page_stays_on_this_host(visit, site_url, name, path):
    need_page(path)
    page, record = visit
    open_page(page, site_url + path)
    assert page.locator("article.bd-article h1").count() >= 1, f"{name}: no page title"
    assert record.requests
    assert not record.foreign_requests(), f"{name}: requests to another host: {record.foreign_requests()}"
    assert not record.problems(), f"{name}:\n" + "\n".join(record.problems())


def test_kit_pages_are_checked_for_every_reader():
    """(d) the kit pages are in PAGES, so test_readers.py (axe, text sizes...) covers them."""
    from .test_readers import COMBOS
    from .test_site import PAGES

    listed = dict(PAGES)
    missing = [p for n, p in KIT_PAGES if p not in listed.values()]
    assert not missing, f"add to PAGES in test_site.py: {missing}"
    covered = {p for _, p, _, _ in COMBOS}
    assert all(p in covered for _, p in KIT_PAGES)


def test_teachers_page_links_the_archive_and_the_kits(visit, site_url):
    path = KIT["teachers"]
    need_page(path)
    page, record = visit
    open_page(page, site_url + path)
    links = page.locator("a[href$='ocean-games-site.zip']")
    assert links.count() >= 1, "the teacher's page has no link to the archive"
    href = links.first.evaluate("a => a.href")
    assert href == site_url + ARCHIVE_URL, href
    response = page.request.head(href)
    assert response.ok, f"{href}: HTTP {response.status}"
    assert int(response.headers["content-length"]) == ARCHIVE.stat().st_size
    for game, (name, _) in KIT_PDFS.KITS.items():  # each kit's PDF, with its page count
        link = page.locator(f"a[href$='download/{name}']")
        assert link.count() >= 1, f"the teacher's page has no link to {name}"
        response = page.request.head(link.first.evaluate("a => a.href"))
        assert response.ok and response.headers["content-type"] == "application/pdf", name
        total = str(_kit(game).printed_pages().total)
        assert f"{name} ({total} A4 pages)" in " ".join(page.locator("article.bd-article").inner_text().split())
    assert not record.problems(), record.problems()


# ---------------------------------------------------------------- (e) the archive

@pytest.fixture(scope="module")
def unpacked(tmp_path_factory):
    if not (SITE / "index.html").is_file():
        pytest.skip(f"{SITE} is missing: build the site first (bash scripts/build-site.sh)")
    assert ARCHIVE.is_file(), f"{ARCHIVE} missing: scripts/build-site.sh makes it (scripts/make_archive.py)"
    top = tmp_path_factory.mktemp("unpacked")
    with zipfile.ZipFile(ARCHIVE) as zf:
        zf.extractall(top)
    return top / ARCHIVE_TOP


def test_archive_holds_the_whole_site():
    if not (SITE / "index.html").is_file():
        pytest.skip(f"{SITE} is missing: build the site first")
    assert ARCHIVE.is_file(), f"{ARCHIVE} missing: scripts/build-site.sh makes it"
    with zipfile.ZipFile(ARCHIVE) as zf:
        names = {n for n in zf.namelist() if not n.endswith("/")}
        assert zf.testzip() is None
    site = {f"{ARCHIVE_TOP}/{p.relative_to(SITE).as_posix()}" for p in SITE.rglob("*")
            if p.is_file() and not p.relative_to(SITE).as_posix().startswith("download/")}
    extra = {f"{ARCHIVE_TOP}/serve.py", f"{ARCHIVE_TOP}/HOW-TO-USE.txt", f"{ARCHIVE_TOP}/LICENSE.txt"}
    site |= {f"{ARCHIVE_TOP}/download/{name}" for name, _ in KIT_PDFS.KITS.values()}  # the kits' PDFs
    assert names - site == extra, f"unexpected in the archive: {sorted(names - site - extra)[:10]}"
    assert not site - names, f"missing from the archive: {sorted(site - names)[:10]}"


def _start_server(kind: str, directory: Path):
    """A static server of the unpacked folder on 127.0.0.1 (free port): ``http.server`` as
    anyone runs it, or the archive's own serve.py. Returns (process, base URL)."""
    if kind == "http.server":
        cmd = [sys.executable, "-u", "-m", "http.server", "0", "--bind", LOCAL_HOST, "--directory", str(directory)]
        pattern = re.compile(r"port (\d+)")
    else:
        cmd = [sys.executable, "-u", str(directory / "serve.py"), "--host", LOCAL_HOST, "--port", "0"]
        pattern = re.compile(r"http://127\.0\.0\.1:(\d+)/")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=directory)
    for _ in range(20):
        line = proc.stdout.readline()
        m = pattern.search(line or "")
        if m:
            return proc, f"http://{LOCAL_HOST}:{m.group(1)}/"
        if not line and proc.poll() is not None:
            break
    proc.kill()
    pytest.fail(f"{kind} did not start: {cmd}")


@pytest.mark.parametrize("server", ["http.server", "serve.py"])
def test_unpacked_archive_works_offline(browser, unpacked, server, request):
    from playwright.sync_api import expect

    proc, base = _start_server(server, unpacked)
    ctx = browser.new_context(viewport={"width": 1280, "height": 1000})
    urls, failed, errors = [], [], []
    ctx.on("request", lambda r: urls.append(r.url))
    ctx.on("requestfailed", lambda r: failed.append(f"{r.url} {r.failure}"))
    ctx.on("response", lambda r: r.status >= 400 and failed.append(f"{r.url} HTTP {r.status}"))
    ctx.on("page", lambda p: p.on("pageerror", lambda e: errors.append(str(e))))
    try:
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base, wait_until="load")
        page.wait_for_url(re.compile(r".*/book/welcome\.html$"), timeout=15_000)
        expect(page.locator("article.bd-article h1")).to_be_visible()
        assert "Ocean Games" in page.title()
        # let the welcome page finish (its favicon too): leaving earlier aborts what it still
        # fetches, which would read as a failed request of the archive
        page.wait_for_load_state("networkidle")

        page.goto(base + LIVE_PAGE, wait_until="load")
        page.get_by_role("button", name=PLAY_NAME).click()
        app = page.frame_locator("iframe.live-play-frame")
        side = app.get_by_role("button", name="Nautilus side")
        expect(side).to_be_visible(timeout=KERNEL_TIMEOUT_MS)
        side.click()  # Python answers: the offer step appears
        expect(app.get_by_role("button", name="Offer these two")).to_be_visible(timeout=30_000)
        screenshot(page, f"archive-{server}-live")
    finally:
        ctx.close()
        proc.terminate()
        proc.wait(timeout=10)
    outside = [u for u in urls if urlsplit(u).scheme not in ("data", "blob", "about")
               and urlsplit(u).hostname != LOCAL_HOST]
    assert not outside, f"requests left the host: {outside[:10]}"
    assert any(u.endswith("/lite/static/pyodide/pyodide.asm.wasm") for u in urls)
    assert not failed, f"failed requests: {failed[:10]}"
    assert not errors, f"page errors: {errors[:10]}"


# ---------------------------------------------------------------- the measured figures

def test_classroom_figures_are_committed():
    """book/_data/classroom.json (benchmarks/bench_classroom.py) has what the teacher's page reads."""
    assert CLASSROOM_JSON.is_file(), "run .venv/bin/python benchmarks/bench_classroom.py"
    data = json.loads(CLASSROOM_JSON.read_text(encoding="utf-8"))
    for key in ("pages_mb", "with_live_mb", "students", "measured_on", "pages"):
        assert key in data, key
    assert 0 < data["pages_mb"] < data["with_live_mb"]
    assert data["students"] == 25
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", data["measured_on"])
    assert data["pages"][0] == "book/welcome.html"
