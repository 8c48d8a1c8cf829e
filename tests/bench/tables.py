#!/usr/bin/env python3
"""The table server's load against boardgame.io's server, in alternating rounds: the same number
of tables at once, each four people on their own sockets playing whole matches, every move
pushed to every seat's socket; each server pinned to CPU 0 and its load generator on CPU 1.

    tests/bench/tables.py                          # 3 rounds, 16 tables at once, 10 s each
    tests/bench/tables.py --rounds 5 --tables 32 --seconds 20

The cases:

- **poch-tables** (release build, SQLite in a fresh temporary data directory, the engine in
  process), driven by `service/tables/examples/load.rs play URL TABLES SECONDS 4`: each table
  four persons (`max_deals` 3), made, seated, seeded (commit–reveal) and played to its end, over
  and over; every move one SQLite transaction, pushed to the four sockets;
- **boardgame.io** 0.50.2 (npm, into the target directory), its server of
  `tests/bench/boardgameio/server.js` (`NODE_ENV=production`, the default in-memory storage)
  with the 4-player trick-taking game of `game.js` (`--bgio-deals` deals of 32 moves), driven by
  `tests/bench/boardgameio/tables.js`: each match made through the lobby API (create, four
  joins) and played by four boardgame.io clients over socket.io (WebSocket), over and over.

Each case runs in a fresh server process. Per round and case: tables finished and moves a
second, the move-to-push latency (p50, p99: from a person's sending a move to the push of the
state it made on that person's socket), the server's CPU (user and system time of
`/proc/PID/stat` over the load) per move, and its resident memory at the end (and its peak).
Prints a Markdown table per case (min / median / max over the rounds), boardgame.io's figures
over poch-tables' within each round, and the load average before and after.
"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = Path(json.loads(subprocess.run(
    ["cargo", "metadata", "--format-version", "1", "--no-deps", "--locked"],
    cwd=ROOT, capture_output=True, text=True, check=True).stdout)["target_directory"])
BGIO = "0.50.2"
WORK = TARGET / "bench" / "tables"
TICK = os.sysconf("SC_CLK_TCK")
SERVER_CPU, LOAD_CPU = "0", "1"
CASES = ("poch-tables", "boardgame.io")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid):
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # utime and stime: the 14th and 15th fields of the line, counted from the pid.
    return (int(fields[11]) + int(fields[12])) / TICK


def memory_kib(pid):
    status = dict(line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text()
                  .splitlines() if ":" in line)
    return int(status["VmRSS"].split()[0]), int(status["VmHWM"].split()[0])


def wait_for(url, seconds=30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    sys.exit(f"no answer from {url}")


def build():
    subprocess.run(["cargo", "build", "--release", "--locked", "-p", "poch-tables", "--bin",
                    "poch-tables", "--example", "load"], cwd=ROOT, check=True)
    return TARGET / "release" / "poch-tables", TARGET / "release" / "examples" / "load"


def install_bgio():
    """boardgame.io and the peer's scripts in WORK/boardgameio (npm, once)."""
    home = WORK / "boardgameio"
    home.mkdir(parents=True, exist_ok=True)
    stamp = home / ".installed"
    if not stamp.exists() or stamp.read_text() != BGIO:
        subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix",
                        str(home), f"boardgame.io@{BGIO}"], check=True)
        stamp.write_text(BGIO)
    for name in ("game.js", "server.js", "tables.js"):
        shutil.copy2(ROOT / "tests/bench/boardgameio" / name, home / name)
    return home


def measure(server_cmd, ready_url, load_cmd, env):
    """Starts the server, runs the load on it, and returns the load's last line of output with
    the server's CPU seconds over the load and its memory at the end."""
    server = subprocess.Popen(["taskset", "-c", SERVER_CPU, *server_cmd], env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(ready_url)
        cpu0 = cpu_seconds(server.pid)
        load = subprocess.run(["taskset", "-c", LOAD_CPU, *load_cmd], env=env,
                              capture_output=True, text=True)
        cpu1 = cpu_seconds(server.pid)
        rss, peak = memory_kib(server.pid)
        if load.returncode != 0 or not load.stdout.strip():
            sys.exit(f"the load failed: {' '.join(load_cmd)}\n{load.stderr[-3000:]}")
        return load.stdout.strip().splitlines()[-1], cpu1 - cpu0, rss, peak
    finally:
        server.terminate()
        server.wait()


def run_poch(args, binaries):
    server, load = binaries
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="tables-bench-") as data:
        line, cpu, rss, peak = measure(
            [str(server), "--data-dir", data, "--listen", f"127.0.0.1:{port}",
             "--max-tables-per-client", "1000000", "--max-sockets-per-client", "100000"],
            f"{url}/v1/tables",
            [str(load), "play", url, str(args.tables), str(args.seconds), "4"],
            dict(os.environ))
    m = re.search(r"p50 ([\d.]+) ms p99 ([\d.]+) ms .*; (\d+) tables, (\d+) moves in ([\d.]+) s",
                  line)
    if not m:
        sys.exit(f"unexpected output of load: {line}")
    p50, p99, tables, moves, secs = (float(g) for g in m.groups())
    return dict(tables=tables / secs, moves=moves / secs, p50=p50, p99=p99,
                cpu_us=cpu / moves * 1e6, rss=rss / 1024, peak=peak / 1024)


def run_bgio(args, home):
    port = free_port()
    env = dict(os.environ, NODE_ENV="production", DEALS=str(args.bgio_deals))
    line, cpu, rss, peak = measure(
        ["node", str(home / "server.js"), str(port)], f"http://127.0.0.1:{port}/games",
        ["node", str(home / "tables.js"), str(port), str(args.tables), str(args.seconds), "1"],
        env)
    end = json.loads(line)
    secs = end["secs"]
    return dict(tables=end["matches"] / secs, moves=end["moves"] / secs, p50=end["p50_ms"],
                p99=end["p99_ms"], cpu_us=cpu / end["moves"] * 1e6, rss=rss / 1024,
                peak=peak / 1024)


COLUMNS = [("tables", "tables finished/s", "{:.1f}"), ("moves", "moves/s", "{:.0f}"),
           ("p50", "move-to-push p50 ms", "{:.1f}"), ("p99", "p99 ms", "{:.1f}"),
           ("cpu_us", "server CPU µs/move", "{:.0f}"), ("rss", "RSS MiB at end", "{:.1f}"),
           ("peak", "peak RSS MiB", "{:.1f}")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--tables", type=int, default=16, help="tables at once")
    parser.add_argument("--bgio-deals", type=int, default=1,
                        help="boardgame.io's deals a match (32 moves each)")
    args = parser.parse_args()
    binaries, home = build(), install_bgio()
    results = {case: [] for case in CASES}
    loads = []
    for r in range(args.rounds):
        order = CASES if r % 2 == 0 else CASES[::-1]
        before = os.getloadavg()[0]
        for case in order:
            fig = run_poch(args, binaries) if case == "poch-tables" else run_bgio(args, home)
            results[case].append(fig)
            print(f"round {r + 1} {case}: " + ", ".join(
                f"{label} {fmt.format(fig[key])}" for key, label, fmt in COLUMNS),
                file=sys.stderr, flush=True)
        loads.append((before, os.getloadavg()[0]))
    print(f"{args.tables} tables at once, {args.seconds} s a case, {args.rounds} rounds; load "
          "average (1 min) before/after each round: "
          + ", ".join(f"{a:.1f}/{b:.1f}" for a, b in loads) + "\n")
    print("| case | " + " | ".join(label for _, label, _ in COLUMNS) + " |")
    print("|---" * (len(COLUMNS) + 1) + "|")
    for case in CASES:
        cells = []
        for key, _, fmt in COLUMNS:
            v = sorted(f[key] for f in results[case])
            cells.append(" / ".join(fmt.format(x) for x in (v[0], statistics.median(v), v[-1])))
        print(f"| {case} (min / median / max) | " + " | ".join(cells) + " |")
    print("\nboardgame.io over poch-tables, round by round:")
    for key, label, _ in COLUMNS:
        ratios = [b[key] / p[key] for p, b in zip(results["poch-tables"], results["boardgame.io"])
                  if p[key]]
        if ratios:
            print(f"- {label}: " + ", ".join(f"{x:.2f}" for x in ratios)
                  + f" (median {statistics.median(ratios):.2f})")


if __name__ == "__main__":
    main()
