#!/usr/bin/env bash
# Scale: Apply with a sealed token through nginx (deploy/nginx-conf.sh: proxy_pass for REST,
# grpc_pass for gRPC) in front of 1, 2 and 3 poch-service replicas, against one replica called
# directly, over both wires, with h2load. Every replica, nginx and h2load share this machine's
# cores: what this measures is the balancer's cost and that nothing breaks as replicas are
# added, not linear scaling.
#
# For each setup and wire: the saturation throughput (min/median/max over ROUNDS alternating
# rounds, every answer a complete 200) and the p50/p99 latency at LOAD % of the direct
# replica's median saturation, the same offered rate for every setup.
#
#   tests/bench/scale.sh                     (ROUNDS=5 SAT_SECONDS=5 LOAD=50 SECONDS_AT_LOAD=8)
#   JSON_OUT=FILE tests/bench/scale.sh       (also every figure as JSON lines)
#   PROFILE=dev ROUNDS=1 SAT_SECONDS=1 SECONDS_AT_LOAD=1 tests/bench/scale.sh   (a quick pass)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds=${ROUNDS:-5}
sat_seconds=${SAT_SECONDS:-5}
seconds=${SECONDS_AT_LOAD:-8}
load=${LOAD:-50}
clients=${CLIENTS:-16}
streams=${STREAMS:-8}
profile=${PROFILE:-release-lto}
out_dir=$([ "$profile" = dev ] && echo debug || echo "$profile")
.ci/apt.sh nghttp2-client nginx-light
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

work=$(mktemp -d)
chmod 0755 "$work"
key="scale:$(python3 -c 'import os; print(os.urandom(32).hex())')"
cargo build -q --profile "$profile" -p poch-service --locked
cargo run -q --profile "$profile" -p poch-tests --example load_bodies --locked -- "$work" "$key"
target=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
bin="$target/$out_dir/poch-service"

pids=()
nginx_dirs=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for dir in "${nginx_dirs[@]}"; do
    if [ -s "$dir/nginx.pid" ]; then
      kill -QUIT "$(cat "$dir/nginx.pid")" 2>/dev/null || true
    fi
  done
  sleep 0.2
  rm -rf "$work"
}
trap cleanup EXIT
# shellcheck source=deploy/loopback.sh
. deploy/loopback.sh

ports=()
for i in 0 1 2; do
  ports+=("$(free_port)")
  POCH_LOG=warn POCH_SEALING_KEYS="$key" "$bin" --addr "127.0.0.1:${ports[$i]}" \
    --concurrency-limit 100000 >"$work/replica$i.log" 2>&1 &
  pids+=($!)
  wait_ready "http://127.0.0.1:${ports[$i]}/readyz"
done
# setup → "REST base URL|gRPC base URL"
declare -A bases=([direct]="http://127.0.0.1:${ports[0]}|http://127.0.0.1:${ports[0]}")
setups=(direct)
for n in 1 2 3; do
  dir="$work/nginx$n"
  mkdir -p "$dir"
  rest_port=$(free_port) grpc_port=$(free_port)
  deploy/nginx-conf.sh "$dir" "$rest_port" "$grpc_port" "${ports[@]:0:n}" >"$dir/nginx.conf"
  "$nginx_bin" -p "$dir" -c "$dir/nginx.conf" -e "$dir/nginx-error.log"
  nginx_dirs+=("$dir")
  wait_ready "http://127.0.0.1:$rest_port/readyz"
  bases[nginx$n]="http://127.0.0.1:$rest_port|http://127.0.0.1:$grpc_port"
  setups+=("nginx$n")
done

# The body bytes of Apply's answers, which every counted answer must carry.
rest_bytes=$(curl -s -o /dev/null -w '%{size_download}' -H 'content-type: application/json' \
  --data-binary @"$work/apply_sealed.json" "http://127.0.0.1:${ports[0]}/v1/games/apply")
grpc_frame=$(curl -s --http2-prior-knowledge -o /dev/null -w '%{size_download}' \
  -H 'content-type: application/grpc' -H 'te: trailers' --data-binary @"$work/apply_sealed.grpc" \
  "http://127.0.0.1:${ports[0]}/poch.v1.EngineService/Apply")

# run NAME SETUP WIRE h2load-args… → "rps p50_us p99_us ok complete p999_us cpu"
run() {
  local name=$1 setup=$2 wire=$3 base args per
  shift 3
  case $wire in
    grpc)
      base=${bases[$setup]#*|}
      args=(-m "$streams" -d "$work/apply_sealed.grpc" -H 'content-type: application/grpc'
        -H 'te: trailers' "$base/poch.v1.EngineService/Apply")
      per=$grpc_frame ;;
    rest)
      base=${bases[$setup]%|*}
      args=(--h1 -m 1 -d "$work/apply_sealed.json" -H 'content-type: application/json'
        "$base/v1/games/apply")
      per=$rest_bytes ;;
  esac
  h2load -c "$clients" "$@" "${args[@]}" --log-file="$work/$name.log" >"$work/$name.out" 2>&1 || true
  python3 tests/load/h2load_summary.py "$work/$name.out" "$work/$name.log" "$per" 0 100
}

declare -A sats
for round in $(seq "$rounds"); do
  for setup in "${setups[@]}"; do
    for wire in grpc rest; do
      read -r rps _ p99 ok full _ _ < <(run "$setup-$wire-sat" "$setup" "$wire" --warm-up-time 1 \
        -D "$sat_seconds")
      [ "$full" = complete ] || { echo "scale: $setup $wire: answers without their whole body" >&2; exit 1; }
      [ "$ok" -gt 0 ] || { echo "scale: $setup $wire: no request succeeded" >&2; exit 1; }
      sats[$setup-$wire]+="$rps "
      echo "round $round: $setup $wire $rps req/s ($ok ok, p99 $p99 µs at saturation)"
      [ -z "${JSON_OUT:-}" ] ||
        echo "{\"kind\":\"scale_saturation\",\"setup\":\"$setup\",\"wire\":\"$wire\",\"round\":$round,\"rps\":$rps,\"p99_us\":$p99}" >>"$JSON_OUT"
    done
  done
done
median() { tr ' ' '\n' <<<"$1" | grep . | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
printf '%-8s %-5s %22s   %s\n' setup wire "sat req/s min/med/max" "p50 / p99 µs at $load % of direct's saturation"
for wire in grpc rest; do
  direct=$(median "${sats[direct-$wire]}")
  rate=$((direct * load / 100 / clients))
  [ "$rate" -ge 1 ] || rate=1
  for setup in "${setups[@]}"; do
    # shellcheck disable=SC2046 # stagger.py prints h2load's arguments, one word each
    read -r _ p50 p99 ok _ _ _ < <(run "$setup-$wire-load" "$setup" "$wire" \
      $(python3 tests/load/stagger.py "$rate" "$clients" "$seconds"))
    sorted=$(tr ' ' '\n' <<<"${sats[$setup-$wire]}" | grep . | sort -n | tr '\n' ' ')
    read -r -a all <<<"$sorted"
    printf '%-8s %-5s %22s   %s / %s (%s ok)\n' "$setup" "$wire" \
      "${all[0]}/$(median "$sorted")/${all[-1]}" "$p50" "$p99" "$ok"
    [ -z "${JSON_OUT:-}" ] ||
      echo "{\"kind\":\"scale_latency\",\"setup\":\"$setup\",\"wire\":\"$wire\",\"load\":$load,\"rps\":$((rate * clients)),\"p50_us\":$p50,\"p99_us\":$p99}" >>"$JSON_OUT"
  done
done
