# Sourced by the load scripts: builds what they run, and the helpers they share.
#
# The debug build (PROFILE=dev, as CI runs the scripts) is the workspace's, with every member's
# dev-dependencies as `cargo test --workspace` resolves them, so that it shares each artifact of
# the test run and builds nothing after it: the server (with the `noop` feature that the
# black-box tests turn on), the `poch` command and every example. Another profile builds only
# the packages named, as a benchmark measures them: the scripts measure `release-lto` (fat LTO,
# one codegen unit: the build of the images) unless PROFILE names another, such as `release`.

build_for() { # PROFILE CARGO-ARGS...
  local profile=$1
  shift
  if [ "$profile" = dev ]; then
    cargo build -q --locked --workspace --bins --examples
  else
    cargo build -q --locked --profile "$profile" "$@"
  fi
}

target_dir() { # → the workspace's target directory
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
