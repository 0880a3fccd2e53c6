#!/usr/bin/env bash
# Builds the image's runtime as the Dockerfile does (scripts/image-runtime.sh) into a temporary
# folder and starts it as the unprivileged user `nobody`, once on the embedded PGlite and once on
# PostgreSQL (DATABASE_URL_FOR_IMAGE_CHECK, a database this check may drop and make anew), then
# asks /api/health and /. No container tool is needed: the Dockerfile runs the same script.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL_FOR_IMAGE_CHECK:?set it to a PostgreSQL URL whose database this check may drop}"

work=$(mktemp -d)
server_pid=""
stop_server() {
  # The server runs in its own process group (setsid below): end that group, nothing else.
  if [ -n "$server_pid" ]; then
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 -- "-$server_pid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
    server_pid=""
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT

scripts/image-runtime.sh "$work/app"
# The production install holds no development tool (decision 075): TypeScript came in as a peer of
# tRPC, prettier as a dependency of React Email's renderer.
for tool in typescript prettier esbuild tsx vitest eslint; do
  found=$(find "$work/app/apps" -path "*/node_modules/.pnpm/$tool@*" -prune -print | head -1)
  [ -z "$found" ] || { echo "the image's runtime holds a development tool: $found"; exit 1; }
done
echo "image's runtime holds no development tool: $(du -sh "$work/app/apps" | cut -f1)"
# The folder above the runtime, and a Node the user may run (the machine's may sit under /root).
chmod 755 "$work"
install -m 755 "$(readlink -f "$(command -v node)")" "$work/node"

# start_as_nobody NAME PORT [VAR=VALUE ...]: the image's CMD with the image's environment.
start_as_nobody() {
  local name=$1 port=$2
  shift 2
  local data="$work/data-$name"
  mkdir -p "$data" && chown nobody:nogroup "$data"
  setsid setpriv --reuid=nobody --regid=nogroup --clear-groups \
    env -i -C "$work/app" NODE_ENV=production PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" HOME="$data" "$@" \
    "$work/node" apps/server/dist/main.js >"$work/$name.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 1
  done
  local health home
  health=$(curl -fsS "http://127.0.0.1:$port/api/health") || { cat "$work/$name.log"; echo "image on $name: /api/health did not answer"; exit 1; }
  grep -q '"status":"ok"' <<<"$health" || { cat "$work/$name.log"; echo "image on $name: $health"; exit 1; }
  home=$(curl -fsS "http://127.0.0.1:$port/") || { cat "$work/$name.log"; echo "image on $name: / did not answer"; exit 1; }
  grep -q '<div id="root"' <<<"$home" || { echo "image on $name: / did not serve the web app"; exit 1; }
  echo "image on $name, as nobody: /api/health and / answer"
  stop_server
}

# The command line the image ships, run as the same user.
cli_help=$(setpriv --reuid=nobody --regid=nogroup --clear-groups env -i -C "$work/app" "$work/node" apps/cli/dist/scalemsp.js --help)
grep -q "Commands:" <<<"$cli_help" || { echo "the image's command line did not run: $cli_help"; exit 1; }
echo "image's command line, as nobody: runs"

# IMAGE_CHECK_PORT: the first of the two ports the check's servers use.
port=${IMAGE_CHECK_PORT:-3198}
start_as_nobody pglite "$port"
db_name=$(node -p 'new URL(process.argv[1]).pathname.slice(1)' "$DATABASE_URL_FOR_IMAGE_CHECK")
admin_url=$(node -p 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; u.href' "$DATABASE_URL_FOR_IMAGE_CHECK")
psql -q "$admin_url" -c "drop database if exists \"$db_name\"" -c "create database \"$db_name\""
start_as_nobody postgresql "$((port + 1))" DATABASE_URL="$DATABASE_URL_FOR_IMAGE_CHECK"
