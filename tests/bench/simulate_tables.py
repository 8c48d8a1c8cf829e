#!/usr/bin/env python3
"""`poch simulate` with and without its outputs: the summary alone, with `--parquet` (the four
tables), and with `--parquet` and `--records`, alternating within each round, pinned to one CPU
on one thread. Prints a Markdown table (actions and matches per CPU-second, wall seconds, peak
memory, bytes written; min / median / max over the rounds) and the ratio of each to the summary
alone, round by round.

    cargo build --release --locked -p poch-cli
    taskset -c 1 python3 tests/bench/simulate_tables.py --rounds 5 --matches 20000

Each run is one process (`target/release/poch simulate --threads 1`), its CPU seconds and peak
memory the operating system's accounting of it (wait4); the tables and records go to a fresh
directory under target/bench, removed after the run.
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Cargo's target directory (CARGO_TARGET_DIR or the build configuration may move it).
TARGET = Path(json.loads(subprocess.run(
    ["cargo", "metadata", "--format-version", "1", "--no-deps", "--locked"],
    cwd=ROOT, capture_output=True, text=True, check=True).stdout)["target_directory"])
POCH = TARGET / "release" / "poch"
WORK = TARGET / "bench" / "simulate-tables"
VARIANTS = {
    "summary only": [],
    "--parquet": ["--parquet", "{dir}"],
    "--parquet --records": ["--parquet", "{dir}", "--records", "{dir}/records.jsonl"],
}


def measure(variant, matches, seed):
    """One run's figures: the CPU seconds and peak memory of the child alone (wait4)."""
    out = WORK / "out"
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    extra = [a.replace("{dir}", str(out)) for a in VARIANTS[variant]]
    args = [str(POCH), "simulate", "--matches", str(matches), "--seed", str(seed), "--threads", "1",
            "--quiet", "--json", *extra]
    log = WORK / "stdout.json"
    start = time.monotonic()
    with open(log, "wb") as sink:
        child = subprocess.Popen(args, stdout=sink, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(child.pid, 0)
    wall = time.monotonic() - start
    if status != 0:
        raise SystemExit(f"{variant}: exit status {status}")
    summary = json.loads(log.read_text())
    written = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    shutil.rmtree(out, ignore_errors=True)
    cpu = usage.ru_utime + usage.ru_stime
    return {
        "actions": summary["figures"]["actions"] / cpu,
        "matches": summary["figures"]["matches"] / cpu,
        "wall": wall,
        "peak": usage.ru_maxrss / 1024,
        "bytes": written,
    }


def spread(values, fmt):
    return f"{fmt(min(values))} / **{fmt(statistics.median(values))}** / {fmt(max(values))}"


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--matches", type=int, default=20_000)
    p.add_argument("--seed", type=int, default=7)
    a = p.parse_args()
    if not POCH.exists():
        raise SystemExit(f"{POCH} is missing: cargo build --release --locked -p poch-cli")
    WORK.mkdir(parents=True, exist_ok=True)
    names = list(VARIANTS)
    measure(names[0], a.matches // 10, a.seed)  # warm the page cache and the binary
    results = {n: [] for n in names}
    for r in range(a.rounds):
        # The order rotates, so that no variant always runs first (or last) in a round.
        for n in names[r % len(names):] + names[:r % len(names)]:
            results[n].append(measure(n, a.matches, a.seed))
            print(f"round {r + 1} {n}: {results[n][-1]['actions']:,.0f} actions/s", flush=True)
    base = results[names[0]]
    print()
    print("| run | actions / CPU-second | matches / CPU-second | wall seconds | peak memory (MiB) "
          "| written (MB) | ÷ summary only (actions/s) |")
    print("|---|---|---|---|---|---|---|")
    for n in names:
        rows = results[n]
        ratios = [row["actions"] / b["actions"] for row, b in zip(rows, base)]
        ratio = "—" if n == names[0] else spread(ratios, lambda x: f"{x:.2f}")
        print(f"| `poch simulate {n}` | {spread([x['actions'] for x in rows], lambda x: f'{x:,.0f}')} "
              f"| {spread([x['matches'] for x in rows], lambda x: f'{x:,.0f}')} "
              f"| {spread([x['wall'] for x in rows], lambda x: f'{x:.2f}')} "
              f"| {spread([x['peak'] for x in rows], lambda x: f'{x:.0f}')} "
              f"| {spread([x['bytes'] / 1e6 for x in rows], lambda x: f'{x:.1f}')} | {ratio} |")


if __name__ == "__main__":
    main()
