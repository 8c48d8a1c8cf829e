#!/usr/bin/env bash
# The Python package with the engine compiled in (client/python-engine):
#   1. the committed types of the engine's values (python/poch_engine/types.py) are what the
#      pinned generator makes of openapi.json now (generate-types.sh);
#   2. the wheel built from the checkout as a user builds it (`pip wheel`, maturin's PEP 517
#      backend: an abi3 wheel) and installed;
#   3. the package's tests with pytest: the engine in process, the worked deals, the action ids
#      against tests/data/action-ids.json, tensors and observers, OpenSpiel's random_sim_test
#      (serialized) and the chance model's and resampled worlds' property tests, PettingZoo's
#      api_test, Gymnasium's check_env, the vector environment against the engine, the
#      IS-MCTS example, the examples of docs/python.md, and every value of whole matches of
#      every preset checked against the generated types at run time (typeguard);
#   4. mypy --strict (the package's configuration) on the stubs, the types, the adapters, the
#      tests and the examples.
# .ci/run calls it; it also runs alone. Its tools are pinned (client/python-engine/
# requirements-ci.txt) in a venv under .ci/.tools, installed once. About five minutes from a
# fresh clone (three of them the release build), half a minute warm.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
pkg="$root/client/python-engine"
start=$(date +%s)

echo "== python engine: tools (a pinned venv)"
venv=$("$root/.ci/venv.sh" python-engine-venv -r "$pkg/requirements-ci.txt")

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== python engine: the types are what the generator makes of openapi.json"
PYTHON="$venv/bin/python" "$pkg/generate-types.sh" "$work/types.py" >/dev/null
if ! diff -u "$pkg/python/poch_engine/types.py" "$work/types.py" >"$work/types.diff"; then
  head -n 40 "$work/types.diff" >&2
  echo "client/python-engine/python/poch_engine/types.py is stale: PYTHON=.../python" \
    "client/python-engine/generate-types.sh (with the generator of client/python-engine/requirements-ci.txt)" >&2
  exit 1
fi

echo "== python engine: the wheel, built from the checkout"
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

echo "== python engine: pytest (engine, typed values, action ids, tensors, OpenSpiel, PettingZoo, Gymnasium, vector env, examples)"
(cd "$pkg" && "$venv/bin/python" -m pytest -q -p no:cacheprovider -W ignore::UserWarning)

echo "== python engine: mypy --strict (stubs, types, adapters, tests, examples)"
(cd "$pkg" && "$venv/bin/mypy" --cache-dir "$work/mypy")

echo "== python engine: ok in $(($(date +%s) - start)) s"
