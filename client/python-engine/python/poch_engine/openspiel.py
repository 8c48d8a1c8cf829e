"""Poch as an OpenSpiel game: ``pyspiel.load_game("python_poch")`` once this module is imported.

The game is the engine's: every rule, legal action, observation and information state comes
from :class:`poch_engine.Game`; this module only maps it onto OpenSpiel's API.

- **Players and actions.** One OpenSpiel player a seat; actions are the table's stable ids
  (docs/python-engine.md), so ``num_distinct_actions`` is the table's size (836 for 4 players
  of ``classic``).
- **Chance: one explicit chance node at the start of every deal**, whose outcomes are
  ``deal_seeds`` seeds (4096 by default), uniform. Outcome ``k`` deals the deck the engine's own
  shuffle makes of seed ``k`` (``shuffled_deck``: the ChaCha20 stream and the Fisher–Yates
  shuffle every deal uses), and the first deal's dealer is seat ``k mod n``. Why this way:
  the cards come from the engine's shuffle, never a second one written in Python; the
  outcomes are few and listed with exact probabilities, so every OpenSpiel algorithm that
  reads ``chance_outcomes()`` works (``EXPLICIT_STOCHASTIC``); a chance node per deal, not one
  per match, keeps later deals unknown to everyone, a search included, until they are dealt;
  and a world resampled for an information state (``resample_from_infostate``) needs only the
  current deal's hidden cards dealt again. The cost is variety: ``deal_seeds`` deals per deal,
  against every ordering of the deck for card-by-card chance nodes (32 chance steps a deal, and
  a deal not shuffled by the engine).
- **Returns**: chips won, each seat's stack at the end less ``starting_chips``. Chips left on
  the board go to nobody (RULES 10.4), so the game is general-sum.
- **Parameters**: ``preset`` (``classic``), ``players`` (4), ``max_deals`` (1: a match of one
  deal; OpenSpiel needs a bounded game), ``starting_chips`` (100), ``deal_seeds`` (4096).
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
import pyspiel

import poch_engine as pe

SHORT_NAME = "python_poch"

_DEFAULTS: dict[str, Any] = {
    "preset": "classic",
    "players": 4,
    "max_deals": 1,
    "starting_chips": 100,
    "deal_seeds": 4096,
}

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Poch (Poch Engine)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=8,
    min_num_players=3,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)


@functools.lru_cache(maxsize=1 << 16)
def _deck(deck: str, outcome: int) -> dict[str, Any]:
    return {"cards": pe.shuffled_deck(deck, outcome)}


class PochGame(pyspiel.Game):
    """Poch with the engine's rules; see the module's documentation."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**_DEFAULTS, **(params or {})}
        players = int(merged["players"])
        max_deals = int(merged["max_deals"])
        if max_deals < 1:
            raise ValueError("max_deals must be at least 1: OpenSpiel needs a bounded game")
        self.overrides = {"max_deals": max_deals, "starting_chips": int(merged["starting_chips"])}
        self.preset = str(merged["preset"])
        self.rules = pe.make_rules(self.preset, self.overrides)
        self.deal_seeds = int(merged["deal_seeds"])
        self.table = pe.ActionTable(players, preset=self.preset, rules=self.overrides)
        self.starting_chips = int(self.rules["starting_chips"])
        self.deck = str(self.rules["deck"])
        deck_size = len(pe.shuffled_deck(self.deck, 0))
        chips = players * self.starting_chips
        # Phase 2: each bet or raise puts in a chip at least, and each is answered by at most
        # n − 1 actions; phase 3 plays every card at most once; one chance node a deal.
        per_deal = players + chips * players + deck_size + 1
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.table),
            max_chance_outcomes=self.deal_seeds,
            num_players=players,
            min_utility=-float(self.starting_chips),
            max_utility=float((players - 1) * self.starting_chips),
            utility_sum=None,
            max_game_length=max_deals * per_deal,
        )
        super().__init__(GAME_TYPE, info, merged)
        self.observation_sections = pe.observation_layout(players, self.deck)
        self.information_state_sections = pe.information_state_layout(players, self.deck)
        self._chance = [(k, 1.0 / self.deal_seeds) for k in range(self.deal_seeds)]

    def new_initial_state(self) -> PochState:
        return PochState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> PochObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return PochObserver(self, perfect_recall)


class PochState(pyspiel.State):
    """A match: a chance node before every deal, the engine's game in between."""

    def __init__(self, game: PochGame) -> None:
        super().__init__(game)
        # Only the engine's game is kept: OpenSpiel clones a Python state by pickling its
        # attributes, and the game object is reached through get_game().
        self.engine: pe.Game | None = None

    def current_player(self) -> int:
        g = self.engine
        if g is None or g.phase == "between_deals":
            return int(pyspiel.PlayerId.CHANCE)
        if g.is_over:
            return int(pyspiel.PlayerId.TERMINAL)
        seat = g.to_act
        assert seat is not None
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        assert self.engine is not None
        return self.engine.legal_action_ids(player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.get_game()._chance

    def _apply_action(self, action: int) -> None:
        game = self.get_game()
        g = self.engine
        if g is None:
            self.engine = pe.Game(
                game.num_players(),
                preset=game.preset,
                rules=game.overrides,
                first_dealer=action % game.num_players(),
                deck_orders=[_deck(game.deck, action)],
            )
        elif g.phase == "between_deals":
            dealer = g.to_act
            assert dealer is not None
            g.apply(dealer, {"type": "deal", "deck": _deck(game.deck, action)})
        else:
            seat = g.to_act
            assert seat is not None
            g.apply_id(seat, action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal seed {action}"
        return self.get_game().table.action_string(action)

    def is_terminal(self) -> bool:
        return self.engine is not None and self.engine.is_over

    def returns(self) -> list[float]:
        g = self.engine
        if g is None or not g.is_over:
            return [0.0] * self.get_game().num_players()
        start = self.get_game().starting_chips
        return [float(s - start) for s in g.stacks]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> PochState:
        """A state `player_id` cannot tell from this one: the cards it may not see dealt again
        consistently with everything it has seen (``Game.resample``)."""
        world = self.clone()
        if self.engine is not None:
            seed = int(probability_sampler() * 2**62) if callable(probability_sampler) else 0
            world.engine = self.engine.resample(player_id, seed)
        return world

    def __str__(self) -> str:
        g = self.engine
        if g is None:
            return "before the first deal"
        hands = " | ".join(" ".join(h) for h in g.state()["deal"]["hands"])
        return f"{g.observation_string(0)}\nhands {hands}"


class PochObserver:
    """The observation (``perfect_recall=False``) or information-state tensor and string of a
    seat, as OpenSpiel's Python observers give them: ``tensor`` and its named ``dict`` views,
    laid out as docs/python-engine.md lists."""

    def __init__(self, game: PochGame, perfect_recall: bool) -> None:
        self._info = perfect_recall
        sections = game.information_state_sections if perfect_recall else game.observation_sections
        self.tensor = np.zeros(sum(s["len"] for s in sections), np.float32)
        self.dict = {
            s["name"]: self.tensor[s["offset"] : s["offset"] + s["len"]] for s in sections
        }

    def set_from(self, state: PochState, player: int) -> None:
        g = state.engine
        if g is None:
            self.tensor.fill(0.0)
            return
        data = g.information_state_bytes(player) if self._info else g.observation_bytes(player)
        self.tensor[:] = np.frombuffer(data, dtype=np.float32)

    def string_from(self, state: PochState, player: int) -> str:
        g = state.engine
        if g is None:
            return f"viewer {player} | before the first deal"
        return g.information_state_string(player) if self._info else g.observation_string(player)


pyspiel.register_game(GAME_TYPE, PochGame)
