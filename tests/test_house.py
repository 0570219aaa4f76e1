"""The house's own rules: lint clean, one licence, one version."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import games_lib

ROOT = Path(__file__).resolve().parents[1]


def test_ruff_finds_nothing():
    """The ruff configuration in pyproject.toml holds for the library, tests, benchmarks and scripts,
    and for the code cells of the notebooks (the rules pages, the apps, the book's pages)."""
    run = subprocess.run([sys.executable, "-m", "ruff", "check", "games_lib", "tests", "benchmarks", "scripts",
                          "notebooks", "apps", "book"], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def test_one_licence_and_one_version():
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert meta["license"] == "MIT" and meta["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text().startswith("MIT License")
    assert "version" in meta["dynamic"] and "version" not in meta  # read from games_lib.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", games_lib.__version__)


def test_pins_are_single_and_jupytext_stays_out():
    """Each requirement is pinned once; jupytext, which no pinned package requires and nothing
    here uses, is not pinned again."""
    pins = [line.split("==")[0].lower() for line in (ROOT / "requirements.txt").read_text().splitlines()
            if line and not line.startswith("#")]
    assert "jupytext" not in pins
    assert len(pins) == len(set(pins))


def test_test_run_units_keep_notebooks_and_pages_together():
    """conftest.work_unit: a notebook's cells stay in one kernel, one page's checks share one
    visit, everything else is shared out test by test."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    work_unit = module.work_unit
    nb = "notebooks/pacific_ocean/02-setup.ipynb"
    assert work_unit(f"{nb}::Cell 0") == work_unit(f"{nb}::Cell 7") == nb
    readers = "tests/browser/test_readers.py::test_no_serious_accessibility_violation"
    assert {work_unit(f"{readers}[gbr-03-the-turn-{w}-{t}]") for w in (390, 1280) for t in ("light", "dark")} \
        == {work_unit("tests/browser/test_site.py::test_page_loads_cleanly[gbr-03-the-turn]")} == {"page:gbr-03-the-turn"}
    assert work_unit("tests/core/test_outcome.py::test_a") != work_unit("tests/core/test_outcome.py::test_b")
    # the two files that start Python in the browser: one unit, one Pyodide start at a time
    live, classroom = "tests/browser/test_live.py", "tests/browser/test_classroom.py"
    assert work_unit(f"{live}::test_play_live[root]") == work_unit(f"{live}::test_code_link_opens_the_notebook") \
        == work_unit(f"{classroom}::test_unpacked_archive_works_offline[serve.py]")
