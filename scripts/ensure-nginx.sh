#!/usr/bin/env bash
# The production-setup test puts Debian's nginx (with a self-signed certificate from openssl) in
# front of the app. Installs both when missing and root with apt-get; otherwise says what to do.
set -euo pipefail
missing=()
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v openssl >/dev/null || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the production-setup test..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  # The package may start the distribution's own nginx on port 80; the test runs its own.
  if [ -f /run/nginx.pid ]; then /usr/sbin/nginx -s stop || true; fi
  exit 0
fi
echo "Missing ${missing[*]}: install them (sudo apt-get install ${missing[*]})." >&2
exit 1
