#!/usr/bin/env bash
# The one command that runs every test (CI runs exactly this through .ci/run):
#   1. scripts/setup-env.sh      .venv with the pinned requirements, games_lib, site/vendor
#   2. scripts/install-browser.sh  Debian's Chromium at /usr/bin/chromium
#   3. scripts/build-site.sh     clean jupyter-book build, warnings are errors
#   4. pytest over everything, one worker per core (pytest-xdist, WORKERS=n to change):
#                                unit tests (tests/), doctests (games_lib/, see pyproject),
#                                nbval strict over every notebook (notebooks/, apps/),
#                                browser tests (tests/browser, against _build/html)
# Artifacts (screenshots, junit.xml, logs) go to test-artifacts/. Exits non-zero on any failure.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
ARTIFACTS="$ROOT/test-artifacts"
t_start=$SECONDS

stage() { printf '\n==> %s\n' "$*"; }

stage "setup environment"
bash scripts/setup-env.sh

stage "browser"
bash scripts/install-browser.sh

stage "build site"
mkdir -p "$ARTIFACTS"
bash scripts/build-site.sh 2>&1 | tee "$ARTIFACTS/build-site.log"

stage "pytest: unit tests, notebooks (nbval strict), browser tests"
rm -rf "$ARTIFACTS/screenshots"
status=0
# in parallel, one worker per core (WORKERS=1 for one process); tests go to whichever worker is free,
# except the units made in conftest.py (a notebook in one kernel, the checks of one page)
workers="${WORKERS:-$(nproc)}"
.venv/bin/python -m pytest \
  tests games_lib notebooks apps book \
  -n "$workers" \
  --nbval --nbval-sanitize-with tests/nbval-sanitize.cfg --nbval-cell-timeout=300 \
  --junitxml="$ARTIFACTS/junit.xml" \
  -p no:cacheprovider \
  -ra "$@" || status=$?

echo
echo "test: screenshots in test-artifacts/screenshots/ ($(find "$ARTIFACTS/screenshots" -name '*.png' 2>/dev/null | wc -l) files)"
echo "test: total time $((SECONDS - t_start)) s"
if [[ $status -ne 0 ]]; then
  echo "test: FAILED (pytest exit code $status)" >&2
fi
exit $status
