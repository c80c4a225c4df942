#!/bin/sh
# The official postgres image's first start, for the local stand-in (local-images.Containerfile): an empty data
# folder becomes a cluster whose superuser is POSTGRES_USER (password POSTGRES_PASSWORD) with a database POSTGRES_DB,
# reachable from other containers with a password.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is not set}"
  user="${POSTGRES_USER:-postgres}"
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  initdb --username="$user" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  db="${POSTGRES_DB:-$user}"
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
if [ "$1" = postgres ]; then
  shift
  exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/var/run/postgresql "$@"
fi
exec "$@"
