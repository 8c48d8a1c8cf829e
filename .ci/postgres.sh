#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the table server's tests, and prints its URL.
# Idempotent: installs Debian's postgresql if it is missing, makes a cluster in a directory of
# its own as the package's unprivileged `postgres` user (trust authentication, loopback only)
# and starts it, or finds it already running. `POCH_PG_PORT` (54329) and `POCH_PG_DIR`
# (/tmp/poch-pg-PORT) choose where; `.ci/postgres.sh stop` stops it. The tests kill table
# servers, never this server, so it runs without fsync: durability against a crash of the
# machine is PostgreSQL's, not what the tests check, and fsync would make them crawl.
set -euo pipefail
port=${POCH_PG_PORT:-54329}
dir=${POCH_PG_DIR:-/tmp/poch-pg-$port}
if ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  apt-get update >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_pg() { runuser -u postgres -- "$@"; }
if [ "${1:-}" = stop ]; then
  as_pg "$bin/pg_ctl" -D "$dir/data" stop -m fast >/dev/null 2>&1 || true
  exit 0
fi
if ! as_pg "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    rm -rf "$dir"
    mkdir -p "$dir"
    chown postgres "$dir"
    as_pg "$bin/initdb" -D "$dir/data" -A trust -U poch >/dev/null
  fi
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w start \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
fi
echo "postgres://poch@127.0.0.1:$port/postgres"
