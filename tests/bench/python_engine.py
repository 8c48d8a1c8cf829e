#!/usr/bin/env python3
"""The Python package with the engine compiled in (client/python-engine), measured in one run,
each figure min / median / max over alternating rounds:

1. **Python loops**: a Python loop over the package that chooses uniformly among the legal
   action ids (`Game.legal_action_ids`) and applies the id (`Game.apply_id`), against the same
   loop over pyspiel's hearts (chance outcomes drawn the same way and not counted);
2. **batches of matches** in the engine's own loop (`poch_engine.play_matches`), four random
   bots and four heuristic bots;
3. **the vector environment, self-play** (`VecGames`, N = 1,024, each step one decision of
   whichever seat acts, observations and masks written): the decisions a second with a legal
   id chosen uniformly at random in numpy for every row, with the abstract and the concrete
   action sets, and the share of the time the step itself takes;
4. **the vector environment, single-agent** (`gymnasium.make_vec("poch_engine/Poch-v0", ...,
   vectorization_mode="vector_entry_point")`, N = 1,024, abstract actions): the learner's
   steps a second and the engine actions behind them (the bots' moves up to its next turn),
   against random and heuristic bots;
5. **single environments** stepped from Python with a random legal action: Gymnasium's
   `poch_engine/Poch-v0`, PettingZoo's `poch_v0`, and PettingZoo's own `connect_four_v3` and
   `texas_holdem_v4` (their pygame and rlcard dependencies are installed, pinned, when
   missing);
6. **OpenSpiel**: outcome-sampling MCCFR on a small table (`python_poch`, 3 players, 10 chips,
   abstract actions), OpenSpiel's Python solver and its C++ solver on the Python game, in
   iterations a second; with `--ismcts N`, OpenSpiel's Python IS-MCTS against three of the
   engine's heuristic bots over N one-deal matches, with a 95 % interval
   (client/python-engine/examples/openspiel_ismcts.py).

Run it on one core with the venv that .ci/python.sh builds (the package installed from the
checkout), on a quiet machine:

    /work/bin/quiet taskset -c 1 .ci/.tools/python-engine-venv/bin/python tests/bench/python_engine.py --rounds 5 --ismcts 100 --write

`--write` replaces the block between `<!-- python-engine:begin -->` and
`<!-- python-engine:end -->` of BENCHMARKS.md; without it the section is printed.
"""

from __future__ import annotations

import argparse
import datetime
import importlib.util
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

import numpy as np

import poch_engine as pe
import pyspiel

ROOT = Path(__file__).resolve().parents[2]
BEGIN, END = "<!-- python-engine:begin -->", "<!-- python-engine:end -->"
RULES = {"max_deals": 20}
# What PettingZoo's connect_four_v3 and texas_holdem_v4 import, pinned.
PEERS = {"pygame": "pygame==2.6.1", "rlcard": "rlcard==1.2.0"}
N = 1024


def ensure_peers() -> None:
    missing = [pin for module, pin in PEERS.items() if importlib.util.find_spec(module) is None]
    if missing:
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", *missing],
            check=True,
        )


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


def choose(masks: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A legal id chosen uniformly in every row of `masks` (0 for a row without one: a match
    that ended, whose action is not used), in numpy."""
    legal = masks.view(np.bool_)  # 0 or 1: the same bytes, read as booleans (the quickest sums)
    counts = legal.sum(axis=1)
    flat = np.flatnonzero(legal)
    starts = np.cumsum(counts) - counts
    pick = starts + (rng.random(len(counts)) * counts).astype(np.int64)
    ids = flat[np.minimum(pick, len(flat) - 1)] % masks.shape[1]
    return np.where(counts > 0, ids, 0)


def self_play(actions: str, seconds: float, seed: int) -> tuple[float, float]:
    """Decisions a second of VecGames' self-play form, and the share of the step in them."""
    v = pe.VecGames(N, 4, rules={"max_deals": 1}, actions=actions, seed=seed)
    v.reset()
    rng = np.random.default_rng(seed)
    steps, in_step = 0, 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        chosen = choose(v.masks, rng)
        t = time.perf_counter()
        v.step(chosen)
        in_step += time.perf_counter() - t
        steps += 1
    elapsed = time.perf_counter() - start
    return steps * N / elapsed, in_step / elapsed


def single_agent(bots: str, seconds: float, seed: int) -> tuple[float, float]:
    """The learner's steps a second of the Gymnasium vector env, and the engine actions a
    second behind them (its and the bots')."""
    import gymnasium

    envs = gymnasium.make_vec(
        "poch_engine/Poch-v0", num_envs=N, vectorization_mode="vector_entry_point",
        actions="abstract", bots=[bots],
    )
    _, info = envs.reset(seed=seed)
    games = envs.unwrapped._games
    rng = np.random.default_rng(seed)
    applied0, steps = games.actions_applied, 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, _, _, _, info = envs.step(choose(info["action_mask"], rng))
        steps += 1
    elapsed = time.perf_counter() - start
    return steps * N / elapsed, (games.actions_applied - applied0) / elapsed


def aec_loop(make: Callable[[], Any], seconds: float, seed: int) -> float:
    """Steps a second of a PettingZoo AEC environment, a random legal action each step."""
    env = make()
    rng = np.random.default_rng(seed)
    steps = 0
    start = time.perf_counter()
    episode = 0
    while time.perf_counter() - start < seconds:
        env.reset(seed=seed * 1000 + episode)
        episode += 1
        for agent in env.agent_iter():
            observation, _, termination, truncation, _ = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            steps += 1
    return steps / (time.perf_counter() - start)


def gym_loop(seconds: float, seed: int) -> float:
    """Steps a second of the Gymnasium single env, a random legal action each step."""
    import gymnasium

    env = gymnasium.make("poch_engine/Poch-v0", actions="abstract")
    rng = np.random.default_rng(seed)
    _, info = env.reset(seed=seed)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _, _, done, _, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        steps += 1
        if done:
            _, info = env.reset()
    return steps / (time.perf_counter() - start)


def mccfr(seconds: float, cpp: bool) -> float:
    """Iterations a second of outcome-sampling MCCFR on a small table."""
    import poch_engine.openspiel  # noqa: F401
    from open_spiel.python.algorithms import outcome_sampling_mccfr

    game = pyspiel.load_game(
        "python_poch", {"players": 3, "starting_chips": 10, "actions": "abstract"}
    )
    solver = (
        pyspiel.OutcomeSamplingMCCFRSolver(game)
        if cpp
        else outcome_sampling_mccfr.OutcomeSamplingSolver(game)
    )
    iterations = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            solver.run_iteration() if cpp else solver.iteration()
        iterations += 20
    return iterations / (time.perf_counter() - start)


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
    ensure_peers()
    from pettingzoo.classic import connect_four_v3, texas_holdem_v4

    from poch_engine.pettingzoo import env as poch_env

    s = args.seconds
    figures: dict[str, list[float]] = {}

    def add(name: str, value: float) -> None:
        figures.setdefault(name, []).append(value)

    measures: list[tuple[str, Callable[[int], Any]]] = [
        ("poch", lambda r: add("poch", poch_loop(s, 100 + r))),
        ("hearts", lambda r: add("hearts", hearts_loop(s, 100 + r))),
        ("batch", lambda r: [add(k, v) for k, v in zip(
            ("random_batch", "random_games"), batch(["random"] * 4, args.matches, 200 + r))]
            + [add("heuristic_batch", batch(["heuristic"] * 4, args.matches // 20, 300 + r)[0])]),
        ("self_abstract", lambda r: [add(k, v) for k, v in zip(
            ("self_abstract", "self_abstract_step"), self_play("abstract", s, 400 + r))]),
        ("self_concrete", lambda r: [add(k, v) for k, v in zip(
            ("self_concrete", "self_concrete_step"), self_play("concrete", s, 500 + r))]),
        ("single_random", lambda r: [add(k, v) for k, v in zip(
            ("single_random", "single_random_actions"), single_agent("random", s, 600 + r))]),
        ("single_heuristic", lambda r: [add(k, v) for k, v in zip(
            ("single_heuristic", "single_heuristic_actions"), single_agent("heuristic", s, 700 + r))]),
        ("gym", lambda r: add("gym", gym_loop(s / 2, 800 + r))),
        ("pz_poch", lambda r: add("pz_poch", aec_loop(lambda: poch_env(actions="abstract"), s / 2, 900 + r))),
        ("pz_c4", lambda r: add("pz_c4", aec_loop(connect_four_v3.env, s / 2, 1000 + r))),
        ("pz_holdem", lambda r: add("pz_holdem", aec_loop(texas_holdem_v4.env, s / 2, 1100 + r))),
        ("mccfr_py", lambda r: add("mccfr_py", mccfr(s, cpp=False))),
        ("mccfr_cpp", lambda r: add("mccfr_cpp", mccfr(s, cpp=True))),
    ]
    for r in range(args.rounds):
        # Alternate the order, so that a slow spell does not fall on one measure alone.
        for _, measure in measures if r % 2 == 0 else measures[::-1]:
            measure(r)
        print(f"round {r + 1}: " + ", ".join(f"{k} {v[-1]:,.0f}" for k, v in figures.items()),
              file=sys.stderr, flush=True)

    f = figures
    ratios = [p / h for p, h in zip(f["poch"], f["hearts"])]
    cpus = os.sched_getaffinity(0)
    pinned = f"CPU {','.join(map(str, sorted(cpus)))}" if len(cpus) < (os.cpu_count() or 1) else "unpinned"
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    med = statistics.median
    bots_cost = [
        1 - h / r for h, r in zip(f["single_heuristic"], f["single_random"])
    ]
    per_step = [a / st for a, st in zip(f["single_heuristic_actions"], f["single_heuristic"])]
    lines = [
        "## The engine in Python (`client/python-engine`)",
        "",
        f"Commit {commit()}, {now}, Python {platform.python_version()}, {pinned}, "
        f"`/work/bin/quiet taskset -c 1 .ci/.tools/python-engine-venv/bin/python "
        f"tests/bench/python_engine.py --rounds {args.rounds}"
        f"{f' --ismcts {args.ismcts}' if args.ismcts else ''}`: {args.rounds} alternating "
        "rounds, min / **median** / max, on one core of a quiet machine (nothing else ran).",
        "",
        "| loop | per second |",
        "|---|---|",
        f"| Python loop over `poch_engine` (`legal_action_ids`, `random.choice`, `apply_id`; classic, 4 players): actions | {spread(f['poch'])} |",
        f"| the same Python loop over pyspiel's hearts: actions | {spread(f['hearts'])} |",
        f"| `play_matches`, 4 random bots ({args.matches:,} matches a round; {spread(f['random_games'])} matches/s): actions | {spread(f['random_batch'])} |",
        f"| `play_matches`, 4 heuristic bots ({args.matches // 20:,} matches a round): actions | {spread(f['heuristic_batch'])} |",
        f"| **`VecGames` self-play, N = {N:,}, abstract actions** (40 ids): decisions, a random legal id a row chosen in numpy | {spread(f['self_abstract'])} |",
        f"| **`VecGames` self-play, N = {N:,}, concrete actions** (836 ids): decisions, the same | {spread(f['self_concrete'])} |",
        f"| Gymnasium vector env (`make_vec`, N = {N:,}, abstract), 3 random bots: the learner's steps | {spread(f['single_random'])} |",
        f"| the same, engine actions behind them (the learner's and the bots') | {spread(f['single_random_actions'])} |",
        f"| Gymnasium vector env, 3 heuristic bots: the learner's steps | {spread(f['single_heuristic'])} |",
        f"| the same, engine actions behind them | {spread(f['single_heuristic_actions'])} |",
        f"| Gymnasium `poch_engine/Poch-v0`, one env stepped from Python (abstract, heuristic bots): steps | {spread(f['gym'])} |",
        f"| PettingZoo `poch_v0` (abstract), an AEC loop from Python: steps | {spread(f['pz_poch'])} |",
        f"| PettingZoo's `connect_four_v3`, the same loop: steps | {spread(f['pz_c4'])} |",
        f"| PettingZoo's `texas_holdem_v4`, the same loop: steps | {spread(f['pz_holdem'])} |",
        f"| outcome-sampling MCCFR, OpenSpiel's Python solver (`python_poch`, 3 players, 10 chips, abstract): iterations | {spread(f['mccfr_py'], 1)} |",
        f"| the same, OpenSpiel's C++ solver on the Python game: iterations | {spread(f['mccfr_cpp'], 1)} |",
        "",
        f"- The Python loop over the package against hearts: {spread(ratios, 2)}×.",
        f"- **The batched self-play form at N = {N:,}: {med(f['self_abstract']):,.0f} decisions/s "
        f"with the abstract set (target 1,000,000: **{'met' if med(f['self_abstract']) >= 1e6 else 'not met'}**), "
        f"{med(f['self_concrete']):,.0f} with the concrete set (**{'met' if med(f['self_concrete']) >= 1e6 else 'not met'}**).** "
        f"The step itself (every match's action applied, its next observation and mask written) is "
        f"{spread([x * 100 for x in f['self_abstract_step']])} % of the time with the abstract set and "
        f"{spread([x * 100 for x in f['self_concrete_step']])} % with the concrete set; the rest is the "
        "choice in numpy.",
        f"- The single-agent form: each learner step is {med(per_step):.1f} engine actions with "
        f"heuristic bots; the bots' moves cost {spread([x * 100 for x in bots_cost])} % of the "
        "learner's steps against random bots' (heuristic bots over random).",
    ]
    if args.ismcts:
        example = ROOT / "client/python-engine/examples/openspiel_ismcts.py"
        out = subprocess.run(
            [sys.executable, str(example), "--matches", str(args.ismcts),
             "--simulations", str(args.simulations)],
            capture_output=True, text=True, check=True,
        ).stdout.strip()
        lines += ["", f"OpenSpiel's Python IS-MCTS against the engine's heuristic bots "
                  f"(`{example.relative_to(ROOT)} --matches {args.ismcts} "
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
