#!/usr/bin/env bash
# Starts a private PostgreSQL cluster on 127.0.0.1 in a temporary folder (for tests and benchmarks)
# and prints its URL. Usage: eval "$(bash scripts/postgres.sh start)"; bash scripts/postgres.sh stop DIR
set -euo pipefail

find_bin() {
  for d in /usr/lib/postgresql/*/bin; do [ -x "$d/pg_ctl" ] && { echo "$d"; return; }; done
  return 1
}

ensure_installed() {
  if ! find_bin >/dev/null; then
    echo "installing PostgreSQL (Debian package postgresql)..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2 && apt-get install -y -qq postgresql >&2
  fi
}

case "${1:-}" in
  start)
    ensure_installed
    bin=$(find_bin)
    port=${PGPORT_TEST:-55432}
    dir=$(mktemp -d /tmp/robo-pg-XXXXXX)
    # PostgreSQL refuses to run as root: run the cluster as an unprivileged user.
    runas=()
    if [ "$(id -u)" = 0 ]; then
      user=postgres
      id "$user" >/dev/null 2>&1 || user=nobody
      chown "$user" "$dir"
      runas=(runuser -u "$user" --)
    fi
    "${runas[@]}" "$bin/initdb" -D "$dir/data" -U robo --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c max_connections=200" start >&2 \
      || { cat "$dir/server.log" >&2; exit 1; }
    echo "export PG_TEST_DIR=$dir"
    echo "export TEST_DATABASE_URL=postgres://robo@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?cluster folder}
    bin=$(find_bin)
    runas=()
    [ "$(id -u)" = 0 ] && runas=(runuser -u "$(stat -c %U "$dir")" --)
    "${runas[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
