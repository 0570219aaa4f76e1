#!/usr/bin/env bash
# Build the site, then serve it on http://$HOST:$PORT/ (default 127.0.0.1:8000). Ctrl-C stops.
#   bash scripts/serve.sh                     this computer only: http://127.0.0.1:8000/
#   HOST=0.0.0.0 bash scripts/serve.sh        a classroom: every network of this computer; prints
#                                             the addresses students type (http://<LAN IP>:8000/)
#   PORT=8080 ...                             another port
#   BUILD=0 ...                               serve the existing _build/html without rebuilding
# The server is scripts/serve_site.py (Python's http.server with the right content types,
# .wasm as application/wasm; the same file is serve.py in the downloadable archive).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
HOST="${HOST:-127.0.0.1}"
PORT="${PORT:-8000}"
if [[ "${BUILD:-1}" != 0 ]]; then
  bash "$ROOT/scripts/build-site.sh"
fi
[[ -f "$ROOT/_build/html/index.html" ]] || { echo "serve: _build/html is missing: run without BUILD=0" >&2; exit 1; }
PY="$ROOT/.venv/bin/python"
[[ -x "$PY" ]] || PY=python3
exec "$PY" "$ROOT/scripts/serve_site.py" --host "$HOST" --port "$PORT" --directory "$ROOT/_build/html"
