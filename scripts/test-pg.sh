#!/usr/bin/env bash
# Runs the server test suite on a real PostgreSQL: starts Debian's cluster, creates the role and
# database (scripts/pg-local.sh), then every test file creates and drops its own database there.
set -euo pipefail
cd "$(dirname "$0")/.."
url="${TEST_DATABASE_URL:-$(bash scripts/pg-local.sh)}"
if [ -z "$url" ]; then
  echo "test-pg: no PostgreSQL found (install postgresql, or set TEST_DATABASE_URL)" >&2
  exit 1
fi
echo "test-pg: server suite on ${url%%@*}@…"
TEST_DATABASE_URL="$url" exec npx vitest run --project node tests/server "$@"
