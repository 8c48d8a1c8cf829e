from poch.v1 import events_pb2 as _events_pb2
from poch.v1 import game_pb2 as _game_pb2
from poch.v1 import rules_pb2 as _rules_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class ChainMismatch(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    CHAIN_MISMATCH_UNSPECIFIED: _ClassVar[ChainMismatch]
    CHAIN_MISMATCH_SERVER_COMMITMENT: _ClassVar[ChainMismatch]
    CHAIN_MISMATCH_DEAL_SEED: _ClassVar[ChainMismatch]
    CHAIN_MISMATCH_FIRST_DEALER: _ClassVar[ChainMismatch]
CHAIN_MISMATCH_UNSPECIFIED: ChainMismatch
CHAIN_MISMATCH_SERVER_COMMITMENT: ChainMismatch
CHAIN_MISMATCH_DEAL_SEED: ChainMismatch
CHAIN_MISMATCH_FIRST_DEALER: ChainMismatch

class NewGameRequest(_message.Message):
    __slots__ = ("preset", "rules", "players", "seeded", "decks", "fair", "start", "include_views", "state_form", "locale", "bots", "answer_as_seat")
    PRESET_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    SEEDED_FIELD_NUMBER: _ClassVar[int]
    DECKS_FIELD_NUMBER: _ClassVar[int]
    FAIR_FIELD_NUMBER: _ClassVar[int]
    START_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_VIEWS_FIELD_NUMBER: _ClassVar[int]
    STATE_FORM_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    BOTS_FIELD_NUMBER: _ClassVar[int]
    ANSWER_AS_SEAT_FIELD_NUMBER: _ClassVar[int]
    preset: str
    rules: _rules_pb2.Rules
    players: _containers.RepeatedScalarFieldContainer[str]
    seeded: SeededDeals
    decks: SuppliedDecks
    fair: FairDeals
    start: _game_pb2.StartPosition
    include_views: bool
    state_form: _game_pb2.StateForm
    locale: str
    bots: _containers.RepeatedCompositeFieldContainer[_game_pb2.BotSeat]
    answer_as_seat: int
    def __init__(self, preset: _Optional[str] = ..., rules: _Optional[_Union[_rules_pb2.Rules, _Mapping]] = ..., players: _Optional[_Iterable[str]] = ..., seeded: _Optional[_Union[SeededDeals, _Mapping]] = ..., decks: _Optional[_Union[SuppliedDecks, _Mapping]] = ..., fair: _Optional[_Union[FairDeals, _Mapping]] = ..., start: _Optional[_Union[_game_pb2.StartPosition, _Mapping]] = ..., include_views: _Optional[bool] = ..., state_form: _Optional[_Union[_game_pb2.StateForm, str]] = ..., locale: _Optional[str] = ..., bots: _Optional[_Iterable[_Union[_game_pb2.BotSeat, _Mapping]]] = ..., answer_as_seat: _Optional[int] = ...) -> None: ...

class SeededDeals(_message.Message):
    __slots__ = ("seed", "first_dealer")
    SEED_FIELD_NUMBER: _ClassVar[int]
    FIRST_DEALER_FIELD_NUMBER: _ClassVar[int]
    seed: bytes
    first_dealer: int
    def __init__(self, seed: _Optional[bytes] = ..., first_dealer: _Optional[int] = ...) -> None: ...

class SuppliedDecks(_message.Message):
    __slots__ = ("first_dealer", "deck_orders")
    FIRST_DEALER_FIELD_NUMBER: _ClassVar[int]
    DECK_ORDERS_FIELD_NUMBER: _ClassVar[int]
    first_dealer: int
    deck_orders: _containers.RepeatedCompositeFieldContainer[_game_pb2.DeckOrder]
    def __init__(self, first_dealer: _Optional[int] = ..., deck_orders: _Optional[_Iterable[_Union[_game_pb2.DeckOrder, _Mapping]]] = ...) -> None: ...

class FairDeals(_message.Message):
    __slots__ = ("pre_match_token", "client_seeds", "first_dealer")
    PRE_MATCH_TOKEN_FIELD_NUMBER: _ClassVar[int]
    CLIENT_SEEDS_FIELD_NUMBER: _ClassVar[int]
    FIRST_DEALER_FIELD_NUMBER: _ClassVar[int]
    pre_match_token: bytes
    client_seeds: _containers.RepeatedScalarFieldContainer[str]
    first_dealer: int
    def __init__(self, pre_match_token: _Optional[bytes] = ..., client_seeds: _Optional[_Iterable[str]] = ..., first_dealer: _Optional[int] = ...) -> None: ...

class NewGameResponse(_message.Message):
    __slots__ = ("state", "events", "views", "to_act", "phase", "match_id", "version", "tickets", "seat_ticket")
    STATE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    VIEWS_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    TICKETS_FIELD_NUMBER: _ClassVar[int]
    SEAT_TICKET_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    events: _containers.RepeatedCompositeFieldContainer[_events_pb2.Event]
    views: _containers.RepeatedCompositeFieldContainer[_game_pb2.View]
    to_act: int
    phase: _game_pb2.Phase
    match_id: bytes
    version: int
    tickets: Tickets
    seat_ticket: bytes
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_events_pb2.Event, _Mapping]]] = ..., views: _Optional[_Iterable[_Union[_game_pb2.View, _Mapping]]] = ..., to_act: _Optional[int] = ..., phase: _Optional[_Union[_game_pb2.Phase, str]] = ..., match_id: _Optional[bytes] = ..., version: _Optional[int] = ..., tickets: _Optional[_Union[Tickets, _Mapping]] = ..., seat_ticket: _Optional[bytes] = ...) -> None: ...

class ApplyRequest(_message.Message):
    __slots__ = ("state", "seat", "action", "include_views", "locale", "ticket", "action_id", "view_seats")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_VIEWS_FIELD_NUMBER: _ClassVar[int]
    LOCALE_FIELD_NUMBER: _ClassVar[int]
    TICKET_FIELD_NUMBER: _ClassVar[int]
    ACTION_ID_FIELD_NUMBER: _ClassVar[int]
    VIEW_SEATS_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    seat: int
    action: _game_pb2.Action
    include_views: bool
    locale: str
    ticket: bytes
    action_id: int
    view_seats: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., seat: _Optional[int] = ..., action: _Optional[_Union[_game_pb2.Action, _Mapping]] = ..., include_views: _Optional[bool] = ..., locale: _Optional[str] = ..., ticket: _Optional[bytes] = ..., action_id: _Optional[int] = ..., view_seats: _Optional[_Iterable[int]] = ...) -> None: ...

class ApplyResponse(_message.Message):
    __slots__ = ("state", "events", "views", "to_act", "phase", "match_id", "version", "seat_views")
    STATE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    VIEWS_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEAT_VIEWS_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    events: _containers.RepeatedCompositeFieldContainer[_events_pb2.Event]
    views: _containers.RepeatedCompositeFieldContainer[_game_pb2.View]
    to_act: int
    phase: _game_pb2.Phase
    match_id: bytes
    version: int
    seat_views: _game_pb2.SeatViews
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_events_pb2.Event, _Mapping]]] = ..., views: _Optional[_Iterable[_Union[_game_pb2.View, _Mapping]]] = ..., to_act: _Optional[int] = ..., phase: _Optional[_Union[_game_pb2.Phase, str]] = ..., match_id: _Optional[bytes] = ..., version: _Optional[int] = ..., seat_views: _Optional[_Union[_game_pb2.SeatViews, _Mapping]] = ...) -> None: ...

class Tickets(_message.Message):
    __slots__ = ("seats", "operator")
    SEATS_FIELD_NUMBER: _ClassVar[int]
    OPERATOR_FIELD_NUMBER: _ClassVar[int]
    seats: _containers.RepeatedScalarFieldContainer[bytes]
    operator: bytes
    def __init__(self, seats: _Optional[_Iterable[bytes]] = ..., operator: _Optional[bytes] = ...) -> None: ...

class ListLegalActionsRequest(_message.Message):
    __slots__ = ("state", "seat", "ticket", "include_action_ids")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TICKET_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_ACTION_IDS_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    seat: int
    ticket: bytes
    include_action_ids: bool
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., seat: _Optional[int] = ..., ticket: _Optional[bytes] = ..., include_action_ids: _Optional[bool] = ...) -> None: ...

class ListLegalActionsResponse(_message.Message):
    __slots__ = ("legal", "action_ids", "action_table")
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    ACTION_IDS_FIELD_NUMBER: _ClassVar[int]
    ACTION_TABLE_FIELD_NUMBER: _ClassVar[int]
    legal: _game_pb2.LegalActions
    action_ids: _containers.RepeatedScalarFieldContainer[int]
    action_table: ActionTable
    def __init__(self, legal: _Optional[_Union[_game_pb2.LegalActions, _Mapping]] = ..., action_ids: _Optional[_Iterable[int]] = ..., action_table: _Optional[_Union[ActionTable, _Mapping]] = ...) -> None: ...

class ActionTable(_message.Message):
    __slots__ = ("size", "digest", "max_chips")
    SIZE_FIELD_NUMBER: _ClassVar[int]
    DIGEST_FIELD_NUMBER: _ClassVar[int]
    MAX_CHIPS_FIELD_NUMBER: _ClassVar[int]
    size: int
    digest: bytes
    max_chips: int
    def __init__(self, size: _Optional[int] = ..., digest: _Optional[bytes] = ..., max_chips: _Optional[int] = ...) -> None: ...

class GetViewRequest(_message.Message):
    __slots__ = ("state", "seat", "ticket")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    TICKET_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    seat: int
    ticket: bytes
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., seat: _Optional[int] = ..., ticket: _Optional[bytes] = ...) -> None: ...

class GetViewResponse(_message.Message):
    __slots__ = ("view",)
    VIEW_FIELD_NUMBER: _ClassVar[int]
    view: _game_pb2.View
    def __init__(self, view: _Optional[_Union[_game_pb2.View, _Mapping]] = ...) -> None: ...

class ValidateStateRequest(_message.Message):
    __slots__ = ("state",)
    STATE_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ...) -> None: ...

class Violation(_message.Message):
    __slots__ = ("invariant", "detail")
    INVARIANT_FIELD_NUMBER: _ClassVar[int]
    DETAIL_FIELD_NUMBER: _ClassVar[int]
    invariant: str
    detail: str
    def __init__(self, invariant: _Optional[str] = ..., detail: _Optional[str] = ...) -> None: ...

class ValidateStateResponse(_message.Message):
    __slots__ = ("valid", "violations")
    VALID_FIELD_NUMBER: _ClassVar[int]
    VIOLATIONS_FIELD_NUMBER: _ClassVar[int]
    valid: bool
    violations: _containers.RepeatedCompositeFieldContainer[Violation]
    def __init__(self, valid: _Optional[bool] = ..., violations: _Optional[_Iterable[_Union[Violation, _Mapping]]] = ...) -> None: ...

class SeatAction(_message.Message):
    __slots__ = ("seat", "action")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    action: _game_pb2.Action
    def __init__(self, seat: _Optional[int] = ..., action: _Optional[_Union[_game_pb2.Action, _Mapping]] = ...) -> None: ...

class ReplayRequest(_message.Message):
    __slots__ = ("new_game", "actions")
    NEW_GAME_FIELD_NUMBER: _ClassVar[int]
    ACTIONS_FIELD_NUMBER: _ClassVar[int]
    new_game: NewGameRequest
    actions: _containers.RepeatedCompositeFieldContainer[SeatAction]
    def __init__(self, new_game: _Optional[_Union[NewGameRequest, _Mapping]] = ..., actions: _Optional[_Iterable[_Union[SeatAction, _Mapping]]] = ...) -> None: ...

class ReplayResponse(_message.Message):
    __slots__ = ("state", "events", "to_act", "phase", "match_id", "version", "tickets")
    STATE_FIELD_NUMBER: _ClassVar[int]
    EVENTS_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    TICKETS_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    events: _containers.RepeatedCompositeFieldContainer[_events_pb2.Event]
    to_act: int
    phase: _game_pb2.Phase
    match_id: bytes
    version: int
    tickets: Tickets
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., events: _Optional[_Iterable[_Union[_events_pb2.Event, _Mapping]]] = ..., to_act: _Optional[int] = ..., phase: _Optional[_Union[_game_pb2.Phase, str]] = ..., match_id: _Optional[bytes] = ..., version: _Optional[int] = ..., tickets: _Optional[_Union[Tickets, _Mapping]] = ...) -> None: ...

class ListPresetsRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class Switch(_message.Message):
    __slots__ = ("name", "description", "values", "default_value")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    VALUES_FIELD_NUMBER: _ClassVar[int]
    DEFAULT_VALUE_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    values: _containers.RepeatedScalarFieldContainer[str]
    default_value: str
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., values: _Optional[_Iterable[str]] = ..., default_value: _Optional[str] = ...) -> None: ...

class ListPresetsResponse(_message.Message):
    __slots__ = ("presets", "switches", "bot_kinds")
    PRESETS_FIELD_NUMBER: _ClassVar[int]
    SWITCHES_FIELD_NUMBER: _ClassVar[int]
    BOT_KINDS_FIELD_NUMBER: _ClassVar[int]
    presets: _containers.RepeatedCompositeFieldContainer[_rules_pb2.Preset]
    switches: _containers.RepeatedCompositeFieldContainer[Switch]
    bot_kinds: _containers.RepeatedScalarFieldContainer[_game_pb2.BotKind]
    def __init__(self, presets: _Optional[_Iterable[_Union[_rules_pb2.Preset, _Mapping]]] = ..., switches: _Optional[_Iterable[_Union[Switch, _Mapping]]] = ..., bot_kinds: _Optional[_Iterable[_Union[_game_pb2.BotKind, str]]] = ...) -> None: ...

class CommitServerSeedRequest(_message.Message):
    __slots__ = ()
    def __init__(self) -> None: ...

class CommitServerSeedResponse(_message.Message):
    __slots__ = ("server_commitment", "pre_match_token", "expires_at_unix_ms")
    SERVER_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    PRE_MATCH_TOKEN_FIELD_NUMBER: _ClassVar[int]
    EXPIRES_AT_UNIX_MS_FIELD_NUMBER: _ClassVar[int]
    server_commitment: bytes
    pre_match_token: bytes
    expires_at_unix_ms: int
    def __init__(self, server_commitment: _Optional[bytes] = ..., pre_match_token: _Optional[bytes] = ..., expires_at_unix_ms: _Optional[int] = ...) -> None: ...

class ChooseActionRequest(_message.Message):
    __slots__ = ("state", "seat", "kind", "ticket", "include_action_id")
    STATE_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    TICKET_FIELD_NUMBER: _ClassVar[int]
    INCLUDE_ACTION_ID_FIELD_NUMBER: _ClassVar[int]
    state: _game_pb2.StateEnvelope
    seat: int
    kind: _game_pb2.BotKind
    ticket: bytes
    include_action_id: bool
    def __init__(self, state: _Optional[_Union[_game_pb2.StateEnvelope, _Mapping]] = ..., seat: _Optional[int] = ..., kind: _Optional[_Union[_game_pb2.BotKind, str]] = ..., ticket: _Optional[bytes] = ..., include_action_id: _Optional[bool] = ...) -> None: ...

class ChooseActionResponse(_message.Message):
    __slots__ = ("action", "action_id")
    ACTION_FIELD_NUMBER: _ClassVar[int]
    ACTION_ID_FIELD_NUMBER: _ClassVar[int]
    action: _game_pb2.Action
    action_id: int
    def __init__(self, action: _Optional[_Union[_game_pb2.Action, _Mapping]] = ..., action_id: _Optional[int] = ...) -> None: ...

class DealTable(_message.Message):
    __slots__ = ("players", "dealer", "deal_method")
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    DEAL_METHOD_FIELD_NUMBER: _ClassVar[int]
    players: int
    dealer: int
    deal_method: _rules_pb2.DealMethod
    def __init__(self, players: _Optional[int] = ..., dealer: _Optional[int] = ..., deal_method: _Optional[_Union[_rules_pb2.DealMethod, str]] = ...) -> None: ...

class FairChain(_message.Message):
    __slots__ = ("server_seed", "server_commitment", "client_seeds", "deal_number", "first_dealer")
    SERVER_SEED_FIELD_NUMBER: _ClassVar[int]
    SERVER_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    CLIENT_SEEDS_FIELD_NUMBER: _ClassVar[int]
    DEAL_NUMBER_FIELD_NUMBER: _ClassVar[int]
    FIRST_DEALER_FIELD_NUMBER: _ClassVar[int]
    server_seed: bytes
    server_commitment: bytes
    client_seeds: _containers.RepeatedScalarFieldContainer[str]
    deal_number: int
    first_dealer: int
    def __init__(self, server_seed: _Optional[bytes] = ..., server_commitment: _Optional[bytes] = ..., client_seeds: _Optional[_Iterable[str]] = ..., deal_number: _Optional[int] = ..., first_dealer: _Optional[int] = ...) -> None: ...

class VerifyDealRequest(_message.Message):
    __slots__ = ("commitment", "deal_seed", "deck", "table", "chain")
    COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    DEAL_SEED_FIELD_NUMBER: _ClassVar[int]
    DECK_FIELD_NUMBER: _ClassVar[int]
    TABLE_FIELD_NUMBER: _ClassVar[int]
    CHAIN_FIELD_NUMBER: _ClassVar[int]
    commitment: bytes
    deal_seed: bytes
    deck: _rules_pb2.Deck
    table: DealTable
    chain: FairChain
    def __init__(self, commitment: _Optional[bytes] = ..., deal_seed: _Optional[bytes] = ..., deck: _Optional[_Union[_rules_pb2.Deck, str]] = ..., table: _Optional[_Union[DealTable, _Mapping]] = ..., chain: _Optional[_Union[FairChain, _Mapping]] = ...) -> None: ...

class DealtCards(_message.Message):
    __slots__ = ("hands", "upcard", "upcard_held", "dead", "talon")
    HANDS_FIELD_NUMBER: _ClassVar[int]
    UPCARD_FIELD_NUMBER: _ClassVar[int]
    UPCARD_HELD_FIELD_NUMBER: _ClassVar[int]
    DEAD_FIELD_NUMBER: _ClassVar[int]
    TALON_FIELD_NUMBER: _ClassVar[int]
    hands: _containers.RepeatedCompositeFieldContainer[_game_pb2.Hand]
    upcard: str
    upcard_held: bool
    dead: _containers.RepeatedScalarFieldContainer[str]
    talon: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, hands: _Optional[_Iterable[_Union[_game_pb2.Hand, _Mapping]]] = ..., upcard: _Optional[str] = ..., upcard_held: _Optional[bool] = ..., dead: _Optional[_Iterable[str]] = ..., talon: _Optional[_Iterable[str]] = ...) -> None: ...

class VerifyDealResponse(_message.Message):
    __slots__ = ("matches", "commitment_matches", "seed_digest", "chain_matches", "chain_detail", "deck_order", "dealt", "chain_mismatch")
    MATCHES_FIELD_NUMBER: _ClassVar[int]
    COMMITMENT_MATCHES_FIELD_NUMBER: _ClassVar[int]
    SEED_DIGEST_FIELD_NUMBER: _ClassVar[int]
    CHAIN_MATCHES_FIELD_NUMBER: _ClassVar[int]
    CHAIN_DETAIL_FIELD_NUMBER: _ClassVar[int]
    DECK_ORDER_FIELD_NUMBER: _ClassVar[int]
    DEALT_FIELD_NUMBER: _ClassVar[int]
    CHAIN_MISMATCH_FIELD_NUMBER: _ClassVar[int]
    matches: bool
    commitment_matches: bool
    seed_digest: bytes
    chain_matches: bool
    chain_detail: str
    deck_order: _containers.RepeatedScalarFieldContainer[str]
    dealt: DealtCards
    chain_mismatch: ChainMismatch
    def __init__(self, matches: _Optional[bool] = ..., commitment_matches: _Optional[bool] = ..., seed_digest: _Optional[bytes] = ..., chain_matches: _Optional[bool] = ..., chain_detail: _Optional[str] = ..., deck_order: _Optional[_Iterable[str]] = ..., dealt: _Optional[_Union[DealtCards, _Mapping]] = ..., chain_mismatch: _Optional[_Union[ChainMismatch, str]] = ...) -> None: ...
