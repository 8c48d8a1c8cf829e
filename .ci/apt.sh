#!/usr/bin/env bash
# The system packages CI and the load and deploy scripts use, installed from Debian's apt in
# this one place, each only when what shows it is there is missing (idempotent, quiet):
#
#   .ci/apt.sh PACKAGE...     those packages
#   .ci/apt.sh --all          every package below (what a fresh CI machine needs)
#
# `apt-get update` runs only when an install fails without it. The packages, each with the
# command that shows it is there (or a path, where the package puts its commands off PATH) and
# who needs it:
set -euo pipefail

declare -A shown_by=(
  [curl]=curl               # .ci/doc_examples.py: the shell examples of the docs
  [jq]=jq                   # .ci/doc_examples.py
  [chromium]=chromium       # .ci/clients.sh, the report stage: headless browser tests
  [podman]=podman           # the image stages: build the images, mount their files
  [nginx-light]=nginx       # the scale-out stage (deploy/scale-out.sh), tests/bench/scale.sh
  [nghttp2-client]=h2load   # the load stages (tests/load/*.sh) and tests/bench/run
  [postgresql]='/usr/lib/postgresql/*/bin/pg_ctl' # the tables stage (.ci/postgres.sh)
)

if [ "${1:-}" = "--all" ]; then
  set -- "${!shown_by[@]}"
fi
missing=()
for package in "$@"; do
  shown=${shown_by[$package]:-}
  if [ -z "$shown" ]; then
    echo "apt.sh: $package is not a package CI installs (add it to .ci/apt.sh)" >&2
    exit 2
  fi
  if [[ "$shown" == */* ]]; then
    compgen -G "$shown" >/dev/null || missing+=("$package")
  else
    # nginx lives in /usr/sbin, which an unprivileged PATH may lack.
    command -v "$shown" >/dev/null 2>&1 || [ -x "/usr/sbin/$shown" ] || missing+=("$package")
  fi
done
[ "${#missing[@]}" -eq 0 ] && exit 0

echo "apt.sh: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! apt-get install -y -q "${missing[@]}" >"$log" 2>&1; then
  if ! { apt-get update -q && apt-get install -y -q "${missing[@]}"; } >"$log" 2>&1; then
    cat "$log" >&2
    echo "apt.sh: could not install ${missing[*]}" >&2
    exit 1
  fi
fi
