"""Execute notebooks in place so that their stored outputs are current (no widget state is saved).

    .venv/bin/python scripts/execute_notebooks.py                 # every notebook
    .venv/bin/python scripts/execute_notebooks.py notebooks/pacific_ocean/03-a-turn.ipynb

The committed outputs are what the site shows and what nbval checks: re-run this after any
change to games_lib that alters them, then commit the notebooks.
"""

from __future__ import annotations

import pathlib
import sys
import time

import nbformat
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent


def execute(path: pathlib.Path) -> float:
    nb = nbformat.read(path, as_version=4)
    nb.metadata.pop("jupytext", None)
    start = time.perf_counter()
    # Minimal tracebacks: a cell that shows a refused move stores just the error and its message
    # (the rule broken and the position), not frames with this machine's paths.
    # No saved widget state: no page shows a saved copy of a mini-game (its one game is the
    # live one, started on a click), so a page never loads the widget manager for nothing.
    nb.metadata.pop("widgets", None)
    client = NotebookClient(nb, timeout=600, kernel_name="python3", record_timing=False,
                            store_widget_state=False, resources={"metadata": {"path": str(path.parent)}},
                            extra_arguments=["--InteractiveShell.xmode=Minimal"])
    client.execute()
    nbformat.write(nb, path)
    return time.perf_counter() - start


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help") for a in argv):
        print("usage: execute_notebooks.py [NOTEBOOK.ipynb ...]\n\nExecutes each notebook in place (default: every "
              "notebook under notebooks/ and book/; never apps/*.ipynb, whose outputs are not stored).")
        return 0
    paths = [pathlib.Path(a).resolve() for a in argv] or sorted(
        [*(ROOT / "notebooks").rglob("*.ipynb"), *(ROOT / "book").rglob("*.ipynb")])
    for p in paths:
        if ".ipynb_checkpoints" in p.parts:
            continue
        print(f"{execute(p):6.1f} s  {p.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
