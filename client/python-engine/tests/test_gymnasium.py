"""Poch as Gymnasium environments: Gymnasium's own checker, registration, seeds, rewards,
illegal actions, and the vector environment against single environments and the engine."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

import poch_engine as pe  # noqa: E402
from poch_engine.gymnasium import PochEnv, PochVectorEnv  # noqa: E402

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


@pytest.mark.parametrize(
    "kwargs",
    [
        {},
        {"actions": "abstract", "seat": 2, "bots": ["random", "search"]},
        {"players": 3, "preset": "five-card", "observation": "information_state"},
        {"players": 5, "preset": "large-table", "rules": {"max_deals": 3}, "actions": "abstract"},
    ],
)
def test_check_env(kwargs: dict[str, Any]) -> None:
    env = gymnasium.make("poch_engine/Poch-v0", **kwargs)
    check_env(env.unwrapped)


def play(env: Any, seed: int, episodes: int) -> list[tuple[float, int, list[int]]]:
    """Episodes of uniformly random legal actions: each one's rewards, seat and stacks."""
    rng = np.random.default_rng(seed)
    out = []
    obs, info = env.reset(seed=seed)
    for _ in range(episodes):
        total, done = 0.0, False
        while not done:
            assert obs.dtype == np.float32 and env.observation_space.contains(obs)
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            obs, reward, done, truncated, info = env.step(action)
            total += reward
            assert not truncated
        game = env.unwrapped._games.game(0)
        out.append((total, info["seat"], game.stacks))
        obs, info = env.reset()
    return out


def test_rewards_add_up_to_the_chips_won_and_seeds_repeat() -> None:
    env = gymnasium.make("poch_engine/Poch-v0", rules={"max_deals": 3})
    episodes = play(env, 5, 20)
    for total, seat, stacks in episodes:
        assert total == stacks[seat] - 100
    assert len({seat for _, seat, _ in episodes}) > 1
    assert play(gymnasium.make("poch_engine/Poch-v0", rules={"max_deals": 3}), 5, 20) == episodes


def test_the_mask_and_observation_are_the_learners() -> None:
    for actions in ("concrete", "abstract"):
        env = PochEnv(actions=actions, seat=1)
        obs, info = env.reset(seed=4)
        game = env._games.game(0)
        assert info["seat"] == 1 and game.to_act == 1
        ids = game.legal_abstract_ids(1) if actions == "abstract" else game.legal_action_ids(1)
        assert list(np.flatnonzero(info["action_mask"])) == ids
        assert np.array_equal(obs, np.frombuffer(game.observation_bytes(1), np.float32))
        assert env.action_masks().dtype == bool


def test_an_illegal_action_ends_the_match() -> None:
    env = PochEnv(seat=0)
    _, info = env.reset(seed=1)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, terminated, _, _ = env.step(illegal)
    assert terminated and reward == -100
    env = PochEnv(seat=0, illegal_reward=-1.0)
    env.reset(seed=1)
    assert env.step(illegal)[1] == -1.0


def test_bad_options_are_refused() -> None:
    with pytest.raises(pe.PochError) as e:
        PochEnv(players=2)
    assert e.value.code == "player_count"
    with pytest.raises(pe.PochError):
        PochEnv(bots=["nobody"])
    with pytest.raises(pe.PochError):
        PochEnv(seat=4)
    with pytest.raises(TypeError):
        PochEnv(colour="red")


def test_make_vec_gives_the_native_vector_env() -> None:
    envs = gymnasium.make_vec(
        "poch_engine/Poch-v0", num_envs=16, vectorization_mode="vector_entry_point",
        actions="abstract",
    )
    assert isinstance(envs, PochVectorEnv)
    obs, info = envs.reset(seed=9)
    assert obs.shape == (16, 423) and info["action_mask"].shape == (16, 40)
    rng = np.random.default_rng(0)
    totals = np.zeros(16)
    ended = np.zeros(16, bool)
    episodes = 0
    for _ in range(200):
        masks = info["action_mask"]
        actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in masks])
        # The matches that ended at the last step start again: their action is not used.
        assert not masks[ended].any()
        obs, rewards, terminated, truncated, info = envs.step(actions)
        assert envs.observation_space.contains(obs)
        totals += np.where(ended, 0.0, rewards)
        assert not rewards[ended].any() and not terminated[ended].any()
        for i in np.flatnonzero(terminated):
            game = envs._games.game(int(i))
            seat = envs._games.learner(int(i))
            assert totals[i] == game.stacks[seat] - 100
            totals[i] = 0
            episodes += 1
        ended = terminated.copy()
    assert episodes > 50
    # Seeded: the same seed, the same steps.
    again = gymnasium.make_vec(
        "poch_engine/Poch-v0", num_envs=16, vectorization_mode="vector_entry_point",
        actions="abstract",
    )
    a, _ = envs.reset(seed=3)
    b, _ = again.reset(seed=3)
    assert np.array_equal(a, b)


def test_the_vector_env_steps_as_the_single_env_does() -> None:
    """Slot 0 of a vector env and a single env of the same seed see the same match."""
    vec = PochVectorEnv(num_envs=3, seat=2, actions="abstract")
    one = PochEnv(seat=2, actions="abstract")
    vec._games.reset(11)
    one._games.reset(11)
    rng = np.random.default_rng(2)
    for _ in range(60):
        m = vec._games.masks[0]
        assert np.array_equal(m, one._games.masks[0])
        assert np.array_equal(vec._games.observations[0], one._games.observations[0])
        a = int(rng.choice(np.flatnonzero(m))) if m.any() else 0
        actions = np.array([a, 0, 0])
        actions[1:] = [int(np.flatnonzero(r)[0]) if r.any() else 0 for r in vec._games.masks[1:]]
        vec._games.step(actions)
        one._games.step(np.array([a]))
        assert vec._games.rewards[0, 0] == one._games.rewards[0, 0]


def test_the_readme_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(EXAMPLES / "gymnasium_example.py"), run_name="__main__")
    runpy.run_path(str(EXAMPLES / "vector_example.py"), run_name="__main__")
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 2
