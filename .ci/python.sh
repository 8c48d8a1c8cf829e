#!/usr/bin/env bash
# The Python package with the engine compiled in (client/python-engine):
#   1. the wheel built from the checkout as a user builds it (`pip wheel`, maturin's PEP 517
#      backend: an abi3 wheel) and installed;
#   2. the package's tests with pytest: the engine in process, the worked deals, the action ids
#      against tests/data/action-ids.json, tensors and observers, OpenSpiel's random_sim_test
#      (serialized) and the chance model's and resampled worlds' property tests, PettingZoo's
#      api_test, Gymnasium's check_env, the vector environment against the engine, the
#      IS-MCTS example and the examples of docs/python.md;
#   3. mypy on the stubs, the adapters, the tests and the examples.
# .ci/run calls it; it also runs alone. Its tools are pinned (client/python-engine/
# requirements-ci.txt) in a venv under .ci/.tools, installed once. About five minutes from a
# fresh clone (three of them the release build), half a minute warm.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tools="$root/.ci/.tools"
pkg="$root/client/python-engine"
mkdir -p "$tools"
start=$(date +%s)

echo "== python engine: tools (a pinned venv)"
venv="$tools/python-engine-venv"
stamp=$(sha256sum "$pkg/requirements-ci.txt" | cut -d' ' -f1)
if [ "$(cat "$venv/.installed" 2>/dev/null)" != "$stamp" ]; then
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$pkg/requirements-ci.txt"
  echo "$stamp" >"$venv/.installed"
fi

echo "== python engine: the wheel, built from the checkout"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The venv's maturin builds it (no isolated build environment to download); Cargo.lock holds.
PATH="$venv/bin:$PATH" MATURIN_PEP517_ARGS="--locked" \
  "$venv/bin/pip" wheel --quiet --disable-pip-version-check --no-build-isolation --no-deps \
  --wheel-dir "$work" "$pkg"
wheel=$(ls "$work"/poch_engine-*.whl)
case "$wheel" in
  *-abi3-*) echo "built $(basename "$wheel")" ;;
  *) echo "the wheel is not abi3: $(basename "$wheel")" >&2; exit 1 ;;
esac
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps --force-reinstall "$wheel"

echo "== python engine: pytest (engine, action ids, tensors, OpenSpiel, PettingZoo, Gymnasium, vector env, examples)"
(cd "$pkg" && "$venv/bin/python" -m pytest -q -p no:cacheprovider -W ignore::UserWarning)

echo "== python engine: mypy (stubs, adapters, tests, examples)"
(cd "$pkg" && "$venv/bin/mypy" --cache-dir "$work/mypy")

echo "== python engine: ok in $(($(date +%s) - start)) s"
