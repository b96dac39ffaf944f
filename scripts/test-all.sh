#!/usr/bin/env bash
# Every test of the project, from a fresh clone: install, typecheck, lint, build, unit and
# integration tests, browser tests. Ends with one line "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

export npm_config_nodedir="${npm_config_nodedir:-/usr}"
export NO_COLOR=1 TURBO_TELEMETRY_DISABLED=1 TURBO_NO_UPDATE_NOTIFIER=1

# The browser tests drive Debian's Chromium; nothing is downloaded by Playwright.
if [ -z "${CHROME_PATH:-}" ]; then
  if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ]; then
      echo "Installing Chromium from Debian's packages..."
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      echo "Chromium is missing: run 'sudo apt-get install -y chromium' or set CHROME_PATH." >&2
      exit 1
    fi
  fi
  export CHROME_PATH="$(command -v chromium)"
fi

# The PostgreSQL pass starts its own throwaway server from Debian's postgresql package.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    echo "Installing PostgreSQL from Debian's packages..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql'." >&2
    exit 1
  fi
fi

pnpm install --frozen-lockfile

export REPORT_DIR="$PWD/reports"
rm -rf "$REPORT_DIR" && mkdir -p "$REPORT_DIR"

# Runs one pass and notes how long it took; the summary prints the times.
timed() {
  local name="$1" start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  echo "$name: $((SECONDS - start)) s" >>"$REPORT_DIR/timings.txt"
  return "$rc"
}

status=0
timed "format" pnpm exec prettier --check . || status=1
timed "workspace (sherif, knip)" pnpm run check || status=1
timed "typecheck, lint, build" pnpm exec turbo run typecheck lint build --output-logs=errors-only || status=1
if [ "$status" = 0 ]; then
  timed "unit and integration" pnpm exec turbo run test --output-logs=full || status=1
fi
if [ "$status" = 0 ] || [ -f apps/server/dist/server.js ]; then
  timed "browser" pnpm exec turbo run e2e --output-logs=full || status=1
fi
# The same integration and browser tests once more, on PostgreSQL (and S3 for the scale tests).
if [ -f apps/server/dist/server.js ]; then
  timed "integration on PostgreSQL" pnpm exec turbo run test:pg --output-logs=full --concurrency=1 || status=1
  timed "browser on PostgreSQL" pnpm exec turbo run e2e:pg --output-logs=full || status=1
fi

# The unit and integration suites again on Node 22 and 24 (TEST_NODE_VERSIONS= skips them).
if [ -f apps/server/dist/server.js ] && [ -n "${TEST_NODE_VERSIONS-22 24}" ]; then
  TEST_NODE_VERSIONS="${TEST_NODE_VERSIONS-22 24}" timed "Node ${TEST_NODE_VERSIONS-22 24}" \
    bash scripts/test-node-versions.sh || status=1
fi

node scripts/summarize-tests.mjs "$REPORT_DIR" || status=1
exit "$status"
