#!/usr/bin/env bash
# A production-shaped deployment on one machine (README "Production layout"): the machine's
# PostgreSQL and Redis (started when they are not running), N server processes of the built
# apps/api/dist/server.js, and nginx in front as the load balancer. Runs in the foreground until
# SIGINT/SIGTERM, then stops everything it started. Prints "cluster ready" once nginx answers.
#
# Settings (environment):
#   PROXY_PORT     nginx's port                          (3300)
#   SERVER_PORTS   the servers' ports, space-separated   ("3301 3302")
#   DATABASE_URL   one PostgreSQL database for all       (postgres://postgres@127.0.0.1:5432/bluu_cluster;
#                  created when missing)
#   REDIS_URL      one Redis for all                     (redis://127.0.0.1:6379)
#   CLUSTER_DIR    logs, pid files, nginx's prefix       (a new temporary folder)
#   SESSION_SECRET shared by the servers                 (generated for this run when unset)
#   Anything else the servers read (METRICS_TOKEN, REDIS_KEY_PREFIX, SMTP_URL, LOG_LEVEL, …) is
#   passed on to them.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PROXY_PORT="${PROXY_PORT:-3300}"
SERVER_PORTS="${SERVER_PORTS:-3301 3302}"
export DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bluu_cluster}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
CLUSTER_DIR="${CLUSTER_DIR:-$(mktemp -d -t bluu-cluster.XXXXXX)}"
SERVER_JS="$ROOT/apps/api/dist/server.js"
export SESSION_SECRET="${SESSION_SECRET:-$(node -p "require('node:crypto').randomBytes(32).toString('hex')")}"

say() { echo "local-cluster: $*"; }
fail() { echo "local-cluster: $*" >&2; exit 1; }

[ -f "$SERVER_JS" ] || fail "$SERVER_JS is missing: run npm run build first"
command -v nginx >/dev/null || fail "nginx is missing (apt-get install nginx)"
mkdir -p "$CLUSTER_DIR"

STARTED_PIDS=()
cleanup() {
  trap - EXIT INT TERM
  # Newest first: nginx, then the servers (graceful, SIGTERM), then a Redis started here.
  for ((i = ${#STARTED_PIDS[@]} - 1; i >= 0; i--)); do
    kill -TERM "${STARTED_PIDS[i]}" 2>/dev/null || true
  done
  for pid in "${STARTED_PIDS[@]}"; do
    wait "$pid" 2>/dev/null || true
  done
  say "stopped"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

# Waits up to 60 s for a command to succeed.
wait_for() {
  local what="$1"
  shift
  for _ in $(seq 1 300); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.2
  done
  fail "$what did not come up"
}

# Whether something listens on host port.
listening() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

# host port database of a URL.
url_part() { node -e 'const u = new URL(process.argv[1]); console.log(u.hostname, u.port || process.argv[2], u.pathname.slice(1))' "$1" "$2"; }

# PostgreSQL: the machine's, started when it is not running; the database created when missing.
read -r PG_HOST PG_PORT PG_DB <<<"$(url_part "$DATABASE_URL" 5432)"
if ! pg_isready -q -h "$PG_HOST" -p "$PG_PORT"; then
  say "starting PostgreSQL"
  for conf in /etc/postgresql/*/main; do pg_ctlcluster "$(basename "$(dirname "$conf")")" main start; done
  wait_for PostgreSQL pg_isready -q -h "$PG_HOST" -p "$PG_PORT"
fi
if ! psql "$DATABASE_URL" -qAtc 'select 1' >/dev/null 2>&1; then
  say "creating database $PG_DB"
  createdb -h "$PG_HOST" -p "$PG_PORT" -U "$(node -e 'console.log(new URL(process.argv[1]).username || "postgres")' "$DATABASE_URL")" "$PG_DB"
fi

# Redis: the machine's, or one started here (no persistence) when none answers.
read -r REDIS_HOST REDIS_PORT _ <<<"$(url_part "$REDIS_URL" 6379)"
if ! listening "$REDIS_HOST" "$REDIS_PORT"; then
  command -v redis-server >/dev/null || fail "redis-server is missing (apt-get install redis-server)"
  say "starting Redis on $REDIS_HOST:$REDIS_PORT"
  redis-server --bind "$REDIS_HOST" --port "$REDIS_PORT" --save '' --appendonly no \
    --dir "$CLUSTER_DIR" >"$CLUSTER_DIR/redis.log" 2>&1 &
  STARTED_PIDS+=($!)
  wait_for Redis listening "$REDIS_HOST" "$REDIS_PORT"
fi

# The servers: one database, one Redis, nginx's address trusted for X-Forwarded-For.
UPSTREAMS=""
for port in $SERVER_PORTS; do
  PORT="$port" HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 \
    node "$SERVER_JS" >"$CLUSTER_DIR/server-$port.log" 2>&1 &
  STARTED_PIDS+=($!)
  echo $! >"$CLUSTER_DIR/server-$port.pid"
  UPSTREAMS+="server 127.0.0.1:$port max_fails=1 fail_timeout=10s; "
done
for port in $SERVER_PORTS; do
  wait_for "the server on port $port" curl -sf "http://127.0.0.1:$port/readyz"
done

# nginx, unprivileged, everything under its own prefix.
NGINX_DIR="$CLUSTER_DIR/nginx"
mkdir -p "$NGINX_DIR/logs" "$NGINX_DIR/temp"
sed -e "s|@LISTEN@|127.0.0.1:$PROXY_PORT|" -e "s|@SERVERS@|$UPSTREAMS|" \
  "$ROOT/deploy/nginx.conf" >"$NGINX_DIR/nginx.conf"
nginx -e stderr -p "$NGINX_DIR/" -c "$NGINX_DIR/nginx.conf" 2>"$CLUSTER_DIR/nginx.log" &
NGINX_PID=$!
STARTED_PIDS+=("$NGINX_PID")
wait_for nginx curl -sf "http://127.0.0.1:$PROXY_PORT/readyz"

say "cluster ready at http://127.0.0.1:$PROXY_PORT (servers on ports $SERVER_PORTS; logs in $CLUSTER_DIR)"
wait "$NGINX_PID"
