# Shell helpers of .ci/run and .ci/cluster (sourced, not run).

free_port() {
  node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

# A throwaway PostgreSQL server on a free loopback port, its files in a new temp dir (Debian's
# PostgreSQL refuses root, so as root it runs as the `postgres` user in a dir that user owns).
# Sets PG_URL (its `postgres` database); stop_postgres stops it and removes its files. Not
# `local`: an EXIT trap runs stop_postgres after the calling function has returned.
start_postgres() {
  as_pg=()
  pg_bin=$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1)")
  pg_dir=$(mktemp -d /tmp/zujaj-ci-pg.XXXXXX)
  local port
  port=$(free_port)
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres:postgres "$pg_dir"
    as_pg=(runuser -u postgres --)
  fi
  "${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres -E UTF8 --locale=C --no-sync >/dev/null
  "${as_pg[@]}" "$pg_bin/pg_ctl" start -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" >/dev/null
  echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
  PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

stop_postgres() {
  [ -n "${pg_dir:-}" ] || return 0
  "${as_pg[@]}" "$pg_bin/pg_ctl" stop -D "$pg_dir/data" -m immediate >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
