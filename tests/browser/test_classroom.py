"""The classroom kit, on the built site: what a teacher prints, what students answer, what
the room downloads.

* (a) the quick reference prints on at most two A4 pages (``page.pdf(format="A4")``, pages
  counted in the PDF);
* (b) every exercise of the exercises page can be answered right and wrong in the static
  page, with no Python: the answers come from ``kit.exercises(seed=2026, n=12)`` (the
  page's own call), the feedback must be the very text :meth:`Exercise.check` returns
  ("Right! ..." / "Not quite. The answer is ... " and the working);
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
]
# Each game's kit: (its module, quick reference page, exercises page).
GAMES = {
    "pacific_ocean": ("games_lib.pacific_ocean.kit", f"{NB}/10-quick-reference.html", f"{NB}/12-exercises.html"),
    "great_barrier_reef": ("games_lib.great_barrier_reef.kit", f"{GBR}/12-quick-reference.html",
                           f"{GBR}/14-exercises.html"),
}
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


@pytest.mark.parametrize("game", GAMES)
def test_quick_reference_prints_on_two_a4_pages(visit, site_url, tmp_path, game):
    path = GAMES[game][1]
    need_page(path)
    page, record = visit
    open_page(page, site_url + path)
    pdf = page.pdf(format="A4", print_background=True)
    (tmp_path / "quick-reference.pdf").write_bytes(pdf)
    out = ROOT / "test-artifacts" / f"quick-reference-{game}.pdf"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(pdf)
    n = pdf_page_count(pdf)
    assert 1 <= n <= MAX_PRINTED_PAGES, f"the quick reference prints on {n} A4 pages (see {out})"
    assert not record.problems(), record.problems()


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

        right = ex.answer
        ok, said = ex.check(right)
        assert ok
        _answer(form, ex, right)
        expect(fb).to_have_text(_norm(said), timeout=5_000)
        assert fb.inner_text().startswith("Right!"), f"{ex.id}: {fb.inner_text()!r}"
        expect(form).to_have_class(re.compile(r"\bkit-right\b"))

        wrong = ex.wrong_answer()
        ok, said = ex.check(wrong)
        assert not ok
        _answer(form, ex, wrong)
        expect(fb).to_have_text(_norm(said), timeout=5_000)
        shown = _norm(fb.text_content() or "")
        assert shown.startswith("Not quite.") and f"The answer is {_norm(ex.answer_text)}" in shown, shown
        assert _norm(ex.explanation) in shown, f"{ex.id}: the working is not shown: {shown!r}"
        expect(form).to_have_class(re.compile(r"\bkit-wrong\b"))
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


def test_teachers_page_links_the_archive(visit, site_url):
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
