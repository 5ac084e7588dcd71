#!/usr/bin/env bash
# The CI steps, one script for both places that run them: .ci/run (a fresh Debian machine) and
# GitHub Actions (.github/workflows/ci.yml, in a Debian Node 20 container beside a PostgreSQL
# service). System packages, dependencies, then the README's test command.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v chromium >/dev/null 2>&1; then
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# A PostgreSQL installed on the machine may be stopped; start it (the tests fall back to PGlite
# otherwise). On GitHub it is a service container, found through TEST_POSTGRES_URL.
if ! pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1 && command -v pg_ctlcluster >/dev/null 2>&1; then
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start || true
fi

npm install --no-audit --no-fund
npm test
