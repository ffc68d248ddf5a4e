#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1 as a non-root user (PostgreSQL refuses root) and
# prints the export line for TEST_DATABASE_URL. Stop it with: scripts/stop-test-postgres.sh DIR
set -euo pipefail
port="${PGPORT_TEST:-55432}"

find_bin() {
  if command -v "$1" >/dev/null 2>&1; then command -v "$1"; return; fi
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/$1" ]; then echo "$dir/$1"; return; fi
  done
  return 1
}

if ! find_bin initdb >/dev/null; then
  echo "installing PostgreSQL from Debian" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
initdb_bin=$(find_bin initdb)
pg_ctl_bin=$(find_bin pg_ctl)

run_as="postgres"
if ! id "$run_as" >/dev/null 2>&1; then useradd --system --no-create-home "$run_as"; fi

dir=$(mktemp -d /tmp/vesper-pg.XXXXXX)
chown "$run_as" "$dir"
chmod 700 "$dir"
as_user() { if [ "$(id -u)" = 0 ]; then su "$run_as" -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
as_user "'$initdb_bin' -D '$dir/data' -U postgres -A trust --no-instructions -E UTF8" >/dev/null
as_user "'$pg_ctl_bin' -D '$dir/data' -l '$dir/server.log' -w -o \"-h 127.0.0.1 -p $port -k '$dir' -c fsync=on\" start" >/dev/null
as_user "psql -h 127.0.0.1 -p $port -U postgres -q -c 'create database vesper_test'" >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/vesper_test PG_TEST_DIR=$dir"
