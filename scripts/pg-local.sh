#!/usr/bin/env bash
# Starts Debian's local PostgreSQL cluster and prints a connection URL for a test database.
# Prints nothing and exits 0 only when PostgreSQL is not installed, so callers outside CI can skip;
# when it is installed but cannot be started or reached, says why on stderr and exits 1.
set -u
command -v pg_ctlcluster >/dev/null 2>&1 || exit 0
ver=$(ls /usr/lib/postgresql 2>/dev/null | sort -n | tail -1)
[ -n "$ver" ] || exit 0
fail() { echo "pg-local: $*" >&2; exit 1; }
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$ver main"; then
  pg_createcluster "$ver" main >/dev/null 2>&1 || fail "pg_createcluster $ver main failed"
fi
pg_ctlcluster "$ver" main start >/dev/null 2>&1 || pg_lsclusters -h | grep -q "^$ver main .* online" || fail "pg_ctlcluster $ver main start failed: $(pg_lsclusters -h | tr '\n' ' ')"
ready=""
for _ in $(seq 1 30); do
  if su postgres -c "psql -qAtc 'select 1'" >/dev/null 2>&1; then ready=1; break; fi
  sleep 0.5
done
[ -n "$ready" ] || fail "PostgreSQL $ver did not answer within 15 s"
su postgres -c "psql -qAtc \"do \\\$\\\$ begin if not exists (select from pg_roles where rolname='talad') then create role talad login superuser password 'talad'; end if; end \\\$\\\$;\"" >/dev/null 2>&1 \
  || fail "could not create the talad role"
if ! su postgres -c "psql -qAtc \"select 1 from pg_database where datname='talad_test'\"" | grep -q 1; then
  su postgres -c "createdb -O talad talad_test" >/dev/null 2>&1 || fail "could not create the talad_test database"
fi
echo "postgres://talad:talad@127.0.0.1:5432/talad_test"
