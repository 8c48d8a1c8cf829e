# shellcheck shell=bash
# Functions for the scripts that run replicas on loopback (deploy/scale-out.sh,
# tests/bench/scale.sh); sourced, not run.

# Prints a free TCP port on 127.0.0.1.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Waits up to 15 s for URL to answer 2xx; fails with a message naming it otherwise.
wait_ready() { # URL
  for _ in $(seq 300); do
    curl -sf -o /dev/null "$1" && return 0
    sleep 0.05
  done
  echo "$(basename "$0"): $1 never became ready" >&2
  return 1
}
