#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 and makes a role and database of the project's own.
set -euo pipefail
version=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -1)
[ -n "$version" ] || { echo "PostgreSQL is not installed" >&2; exit 1; }
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1 # waiting for a server process to accept connections, not a test
done
su postgres -c "psql -v ON_ERROR_STOP=1 -q" <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'greenroom_ci') THEN
    CREATE ROLE greenroom_ci LOGIN PASSWORD 'greenroom_ci' CREATEDB;
  END IF;
END $$;
SQL
su postgres -c "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='greenroom_ci'\"" | grep -q 1 \
  || su postgres -c "createdb -O greenroom_ci greenroom_ci"
echo "PostgreSQL $version ready: greenroom_ci"
