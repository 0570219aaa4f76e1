"""How the test run is shared between pytest-xdist workers (scripts/test.sh runs ``-n <cores>``).

Tests are handed out one by one to whichever worker is free, except where they must stay
together in one process:

* a notebook's cells (nbval) run in order in one kernel: one unit per notebook;
* the checks of one page (tests/browser/test_readers.py, test_site.py) share one visit of
  the page (its widths and themes are shown in place): one unit per page, so the pages are
  spread over the workers instead of one file's visits falling on one worker;
* the tests that start Python in the browser (tests/browser/test_live.py, test_classroom.py)
  run one after the other on one worker: two Pyodide starts at once on a 2-core machine
  make each other miss their time limits.

Everything else is its own unit: each test sets up what it uses (session fixtures are made
once per worker). The scheduler is xdist's scope scheduler with these units as scopes; xdist's
own ``--dist loadgroup`` cannot be used here, as it renames test ids through a private field
that pytest 9 no longer reads (the groups are silently ignored).
"""

from __future__ import annotations

import re

_PAGE_FILES = ("tests/browser/test_readers.py", "tests/browser/test_site.py")
_SERIAL_FILES = ("tests/browser/test_live.py", "tests/browser/test_classroom.py")
_WIDTH_THEME = re.compile(r"-\d+(-(light|dark))?$")


def work_unit(nodeid: str) -> str:
    """The unit of work a test belongs to: tests of one unit run in order on one worker.

    >>> work_unit("notebooks/pacific_ocean/02-setup.ipynb::Cell 3")
    'notebooks/pacific_ocean/02-setup.ipynb'
    >>> work_unit("tests/browser/test_readers.py::test_no_serious_accessibility_violation[welcome-390-dark]")
    'page:welcome'
    >>> work_unit("tests/browser/test_site.py::test_page_loads_cleanly[welcome]")
    'page:welcome'
    >>> work_unit("tests/browser/test_live.py::test_play_live[root]")
    'browser:python'
    >>> work_unit("tests/browser/test_classroom.py::test_unpacked_archive_works_offline[serve.py]")
    'browser:python'
    >>> work_unit("tests/core/test_outcome.py::test_rank")
    'tests/core/test_outcome.py::test_rank'
    """
    path = nodeid.split("::", 1)[0]
    if path.endswith(_SERIAL_FILES):  # one unit for both files: one Pyodide start at a time
        return "browser:python"
    if path.endswith(".ipynb"):
        return path
    if path.endswith(_PAGE_FILES) and nodeid.endswith("]") and "[" in nodeid:
        param = nodeid[nodeid.index("[") + 1:-1]
        return "page:" + _WIDTH_THEME.sub("", param)
    return nodeid


def pytest_xdist_make_scheduler(config, log):
    from xdist.scheduler import LoadScopeScheduling

    class UnitScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    return UnitScheduling(config, log)
