#!/bin/sh
# Restarts the app processes one at a time, so the site never goes down: each is stopped
# (SIGTERM: it finishes what it has; nginx sends new requests to the others), started on the
# new code, and the next waits until this one answers /readyz.
#   deploy/rolling-restart.sh 3001 3002
set -eu
[ "$#" -gt 0 ] || { echo "usage: $0 PORT…" >&2; exit 2; }
for port in "$@"; do
  echo "restarting sahyog@$port"
  systemctl restart "sahyog@$port"
  tries=0
  until curl -fsS --max-time 2 "http://127.0.0.1:$port/readyz" > /dev/null; do
    tries=$((tries + 1))
    if [ "$tries" -ge 120 ]; then
      echo "sahyog@$port is not ready after 60 s: stopping here, the other processes still serve" >&2
      exit 1
    fi
    sleep 0.5
  done
  echo "sahyog@$port ready"
done
