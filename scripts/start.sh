#!/usr/bin/env bash
# Starts the server: the production image's command, and what CI's fault tests start. Migrations
# run on start; configuration comes from the environment (README, "Configuration").
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

exec node apps/server/src/runtime/main.ts
