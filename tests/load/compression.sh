#!/usr/bin/env bash
# What compressing the service's gRPC answers saves and costs, answer by answer: starts the
# server and prints, for answers from a view to a Replay of 10,000 actions, their protobuf size,
# deflated and gzipped at tonic's level, and the time to deflate each on one core (the table of
# BENCHMARKS.md's "Compressing gRPC answers", behind `--grpc-compress-min-bytes`' default).
# Loopback only.
#
#   tests/load/compression.sh                 (the release build)
#   PROFILE=dev tests/load/compression.sh     (a quick pass, as in CI; its times are a debug build's)
set -euo pipefail
cd "$(dirname "$0")/../.."
profile=${PROFILE:-release}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --bin poch-service --example compression_sizes
target=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
POCH_LOG=warn "$target/$out_dir/poch-service" --addr "127.0.0.1:$port" >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break
  sleep 0.1
done
taskset -c "${CPU:-0}" "$target/$out_dir/examples/compression_sizes" "127.0.0.1:$port"
