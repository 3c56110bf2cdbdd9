#!/usr/bin/env bash
# Builds what the production server needs built: the web app, into apps/web/dist. The server and
# the packages run as TypeScript sources on Node 24. CI and the production image both run this.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

pnpm build
