#!/usr/bin/env bash
# Prints an nginx configuration that balances poch-service replicas on loopback: proxy_pass
# (HTTP/1.1, kept-alive connections) for REST on one port, grpc_pass (h2c) for gRPC on another.
# Used by deploy/scale-out.sh and tests/bench/scale.sh.
#
#   deploy/nginx-conf.sh WORK_DIR REST_PORT GRPC_PORT REPLICA_PORT… > WORK_DIR/nginx.conf
#   nginx -p WORK_DIR -c WORK_DIR/nginx.conf -e WORK_DIR/nginx-error.log
#
# WORK_DIR holds nginx's pid file, error log and temporary files (made here, writable by the
# worker whatever its user).
set -euo pipefail
if [ "$#" -lt 4 ]; then
  echo "usage: $0 WORK_DIR REST_PORT GRPC_PORT REPLICA_PORT…" >&2
  exit 2
fi
work=$1 rest_port=$2 grpc_port=$3
shift 3
servers=""
for port in "$@"; do
  servers+="    server 127.0.0.1:$port max_fails=1 fail_timeout=1s;"$'\n'
done
mkdir -p "$work/tmp"
chmod 0777 "$work/tmp"
cat <<CONF
worker_processes ${NGINX_WORKERS:-1};
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # nginx closes a client's connection after 1,000 requests by default; a load generator that
  # does not reconnect would then stall, and a gRPC client pays a new connection.
  keepalive_requests 1000000;
  client_body_temp_path $work/tmp/body;
  proxy_temp_path $work/tmp/proxy;
  fastcgi_temp_path $work/tmp/fastcgi;
  uwsgi_temp_path $work/tmp/uwsgi;
  scgi_temp_path $work/tmp/scgi;
  # One upstream per protocol: a kept-alive HTTP/1.1 connection must not carry gRPC.
  upstream poch_rest {
$servers    keepalive 256;
    keepalive_requests 1000000;
  }
  upstream poch_grpc {
$servers    keepalive 256;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:$rest_port;
    location / {
      proxy_pass http://poch_rest;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
  server {
    listen 127.0.0.1:$grpc_port http2;
    http2_max_concurrent_streams 1024;
    location / {
      grpc_pass grpc://poch_grpc;
    }
  }
}
CONF
