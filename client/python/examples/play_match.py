#!/usr/bin/env python3
"""Plays a whole match against a running Poch Engine over gRPC, and prints the standings.

    python3 play_match.py --target 127.0.0.1:8080 [--seed 7] [--players 4] [--max-deals 3]

Every seat is played by a seeded random choice among the actions the service lists as legal for
the seat to act (a kind of action, then one of its amounts or cards), applied by its stable
action id (docs/action-ids.md) but for a lead, which goes as the action; the client keeps only
the sealed state token between calls. Before
the match, one deliberate mistake (a seat acting out of turn) must be refused with
``not_your_turn``. After it, every deal's revealed seed is checked against its commitment
(VerifyDeal) and the match is replayed from its inputs (Replay) to the same end. Any other
refusal, a match that does not end, or a check that fails exits non-zero.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys

import grpc
from poch.v1 import engine_service_pb2 as service
from poch.v1 import game_pb2, rules_pb2

from poch_client import Client, PochError, actions

PLAYER_NAMES = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"]
# A bound far above any match of a few deals, so that a match that never ends fails.
MAX_ACTIONS = 20_000


class Failure(Exception):
    """The service answered, but not as the contract says."""


def stable_id(action: game_pb2.Action, table: service.ActionTable) -> int | None:
    """The id of ``action`` in ``table`` (docs/action-ids.md): pass 0, bet a is a, call M + 1,
    raise a is M + 1 + a, fold 2M + 2, deal the last; None for a lead."""
    m = table.max_chips
    kind = action.WhichOneof("kind")
    if kind == "pass_turn":
        return 0
    if kind == "bet":
        return action.bet.amount
    if kind == "call":
        return m + 1
    if kind == "raise_bet":
        return m + 1 + action.raise_bet.amount
    if kind == "fold":
        return 2 * m + 2
    if kind == "deal":
        return table.size - 1
    return None


def expect_not_your_turn(poch: Client, step: game_pb2.StateEnvelope, to_act: int, seats: int) -> None:
    """Acting out of turn is refused with not_your_turn (FAILED_PRECONDITION), the state unchanged."""
    wrong_seat = (to_act + 1) % seats
    try:
        poch.apply(step, wrong_seat, actions.pass_turn())
    except PochError as error:
        if error.code != "not_your_turn" or error.status != grpc.StatusCode.FAILED_PRECONDITION:
            raise Failure(
                f"seat {wrong_seat} acting out of turn: expected not_your_turn "
                f"(FAILED_PRECONDITION), got {error.code} ({error.status.name}): {error.detail}"
            ) from error
        print(f"mistake refused as expected: seat {wrong_seat} out of turn -> {error.code} ({error.status.name})")
        return
    raise Failure(f"seat {wrong_seat} acting out of turn was accepted")


def play(poch: Client, seed: int, players: int, max_deals: int) -> int:
    rng = random.Random(seed)
    match_seed = hashlib.sha256(f"poch python client match {seed}".encode()).digest()
    new_game = service.NewGameRequest(
        players=PLAYER_NAMES[:players],
        seeded=service.SeededDeals(seed=match_seed),
        rules=rules_pb2.Rules(max_deals=max_deals),
        state_form=game_pb2.STATE_FORM_SEALED,
    )
    step = poch.new_game(new_game)
    events = list(step.events)
    played: list[tuple[int, game_pb2.Action]] = []
    if step.state.WhichOneof("kind") != "sealed":
        raise Failure("asked for a sealed state, got a plain one")
    if not step.HasField("to_act"):
        raise Failure("a new match with no seat to act")
    expect_not_your_turn(poch, step.state, step.to_act, players)

    state = step.state
    phase = step.phase
    to_act = step.to_act
    applied = by_id = 0
    table: service.ActionTable | None = None
    while phase != game_pb2.PHASE_MATCH_OVER:
        if applied >= MAX_ACTIONS:
            raise Failure(f"the match did not end within {MAX_ACTIONS} actions")
        answered = poch.legal_action_ids(state, to_act)
        legal = answered.legal
        if legal.seat != to_act:
            raise Failure(f"legal actions of seat {to_act} answered for seat {legal.seat}")
        options = actions.choices(legal)
        if not options:
            raise Failure(f"seat {to_act} must act but has no legal action")
        # One id per concrete action, ascending, of one table for the whole match.
        ids = list(answered.action_ids)
        if len(ids) != len(options) or ids != sorted(set(ids)):
            raise Failure(f"{len(options)} legal actions, but the ids {ids}")
        if table is None:
            table = answered.action_table
            if len(table.digest) != 32 or not all(i < table.size for i in ids):
                raise Failure(f"an action table of {table.size} ids and a digest of {len(table.digest)} bytes")
        elif answered.action_table != table:
            raise Failure("the match's action table changed")
        # A kind first (pass, bet, call, raise, fold, lead, deal), then one of its options, so
        # that 99 bet amounts do not crowd out passing and calling.
        kinds = sorted({option.WhichOneof("kind") for option in options})
        kind = rng.choice(kinds)
        action = rng.choice([option for option in options if option.WhichOneof("kind") == kind])
        action_id = stable_id(action, table)
        if action_id is None:
            answer = poch.apply(state, to_act, action)
        elif action_id not in ids:
            raise Failure(f"{action} has the id {action_id}, which is not among the legal ids {ids}")
        else:
            answer = poch.apply_id(state, to_act, action_id)
            by_id += 1
        applied += 1
        played.append((to_act, action))
        events.extend(answer.events)
        state, phase = answer.state, answer.phase
        if phase != game_pb2.PHASE_MATCH_OVER:
            if not answer.HasField("to_act"):
                raise Failure(f"no seat to act after action {applied} in phase {game_pb2.Phase.Name(phase)}")
            to_act = answer.to_act

    view = poch.view(state)
    if view.HasField("viewer") or view.phase != game_pb2.PHASE_MATCH_OVER or not view.HasField("match_end"):
        raise Failure("the spectator's view of the finished match shows no match end")
    check = poch.validate_state(state)
    if not check.valid:
        raise Failure(f"the final state is not valid: {list(check.violations)}")
    standings = view.match_end.standings
    if sorted(s.seat for s in standings) != list(range(players)):
        raise Failure(f"the standings do not list every seat once: {[s.seat for s in standings]}")

    reasons = ", ".join(game_pb2.MatchEndReason.Name(r) for r in view.match_end.reasons)
    print(f"match over after {applied} actions ({by_id} by id); deals played: {view.match_end.deals_played} ({reasons})")
    print("place  seat  player  stack")
    for s in standings:
        print(f"{s.place:>5}  {s.seat:>4}  {view.players[s.seat]:<6}  {s.stack:>5}")

    # Every deal is fair: the seed each deal_ended revealed hashes to its deal_started commitment.
    commitments = {e.deal_started.deal: e.deal_started.commitment for e in events if e.HasField("deal_started")}
    revealed = {e.deal_ended.deal: e.deal_ended.deal_seed for e in events if e.HasField("deal_ended")}
    if not revealed or sorted(revealed) != sorted(commitments):
        raise Failure(f"deals started {sorted(commitments)}, deals whose seed was revealed {sorted(revealed)}")
    for deal, deal_seed in sorted(revealed.items()):
        verdict = poch.verify_deal(commitment=commitments[deal], deal_seed=deal_seed, deck=view.rules.deck)
        if not verdict.matches:
            raise Failure(f"deal {deal}: the revealed seed does not match its commitment")
    # The match replays from its inputs to the same end.
    # A replay is a match of its own, with an id of its own: the views are compared without it.
    replayed = poch.replay(new_game, played)
    replayed_view, played_view = poch.view(replayed), type(view)()
    played_view.CopyFrom(view)
    replayed_view.ClearField("match_id")
    played_view.ClearField("match_id")
    if replayed.phase != game_pb2.PHASE_MATCH_OVER or replayed_view != played_view:
        raise Failure("the replayed match does not end as the played one")
    print(f"every deal's seed matches its commitment ({len(revealed)} checked); the match replays to the same end")
    return applied


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="127.0.0.1:8080", help="the service's host:port")
    parser.add_argument("--seed", type=int, default=7, help="seeds the match and the choices")
    parser.add_argument("--players", type=int, default=4, choices=range(3, 9))
    parser.add_argument("--max-deals", type=int, default=3)
    args = parser.parse_args(argv)
    try:
        with Client(args.target, timeout=10.0) as poch:
            play(poch, args.seed, args.players, args.max_deals)
    except PochError as error:
        print(f"a call failed: {error}", file=sys.stderr)
        return 1
    except Failure as failure:
        print(f"failed: {failure}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
