#!/usr/bin/env bash
# Builds the poch-service image: a glibc-static release binary (built here, with this machine's
# Rust toolchain) packaged by deploy/Dockerfile into an empty (`scratch`) image.
#
#   deploy/build-image.sh [TAG]               (default poch-service:dev; ENGINE=docker for Docker)
#
# Prints the tag built. The target directory is cargo's (CARGO_TARGET_DIR is honoured).
set -euo pipefail
cd "$(dirname "$0")/.."
tag=${1:-poch-service:dev}
engine=${ENGINE:-podman}
target_triple=x86_64-unknown-linux-gnu
# RUSTFLAGS replaces .cargo/config.toml's rustflags: keep its --cfg.
RUSTFLAGS='-C target-feature=+crt-static --cfg poly1305_force_soft --cfg getrandom_backend="linux_getrandom"' \
  cargo build --release --locked -q -p poch-service --target "$target_triple"
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
binary="$target_dir/$target_triple/release/poch-service"
if ! ldd "$binary" 2>&1 | grep -qE 'statically linked|not a dynamic executable'; then
  echo "build-image: $binary is dynamically linked" >&2
  exit 1
fi
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp "$binary" "$context/poch-service"
chmod 0555 "$context/poch-service"
version=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "poch-service"))')
"$engine" build -q -f deploy/Dockerfile --build-arg "VERSION=$version" -t "$tag" "$context" >/dev/null
echo "$tag"
