#!/usr/bin/env bash
# Makes a pinned Python venv under .ci/.tools once, and prints its path:
#
#   venv=$(.ci/venv.sh NAME PIP_ARGS...)      e.g. .ci/venv.sh clients-venv -r client/python/requirements-dev.txt
#
# PIP_ARGS are what `pip install` takes (pinned requirements, `-r FILE`). The venv is made anew
# when they change or when a requirements file beside a `-r FILE` changes (every
# requirements*.txt of its folder, for the files it includes); a stamp of them is kept in
# NAME/.installed. Progress goes to stderr, the path alone to stdout.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
name=$1
shift
venv="$root/.ci/.tools/$name"
mkdir -p "$root/.ci/.tools"

stamp_input=$(printf '%s\n' "$@")
previous=""
for arg in "$@"; do
  if [ "$previous" = "-r" ]; then
    stamp_input+=$(cat "$(dirname "$arg")"/requirements*.txt)
  fi
  previous=$arg
done
stamp=$(printf '%s' "$stamp_input" | sha256sum | cut -d' ' -f1)

if [ "$(cat "$venv/.installed" 2>/dev/null)" != "$stamp" ]; then
  echo "== venv $name: installing $*" >&2
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$@" >&2
  echo "$stamp" >"$venv/.installed"
fi
echo "$venv"
