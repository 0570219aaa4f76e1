#!/usr/bin/env bash
# Build the site, then serve it on http://127.0.0.1:$PORT/ (default 8000). Ctrl-C stops.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PORT:-8000}"
bash "$ROOT/scripts/build-site.sh"
echo "serve: http://127.0.0.1:$PORT/  (Ctrl-C to stop)"
exec "$ROOT/.venv/bin/python" -m http.server "$PORT" --bind 127.0.0.1 --directory "$ROOT/_build/html"
