"""The values the package returns have the types of poch_engine.types (generated from the
contract), checked at run time on real values: every state, view, legal actions, event and
action of whole matches of every preset, and the catalogues. The checker checks every item of
every list and refuses a key a type does not name, so a field the engine renames fails here."""

from __future__ import annotations

import hashlib
import random
from typing import Any

import pytest
from typeguard import CollectionCheckStrategy, TypeCheckError, check_type

import poch_engine as pe
from poch_engine import types as t

PLAYERS = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"]


def holds(value: object, expected: Any) -> None:
    """``value`` is of type ``expected``, every item of every list included."""
    check_type(value, expected, collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS)


def typed_match(preset: str, players: int, seed: int) -> set[str]:
    """Plays a seeded match of ``preset`` between the engine's bots and checks the type of every
    value on the way; returns the kinds of the events seen."""
    game = pe.Game(PLAYERS[:players], preset=preset, rules={"max_deals": 2}, seed=seed)
    rng = random.Random(seed)
    bots = [pe.Bot(rng.choice(["heuristic", "random"]), seed=seat) for seat in range(players)]
    holds(game.rules, t.Rules)
    holds(game.events, list[t.Event])
    kinds: set[str] = {e["kind"]["type"] for e in game.events}
    while (seat := game.to_act) is not None:
        holds(game.state(), t.GameState)
        for viewer in [*range(players), None]:
            holds(game.view(viewer), t.View)
        for other in range(players):
            holds(game.legal_actions(other), t.LegalActions)
        action = bots[seat].choose(game, seat)
        holds(action, t.Action)
        events = game.apply(seat, action)
        holds(events, list[t.Event])
        kinds |= {e["kind"]["type"] for e in events}
    holds(game.state(), t.GameState)
    holds(game.view(None), t.View)
    assert game.phase == "match_over"
    return kinds


@pytest.mark.parametrize("preset", [p["name"] for p in pe.presets()])
def test_every_value_of_a_match_has_its_type(preset: str) -> None:
    kinds = typed_match(preset, players=4 if preset != "dreier" else 3, seed=11)
    # The match went through every part of the game, so every kind of value was checked.
    parts = ["deal_started", "ante_paid", "hand_dealt", "card_played", "deal_settled", "deal_ended"]
    for kind in [*parts, "match_ended"]:
        assert kind in kinds, (preset, kind, kinds)


def test_the_pochen_and_every_player_count_of_the_classic_deck() -> None:
    kinds: set[str] = set()
    for players in range(3, 7):
        for seed in range(3):
            kinds |= typed_match("classic", players, seed)
    assert {"pochen_started", "bet_placed", "called", "folded", "pochen_ended"} <= kinds, kinds


def test_the_catalogues_actions_and_checks_have_their_types() -> None:
    holds(pe.presets(), list[t.PresetInfo])
    holds(pe.switches(), list[t.SwitchInfo])
    holds(pe.make_rules("bavarian", {"max_deals": 3}), t.Rules)
    for text in ["pass", "bet 2", "call", "raise 3", "fold", "lead QH", "lead AH down", "deal"]:
        holds(pe.parse_action(text), t.Action)
    table = pe.ActionTable(4, preset="classic")
    for i in range(len(table)):
        holds(table.action(i), t.Action)
    holds(pe.deck_cards("french52"), list[t.Card])
    holds(pe.shuffled_deck("french32", 7), list[t.Card])

    game = pe.Game(PLAYERS[:4], seed=7, first_dealer=3)
    seat = game.to_act
    assert seat is not None
    for i in game.legal_abstract_ids(seat):
        holds(game.abstract_action(seat, i), t.Action)
    holds(pe.Bot("heuristic", seed=1).choose_from_view(game.view(seat)), t.Action)
    holds(pe.Game.from_state(game.state()).state(), t.GameState)

    started = game.events[0]["kind"]
    assert started["type"] == "deal_started"
    commitment = started["commitment"]
    assert commitment is not None  # a seeded deal commits to its seed
    while game.phase != "between_deals":
        seat = game.to_act
        assert seat is not None
        game.apply_id(seat, game.legal_action_ids(seat)[0])
    ended = next(e["kind"] for e in game.events if e["kind"]["type"] == "deal_ended")
    assert ended["type"] == "deal_ended" and ended["deal_seed"] is not None
    table_of_deal = {"players": 4, "dealer": 3, "deal_method": "all_but_one"}
    verdict = pe.verify_deal(commitment, ended["deal_seed"], "french32", table_of_deal)
    holds(verdict, t.VerifyDealResponse)
    assert verdict["matches"] and verdict.get("dealt") is not None
    server_seed = "01" * 32
    chain = {
        "server_seed": server_seed,
        "server_commitment": hashlib.sha256(bytes.fromhex(server_seed)).hexdigest(),
        "client_seeds": ["ann"],
        "deal_number": 1,
    }
    refused = pe.verify_deal(commitment, ended["deal_seed"], "french32", table_of_deal, chain)
    holds(refused, t.VerifyDealResponse)
    assert refused.get("chain_mismatch") == "deal_seed"
    holds(pe.verify_deal(commitment, "00" * 32, "french32"), t.VerifyDealResponse)


def test_a_renamed_missing_or_mistyped_field_is_refused() -> None:
    """The check is strict enough to fail when the engine and the types part."""
    game = pe.Game(PLAYERS[:4], seed=7, first_dealer=3)
    state: dict[str, Any] = dict(game.state())
    state["stack"] = state.pop("stacks")
    with pytest.raises(TypeCheckError, match="stack"):
        holds(state, t.GameState)
    view: dict[str, Any] = dict(game.view(0))
    del view["phase"]
    with pytest.raises(TypeCheckError, match="phase"):
        holds(view, t.View)
    view = dict(game.view(0))
    view["phase"] = "bidding"
    with pytest.raises(TypeCheckError):
        holds(view, t.View)
    events: list[Any] = [dict(e) for e in game.events]
    events[-1]["kind"] = {**events[-1]["kind"], "type": "pochen_begun"}
    with pytest.raises(TypeCheckError):
        holds(events, list[t.Event])
    legal: dict[str, Any] = dict(game.legal_actions(0))
    legal["lead"] = ["QH", 12]
    with pytest.raises(TypeCheckError):
        holds(legal, t.LegalActions)
