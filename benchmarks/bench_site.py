"""Time a clean build of the site and a strict nbval run over every notebook.

Usage (from anywhere; uses the interpreter it runs with, normally .venv/bin/python):

    .venv/bin/python benchmarks/bench_site.py            # build + nbval, once each
    .venv/bin/python benchmarks/bench_site.py --repeat 3 # best and median of 3
    .venv/bin/python benchmarks/bench_site.py --only build

The build goes to a temporary folder (``jupyter-book build --path-output``), so the
benchmark never touches your ``_build/``; it needs site/vendor (run scripts/setup-env.sh
first). Prints the figures in seconds and the size of the built ``_build/html``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def _run(cmd: list[str], **kwargs) -> float:
    start = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, **kwargs)
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
        raise SystemExit(f"command failed ({proc.returncode}): {' '.join(cmd)}")
    return elapsed


def _tree_size(path: Path) -> tuple[int, int]:
    total = files = 0
    for p in path.rglob("*"):
        if p.is_file():
            total += p.stat().st_size
            files += 1
    return total, files


def bench_build() -> tuple[float, int, int]:
    """One clean build (fresh output folder, so nothing is cached). Returns (s, bytes, files)."""
    with tempfile.TemporaryDirectory(prefix="bench-site-") as out:
        cmd = [str(BIN / "jupyter-book"), "build", ".", "-W", "-n", "--keep-going", "--path-output", out]
        seconds = _run(cmd)
        size, files = _tree_size(Path(out) / "_build" / "html")
    return seconds, size, files


def bench_nbval() -> float:
    cmd = [
        sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
        "--nbval", "notebooks/", "--nbval-sanitize-with", "tests/nbval-sanitize.cfg",
    ]
    return _run(cmd)


def _summary(values: list[float]) -> str:
    if len(values) == 1:
        return f"{values[0]:.2f} s"
    return f"best {min(values):.2f} s, median {statistics.median(values):.2f} s (n={len(values)})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=1, help="runs of each measurement (default 1)")
    parser.add_argument("--only", choices=["build", "nbval"], help="run one of the two measurements")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)

    if not (ROOT / "site" / "vendor" / ".stamp").is_file():
        raise SystemExit("site/vendor is empty: run bash scripts/setup-env.sh first")

    figures: dict[str, object] = {"cpus": os.cpu_count(), "python": sys.version.split()[0]}
    if args.only in (None, "build"):
        runs = [bench_build() for _ in range(args.repeat)]
        figures["build_seconds"] = [round(r[0], 3) for r in runs]
        figures["html_bytes"] = runs[-1][1]
        figures["html_files"] = runs[-1][2]
        if not args.json:
            print(f"clean site build:   {_summary([r[0] for r in runs])}")
            print(f"_build/html size:   {runs[-1][1] / 1e6:.1f} MB in {runs[-1][2]} files")
    if args.only in (None, "nbval"):
        runs_nbval = [bench_nbval() for _ in range(args.repeat)]
        figures["nbval_seconds"] = [round(s, 3) for s in runs_nbval]
        if not args.json:
            n = sum(1 for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
            print(f"nbval ({n} notebooks): {_summary(runs_nbval)}")
    if args.json:
        print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
