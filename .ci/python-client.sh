#!/usr/bin/env bash
# The Python gRPC client's own tests (client/python/tests) with pytest: unit tests of
# poch_client.actions and poch_client.errors, and end-to-end tests against the workspace's debug
# poch-service (started by the tests on a free port): chips, events, the ErrorInfo codes of
# refusals, a whole match replayed. mypy --strict over the client, its example and its tests
# runs in .ci/clients.sh (the package's mypy configuration).
# .ci/run calls it after .ci/clients.sh (which builds the debug binaries); it also runs alone.
# Its tools are pinned (client/python/requirements-dev.txt) in the venv .ci/clients.sh uses
# (.ci/.tools/clients-venv), installed once by whichever script runs first. About 10 s warm.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
py_client="$root/client/python"
start=$(date +%s)

echo "== python client: tools (the clients' pinned venv)"
venv=$("$root/.ci/venv.sh" clients-venv -r "$py_client/requirements-dev.txt")
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps --no-build-isolation \
  --force-reinstall "$py_client"

echo "== python client: pytest (actions, errors; end to end against the debug server)"
# The workspace's debug build as .ci/clients.sh makes it (nothing to build after it; a build of
# poch-service alone would unify other features and build the server again).
cargo build --workspace --bins --examples --locked
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
# The package is imported as installed (its sources are under src/, which is not on the path).
(cd "$py_client" && POCH_SERVICE="$target_dir/debug/poch-service" \
  "$venv/bin/python" -m pytest -q -p no:cacheprovider)

echo "== python client: ok in $(($(date +%s) - start)) s"
