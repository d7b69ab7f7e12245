#!/usr/bin/env bash
# Installs the Debian packages the project needs when they are missing: chromium (browser tests),
# bubblewrap (the judge's sandbox) and postgresql (the second database the tests run on).
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "Missing system packages: ${missing[*]} (install them with apt-get as root)" >&2
    exit 1
  fi
  echo "Installing system packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
