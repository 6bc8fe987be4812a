#!/usr/bin/env bash
# Finds Chromium for the browser tests: CHROMIUM_PATH, then Debian's old headless shell (chromium-headless-shell:
# no window compositor or GPU process, a quarter faster on two cores), then /usr/bin/chromium. As root on Debian
# it installs Debian's chromium-headless-shell package when neither is found; otherwise it says how to install one.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2
  exit 1
fi
for candidate in /usr/bin/chromium-headless-shell /usr/bin/chromium; do
  if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -f /etc/debian_version ]; then
  echo "Chromium not found; installing Debian's chromium-headless-shell package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium-headless-shell fonts-liberation >&2
  if [ -x /usr/bin/chromium-headless-shell ]; then echo /usr/bin/chromium-headless-shell; exit 0; fi
fi
cat >&2 <<'MSG'
Browser tests need Chromium and none was found.
  Debian/Ubuntu:  sudo apt-get install chromium-headless-shell   (or chromium)
  Elsewhere:      install Chromium and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
