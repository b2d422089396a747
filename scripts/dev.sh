#!/usr/bin/env bash
# `make dev`: the API rebuilt and restarted on change, and Vite with HMR proxying /api to it.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
eval "$(bash scripts/ensure-services.sh | sed 's/^/export /')"
export SPA_DIR=''
npm run --silent build -w backend
npm run --silent build -w @encore/demo-catalogue
npm run --silent migrate -w backend
npm run --silent seed -w @encore/demo-catalogue -- --if-empty --no-logins
trap 'kill 0' EXIT
npm run dev -w backend &
npm run dev -w frontend &
wait
