#!/usr/bin/env bash
# Clients that never read their answers: CONNECTIONS HTTP/2 connections with a zero window,
# STREAMS Replay calls each (of the most actions a Replay takes: about 100 KB in, 1 MB out),
# none of it read; prints the server's RSS before and while the answers are held, and how many
# were held or overloaded.
# Loopback only, bounded (the client gives up after 30 s a call).
#
#   tests/load/unread.sh                         (10 x 15, as in issue 21; the optimized build, release-lto)
#   CONNECTIONS=150 STREAMS=1 tests/load/unread.sh
#   CONNECTIONS=150 PROTOCOL=http1 tests/load/unread.sh   (HTTP/1.1: one REST Replay a connection)
#   PROFILE=dev CONNECTIONS=4 STREAMS=8 tests/load/unread.sh   (a quick pass, as in CI)
#   SERVER_FLAGS="--max-held-answer-bytes 33554432" tests/load/unread.sh   (the server's flags)
#   REPLAY=bots CONNECTIONS=10 STREAMS=100 tests/load/unread.sh   (Replays with seated bots)
set -euo pipefail
cd "$(dirname "$0")/../.."
connections=${CONNECTIONS:-10}
streams=${STREAMS:-15}
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --bin poch-service --example unread_answers
target=$(target_dir)
work=$(mktemp)
port=$(free_port)
# shellcheck disable=SC2086 # SERVER_FLAGS: one word per flag or value
POCH_LOG=warn "$target/$out_dir/poch-service" --addr "127.0.0.1:$port" --request-timeout-ms 30000 ${SERVER_FLAGS:-} \
  >/dev/null &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; rm -f "$work"' EXIT
wait_healthz "http://127.0.0.1:$port"
"$target/$out_dir/examples/unread_answers" "127.0.0.1:$port" "$server" "$connections" "$streams" \
  "${PROTOCOL:-h2}" "${REPLAY:-persons}" |
  tee "$work"
# Every call was held (its answer waiting to be read) or overloaded: nothing else.
grep -q ', other: 0;' "$work" || { echo "a call was answered otherwise" >&2; exit 1; }
# The server still answers once they are gone.
curl -sf "http://127.0.0.1:$port/healthz" >/dev/null
echo "healthz: ok"
