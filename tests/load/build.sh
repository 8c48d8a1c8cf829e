# Sourced by the load scripts: builds what they run, and the helpers they share.
#
# The debug build (PROFILE=dev, as CI runs the scripts) is the workspace's, with every member's
# dev-dependencies as `cargo test --workspace` resolves them, so that it shares each artifact of
# the test run and builds nothing after it: the server (with the `noop` feature that the
# black-box tests turn on), the `poch` command and every example. Another profile builds only
# the packages named, as a benchmark measures them: the scripts measure `release-lto` (fat LTO,
# one codegen unit: the build of the images) unless PROFILE names another, such as `release`.

# NO_BUILD=1 runs what was built before, without calling cargo: a measurement under a lock that
# keeps builds out (and the compiler's helpers they start) builds first, then runs so.
build_for() { # PROFILE CARGO-ARGS...
  local profile=$1
  shift
  if [ "${NO_BUILD:-0}" = 1 ]; then
    return 0
  fi
  if [ "$profile" = dev ]; then
    cargo build -q --locked --workspace --bins --examples
  else
    cargo build -q --locked --profile "$profile" "$@"
  fi
}

target_dir() { # → the workspace's target directory (with NO_BUILD=1: $TARGET_DIR, or target/)
  if [ "${NO_BUILD:-0}" = 1 ]; then
    echo "${TARGET_DIR:-$(pwd)/target}"
    return 0
  fi
  cargo metadata --format-version 1 --no-deps --locked |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])'
}

free_port() { # → a free loopback port
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

wait_healthz() { # URL: waits until URL/healthz answers 200 (10 s at most); fails otherwise
  for _ in $(seq 100); do
    curl -sf "$1/healthz" >/dev/null && return 0
    sleep 0.1
  done
  echo "the server at $1 did not start" >&2
  return 1
}

check_attack() { # LOG: of tests/examples/attacks.rs or fair_shares.rs; fails unless every legitimate call kind was
  # served at 95 % or more, and the server's resident memory stayed under 256 MiB (its
  # high-water mark, which no sampling can miss)
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
shares = [float(s) for s in re.findall(r"\(([0-9.]+) %\)", text)]
peak = max(float(p) for p in re.findall(r"(?:peak:|high-water mark) ([0-9.]+) MiB", text))
bad = [s for s in shares if s < 95.0]
if len(shares) < 3 or bad or peak >= 256:
    sys.exit(f"below the bar: served {shares} %, RSS peak {peak} MiB")
PY
}
