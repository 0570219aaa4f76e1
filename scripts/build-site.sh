#!/usr/bin/env bash
# Build the static site into _build/html with warnings as errors.
# Always a clean build: an incremental Sphinx build does not repeat the warnings of
# pages it does not re-read, so -W could pass over a page that is still broken.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup-env.sh"
cd "$ROOT"

rm -rf _build
start=$EPOCHREALTIME
# The in-browser Python for "play live" (Pyodide, wheels, Lite config) into site/lite/dist.
bash "$ROOT/scripts/build-lite.sh" "$ROOT"
.venv/bin/jupyter-book build . -W -n --keep-going
end=$EPOCHREALTIME
[[ -f _build/html/index.html ]] || { echo "build-site: _build/html/index.html missing" >&2; exit 1; }
printf 'build-site: built in %.1f s; _build/html is %s (%s files)\n' \
  "$(awk -v a="$start" -v b="$end" 'BEGIN{print b-a}')" "$(du -sh _build/html | cut -f1)" "$(find _build/html -type f | wc -l)"
