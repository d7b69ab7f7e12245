#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Typecheck, lint, unit and component tests,
# server tests on PGlite and again on a real PostgreSQL server started here, the web build, and the
# Playwright browser tests in Debian's chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System packages"
bash scripts/ensure-system-deps.sh

step "Typecheck"
npm run typecheck --silent

step "Lint"
npm run lint --silent

step "Unit, component and server tests (PGlite)"
npx vitest run

step "Server tests on PostgreSQL"
eval "$(bash scripts/postgres.sh start)"
trap 'bash scripts/postgres.sh stop "$PG_TEST_DIR"' EXIT
TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project server
bash scripts/postgres.sh stop "$PG_TEST_DIR"
trap - EXIT

step "Web build"
npm run build --silent

step "Browser tests (Playwright, Debian chromium)"
npx playwright test -c e2e/playwright.config.ts
