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
#   tests/load/overload.sh            (installs nghttp2-client with apt if h2load is missing)
#   PIN=1 tests/load/overload.sh      (server on CPU 1 with one worker thread, h2load on CPU 0)
#   PIN=1 MULTIPLE=2 tests/load/overload.sh   (2× the saturated rate)
#   LIMIT=32 SECONDS_EACH=10 CLIENTS=32 STREAMS=16 tests/load/overload.sh
#   (the MULTIPLE× load comes from CLIENTS connections of up to STREAMS requests in flight each)
#   PROFILE=dev SECONDS_EACH=1 tests/load/overload.sh   (the debug build: CI's check that the
#   script works; its figures mean nothing)
set -euo pipefail
cd "$(dirname "$0")/../.."
limit=${LIMIT:-32}
multiple=${MULTIPLE:-4}
seconds=${SECONDS_EACH:-8}
command -v h2load >/dev/null || apt-get install -y -q nghttp2-client >/dev/null
work=$(mktemp -d)
key="overload:$(python3 -c 'import os; print(os.urandom(32).hex())')"
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
# shellcheck source=tests/load/build.sh
. tests/load/build.sh
build_for "$profile" -p poch-service
build_for dev
suffix=$([ "${FORM:-sealed}" = plain ] && echo "" || echo _sealed)
target=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
"$target/debug/examples/load_bodies" "$work" "$key"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
url="http://127.0.0.1:$port"
server_cmd=("$target/$out_dir/poch-service") client_cmd=(h2load)
if [ "${PIN:-0}" = 1 ]; then
  server_cmd=(taskset -c 1 "$target/$out_dir/poch-service" --worker-threads 1)
  client_cmd=(taskset -c 0 h2load)
fi
POCH_LOG=warn POCH_SEALING_KEYS="$key" "${server_cmd[@]}" --addr "127.0.0.1:$port" --concurrency-limit "$limit" \
  >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 100); do curl -sf "$url/readyz" >/dev/null && break; sleep 0.1; done
rss() { awk '/VmRSS/ {print $2}' "/proc/$server/status"; }
metric() { curl -s "$url/metrics" | awk -v s="$1" 'index($0, s) == 1 {print $2}' | tail -1; }

rest=(-d "$work/apply$suffix.json" -H 'content-type: application/json')
grpc=(-d "$work/apply$suffix.grpc" -H 'content-type: application/grpc' -H 'te: trailers')
rest_url="$url/v1/games/apply" grpc_url="$url/poch.v1.EngineService/Apply"

# run NAME h2load-args… → "rps served shed p50_us p99_us" (served: status 200; shed: 503;
# latencies of the served requests only)
run() {
  local name=$1
  shift
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

echo "server: --concurrency-limit $limit${PIN:+, pinned}, ${FORM:-sealed} states; RSS at start $(rss) kB"
# Warm-up, then the unloaded latency: one request at a time.
run warm -D 2 -c 4 -m 4 "${rest[@]}" "$rest_url" >/dev/null
read -r _ _ _ p50_0 p99_0 _ < <(run unloaded -D "$seconds" -c 1 -m 1 "${rest[@]}" "$rest_url")
echo "REST unloaded (1 in flight): p50 ${p50_0} µs, p99 ${p99_0} µs"
# Saturation: as many in flight as the limit admits, half of it.
read -r sat _ shed0 _ _ _ < <(run sat -D "$seconds" -c 4 -m $((limit / 8 > 0 ? limit / 8 : 1)) "${rest[@]}" "$rest_url")
echo "REST saturation: $sat req/s ($shed0 shed)"
rss_before=$(rss)
# MULTIPLE× the saturated rate, offered by $clients clients of up to $streams requests in flight
# each.
clients=${CLIENTS:-32} streams=${STREAMS:-16}
rate=$(( (multiple * sat + clients - 1) / clients ))
shed_metric0=$(metric 'poch_requests_total{operation="apply",transport="rest",outcome="overloaded"}')
read -r rps served shed p50 p99 other < <(run over -D "$seconds" -c "$clients" -m "$streams" --rps "$rate" \
  "${rest[@]}" "$rest_url")
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
read -r gsat _ _ _ _ _ < <(run gsat -D "$seconds" -c 4 -m $((limit / 8 > 0 ? limit / 8 : 1)) "${grpc[@]}" "$grpc_url")
grate=$(( (multiple * gsat + clients - 1) / clients ))
ok0=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="ok"}')
over0=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="overloaded"}')
grss_before=$(rss)
read -r grps _ _ gp50 gp99 _ < <(run gover -D "$seconds" -c "$clients" -m "$streams" --rps "$grate" \
  "${grpc[@]}" "$grpc_url")
ok1=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="ok"}')
over1=$(metric 'poch_requests_total{operation="apply",transport="grpc",outcome="overloaded"}')
echo "gRPC unloaded: p50 ${gp50_0} µs, p99 ${gp99_0} µs; saturation $gsat req/s"
gserved=$(( ${ok1:-0} - ${ok0:-0} ))
echo "gRPC at ${multiple}× ($((grate * clients)) req/s offered): answered $grps req/s; served" \
  "$gserved, shed $(( ${over1:-0} - ${over0:-0} )) (from /metrics)"
echo "gRPC goodput at ${multiple}×: $(( gserved / seconds )) served req/s, $(goodput "$gserved" "$gsat") of the saturated $gsat req/s"
echo "gRPC under ${multiple}×, all answers (served and shed): p50 ${gp50} µs, p99 ${gp99} µs"
echo "RSS: ${grss_before} kB before the gRPC ${multiple}× run, $(rss) kB after"
curl -sf "$url/readyz" >/dev/null || { echo "/readyz did not answer 200 after the runs" >&2; exit 1; }
echo "readyz: 200 after the run"
