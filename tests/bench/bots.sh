#!/usr/bin/env bash
# The search bots' strength and decision time (BENCHMARKS.md, "The bots"): `poch simulate` with
# the search bot at one seat and three heuristic, then three random bots, and the infoset bot
# with three heuristic, then three search bots, MATCHES matches each on one thread (the bots
# rotate over the seats, so the bot measured sits in every seat equally),
# every decision timed. Prints each run's per-bot figures (chips per match with the 95 %
# interval) and the decision-time percentiles; the whole summaries go to OUT_DIR.
#
#   tests/bench/bots.sh                      (MATCHES=10000 SEED=1 OUT_DIR=target/bench-bots)
#   MATCHES=500 tests/bench/bots.sh          (a quick pass)
set -euo pipefail
cd "$(dirname "$0")/../.."
matches=${MATCHES:-10000}
seed=${SEED:-1}
out_dir=${OUT_DIR:-target/bench-bots}
mkdir -p "$out_dir"
cargo build --profile release-lto --quiet --locked -p poch-cli --bin poch
echo "commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load $(cut -d' ' -f1-3 /proc/loadavg)"
# The search bot against heuristic and random bots; the infoset bot against heuristic bots and
# against search bots.
for table in search:heuristic search:random infoset:heuristic infoset:search; do
  bot=${table%%:*}
  others=${table#*:}
  bots="$bot,$others,$others,$others"
  echo "== $bots: $matches matches, seed $seed, one thread"
  start=$(date +%s)
  target/release-lto/poch simulate --bots "$bots" --matches "$matches" --seed "$seed" --threads 1 \
    --quiet --decision-times --summary "$out_dir/$bot-$others.json" \
    >"$out_dir/$bot-$others.txt" 2>"$out_dir/$bot-$others.times"
  cat "$out_dir/$bot-$others.times"
  grep -E '^(bot|search|infoset|heuristic|random) ' "$out_dir/$bot-$others.txt"
  grep -E '^match length' "$out_dir/$bot-$others.txt"
  echo "$(( $(date +%s) - start )) s"
done
