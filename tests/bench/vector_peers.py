#!/usr/bin/env python3
"""The vector environment (`poch_engine.VecGames`) against the batched CPU environments a
researcher would pick instead, in decisions per CPU-second, in alternating rounds on one core:

- **poch, abstract** and **poch, concrete**: `VecGames(N, 4, rules={"max_deals": 1})` in
  self-play, each `step()` one decision in every match, the legal id drawn uniformly in Rust
  inside the step, the observation (a 423-float tensor) and the legal mask written for every
  match into numpy arrays; and the same with the id chosen in numpy from the masks and given
  to `step(ids)`, as a policy outside the engine would;
- **pgx `leduc_holdem`** (CPU, jit): `jax.jit(jax.vmap(auto_reset(env.step, env.init)))` of N
  games, a legal action drawn uniformly inside the jitted step (`jax.random.categorical` over
  the legal mask), the state (observation and mask included) computed for every game;
- **EnvPool `Blackjack-v1`**: `envpool.make(..., num_envs=N, batch_size=N, num_threads=1)`, a
  random action (0 or 1) drawn in numpy for every game.

Each contender runs in a process of its own pinned to one CPU (`taskset`), with JAX and XLA held
to one thread; a warm-up (JAX's compilation included) is not counted; then `--seconds` of steps,
counted as N decisions a step over the process's CPU time (`time.process_time`, every thread).
The rounds alternate the contenders, rotating who goes first.

The peers are installed by the benchmark itself, pinned, in a venv of their own
(`--peers-venv`, by default `target/bench/vector-peers-venv`): pgx and JAX (CPU) with their
dependencies, then EnvPool without its dependencies (they pull the MuJoCo assets) and only what
its toy-text environments import. poch_engine is imported by the Python running this script
(the package installed from the checkout, as .ci/python.sh does):

    .ci/.tools/python-engine-venv/bin/python tests/bench/vector_peers.py --rounds 5 --seconds 5 --cpu 1

Prints the section (min / median / max of each, and poch over each peer in each round).

With `--instructions`, counts instead callgrind's instructions a decision of the two `step()`
contenders (N = 256, `--steps` steps after `reset()`, less the same run without the steps; one
thread, as in the timed rounds), a figure the machine's load does not move; the peers are not
needed:

    .ci/.tools/python-engine-venv/bin/python tests/bench/vector_peers.py --instructions
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Pinned; pgx and JAX bring their own dependencies.
PEERS = ["pgx==2.6.0", "jax[cpu]==0.5.3", "jaxlib==0.5.3", "numpy==2.4.6"]
# EnvPool's own dependencies include several hundred MB of MuJoCo assets: it is installed
# without them, with what its toy-text environments need.
ENVPOOL = ["envpool==1.2.5", "envpool-assets==0.3.0"]
ENVPOOL_NEEDS = [
    "dm-env==1.6",
    "gymnasium==1.4.0",
    "optree==0.20.0",
    "types-protobuf==7.35.1.20261122",
    "typing_extensions==4.16.0",
    "packaging==26.4",
    "matplotlib==3.11.2",
    "pillow==13.0.0",
]

ONE_THREAD = {
    "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1",
    "JAX_PLATFORMS": "cpu",
    "OMP_NUM_THREADS": "1",
    "OPENBLAS_NUM_THREADS": "1",
    "MKL_NUM_THREADS": "1",
}

# The worker: `python -c WORKER KIND N SECONDS SEED` prints one JSON line.
WORKER = r'''
import json, sys, time
kind, n, seconds, seed = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])

if kind.startswith("poch-"):
    import numpy as np
    import poch_engine as pe
    actions, numpy = kind.split("-")[1], kind.endswith("-numpy")
    v = pe.VecGames(n, 4, rules={"max_deals": 1}, actions=actions, seed=seed)
    v.reset()
    rng = np.random.default_rng(seed)
    def choose(masks):
        # One legal id a row, uniformly, in numpy (tests/bench/python_engine.py's way).
        legal = masks.view(np.bool_)
        counts = legal.sum(axis=1)
        flat = np.flatnonzero(legal)
        starts = np.cumsum(counts) - counts
        pick = starts + (rng.random(len(counts)) * counts).astype(np.int64)
        return flat[np.minimum(pick, len(flat) - 1)] % masks.shape[1]
    def step():
        if numpy:
            v.step(choose(v.masks))
        else:
            v.step()
    what = f"{v.tensor_len} floats, {v.num_actions} ids"
elif kind == "pgx-leduc":
    import jax, jax.numpy as jnp, pgx
    from pgx.experimental import auto_reset
    env = pgx.make("leduc_holdem")
    def one(state, key):
        key, k = jax.random.split(key)
        logits = jnp.where(state.legal_action_mask, 0.0, -jnp.inf)
        action = jax.random.categorical(k, logits)
        return auto_reset(env.step, env.init)(state, action, key), key
    stepper = jax.jit(jax.vmap(one))
    keys = jax.random.split(jax.random.PRNGKey(seed), n)
    state = jax.jit(jax.vmap(env.init))(keys)
    box = [state, keys]
    def step():
        box[0], box[1] = stepper(box[0], box[1])
        box[0].observation.block_until_ready()
    what = f"{state.observation.shape[1]} floats, {env.num_actions} ids"
elif kind == "envpool-blackjack":
    import types
    # Only the toy-text environments: the package's entry registers every family, and the
    # others need assets this install leaves out.
    sys.modules["envpool.entry"] = types.ModuleType("envpool.entry")
    import numpy as np
    import envpool, envpool.toy_text.registration
    env = envpool.make("Blackjack-v1", env_type="gymnasium", num_envs=n, batch_size=n,
                       num_threads=1, seed=seed)
    env.reset()
    rng = np.random.default_rng(seed)
    def step():
        env.step(rng.integers(0, 2, n, dtype=np.int32))
    what = "3 ints, 2 ids"
else:
    sys.exit(f"unknown kind {kind}")

warm = time.perf_counter()
while time.perf_counter() - warm < min(2.0, seconds):
    step()
steps = 0
cpu, wall = time.process_time(), time.perf_counter()
while time.perf_counter() - wall < seconds:
    step()
    steps += 1
cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
print(json.dumps({"decisions": steps * n, "cpu": cpu, "wall": wall, "what": what}))
'''

# callgrind's worker: `python -c COUNTED ACTIONS N STEPS` steps N matches STEPS times.
COUNTED = r'''
import sys
import poch_engine as pe
actions, n, steps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
v = pe.VecGames(n, 4, rules={"max_deals": 1}, actions=actions, seed=1)
v.reset()
for _ in range(steps):
    v.step()
'''


def counted(actions: str, n: int, steps: int) -> int:
    """callgrind's count of the instructions of the worker's whole process."""
    with tempfile.NamedTemporaryFile() as out:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", sys.executable,
             "-c", COUNTED, actions, str(n), str(steps)], capture_output=True, text=True,
            # One thread, as in the timed rounds (numpy's BLAS threads would be counted too), and
            # Python's hashes fixed, so that two runs execute the same instructions.
            env={**os.environ, **ONE_THREAD, "PYTHONHASHSEED": "0"})
    found = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or not found:
        sys.exit(f"callgrind failed:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def instructions(args: argparse.Namespace) -> None:
    n = 256
    print(f"callgrind, N = {n}, {args.steps} `step()` calls less none:\n")
    print("| contender | instructions a decision |")
    print("|---|---|")
    for actions in ["abstract", "concrete"]:
        per = (counted(actions, n, args.steps) - counted(actions, n, 0)) / (n * args.steps)
        print(f"| {LABELS['poch-' + actions]} | {per:,.0f} |")


KINDS = ["poch-abstract", "poch-concrete", "poch-abstract-numpy", "poch-concrete-numpy",
         "pgx-leduc", "envpool-blackjack"]
LABELS = {
    "poch-abstract": "poch `VecGames`, abstract actions",
    "poch-concrete": "poch `VecGames`, concrete actions",
    "poch-abstract-numpy": "the same, abstract, the id chosen in numpy (`step(ids)`)",
    "poch-concrete-numpy": "the same, concrete, the id chosen in numpy",
    "pgx-leduc": "pgx 2.6.0 `leduc_holdem` (jit, CPU)",
    "envpool-blackjack": "EnvPool 1.2.5 `Blackjack-v1`",
}


def peers_python(path: Path) -> Path:
    """The peers' venv's python, the venv made and the peers installed when missing."""
    python = path / "bin" / "python"
    stamp = path / ".installed"
    wanted = json.dumps([PEERS, ENVPOOL, ENVPOOL_NEEDS])
    if stamp.is_file() and stamp.read_text() == wanted:
        return python
    print(f"installing the peers into {path}", file=sys.stderr)
    venv.create(path, with_pip=True, clear=True)
    pip = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*pip, *PEERS, *ENVPOOL_NEEDS], check=True)
    subprocess.run([*pip, "--no-deps", *ENVPOOL], check=True)
    stamp.write_text(wanted)
    return python


def run(kind: str, python: Path, args: argparse.Namespace, seed: int) -> dict[str, float]:
    env = {**os.environ, **ONE_THREAD}
    cmd = ["taskset", "-c", str(args.cpu), str(python), "-c", WORKER, kind, str(args.num_envs),
           str(args.seconds), str(seed)]
    out = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{kind} failed:\n{out.stderr[-3000:]}")
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def spread(values: list[float], unit: float = 1e6, digits: int = 2) -> str:
    lo, mid, hi = min(values), statistics.median(values), max(values)
    return f"{lo / unit:.{digits}f} / **{mid / unit:.{digits}f}** / {hi / unit:.{digits}f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--num-envs", type=int, default=1024)
    parser.add_argument("--cpu", type=int, default=1)
    parser.add_argument("--peers-venv", type=Path, default=ROOT / "target/bench/vector-peers-venv")
    parser.add_argument("--instructions", action="store_true",
                        help="callgrind's instructions a decision of poch's step() instead")
    parser.add_argument("--steps", type=int, default=300, help="with --instructions")
    args = parser.parse_args()
    if args.instructions:
        instructions(args)
        return

    peers = peers_python(args.peers_venv.resolve())
    pythons = {k: (Path(sys.executable) if k.startswith("poch-") else peers) for k in KINDS}
    rates: dict[str, list[float]] = {k: [] for k in KINDS}
    what: dict[str, str] = {}
    loads = []
    for r in range(args.rounds):
        order = KINDS[r % len(KINDS):] + KINDS[: r % len(KINDS)]
        loads.append(os.getloadavg()[0])
        for kind in order:
            res = run(kind, pythons[kind], args, seed=r + 1)
            rates[kind].append(res["decisions"] / res["cpu"])
            what[kind] = str(res["what"])
            print(f"round {r + 1}: {kind}: {res['decisions'] / res['cpu'] / 1e6:.3f} M decisions "
                  f"a CPU-second ({res['cpu']:.2f} CPU-s over {res['wall']:.2f} s)",
                  file=sys.stderr)
        loads.append(os.getloadavg()[0])

    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, N = "
          f"{args.num_envs:,}, {args.rounds} rounds of {args.seconds:g} s each, CPU {args.cpu}; "
          f"load average (1 min) {min(loads):.1f} to {max(loads):.1f}\n")
    print("| contender | what a decision writes | M decisions a CPU-second (min / median / max) |")
    print("|---|---|---|")
    for kind in KINDS:
        print(f"| {LABELS[kind]} | {what[kind]} | {spread(rates[kind])} |")
    print()
    print("| poch ÷ peer, per round (min / median / max) | pgx `leduc_holdem` | EnvPool `Blackjack-v1` |")
    print("|---|---|---|")
    for kind in ["poch-abstract", "poch-concrete"]:
        cells = []
        for peer in ["pgx-leduc", "envpool-blackjack"]:
            ratios = [a / b for a, b in zip(rates[kind], rates[peer])]
            cells.append(spread(ratios, unit=1, digits=2) + "×")
        print(f"| {LABELS[kind]} | {cells[0]} | {cells[1]} |")


if __name__ == "__main__":
    main()
