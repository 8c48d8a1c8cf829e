#!/usr/bin/env bash
# Load test of poch-service: Apply with a realistic mid-deal state, carried as a sealed token and
# as a plain state, against the no-op baseline (`--noop-baseline`) sent the same request bytes
# and answering as many bytes, in the same binary and run, over gRPC (h2c) and REST (HTTP/1.1),
# with h2load; for tokens also the token floor (the no-op with `x-noop-reseal`: it reads the
# request, opens the token and seals it again, and does nothing else). Prints saturation
# throughput, the server's CPU time per request (from /proc), each Apply/no-op and floor/no-op
# ratio, and p50/p99/p99.9 latency of Apply and the no-op at 25 %, 50 % and 75 % of each one's
# saturation rate (LOADS to choose others). JSON_OUT=FILE also writes every figure there as JSON
# lines. Loopback only, bounded.
#
#   tests/load/run.sh            (installs nghttp2-client with apt if h2load is missing)
#   ROUNDS=5 SAT_SECONDS=10 CLIENTS=16 tests/load/run.sh
#   PIN=1 tests/load/run.sh      (server on CPU 1 with one worker thread, h2load on CPU 0)
#   FORMS=sealed LOADS=50 ROUNDS=1 SAT_SECONDS=1 SECONDS_AT_LOAD=1 tests/load/run.sh   (a quick pass)
#   LATENCY_ROUNDS=5 tests/load/run.sh   (the latencies over 5 alternating rounds too; one by default)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${ROUNDS:-3}
sat_seconds=${SAT_SECONDS:-5}
clients=${CLIENTS:-8}
streams=${STREAMS:-8}
seconds=${SECONDS_AT_LOAD:-${SECONDS_AT_HALF:-8}}
.ci/apt.sh nghttp2-client
work=$(mktemp -d)
key="load:$(python3 -c 'import os; print(os.urandom(32).hex())')"
# PROFILE=dev measures the debug build (a quick check that the script works; not a figure).
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service -p poch-tests --features poch-service/noop --bin poch-service \
  --example load_bodies
target=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
"$target/$out_dir/examples/load_bodies" "$work" "$key"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port"
server_cmd=("$target/$out_dir/poch-service") client_cmd=(h2load)
if [ "${PIN:-0}" = 1 ]; then
  server_cmd=(taskset -c 1 "$target/$out_dir/poch-service" --worker-threads 1)
  client_cmd=(taskset -c 0 h2load)
fi
POCH_LOG=warn POCH_SEALING_KEYS="$key" "${server_cmd[@]}" --addr "127.0.0.1:$port" \
  --noop-baseline --concurrency-limit 100000 >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -sf "$url/readyz" >/dev/null && break; sleep 0.1; done

# The sizes the baseline must answer with: those of Apply's own answers, for each form.
declare -A rest_bytes grpc_frame
for form in plain sealed; do
  suffix=$([ "$form" = sealed ] && echo _sealed || true)
  rest_bytes[$form]=$(curl -s -o /dev/null -w '%{size_download}' -H 'content-type: application/json' \
    --data-binary @"$work/apply$suffix.json" "$url/v1/games/apply")
  grpc_frame[$form]=$(curl -s --http2-prior-knowledge -o /dev/null -w '%{size_download}' \
    -H 'content-type: application/grpc' -H 'te: trailers' --data-binary @"$work/apply$suffix.grpc" \
    "$url/poch.v1.EngineService/Apply")
  echo "$form: request REST $(stat -c %s "$work/apply$suffix.json") B, gRPC $(stat -c %s "$work/apply$suffix.grpc") B;" \
    "response REST ${rest_bytes[$form]} B, gRPC ${grpc_frame[$form]} B"
done

# The server's CPU time so far (user + system), in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server/stat"; }
ticks_per_second=$(getconf CLK_TCK)

# run NAME EXPECTED_DATA_BYTES_PER_REQUEST WARM_UP_SECONDS h2load-args…
#   → "rps p50_us p99_us ok complete p999_us cpu_us_per_request"
# The CPU time is read once the warm-up is over and again at the end, so it covers the requests
# h2load counts.
run() {
  local name=$1 per=$2 warm=$3 before after client
  shift 3
  if [ "$warm" -gt 0 ]; then set -- --warm-up-time "$warm" "$@"; fi
  "${client_cmd[@]}" "$@" --log-file="$work/$name.log" >"$work/$name.out" 2>&1 &
  client=$!
  sleep "$warm"
  before=$(cpu_ticks)
  wait "$client" || true
  after=$(cpu_ticks)
  python3 tests/load/h2load_summary.py "$work/$name.out" "$work/$name.log" "$per" "$((after - before))" \
    "$ticks_per_second"
}

declare -A path=(
  [grpc_apply]="$url/poch.v1.EngineService/Apply"
  [grpc_noop]="$url/poch.bench.v1.Noop/Call"
  [rest_apply]="$url/v1/games/apply"
  [rest_noop]="$url/bench/noop"
  [grpc_floor]="$url/poch.bench.v1.Noop/Call"
  [rest_floor]="$url/bench/noop"
)
# A case is WIRE_KIND_FORM: grpc_apply_sealed, rest_noop_plain, …
args_of() {
  local wire=${1%%_*} kind form=${1##*_}
  kind=${1#*_}
  kind=${kind%_*}
  local suffix
  suffix=$([ "$form" = sealed ] && echo _sealed || true)
  url_of=${path[${wire}_$kind]}
  case $wire in
    grpc)
      args=(-d "$work/apply$suffix.grpc" -H 'content-type: application/grpc' -H 'te: trailers'
        -H "x-noop-response-bytes: $((grpc_frame[$form] - 5))")
      per=${grpc_frame[$form]} m=$streams ;;
    rest)
      args=(--h1 -d "$work/apply$suffix.json" -H 'content-type: application/json'
        -H "x-noop-response-bytes: ${rest_bytes[$form]}")
      per=${rest_bytes[$form]} m=1 ;;
  esac
  if [ "$kind" = floor ]; then args+=(-H 'x-noop-reseal: 1'); fi
}
# FORMS=sealed (or plain) measures one form only.
cases=()
for form in ${FORMS:-sealed plain}; do
  cases+=("grpc_apply_$form" "grpc_noop_$form" "rest_apply_$form" "rest_noop_$form")
  if [ "$form" = sealed ]; then cases+=(grpc_floor_sealed rest_floor_sealed); fi
done
# Saturation: each case for $sat_seconds (after a 1 s warm-up), the cases alternating for
# $rounds rounds, so that a slow spell of the machine does not fall on one case alone.
declare -A sats cpus
for round in $(seq "$rounds"); do
  for case in "${cases[@]}"; do
    args_of "$case"
    read -r sat _ _ ok full _ cpu < <(run "$case-sat" "$per" 1 -D "$sat_seconds" \
      -c "$clients" -m "$m" "${args[@]}" "$url_of")
    [ "$full" = complete ] || { echo "$case: answers without their whole body" >&2; exit 1; }
    sats[$case]+="$sat "
    cpus[$case]+="$cpu "
    echo "round $round: $case $sat req/s ($ok ok), server CPU $cpu µs a request"
    [ -z "${JSON_OUT:-}" ] || echo "{\"kind\":\"saturation\",\"case\":\"$case\",\"round\":$round,\"rps\":$sat,\"cpu_us\":$cpu}" >>"$JSON_OUT"
  done
done
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
loads=${LOADS:-25 50 75}
# Latency: each case at each load for $seconds, at the rate that load is of the case's median
# saturation rate; LATENCY_ROUNDS rounds (default 1), the cases alternating within each. The
# clients' fixed-rate timers are spread evenly over their period (stagger.py), not fired in the
# same instant.
latency_rounds=${LATENCY_ROUNDS:-1}
declare -A p50s p99s p999s
for round in $(seq "$latency_rounds"); do
  for case in "${cases[@]}"; do
    [ "${case#*_floor_}" = "$case" ] || continue # the floor's saturation is what it is for
    args_of "$case"
    sat=$(median "${sats[$case]}")
    for load in $loads; do
      rate=$(( sat * load / 100 / clients )); [ "$rate" -ge 1 ] || rate=1
      # shellcheck disable=SC2046 # stagger.py prints h2load's arguments, one word each
      read -r _ p50 p99 _ _ p999 _ < <(run "$case-$load" "$per" 0 -c "$clients" -m 1 \
        $(python3 tests/load/stagger.py "$rate" "$clients" "$seconds") "${args[@]}" "$url_of")
      p50s[$case.$load]+="$p50 " p99s[$case.$load]+="$p99 " p999s[$case.$load]+="$p999 "
      [ -z "${JSON_OUT:-}" ] || echo "{\"kind\":\"latency\",\"case\":\"$case\",\"round\":$round,\"load\":$load,\"p50_us\":$p50,\"p99_us\":$p99,\"p999_us\":$p999}" >>"$JSON_OUT"
    done
  done
done
printf '%-18s %10s %8s  %s\n' case "sat req/s" "CPU µs" "p50 / p99 / p99.9 µs at ${loads// /, } % of saturation (medians of $latency_rounds round(s))"
for case in "${cases[@]}"; do
  sat=$(median "${sats[$case]}")
  line=""
  for load in $loads; do
    [ -n "${p50s[$case.$load]:-}" ] || continue
    line+="$load %: $(median "${p50s[$case.$load]}") / $(median "${p99s[$case.$load]}") / $(median "${p999s[$case.$load]}")   "
  done
  printf '%-18s %10s %8s  %s(rounds: %s)\n' "$case" "$sat" "$(median "${cpus[$case]}")" "$line" "${sats[$case]% }"
  echo "$case $sat" >>"$work/sat.txt"
done
python3 - "$work/sat.txt" <<'PY'
import sys
sat = dict(l.split() for l in open(sys.argv[1]))
for form in ("sealed", "plain"):
    for wire in ("grpc", "rest"):
        if f"{wire}_apply_{form}" not in sat:
            continue
        ratio = int(sat[f"{wire}_apply_{form}"]) / int(sat[f"{wire}_noop_{form}"])
        print(f"{wire} {form}: Apply / no-op throughput = {ratio:.2f}")
        if f"{wire}_floor_{form}" in sat:
            ratio = int(sat[f"{wire}_floor_{form}"]) / int(sat[f"{wire}_noop_{form}"])
            print(f"{wire} {form}: token floor / no-op throughput = {ratio:.2f}")
PY
