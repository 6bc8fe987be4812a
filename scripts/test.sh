#!/usr/bin/env bash
# `npm test`: every suite. Lint and types, unit tests, the API suite on PGlite (and again on PostgreSQL
# when TEST_DATABASE_URL is set), one build, then the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the seconds the previous one took, so a slow CI run says where its time went.
last=$(date +%s)
step() { now=$(date +%s); printf '\n==> %s   (previous step %d s)\n' "$*" $((now - last)); last=$now; }

CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)"
export CHROMIUM_PATH

step "format";          npx prettier --check . --log-level warn
step "lint";            npx eslint . --max-warnings=0 --cache --cache-location node_modules/.cache/eslint/
step "type check";      npx tsc --noEmit -p tsconfig.shared.json && npx tsc --noEmit -p .
step "unit tests";      npx vitest run --project unit
step "API tests on embedded PGlite"
# With PostgreSQL to come, the contract fuzzer (inputs against the API document, the same on both drivers) runs there only.
API_TEST_DB=pglite API_TEST_EXCLUDE="${TEST_DATABASE_URL:+src/server/lib/contract-fuzz.test.ts}" npx vitest run --project 'api*'
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL ($TEST_DATABASE_URL)"
  API_TEST_DB=postgres npx vitest run --project 'api*'
  step "two server processes on PostgreSQL"
  npx vitest run --project multiprocess
else
  step "API tests on PostgreSQL skipped: set TEST_DATABASE_URL to run them"
fi
step "build";           npm run build
step "bundle budgets";  npx vitest run --project budget
step "browser tests (Chromium at $CHROMIUM_PATH, database ${E2E_DATABASE_URL:-embedded PGlite})"
# Screenshots are for reading a spec's own run (npx playwright test <spec>); the whole suite skips them (decision 025).
E2E_SCREENSHOTS="${E2E_SCREENSHOTS:-0}" npx playwright test
step "done"
