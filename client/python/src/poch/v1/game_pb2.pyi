from poch.v1 import rules_pb2 as _rules_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Field(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    FIELD_UNSPECIFIED: _ClassVar[Field]
    FIELD_A: _ClassVar[Field]
    FIELD_K: _ClassVar[Field]
    FIELD_Q: _ClassVar[Field]
    FIELD_J: _ClassVar[Field]
    FIELD_T: _ClassVar[Field]
    FIELD_MAR: _ClassVar[Field]
    FIELD_SEQ: _ClassVar[Field]
    FIELD_POCH: _ClassVar[Field]
    FIELD_MID: _ClassVar[Field]

class SeatStatus(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEAT_STATUS_UNSPECIFIED: _ClassVar[SeatStatus]
    SEAT_STATUS_IN: _ClassVar[SeatStatus]
    SEAT_STATUS_FOLDED: _ClassVar[SeatStatus]
    SEAT_STATUS_ALL_IN: _ClassVar[SeatStatus]
    SEAT_STATUS_OUT: _ClassVar[SeatStatus]

class PochenOutcome(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POCHEN_OUTCOME_UNSPECIFIED: _ClassVar[PochenOutcome]
    POCHEN_OUTCOME_ALL_PASSED: _ClassVar[PochenOutcome]
    POCHEN_OUTCOME_UNCONTESTED: _ClassVar[PochenOutcome]
    POCHEN_OUTCOME_SHOWDOWN: _ClassVar[PochenOutcome]

class Direction(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DIRECTION_UNSPECIFIED: _ClassVar[Direction]
    DIRECTION_UP: _ClassVar[Direction]
    DIRECTION_DOWN: _ClassVar[Direction]

class StopReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STOP_REASON_UNSPECIFIED: _ClassVar[StopReason]
    STOP_REASON_TOP: _ClassVar[StopReason]
    STOP_REASON_BOTTOM: _ClassVar[StopReason]
    STOP_REASON_UPCARD: _ClassVar[StopReason]
    STOP_REASON_DEAD: _ClassVar[StopReason]
    STOP_REASON_TALON: _ClassVar[StopReason]
    STOP_REASON_PLAYED: _ClassVar[StopReason]
    STOP_REASON_OUT: _ClassVar[StopReason]

class MatchEndReason(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    MATCH_END_REASON_UNSPECIFIED: _ClassVar[MatchEndReason]
    MATCH_END_REASON_MAX_DEALS: _ClassVar[MatchEndReason]
    MATCH_END_REASON_ANTE_SHORTFALL: _ClassVar[MatchEndReason]

class Phase(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PHASE_UNSPECIFIED: _ClassVar[Phase]
    PHASE_POCHEN: _ClassVar[Phase]
    PHASE_DISCARD: _ClassVar[Phase]
    PHASE_BETWEEN_DEALS: _ClassVar[Phase]
    PHASE_MATCH_OVER: _ClassVar[Phase]

class BotKind(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BOT_KIND_UNSPECIFIED: _ClassVar[BotKind]
    BOT_KIND_RANDOM: _ClassVar[BotKind]
    BOT_KIND_HEURISTIC: _ClassVar[BotKind]
    BOT_KIND_SEARCH: _ClassVar[BotKind]
    BOT_KIND_TIMEOUT: _ClassVar[BotKind]
    BOT_KIND_INFOSET: _ClassVar[BotKind]

class StateForm(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    STATE_FORM_UNSPECIFIED: _ClassVar[StateForm]
    STATE_FORM_PLAIN: _ClassVar[StateForm]
    STATE_FORM_SEALED: _ClassVar[StateForm]
FIELD_UNSPECIFIED: Field
FIELD_A: Field
FIELD_K: Field
FIELD_Q: Field
FIELD_J: Field
FIELD_T: Field
FIELD_MAR: Field
FIELD_SEQ: Field
FIELD_POCH: Field
FIELD_MID: Field
SEAT_STATUS_UNSPECIFIED: SeatStatus
SEAT_STATUS_IN: SeatStatus
SEAT_STATUS_FOLDED: SeatStatus
SEAT_STATUS_ALL_IN: SeatStatus
SEAT_STATUS_OUT: SeatStatus
POCHEN_OUTCOME_UNSPECIFIED: PochenOutcome
POCHEN_OUTCOME_ALL_PASSED: PochenOutcome
POCHEN_OUTCOME_UNCONTESTED: PochenOutcome
POCHEN_OUTCOME_SHOWDOWN: PochenOutcome
DIRECTION_UNSPECIFIED: Direction
DIRECTION_UP: Direction
DIRECTION_DOWN: Direction
STOP_REASON_UNSPECIFIED: StopReason
STOP_REASON_TOP: StopReason
STOP_REASON_BOTTOM: StopReason
STOP_REASON_UPCARD: StopReason
STOP_REASON_DEAD: StopReason
STOP_REASON_TALON: StopReason
STOP_REASON_PLAYED: StopReason
STOP_REASON_OUT: StopReason
MATCH_END_REASON_UNSPECIFIED: MatchEndReason
MATCH_END_REASON_MAX_DEALS: MatchEndReason
MATCH_END_REASON_ANTE_SHORTFALL: MatchEndReason
PHASE_UNSPECIFIED: Phase
PHASE_POCHEN: Phase
PHASE_DISCARD: Phase
PHASE_BETWEEN_DEALS: Phase
PHASE_MATCH_OVER: Phase
BOT_KIND_UNSPECIFIED: BotKind
BOT_KIND_RANDOM: BotKind
BOT_KIND_HEURISTIC: BotKind
BOT_KIND_SEARCH: BotKind
BOT_KIND_TIMEOUT: BotKind
BOT_KIND_INFOSET: BotKind
STATE_FORM_UNSPECIFIED: StateForm
STATE_FORM_PLAIN: StateForm
STATE_FORM_SEALED: StateForm

class Board(_message.Message):
    __slots__ = ("a", "k", "q", "j", "t", "mar", "seq", "poch", "mid")
    A_FIELD_NUMBER: _ClassVar[int]
    K_FIELD_NUMBER: _ClassVar[int]
    Q_FIELD_NUMBER: _ClassVar[int]
    J_FIELD_NUMBER: _ClassVar[int]
    T_FIELD_NUMBER: _ClassVar[int]
    MAR_FIELD_NUMBER: _ClassVar[int]
    SEQ_FIELD_NUMBER: _ClassVar[int]
    POCH_FIELD_NUMBER: _ClassVar[int]
    MID_FIELD_NUMBER: _ClassVar[int]
    a: int
    k: int
    q: int
    j: int
    t: int
    mar: int
    seq: int
    poch: int
    mid: int
    def __init__(self, a: _Optional[int] = ..., k: _Optional[int] = ..., q: _Optional[int] = ..., j: _Optional[int] = ..., t: _Optional[int] = ..., mar: _Optional[int] = ..., seq: _Optional[int] = ..., poch: _Optional[int] = ..., mid: _Optional[int] = ...) -> None: ...

class DeckOrder(_message.Message):
    __slots__ = ("cards", "cut")
    CARDS_FIELD_NUMBER: _ClassVar[int]
    CUT_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    cut: int
    def __init__(self, cards: _Optional[_Iterable[str]] = ..., cut: _Optional[int] = ...) -> None: ...

class StartPosition(_message.Message):
    __slots__ = ("stacks", "board", "carried")
    STACKS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    stacks: _containers.RepeatedScalarFieldContainer[int]
    board: Board
    carried: _containers.RepeatedScalarFieldContainer[Field]
    def __init__(self, stacks: _Optional[_Iterable[int]] = ..., board: _Optional[_Union[Board, _Mapping]] = ..., carried: _Optional[_Iterable[_Union[Field, str]]] = ...) -> None: ...

class Action(_message.Message):
    __slots__ = ("pass_turn", "bet", "call", "raise_bet", "fold", "lead", "deal", "timeout")
    class PassTurn(_message.Message):
        __slots__ = ()
        def __init__(self) -> None: ...
    class Bet(_message.Message):
        __slots__ = ("amount",)
        AMOUNT_FIELD_NUMBER: _ClassVar[int]
        amount: int
        def __init__(self, amount: _Optional[int] = ...) -> None: ...
    class Call(_message.Message):
        __slots__ = ()
        def __init__(self) -> None: ...
    class RaiseBet(_message.Message):
        __slots__ = ("amount",)
        AMOUNT_FIELD_NUMBER: _ClassVar[int]
        amount: int
        def __init__(self, amount: _Optional[int] = ...) -> None: ...
    class Fold(_message.Message):
        __slots__ = ()
        def __init__(self) -> None: ...
    class Lead(_message.Message):
        __slots__ = ("card", "direction")
        CARD_FIELD_NUMBER: _ClassVar[int]
        DIRECTION_FIELD_NUMBER: _ClassVar[int]
        card: str
        direction: Direction
        def __init__(self, card: _Optional[str] = ..., direction: _Optional[_Union[Direction, str]] = ...) -> None: ...
    class Deal(_message.Message):
        __slots__ = ("deck",)
        DECK_FIELD_NUMBER: _ClassVar[int]
        deck: DeckOrder
        def __init__(self, deck: _Optional[_Union[DeckOrder, _Mapping]] = ...) -> None: ...
    class Timeout(_message.Message):
        __slots__ = ()
        def __init__(self) -> None: ...
    PASS_TURN_FIELD_NUMBER: _ClassVar[int]
    BET_FIELD_NUMBER: _ClassVar[int]
    CALL_FIELD_NUMBER: _ClassVar[int]
    RAISE_BET_FIELD_NUMBER: _ClassVar[int]
    FOLD_FIELD_NUMBER: _ClassVar[int]
    LEAD_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    TIMEOUT_FIELD_NUMBER: _ClassVar[int]
    pass_turn: Action.PassTurn
    bet: Action.Bet
    call: Action.Call
    raise_bet: Action.RaiseBet
    fold: Action.Fold
    lead: Action.Lead
    deal: Action.Deal
    timeout: Action.Timeout
    def __init__(self, pass_turn: _Optional[_Union[Action.PassTurn, _Mapping]] = ..., bet: _Optional[_Union[Action.Bet, _Mapping]] = ..., call: _Optional[_Union[Action.Call, _Mapping]] = ..., raise_bet: _Optional[_Union[Action.RaiseBet, _Mapping]] = ..., fold: _Optional[_Union[Action.Fold, _Mapping]] = ..., lead: _Optional[_Union[Action.Lead, _Mapping]] = ..., deal: _Optional[_Union[Action.Deal, _Mapping]] = ..., timeout: _Optional[_Union[Action.Timeout, _Mapping]] = ...) -> None: ...

class BotSeat(_message.Message):
    __slots__ = ("seat", "kind")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    KIND_FIELD_NUMBER: _ClassVar[int]
    seat: int
    kind: BotKind
    def __init__(self, seat: _Optional[int] = ..., kind: _Optional[_Union[BotKind, str]] = ...) -> None: ...

class PochenState(_message.Message):
    __slots__ = ("statuses", "contributions", "high_stake", "pending", "last_actor", "poch_before", "outcome", "winner")
    STATUSES_FIELD_NUMBER: _ClassVar[int]
    CONTRIBUTIONS_FIELD_NUMBER: _ClassVar[int]
    HIGH_STAKE_FIELD_NUMBER: _ClassVar[int]
    PENDING_FIELD_NUMBER: _ClassVar[int]
    LAST_ACTOR_FIELD_NUMBER: _ClassVar[int]
    POCH_BEFORE_FIELD_NUMBER: _ClassVar[int]
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    statuses: _containers.RepeatedScalarFieldContainer[SeatStatus]
    contributions: _containers.RepeatedScalarFieldContainer[int]
    high_stake: int
    pending: _containers.RepeatedScalarFieldContainer[int]
    last_actor: int
    poch_before: int
    outcome: PochenOutcome
    winner: int
    def __init__(self, statuses: _Optional[_Iterable[_Union[SeatStatus, str]]] = ..., contributions: _Optional[_Iterable[int]] = ..., high_stake: _Optional[int] = ..., pending: _Optional[_Iterable[int]] = ..., last_actor: _Optional[int] = ..., poch_before: _Optional[int] = ..., outcome: _Optional[_Union[PochenOutcome, str]] = ..., winner: _Optional[int] = ...) -> None: ...

class Play(_message.Message):
    __slots__ = ("seat", "card")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ...) -> None: ...

class DiscardState(_message.Message):
    __slots__ = ("direction", "leader", "plays", "chain_starts", "winner")
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    LEADER_FIELD_NUMBER: _ClassVar[int]
    PLAYS_FIELD_NUMBER: _ClassVar[int]
    CHAIN_STARTS_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    direction: Direction
    leader: int
    plays: _containers.RepeatedCompositeFieldContainer[Play]
    chain_starts: _containers.RepeatedScalarFieldContainer[int]
    winner: int
    def __init__(self, direction: _Optional[_Union[Direction, str]] = ..., leader: _Optional[int] = ..., plays: _Optional[_Iterable[_Union[Play, _Mapping]]] = ..., chain_starts: _Optional[_Iterable[int]] = ..., winner: _Optional[int] = ...) -> None: ...

class Settlement(_message.Message):
    __slots__ = ("winner", "went_out_on_lead", "mid", "owed", "payments", "forgiven", "winner_receives")
    WINNER_FIELD_NUMBER: _ClassVar[int]
    WENT_OUT_ON_LEAD_FIELD_NUMBER: _ClassVar[int]
    MID_FIELD_NUMBER: _ClassVar[int]
    OWED_FIELD_NUMBER: _ClassVar[int]
    PAYMENTS_FIELD_NUMBER: _ClassVar[int]
    FORGIVEN_FIELD_NUMBER: _ClassVar[int]
    WINNER_RECEIVES_FIELD_NUMBER: _ClassVar[int]
    winner: int
    went_out_on_lead: bool
    mid: int
    owed: _containers.RepeatedScalarFieldContainer[int]
    payments: _containers.RepeatedScalarFieldContainer[int]
    forgiven: _containers.RepeatedScalarFieldContainer[int]
    winner_receives: int
    def __init__(self, winner: _Optional[int] = ..., went_out_on_lead: _Optional[bool] = ..., mid: _Optional[int] = ..., owed: _Optional[_Iterable[int]] = ..., payments: _Optional[_Iterable[int]] = ..., forgiven: _Optional[_Iterable[int]] = ..., winner_receives: _Optional[int] = ...) -> None: ...

class Standing(_message.Message):
    __slots__ = ("seat", "stack", "place", "could_pay")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    STACK_FIELD_NUMBER: _ClassVar[int]
    PLACE_FIELD_NUMBER: _ClassVar[int]
    COULD_PAY_FIELD_NUMBER: _ClassVar[int]
    seat: int
    stack: int
    place: int
    could_pay: bool
    def __init__(self, seat: _Optional[int] = ..., stack: _Optional[int] = ..., place: _Optional[int] = ..., could_pay: _Optional[bool] = ...) -> None: ...

class MatchEnd(_message.Message):
    __slots__ = ("reasons", "deals_played", "next_ante", "standings", "board_left", "server_seed", "board_share")
    REASONS_FIELD_NUMBER: _ClassVar[int]
    DEALS_PLAYED_FIELD_NUMBER: _ClassVar[int]
    NEXT_ANTE_FIELD_NUMBER: _ClassVar[int]
    STANDINGS_FIELD_NUMBER: _ClassVar[int]
    BOARD_LEFT_FIELD_NUMBER: _ClassVar[int]
    SERVER_SEED_FIELD_NUMBER: _ClassVar[int]
    BOARD_SHARE_FIELD_NUMBER: _ClassVar[int]
    reasons: _containers.RepeatedScalarFieldContainer[MatchEndReason]
    deals_played: int
    next_ante: int
    standings: _containers.RepeatedCompositeFieldContainer[Standing]
    board_left: Board
    server_seed: bytes
    board_share: BoardShare
    def __init__(self, reasons: _Optional[_Iterable[_Union[MatchEndReason, str]]] = ..., deals_played: _Optional[int] = ..., next_ante: _Optional[int] = ..., standings: _Optional[_Iterable[_Union[Standing, _Mapping]]] = ..., board_left: _Optional[_Union[Board, _Mapping]] = ..., server_seed: _Optional[bytes] = ..., board_share: _Optional[_Union[BoardShare, _Mapping]] = ...) -> None: ...

class BoardShare(_message.Message):
    __slots__ = ("per_player", "shared", "remainder", "board_after")
    PER_PLAYER_FIELD_NUMBER: _ClassVar[int]
    SHARED_FIELD_NUMBER: _ClassVar[int]
    REMAINDER_FIELD_NUMBER: _ClassVar[int]
    BOARD_AFTER_FIELD_NUMBER: _ClassVar[int]
    per_player: int
    shared: int
    remainder: int
    board_after: Board
    def __init__(self, per_player: _Optional[int] = ..., shared: _Optional[int] = ..., remainder: _Optional[int] = ..., board_after: _Optional[_Union[Board, _Mapping]] = ...) -> None: ...

class Hand(_message.Message):
    __slots__ = ("cards",)
    CARDS_FIELD_NUMBER: _ClassVar[int]
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, cards: _Optional[_Iterable[str]] = ...) -> None: ...

class DealState(_message.Message):
    __slots__ = ("number", "dealer", "deal_seed", "commitment", "ante", "hands", "upcard", "upcard_holder", "dead", "talon", "revealed", "awarded", "pochen", "discard", "settlement")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    DEAL_SEED_FIELD_NUMBER: _ClassVar[int]
    COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    ANTE_FIELD_NUMBER: _ClassVar[int]
    HANDS_FIELD_NUMBER: _ClassVar[int]
    UPCARD_FIELD_NUMBER: _ClassVar[int]
    UPCARD_HOLDER_FIELD_NUMBER: _ClassVar[int]
    DEAD_FIELD_NUMBER: _ClassVar[int]
    TALON_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    AWARDED_FIELD_NUMBER: _ClassVar[int]
    POCHEN_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_FIELD_NUMBER: _ClassVar[int]
    number: int
    dealer: int
    deal_seed: bytes
    commitment: bytes
    ante: Board
    hands: _containers.RepeatedCompositeFieldContainer[Hand]
    upcard: str
    upcard_holder: int
    dead: _containers.RepeatedScalarFieldContainer[str]
    talon: _containers.RepeatedScalarFieldContainer[str]
    revealed: _containers.RepeatedCompositeFieldContainer[Hand]
    awarded: _containers.RepeatedScalarFieldContainer[Field]
    pochen: PochenState
    discard: DiscardState
    settlement: Settlement
    def __init__(self, number: _Optional[int] = ..., dealer: _Optional[int] = ..., deal_seed: _Optional[bytes] = ..., commitment: _Optional[bytes] = ..., ante: _Optional[_Union[Board, _Mapping]] = ..., hands: _Optional[_Iterable[_Union[Hand, _Mapping]]] = ..., upcard: _Optional[str] = ..., upcard_holder: _Optional[int] = ..., dead: _Optional[_Iterable[str]] = ..., talon: _Optional[_Iterable[str]] = ..., revealed: _Optional[_Iterable[_Union[Hand, _Mapping]]] = ..., awarded: _Optional[_Iterable[_Union[Field, str]]] = ..., pochen: _Optional[_Union[PochenState, _Mapping]] = ..., discard: _Optional[_Union[DiscardState, _Mapping]] = ..., settlement: _Optional[_Union[Settlement, _Mapping]] = ...) -> None: ...

class GameState(_message.Message):
    __slots__ = ("schema_version", "rules", "players", "stacks", "board", "carried", "total_chips", "first_dealer", "deals", "version", "seed", "deck_orders", "deal", "match_end", "fairness", "bots", "match_id")
    SCHEMA_VERSION_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    STACKS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    TOTAL_CHIPS_FIELD_NUMBER: _ClassVar[int]
    FIRST_DEALER_FIELD_NUMBER: _ClassVar[int]
    DEALS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    SEED_FIELD_NUMBER: _ClassVar[int]
    DECK_ORDERS_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    MATCH_END_FIELD_NUMBER: _ClassVar[int]
    FAIRNESS_FIELD_NUMBER: _ClassVar[int]
    BOTS_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    schema_version: int
    rules: _rules_pb2.Rules
    players: _containers.RepeatedScalarFieldContainer[str]
    stacks: _containers.RepeatedScalarFieldContainer[int]
    board: Board
    carried: _containers.RepeatedScalarFieldContainer[Field]
    total_chips: int
    first_dealer: int
    deals: int
    version: int
    seed: bytes
    deck_orders: _containers.RepeatedCompositeFieldContainer[DeckOrder]
    deal: DealState
    match_end: MatchEnd
    fairness: Fairness
    bots: _containers.RepeatedCompositeFieldContainer[BotSeat]
    match_id: bytes
    def __init__(self, schema_version: _Optional[int] = ..., rules: _Optional[_Union[_rules_pb2.Rules, _Mapping]] = ..., players: _Optional[_Iterable[str]] = ..., stacks: _Optional[_Iterable[int]] = ..., board: _Optional[_Union[Board, _Mapping]] = ..., carried: _Optional[_Iterable[_Union[Field, str]]] = ..., total_chips: _Optional[int] = ..., first_dealer: _Optional[int] = ..., deals: _Optional[int] = ..., version: _Optional[int] = ..., seed: _Optional[bytes] = ..., deck_orders: _Optional[_Iterable[_Union[DeckOrder, _Mapping]]] = ..., deal: _Optional[_Union[DealState, _Mapping]] = ..., match_end: _Optional[_Union[MatchEnd, _Mapping]] = ..., fairness: _Optional[_Union[Fairness, _Mapping]] = ..., bots: _Optional[_Iterable[_Union[BotSeat, _Mapping]]] = ..., match_id: _Optional[bytes] = ...) -> None: ...

class Fairness(_message.Message):
    __slots__ = ("server_seed", "server_commitment", "client_seeds")
    SERVER_SEED_FIELD_NUMBER: _ClassVar[int]
    SERVER_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    CLIENT_SEEDS_FIELD_NUMBER: _ClassVar[int]
    server_seed: bytes
    server_commitment: bytes
    client_seeds: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, server_seed: _Optional[bytes] = ..., server_commitment: _Optional[bytes] = ..., client_seeds: _Optional[_Iterable[str]] = ...) -> None: ...

class FairnessView(_message.Message):
    __slots__ = ("server_commitment", "client_seeds")
    SERVER_COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    CLIENT_SEEDS_FIELD_NUMBER: _ClassVar[int]
    server_commitment: bytes
    client_seeds: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, server_commitment: _Optional[bytes] = ..., client_seeds: _Optional[_Iterable[str]] = ...) -> None: ...

class StateEnvelope(_message.Message):
    __slots__ = ("plain", "sealed")
    PLAIN_FIELD_NUMBER: _ClassVar[int]
    SEALED_FIELD_NUMBER: _ClassVar[int]
    plain: GameState
    sealed: bytes
    def __init__(self, plain: _Optional[_Union[GameState, _Mapping]] = ..., sealed: _Optional[bytes] = ...) -> None: ...

class AmountRange(_message.Message):
    __slots__ = ("min", "max")
    MIN_FIELD_NUMBER: _ClassVar[int]
    MAX_FIELD_NUMBER: _ClassVar[int]
    min: int
    max: int
    def __init__(self, min: _Optional[int] = ..., max: _Optional[int] = ...) -> None: ...

class LegalActions(_message.Message):
    __slots__ = ("seat", "pass_turn", "bet", "call", "raise_bet", "fold", "lead", "directions", "deal", "deck_required", "deck_allowed")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PASS_TURN_FIELD_NUMBER: _ClassVar[int]
    BET_FIELD_NUMBER: _ClassVar[int]
    CALL_FIELD_NUMBER: _ClassVar[int]
    RAISE_BET_FIELD_NUMBER: _ClassVar[int]
    FOLD_FIELD_NUMBER: _ClassVar[int]
    LEAD_FIELD_NUMBER: _ClassVar[int]
    DIRECTIONS_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    DECK_REQUIRED_FIELD_NUMBER: _ClassVar[int]
    DECK_ALLOWED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    pass_turn: bool
    bet: AmountRange
    call: int
    raise_bet: AmountRange
    fold: bool
    lead: _containers.RepeatedScalarFieldContainer[str]
    directions: _containers.RepeatedScalarFieldContainer[Direction]
    deal: bool
    deck_required: bool
    deck_allowed: bool
    def __init__(self, seat: _Optional[int] = ..., pass_turn: _Optional[bool] = ..., bet: _Optional[_Union[AmountRange, _Mapping]] = ..., call: _Optional[int] = ..., raise_bet: _Optional[_Union[AmountRange, _Mapping]] = ..., fold: _Optional[bool] = ..., lead: _Optional[_Iterable[str]] = ..., directions: _Optional[_Iterable[_Union[Direction, str]]] = ..., deal: _Optional[bool] = ..., deck_required: _Optional[bool] = ..., deck_allowed: _Optional[bool] = ...) -> None: ...

class Group(_message.Message):
    __slots__ = ("size", "rank")
    SIZE_FIELD_NUMBER: _ClassVar[int]
    RANK_FIELD_NUMBER: _ClassVar[int]
    size: int
    rank: str
    def __init__(self, size: _Optional[int] = ..., rank: _Optional[str] = ...) -> None: ...

class DealView(_message.Message):
    __slots__ = ("number", "dealer", "forehand", "commitment", "deal_seed", "ante", "upcard", "pay_suit", "upcard_holder", "dead", "talon_size", "hand", "best_group", "hand_sizes", "revealed", "awarded", "pochen", "discard", "settlement")
    NUMBER_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    FOREHAND_FIELD_NUMBER: _ClassVar[int]
    COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    DEAL_SEED_FIELD_NUMBER: _ClassVar[int]
    ANTE_FIELD_NUMBER: _ClassVar[int]
    UPCARD_FIELD_NUMBER: _ClassVar[int]
    PAY_SUIT_FIELD_NUMBER: _ClassVar[int]
    UPCARD_HOLDER_FIELD_NUMBER: _ClassVar[int]
    DEAD_FIELD_NUMBER: _ClassVar[int]
    TALON_SIZE_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    BEST_GROUP_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    REVEALED_FIELD_NUMBER: _ClassVar[int]
    AWARDED_FIELD_NUMBER: _ClassVar[int]
    POCHEN_FIELD_NUMBER: _ClassVar[int]
    DISCARD_FIELD_NUMBER: _ClassVar[int]
    SETTLEMENT_FIELD_NUMBER: _ClassVar[int]
    number: int
    dealer: int
    forehand: int
    commitment: bytes
    deal_seed: bytes
    ante: Board
    upcard: str
    pay_suit: str
    upcard_holder: int
    dead: _containers.RepeatedScalarFieldContainer[str]
    talon_size: int
    hand: Hand
    best_group: Group
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    revealed: _containers.RepeatedCompositeFieldContainer[Hand]
    awarded: _containers.RepeatedScalarFieldContainer[Field]
    pochen: PochenState
    discard: DiscardState
    settlement: Settlement
    def __init__(self, number: _Optional[int] = ..., dealer: _Optional[int] = ..., forehand: _Optional[int] = ..., commitment: _Optional[bytes] = ..., deal_seed: _Optional[bytes] = ..., ante: _Optional[_Union[Board, _Mapping]] = ..., upcard: _Optional[str] = ..., pay_suit: _Optional[str] = ..., upcard_holder: _Optional[int] = ..., dead: _Optional[_Iterable[str]] = ..., talon_size: _Optional[int] = ..., hand: _Optional[_Union[Hand, _Mapping]] = ..., best_group: _Optional[_Union[Group, _Mapping]] = ..., hand_sizes: _Optional[_Iterable[int]] = ..., revealed: _Optional[_Iterable[_Union[Hand, _Mapping]]] = ..., awarded: _Optional[_Iterable[_Union[Field, str]]] = ..., pochen: _Optional[_Union[PochenState, _Mapping]] = ..., discard: _Optional[_Union[DiscardState, _Mapping]] = ..., settlement: _Optional[_Union[Settlement, _Mapping]] = ...) -> None: ...

class View(_message.Message):
    __slots__ = ("viewer", "rules", "players", "stacks", "board", "carried", "deals", "version", "phase", "to_act", "legal", "deal", "match_end", "fairness", "bots", "match_id", "fields")
    VIEWER_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    PLAYERS_FIELD_NUMBER: _ClassVar[int]
    STACKS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    CARRIED_FIELD_NUMBER: _ClassVar[int]
    DEALS_FIELD_NUMBER: _ClassVar[int]
    VERSION_FIELD_NUMBER: _ClassVar[int]
    PHASE_FIELD_NUMBER: _ClassVar[int]
    TO_ACT_FIELD_NUMBER: _ClassVar[int]
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    DEAL_FIELD_NUMBER: _ClassVar[int]
    MATCH_END_FIELD_NUMBER: _ClassVar[int]
    FAIRNESS_FIELD_NUMBER: _ClassVar[int]
    BOTS_FIELD_NUMBER: _ClassVar[int]
    MATCH_ID_FIELD_NUMBER: _ClassVar[int]
    FIELDS_FIELD_NUMBER: _ClassVar[int]
    viewer: int
    rules: _rules_pb2.Rules
    players: _containers.RepeatedScalarFieldContainer[str]
    stacks: _containers.RepeatedScalarFieldContainer[int]
    board: Board
    carried: _containers.RepeatedScalarFieldContainer[Field]
    deals: int
    version: int
    phase: Phase
    to_act: int
    legal: LegalActions
    deal: DealView
    match_end: MatchEnd
    fairness: FairnessView
    bots: _containers.RepeatedCompositeFieldContainer[BotSeat]
    match_id: bytes
    fields: _containers.RepeatedScalarFieldContainer[Field]
    def __init__(self, viewer: _Optional[int] = ..., rules: _Optional[_Union[_rules_pb2.Rules, _Mapping]] = ..., players: _Optional[_Iterable[str]] = ..., stacks: _Optional[_Iterable[int]] = ..., board: _Optional[_Union[Board, _Mapping]] = ..., carried: _Optional[_Iterable[_Union[Field, str]]] = ..., deals: _Optional[int] = ..., version: _Optional[int] = ..., phase: _Optional[_Union[Phase, str]] = ..., to_act: _Optional[int] = ..., legal: _Optional[_Union[LegalActions, _Mapping]] = ..., deal: _Optional[_Union[DealView, _Mapping]] = ..., match_end: _Optional[_Union[MatchEnd, _Mapping]] = ..., fairness: _Optional[_Union[FairnessView, _Mapping]] = ..., bots: _Optional[_Iterable[_Union[BotSeat, _Mapping]]] = ..., match_id: _Optional[bytes] = ..., fields: _Optional[_Iterable[_Union[Field, str]]] = ...) -> None: ...

class SeatPart(_message.Message):
    __slots__ = ("seat", "hand", "best_group", "legal")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    HAND_FIELD_NUMBER: _ClassVar[int]
    BEST_GROUP_FIELD_NUMBER: _ClassVar[int]
    LEGAL_FIELD_NUMBER: _ClassVar[int]
    seat: int
    hand: _containers.RepeatedScalarFieldContainer[str]
    best_group: Group
    legal: LegalActions
    def __init__(self, seat: _Optional[int] = ..., hand: _Optional[_Iterable[str]] = ..., best_group: _Optional[_Union[Group, _Mapping]] = ..., legal: _Optional[_Union[LegalActions, _Mapping]] = ...) -> None: ...

class SeatViews(_message.Message):
    __slots__ = ("public_view", "seats")
    PUBLIC_VIEW_FIELD_NUMBER: _ClassVar[int]
    SEATS_FIELD_NUMBER: _ClassVar[int]
    public_view: View
    seats: _containers.RepeatedCompositeFieldContainer[SeatPart]
    def __init__(self, public_view: _Optional[_Union[View, _Mapping]] = ..., seats: _Optional[_Iterable[_Union[SeatPart, _Mapping]]] = ...) -> None: ...
