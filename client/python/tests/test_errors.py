"""poch_client.errors: a failed call's status and the ErrorInfo of the service's domain."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import grpc
from google.protobuf import any_pb2
from google.rpc import code_pb2, error_details_pb2, status_pb2

from poch_client import DOMAIN, PochError


class FailedCall(grpc.RpcError, grpc.Call):
    """A failed call as grpcio hands it over: status, details and trailing metadata."""

    def __init__(
        self, status: grpc.StatusCode, detail: str, trailing: Sequence[tuple[str, str | bytes]] = ()
    ) -> None:
        self._status = status
        self._detail = detail
        self._trailing = tuple(trailing)

    def code(self) -> grpc.StatusCode:
        return self._status

    def details(self) -> str:
        return self._detail

    def trailing_metadata(self) -> Any:
        return self._trailing

    def initial_metadata(self) -> Any:
        return ()

    def is_active(self) -> bool:
        return False

    def time_remaining(self) -> float:
        return 0.0

    def cancel(self) -> bool:
        return False

    def add_callback(self, callback: object) -> bool:
        return False


def status_with(
    status: grpc.StatusCode, detail: str, *infos: error_details_pb2.ErrorInfo, code: int | None = None
) -> FailedCall:
    """A failed call whose ``grpc-status-details-bin`` carries ``infos``."""
    details = []
    for info in infos:
        packed = any_pb2.Any()
        packed.Pack(info)
        details.append(packed)
    rpc = status_pb2.Status(
        code=status.value[0] if code is None else code, message=detail, details=details
    )
    return FailedCall(status, detail, [("grpc-status-details-bin", rpc.SerializeToString())])


def test_the_code_is_the_reason_of_the_service_error_info() -> None:
    other = error_details_pb2.ErrorInfo(reason="QUOTA", domain="example.com")
    ours = error_details_pb2.ErrorInfo(
        reason="state_invalid", domain=DOMAIN, metadata={"invariant": "I1"}
    )
    error = PochError.from_rpc_error(
        status_with(grpc.StatusCode.INVALID_ARGUMENT, "chips do not add up", other, ours)
    )
    assert error.code == "state_invalid"
    assert error.status == grpc.StatusCode.INVALID_ARGUMENT
    assert error.detail == "chips do not add up"
    assert error.metadata == {"invariant": "I1"}
    assert str(error) == "state_invalid (INVALID_ARGUMENT): chips do not add up"


def test_another_domain_or_no_details_give_no_code() -> None:
    other = error_details_pb2.ErrorInfo(reason="not_your_turn", domain="example.com")
    error = PochError.from_rpc_error(status_with(grpc.StatusCode.FAILED_PRECONDITION, "no", other))
    assert error.code is None and error.metadata == {}
    assert str(error) == "FAILED_PRECONDITION: no"
    bare = PochError.from_rpc_error(FailedCall(grpc.StatusCode.UNAVAILABLE, "connection refused"))
    assert (bare.code, bare.status, bare.detail) == (None, grpc.StatusCode.UNAVAILABLE, "connection refused")


def test_details_that_disagree_with_their_status_are_not_read() -> None:
    ours = error_details_pb2.ErrorInfo(reason="not_your_turn", domain=DOMAIN)
    call = status_with(grpc.StatusCode.FAILED_PRECONDITION, "no", ours, code=code_pb2.INTERNAL)
    error = PochError.from_rpc_error(call)
    assert error.code is None and error.status == grpc.StatusCode.FAILED_PRECONDITION


def test_an_error_that_is_no_call_is_unknown() -> None:
    error = PochError.from_rpc_error(grpc.RpcError("lost"))
    assert error.code is None
    assert error.status == grpc.StatusCode.UNKNOWN
    assert error.detail == "lost"
