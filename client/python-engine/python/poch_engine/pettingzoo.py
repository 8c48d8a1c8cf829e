"""Poch as a PettingZoo AEC environment with action masks: ``poch_engine.pettingzoo.env()``.

Agents ``player_0`` … ``player_{n-1}`` are the seats. An action is an id of the table
(``Discrete(len(table))``, docs/python-engine.md), or with ``actions="abstract"`` of the
abstract set (``Discrete(len(AbstractActions))``: fold, call, pass, a bet or raise of a share
of the pot, each lead, the deal); an observation is
``{"observation": float32 tensor, "action_mask": int8 mask}``, the tensor being the seat's
observation tensor (``observation="observation"``, the default) or its information-state tensor
(``observation="information_state"``). The match is the engine's, dealt from its seeded shuffle
(``reset(seed=...)`` makes it reproducible); between deals the next dealer's one legal action is
``deal``. A step's reward is every seat's change of stack (the first step's includes the first deal's
ante and claims), so an agent's rewards add up to the chips it won or lost; the match ends (every agent terminated) when the rules end it: an ante
nobody can pay, or ``max_deals``.

:func:`bot_policy` makes one of the engine's bots a policy of this environment: a callable
``policy(observation, agent) -> action``, as PettingZoo's tutorials call a policy.
"""

from __future__ import annotations

import functools
import random
from typing import Any, Callable

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

import poch_engine as pe


class PochEnv(AECEnv):
    """The AEC environment; see the module's documentation."""

    metadata = {"render_modes": ["human", "ansi"], "name": "poch_v0", "is_parallelizable": False}

    def __init__(
        self,
        players: int = 4,
        preset: str = "classic",
        rules: dict[str, Any] | None = None,
        observation: str = "observation",
        render_mode: str | None = None,
        actions: str = "concrete",
    ) -> None:
        super().__init__()
        if observation not in ("observation", "information_state"):
            raise ValueError("observation is 'observation' or 'information_state'")
        if actions not in ("concrete", "abstract"):
            raise ValueError("actions is 'concrete' or 'abstract'")
        self.abstract = actions == "abstract"
        self.players = players
        self.preset = preset
        self.overrides = rules or {}
        self.observation_kind = observation
        self.render_mode = render_mode
        self.table: pe.ActionTable | pe.AbstractActions = (
            pe.AbstractActions(preset=preset, rules=self.overrides)
            if self.abstract
            else pe.ActionTable(players, preset=preset, rules=self.overrides)
        )
        made = pe.make_rules(preset, self.overrides)
        deck = made["deck"]
        self.starting_chips = int(made["starting_chips"])
        layout = (
            pe.information_state_layout(players, deck)
            if observation == "information_state"
            else pe.observation_layout(players, deck)
        )
        self._tensor_len = sum(s["len"] for s in layout)
        self.possible_agents = [f"player_{i}" for i in range(players)]
        self.game: pe.Game | None = None
        self._stacks: list[int] = []

    @functools.lru_cache(maxsize=None)  # noqa: B019  (one space an agent, as PettingZoo asks)
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self._tensor_len,), np.float32),
                "action_mask": spaces.Box(0, 1, (len(self.table),), np.int8),
            }
        )

    @functools.lru_cache(maxsize=None)  # noqa: B019
    def action_space(self, agent: str) -> spaces.Space[Any]:
        return spaces.Discrete(len(self.table))

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def _engine(self) -> pe.Game:
        if self.game is None:
            raise RuntimeError("call reset() first")
        return self.game

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = random.getrandbits(64)
        self.game = pe.Game(self.players, preset=self.preset, rules=self.overrides, seed=seed)
        # The first step's rewards include the first deal's ante and claims: rewards add up to
        # the chips won from the starting stacks.
        self._stacks = [self.starting_chips] * self.players
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._select()

    def _reward_stacks(self) -> None:
        stacks = self._engine().stacks
        for seat, agent in enumerate(self.possible_agents):
            if agent in self.rewards:
                self.rewards[agent] = float(stacks[seat] - self._stacks[seat])
        self._stacks = stacks

    def _select(self) -> None:
        g = self._engine()
        if g.is_over:
            end = g.state().get("match_end")
            assert end is not None
            for agent in self.agents:
                self.terminations[agent] = True
                self.infos[agent] = {"standings": end["standings"]}
            self.agent_selection = self.agents[0]
        else:
            seat = g.to_act
            assert seat is not None
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        g = self._engine()
        seat = self._seat(agent)
        data = (
            g.information_state_bytes(seat)
            if self.observation_kind == "information_state"
            else g.observation_bytes(seat)
        )
        return {
            "observation": np.frombuffer(data, dtype=np.float32).copy(),
            "action_mask": np.frombuffer(
                g.abstract_mask(seat) if self.abstract else g.legal_mask(seat), dtype=np.int8
            ).copy(),
        }

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: None is only for a terminated agent")
        self._cumulative_rewards[agent] = 0.0
        if self.abstract:
            self._engine().apply_abstract(self._seat(agent), int(action))
        else:
            self._engine().apply_id(self._seat(agent), int(action))
        self._reward_stacks()
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        text = self.game.observation_string(self._seat(self.agent_selection))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None


def raw_env(**kwargs: Any) -> PochEnv:
    """The environment without PettingZoo's wrappers."""
    return PochEnv(**kwargs)


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's usual wrappers: an illegal action ends the match for
    the agent that chose it, and actions and the order of calls are checked."""
    wrapped = wrappers.TerminateIllegalWrapper(raw_env(**kwargs), illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def bot_policy(table: AECEnv, name: str, seed: int = 0) -> Callable[[Any, str], int | None]:
    """One of the engine's bots (``random``, ``heuristic``, ``search``, ``infoset``) as a policy of the
    environment ``table`` (wrapped or raw): ``policy(observation, agent)`` answers the action
    id of the agent's seat (the abstract id nearest the bot's action under
    ``actions="abstract"``), or ``None`` for an agent that is done. The bot reads only what the
    agent's seat may see (the engine's ``Bot``), from the environment's game."""
    bot = pe.Bot(name, seed)
    raw = table.unwrapped
    assert isinstance(raw, PochEnv)

    def policy(observation: Any, agent: str) -> int | None:
        if raw.terminations.get(agent) or raw.truncations.get(agent):
            return None
        game = raw._engine()
        return bot.choose_id(game, raw._seat(agent), "abstract" if raw.abstract else "concrete")

    return policy
