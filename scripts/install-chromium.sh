#!/usr/bin/env bash
# Playwright drives Debian's Chromium (never a downloaded browser build: docs/adr/0004).
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: install it (Debian: sudo apt-get install -y chromium) and rerun." >&2
  exit 1
fi
echo "Installing Debian's chromium…"
apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
