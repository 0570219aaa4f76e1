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
# how long each stage took, printed at the end with the pytest workers' time per file
declare -a timings=()
t_stage=$SECONDS
took() { timings+=("$1 $((SECONDS - t_stage)) s"); t_stage=$SECONDS; }

stage "setup environment"
bash scripts/setup-env.sh
took "set-up"

stage "browser"
bash scripts/install-browser.sh
took "browser"

stage "build site"
mkdir -p "$ARTIFACTS"
bash scripts/build-site.sh 2>&1 | tee "$ARTIFACTS/build-site.log"
took "build"

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
  -raR "$@" || status=$?
took "pytest"

echo
# Where the workers' time went: the seconds of every test (set-up and teardown included) summed
# per file, from junit.xml.
.venv/bin/python - "$ARTIFACTS/junit.xml" <<'PY' || true
import collections, sys, xml.etree.ElementTree as ET
def where(classname):  # a test module (a class in it counts as its module), or a notebooks folder
    if classname.endswith(".ipynb"):
        return classname.rsplit(".", 2)[0].replace(".", "/") + "/*.ipynb"
    return "/".join(p for p in classname.split(".") if not p[:1].isupper()) + ".py"
per_file = collections.Counter()
for case in ET.parse(sys.argv[1]).iter("testcase"):
    per_file[where(case.get("classname", ""))] += float(case.get("time") or 0)
total = sum(per_file.values())
print(f"test: workers' time {total:,.0f} s; by file (notebooks: by folder), the 15 longest:")
for name, seconds in per_file.most_common(15):
    print(f"  {seconds:7.0f} s  {name}")
PY
echo "test: stages: $(IFS=,; echo "${timings[*]}" | sed 's/,/, /g')"
echo "test: screenshots in test-artifacts/screenshots/ ($(find "$ARTIFACTS/screenshots" -name '*.png' 2>/dev/null | wc -l) files)"
echo "test: total time $((SECONDS - t_start)) s"
if [[ $status -ne 0 ]]; then
  echo "test: FAILED (pytest exit code $status)" >&2
fi
exit $status
