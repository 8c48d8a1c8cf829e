"""Poch as a PettingZoo AEC environment: PettingZoo's api_test, masks, rewards, seeds."""

from __future__ import annotations

import runpy
from pathlib import Path

import numpy as np
import pytest
from gymnasium import spaces

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test  # noqa: E402

import poch_engine as pe  # noqa: E402
from poch_engine.pettingzoo import PochEnv, bot_policy, env, raw_env  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"observation": "information_state"},
        {"players": 3, "preset": "five-card"},
        {"players": 6, "preset": "large-table", "rules": {"max_deals": 2}},
        {"actions": "abstract"},
        {"players": 3, "preset": "five-card", "actions": "abstract"},
    ],
)
def test_api_test(kwargs: dict[str, object]) -> None:
    api_test(env(**kwargs), num_cycles=300)


def play(table: PochEnv, seed: int) -> tuple[dict[str, float], list[int]]:
    rng = np.random.default_rng(seed)
    table.reset(seed=seed)
    totals = {a: 0.0 for a in table.possible_agents}
    for agent in table.agent_iter():
        observation, reward, termination, truncation, _ = table.last()
        totals[agent] += reward
        mask = observation["action_mask"]
        if termination or truncation:
            table.step(None)
            continue
        seat = table.possible_agents.index(agent)
        assert table.game is not None
        assert list(np.flatnonzero(mask)) == table.game.legal_action_ids(seat)
        assert observation["observation"].dtype == np.float32 and mask.dtype == np.int8
        table.step(int(rng.choice(np.flatnonzero(mask))))
    assert table.game is not None
    return totals, table.game.stacks


def test_rewards_add_up_to_the_chips_won_and_seeds_repeat() -> None:
    table = raw_env(rules={"max_deals": 3})
    totals, stacks = play(table, 5)
    assert [totals[f"player_{i}"] for i in range(4)] == [s - 100 for s in stacks]
    again = raw_env(rules={"max_deals": 3})
    assert play(again, 5) == (totals, stacks)


def test_an_illegal_action_ends_the_match_for_its_agent() -> None:
    table = env()
    table.reset(seed=1)
    agent = table.agent_selection
    mask = table.observe(agent)["action_mask"]
    table.step(int(np.flatnonzero(mask == 0)[0]))
    assert all(table.terminations.values()) and table.rewards[agent] == -1


def test_the_observation_is_the_engines() -> None:
    table = raw_env(observation="information_state")
    table.reset(seed=2)
    assert table.game is not None
    seat = table.game.to_act
    assert seat is not None
    observed = table.observe(f"player_{seat}")["observation"]
    assert observed.tolist() == pytest.approx(table.game.information_state_tensor(seat))
    observation_space, action_space = table.observation_space("player_0"), table.action_space("player_0")
    assert isinstance(observation_space, spaces.Dict) and isinstance(action_space, spaces.Discrete)
    assert observation_space["observation"].shape == (1965,)
    assert action_space.n == len(pe.ActionTable(4))


def test_the_readme_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(EXAMPLES / "pettingzoo_example.py"), run_name="__main__")
    stacks = capsys.readouterr().out.strip().splitlines()[-1]
    assert stacks.startswith("[") and len(stacks.strip("[]").split(",")) == 4


def test_the_engines_bots_are_policies() -> None:
    for actions in ("concrete", "abstract"):
        table = env(actions=actions, rules={"max_deals": 3})
        table.reset(seed=3)
        names = ["heuristic", "search", "random", "heuristic"]
        policies = {f"player_{i}": bot_policy(table, name, seed=i) for i, name in enumerate(names)}
        bot = pe.Bot("heuristic", 0)
        for agent in table.agent_iter():
            observation, _, termination, truncation, _ = table.last()
            action = policies[agent](observation, agent)
            if termination or truncation:
                assert action is None
            else:
                assert action is not None and observation["action_mask"][action] == 1
                if agent == "player_0" and actions == "concrete":
                    game = table.unwrapped.game
                    assert action == game.action_table.id(bot.choose(game, 0))
            table.step(action)
        assert table.unwrapped.game.is_over
