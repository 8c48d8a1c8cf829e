#!/usr/bin/env python3
"""The Python package with the engine compiled in (client/python-engine), measured in one run:

1. a Python loop over the package that chooses uniformly among the legal action ids
   (`Game.legal_action_ids`, the set bits of the seat's mask) and applies the id
   (`Game.apply_id`), against the same Python loop over pyspiel's hearts
   (`state.legal_actions()`, `state.apply_action`; chance outcomes drawn the same way and not
   counted), in alternating rounds;
2. a batch of matches in the engine's own loop, bots chosen from Python by name
   (`poch_engine.play_matches`), four random bots and four heuristic bots;
3. with `--ismcts N`: OpenSpiel's IS-MCTS bot against three uniform random bots over N
   one-deal matches (client/python-engine/examples/openspiel_ismcts.py).

Every figure is min / median / max over the rounds. Run it on one core with the venv that
.ci/python.sh builds (the package installed from the checkout, open-spiel beside it):

    taskset -c 0 .ci/.tools/python-engine-venv/bin/python tests/bench/python_engine.py --rounds 5 --write

`--write` replaces the block between `<!-- python-engine:begin -->` and
`<!-- python-engine:end -->` of BENCHMARKS.md; without it the section is printed.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

import poch_engine as pe
import pyspiel

ROOT = Path(__file__).resolve().parents[2]
BEGIN, END = "<!-- python-engine:begin -->", "<!-- python-engine:end -->"
RULES = {"max_deals": 20}


def poch_loop(seconds: float, seed: int) -> float:
    """Actions a second of the Python loop over the package."""
    rng = random.Random(seed)
    actions = 0
    start = time.perf_counter()
    end = start + seconds
    m = 0
    while time.perf_counter() < end:
        game = pe.Game(4, rules=RULES, seed=seed * 1_000_003 + m)
        m += 1
        while (seat := game.to_act) is not None:
            game.apply_id(seat, rng.choice(game.legal_action_ids(seat)))
            actions += 1
    return actions / (time.perf_counter() - start)


def hearts_loop(seconds: float, seed: int) -> float:
    """Actions a second of the same loop over pyspiel's hearts (player actions counted)."""
    rng = random.Random(seed)
    game = pyspiel.load_game("hearts")
    actions = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                actions += 1
    return actions / (time.perf_counter() - start)


def batch(bots: list[str], matches: int, seed: int) -> tuple[float, float]:
    """Actions and matches a second of a batch in the engine's loop."""
    start = time.perf_counter()
    summary = pe.play_matches(bots, matches, rules=RULES, seed=seed)
    elapsed = time.perf_counter() - start
    return summary["actions"] / elapsed, summary["matches"] / elapsed


def spread(values: list[float], digits: int = 0) -> str:
    fmt = (lambda v: f"{v:,.{digits}f}") if digits else (lambda v: f"{round(v):,}")
    return f"{fmt(min(values))} / **{fmt(statistics.median(values))}** / {fmt(max(values))}"


def commit() -> str:
    out = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    )
    dirty = subprocess.run(["git", "diff", "--quiet", "HEAD"], cwd=ROOT).returncode != 0
    return out.stdout.strip() + (" (with uncommitted changes)" if dirty else "")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0, help="each loop's time a round")
    parser.add_argument("--matches", type=int, default=20_000, help="random matches a batch")
    parser.add_argument("--ismcts", type=int, default=0, help="IS-MCTS matches (0: none)")
    parser.add_argument("--simulations", type=int, default=100)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()

    poch, hearts, random_batch, random_games, heuristic_batch = [], [], [], [], []
    for r in range(args.rounds):
        # Alternate which comes first, so that a slow spell does not fall on one alone.
        order = [("poch", poch_loop), ("hearts", hearts_loop)]
        for name, loop in order if r % 2 == 0 else order[::-1]:
            (poch if name == "poch" else hearts).append(loop(args.seconds, 100 + r))
        a, g = batch(["random"] * 4, args.matches, 200 + r)
        random_batch.append(a)
        random_games.append(g)
        heuristic_batch.append(batch(["heuristic"] * 4, args.matches // 20, 300 + r)[0])
        print(
            f"round {r + 1}: poch {poch[-1]:,.0f}, hearts {hearts[-1]:,.0f}, "
            f"batch random {a:,.0f}, heuristic {heuristic_batch[-1]:,.0f} actions/s",
            file=sys.stderr,
        )
    ratios = [p / h for p, h in zip(poch, hearts)]
    cpus = os.sched_getaffinity(0)
    pinned = f"CPU {','.join(map(str, sorted(cpus)))}" if len(cpus) < (os.cpu_count() or 1) else "unpinned"
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    ratio = statistics.median(ratios)
    floor = statistics.median(random_batch)
    lines = [
        "## The engine in Python (`client/python-engine`)",
        "",
        f"Commit {commit()}, {now}, Python {platform.python_version()}, {pinned}, "
        f"`taskset -c 0 .ci/.tools/python-engine-venv/bin/python tests/bench/python_engine.py "
        f"--rounds {args.rounds}{f' --ismcts {args.ismcts}' if args.ismcts else ''}`: "
        f"{args.rounds} alternating rounds, min / **median** / max. The machine is shared with "
        "other builds and noisy: take the ratios rather than the absolute figures.",
        "",
        "| loop | actions/s |",
        "|---|---|",
        f"| Python loop over `poch_engine` (`legal_action_ids`, `random.choice`, `apply_id`; classic, 4 players) | {spread(poch)} |",
        f"| the same Python loop over pyspiel's hearts | {spread(hearts)} |",
        f"| `play_matches`, 4 random bots ({args.matches:,} matches a round; {spread(random_games)} matches/s) | {spread(random_batch)} |",
        f"| `play_matches`, 4 heuristic bots ({args.matches // 20:,} matches a round) | {spread(heuristic_batch)} |",
        "",
        f"The Python loop over the package against hearts: {spread(ratios, 2)}× "
        f"(target at least 1.5×: **{'met' if ratio >= 1.5 else 'not met'}**). The batch of random "
        f"matches: median {floor:,.0f} actions/s on one core (target at least 1,000,000: "
        f"**{'met' if floor >= 1_000_000 else 'not met'}**).",
    ]
    if args.ismcts:
        example = ROOT / "client/python-engine/examples/openspiel_ismcts.py"
        out = subprocess.run(
            [sys.executable, str(example), "--matches", str(args.ismcts),
             "--simulations", str(args.simulations)],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
        lines += ["", f"OpenSpiel's IS-MCTS (`{example.relative_to(ROOT)} --matches {args.ismcts} "
                  f"--simulations {args.simulations}`):", "", "```", out, "```"]
    section = "\n".join(lines)
    if not args.write:
        print(section)
        return
    path = ROOT / "BENCHMARKS.md"
    text = path.read_text()
    block = f"{BEGIN}\n\n{section}\n\n{END}"
    if BEGIN in text and END in text:
        head, rest = text.split(BEGIN, 1)
        text = head + block + rest.split(END, 1)[1]
    else:
        text = text.rstrip("\n") + "\n\n" + block + "\n"
    path.write_text(text)
    print(section)


if __name__ == "__main__":
    main()
