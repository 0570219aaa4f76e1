#!/usr/bin/env bash
# Create the project's virtual environment (.venv) and the vendored front-end files.
#   - .venv is made with the machine's python3 (3.11 or newer; the distribution's optimised build
#     when there is one) if it is missing or was made with another;
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
# The interpreter: $PYTHON if set, else the distribution's python3 when it is 3.11+ and can make a
# venv, else the first python3 on PATH. Debian builds its CPython with profile-guided and link-time
# optimisation; a pyenv build (first on PATH on some machines) is made without them unless asked,
# and runs the engines 13-15% slower (benchmarks/bench_engine.py prints which interpreter it ran on).
PY="${PYTHON:-}"
if [[ -z "$PY" ]]; then
  for candidate in /usr/bin/python3 python3; do
    if command -v "$candidate" >/dev/null && "$candidate" -c \
        'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 11) else 1)' 2>/dev/null; then
      PY="$candidate"
      break
    fi
  done
  PY="${PY:-python3}"
fi

# A .venv made from another interpreter than the one chosen is made again.
if [[ -x "$VENV/bin/python" ]] && command -v "$PY" >/dev/null; then
  have="$("$VENV/bin/python" -c 'import os, sys; print(os.path.realpath(sys._base_executable))' 2>/dev/null || true)"
  want="$("$PY" -c 'import os, sys; print(os.path.realpath(sys.executable))' 2>/dev/null || true)"
  if [[ -n "$want" && "$have" != "$want" ]]; then
    echo "setup-env: .venv was made with ${have:-an interpreter that is gone}; making it again with $want"
    rm -rf "$VENV"
  fi
fi

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
