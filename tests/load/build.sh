# Sourced by the load scripts: builds what they run.
#
# The debug build (PROFILE=dev, as CI runs the scripts) is the workspace's, with every member's
# dev-dependencies as `cargo test --workspace` resolves them, so that it shares each artifact of
# the test run and builds nothing after it: the server (with the `noop` feature that the
# black-box tests turn on), the `poch` command and every example. Another profile builds only
# the packages named, as a benchmark measures them.

build_for() { # PROFILE CARGO-ARGS...
  local profile=$1
  shift
  if [ "$profile" = dev ]; then
    cargo build -q --locked --workspace --bins --examples
  else
    cargo build -q --locked --profile "$profile" "$@"
  fi
}
