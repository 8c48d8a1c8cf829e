"""Poch as Gymnasium environments: one seat learns, the engine's bots hold the others.

``import poch_engine`` registers ``poch_engine/Poch-v0`` when Gymnasium is installed:

- ``gymnasium.make("poch_engine/Poch-v0", ...)`` is :class:`PochEnv`, a single environment;
- ``gymnasium.make_vec("poch_engine/Poch-v0", num_envs=N,
  vectorization_mode="vector_entry_point", ...)`` is :class:`PochVectorEnv`: the ``N``
  matches are stepped in the engine's own loop (:class:`poch_engine.VecGames`) and written
  into numpy arrays, with no Python object per element.

Both take the same keyword arguments: ``players`` (4), ``preset`` (``classic``), ``rules``
(overrides; ``{"max_deals": 1}`` when absent: an episode is a match of one deal),
``actions`` (``"concrete"``: the table's ids; ``"abstract"``: the abstract set),
``observation`` (``"observation"`` or ``"information_state"``), ``seat`` (the learner's seat;
``None`` draws one each match), ``bots`` (the engine's bots holding the other seats, by name,
repeated round the table: ``["heuristic"]``), and ``illegal_reward`` (an action that is not
legal ends the match with this reward; ``-starting_chips`` when absent, the worst outcome of
a match).

An observation is the learner's tensor (float32, values in ``[0, 1]``); ``info["action_mask"]``
is its legal mask (int8, one per action id) and ``info["seat"]`` its seat. A step applies the
learner's action, then the bots' moves up to its next turn; the reward is the learner's change
of stack over them, so an episode's rewards add up to the chips it won.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv

from ._engine import VecGames

ENV_ID = "poch_engine/Poch-v0"


def _games(num_envs: int, **kwargs: Any) -> tuple[VecGames, dict[str, Any]]:
    options = {
        "players": 4,
        "preset": None,
        "rules": None,
        "actions": "concrete",
        "observation": "observation",
        "seat": None,
        "bots": ["heuristic"],
        "illegal_reward": None,
        **kwargs,
    }
    unknown = set(options) - {
        "players", "preset", "rules", "actions", "observation", "seat", "bots", "illegal_reward",
    }
    if unknown:
        raise TypeError(f"unknown options: {sorted(unknown)}")
    rules = options["rules"] if options["rules"] is not None else {"max_deals": 1}
    seat = options["seat"]
    games = VecGames(
        num_envs,
        int(options["players"]),
        preset=options["preset"],
        rules=rules,
        actions=options["actions"],
        tensor=options["observation"],
        learner=-1 if seat is None else int(seat),
        bots=list(options["bots"]),
        illegal_reward=options["illegal_reward"],
    )
    return games, options


class PochEnv(gymnasium.Env[np.ndarray, np.int64]):
    """One match at a time, the learner's seat against the engine's bots (the module's
    documentation)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, render_mode: str | None = None, **kwargs: Any) -> None:
        self._games, self.options = _games(1, **kwargs)
        self.render_mode = render_mode
        self.observation_space = spaces.Box(0.0, 1.0, (self._games.tensor_len,), np.float32)
        self.action_space = spaces.Discrete(self._games.num_actions)

    def _info(self) -> dict[str, Any]:
        return {
            "action_mask": self._games.masks[0].copy(),
            "seat": self._games.learner(0),
        }

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        self._games.reset(int(self.np_random.integers(2**63)))
        return self._games.observations[0].copy(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        self._games.step(np.array([int(action)], np.int64))
        terminated = bool(self._games.terminated[0])
        reward = float(self._games.rewards[0, 0])
        return self._games.observations[0].copy(), reward, terminated, False, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        game = self._games.game(0)
        return game.observation_string(self._games.learner(0))

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal mask as booleans (the method maskable learners call), a copy."""
        return np.array(self._games.masks[0], dtype=np.bool_)


class PochVectorEnv(VectorEnv[np.ndarray, np.ndarray, np.ndarray]):
    """``num_envs`` matches stepped together in the engine's loop (the module's documentation):
    one call applies every learner's action and the bots' moves, and writes the observations,
    masks, rewards and terminations into numpy arrays. A match that ended starts again at the
    next step, whose action for it is not used (Gymnasium's next-step autoreset). Seeded by
    ``reset(seed=...)``. With ``copy=False`` the arrays returned are the environment's own,
    written again by the next step."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, num_envs: int = 1, copy: bool = True, **kwargs: Any) -> None:
        self._games, self.options = _games(num_envs, **kwargs)
        self.num_envs = num_envs
        self._copy = copy
        self.single_observation_space = spaces.Box(
            0.0, 1.0, (self._games.tensor_len,), np.float32
        )
        self.single_action_space = spaces.Discrete(self._games.num_actions)
        self.observation_space = spaces.Box(
            0.0, 1.0, (num_envs, self._games.tensor_len), np.float32
        )
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, self._games.num_actions))
        self._all = np.ones(num_envs, bool)
        self._truncated = np.zeros(num_envs, bool)

    def _out(self, array: np.ndarray) -> np.ndarray:
        return array.copy() if self._copy else array

    def _info(self) -> dict[str, Any]:
        return {"action_mask": self._out(self._games.masks), "_action_mask": self._all}

    def reset(
        self, *, seed: int | list[int] | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        if isinstance(seed, list):
            seed = seed[0] if seed else None
        super().reset(seed=seed)
        self._games.reset(int(self.np_random.integers(2**63)))
        return self._out(self._games.observations), self._info()

    def step(
        self, actions: np.ndarray
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        self._games.step(np.asarray(actions, dtype=np.int64))
        return (
            self._out(self._games.observations),
            self._out(self._games.rewards[:, 0]),
            self._out(self._games.terminated),
            self._truncated,
            self._info(),
        )


def register() -> None:
    """Registers ``poch_engine/Poch-v0`` (``import poch_engine`` calls it)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(
            id=ENV_ID,
            entry_point="poch_engine.gymnasium:PochEnv",
            vector_entry_point="poch_engine.gymnasium:PochVectorEnv",
        )
