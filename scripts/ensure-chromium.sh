#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright's own browser download cannot work here).
# Uses CHROMIUM_PATH, else /usr/bin/chromium; installs Debian's package when root with apt-get.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium not found at $browser. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
