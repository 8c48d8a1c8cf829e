"""``Client``: the operations of ``poch.v1.EngineService`` as methods.

Each method sends one request and returns the answer (``LegalActions`` and ``View`` unwrapped
from their responses); a refusal raises :class:`~poch_client.errors.PochError` with its code.
The client keeps no state: every call carries the state it works on.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar, Union

import grpc
from poch.v1 import engine_service_pb2 as service
from poch.v1 import engine_service_pb2_grpc as service_grpc
from poch.v1 import game_pb2

from .errors import PochError

Request = TypeVar("Request")
Response = TypeVar("Response")

#: Anything that carries a state: the envelope itself, or an answer with a ``state`` field
#: (``NewGameResponse``, ``ApplyResponse``, ``ReplayResponse``).
HasState = Union[
    game_pb2.StateEnvelope,
    service.NewGameResponse,
    service.ApplyResponse,
    service.ReplayResponse,
]


def envelope(state: HasState) -> game_pb2.StateEnvelope:
    """The ``StateEnvelope`` of ``state`` (an envelope, or an answer that carries one)."""
    if isinstance(state, game_pb2.StateEnvelope):
        return state
    return state.state


class Client:
    """A client of one Poch Engine over gRPC.

    ``target`` is ``host:port`` (the service's ``--addr``); the channel is plain HTTP/2 unless
    ``credentials`` are given. Or pass a ready ``channel``. ``timeout`` (seconds) bounds every
    call and travels as ``grpc-timeout``; ``metadata`` is sent with every call (for instance a
    ``traceparent``).

    >>> from poch_client import Client, actions
    >>> with Client("127.0.0.1:8080") as poch:                       # doctest: +SKIP
    ...     step = poch.new_game(players=["ann", "bob", "cy", "di"])
    ...     legal = poch.legal_actions(step, step.to_act)
    ...     step = poch.apply(step, step.to_act, actions.pass_turn())
    """

    def __init__(
        self,
        target: str = "127.0.0.1:8080",
        *,
        channel: grpc.Channel | None = None,
        credentials: grpc.ChannelCredentials | None = None,
        timeout: float | None = 10.0,
        metadata: Sequence[tuple[str, str]] = (),
    ) -> None:
        if channel is None:
            if credentials is None:
                channel = grpc.insecure_channel(target)
            else:
                channel = grpc.secure_channel(target, credentials)
            self._owns_channel = True
        else:
            self._owns_channel = False
        self._channel = channel
        self._stub = service_grpc.EngineServiceStub(channel)
        self._timeout = timeout
        self._metadata = tuple(metadata)

    def close(self) -> None:
        """Closes the channel, when the client opened it."""
        if self._owns_channel:
            self._channel.close()

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _call(self, method: Callable[..., Response], request: Any) -> Response:
        try:
            return method(request, timeout=self._timeout, metadata=self._metadata)
        except grpc.RpcError as error:
            raise PochError.from_rpc_error(error) from error

    def new_game(
        self, request: service.NewGameRequest | None = None, /, **fields: Any
    ) -> service.NewGameResponse:
        """Starts a match and deals its first deal.

        Give a ``NewGameRequest`` or its fields: ``players`` (3 to 8 ids), and optionally
        ``preset``, ``rules`` (overrides, e.g. ``{"max_deals": 3}``), one deal source
        (``seeded=SeededDeals(seed=…, first_dealer=…)``, ``decks=SuppliedDecks(…)`` or
        ``fair=FairDeals(pre_match_token=…, client_seeds=[…])``), ``start``,
        ``include_views``, ``state_form`` (``game_pb2.STATE_FORM_SEALED`` …).
        """
        if request is None:
            request = service.NewGameRequest(**fields)
        elif fields:
            raise TypeError("new_game takes a request or its fields, not both")
        return self._call(self._stub.NewGame, request)

    def apply(
        self,
        state: HasState,
        seat: int,
        action: game_pb2.Action,
        *,
        include_views: bool = False,
        ticket: bytes = b"",
    ) -> service.ApplyResponse:
        """Applies ``action`` by ``seat`` to ``state``; the answer holds the next state.

        ``ticket``: the seat's ticket or the operator ticket (``tickets`` of ``new_game``),
        which a server in ticket mode requires; with a seat's ticket the answer's events are
        the public ones and that seat's, and ``include_views`` needs the operator ticket."""
        request = service.ApplyRequest(
            state=envelope(state),
            seat=seat,
            action=action,
            include_views=include_views,
            ticket=ticket,
        )
        return self._call(self._stub.Apply, request)

    def apply_id(
        self,
        state: HasState,
        seat: int,
        action_id: int,
        *,
        include_views: bool = False,
        ticket: bytes = b"",
    ) -> service.ApplyResponse:
        """Applies the action of stable id ``action_id`` in the match's action table (the ids of
        ``legal_action_ids``): the same answer as applying the action itself. An id past the
        table's end is refused with ``action_id_out_of_range``; ``ticket`` as for ``apply``."""
        request = service.ApplyRequest(
            state=envelope(state),
            seat=seat,
            action_id=action_id,
            include_views=include_views,
            ticket=ticket,
        )
        return self._call(self._stub.Apply, request)

    def legal_actions(
        self, state: HasState, seat: int, *, ticket: bytes = b""
    ) -> game_pb2.LegalActions:
        """What ``seat`` may do (all empty when it may not act); ``ticket`` as for ``apply``."""
        request = service.ListLegalActionsRequest(state=envelope(state), seat=seat, ticket=ticket)
        return self._call(self._stub.ListLegalActions, request).legal

    def legal_action_ids(
        self, state: HasState, seat: int, *, ticket: bytes = b""
    ) -> service.ListLegalActionsResponse:
        """What ``seat`` may do, also as stable action ids: ``legal``, ``action_ids`` (ascending;
        ``apply_id`` takes them) and ``action_table`` (``size``, ``digest``, ``max_chips``);
        ``ticket`` as for ``apply``."""
        request = service.ListLegalActionsRequest(
            state=envelope(state), seat=seat, ticket=ticket, include_action_ids=True
        )
        return self._call(self._stub.ListLegalActions, request)

    def view(
        self, state: HasState, seat: int | None = None, *, ticket: bytes = b""
    ) -> game_pb2.View:
        """What ``seat`` may see; a spectator's view when ``seat`` is ``None``. A seat's view
        needs ``ticket`` (the seat's, or the operator's) on a server in ticket mode."""
        request = service.GetViewRequest(state=envelope(state), seat=seat, ticket=ticket)
        return self._call(self._stub.GetView, request).view

    def validate_state(self, state: HasState) -> service.ValidateStateResponse:
        """Checks ``state`` against every invariant; the answer lists the broken ones."""
        request = service.ValidateStateRequest(state=envelope(state))
        return self._call(self._stub.ValidateState, request)

    def replay(
        self,
        new_game: service.NewGameRequest,
        actions: Iterable[service.SeatAction | tuple[int, game_pb2.Action]],
    ) -> service.ReplayResponse:
        """Replays a match from its ``NewGameRequest`` and its actions, each a ``SeatAction``
        or a ``(seat, action)`` pair. A refused action raises ``PochError`` with its own code
        and its position in ``metadata["action_index"]``."""
        seat_actions = [
            a if isinstance(a, service.SeatAction) else service.SeatAction(seat=a[0], action=a[1])
            for a in actions
        ]
        request = service.ReplayRequest(new_game=new_game, actions=seat_actions)
        return self._call(self._stub.Replay, request)

    def presets(self) -> service.ListPresetsResponse:
        """The presets and every variant switch with its values."""
        return self._call(self._stub.ListPresets, service.ListPresetsRequest())

    def commit_server_seed(self) -> service.CommitServerSeedResponse:
        """Commits to a new secret server seed for a provably fair match."""
        return self._call(self._stub.CommitServerSeed, service.CommitServerSeedRequest())

    def verify_deal(
        self, request: service.VerifyDealRequest | None = None, /, **fields: Any
    ) -> service.VerifyDealResponse:
        """Checks a revealed deal seed against its commitment (``commitment``, ``deal_seed``,
        ``deck``, and optionally ``table`` and ``chain``)."""
        if request is None:
            request = service.VerifyDealRequest(**fields)
        elif fields:
            raise TypeError("verify_deal takes a request or its fields, not both")
        return self._call(self._stub.VerifyDeal, request)
