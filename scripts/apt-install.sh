#!/usr/bin/env bash
# Install Debian packages with apt-get (as root, or through sudo):
#   scripts/apt-install.sh <package>...
# Used by install-browser.sh (chromium) and setup-env.sh (nodejs, npm) when they are missing.
set -euo pipefail
(( $# )) || { echo "usage: apt-install.sh <package>..." >&2; exit 2; }
SUDO=""
if [[ "$(id -u)" != 0 ]]; then
  command -v sudo >/dev/null || { echo "apt-install: need root (or sudo) to apt-get install $*" >&2; exit 1; }
  SUDO="sudo"
fi
echo "apt-install: installing $* with apt-get"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "$@"
