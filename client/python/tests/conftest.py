"""A real poch-service for the end-to-end tests: the workspace's debug binary (or the one
``POCH_SERVICE`` names), started on a free port and stopped after the tests."""

from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from poch_client import Client

ROOT = Path(__file__).resolve().parents[3]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def server_binary() -> Path:
    named = os.environ.get("POCH_SERVICE")
    binary = Path(named) if named else ROOT / "target" / "debug" / "poch-service"
    if not binary.is_file():
        pytest.fail(
            f"no server at {binary}: `cargo build -p poch-service` first, or set POCH_SERVICE"
            " to a poch-service binary"
        )
    return binary


@pytest.fixture(scope="session")
def target(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``host:port`` of a running server, ready."""
    port = free_port()
    log = tmp_path_factory.mktemp("service") / "server.log"
    env = {k: v for k, v in os.environ.items() if k != "OTEL_EXPORTER_OTLP_ENDPOINT"}
    env["POCH_LOG"] = "warn"
    with log.open("wb") as out:
        server = subprocess.Popen(
            [str(server_binary()), "--addr", f"127.0.0.1:{port}"],
            stdout=out,
            stderr=subprocess.STDOUT,
            env=env,
        )
    try:
        deadline = time.monotonic() + 60
        while True:
            if server.poll() is not None:
                pytest.fail(f"the server exited with {server.returncode}: {log.read_text()}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=2) as answer:
                    if answer.status == 200:
                        break
            except (urllib.error.URLError, OSError):
                pass
            if time.monotonic() > deadline:
                pytest.fail(f"the server was not ready within 60 s: {log.read_text()}")
            time.sleep(0.1)
        yield f"127.0.0.1:{port}"
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.fixture
def poch(target: str) -> Iterator[Client]:
    with Client(target, timeout=30.0) as client:
        yield client


@pytest.fixture
def closed_target() -> str:
    """``host:port`` where nothing listens."""
    return f"127.0.0.1:{free_port()}"
