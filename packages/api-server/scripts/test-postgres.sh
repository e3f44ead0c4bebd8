#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL: installs Debian's postgresql when missing, starts a
# throwaway server on a free local port, runs jest with TEST_DATABASE_URL, and always stops the server.
# Works on a fresh Debian 12 machine as root (PostgreSQL itself then runs as the postgres user).
set -euo pipefail

PACKAGE_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPO_DIR="$(cd "$PACKAGE_DIR/../.." && pwd)"

find_bin_dir() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BIN_DIR="$(find_bin_dir)"
if [ -z "$BIN_DIR" ] || [ ! -x "$BIN_DIR/pg_ctl" ]; then
  echo "PostgreSQL not found: installing Debian's postgresql package" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y --no-install-recommends postgresql
  BIN_DIR="$(find_bin_dir)"
fi
[ -x "$BIN_DIR/pg_ctl" ] || { echo "pg_ctl not found after install" >&2; exit 1; }

# PostgreSQL refuses to run as root: run it as the postgres user on a folder that user owns.
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  RUN_AS=(runuser -u postgres --)
fi

DATA_DIR="$(mktemp -d /tmp/sift-pg-XXXXXX)"
chmod 755 "$DATA_DIR"
[ "$(id -u)" = "0" ] && chown postgres "$DATA_DIR"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop_server() {
  "${RUN_AS[@]}" "$BIN_DIR/pg_ctl" -D "$DATA_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DATA_DIR"
}
trap stop_server EXIT INT TERM

"${RUN_AS[@]}" "$BIN_DIR/initdb" -D "$DATA_DIR/data" --username=postgres --auth=trust --no-sync --encoding=UTF8 >/dev/null
# fsync off: a throwaway test server; speed matters, durability does not.
"${RUN_AS[@]}" "$BIN_DIR/pg_ctl" -D "$DATA_DIR/data" -l "$DATA_DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $DATA_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "PostgreSQL $("$BIN_DIR/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export NODE_OPTIONS="--experimental-vm-modules${NODE_OPTIONS:+ $NODE_OPTIONS}"
cd "$PACKAGE_DIR"
set +e
# The root run's order (a file marked @long-running first): a project's config may not name a sequencer.
"$REPO_DIR/node_modules/.bin/jest" --config "$PACKAGE_DIR/jest.config.js" --testSequencer "$REPO_DIR/packages/build-config/jest-sequencer.js" "$@"
STATUS=$?
set -e
exit $STATUS
