#!/usr/bin/env bash
# `make start` after install + build: services, migrations, demo seed when empty, then serve.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
eval "$(bash scripts/ensure-services.sh | sed 's/^/export /')"
export PORT="${PORT:-3000}"
npm run --silent migrate -w backend
npm run --silent seed -w @encore/demo-catalogue -- --if-empty --no-logins
echo
echo "  Encore is starting on http://localhost:$PORT"
node tools/demo-catalogue/dist/cli/seed.js --print-logins
if [ -z "${STRIPE_SECRET_KEY:-}" ]; then
  echo
  echo "  Soundcheck purchases use the built-in test checkout (no real payments):"
  echo "  open http://localhost:$PORT/test-stripe, pay with card 4242 4242 4242 4242, any future expiry and CVC."
fi
if [ -z "${METRICS_TOKEN:-}" ] && [ "${NODE_ENV:-development}" = development ]; then
  secrets="${SECRETS_FILE:-.data/secrets.json}"
  echo
  echo "  Prometheus metrics: http://localhost:$PORT/api/metrics with the bearer token METRICS_TOKEN"
  echo "  generated into $secrets (docs/operations.md, Metrics):"
  echo "  curl -H \"Authorization: Bearer \$(node -p \"JSON.parse(require('fs').readFileSync('$secrets')).METRICS_TOKEN\")\" http://localhost:$PORT/api/metrics"
fi
echo
exec node backend/dist/src/main.js
