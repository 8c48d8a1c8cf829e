#!/usr/bin/env python3
"""Checks that building one package reuses what building another built: that every compilation
unit the two have in common (a crate, or its build script, for the target or for the host) is
the same unit, with the same features and the same dependencies.

    python3 .ci/features.py                          # poch-service and poch-cli, release
    python3 .ci/features.py PACKAGE PACKAGE [PROFILE]

Cargo resolves features for the packages a command names, so `cargo run --release -p
poch-service` followed by `cargo install --path client/cli` can compile serde, tokio and the rest a
second time with other features. The crate poch-workspace-hack asks for the union on behalf of
both; this check fails when a dependency changes and the union no longer covers it, and names the
features that differ.

The units are cargo's own unit graph (`cargo build --unit-graph`), which is what the build would
compile. It is still an unstable option: RUSTC_BOOTSTRAP=1 lets this stable cargo print it, for
this read-only query alone.
"""
import json
import os
import subprocess
import sys


def units(package, profile):
    """{(package id, target, kinds, mode, host or target): [(identity, features)]}"""
    graph = json.loads(subprocess.run(
        ["cargo", "build", "--locked", "--profile", profile, "-p", package, "--unit-graph",
         "-Z", "unstable-options"],
        capture_output=True, text=True, check=True,
        env=dict(os.environ, RUSTC_BOOTSTRAP="1")).stdout)
    nodes = graph["units"]
    # Without --target, units for the host (build scripts, procedural macros and what they
    # use) and for the target share one platform: tell them apart by how they are reached.
    host = {}
    stack = [(root, False) for root in graph["roots"]]
    while stack:
        index, for_host = stack.pop()
        if host.get(index) is True or host.get(index) == for_host:
            continue
        host[index] = for_host or host.get(index, False)
        node = nodes[index]
        kinds = node["target"]["kind"]
        below = (for_host or "proc-macro" in kinds
                 or ("custom-build" in kinds and node["mode"] == "build"))
        stack.extend((dep["index"], below) for dep in node["dependencies"])
    identities = {}

    def identity(index):
        # A unit is the same unit when it and everything below it are.
        if index not in identities:
            node = nodes[index]
            identities[index] = (node["pkg_id"], node["target"]["name"],
                                 tuple(node["target"]["kind"]), node["mode"],
                                 tuple(node["features"]),
                                 tuple(sorted(identity(d["index"]) for d in node["dependencies"])))
        return identities[index]

    table = {}
    for index, node in enumerate(nodes):
        key = (node["pkg_id"], node["target"]["name"], tuple(node["target"]["kind"]), node["mode"],
               "host" if host.get(index) else "target")
        table.setdefault(key, []).append((identity(index), node["features"]))
    return table


def main():
    first, second = (sys.argv[1:3] if len(sys.argv) >= 3 else ("poch-service", "poch-cli"))
    profile = sys.argv[3] if len(sys.argv) >= 4 else "release"
    a, b = units(first, profile), units(second, profile)
    shared = sorted(set(a) & set(b))
    twice = [k for k in shared if sorted(x[0] for x in a[k]) != sorted(x[0] for x in b[k])]
    for key in twice:
        fa, fb = sorted(x[1] for x in a[key]), sorted(x[1] for x in b[key])
        if fa != fb:
            name = key[0].rsplit("#", 1)[-1]
            print(f"{name} ({key[1]}, {key[3]}, for the {key[4]}): {first} {fa}, {second} {fb}")
    if twice:
        sys.exit(f"{len(twice)} of the {len(shared)} units that {first} and {second} share would "
                 "be built twice; those above differ in their own features (the others only in "
                 "what they depend on): ask for the union in service/workspace-hack/Cargo.toml")
    print(f"{first} and {second} share {len(shared)} units, each built once ({profile})")


if __name__ == "__main__":
    main()
