#!/usr/bin/env bash
# Build the static site into _build/html with warnings as errors, print each game's classroom
# kit as a PDF (scripts/make_kit_pdfs.py, with Debian's Chromium as the browser tests use it:
# _build/html/download/<game>-kit.pdf), then pack it all into one downloadable archive,
# _build/html/download/ocean-games-site.zip (scripts/make_archive.py: the whole site for a
# classroom with no internet; the teacher's page links it and the PDFs).
# Always a clean build: an incremental Sphinx build does not repeat the warnings of
# pages it does not re-read, so -W could pass over a page that is still broken.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$ROOT/scripts/setup-env.sh"
bash "$ROOT/scripts/install-browser.sh"
cd "$ROOT"

rm -rf _build
start=$EPOCHREALTIME
# The in-browser Python for "play live" (Pyodide, wheels, Lite config) into site/lite/dist.
bash "$ROOT/scripts/build-lite.sh" "$ROOT"
.venv/bin/jupyter-book build . -W -n --keep-going
end=$EPOCHREALTIME
[[ -f _build/html/index.html ]] || { echo "build-site: _build/html/index.html missing" >&2; exit 1; }
site_size="$(du -sh _build/html | cut -f1)"
site_files="$(find _build/html -type f | wc -l)"
# The kits' PDFs: one Chromium, every PDF in one run (a few seconds).
.venv/bin/python scripts/make_kit_pdfs.py _build/html
# The archive of everything above (made after the build: it is not part of the Sphinx output).
.venv/bin/python scripts/make_archive.py _build/html
archive=_build/html/download/ocean-games-site.zip
[[ -s "$archive" ]] || { echo "build-site: $archive missing" >&2; exit 1; }
printf 'build-site: built in %.1f s; _build/html is %s (%s files); archive %s is %s\n' \
  "$(awk -v a="$start" -v b="$end" 'BEGIN{print b-a}')" "$site_size" "$site_files" \
  "$archive" "$(du -h "$archive" | cut -f1)"
