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

# nginx as docs/operations.md "Deployment" step 2 sets it up, in scratch folder DIR: the site rendered from
# deploy/nginx with one upstream line per process port, inside what a distribution's
# /etc/nginx/nginx.conf provides (NGINX_WORKERS worker processes, default 1). Run from the
# repository root. start_nginx DIR LISTEN PORT...; stop_nginx DIR.
start_nginx() {
  local dir=$1 listen=$2 port
  shift 2
  local nginx_bin
  nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
  local upstreams=''
  for port in "$@"; do
    upstreams+="server 127.0.0.1:$port max_fails=1 fail_timeout=5s; "
  done
  mkdir -p "$dir/conf.d" "$dir/logs" "$dir/tmp"
  cp deploy/nginx/zujaj-proxy.conf "$dir/"
  ZUJAJ_LISTEN="$listen" ZUJAJ_DIST="$PWD/dist" ZUJAJ_UPSTREAMS="$upstreams" \
    envsubst '$ZUJAJ_LISTEN $ZUJAJ_DIST $ZUJAJ_UPSTREAMS' \
    < deploy/nginx/zujaj.conf.template > "$dir/conf.d/zujaj.conf"
  {
    [ "$(id -u)" -eq 0 ] && echo 'user root;'
    cat <<CONF
worker_processes ${NGINX_WORKERS:-1};
pid $dir/nginx.pid;
error_log $dir/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  include conf.d/zujaj.conf;
}
CONF
  } > "$dir/nginx.conf"
  "$nginx_bin" -p "$dir" -c "$dir/nginx.conf" -t -q
  "$nginx_bin" -p "$dir" -c "$dir/nginx.conf"
}

stop_nginx() {
  local nginx_bin
  nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
  [ -f "$1/nginx.conf" ] || return 0
  "$nginx_bin" -p "$1" -c "$1/nginx.conf" -s stop >/dev/null 2>&1 || true
}
