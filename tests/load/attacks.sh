#!/usr/bin/env bash
# Hostile clients at full scale against the optimized server (release-lto) at its default caps, each while a
# legitimate caller asks `/healthz`, a REST `Apply` and a gRPC `Apply` every 100 ms on new
# connections (tests/examples/attacks.rs): prints the share of those served and the server's
# RSS before and at its peak, for
#   health     544 HTTP/2 connections with 100 hanging gRPC health streams each;
#   probes     the connection cap (512) filled with connections that only poll /healthz;
#   slowloris  twice the cap of silent connections, reconnecting as they are closed;
# and, with each attack in place, the time a SIGTERM takes to stop the server (its drain delay
# here is 1 s and its drain timeout 7 s). Loopback only, bounded in time (SECONDS a run).
# Fails unless at least 95 % of the legitimate calls are served, RSS stays under 256 MiB and
# the shutdown takes less than the drain timeout.
#
#   tests/load/attacks.sh                       (20 s a run, the default cap of 512 connections)
#   PROFILE=dev SECONDS_EACH=4 CAP=64 tests/load/attacks.sh   (a quick pass, as in CI: the
#   server's cap at 64, the attacks scaled to it)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${SECONDS_EACH:-20}
cap=${CAP:-512}
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --bin poch-service --example attacks
target=$(target_dir)
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT

start() {
  port=$(free_port)
  POCH_LOG=warn POCH_DRAIN_DELAY_MS=1000 POCH_DRAIN_TIMEOUT_MS=7000 \
    "$target/$out_dir/poch-service" --addr "127.0.0.1:$port" --max-connections "$cap" >/dev/null &
  server=$!
  wait_healthz "http://127.0.0.1:$port"
}

stop() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=
}

connections() { # KIND → the attack's connections: the cap and 32 more, the cap, twice the cap
  case $1 in health) echo $((cap + 32)) ;; probes) echo "$cap" ;; slowloris) echo $((2 * cap)) ;; esac
}

for kind in health probes slowloris; do
  start
  "$target/$out_dir/examples/attacks" "127.0.0.1:$port" "$server" "$kind" "$seconds" "$(connections "$kind")" |
    tee "$work/$kind.log"
  check_attack "$work/$kind.log"
  stop

  # SIGTERM with the attack in place: the drain delay, not the drain timeout.
  start
  "$target/$out_dir/examples/attacks" "127.0.0.1:$port" "$server" "$kind" 30 "$(connections "$kind")" \
    >/dev/null 2>&1 &
  attacker=$!
  sleep 8
  began=$(date +%s.%N)
  kill -TERM "$server"
  wait "$server" 2>/dev/null || true
  took=$(python3 -c "print(f'{$(date +%s.%N) - $began:.2f}')")
  server=
  kill "$attacker" 2>/dev/null || true
  wait "$attacker" 2>/dev/null || true
  echo "shutdown under the $kind attack: ${took} s (drain delay 1 s, drain timeout 7 s)"
  python3 -c "import sys; sys.exit(0 if $took < 7 else 'the shutdown waited for the drain timeout')"
done
