#!/usr/bin/env bash
# What compressing the service's gRPC answers saves and costs, answer by answer: starts the
# server and prints, for answers from a view to a Replay of 10,000 actions, their protobuf size,
# deflated and gzipped at tonic's level, and the time to deflate each on one core (the table of
# BENCHMARKS.md's "Compressing gRPC answers", behind `--grpc-compress-min-bytes`' default).
# Loopback only.
#
#   tests/load/compression.sh                 (the optimized build, profile release-lto)
#   PROFILE=dev tests/load/compression.sh     (a quick pass, as in CI; its times are a debug build's)
set -euo pipefail
cd "$(dirname "$0")/../.."
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --bin poch-service --example compression_sizes
target=$(target_dir)
port=$(free_port)
POCH_LOG=warn "$target/$out_dir/poch-service" --addr "127.0.0.1:$port" >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true' EXIT
wait_healthz "http://127.0.0.1:$port"
taskset -c "${CPU:-0}" "$target/$out_dir/examples/compression_sizes" "127.0.0.1:$port"
