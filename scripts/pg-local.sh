#!/usr/bin/env bash
# Starts Debian's local PostgreSQL cluster (if installed) and prints a connection URL for a test
# database. Prints nothing and exits 0 when no PostgreSQL is available, so callers can skip.
set -u
command -v pg_ctlcluster >/dev/null 2>&1 || exit 0
ver=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
[ -n "$ver" ] || exit 0
pg_lsclusters -h 2>/dev/null | grep -q "^$ver main" || pg_createcluster "$ver" main >/dev/null 2>&1
pg_ctlcluster "$ver" main start >/dev/null 2>&1 || true
for _ in $(seq 1 30); do
  su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1 && break
  sleep 0.5
done
su postgres -c "psql -qAtc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname='talad') then create role talad login superuser password 'talad'; end if; end \\\$\\\$;\"" >/dev/null 2>&1 || exit 0
su postgres -c "psql -qAtc \"select 1 from pg_database where datname='talad_test'\"" | grep -q 1 \
  || su postgres -c "createdb -O talad talad_test" >/dev/null 2>&1
echo "postgres://talad:talad@127.0.0.1:5432/talad_test"
