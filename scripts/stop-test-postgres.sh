#!/usr/bin/env bash
# Stops and removes the PostgreSQL started by start-test-postgres.sh.
set -u
dir="${1:-${PG_TEST_DIR:-}}"
[ -n "$dir" ] && [ -d "$dir" ] || exit 0
pg_ctl_bin=$(command -v pg_ctl || ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | head -1)
if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "'$pg_ctl_bin' -D '$dir/data' -m fast -w stop" >/dev/null 2>&1
else "$pg_ctl_bin" -D "$dir/data" -m fast -w stop >/dev/null 2>&1; fi
rm -rf "$dir"
