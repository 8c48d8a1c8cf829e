"""poch_client.actions: the builders, describe, and every concrete action a LegalActions names."""

from __future__ import annotations

import pytest
from poch.v1 import game_pb2

from poch_client import actions


def test_the_builders_set_one_kind_each() -> None:
    cases = [
        (actions.pass_turn(), "pass_turn", "pass"),
        (actions.bet(3), "bet", "bet 3"),
        (actions.call(), "call", "call"),
        (actions.raise_bet(2), "raise_bet", "raise 2"),
        (actions.fold(), "fold", "fold"),
        (actions.lead("QH"), "lead", "lead QH"),
        (actions.lead("AH", game_pb2.DIRECTION_UP), "lead", "lead AH up"),
        (actions.lead("7C", game_pb2.DIRECTION_DOWN), "lead", "lead 7C down"),
        (actions.deal(), "deal", "deal"),
    ]
    for action, kind, text in cases:
        assert action.WhichOneof("kind") == kind
        assert actions.describe(action) == text
    assert actions.bet(3).bet.amount == 3 and actions.raise_bet(2).raise_bet.amount == 2
    assert actions.lead("QH").lead.direction == game_pb2.DIRECTION_UNSPECIFIED
    deck = game_pb2.DeckOrder(cards=["7C", "8C"])
    assert actions.deal(deck).deal.deck == deck
    assert not actions.deal().deal.HasField("deck")


def test_describe_refuses_an_action_with_no_kind() -> None:
    with pytest.raises(ValueError):
        actions.describe(game_pb2.Action())


def test_choices_spell_out_ranges_cards_and_directions() -> None:
    legal = game_pb2.LegalActions(
        seat=1,
        pass_turn=True,
        bet=game_pb2.AmountRange(min=1, max=3),
    )
    assert [actions.describe(a) for a in actions.choices(legal)] == ["pass", "bet 1", "bet 2", "bet 3"]

    legal = game_pb2.LegalActions(
        seat=2, call=2, raise_bet=game_pb2.AmountRange(min=1, max=2), fold=True
    )
    assert [actions.describe(a) for a in actions.choices(legal)] == ["call", "raise 1", "raise 2", "fold"]

    legal = game_pb2.LegalActions(seat=0, lead=["QH", "AS"])
    assert [actions.describe(a) for a in actions.choices(legal)] == ["lead QH", "lead AS"]
    legal = game_pb2.LegalActions(
        seat=0, lead=["QH"], directions=[game_pb2.DIRECTION_UP, game_pb2.DIRECTION_DOWN]
    )
    assert [actions.describe(a) for a in actions.choices(legal)] == ["lead QH up", "lead QH down"]


def test_choices_leave_out_a_deal_that_needs_a_deck_and_a_seat_that_may_not_act() -> None:
    legal = game_pb2.LegalActions(seat=3, deal=True)
    assert [actions.describe(a) for a in actions.choices(legal)] == ["deal"]
    legal = game_pb2.LegalActions(seat=3, deal=True, deck_allowed=True, deck_required=True)
    assert actions.choices(legal) == []
    assert actions.choices(game_pb2.LegalActions(seat=1)) == []
