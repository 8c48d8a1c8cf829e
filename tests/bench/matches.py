#!/usr/bin/env python3
"""Whole matches through a game server's loop: the server CPU a move costs, this service against
boardgame.io's server, in alternating rounds, each server pinned to one CPU and its players on
the other.

    tests/bench/matches.py                      # 5 rounds of every case, 10 s each
    tests/bench/matches.py --rounds 3 --seconds 5 --only grpc-seats,rest-seats,boardgame.io
    tests/bench/matches.py --server OTHER/poch-service   # another build of the service

The cases:

- **this service** (`poch-service`, release-lto, one worker thread, ticket mode, sealed states),
  driven by `tests/examples/match_loop.rs`: `--matches-at-once` matches at once, each a
  `NewGame` and then, per move, the seat to act choosing from its own view (a random bot) and
  the game server's `Apply` with the operator ticket, and every seat's view, over gRPC and over
  REST, the views got three ways: `get` (`Apply`, then a `GetView` per seat with its ticket),
  `include` (`Apply` with `include_views`) and `seats` (`Apply` with `view_seats` naming every
  seat);
- **boardgame.io** 0.50.2 (installed from npm into the target directory), its server with its
  in-memory storage (`tests/bench/boardgameio/server.js`, `NODE_ENV=production`) and the same
  number of matches at once of a 4-player trick-taking card game written as its documentation
  writes games (`game.js`: hidden hands through `playerView`), each started through the lobby
  API (create, four joins for the players' credentials) and played by four boardgame.io clients
  over socket.io (WebSocket), one a seat, each playing a random legal card from the state the
  server sent it (`players.js`). Its matches are `--bgio-deals` deals of 32 moves (20 by
  default, so that the lobby's and the connections' cost a match is spread over 640 moves).

Each case runs in a fresh server process: the players play `--warmup` seconds (the first
matches set up, the code warm), then `--seconds` measured: the server's user and system time
(`/proc/PID/stat`) and the bytes it wrote to its sockets (`wchar` of `/proc/PID/io`) read at
the players' mark and at their end, divided by the moves they made in between. Every case runs
once a round, the order rotating from round to round. Prints a Markdown table (min / median /
max over the rounds) and boardgame.io's CPU a move over each case's.
"""
import argparse
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET = Path(json.loads(subprocess.run(
    ["cargo", "metadata", "--format-version", "1", "--no-deps", "--locked"],
    cwd=ROOT, capture_output=True, text=True, check=True).stdout)["target_directory"])
PROFILE = "release-lto"
BGIO = "0.50.2"
WORK = TARGET / "bench" / "matches"
KEY = "bench:" + "07" * 32
CASES = [f"{wire}-{views}" for wire in ("grpc", "rest") for views in ("get", "include", "seats")]
CASES.append("boardgame.io")
TICK = os.sysconf("SC_CLK_TCK")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def cpu_seconds(pid):
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # utime and stime: the 14th and 15th fields of the line, counted from the pid.
    return (int(fields[11]) + int(fields[12])) / TICK


def written(pid):
    for line in Path(f"/proc/{pid}/io").read_text().splitlines():
        if line.startswith("wchar:"):
            return int(line.split()[1])
    return 0


def wait_for(url, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    sys.exit(f"no answer from {url}")


def install_bgio():
    """boardgame.io and the peer's scripts in WORK/boardgameio (npm, once)."""
    home = WORK / "boardgameio"
    home.mkdir(parents=True, exist_ok=True)
    stamp = home / ".installed"
    if not stamp.exists() or stamp.read_text() != BGIO:
        subprocess.run(["npm", "install", "--silent", "--no-audit", "--no-fund", "--prefix",
                        str(home), f"boardgame.io@{BGIO}"], check=True)
        stamp.write_text(BGIO)
    for name in ("game.js", "server.js", "players.js"):
        shutil.copy2(ROOT / "tests/bench/boardgameio" / name, home / name)
    return home


def measure(server_cmd, ready_url, players_cmd, env):
    """Starts the server, runs the players, and returns what they counted from their mark (the
    warm-up's end) to their end, with the server's CPU seconds and bytes written in that time."""
    server = subprocess.Popen(server_cmd, env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        wait_for(ready_url)
        players = subprocess.Popen(players_cmd, env=env, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True)
        mark = json.loads(players.stdout.readline() or "{}")
        cpu0, out0 = cpu_seconds(server.pid), written(server.pid)
        rest, errors = players.communicate()
        cpu1, out1 = cpu_seconds(server.pid), written(server.pid)
        if players.returncode != 0 or not mark.get("mark"):
            sys.exit(f"the players failed: {' '.join(players_cmd)}\n{errors[-3000:]}")
        end = json.loads(rest.strip().splitlines()[-1])
        figures = {k: end[k] - mark.get(k, 0) for k in end}
        figures["server_cpu"] = cpu1 - cpu0
        figures["server_written"] = out1 - out0
        return figures
    finally:
        server.terminate()
        server.wait()


def run_case(case, args, bgio_home):
    port = free_port()
    pin_server, pin_players = ["taskset", "-c", "1"], ["taskset", "-c", "0"]
    if case == "boardgame.io":
        env = dict(os.environ, NODE_ENV="production", DEALS=str(args.bgio_deals))
        return measure(
            [*pin_server, "node", str(bgio_home / "server.js"), str(port)],
            f"http://127.0.0.1:{port}/games",
            [*pin_players, "node", str(bgio_home / "players.js"), str(port),
             str(args.matches_at_once), str(args.seconds), "1", str(args.warmup)],
            env)
    wire, views = case.split("-")
    env = dict(os.environ, POCH_LOG="warn", POCH_SEALING_KEYS=KEY)
    return measure(
        [*pin_server, str(args.server), "--addr", f"127.0.0.1:{port}", "--worker-threads", "1",
         "--ticket-mode", "true", "--require-sealed", "true"],
        f"http://127.0.0.1:{port}/readyz",
        [*pin_players, str(TARGET / PROFILE / "examples" / "match_loop"), "--url",
         f"http://127.0.0.1:{port}", "--wire", wire, "--views", views, "--matches-at-once",
         str(args.matches_at_once), "--seconds", str(args.seconds), "--warmup", str(args.warmup)],
        env)


def spread(values, digits=0):
    f = lambda v: f"{v:,.{digits}f}"
    return f"{f(min(values))} / **{f(statistics.median(values))}** / {f(max(values))}"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=10)
    parser.add_argument("--warmup", type=float, default=3,
                        help="seconds each case plays before its measurement begins")
    parser.add_argument("--matches-at-once", type=int, default=8)
    parser.add_argument("--bgio-deals", type=int, default=20)
    parser.add_argument("--only", default=",".join(CASES))
    parser.add_argument("--server", help="the poch-service binary (default: this tree's, built)")
    parser.add_argument("--json", help="also write every measurement here, one JSON line each")
    args = parser.parse_args()
    cases = [c for c in CASES if c in args.only.split(",")]
    subprocess.run(["cargo", "build", "-q", "--locked", "--profile", PROFILE, "-p", "poch-service",
                    "-p", "poch-tests", "--bin", "poch-service", "--example", "match_loop"],
                   cwd=ROOT, check=True)
    args.server = Path(args.server) if args.server else TARGET / PROFILE / "poch-service"
    bgio_home = install_bgio() if "boardgame.io" in cases else None
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    print(f"{args.rounds} rounds, {args.seconds:g} s a case, {args.matches_at_once} matches at "
          f"once, server on CPU 1, players on CPU 0; load before {load}", flush=True)
    rows = {c: [] for c in cases}
    sink = open(args.json, "a") if args.json else None
    for r in range(args.rounds):
        order = cases[r % len(cases):] + cases[:r % len(cases)]
        for case in order:
            f = run_case(case, args, bgio_home)
            f.update(case=case, round=r + 1)
            rows[case].append(f)
            if sink:
                sink.write(json.dumps(f) + "\n")
                sink.flush()
            moves = max(f["moves"], 1)
            print(f"  round {r + 1}: {case}: {f['moves']:,} moves, "
                  f"{f['server_cpu'] * 1e6 / moves:,.1f} µs of server CPU a move", flush=True)
    load = " ".join(Path("/proc/loadavg").read_text().split()[:3])
    cpu = {c: [f["server_cpu"] * 1e6 / max(f["moves"], 1) for f in rows[c]] for c in cases}
    print()
    print("| case | moves/s | server CPU µs a move | server bytes written a move | "
          "answer bytes a move (bodies) | request bytes a move (bodies) | boardgame.io ÷ this |")
    print("|---|---|---|---|---|---|---|")
    bgio = statistics.median(cpu["boardgame.io"]) if "boardgame.io" in cpu else None
    for c in cases:
        fs = rows[c]
        per = lambda key: [f[key] / max(f["moves"], 1) for f in fs]
        bodies = (spread(per("answer_bytes")), spread(per("request_bytes"))) \
            if "answer_bytes" in fs[0] else ("—", "—")
        ratio = "—"
        if bgio is not None and c != "boardgame.io":
            within = [b / o for b, o in zip(cpu["boardgame.io"], cpu[c])]
            ratio = f"**{bgio / statistics.median(cpu[c]):.1f}×** ({spread(within, 1)})"
        print(f"| {c} | {spread([f['moves'] / args.seconds for f in fs])} | {spread(cpu[c], 1)} | "
              f"{spread(per('server_written'))} | {bodies[0]} | {bodies[1]} | {ratio} |")
    print()
    print(f"load after {load}")


if __name__ == "__main__":
    main()
