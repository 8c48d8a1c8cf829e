#!/usr/bin/env bash
# Overload test of poch-service: Apply (the load test's mid-deal position) driven at MULTIPLE
# (4 by default) times the saturated throughput. Prints the unloaded latency, the saturation
# throughput, then, under MULTIPLE×, how many requests were served and how many were shed with
# `overloaded`, the served share of the saturated throughput (the goodput), the latency of the
# served ones against the unloaded one, and the server's RSS before and after. Loopback only,
# bounded in time. REST over h2c (the status tells a served answer, 200, from a shed one, 503),
# then gRPC (shed calls counted from /metrics, as their HTTP status is 200).
#
# The state travels as a sealed token, as in production (FORM=plain sends it plain). The script
# fails if any answer is other than served or `overloaded`, or if /healthz or /readyz does not
# answer 200 after the runs.
#
# LIMITS (one or more --concurrency-limit values, "32" by default) are measured in ROUNDS rounds
# (1 by default), the limits alternating within each round, each on a server of its own; the
# script ends with each limit's goodput and served p99 / unloaded p99, min / median / max over
# the rounds, both wires.
#
#   tests/load/overload.sh            (installs nghttp2-client with apt if h2load is missing)
#   PIN=1 tests/load/overload.sh      (server on CPU 0 with one worker thread, h2load on CPU 1)
#   PIN=1 MULTIPLE=2 LIMITS="8 32 1024" ROUNDS=3 SECONDS_EACH=4 tests/load/overload.sh  (BENCHMARKS.md)
#   LIMIT=32 SECONDS_EACH=10 CLIENTS=32 STREAMS=16 tests/load/overload.sh
#   (the MULTIPLE× load comes from CLIENTS connections of up to STREAMS requests in flight each)
#   PROFILE=dev SECONDS_EACH=1 tests/load/overload.sh   (the debug build: CI's check that the
#   script works; its figures mean nothing)
#   POCH_SERVICE_BIN=path/to/poch-service NO_BUILD=1 tests/load/overload.sh   (another build,
#   such as main's, with the examples built before)
set -euo pipefail
cd "$(dirname "$0")/../.."
limits=${LIMITS:-${LIMIT:-32}}
rounds=${ROUNDS:-1}
multiple=${MULTIPLE:-4}
seconds=${SECONDS_EACH:-8}
.ci/apt.sh nghttp2-client
work=$(mktemp -d)
key="overload:$(python3 -c 'import os; print(os.urandom(32).hex())')"
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service
build_for dev
suffix=$([ "${FORM:-sealed}" = plain ] && echo "" || echo _sealed)
target=$(target_dir)
"$target/debug/examples/load_bodies" "$work" "$key"
server=
trap '[ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$work"' EXIT
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port"
bin=${POCH_SERVICE_BIN:-$target/$out_dir/poch-service}
server_cmd=("$bin") client_cmd=(h2load)
if [ "${PIN:-0}" = 1 ]; then
  server_cmd=(taskset -c 0 "$bin" --worker-threads 1)
  client_cmd=(taskset -c 1 h2load)
fi
rss() { awk '/VmRSS/ {print $2}' "/proc/$server/status"; }
# The server's CPU time so far, in clock ticks (user and system): a phase's CPU per request is a
# figure that a busy machine disturbs less than its rate (the rate is what the server got of
# the CPU; the CPU it used for each request is its cost).
cpu() { awk '{print $14 + $15}' "/proc/$server/stat"; }
ticks_us() { # TICKS N → the CPU time of each of N requests, in µs
  python3 -c "print(f'{$1 * 1e6 / $(getconf CLK_TCK) / max($2, 1):.1f}')"
}
refusal_cost() { # CPU-OVER SERVED SHED CPU-SAT SAT-SERVED → a refusal's CPU ÷ a served request's
  # (at saturation, where every request is served), or "-" when nothing was refused
  python3 -c "
served_cost = $4 / max($5, 1)
print('-' if $3 == 0 or served_cost == 0 else f'{($1 - $2 * served_cost) / $3 / served_cost:.3f}')"
}
cost() { # CPU-OVER SERVED SHED CPU-SAT SAT-SERVED → the phase's CPU, and a refusal's cost
  echo "$(ticks_us "$1" 1) µs in all ($(ticks_us "$1" "$(( $2 + $3 ))") µs an answer);" \
    "a refusal's CPU ÷ a served request's: $(refusal_cost "$@")"
}
metric() { curl -s "$url/metrics" | awk -v s="$1" 'index($0, s) == 1 {print $2}' | tail -1; }

rest=(-d "$work/apply$suffix.json" -H 'content-type: application/json')
grpc=(-d "$work/apply$suffix.grpc" -H 'content-type: application/grpc' -H 'te: trailers')
rest_url="$url/v1/games/apply" grpc_url="$url/poch.v1.EngineService/Apply"

# run NAME h2load-args… → "rps served shed p50_us p99_us" (served: status 200; shed: 503;
# latencies of the served requests only)
run() {
  local name=$1
  shift
  # h2load appends to its log file: each run starts a new one.
  rm -f "$work/$name.log"
  "${client_cmd[@]}" "$@" --log-file="$work/$name.log" >"$work/$name.out" 2>&1 || true
  python3 - "$work/$name.out" "$work/$name.log" <<'PY'
import re, sys
out = open(sys.argv[1]).read()
rows = [l.split() for l in open(sys.argv[2]) if l.strip()]
served = sorted(int(r[2]) for r in rows if r[1] == "200")
shed = sum(1 for r in rows if r[1] == "503")
other = sum(1 for r in rows if r[1] not in ("200", "503"))
rps = float(re.search(r"finished in [^,]+, ([0-9.]+) req/s", out).group(1))
p = lambda q: served[min(len(served) - 1, int(q * len(served)))] if served else 0
print(f"{rps:.0f} {len(served)} {shed} {p(0.5)} {p(0.99)} {other}")
PY
}

measure() { # LIMIT ROUND: one server, both wires; prints RESULT lines
  local limit=$1 round=$2
  POCH_LOG=warn POCH_SEALING_KEYS="$key" "${server_cmd[@]}" --addr "127.0.0.1:$port" --concurrency-limit "$limit" \
    >"$work/server.log" 2>&1 &
  server=$!
  for _ in $(seq 100); do curl -sf "$url/readyz" >/dev/null && break; sleep 0.1; done
  echo "server: --concurrency-limit $limit${PIN:+, pinned}, ${FORM:-sealed} states; RSS at start $(rss) kB"
  # Warm-up, then the unloaded latency: one request at a time.
  run warm -D 2 -c 4 -m 4 "${rest[@]}" "$rest_url" >/dev/null
  read -r _ _ _ p50_0 p99_0 _ < <(run unloaded -D "$seconds" -c 1 -m 1 "${rest[@]}" "$rest_url")
  echo "REST unloaded (1 in flight): p50 ${p50_0} µs, p99 ${p99_0} µs"
  # Saturation: as many in flight as the limit admits, half of it.
  cpu0=$(cpu)
  read -r sat sat_served shed0 _ _ _ < <(run sat -D "$seconds" -c 4 -m $((limit / 8 > 0 ? limit / 8 : 1)) "${rest[@]}" "$rest_url")
  cpu_sat=$(( $(cpu) - cpu0 ))
  echo "REST saturation: $sat req/s ($shed0 shed), server CPU $(ticks_us "$cpu_sat" "$sat_served") µs a request"
  rss_before=$(rss)
  # MULTIPLE× the saturated rate, offered by $clients clients of up to $streams requests in flight
  # each.
  clients=${CLIENTS:-32} streams=${STREAMS:-16}
  rate=$(( (multiple * sat + clients - 1) / clients ))
  shed_metric0=$(metric 'poch_requests_total{operation="apply",transport="rest",outcome="overloaded"}')
  cpu0=$(cpu)
  read -r rps served shed p50 p99 other < <(run over -D "$seconds" -c "$clients" -m "$streams" --rps "$rate" \
    "${rest[@]}" "$rest_url")
  cpu_over=$(( $(cpu) - cpu0 ))
  shed_metric=$(metric 'poch_requests_total{operation="apply",transport="rest",outcome="overloaded"}')
  rss_after=$(rss)
  goodput() { # SERVED SATURATED-RATE → the served rate as a share of the saturated one
    python3 -c "print(f'{$1 / $seconds / max($2, 1):.0%}')"
  }
  echo "REST at ${multiple}× ($((rate * clients)) req/s offered, $clients × $streams in flight at most): answered $rps req/s; served $served," \
    "shed $shed (overloaded in /metrics: $(( ${shed_metric:-0} - ${shed_metric0:-0} ))), other $other"
  echo "REST goodput at ${multiple}×: $(( served / seconds )) served req/s, $(goodput "$served" "$sat") of the saturated $sat req/s"
  echo "REST served under ${multiple}×: p50 ${p50} µs, p99 ${p99} µs;" \
    "p99 / unloaded p99 = $(python3 -c "print(f'{$p99 / max($p99_0, 1):.2f}')")"
  echo "REST server CPU under ${multiple}×: $(cost "$cpu_over" "$served" "$shed" "$cpu_sat" "$sat_served")"
  echo "RSS: ${rss_before} kB before the ${multiple}× run, ${rss_after} kB after"
  if [ "$other" != 0 ]; then
    echo "$other answers under ${multiple}× were neither served (200) nor overloaded (503)" >&2
    exit 1
  fi
  curl -sf "$url/healthz" >/dev/null || { echo "/healthz did not answer 200 after the run" >&2; exit 1; }
  echo "healthz: 200 after the run"

  # gRPC: the same, shed calls counted from /metrics (HTTP 200 with grpc-status 8).
  run gwarm -D 2 -c 4 -m 4 "${grpc[@]}" "$grpc_url" >/dev/null
  read -r _ _ _ gp50_0 gp99_0 _ < <(run gunloaded -D "$seconds" -c 1 -m 1 "${grpc[@]}" "$grpc_url")
  cpu0=$(cpu)
  read -r gsat gsat_served _ _ _ _ < <(run gsat -D "$seconds" -c 4 -m $((limit / 8 > 0 ? limit / 8 : 1)) "${grpc[@]}" "$grpc_url")
  gcpu_sat=$(( $(cpu) - cpu0 ))
  grate=$(( (multiple * gsat + clients - 1) / clients ))
  ok0=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="ok"}')
  over0=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="overloaded"}')
  grss_before=$(rss)
  cpu0=$(cpu)
  read -r grps _ _ gp50 gp99 _ < <(run gover -D "$seconds" -c "$clients" -m "$streams" --rps "$grate" \
    "${grpc[@]}" "$grpc_url")
  gcpu_over=$(( $(cpu) - cpu0 ))
  ok1=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="ok"}')
  over1=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="overloaded"}')
  echo "gRPC unloaded: p50 ${gp50_0} µs, p99 ${gp99_0} µs; saturation $gsat req/s"
  gserved=$(( ${ok1:-0} - ${ok0:-0} ))
  echo "gRPC at ${multiple}× ($((grate * clients)) req/s offered): answered $grps req/s; served" \
    "$gserved, shed $(( ${over1:-0} - ${over0:-0} )) (from /metrics)"
  echo "gRPC goodput at ${multiple}×: $(( gserved / seconds )) served req/s, $(goodput "$gserved" "$gsat") of the saturated $gsat req/s"
  echo "gRPC server CPU: $(ticks_us "$gcpu_sat" "$gsat_served") µs a request at saturation;" \
    "under ${multiple}×: $(cost "$gcpu_over" "$gserved" "$(( ${over1:-0} - ${over0:-0} ))" "$gcpu_sat" "$gsat_served")"
  echo "gRPC under ${multiple}×, all answers (served and shed): p50 ${gp50} µs, p99 ${gp99} µs"
  # A shed call answers HTTP 200 too, so the log cannot tell the served calls' latencies apart.
  # Refusals answer faster than served calls, so the served p99 is at most the all-answers
  # quantile 1 − 0.01 × (served share): the slowest 1 % of the served calls lie in that tail.
  gp99=$(python3 - "$work/gover.log" "$gserved" <<'PY'
import sys
times = sorted(int(l.split()[2]) for l in open(sys.argv[1]) if l.strip())
share = min(1.0, int(sys.argv[2]) / max(len(times), 1))
print(times[min(len(times) - 1, int((1 - 0.01 * share) * len(times)))] if times else 0)
PY
)
  echo "gRPC served under ${multiple}×: p99 at most ${gp99} µs (the all-answers tail as wide as 1 % of the served)"
  echo "RSS: ${grss_before} kB before the gRPC ${multiple}× run, $(rss) kB after"
  curl -sf "$url/readyz" >/dev/null || { echo "/readyz did not answer 200 after the runs" >&2; exit 1; }
  echo "readyz: 200 after the run"
  echo "RESULT $limit rest $sat $served $seconds $p99 $p99_0 $(refusal_cost "$cpu_over" "$served" "$shed" "$cpu_sat" "$sat_served")"
  echo "RESULT $limit grpc $gsat $gserved $seconds $gp99 $gp99_0 $(refusal_cost "$gcpu_over" "$gserved" "$(( ${over1:-0} - ${over0:-0} ))" "$gcpu_sat" "$gsat_served")"
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  server=
}

for round in $(seq "$rounds"); do
  for limit in $limits; do
    echo "== round $round, --concurrency-limit $limit"
    measure "$limit" "$round" | tee -a "$work/results.log"
  done
done

echo "== ${multiple}× the saturated rate, over $rounds round(s): min / median / max"
python3 - "$work/results.log" <<'PY'
import statistics, sys
rows = [l.split()[1:] for l in open(sys.argv[1]) if l.startswith("RESULT ")]
by = {}
for limit, wire, sat, served, seconds, p99, p99_0, r in rows:
    goodput = int(served) / int(seconds) / max(int(sat), 1)
    ratio = int(p99) / max(int(p99_0), 1)
    r = None if r == "-" else float(r)
    by.setdefault((int(limit), wire), []).append((goodput, ratio, int(sat), int(p99), int(p99_0), r))
trio = lambda xs, f: " / ".join(f.format(x) for x in (min(xs), statistics.median(xs), max(xs))) if xs else "-"
# A refusal costing r of a served request leaves (1 - 2r) / (1 - r) of the CPU's served rate at
# 2× the saturated rate: the goodput a machine of its own would give, by the CPU it used here.
floor = lambda r: max(0.0, (1 - 2 * r) / (1 - r)) if r < 1 else 0.0
print("| limit | wire | saturated req/s (median) | goodput: served ÷ saturated | served p99 ÷ unloaded p99 | served p99 (median) | unloaded p99 (median) | a refusal's CPU ÷ a served request's | goodput at 2× by that CPU |")
print("|---|---|---|---|---|---|---|---|---|")
for (limit, wire), v in sorted(by.items()):
    rs = [x[5] for x in v if x[5] is not None]
    print(f"| {limit} | {wire} | {statistics.median(x[2] for x in v):,.0f} | "
          f"{trio([x[0] for x in v], '{:.2f}')} | {trio([x[1] for x in v], '{:.1f}')} | "
          f"{statistics.median(x[3] for x in v) / 1000:.2f} ms | {statistics.median(x[4] for x in v) / 1000:.2f} ms | "
          f"{trio(rs, '{:.2f}')} | {trio([floor(r) for r in rs], '{:.2f}')} |")
PY
