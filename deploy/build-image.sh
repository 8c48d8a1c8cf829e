#!/usr/bin/env bash
# Builds an image of one binary: a glibc-static binary (built here, with this machine's Rust
# toolchain) packaged into an empty (`scratch`) image. BINARY picks which:
#
#   deploy/build-image.sh [TAG]               the service: deploy/Dockerfile (default poch-service:dev)
#   BINARY=poch deploy/build-image.sh [TAG]   the command: deploy/poch.Dockerfile (default poch:dev)
#
# ENGINE=docker for Docker. Prints the tag built. The binaries are the cargo profile
# `release-lto` (fat LTO, one codegen unit; PROFILE=release for a quicker build of the same
# code). Both binaries are built by one cargo command, which compiles their dependencies once and
# links the two side by side, so the second image of a pair builds nothing. BINARIES_ONLY=1
# builds the two binaries and stops there (no image, no container engine needed). The target
# directory is cargo's (CARGO_TARGET_DIR is honoured).
set -euo pipefail
cd "$(dirname "$0")/.."
binary_name=${BINARY:-poch-service}
case "$binary_name" in
  poch-service) package=poch-service dockerfile=deploy/Dockerfile ;;
  poch) package=poch-cli dockerfile=deploy/poch.Dockerfile ;;
  *) echo "build-image: BINARY is poch-service or poch, not $binary_name" >&2; exit 2 ;;
esac
tag=${1:-$binary_name:dev}
engine=${ENGINE:-podman}
profile=${PROFILE:-release-lto}
target_triple=x86_64-unknown-linux-gnu
RUSTFLAGS='-C target-feature=+crt-static --cfg getrandom_backend="linux_getrandom"' \
  cargo build --profile "$profile" --locked -q -p poch-service -p poch-cli \
  --bin poch-service --bin poch --target "$target_triple"
[ -z "${BINARIES_ONLY:-}" ] || exit 0
target_dir=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])')
binary="$target_dir/$target_triple/$profile/$binary_name"
if ! ldd "$binary" 2>&1 | grep -qE 'statically linked|not a dynamic executable'; then
  echo "build-image: $binary is dynamically linked" >&2
  exit 1
fi
context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT
cp "$binary" "$context/$binary_name"
chmod 0555 "$context/$binary_name"
version=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == sys.argv[1]))' "$package")
"$engine" build -q -f "$dockerfile" --build-arg "VERSION=$version" -t "$tag" "$context" >/dev/null
echo "$tag"
