"""The service's refusals as one exception carrying the stable code."""

from __future__ import annotations

from collections.abc import Mapping

import grpc
from google.rpc import error_details_pb2
from grpc_status import rpc_status

#: The ErrorInfo domain of the service's codes.
DOMAIN = "poch.v1"


class PochError(Exception):
    """A call the service refused, or could not answer.

    ``code`` is the stable code of the error table (docs/errors.md) (``not_your_turn``,
    ``state_tampered``, ``invalid_argument`` …): the ``reason`` of the ``google.rpc.ErrorInfo``
    the service puts in the status details. It is ``None`` only when the status carries no
    ErrorInfo of the service's domain, as when the server could not be reached (``status`` is
    then ``UNAVAILABLE``). ``status`` is the gRPC status code, ``detail`` the status message
    (for people), and ``metadata`` the ErrorInfo's metadata: ``invariant`` for
    ``state_invalid``, ``field`` for ``invalid_argument``, ``action_index`` for a refused
    ``Replay``.
    """

    def __init__(
        self,
        code: str | None,
        status: grpc.StatusCode,
        detail: str,
        metadata: Mapping[str, str] | None = None,
    ) -> None:
        self.code = code
        self.status = status
        self.detail = detail
        self.metadata: dict[str, str] = dict(metadata or {})
        super().__init__(f"{code} ({status.name}): {detail}" if code else f"{status.name}: {detail}")

    @classmethod
    def from_rpc_error(cls, error: grpc.RpcError) -> PochError:
        """Reads the status, and the ErrorInfo in its details, of a failed call."""
        call = error if isinstance(error, grpc.Call) else None
        status = call.code() if call is not None else grpc.StatusCode.UNKNOWN
        detail = (call.details() if call is not None else None) or str(error)
        code: str | None = None
        metadata: dict[str, str] = {}
        info = _error_info(call) if call is not None else None
        if info is not None:
            code = info.reason
            metadata = dict(info.metadata)
        return cls(code, status, detail, metadata)


def _error_info(call: grpc.Call) -> error_details_pb2.ErrorInfo | None:
    try:
        status = rpc_status.from_call(call)
    except ValueError:
        # The details disagree with the status they came with: not the service's.
        return None
    if status is None:
        return None
    for detail in status.details:
        if detail.Is(error_details_pb2.ErrorInfo.DESCRIPTOR):
            info = error_details_pb2.ErrorInfo()
            detail.Unpack(info)
            if info.domain == DOMAIN:
                return info
    return None
