#!/usr/bin/env bash
# Regenerates the gRPC stubs of poch.v1 (src/poch/v1: *_pb2.py, *_pb2.pyi, engine_service_pb2_grpc.py)
# from proto/poch/v1 with the pinned grpcio-tools (requirements-generate.txt).
#
#   client/python/generate.sh [OUT_DIR]     default: client/python/src
#
# PYTHON names the interpreter that has grpcio-tools (default: python3). The output depends on
# grpcio-tools' version only (it bundles protoc), so the script refuses any other version.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
proto_root=$(cd "$here/../../proto" && pwd)
out=${1:-"$here/src"}
python=${PYTHON:-python3}

pinned=$(sed -n 's/^grpcio-tools==//p' "$here/requirements-generate.txt")
installed=$("$python" -c 'from importlib.metadata import version; print(version("grpcio-tools"))' 2>/dev/null || true)
if [ "$installed" != "$pinned" ]; then
  echo "generate.sh needs grpcio-tools $pinned (found: ${installed:-none} in $python);" \
    "pip install -r $here/requirements-generate.txt" >&2
  exit 1
fi

mkdir -p "$out"
rm -rf "$out/poch"
cd "$proto_root"
protos=(poch/v1/*.proto)
# Messages and their type stubs for every file; client and server classes for the one service
# (the other files have none, and an empty *_pb2_grpc.py for each would only be noise).
"$python" -m grpc_tools.protoc -I . --python_out="$out" --pyi_out="$out" "${protos[@]}"
"$python" -m grpc_tools.protoc -I . --grpc_python_out="$out" poch/v1/engine_service.proto
echo "generated $(find "$out/poch" -type f | wc -l) files in $out/poch"
