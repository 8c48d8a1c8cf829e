#!/usr/bin/env bash
# Scale-out on one machine: three poch-service replicas on loopback behind nginx (grpc_pass for
# gRPC, proxy_pass for REST), all with the same sealing key. The client
# (tests/examples/scale_out.rs) plays MATCHES matches through nginx, all at once, over both
# wires, half with sealed tokens, half with plain states. A quarter of the way through, one
# replica is SIGKILLed and started again; half of the way through, another is sent SIGTERM
# (it must drain and exit 0) and started again. Every match must end in the state an in-process
# replay of its actions gives; a request that failed in transit is retried by the client.
# Prints the matches, requests, retries and failures (which must be 0).
#
#   deploy/scale-out.sh                      (MATCHES=1000 CONCURRENCY=96)
#   POCH_SERVICE_BIN=path/to/poch-service deploy/scale-out.sh
#
# Without POCH_SERVICE_BIN the release binary is built (`cargo build --release`).
# Needs nginx (Debian's nginx-light: installed by .ci/apt.sh when missing).
set -euo pipefail
cd "$(dirname "$0")/.."
matches=${MATCHES:-1000}
concurrency=${CONCURRENCY:-96}
.ci/apt.sh nginx-light
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
if [ -n "${POCH_SERVICE_BIN:-}" ]; then
  bin=$POCH_SERVICE_BIN
else
  cargo build -q --release --locked -p poch-service
  bin="$target_dir/release/poch-service"
fi
# The debug build of the workspace, which `cargo test --workspace` has built already in CI.
cargo build -q --locked --workspace --bins --examples
client="$target_dir/debug/examples/scale_out"

work=$(mktemp -d)
chmod 0755 "$work"
pids=()
nginx_started=""
cleanup() {
  for pid in "${pids[@]}"; do
    if [ -n "$pid" ]; then
      { kill -KILL "$pid" && wait "$pid"; } 2>/dev/null || true
    fi
  done
  if [ -n "$nginx_started" ] && [ -s "$work/nginx.pid" ]; then
    kill -QUIT "$(cat "$work/nginx.pid")" 2>/dev/null || true
    sleep 0.2
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# shellcheck source=deploy/loopback.sh
. deploy/loopback.sh

key="scale:$(python3 -c 'import os; print(os.urandom(32).hex())')"
ports=("$(free_port)" "$(free_port)" "$(free_port)")
rest_port=$(free_port)
grpc_port=$(free_port)

start_replica() { # INDEX
  local i=$1
  POCH_SEALING_KEYS="$key" POCH_LOG=warn POCH_LOG_FORMAT=json POCH_DRAIN_DELAY_MS=1000 \
    POCH_DRAIN_TIMEOUT_MS=10000 "$bin" --addr "127.0.0.1:${ports[$i]}" \
    >>"$work/replica$i.log" 2>&1 &
  pids[i]=$!
  wait_ready "http://127.0.0.1:${ports[$i]}/readyz"
}
for i in 0 1 2; do start_replica "$i"; done

deploy/nginx-conf.sh "$work" "$rest_port" "$grpc_port" "${ports[@]}" >"$work/nginx.conf"
"$nginx_bin" -p "$work" -c "$work/nginx.conf" -e "$work/nginx-error.log"
nginx_started=1
wait_ready "http://127.0.0.1:$rest_port/readyz"

"$client" --rest "http://127.0.0.1:$rest_port" --grpc "http://127.0.0.1:$grpc_port" \
  --key "$key" --matches "$matches" --concurrency "$concurrency" --progress "$work/progress" \
  >"$work/client.out" 2>"$work/client.err" &
client_pid=$!
pids+=("$client_pid")

killed="" terminated="" term_status=""
while kill -0 "$client_pid" 2>/dev/null; do
  done_matches=$(cat "$work/progress" 2>/dev/null || echo 0)
  if [ -z "$killed" ] && [ "$done_matches" -ge $((matches / 4)) ]; then
    kill -KILL "${pids[0]}"
    wait "${pids[0]}" 2>/dev/null || true
    echo "scale-out: replica 0 SIGKILLed after $done_matches matches; starting it again"
    start_replica 0
    killed=1
  elif [ -n "$killed" ] && [ -z "$terminated" ] && [ "$done_matches" -ge $((matches / 2)) ]; then
    kill -TERM "${pids[1]}"
    echo "scale-out: replica 1 sent SIGTERM after $done_matches matches"
    term_status=0
    wait "${pids[1]}" || term_status=$?
    echo "scale-out: replica 1 drained and exited with status $term_status; starting it again"
    start_replica 1
    terminated=1
  fi
  sleep 0.05
done
client_status=0
wait "$client_pid" || client_status=$?
cat "$work/client.out"
cat "$work/client.err" >&2
status=0
if [ -z "$killed" ] || [ -z "$terminated" ]; then
  echo "scale-out: the matches finished before both replicas were stopped; raise MATCHES" >&2
  status=1
fi
if [ "${term_status:-0}" != 0 ]; then
  echo "scale-out: the replica sent SIGTERM exited with status $term_status, not 0" >&2
  status=1
fi
if [ "$client_status" != 0 ]; then
  echo "scale-out: failed (client exit $client_status); nginx's errors:" >&2
  tail -n 20 "$work/nginx-error.log" >&2 || true
  status=1
fi
exit "$status"
