#!/usr/bin/env bash
# Runs the server's tests whose behaviour depends on the database server (apps/server's
# vitest.postgres.config.ts) against a real PostgreSQL server (Debian's postgresql): the last step
# of `npm test`, after every workspace's tests (the server's on embedded PGlite). The
# multi-process tests (test/cluster.test.ts) run only here: three processes need one server.
# With arguments, runs that command instead, TEST_DATABASE_URL set (scripts/flake-hunt.mjs).
# Installs and starts PostgreSQL when running as root on Debian; elsewhere set TEST_DATABASE_URL
# to a database you own (its role may create databases).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
    echo "Set TEST_DATABASE_URL (or run as root on Debian to install PostgreSQL)." >&2
    exit 1
  fi
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends postgresql
  fi
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  if ! pg_lsclusters -h | grep -q "^$version main"; then
    pg_createcluster "$version" main >/dev/null
  fi
  pg_ctlcluster "$version" main start 2>/dev/null || true
  for _ in $(seq 1 30); do
    su postgres -c "pg_isready -q" && break
    sleep 1
  done
  su postgres -c "psql -q -tc \"select 1 from pg_roles where rolname = 'heartline'\"" | grep -q 1 ||
    su postgres -c "psql -q -c \"create role heartline login createdb password 'heartline'\""
  # Each test app creates a database of its own.
  su postgres -c "psql -q -c 'alter role heartline createdb'"
  su postgres -c "psql -q -c 'drop database if exists heartline_test'"
  su postgres -c "psql -q -c 'create database heartline_test owner heartline'"
  export TEST_DATABASE_URL="postgres://heartline:heartline@127.0.0.1:5432/heartline_test"
fi

if [ "$#" -gt 0 ]; then
  exec "$@"
fi
echo "== server tests on PostgreSQL ($TEST_DATABASE_URL)"
npm run test:postgres -w @heartline/server
