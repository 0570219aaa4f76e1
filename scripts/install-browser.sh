#!/usr/bin/env bash
# Make sure Debian's Chromium is at /usr/bin/chromium (the browser tests use it through
# Playwright's executable_path). Never runs `playwright install` (no download from a CDN).
set -euo pipefail

if [[ -x /usr/bin/chromium ]]; then
  echo "install-browser: $(/usr/bin/chromium --version 2>/dev/null || echo chromium) at /usr/bin/chromium"
  exit 0
fi

bash "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh" chromium
[[ -x /usr/bin/chromium ]] || { echo "install-browser: /usr/bin/chromium still missing" >&2; exit 1; }
echo "install-browser: $(/usr/bin/chromium --version 2>/dev/null)"
