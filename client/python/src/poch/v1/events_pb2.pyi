from poch.v1 import game_pb2 as _game_pb2
from google.protobuf.internal import containers as _containers
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Layer(_message.Message):
    __slots__ = ("level", "amount", "eligible", "winners", "share", "remainder")
    LEVEL_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    ELIGIBLE_FIELD_NUMBER: _ClassVar[int]
    WINNERS_FIELD_NUMBER: _ClassVar[int]
    SHARE_FIELD_NUMBER: _ClassVar[int]
    REMAINDER_FIELD_NUMBER: _ClassVar[int]
    level: int
    amount: int
    eligible: _containers.RepeatedScalarFieldContainer[int]
    winners: _containers.RepeatedScalarFieldContainer[int]
    share: int
    remainder: int
    def __init__(self, level: _Optional[int] = ..., amount: _Optional[int] = ..., eligible: _Optional[_Iterable[int]] = ..., winners: _Optional[_Iterable[int]] = ..., share: _Optional[int] = ..., remainder: _Optional[int] = ...) -> None: ...

class DealStarted(_message.Message):
    __slots__ = ("deal", "dealer", "forehand", "commitment")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    DEALER_FIELD_NUMBER: _ClassVar[int]
    FOREHAND_FIELD_NUMBER: _ClassVar[int]
    COMMITMENT_FIELD_NUMBER: _ClassVar[int]
    deal: int
    dealer: int
    forehand: int
    commitment: bytes
    def __init__(self, deal: _Optional[int] = ..., dealer: _Optional[int] = ..., forehand: _Optional[int] = ..., commitment: _Optional[bytes] = ...) -> None: ...

class AntePaid(_message.Message):
    __slots__ = ("per_player", "fields", "stacks", "board")
    PER_PLAYER_FIELD_NUMBER: _ClassVar[int]
    FIELDS_FIELD_NUMBER: _ClassVar[int]
    STACKS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    per_player: int
    fields: _game_pb2.Board
    stacks: _containers.RepeatedScalarFieldContainer[int]
    board: _game_pb2.Board
    def __init__(self, per_player: _Optional[int] = ..., fields: _Optional[_Union[_game_pb2.Board, _Mapping]] = ..., stacks: _Optional[_Iterable[int]] = ..., board: _Optional[_Union[_game_pb2.Board, _Mapping]] = ...) -> None: ...

class HandDealt(_message.Message):
    __slots__ = ("seat", "cards")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class UpcardTurned(_message.Message):
    __slots__ = ("upcard", "pay_suit", "upcard_holder", "dead", "talon_size", "hand_sizes")
    UPCARD_FIELD_NUMBER: _ClassVar[int]
    PAY_SUIT_FIELD_NUMBER: _ClassVar[int]
    UPCARD_HOLDER_FIELD_NUMBER: _ClassVar[int]
    DEAD_FIELD_NUMBER: _ClassVar[int]
    TALON_SIZE_FIELD_NUMBER: _ClassVar[int]
    HAND_SIZES_FIELD_NUMBER: _ClassVar[int]
    upcard: str
    pay_suit: str
    upcard_holder: int
    dead: _containers.RepeatedScalarFieldContainer[str]
    talon_size: int
    hand_sizes: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, upcard: _Optional[str] = ..., pay_suit: _Optional[str] = ..., upcard_holder: _Optional[int] = ..., dead: _Optional[_Iterable[str]] = ..., talon_size: _Optional[int] = ..., hand_sizes: _Optional[_Iterable[int]] = ...) -> None: ...

class FieldClaimed(_message.Message):
    __slots__ = ("field", "seat", "chips", "cards")
    FIELD_FIELD_NUMBER: _ClassVar[int]
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CHIPS_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    field: _game_pb2.Field
    seat: int
    chips: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, field: _Optional[_Union[_game_pb2.Field, str]] = ..., seat: _Optional[int] = ..., chips: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class PochenStarted(_message.Message):
    __slots__ = ("seats_in", "poch")
    SEATS_IN_FIELD_NUMBER: _ClassVar[int]
    POCH_FIELD_NUMBER: _ClassVar[int]
    seats_in: _containers.RepeatedScalarFieldContainer[int]
    poch: int
    def __init__(self, seats_in: _Optional[_Iterable[int]] = ..., poch: _Optional[int] = ...) -> None: ...

class PochenSkipped(_message.Message):
    __slots__ = ("seats_in",)
    SEATS_IN_FIELD_NUMBER: _ClassVar[int]
    seats_in: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, seats_in: _Optional[_Iterable[int]] = ...) -> None: ...

class Passed(_message.Message):
    __slots__ = ("seat", "out")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    OUT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    out: bool
    def __init__(self, seat: _Optional[int] = ..., out: _Optional[bool] = ...) -> None: ...

class BetPlaced(_message.Message):
    __slots__ = ("seat", "amount", "put", "all_in")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PUT_FIELD_NUMBER: _ClassVar[int]
    ALL_IN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    amount: int
    put: int
    all_in: bool
    def __init__(self, seat: _Optional[int] = ..., amount: _Optional[int] = ..., put: _Optional[int] = ..., all_in: _Optional[bool] = ...) -> None: ...

class Called(_message.Message):
    __slots__ = ("seat", "put", "all_in")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    PUT_FIELD_NUMBER: _ClassVar[int]
    ALL_IN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    put: int
    all_in: bool
    def __init__(self, seat: _Optional[int] = ..., put: _Optional[int] = ..., all_in: _Optional[bool] = ...) -> None: ...

class Raised(_message.Message):
    __slots__ = ("seat", "amount", "put", "all_in")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    AMOUNT_FIELD_NUMBER: _ClassVar[int]
    PUT_FIELD_NUMBER: _ClassVar[int]
    ALL_IN_FIELD_NUMBER: _ClassVar[int]
    seat: int
    amount: int
    put: int
    all_in: bool
    def __init__(self, seat: _Optional[int] = ..., amount: _Optional[int] = ..., put: _Optional[int] = ..., all_in: _Optional[bool] = ...) -> None: ...

class Folded(_message.Message):
    __slots__ = ("seat",)
    SEAT_FIELD_NUMBER: _ClassVar[int]
    seat: int
    def __init__(self, seat: _Optional[int] = ...) -> None: ...

class GroupShown(_message.Message):
    __slots__ = ("seat", "cards")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARDS_FIELD_NUMBER: _ClassVar[int]
    seat: int
    cards: _containers.RepeatedScalarFieldContainer[str]
    def __init__(self, seat: _Optional[int] = ..., cards: _Optional[_Iterable[str]] = ...) -> None: ...

class PochenEnded(_message.Message):
    __slots__ = ("outcome", "high_stake", "contributions", "statuses", "layers", "payouts", "winner", "poch_before", "poch_after", "stacks")
    OUTCOME_FIELD_NUMBER: _ClassVar[int]
    HIGH_STAKE_FIELD_NUMBER: _ClassVar[int]
    CONTRIBUTIONS_FIELD_NUMBER: _ClassVar[int]
    STATUSES_FIELD_NUMBER: _ClassVar[int]
    LAYERS_FIELD_NUMBER: _ClassVar[int]
    PAYOUTS_FIELD_NUMBER: _ClassVar[int]
    WINNER_FIELD_NUMBER: _ClassVar[int]
    POCH_BEFORE_FIELD_NUMBER: _ClassVar[int]
    POCH_AFTER_FIELD_NUMBER: _ClassVar[int]
    STACKS_FIELD_NUMBER: _ClassVar[int]
    outcome: _game_pb2.PochenOutcome
    high_stake: int
    contributions: _containers.RepeatedScalarFieldContainer[int]
    statuses: _containers.RepeatedScalarFieldContainer[_game_pb2.SeatStatus]
    layers: _containers.RepeatedCompositeFieldContainer[Layer]
    payouts: _containers.RepeatedScalarFieldContainer[int]
    winner: int
    poch_before: int
    poch_after: int
    stacks: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, outcome: _Optional[_Union[_game_pb2.PochenOutcome, str]] = ..., high_stake: _Optional[int] = ..., contributions: _Optional[_Iterable[int]] = ..., statuses: _Optional[_Iterable[_Union[_game_pb2.SeatStatus, str]]] = ..., layers: _Optional[_Iterable[_Union[Layer, _Mapping]]] = ..., payouts: _Optional[_Iterable[int]] = ..., winner: _Optional[int] = ..., poch_before: _Optional[int] = ..., poch_after: _Optional[int] = ..., stacks: _Optional[_Iterable[int]] = ...) -> None: ...

class DiscardStarted(_message.Message):
    __slots__ = ("leader",)
    LEADER_FIELD_NUMBER: _ClassVar[int]
    leader: int
    def __init__(self, leader: _Optional[int] = ...) -> None: ...

class DirectionChosen(_message.Message):
    __slots__ = ("direction",)
    DIRECTION_FIELD_NUMBER: _ClassVar[int]
    direction: _game_pb2.Direction
    def __init__(self, direction: _Optional[_Union[_game_pb2.Direction, str]] = ...) -> None: ...

class CardPlayed(_message.Message):
    __slots__ = ("seat", "card", "led")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    CARD_FIELD_NUMBER: _ClassVar[int]
    LED_FIELD_NUMBER: _ClassVar[int]
    seat: int
    card: str
    led: bool
    def __init__(self, seat: _Optional[int] = ..., card: _Optional[str] = ..., led: _Optional[bool] = ...) -> None: ...

class ChainStopped(_message.Message):
    __slots__ = ("stop", "next_leader")
    STOP_FIELD_NUMBER: _ClassVar[int]
    NEXT_LEADER_FIELD_NUMBER: _ClassVar[int]
    stop: _game_pb2.StopReason
    next_leader: int
    def __init__(self, stop: _Optional[_Union[_game_pb2.StopReason, str]] = ..., next_leader: _Optional[int] = ...) -> None: ...

class DealEnded(_message.Message):
    __slots__ = ("deal", "deal_seed", "stacks", "board", "awarded", "carried_next")
    DEAL_FIELD_NUMBER: _ClassVar[int]
    DEAL_SEED_FIELD_NUMBER: _ClassVar[int]
    STACKS_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELD_NUMBER: _ClassVar[int]
    AWARDED_FIELD_NUMBER: _ClassVar[int]
    CARRIED_NEXT_FIELD_NUMBER: _ClassVar[int]
    deal: int
    deal_seed: bytes
    stacks: _containers.RepeatedScalarFieldContainer[int]
    board: _game_pb2.Board
    awarded: _containers.RepeatedScalarFieldContainer[_game_pb2.Field]
    carried_next: _containers.RepeatedScalarFieldContainer[_game_pb2.Field]
    def __init__(self, deal: _Optional[int] = ..., deal_seed: _Optional[bytes] = ..., stacks: _Optional[_Iterable[int]] = ..., board: _Optional[_Union[_game_pb2.Board, _Mapping]] = ..., awarded: _Optional[_Iterable[_Union[_game_pb2.Field, str]]] = ..., carried_next: _Optional[_Iterable[_Union[_game_pb2.Field, str]]] = ...) -> None: ...

class TimedOut(_message.Message):
    __slots__ = ("seat", "action")
    SEAT_FIELD_NUMBER: _ClassVar[int]
    ACTION_FIELD_NUMBER: _ClassVar[int]
    seat: int
    action: _game_pb2.Action
    def __init__(self, seat: _Optional[int] = ..., action: _Optional[_Union[_game_pb2.Action, _Mapping]] = ...) -> None: ...

class Event(_message.Message):
    __slots__ = ("private_to", "deal_started", "ante_paid", "hand_dealt", "upcard_turned", "field_claimed", "pochen_started", "pochen_skipped", "passed", "bet_placed", "called", "raised", "folded", "group_shown", "pochen_ended", "discard_started", "direction_chosen", "card_played", "chain_stopped", "deal_settled", "deal_ended", "match_ended", "timed_out", "text")
    PRIVATE_TO_FIELD_NUMBER: _ClassVar[int]
    DEAL_STARTED_FIELD_NUMBER: _ClassVar[int]
    ANTE_PAID_FIELD_NUMBER: _ClassVar[int]
    HAND_DEALT_FIELD_NUMBER: _ClassVar[int]
    UPCARD_TURNED_FIELD_NUMBER: _ClassVar[int]
    FIELD_CLAIMED_FIELD_NUMBER: _ClassVar[int]
    POCHEN_STARTED_FIELD_NUMBER: _ClassVar[int]
    POCHEN_SKIPPED_FIELD_NUMBER: _ClassVar[int]
    PASSED_FIELD_NUMBER: _ClassVar[int]
    BET_PLACED_FIELD_NUMBER: _ClassVar[int]
    CALLED_FIELD_NUMBER: _ClassVar[int]
    RAISED_FIELD_NUMBER: _ClassVar[int]
    FOLDED_FIELD_NUMBER: _ClassVar[int]
    GROUP_SHOWN_FIELD_NUMBER: _ClassVar[int]
    POCHEN_ENDED_FIELD_NUMBER: _ClassVar[int]
    DISCARD_STARTED_FIELD_NUMBER: _ClassVar[int]
    DIRECTION_CHOSEN_FIELD_NUMBER: _ClassVar[int]
    CARD_PLAYED_FIELD_NUMBER: _ClassVar[int]
    CHAIN_STOPPED_FIELD_NUMBER: _ClassVar[int]
    DEAL_SETTLED_FIELD_NUMBER: _ClassVar[int]
    DEAL_ENDED_FIELD_NUMBER: _ClassVar[int]
    MATCH_ENDED_FIELD_NUMBER: _ClassVar[int]
    TIMED_OUT_FIELD_NUMBER: _ClassVar[int]
    TEXT_FIELD_NUMBER: _ClassVar[int]
    private_to: int
    deal_started: DealStarted
    ante_paid: AntePaid
    hand_dealt: HandDealt
    upcard_turned: UpcardTurned
    field_claimed: FieldClaimed
    pochen_started: PochenStarted
    pochen_skipped: PochenSkipped
    passed: Passed
    bet_placed: BetPlaced
    called: Called
    raised: Raised
    folded: Folded
    group_shown: GroupShown
    pochen_ended: PochenEnded
    discard_started: DiscardStarted
    direction_chosen: DirectionChosen
    card_played: CardPlayed
    chain_stopped: ChainStopped
    deal_settled: _game_pb2.Settlement
    deal_ended: DealEnded
    match_ended: _game_pb2.MatchEnd
    timed_out: TimedOut
    text: str
    def __init__(self, private_to: _Optional[int] = ..., deal_started: _Optional[_Union[DealStarted, _Mapping]] = ..., ante_paid: _Optional[_Union[AntePaid, _Mapping]] = ..., hand_dealt: _Optional[_Union[HandDealt, _Mapping]] = ..., upcard_turned: _Optional[_Union[UpcardTurned, _Mapping]] = ..., field_claimed: _Optional[_Union[FieldClaimed, _Mapping]] = ..., pochen_started: _Optional[_Union[PochenStarted, _Mapping]] = ..., pochen_skipped: _Optional[_Union[PochenSkipped, _Mapping]] = ..., passed: _Optional[_Union[Passed, _Mapping]] = ..., bet_placed: _Optional[_Union[BetPlaced, _Mapping]] = ..., called: _Optional[_Union[Called, _Mapping]] = ..., raised: _Optional[_Union[Raised, _Mapping]] = ..., folded: _Optional[_Union[Folded, _Mapping]] = ..., group_shown: _Optional[_Union[GroupShown, _Mapping]] = ..., pochen_ended: _Optional[_Union[PochenEnded, _Mapping]] = ..., discard_started: _Optional[_Union[DiscardStarted, _Mapping]] = ..., direction_chosen: _Optional[_Union[DirectionChosen, _Mapping]] = ..., card_played: _Optional[_Union[CardPlayed, _Mapping]] = ..., chain_stopped: _Optional[_Union[ChainStopped, _Mapping]] = ..., deal_settled: _Optional[_Union[_game_pb2.Settlement, _Mapping]] = ..., deal_ended: _Optional[_Union[DealEnded, _Mapping]] = ..., match_ended: _Optional[_Union[_game_pb2.MatchEnd, _Mapping]] = ..., timed_out: _Optional[_Union[TimedOut, _Mapping]] = ..., text: _Optional[str] = ...) -> None: ...
