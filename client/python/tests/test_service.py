"""End to end against a real poch-service over gRPC: chips, events and the codes of refusals."""

from __future__ import annotations

import random
from typing import Any

import grpc
import pytest
from poch.v1 import engine_service_pb2 as service
from poch.v1 import events_pb2, game_pb2, rules_pb2

from poch_client import Client, PochError, actions

PLAYERS = ["ann", "bob", "cy", "di"]
SEED = bytes(range(32))


def board_chips(board: game_pb2.Board) -> int:
    return sum(getattr(board, f) for f in ("a", "k", "q", "j", "t", "mar", "seq", "poch", "mid"))


def new_game(players: list[str] = PLAYERS, **fields: Any) -> service.NewGameRequest:
    """A seeded match of two deals."""
    return service.NewGameRequest(
        players=players,
        seeded=service.SeededDeals(seed=SEED, first_dealer=3),
        rules=rules_pb2.Rules(max_deals=2),
        **fields,
    )


def kinds(events: list[events_pb2.Event]) -> list[str]:
    return [str(e.WhichOneof("kind")) for e in events]


def test_a_new_match_pays_the_ante_and_deals(poch: Client) -> None:
    step = poch.new_game(new_game())
    names = kinds(list(step.events))
    assert names[:2] == ["deal_started", "ante_paid"] and "hand_dealt" in names
    assert step.phase == game_pb2.PHASE_POCHEN and step.HasField("to_act")
    view = poch.view(step)
    total = 4 * view.rules.starting_chips
    ante = next(e.ante_paid for e in step.events if e.HasField("ante_paid"))
    # Every seat paid the same ante onto the board, and no chip appeared or vanished.
    paid = [view.rules.starting_chips - s for s in ante.stacks]
    assert len(set(paid)) == 1 and paid[0] > 0
    assert sum(ante.stacks) + board_chips(ante.board) == total
    # Then the upcard's field may have been claimed: the chips stay where the view says.
    claimed = [e.field_claimed for e in step.events if e.HasField("field_claimed")]
    assert sum(view.stacks) - sum(ante.stacks) == sum(c.chips for c in claimed)
    assert sum(view.stacks) + board_chips(view.board) == total
    # A spectator sees no hand; the hands are dealt privately, one to each seat.
    assert not view.HasField("viewer") and not view.deal.HasField("hand")
    dealt = [e for e in step.events if e.HasField("hand_dealt")]
    assert sorted(e.private_to for e in dealt) == [0, 1, 2, 3]
    assert all(len(e.hand_dealt.cards) > 0 for e in dealt)
    # A seat sees its own hand, as dealt to it.
    seat_view = poch.view(step, 0)
    dealt_to_0 = next(e.hand_dealt for e in dealt if e.private_to == 0)
    # (A view lists a hand in its own order.)
    assert sorted(seat_view.deal.hand.cards) == sorted(dealt_to_0.cards)


def test_a_bet_moves_its_chips_and_says_so(poch: Client) -> None:
    step = poch.new_game(new_game())
    seat = step.to_act
    before = poch.view(step).stacks[seat]
    legal = poch.legal_actions(step, seat)
    assert legal.seat == seat and legal.HasField("bet") and legal.bet.min <= 2 <= legal.bet.max
    answer = poch.apply(step, seat, actions.bet(2))
    placed = [e.bet_placed for e in answer.events if e.HasField("bet_placed")]
    assert len(placed) == 1
    assert (placed[0].seat, placed[0].amount, placed[0].put, placed[0].all_in) == (seat, 2, 2, False)
    assert poch.view(answer).stacks[seat] == before - 2
    assert answer.version == step.version + 1 and answer.to_act != seat


def test_refusals_carry_their_code_in_error_info(poch: Client) -> None:
    step = poch.new_game(new_game())
    seat = step.to_act
    with pytest.raises(PochError) as info:
        poch.apply(step, (seat + 1) % 4, actions.pass_turn())
    assert info.value.code == "not_your_turn" and info.value.status == grpc.StatusCode.FAILED_PRECONDITION
    with pytest.raises(PochError) as info:
        poch.new_game(new_game(["ann", "bob"]))
    assert info.value.code == "player_count" and info.value.status == grpc.StatusCode.INVALID_ARGUMENT
    with pytest.raises(PochError) as info:
        poch.apply(step, seat, actions.lead("QH"))
    assert info.value.code == "wrong_phase" and info.value.status == grpc.StatusCode.FAILED_PRECONDITION
    # A sealed state changed by one bit is refused, and nothing of it is read.
    sealed = poch.new_game(new_game(state_form=game_pb2.STATE_FORM_SEALED))
    token = bytearray(sealed.state.sealed)
    token[len(token) // 2] ^= 1
    with pytest.raises(PochError) as info:
        poch.apply(game_pb2.StateEnvelope(sealed=bytes(token)), seat, actions.pass_turn())
    assert info.value.code == "state_tampered" and info.value.status == grpc.StatusCode.INVALID_ARGUMENT
    # The refused calls changed nothing: the state still takes the seat's action.
    assert poch.apply(step, seat, actions.pass_turn()).version == step.version + 1


def test_a_whole_match_keeps_its_chips_and_replays(poch: Client) -> None:
    request = new_game()
    step = poch.new_game(request)
    state, phase, to_act = step.state, step.phase, step.to_act
    rng = random.Random(3)
    played: list[tuple[int, game_pb2.Action]] = []
    events = list(step.events)
    while phase != game_pb2.PHASE_MATCH_OVER:
        assert len(played) < 5_000
        options = actions.choices(poch.legal_actions(state, to_act))
        assert options, f"seat {to_act} must act but has no legal action"
        action = rng.choice(options)
        answer = poch.apply(state, to_act, action)
        played.append((to_act, action))
        events.extend(answer.events)
        state, phase, to_act = answer.state, answer.phase, answer.to_act
    view = poch.view(state)
    end = view.match_end
    # Two deals, or fewer when a seat could not pay the ante.
    assert 1 <= end.deals_played <= 2 and len(end.reasons) > 0
    assert sorted(s.seat for s in end.standings) == [0, 1, 2, 3]
    assert sum(s.stack for s in end.standings) + board_chips(end.board_left) == 4 * view.rules.starting_chips
    assert "match_ended" in kinds(events) and kinds(events).count("deal_ended") == end.deals_played
    assert poch.validate_state(state).valid
    replayed = poch.replay(request, played)
    assert replayed.phase == game_pb2.PHASE_MATCH_OVER
    again = poch.view(replayed).match_end
    ranked = [(s.seat, s.stack, s.place) for s in end.standings]
    assert [(s.seat, s.stack, s.place) for s in again.standings] == ranked


def test_a_server_that_is_not_there_is_unavailable(closed_target: str) -> None:
    with Client(closed_target, timeout=5.0) as poch:
        with pytest.raises(PochError) as info:
            poch.presets()
    assert info.value.code is None and info.value.status == grpc.StatusCode.UNAVAILABLE
