#!/usr/bin/env bash
# Lays out the production server in an empty or missing folder: the server and the workspace
# packages it uses (TypeScript sources, run directly by Node), their production dependencies only,
# the built web app and scripts/start.sh. The production image's build stage runs this, and CI's
# fault tests run it and start the result, so the image's contents are what CI proves.
# Needs the dependencies installed (scripts/install.sh) and the web app built (scripts/build.sh).
# Usage: scripts/bundle-server.sh <target-folder>
set -euo pipefail

project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target="${1:?usage: scripts/bundle-server.sh <target-folder>}"

if [ -e "$target" ] && [ -n "$(ls -A "$target")" ]; then
  echo "scripts/bundle-server.sh: $target is not empty" >&2
  exit 1
fi
if [ ! -f "$project_root/apps/web/dist/routes.json" ]; then
  echo "scripts/bundle-server.sh: the web app is not built; run scripts/build.sh first" >&2
  exit 1
fi

cd "$project_root"
# The server's slice of the workspace, with a lockfile cut down to what that slice uses.
pnpm exec turbo prune @app/server --out-dir "$target"
# Workspace packages stay symlinks outside node_modules: Node refuses to strip types there.
(cd "$target" && pnpm install --prod --frozen-lockfile --prefer-offline)
# The project's own Node 24 (an optional dependency for development machines whose node is older)
# has no place beside the image's Node: about 120 MB the server never runs.
rm -rf "$target"/node_modules/node-linux-* "$target"/node_modules/.pnpm/node-linux-* "$target/node_modules/.bin/node"
mkdir -p "$target/apps/web" "$target/scripts"
cp -R apps/web/dist "$target/apps/web/dist"
cp scripts/start.sh "$target/scripts/start.sh"
