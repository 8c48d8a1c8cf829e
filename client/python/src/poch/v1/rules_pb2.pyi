from google.protobuf.internal import containers as _containers
from google.protobuf.internal import enum_type_wrapper as _enum_type_wrapper
from google.protobuf import descriptor as _descriptor
from google.protobuf import message as _message
from collections.abc import Iterable as _Iterable, Mapping as _Mapping
from typing import ClassVar as _ClassVar, Optional as _Optional, Union as _Union

DESCRIPTOR: _descriptor.FileDescriptor

class Deck(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DECK_UNSPECIFIED: _ClassVar[Deck]
    DECK_FRENCH32: _ClassVar[Deck]
    DECK_FRENCH52: _ClassVar[Deck]
    DECK_BAVARIAN36: _ClassVar[Deck]

class DealMethod(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DEAL_METHOD_UNSPECIFIED: _ClassVar[DealMethod]
    DEAL_METHOD_ALL_BUT_ONE: _ClassVar[DealMethod]
    DEAL_METHOD_ALL_EVENLY: _ClassVar[DealMethod]
    DEAL_METHOD_FIVE_TALON: _ClassVar[DealMethod]

class UpcardHonour(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    UPCARD_HONOUR_UNSPECIFIED: _ClassVar[UpcardHonour]
    UPCARD_HONOUR_STAYS: _ClassVar[UpcardHonour]
    UPCARD_HONOUR_DEALER_CLAIMS: _ClassVar[UpcardHonour]
    UPCARD_HONOUR_NEXT_PLAYER: _ClassVar[UpcardHonour]

class SequenceRule(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SEQUENCE_RULE_UNSPECIFIED: _ClassVar[SequenceRule]
    SEQUENCE_RULE_SEVEN_EIGHT_NINE: _ClassVar[SequenceRule]
    SEQUENCE_RULE_ANY_THREE_CONSECUTIVE: _ClassVar[SequenceRule]

class Toggle(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    TOGGLE_UNSPECIFIED: _ClassVar[Toggle]
    TOGGLE_OFF: _ClassVar[Toggle]
    TOGGLE_ON: _ClassVar[Toggle]

class PochenEligibility(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    POCHEN_ELIGIBILITY_UNSPECIFIED: _ClassVar[PochenEligibility]
    POCHEN_ELIGIBILITY_PAIR_REQUIRED: _ClassVar[PochenEligibility]
    POCHEN_ELIGIBILITY_ANY: _ClassVar[PochenEligibility]
    POCHEN_ELIGIBILITY_HIGH_CARD: _ClassVar[PochenEligibility]

class UncontestedShow(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    UNCONTESTED_SHOW_UNSPECIFIED: _ClassVar[UncontestedShow]
    UNCONTESTED_SHOW_PAIR: _ClassVar[UncontestedShow]
    UNCONTESTED_SHOW_NONE: _ClassVar[UncontestedShow]

class PairTieBreak(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    PAIR_TIE_BREAK_UNSPECIFIED: _ClassVar[PairTieBreak]
    PAIR_TIE_BREAK_PAY_SUIT: _ClassVar[PairTieBreak]
    PAIR_TIE_BREAK_SPLIT: _ClassVar[PairTieBreak]

class InitialPass(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    INITIAL_PASS_UNSPECIFIED: _ClassVar[InitialPass]
    INITIAL_PASS_OUT: _ClassVar[InitialPass]
    INITIAL_PASS_CHECK: _ClassVar[InitialPass]

class ShortStack(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    SHORT_STACK_UNSPECIFIED: _ClassVar[ShortStack]
    SHORT_STACK_ALL_IN: _ClassVar[ShortStack]
    SHORT_STACK_CAP: _ClassVar[ShortStack]

class DiscardDirection(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DISCARD_DIRECTION_UNSPECIFIED: _ClassVar[DiscardDirection]
    DISCARD_DIRECTION_ASCENDING: _ClassVar[DiscardDirection]
    DISCARD_DIRECTION_LEADER_CHOICE: _ClassVar[DiscardDirection]

class BoardFields(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BOARD_FIELDS_UNSPECIFIED: _ClassVar[BoardFields]
    BOARD_FIELDS_STANDARD9: _ClassVar[BoardFields]
    BOARD_FIELDS_DREIER7: _ClassVar[BoardFields]

class BoardAtEnd(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    BOARD_AT_END_UNSPECIFIED: _ClassVar[BoardAtEnd]
    BOARD_AT_END_KEPT: _ClassVar[BoardAtEnd]
    BOARD_AT_END_SHARED: _ClassVar[BoardAtEnd]

class DirectionOfPlay(int, metaclass=_enum_type_wrapper.EnumTypeWrapper):
    __slots__ = ()
    DIRECTION_OF_PLAY_UNSPECIFIED: _ClassVar[DirectionOfPlay]
    DIRECTION_OF_PLAY_CLOCKWISE: _ClassVar[DirectionOfPlay]
    DIRECTION_OF_PLAY_ANTICLOCKWISE: _ClassVar[DirectionOfPlay]
DECK_UNSPECIFIED: Deck
DECK_FRENCH32: Deck
DECK_FRENCH52: Deck
DECK_BAVARIAN36: Deck
DEAL_METHOD_UNSPECIFIED: DealMethod
DEAL_METHOD_ALL_BUT_ONE: DealMethod
DEAL_METHOD_ALL_EVENLY: DealMethod
DEAL_METHOD_FIVE_TALON: DealMethod
UPCARD_HONOUR_UNSPECIFIED: UpcardHonour
UPCARD_HONOUR_STAYS: UpcardHonour
UPCARD_HONOUR_DEALER_CLAIMS: UpcardHonour
UPCARD_HONOUR_NEXT_PLAYER: UpcardHonour
SEQUENCE_RULE_UNSPECIFIED: SequenceRule
SEQUENCE_RULE_SEVEN_EIGHT_NINE: SequenceRule
SEQUENCE_RULE_ANY_THREE_CONSECUTIVE: SequenceRule
TOGGLE_UNSPECIFIED: Toggle
TOGGLE_OFF: Toggle
TOGGLE_ON: Toggle
POCHEN_ELIGIBILITY_UNSPECIFIED: PochenEligibility
POCHEN_ELIGIBILITY_PAIR_REQUIRED: PochenEligibility
POCHEN_ELIGIBILITY_ANY: PochenEligibility
POCHEN_ELIGIBILITY_HIGH_CARD: PochenEligibility
UNCONTESTED_SHOW_UNSPECIFIED: UncontestedShow
UNCONTESTED_SHOW_PAIR: UncontestedShow
UNCONTESTED_SHOW_NONE: UncontestedShow
PAIR_TIE_BREAK_UNSPECIFIED: PairTieBreak
PAIR_TIE_BREAK_PAY_SUIT: PairTieBreak
PAIR_TIE_BREAK_SPLIT: PairTieBreak
INITIAL_PASS_UNSPECIFIED: InitialPass
INITIAL_PASS_OUT: InitialPass
INITIAL_PASS_CHECK: InitialPass
SHORT_STACK_UNSPECIFIED: ShortStack
SHORT_STACK_ALL_IN: ShortStack
SHORT_STACK_CAP: ShortStack
DISCARD_DIRECTION_UNSPECIFIED: DiscardDirection
DISCARD_DIRECTION_ASCENDING: DiscardDirection
DISCARD_DIRECTION_LEADER_CHOICE: DiscardDirection
BOARD_FIELDS_UNSPECIFIED: BoardFields
BOARD_FIELDS_STANDARD9: BoardFields
BOARD_FIELDS_DREIER7: BoardFields
BOARD_AT_END_UNSPECIFIED: BoardAtEnd
BOARD_AT_END_KEPT: BoardAtEnd
BOARD_AT_END_SHARED: BoardAtEnd
DIRECTION_OF_PLAY_UNSPECIFIED: DirectionOfPlay
DIRECTION_OF_PLAY_CLOCKWISE: DirectionOfPlay
DIRECTION_OF_PLAY_ANTICLOCKWISE: DirectionOfPlay

class Rules(_message.Message):
    __slots__ = ("deck", "deal_method", "upcard_honour", "sequence_rule", "middle_pot", "pochen", "pochen_eligibility", "uncontested_show", "pair_tie_break", "initial_pass", "short_stack", "discard_direction", "progressive", "board_fields", "max_deals", "starting_chips", "board_at_end", "direction_of_play")
    DECK_FIELD_NUMBER: _ClassVar[int]
    DEAL_METHOD_FIELD_NUMBER: _ClassVar[int]
    UPCARD_HONOUR_FIELD_NUMBER: _ClassVar[int]
    SEQUENCE_RULE_FIELD_NUMBER: _ClassVar[int]
    MIDDLE_POT_FIELD_NUMBER: _ClassVar[int]
    POCHEN_FIELD_NUMBER: _ClassVar[int]
    POCHEN_ELIGIBILITY_FIELD_NUMBER: _ClassVar[int]
    UNCONTESTED_SHOW_FIELD_NUMBER: _ClassVar[int]
    PAIR_TIE_BREAK_FIELD_NUMBER: _ClassVar[int]
    INITIAL_PASS_FIELD_NUMBER: _ClassVar[int]
    SHORT_STACK_FIELD_NUMBER: _ClassVar[int]
    DISCARD_DIRECTION_FIELD_NUMBER: _ClassVar[int]
    PROGRESSIVE_FIELD_NUMBER: _ClassVar[int]
    BOARD_FIELDS_FIELD_NUMBER: _ClassVar[int]
    MAX_DEALS_FIELD_NUMBER: _ClassVar[int]
    STARTING_CHIPS_FIELD_NUMBER: _ClassVar[int]
    BOARD_AT_END_FIELD_NUMBER: _ClassVar[int]
    DIRECTION_OF_PLAY_FIELD_NUMBER: _ClassVar[int]
    deck: Deck
    deal_method: DealMethod
    upcard_honour: UpcardHonour
    sequence_rule: SequenceRule
    middle_pot: Toggle
    pochen: Toggle
    pochen_eligibility: PochenEligibility
    uncontested_show: UncontestedShow
    pair_tie_break: PairTieBreak
    initial_pass: InitialPass
    short_stack: ShortStack
    discard_direction: DiscardDirection
    progressive: Toggle
    board_fields: BoardFields
    max_deals: int
    starting_chips: int
    board_at_end: BoardAtEnd
    direction_of_play: DirectionOfPlay
    def __init__(self, deck: _Optional[_Union[Deck, str]] = ..., deal_method: _Optional[_Union[DealMethod, str]] = ..., upcard_honour: _Optional[_Union[UpcardHonour, str]] = ..., sequence_rule: _Optional[_Union[SequenceRule, str]] = ..., middle_pot: _Optional[_Union[Toggle, str]] = ..., pochen: _Optional[_Union[Toggle, str]] = ..., pochen_eligibility: _Optional[_Union[PochenEligibility, str]] = ..., uncontested_show: _Optional[_Union[UncontestedShow, str]] = ..., pair_tie_break: _Optional[_Union[PairTieBreak, str]] = ..., initial_pass: _Optional[_Union[InitialPass, str]] = ..., short_stack: _Optional[_Union[ShortStack, str]] = ..., discard_direction: _Optional[_Union[DiscardDirection, str]] = ..., progressive: _Optional[_Union[Toggle, str]] = ..., board_fields: _Optional[_Union[BoardFields, str]] = ..., max_deals: _Optional[int] = ..., starting_chips: _Optional[int] = ..., board_at_end: _Optional[_Union[BoardAtEnd, str]] = ..., direction_of_play: _Optional[_Union[DirectionOfPlay, str]] = ...) -> None: ...

class Preset(_message.Message):
    __slots__ = ("name", "description", "rules", "seat_counts")
    NAME_FIELD_NUMBER: _ClassVar[int]
    DESCRIPTION_FIELD_NUMBER: _ClassVar[int]
    RULES_FIELD_NUMBER: _ClassVar[int]
    SEAT_COUNTS_FIELD_NUMBER: _ClassVar[int]
    name: str
    description: str
    rules: Rules
    seat_counts: _containers.RepeatedScalarFieldContainer[int]
    def __init__(self, name: _Optional[str] = ..., description: _Optional[str] = ..., rules: _Optional[_Union[Rules, _Mapping]] = ..., seat_counts: _Optional[_Iterable[int]] = ...) -> None: ...
