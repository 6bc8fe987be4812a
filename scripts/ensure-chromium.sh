#!/usr/bin/env bash
# Finds Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium. As root on Debian it
# installs Debian's chromium package when none is found; otherwise it says how to install it.
set -euo pipefail
candidate="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -f /etc/debian_version ]; then
  echo "Chromium not found; installing Debian's chromium package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
cat >&2 <<'MSG'
Browser tests need Chromium and none was found.
  Debian/Ubuntu:  sudo apt-get install chromium
  Elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
