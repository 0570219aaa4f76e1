#!/usr/bin/env bash
# Create the project's virtual environment (.venv) and the vendored front-end files.
#   - .venv is made with the machine's python3 (3.11 or newer) if it is missing;
#   - requirements.txt (pinned) and this checkout (`pip install -e .[widgets]`) are
#     installed, unless .venv/.setup-stamp says nothing changed since the last install;
#   - scripts/fetch-assets.sh fills site/vendor/ (itself a no-op when up to date);
#   - Node.js and npm (Debian packages) are installed if missing: the build fetches the
#     front-end packages with npm and runs Pyodide under Node (byte-compiling, snapshot).
# Safe to run again and again; fast when everything is in place.
set -euo pipefail

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  bash "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" nodejs npm
fi

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
VENV="$ROOT/.venv"
PY="${PYTHON:-python3}"

if [[ ! -x "$VENV/bin/python" ]] || ! "$VENV/bin/python" -c 'import sys' 2>/dev/null; then
  command -v "$PY" >/dev/null || { echo "setup-env: $PY not found (Python 3.11+ is needed)" >&2; exit 1; }
  "$PY" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)' || {
    echo "setup-env: $("$PY" --version 2>&1) is too old; Python 3.11+ is needed" >&2; exit 1; }
  echo "setup-env: creating .venv with $("$PY" --version 2>&1)"
  rm -rf "$VENV"
  "$PY" -m venv "$VENV"
fi

# The stamp covers what the install depends on: the pins, the package metadata, the
# interpreter. games_lib itself is installed editable, so code changes need no reinstall.
stamp_file="$VENV/.setup-stamp"
want_stamp="$( { "$VENV/bin/python" --version 2>&1; cat requirements.txt pyproject.toml; } | sha256sum | cut -d' ' -f1)"
if [[ -f "$stamp_file" ]] && [[ "$(cat "$stamp_file")" == "$want_stamp" ]]; then
  echo "setup-env: .venv is up to date"
else
  echo "setup-env: installing requirements.txt and games_lib into .venv"
  t0=$SECONDS
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -r requirements.txt
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check -e ".[widgets]"
  echo "$want_stamp" > "$stamp_file"
  echo "setup-env: installed in $((SECONDS - t0)) s"
fi

bash "$ROOT/scripts/fetch-assets.sh"
