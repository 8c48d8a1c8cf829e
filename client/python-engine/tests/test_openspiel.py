"""Poch as an OpenSpiel game: OpenSpiel's own random simulation test over several tables,
chance nodes, tensors, resampled worlds and the IS-MCTS example."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import poch_engine as pe  # noqa: E402
import poch_engine.openspiel  # noqa: E402,F401

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize(
    "params",
    [
        {},
        {"players": 3, "preset": "five-card", "max_deals": 2},
        {"players": 5, "preset": "large-table", "deal_seeds": 64},
        {"players": 3, "preset": "even-deal", "max_deals": 3, "starting_chips": 30},
    ],
)
def test_random_sim_test(params: dict[str, object]) -> None:
    game = pyspiel.load_game("python_poch", params)
    pyspiel.random_sim_test(game, num_sims=4, serialize=False, verbose=False)


def test_the_game_is_the_engines() -> None:
    game = pyspiel.load_game("python_poch", {"players": 4, "max_deals": 2})
    info = game.get_type()
    assert info.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert info.chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.num_distinct_actions() == len(pe.ActionTable(4)) == 836
    assert game.information_state_tensor_shape() == [1965]
    assert game.observation_tensor_shape() == [423]
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 4096
    state.apply_action(6)
    engine = state.engine
    assert engine is not None and engine.state()["deal"]["dealer"] == 6 % 4
    hands = engine.state()["deal"]["hands"]
    deck = pe.shuffled_deck("french32", 6)
    assert sorted(sum(hands, [])) == sorted(deck[:-1]) and engine.state()["deal"]["upcard"] == deck[-1]
    seat = state.current_player()
    assert state.legal_actions() == engine.legal_action_ids(seat)
    assert state.information_state_string(seat) == engine.information_state_string(seat)
    assert np.array_equal(
        np.array(state.information_state_tensor(seat), np.float32),
        np.array(engine.information_state_tensor(seat), np.float32),
    )
    assert state.action_to_string(seat, 0) == "pass"
    # Play the first deal out: the second deal starts at a chance node.
    rng = np.random.default_rng(3)
    while not state.is_chance_node() and not state.is_terminal():
        state.apply_action(int(rng.choice(state.legal_actions())))
    if not state.is_terminal():
        assert state.engine is not None and state.engine.phase == "between_deals"
        state.apply_action(7)
        assert state.engine.deal_number == 2


def test_resampled_worlds_keep_the_information_state() -> None:
    game = pyspiel.load_game("python_poch")
    state = game.new_initial_state()
    state.apply_action(11)
    rng = np.random.default_rng(0)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    moved = 0
    while not state.is_terminal():
        player = state.current_player()
        for _ in range(3):
            world = state.resample_from_infostate(player, sampler)
            assert world.information_state_string(player) == state.information_state_string(player)
            assert world.legal_actions() == state.legal_actions()
            assert world.engine is not None and state.engine is not None
            moved += world.engine.state()["deal"]["hands"] != state.engine.state()["deal"]["hands"]
        legal = state.legal_actions()
        state.apply_action(legal[min(int(rng.exponential(2.0)), len(legal) - 1)])
    assert moved > 0


def test_the_ismcts_example_runs(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "argv", ["openspiel_ismcts.py", "--matches", "4", "--simulations", "10"])
    runpy.run_path(str(EXAMPLES / "openspiel_ismcts.py"), run_name="__main__")
    out = capsys.readouterr().out
    assert "chips won a match" in out and "4 matches" in out


def test_the_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(EXAMPLES / "openspiel_example.py"), run_name="__main__")
    returns, size = capsys.readouterr().out.rsplit("]", 1)
    assert int(size) == 1965 and len(returns.strip("[").split(",")) == 4
