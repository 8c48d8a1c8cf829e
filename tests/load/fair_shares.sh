#!/usr/bin/env bash
# One client against the server's shares, each attack while a legitimate caller asks a REST and
# a gRPC `Apply` (sealed token and seat ticket) and a `NewGame` every 100 ms, and a small `Replay`
# every 500 ms, on new connections (tests/examples/fair_shares.rs), on the production
# configuration: the prod overlay's settings (tests/load/prod_env.py reads them from deploy/k8s),
# a sealing key made for the run, the workers of the machine (two CPUs, as the overlay's
# limits.cpu). The attacker connects from 127.0.0.2, the caller from 127.0.0.1. The attacks
# on shared budgets:
#   stalled-uploads     41 HTTP/1.1 uploads declaring 1 MiB (or 100 bytes), one byte sent;
#   unread-answers      22 HTTP/2 connections reading no answer, 100 NewGames and Applys each;
#   search-replays      1,100 search-bot Replays in flight, each sent again once answered;
#   replay-rate         310 search-bot Replays a second;
#   padded-replays      64 of them in flight, each padded to 1 MB;
#   unread-bot-replays  one Replay of bots a second, none read.
# Prints, for each, the legitimate calls served and their times, how the attack's calls were
# answered, the server's CPU time and its RSS before and at its peak. Fails unless every kind
# of legitimate call is served at 95 % or more and the RSS stays under 256 MiB. Loopback only,
# bounded in time (SECONDS_EACH a run).
#
#   tests/load/fair_shares.sh                             (30 s a run, every attack)
#   KINDS="stalled-uploads unread-answers" tests/load/fair_shares.sh
#   PROFILE=dev SECONDS_EACH=4 SCALE=25 tests/load/fair_shares.sh   (a quick pass, as in CI:
#   the attacks at a quarter of their size)
#   POCH_SERVICE_BIN=path/to/poch-service NO_BUILD=1 tests/load/fair_shares.sh   (another build,
#   such as main's, with the examples built before)
#   SERVER_FLAGS="--concurrency-limit 64" tests/load/fair_shares.sh   (flags beside the overlay's)
#   SPLIT=1 tests/load/fair_shares.sh   (the attacker and the caller in two processes, pinned
#   apart: the attacker on CPU ATTACKER_CPUS (1), the caller on CALLER_CPUS (0); the server on
#   every CPU, as the overlay runs it)
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${SECONDS_EACH:-30}
scale=${SCALE:-100}
kinds=${KINDS:-stalled-uploads unread-answers search-replays replay-rate padded-replays unread-bot-replays}
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --bin poch-service --example fair_shares
target=$(target_dir)
bin=${POCH_SERVICE_BIN:-$target/$out_dir/poch-service}
work=$(mktemp -d)
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
key=$("$bin" --generate-sealing-key load)
mapfile -t prod < <(python3 tests/load/prod_env.py)

size() { # KIND → the attack's size (connections, calls in flight or a second), scaled
  local n
  case $1 in
    stalled-uploads) n=41 ;; unread-answers) n=22 ;; search-replays) n=1100 ;;
    replay-rate) n=310 ;; padded-replays) n=64 ;; *) n=1 ;;
  esac
  echo $(((n * scale + 99) / 100))
}

for kind in $kinds; do
  port=$(free_port)
  # shellcheck disable=SC2086 # SERVER_FLAGS: one word per flag or value
  env "${prod[@]}" POCH_LOG=warn POCH_DRAIN_DELAY_MS=0 POCH_SEALING_KEYS="$key" \
    "$bin" --addr "127.0.0.1:$port" ${SERVER_FLAGS:-} >/dev/null &
  server=$!
  wait_healthz "http://127.0.0.1:$port"
  echo "== $kind (load average $(cut -d' ' -f1-3 /proc/loadavg))"
  example=("$target/$out_dir/examples/fair_shares" "127.0.0.1:$port" "$server" "$kind" "$seconds"
    "$(size "$kind")")
  if [ "${SPLIT:-0}" = 1 ]; then
    taskset -c "${ATTACKER_CPUS:-1}" "${example[@]}" attacker >"$work/$kind.attacker" &
    attacker=$!
    taskset -c "${CALLER_CPUS:-0}" "${example[@]}" caller | tee "$work/$kind.log"
    wait "$attacker" || true
    cat "$work/$kind.attacker"
  else
    "${example[@]}" | tee "$work/$kind.log"
  fi
  curl -s "http://127.0.0.1:$port/metrics" | grep -E '^poch_(shed|refused|overload|capacity|connections_closed)' || true
  kill "$server"
  wait "$server" 2>/dev/null || true
  server=
  check_attack "$work/$kind.log" || failed=1
done
[ -z "${failed:-}" ] || { echo "below the bar" >&2; exit 1; }
