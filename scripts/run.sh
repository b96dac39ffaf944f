#!/usr/bin/env bash
# Runs one of the server's built entry points from the repository root after building what
# changed: `server` (pnpm start), `backup`, `migrate`, `reset-password`. The last step is an
# exec, so the node process takes this one's place and receives the signals sent to
# `pnpm start` (pnpm passes SIGTERM and SIGINT on to its script), as a supervisor expects.
# SKIP_BUILD=1 uses the existing build as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
entry="${1:?usage: scripts/run.sh server|backup|migrate|reset-password}"
shift
if [ "${SKIP_BUILD:-}" != "1" ]; then
  filters=(--filter=@repo/server...)
  # Only the server serves the web app.
  if [ "$entry" = "server" ]; then filters+=(--filter=@repo/web); fi
  pnpm exec turbo run build "${filters[@]}" --output-logs=errors-only >&2
fi
exec node "apps/server/dist/$entry.js" "$@"
