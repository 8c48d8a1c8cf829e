#!/usr/bin/env bash
# Replays with seated bots against the server at its default settings, each while a legitimate
# caller asks `/healthz`, a REST `Apply` and a gRPC `Apply` every 100 ms on new connections
# (tests/examples/attacks.rs):
#   replays        CALLERS callers (16), half REST and half gRPC, each sending the next hostile
#                  Replay as soon as one is answered: a person's 10,000 timeouts at 8 seats with
#                  7 `timeout` bots and a million chips (too_many_actions, or overloaded);
#   large-replays  the same callers, each sending the largest Replay answered whole (told in
#                  Finnish, player ids of 64 bytes) and reading its answer;
# and prints how the replays were answered, the legitimate calls served with their times, the
# server's CPU time and its RSS before and at its peak (the high-water mark). Then, unless
# SIZES=0, the largest answers and what each takes to build (tests/examples/replay_answers.rs,
# each on a fresh server). Loopback only, bounded in time (SECONDS_EACH a run).
# Fails unless at least 95 % of the legitimate calls are served, the peak stays under 256 MiB,
# and every replay was answered with one of its codes.
#
#   tests/load/replays.sh                          (20 s a run, the release build)
#   LOCALES=en,de,nl,nb,fi LONG_IDS=fi tests/load/replays.sh   (the sizes in more narrations)
#   PROFILE=dev SECONDS_EACH=3 SIZES=0 tests/load/replays.sh   (a quick pass, as in CI)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${SECONDS_EACH:-20}
callers=${CALLERS:-16}
profile=${PROFILE:-release}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --bin poch-service --example attacks \
  --example replay_answers
target=$(target_dir)
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

for kind in replays large-replays; do
  port=$(free_port)
  POCH_LOG=warn "$target/$out_dir/poch-service" --addr "127.0.0.1:$port" >/dev/null &
  server=$!
  wait_healthz "http://127.0.0.1:$port"
  "$target/$out_dir/examples/attacks" "127.0.0.1:$port" "$server" "$kind" "$seconds" "$callers" |
    tee "$work/$kind.log"
  check_attack "$work/$kind.log"
  grep -q ', other 0;' "$work/$kind.log" || { echo "a replay was answered otherwise" >&2; exit 1; }
  kill "$server"
  wait "$server" 2>/dev/null || true
  server=
done

if [ "${SIZES:-1}" != 0 ]; then
  echo "the largest answers, each on a fresh server:"
  POCH_SERVICE_BIN="$target/$out_dir/poch-service" "$target/$out_dir/examples/replay_answers"
fi
