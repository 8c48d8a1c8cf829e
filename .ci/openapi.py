#!/usr/bin/env python3
"""Helpers for the contract checks of .ci/run (standard library only).

  openapi.py free-port            print a free loopback TCP port
  openapi.py wait URL SECONDS     wait until URL answers 200 (exit 1 on timeout)
  openapi.py compare A B          compare two OpenAPI documents, each a file or an http URL,
                                  after the same normalization (parsed, keys sorted, indented
                                  by 2); print a unified diff and exit 1 when they differ
"""

import difflib
import json
import socket
import sys
import time
import urllib.error
import urllib.request


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait(url: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                if response.status == 200:
                    return True
        except (urllib.error.URLError, OSError):
            pass
        time.sleep(0.2)
    return False


def load(source: str) -> str:
    if source.startswith(("http://", "https://")):
        with urllib.request.urlopen(source, timeout=10) as response:
            return response.read().decode("utf-8")
    with open(source, encoding="utf-8") as f:
        return f.read()


def normalized(source: str) -> list[str]:
    document = json.loads(load(source))
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    return text.splitlines(keepends=True)


def compare(a: str, b: str) -> bool:
    left, right = normalized(a), normalized(b)
    if left == right:
        return True
    sys.stdout.writelines(difflib.unified_diff(left, right, fromfile=a, tofile=b))
    return False


def main(argv: list[str]) -> int:
    match argv:
        case ["free-port"]:
            print(free_port())
            return 0
        case ["wait", url, seconds]:
            if wait(url, float(seconds)):
                return 0
            print(f"{url} did not answer 200 within {seconds} s", file=sys.stderr)
            return 1
        case ["compare", a, b]:
            return 0 if compare(a, b) else 1
        case _:
            print(__doc__, file=sys.stderr)
            return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
