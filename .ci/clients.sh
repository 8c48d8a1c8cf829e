#!/usr/bin/env bash
# The clients (client/python over gRPC, client/typescript over REST) and browsers:
#   1. the committed generated code is what the pinned generators make of the contract now;
#   2. the hand-written layers type-check (mypy; tsc);
#   3. each client's example plays a whole match against the debug server, and fails against a
#      port where nothing listens;
#   4. headless Chromium: a page on an origin the server lists in --cors-origins plays a move on
#      it, the same page on another origin is refused by the browser, and every operation of
#      /docs (Swagger UI) is run with Try it out → Execute and answers 2xx;
#   5. the web table: its committed assets (service/server/assets/play) are what the pinned
#      esbuild and marked build from client/typescript/play, docs/rules.md and docs/players;
#      every word it shows has a message in every catalogue of proto/locales; the setup form
#      offers no table the service refuses (every preset and number of players started); and 20
#      whole matches against the engine's bots are played at /play by clicking, typing and the
#      keyboard alone, through the paced moves and the moments (claims, Pochen, settlement,
#      match end), each deal verified, one reloaded mid-deal, each match checked against
#      Replays and its downloaded record replayed by `poch replay --server`, with axe-core
#      (current: 0 violations) in every phase and moment at desktop and phone sizes, with
#      motion and reduced, and screenshots of each (target/screenshots/play);
#   6. a table of people at /play on the table server (poch-tables, started here on a fresh
#      SQLite file): the form that makes a table offers each preset's seat_counts alone; three people in three browsers and two bots play a whole match, one
#      reloading mid-deal and one losing the connection, a spectator watching; every page sees
#      every move in the same order, and the match record the page downloads replays through the
#      service.
# .ci/run calls it; it also runs alone. Tools are installed here (idempotent) under .ci/.tools,
# node_modules in client/typescript; Chromium from Debian when /usr/bin/chromium is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tools="$root/.ci/.tools"
mkdir -p "$tools"
helper="$root/.ci/openapi.py"
py_client="$root/client/python"
ts_client="$root/client/typescript"

echo "== clients: tools (a pinned Python venv, npm ci, Chromium)"
venv=$("$root/.ci/venv.sh" clients-venv -r "$py_client/requirements-dev.txt")
ts_stamp=$(sha256sum "$ts_client/package-lock.json" | cut -d' ' -f1)
if [ "$(cat "$ts_client/node_modules/.ci-installed" 2>/dev/null)" != "$ts_stamp" ]; then
  (cd "$ts_client" && npm ci --silent --no-audit --no-fund)
  echo "$ts_stamp" >"$ts_client/node_modules/.ci-installed"
fi
chromium=/usr/bin/chromium
"$root/.ci/apt.sh" chromium

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

echo "== clients: the generated code is up to date"
PYTHON="$venv/bin/python" "$py_client/generate.sh" "$work/python" >/dev/null
if ! diff -r -x __pycache__ "$work/python/poch" "$py_client/src/poch" >"$work/python.diff"; then
  head -n 40 "$work/python.diff" >&2
  echo "client/python/src/poch is stale: PYTHON=.../python client/python/generate.sh" \
    "(with grpcio-tools from client/python/requirements-generate.txt)" >&2
  exit 1
fi
(cd "$ts_client" && node_modules/.bin/openapi-typescript ../../openapi.json --output "$work/schema.d.ts") \
  >"$work/openapi-typescript.log" 2>&1 || { cat "$work/openapi-typescript.log" >&2; exit 1; }
if ! diff -u "$ts_client/src/schema.d.ts" "$work/schema.d.ts" >"$work/schema.diff"; then
  head -n 40 "$work/schema.diff" >&2
  echo "client/typescript/src/schema.d.ts is stale: cd client/typescript && npm run generate" >&2
  exit 1
fi
# The table server's contract, which the web table speaks to a table of people.
(cd "$ts_client" && node_modules/.bin/openapi-typescript ../../service/tables/openapi.json --output "$work/tables-schema.d.ts") \
  >"$work/openapi-typescript-tables.log" 2>&1 || { cat "$work/openapi-typescript-tables.log" >&2; exit 1; }
if ! diff -u "$ts_client/src/tables-schema.d.ts" "$work/tables-schema.d.ts" >"$work/tables-schema.diff"; then
  head -n 40 "$work/tables-schema.diff" >&2
  echo "client/typescript/src/tables-schema.d.ts is stale: cd client/typescript && npm run generate" >&2
  exit 1
fi
echo "client/python/src/poch and client/typescript/src/schema.d.ts and tables-schema.d.ts are what the generators make"
(cd "$ts_client" && node play/build.mjs "$work/play")
if ! diff -r "$work/play" service/server/assets/play >"$work/play.diff"; then
  head -c 2000 "$work/play.diff" >&2
  echo >&2
  echo "service/server/assets/play is stale: cd client/typescript && npm run build:play" >&2
  exit 1
fi
echo "service/server/assets/play (the web table) is what the pinned esbuild makes of client/typescript/play"

echo "== clients: type checks (mypy; tsc, which also builds dist/)"
"$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps --no-build-isolation \
  --force-reinstall "$py_client"
(cd "$py_client" && "$venv/bin/mypy")
(cd "$ts_client" && rm -rf dist && node_modules/.bin/tsc)

echo "== clients: each plays a whole match against the debug server"
# The workspace's debug build, as the test run resolves it (nothing to build after it).
cargo build --workspace --bins --examples --locked
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
server_bin="$target_dir/debug/poch-service"
port=$(python3 "$helper" free-port)
page_port=$(python3 "$helper" free-port)
refused_port=$(python3 "$helper" free-port)
service="http://127.0.0.1:$port"
env -u OTEL_EXPORTER_OTLP_ENDPOINT POCH_LOG=warn "$server_bin" --addr "127.0.0.1:$port" \
  --cors-origins "http://127.0.0.1:$page_port" >"$work/server.log" 2>&1 &
pids+=("$!")
if ! python3 "$helper" wait "$service/readyz" 60; then
  cat "$work/server.log" >&2
  exit 1
fi
# From outside the source tree, so that Python imports the installed package.
(cd "$work" && "$venv/bin/python" "$py_client/examples/play_match.py" --target "127.0.0.1:$port" --seed 7)
node "$ts_client/dist/examples/play-match.js" --base "$service" --seed 7
# A port where nothing listens: both must fail, not report a match.
closed_port=$(python3 "$helper" free-port)
if (cd "$work" && "$venv/bin/python" "$py_client/examples/play_match.py" --target "127.0.0.1:$closed_port") \
  >"$work/closed.log" 2>&1; then
  echo "the Python example exited 0 with no server" >&2
  exit 1
fi
if node "$ts_client/dist/examples/play-match.js" --base "http://127.0.0.1:$closed_port" >>"$work/closed.log" 2>&1; then
  echo "the TypeScript example exited 0 with no server" >&2
  exit 1
fi
echo "with no server both examples exit non-zero"

echo "== clients: Chromium (CORS from another origin; every operation of /docs)"
for page in "$page_port" "$refused_port"; do
  python3 -m http.server --bind 127.0.0.1 --directory "$ts_client" "$page" >"$work/pages-$page.log" 2>&1 &
  pids+=("$!")
  python3 "$helper" wait "http://127.0.0.1:$page/browser/index.html" 30
done
if ! node "$ts_client/dist/browser/cors-and-docs.js" --chromium "$chromium" --service "$service" \
  --allowed-page "http://127.0.0.1:$page_port/browser/index.html" \
  --refused-page "http://127.0.0.1:$refused_port/browser/index.html"; then
  echo "the server's log:" >&2
  tail -n 50 "$work/server.log" >&2
  exit 1
fi

echo "== clients: the web table's words: every label has its message in every language"
node "$ts_client/dist/play/test/labels.js"

echo "== clients: the web table at /play (whole matches against the bots, clicked and keyed in Chromium and replayed; axe-core)"
# Screenshots of every phase at desktop and phone sizes: the CI artefacts of the table.
if ! node "$ts_client/dist/play/test/play-matches.js" --chromium "$chromium" --service "$service" \
  --screenshots "$target_dir/screenshots/play" --poch "$target_dir/debug/poch"; then
  echo "the server's log:" >&2
  tail -n 50 "$work/server.log" >&2
  exit 1
fi
echo "== clients: a table of people at /play on poch-tables (three browsers, two bots, a spectator; a reload, a lost connection)"
tables_port=$(python3 "$helper" free-port)
env -u OTEL_EXPORTER_OTLP_ENDPOINT "$target_dir/debug/poch-tables" --listen "127.0.0.1:$tables_port" \
  --data-dir "$work/tables-data" >"$work/tables.log" 2>&1 &
pids+=("$!")
if ! python3 "$helper" wait "http://127.0.0.1:$tables_port/readyz" 60; then
  cat "$work/tables.log" >&2
  exit 1
fi
if ! node "$ts_client/dist/play/test/people-table.js" --chromium "$chromium" --tables "http://127.0.0.1:$tables_port" \
  --service "$service" --poch "$target_dir/debug/poch" --screenshots "$target_dir/screenshots/people"; then
  echo "the table server's log:" >&2
  tail -n 50 "$work/tables.log" >&2
  exit 1
fi
echo "== clients: ok"
