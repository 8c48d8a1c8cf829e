#!/usr/bin/env python3
"""Two builds of `poch` against each other: random playouts (`poch simulate`) of each in turn,
in alternating rounds on one pinned CPU, to find whether a change made the engine slower.

    tests/bench/ab.py aad53e4                 # that commit against the working tree
    tests/bench/ab.py aad53e4 HEAD --rounds 9
    tests/bench/ab.py v0.3.0 main --bots heuristic,heuristic,heuristic,random
    tests/bench/ab.py OLD NEW --instructions  # also callgrind's instruction counts of each
    tests/bench/ab.py OLD --simulate-args '--preset no-pochen'

OLD and NEW each name a git revision, `.` (the working tree, built in the workspace's target
directory), or the path of a `poch` binary. A revision is exported (`git archive`) into a
directory of its own under `--dir` (outside the repository: the system's temporary directory by
default) and built there with the profile `release-lto`, every revision into one shared target
directory, so that their common dependencies build once; its binary is kept as
`DIR/poch-<commit>` and not built again.

Each round runs both binaries once on the same seed (the next round on the next seed), the
order swapped every round (OLD NEW, NEW OLD, …), pinned to `--cpu` with one simulation thread.
A run's CPU time is the child's user and system time (wait4). Printed: player actions per
CPU-second of each (min / median / max over the rounds), NEW ÷ OLD round by round and of the
medians, and whether the two played the same matches (the same actions and chips in the summary:
if not, the bots or rules changed, and actions per second compare unlike work). With
`--instructions`, each binary also runs a shorter simulation once under
`valgrind --tool=callgrind`, whose instruction counts do not depend on the machine's load.
"""
import argparse
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROFILE = "release-lto"


def sh(*args, cwd=ROOT, env=None):
    result = subprocess.run(args, cwd=cwd, env=env, text=True, capture_output=True)
    if result.returncode != 0:
        sys.exit(f"failed: {' '.join(map(str, args))}\n{result.stdout}{result.stderr}")
    return result.stdout


def target_dir(workspace):
    meta = sh("cargo", "metadata", "--format-version", "1", "--no-deps", "--locked", cwd=workspace)
    return Path(json.loads(meta)["target_directory"])


def build(workspace, env=None):
    # `poch` is the package poch-cli's since the client crate split; poch-client's before it.
    package = "poch-cli" if (Path(workspace) / "client/cli/Cargo.toml").is_file() else "poch-client"
    sh("cargo", "build", "-q", "--locked", "--profile", PROFILE, "-p", package, "--bin", "poch",
       cwd=workspace, env=env)


def binary(spec, work):
    """The `poch` binary that `spec` names, built when needed, and a label for it."""
    if spec == ".":
        build(ROOT)
        label = sh("git", "rev-parse", "--short", "HEAD").strip()
        if sh("git", "status", "--porcelain", "--untracked-files=no").strip():
            label += " + working tree"
        return target_dir(ROOT) / PROFILE / "poch", label
    path = Path(spec)
    if path.is_file():
        return path.resolve(), str(path)
    commit = sh("git", "rev-parse", "--verify", f"{spec}^{{commit}}").strip()
    short = commit[:9]
    kept = work / f"poch-{short}"
    if kept.is_file():
        return kept, short
    source = work / f"src-{short}"
    if not (source / "Cargo.toml").is_file():
        shutil.rmtree(source, ignore_errors=True)
        source.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", commit], cwd=ROOT, capture_output=True,
                                 check=True).stdout
        subprocess.run(["tar", "-x", "-C", str(source)], input=archive, check=True)
    print(f"building {short} in {source} (profile {PROFILE})", flush=True)
    build(source, env=dict(os.environ, CARGO_TARGET_DIR=str(work / "target")))
    shutil.copy2(work / "target" / PROFILE / "poch", kept)
    return kept, short


def simulate_args(args, matches, seed):
    return ["simulate", "--matches", str(matches), "--bots", args.bots, "--seed", str(seed),
            "--threads", "1", "--quiet", "--json", *args.extra]


def run(poch, args, matches, seed):
    """One pinned simulation: its summary's figures and the CPU seconds it took."""
    command = ["taskset", "-c", str(args.cpu), str(poch), *simulate_args(args, matches, seed)]
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(command)}")
    return json.loads(out)["figures"], usage.ru_utime + usage.ru_stime


def instructions(poch, args, matches):
    """callgrind's count of the instructions one simulation executes."""
    with tempfile.NamedTemporaryFile() as out:
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", str(poch),
             *simulate_args(args, matches, 1)], capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", result.stderr)
    if result.returncode != 0 or not found:
        sys.exit(f"callgrind failed:\n{result.stderr[-2000:]}")
    return int(found.group(1))


def spread(values, digits=0):
    f = lambda v: f"{v:,.{digits}f}"
    return f"{f(min(values))} / **{f(statistics.median(values))}** / {f(max(values))}"


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old")
    parser.add_argument("new", nargs="?", default=".")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=2.0,
                        help="about how long one run takes (the match count is calibrated)")
    parser.add_argument("--bots", default="random,random,random,random")
    parser.add_argument("--cpu", type=int, default=1)
    parser.add_argument("--dir", default=os.path.join(tempfile.gettempdir(), "poch-ab"))
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--simulate-args", default="",
                        help="more `poch simulate` arguments, as one string: '--max-deals 5'")
    args = parser.parse_args()
    args.extra = shlex.split(args.simulate_args)
    work = Path(args.dir)
    work.mkdir(parents=True, exist_ok=True)
    (old, old_label), (new, new_label) = binary(args.old, work), binary(args.new, work)
    probe, cpu = run(old, args, 2_000, 1)
    matches = max(500, int(probe["matches"] / cpu * args.seconds))
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(f"{old_label} (OLD) against {new_label} (NEW): {args.rounds} rounds of {matches:,} "
          f"matches of {args.bots}, CPU {args.cpu}, load before {' '.join(load)}", flush=True)
    rates = {"old": [], "new": []}
    same = True
    for r in range(args.rounds):
        order = [("old", old), ("new", new)]
        if r % 2:
            order.reverse()
        figures = {}
        for name, poch in order:
            f, cpu = run(poch, args, matches, 100 + r)
            figures[name] = f
            rates[name].append(f["actions"] / cpu)
        same &= figures["old"] == figures["new"]
        print(f"  round {r + 1}: OLD {rates['old'][-1]:,.0f}, NEW {rates['new'][-1]:,.0f} "
              f"actions/CPU-s, NEW ÷ OLD {rates['new'][-1] / rates['old'][-1]:.3f}", flush=True)
    load = Path("/proc/loadavg").read_text().split()[:3]
    ratios = [n / o for n, o in zip(rates["new"], rates["old"])]
    median = statistics.median(rates["new"]) / statistics.median(rates["old"])
    print()
    print(f"| build | player actions per CPU-second |")
    print(f"|---|---|")
    print(f"| OLD {old_label} | {spread(rates['old'])} |")
    print(f"| NEW {new_label} | {spread(rates['new'])} |")
    print(f"| NEW ÷ OLD | {spread(ratios, 3)} (of the medians {median:.3f}) |")
    print()
    print(f"load after {' '.join(load)}; "
          + ("both played the same matches (equal summaries)." if same else
             "**the two played different matches** (their summaries differ: the bots or the rules "
             "changed), so their actions are not the same work."))
    if args.instructions:
        small = max(200, matches // 20)
        counts = {name: instructions(poch, args, small) for name, poch in (("old", old), ("new", new))}
        f_old, _ = run(old, args, small, 1)
        f_new, _ = run(new, args, small, 1)
        print(f"callgrind, {small:,} matches of seed 1: OLD {counts['old']:,} instructions "
              f"({counts['old'] / f_old['actions']:,.0f} an action), NEW {counts['new']:,} "
              f"({counts['new'] / f_new['actions']:,.0f} an action), NEW ÷ OLD an action "
              f"{counts['new'] / f_new['actions'] / (counts['old'] / f_old['actions']):.3f}")


if __name__ == "__main__":
    main()
