"""The package's engine in process: starts, actions, refusals with their codes, views, replay,
verify, bots, action ids and tensors."""

from __future__ import annotations

import copy
import hashlib
import json
import pickle
import random
from pathlib import Path
from typing import Any

import pytest

import poch_engine as pe

ROOT = Path(__file__).resolve().parents[3]
WORKED = json.loads((ROOT / "tests/data/worked-deals.json").read_text())
ACTION_IDS = json.loads((ROOT / "tests/data/action-ids.json").read_text())
PLAYERS = ["ann", "bob", "cy", "di"]


def loose(value: object) -> Any:
    """A value as untyped JSON, for the probes that index into it freely (the values' types are
    checked in test_types.py)."""
    return value


def new(**kwargs: Any) -> pe.Game:
    return pe.Game(PLAYERS, seed=7, first_dealer=3, **kwargs)


def test_a_seed_deals_the_same_match() -> None:
    a, b = new(), new()
    assert a.state() == b.state()
    assert a.to_act == 0 and a.phase == "pochen" and a.deal_number == 1
    kinds = [e["kind"]["type"] for e in a.events]
    assert kinds[:3] == ["deal_started", "ante_paid", "hand_dealt"]
    assert kinds[-1] == "pochen_started"
    # Hex seeds as on the wire; an int is its 32 little-endian bytes.
    hex_seed = (7).to_bytes(32, "little").hex()
    assert pe.Game(PLAYERS, seed=hex_seed, first_dealer=3).state() == a.state()
    assert pe.Game(PLAYERS, seed=8, first_dealer=3).state() != a.state()


def test_actions_as_dicts_strings_and_ids() -> None:
    g = new()
    events = g.apply(0, {"type": "bet", "amount": 2})
    assert events == [
        {
            "visibility": "public",
            "kind": {"type": "bet_placed", "seat": 0, "amount": 2, "put": 2, "all_in": False},
        }
    ]
    table = g.action_table
    g.apply(1, "raise 3")
    g.apply_id(2, table.id("fold"))
    assert g.events[0]["kind"] == {"type": "folded", "seat": 2}
    g.apply(3, table.id({"type": "fold"}))
    assert g.version == 4


def test_refusals_carry_the_wire_codes_and_change_nothing() -> None:
    g = new()
    before = g.state()
    cases: list[tuple[str, Any]] = [
        ("not_your_turn", lambda: g.apply(1, "pass")),
        ("nothing_to_call", lambda: g.apply(0, "call")),
        ("wrong_phase", lambda: g.apply(0, "lead 7C")),
        ("seat_out_of_range", lambda: g.apply(9, "pass")),
        ("seat_out_of_range", lambda: g.legal_actions(4)),
        ("invalid_argument", lambda: g.apply(0, {"type": "jump"})),
        ("invalid_argument", lambda: g.apply(0, "jump")),
        ("invalid_argument", lambda: g.apply_id(0, 10_000)),
        ("player_count", lambda: pe.Game(["a", "b"], seed=1)),
        ("invalid_players", lambda: pe.Game(["a", "a", "b"], seed=1)),
        ("unknown_preset", lambda: pe.Game(PLAYERS, preset="nope")),
        ("invalid_argument", lambda: pe.Game(PLAYERS, rules={"deck": "tarot"})),
        ("invalid_argument", lambda: pe.Game(PLAYERS, seed="12")),
        ("invalid_argument", lambda: pe.Game(PLAYERS, colour="red")),  # type: ignore[call-arg]
        ("show_pair_needs_pair_required", lambda: pe.Game(PLAYERS, rules={"pochen_eligibility": "any"})),
        ("invalid_argument", lambda: pe.Bot("genius")),
    ]
    for code, call in cases:
        with pytest.raises(pe.PochError) as info:
            call()
        assert info.value.code == code, (code, info.value)
        assert info.value.code in pe.ERROR_CODES
        assert str(info.value) == info.value.message
    assert g.state() == before


def test_every_code_is_one_of_the_contracts() -> None:
    """The codes a PochError carries are the service's (docs/errors.md, which a test of the
    server holds to the contract's table): the engine's, and the extension's own two."""
    page = (ROOT / "docs/errors.md").read_text()
    documented: set[str] = set()
    for line in page.splitlines():
        if line.startswith("| `"):
            first = line.split("|")[1]
            documented.update(part.strip().strip("`") for part in first.split(","))
    assert pe.ERROR_CODES and len(set(pe.ERROR_CODES)) == len(pe.ERROR_CODES)
    assert set(pe.ERROR_CODES) <= documented, set(pe.ERROR_CODES) - documented
    assert {"not_your_turn", "player_count", "invalid_argument", "internal"} <= set(pe.ERROR_CODES)


def test_states_are_checked() -> None:
    g = new()
    state = g.state()
    assert pe.Game.from_state(state).state() == state
    state["stacks"][0] += 1
    with pytest.raises(pe.PochError) as info:
        pe.Game.from_state(state)
    assert info.value.code == "state_invalid"
    state = g.state()
    state["schema_version"] = 2
    with pytest.raises(pe.PochError) as info:
        pe.Game.from_state(state)
    assert info.value.code == "state_version_unsupported"


def test_views_show_only_the_viewers_hand() -> None:
    g = new()
    hands = [set(h) for h in loose(g.state())["deal"]["hands"]]
    for seat in range(4):
        view = loose(g.view(seat))
        assert set(view["deal"]["hand"]) == hands[seat]
        text = json.dumps(view)
        for other in range(4):
            hidden = hands[other] - hands[seat] - set(sum(view["deal"]["revealed"], []))
            assert not any(f'"{card}"' in text for card in hidden)
    spectator = loose(g.view())
    assert spectator["viewer"] == "spectator" and spectator["deal"]["hand"] is None
    assert loose(g.view(0))["legal"]["pass_turn"] is True and g.view(1)["legal"] is None


def test_legal_ids_and_mask_agree_with_the_legal_summary() -> None:
    g = new()
    rng = random.Random(5)
    table = g.action_table
    while not g.is_over:
        seat = g.to_act
        assert seat is not None
        ids = g.legal_action_ids(seat)
        mask = g.legal_mask(seat)
        assert len(mask) == len(table)
        assert [i for i, b in enumerate(mask) if b] == ids
        legal = loose(g.legal_actions(seat))
        for i in ids:
            action = loose(table.action(i))
            kind = action["type"]
            assert kind != "pass_turn" or legal["pass_turn"]
            if kind in ("bet", "raise_bet"):
                span = legal["bet" if kind == "bet" else "raise_bet"]
                assert span["min"] <= action["amount"] <= span["max"]
            if kind == "lead":
                assert action["card"] in legal["lead"]
        for other in range(4):
            if other != seat:
                assert g.legal_action_ids(other) == []
        # Favour small ids (small bets) so that matches last.
        g.apply_id(seat, ids[min(int(rng.expovariate(1.0)), len(ids) - 1)])


def test_worked_deals_play_to_their_records() -> None:
    """The worked deals of RULES §14 (tests/data/worked-deals.json): every deal ends with its
    recorded stacks and board, the next dealer dealing between deals."""
    for example in WORKED["examples"]:
        g = pe.Game(
            example["players"],
            rules=example["config"],
            first_dealer=example["first_dealer"],
            deck_orders=[{"cards": d} for d in example["deck_orders"]],
            start=example["start"],
        )
        ended = []
        for seat, action in example["actions"]:
            while g.phase == "between_deals":
                dealer = g.to_act
                assert dealer is not None
                g.apply(dealer, "deal")
            ended += [e["kind"] for e in g.apply(seat, action) if e["kind"]["type"] == "deal_ended"]
        assert len(ended) == len(example["deals"]), example["id"]
        for got, want in zip(ended, example["deals"]):
            assert got["stacks"] == want["stacks"], example["id"]
            assert {f: c for f, c in got["board"].items() if c} == {
                f: c for f, c in want["board"].items() if c
            }, example["id"]
        assert g.is_over == (example["match_end"] is not None), example["id"]


def test_a_replay_refusal_names_its_index() -> None:
    with pytest.raises(pe.PochError) as info:
        pe.Game.replay(PLAYERS, [(0, "pass"), (0, "pass")], seed=7, first_dealer=3)
    assert info.value.code == "not_your_turn" and info.value.index == 1
    g = new()
    g.apply(0, "pass")
    again = pe.Game.replay(PLAYERS, [{"seat": 0, "action": {"type": "pass_turn"}}], seed=7, first_dealer=3)
    assert again.state() == g.state()


def test_a_revealed_deal_verifies() -> None:
    g = new()
    commitment = loose(g.events[0])["kind"]["commitment"]
    while g.phase != "between_deals" and not g.is_over:
        seat = g.to_act
        assert seat is not None
        g.apply_id(seat, g.legal_action_ids(seat)[0])
    ended = next(e["kind"] for e in loose(g.events) if e["kind"]["type"] == "deal_ended")
    table = {"players": 4, "dealer": 3, "deal_method": "all_but_one"}
    v = pe.verify_deal(commitment, ended["deal_seed"], "french32", table)
    assert v["matches"] and v["commitment_matches"] and v["chain_matches"] is None
    assert len(v["deck_order"]) == 32 and len(loose(v["dealt"])["hands"]) == 4
    other = pe.verify_deal(commitment, "00" * 32, "french32")
    assert not other["matches"] and other["deck_order"] == [] and other["dealt"] is None
    with pytest.raises(pe.PochError) as info:
        pe.verify_deal(commitment, ended["deal_seed"], "french32", {**table, "players": 2})
    assert info.value.code == "invalid_table"
    with pytest.raises(pe.PochError) as info:
        pe.verify_deal(commitment, ended["deal_seed"], "french32", {**table, "players": "four"})
    assert info.value.code == "invalid_argument"
    # A chain that does not hold says which link: this deal's seed is no fair chain's.
    server_seed = "01" * 32
    chain = {
        "server_seed": server_seed,
        "server_commitment": hashlib.sha256(bytes.fromhex(server_seed)).hexdigest(),
        "client_seeds": ["ann", "bob"],
        "deal_number": 1,
    }
    v = pe.verify_deal(commitment, ended["deal_seed"], "french32", table, chain)
    assert (v["chain_matches"], v["chain_mismatch"]) == (False, "deal_seed")
    v = pe.verify_deal(
        commitment, ended["deal_seed"], "french32", table, {**chain, "server_commitment": "00" * 32}
    )
    assert (v["chain_matches"], v["chain_mismatch"]) == (False, "server_commitment")
    with pytest.raises(pe.PochError) as info:
        pe.verify_deal(commitment, ended["deal_seed"], "french32", None, {**chain, "first_dealer": 0})
    assert info.value.code == "invalid_table"


def test_bots_choose_from_the_view() -> None:
    g = new()
    assert pe.bot_names() == ["random", "heuristic", "search", "timeout", "infoset"]
    for name in pe.bot_names():
        a, b = pe.Bot(name, seed=3), pe.Bot(name, seed=3)
        seat = g.to_act
        assert seat is not None
        choice = a.choose(g, seat)
        assert g.action_table.id(choice) in g.legal_action_ids(seat)
        assert pe.Bot(name, seed=3).choose(g, seat) == choice
        if name in ("search", "infoset"):
            # It reads the public history as well, which a view does not hold.
            with pytest.raises(pe.PochError) as info:
                b.choose_from_view(g.view(seat))
            assert info.value.code == "invalid_argument"
        else:
            assert b.choose_from_view(g.view(seat)) == choice
    # The time-out move of the first seat to bet, no bet outstanding: a pass (RULES ED-42).
    seat = g.to_act
    assert seat is not None
    assert pe.Bot("timeout").choose(g, seat) == {"type": "pass_turn"}
    with pytest.raises(pe.PochError) as info:
        pe.Bot("random").choose(g, 1)
    assert info.value.code == "not_your_turn"
    with pytest.raises(pe.PochError) as info:
        pe.Bot("random").choose_from_view(g.view(2))
    assert info.value.code == "not_your_turn"
    decks = pe.Game(PLAYERS, first_dealer=3, deck_orders=[{"cards": pe.shuffled_deck("french32", 1)}])
    while decks.phase != "between_deals" and not decks.is_over:
        seat = decks.to_act
        assert seat is not None
        decks.apply(seat, pe.Bot("heuristic").choose(decks, seat))
    if not decks.is_over:
        dealer = decks.to_act
        assert dealer is not None
        with pytest.raises(pe.PochError) as info:
            pe.Bot("random").choose(decks, dealer)
        assert info.value.code == "deck_order_required"


def test_batches_are_reproducible_and_count_every_action() -> None:
    a = pe.play_matches(["random", "heuristic", "random", "heuristic"], 50, seed=9)
    b = pe.play_matches(["random", "heuristic", "random", "heuristic"], 50, seed=9)
    assert a == b and a["matches"] == 50 and a["actions"] > a["deals"] >= 50
    assert [x["name"] for x in a["bots"]] == ["random", "heuristic", "random", "heuristic"]
    assert all(x["seats"] == 50 for x in a["bots"])
    assert sum(x["wins"] for x in a["bots"]) == pytest.approx(50)
    with pytest.raises(pe.PochError) as info:
        pe.play_matches(["random"] * 2, 1)
    assert info.value.code == "player_count"


def test_a_shared_first_place_is_shared_as_everywhere_else() -> None:
    # Match 0 of seed 2, one deal: seats 0 and 1 end level on 103 chips, seats 2 and 3 on 93.
    # RULES 10.3: both winners share the win, a half each (poch simulate and the tables count it
    # so too); neither counts for more because of its seat number.
    bots = ["random", "heuristic", "random", "heuristic"]
    batch = pe.play_matches(bots, 1, rules={"max_deals": 1}, seed=2)
    assert [x["wins"] for x in batch["bots"]] == [0.5, 0.5, 0.0, 0.0]
    assert [x["chips"] for x in batch["bots"]] == [3, 3, -7, -7]


def test_action_tables_are_the_pinned_ones() -> None:
    for entry in ACTION_IDS["tables"]:
        table = pe.ActionTable(entry["players"], preset=entry["preset"])
        assert len(table) == entry["len"] and table.max_chips == entry["max_chips"]
        assert table.digest == entry["sha256"]
        for name, i in entry["ids"].items():
            assert table.action_string(i) == name and table.id(name) == i
    table = pe.ActionTable(4)
    assert table == new().action_table and len(table) == 836
    assert table.actions()[:3] == ["pass", "bet 1", "bet 2"] and table.actions()[-1] == "deal"
    with pytest.raises(pe.PochError) as info:
        pe.ActionTable(4, max_chips=2**21)
    assert info.value.code == "table_too_large"


def test_tensors_fit_their_layouts_and_hide_nothing() -> None:
    g = new()
    g.apply(0, "bet 2")
    obs, info = g.observation_layout(), g.information_state_layout()
    assert obs[0] == {
        "name": "viewer", "offset": 0, "len": 4, "size": "n",
        "meaning": "one-hot: the observing seat", "public": False,
    }
    for seat in range(4):
        o, i = g.observation_tensor(seat), g.information_state_tensor(seat)
        assert len(o) == sum(s["len"] for s in obs) == 423
        assert len(i) == sum(s["len"] for s in info) == 1965
        assert i[: len(o)] == o and all(0.0 <= x <= 1.0 for x in i)
        assert len(g.observation_bytes(seat)) == 4 * len(o)
        assert len(g.information_state_bytes(seat)) == 4 * len(i)
        world = g.resample(seat, seed=11)
        assert world is not None
        assert loose(world.state())["deal"]["hands"] != loose(g.state())["deal"]["hands"]
        assert world.information_state_tensor(seat) == i
        assert world.information_state_string(seat) == g.information_state_string(seat)
        assert world.observation_string(seat) == g.observation_string(seat)
    assert "betting 0:bet 2," in g.information_state_string(1)


def test_games_copy_and_pickle() -> None:
    g = new()
    g.apply(0, "bet 2")
    for other in (g.copy(), copy.copy(g), copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
        assert other.state() == g.state()
        assert other.information_state_string(2) == g.information_state_string(2)
        other.apply(1, "fold")
        assert other.version == g.version + 1


def test_catalogues() -> None:
    names = [p["name"] for p in pe.presets()]
    assert names[0] == "classic" and "five-card" in names
    assert pe.presets()[0]["rules"] == pe.make_rules()
    seats = {p["name"]: p["seat_counts"] for p in pe.presets()}
    assert seats["classic"] == [3, 4, 5, 6] and seats["dreier"] == [3]
    assert seats["large-table"] == [3, 4, 5, 6, 7, 8]
    switches = {s["name"]: s for s in pe.switches()}
    assert switches["deal_method"]["values"] == ["all_but_one", "all_evenly", "five_talon"]
    assert pe.make_rules("classic", {"max_deals": 3})["max_deals"] == 3
    assert pe.parse_action("lead AH down") == {"type": "lead", "card": "AH", "direction": "down"}


def test_the_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    import runpy

    runpy.run_path(str(Path(__file__).resolve().parents[1] / "examples/engine_example.py"))
    code, stacks = capsys.readouterr().out.split(" ", 1)
    assert code == "match_over" and sum(json.loads(stacks)) <= 400


def python_blocks(text: str) -> list[str]:
    return [b.split("```", 1)[0].strip("\n") for b in text.split("```python\n")[1:]]


def test_the_readme_and_the_reference_show_the_examples() -> None:
    """The three examples of docs/python.md, and those of docs/python-engine.md, are the files
    that these tests run, word for word."""
    page = (ROOT / "docs" / "python.md").read_text()
    section = page.split("# The engine in Python: `poch_engine`", 1)[1].split("\n## ", 1)[0]
    blocks = python_blocks(section)
    examples = Path(__file__).resolve().parents[1] / "examples"
    files = ["gymnasium_example.py", "vector_example.py", "openspiel_example.py"]
    assert blocks == [(examples / f).read_text().strip("\n") for f in files]
    assert all(len(b.splitlines()) <= 12 for b in blocks)
    docs = python_blocks((ROOT / "docs/python-engine.md").read_text())
    for f in ["engine_example.py", "pettingzoo_example.py"]:
        assert (examples / f).read_text().strip("\n") in docs
