"""Poch as an OpenSpiel game: ``pyspiel.load_game("python_poch")`` once this module is imported.

The game is the engine's: every rule, legal action, observation and information state comes
from :class:`poch_engine.Game`; this module only maps it onto OpenSpiel's API.

- **Players and actions.** One OpenSpiel player a seat. With ``actions="concrete"`` (the
  default) the actions are the table's stable ids (docs/python-engine.md; 836 for 4 players of
  ``classic``); with ``actions="abstract"`` they are the abstract set (fold, call, pass, a bet or
  raise of a share of the pot, each lead: 40 ids for ``classic`` whatever the chips).
- **Chance deals card by card**, as OpenSpiel's hearts does. The match starts at a chance node
  that draws the first dealer (``n`` outcomes, uniform; RULES 2.4); every deal then starts with
  ``D − 1`` chance nodes, the ``k``-th of which draws the ``k``-th card of the deck order
  uniformly from the cards not drawn yet (outcome = the card's index in the deck's listing
  order, :func:`poch_engine.deck_cards`), the last card being the one left. The engine then
  deals that deck order by the rules (RULES §5). ``chance_outcomes()`` is that distribution,
  exactly: every order of the deck has probability ``1 / D!``, so a seat's hand and the upcard
  leave every consistent assignment of the other hands possible.
- **Returns**: chips won, each seat's stack at the end less ``starting_chips``. Chips left on
  the board go to nobody (RULES 10.4), so the game is general-sum.
- **Parameters**: ``preset`` (``classic``), ``players`` (4), ``max_deals`` (1: a match of one
  deal; OpenSpiel needs a bounded game), ``starting_chips`` (100) and ``actions``
  (``concrete``). ``load_game`` refuses what the engine would refuse, with its code and message.
- **Observers** honour ``IIGObservationType``: public information only (what a spectator sees:
  the same for every player), the player's private information (its seat, its hand and, with
  perfect recall, its hand as dealt), every player's (for debugging), each with or without
  perfect recall (the deal's history).
- ``resample_from_infostate`` draws a world from this chance model consistent with what the
  player knows, and builds it by applying its history, so ``history()`` rebuilds it.
"""

from __future__ import annotations

import functools
import random
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
    "actions": "concrete",
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

_PRIVATE = {
    pyspiel.PrivateInfoType.NONE: "none",
    pyspiel.PrivateInfoType.SINGLE_PLAYER: "single",
    pyspiel.PrivateInfoType.ALL_PLAYERS: "all",
}


class PochGame(pyspiel.Game):
    """Poch with the engine's rules; see the module's documentation."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        merged = {**_DEFAULTS, **(params or {})}
        players = int(merged["players"])
        max_deals = int(merged["max_deals"])
        if max_deals < 1:
            raise pe.PochError(
                "invalid_argument", "max_deals must be at least 1: OpenSpiel needs a bounded game"
            )
        if merged["actions"] not in ("concrete", "abstract"):
            raise pe.PochError(
                "invalid_argument", f"actions is 'concrete' or 'abstract', not {merged['actions']!r}"
            )
        self.overrides = {"max_deals": max_deals, "starting_chips": int(merged["starting_chips"])}
        self.preset = str(merged["preset"])
        self.abstract = merged["actions"] == "abstract"
        # The engine's own checks of the table (players, rules, the first ante): a match that
        # could not start is refused here, with the engine's code and message.
        pe.Game(players, preset=self.preset, rules=self.overrides, seed=0)
        self.rules = pe.make_rules(self.preset, self.overrides)
        self.table = pe.ActionTable(players, preset=self.preset, rules=self.overrides)
        self.abstract_actions = pe.AbstractActions(preset=self.preset, rules=self.overrides)
        self.starting_chips = int(self.rules["starting_chips"])
        self.deck = str(self.rules["deck"])
        self.cards = pe.deck_cards(self.deck)
        self.deck_index = {card: k for k, card in enumerate(self.cards)}
        chips = players * self.starting_chips
        # Phase 2: each bet or raise puts in a chip at least, and each is answered by at most
        # n − 1 actions; phase 3 plays every card at most once; D − 1 chance nodes a deal and
        # the first dealer's.
        per_deal = players + chips * players + 2 * len(self.cards)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.abstract_actions if self.abstract else self.table),
            max_chance_outcomes=len(self.cards),
            num_players=players,
            min_utility=-float(self.starting_chips),
            max_utility=float((players - 1) * self.starting_chips),
            utility_sum=None,
            max_game_length=1 + max_deals * per_deal,
        )
        super().__init__(GAME_TYPE, info, merged)

    def new_initial_state(self) -> PochState:
        return PochState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> PochObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        if iig_obs_type is None:
            return PochObserver(self, False, True, "single")
        return PochObserver(
            self,
            bool(iig_obs_type.perfect_recall),
            bool(iig_obs_type.public_info),
            _PRIVATE[iig_obs_type.private_info],
        )


@functools.lru_cache(maxsize=64)
def _uniform(n: int) -> list[tuple[int, float]]:
    return [(k, 1.0 / n) for k in range(n)]


class PochState(pyspiel.State):
    """A match: the chance nodes of each deal's cards, the engine's game in between."""

    def __init__(self, game: PochGame) -> None:
        super().__init__(game)
        # OpenSpiel clones a Python state by pickling its attributes; the game object is
        # reached through get_game().
        self.engine: pe.Game | None = None
        self.first_dealer: int | None = None
        # The cards (listing indices) drawn so far for the next deal.
        self.drawn: list[int] = []

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
        if self.get_game().abstract:
            return self.engine.legal_abstract_ids(player)
        return self.engine.legal_action_ids(player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        game = self.get_game()
        if self.first_dealer is None:
            return _uniform(game.num_players())
        left = sorted(set(range(len(game.cards))) - set(self.drawn))
        p = 1.0 / len(left)
        return [(k, p) for k in left]

    def _apply_action(self, action: int) -> None:
        game = self.get_game()
        if self.is_chance_node():
            if self.first_dealer is None:
                self.first_dealer = action
                return
            self.drawn.append(action)
            if len(self.drawn) < len(game.cards) - 1:
                return
            (last,) = set(range(len(game.cards))) - set(self.drawn)
            deck = {"cards": [game.cards[k] for k in [*self.drawn, last]]}
            self.drawn = []
            if self.engine is None:
                self.engine = pe.Game(
                    game.num_players(),
                    preset=game.preset,
                    rules=game.overrides,
                    first_dealer=self.first_dealer,
                    deck_orders=[deck],
                )
            else:
                dealer = self.engine.to_act
                assert dealer is not None
                self.engine.apply(dealer, {"type": "deal", "deck": deck})
            return
        assert self.engine is not None
        seat = self.engine.to_act
        assert seat is not None
        if game.abstract:
            self.engine.apply_abstract(seat, action)
        else:
            self.engine.apply_id(seat, action)

    def _action_to_string(self, player: int, action: int) -> str:
        game: PochGame = self.get_game()
        if player == pyspiel.PlayerId.CHANCE:
            if self.first_dealer is None:
                return f"first dealer {action}"
            return f"card {game.cards[action]}"
        if game.abstract:
            return game.abstract_actions.action_string(action)
        return game.table.action_string(action)

    def is_terminal(self) -> bool:
        return self.engine is not None and self.engine.is_over

    def returns(self) -> list[float]:
        g = self.engine
        if g is None or not g.is_over:
            return [0.0] * self.get_game().num_players()
        start = self.get_game().starting_chips
        return [float(s - start) for s in g.stacks]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> PochState:
        """A world drawn from the game's chance model consistently with what ``player_id``
        knows, built by applying its history (so ``history()`` rebuilds it).

        Each deal's cards that the player has not seen are dealt again
        (:meth:`poch_engine.Game.resample`, at the deal's end for a deal that is over), the
        deal's deck order is one that deals the new cards (:meth:`poch_engine.Game.dealt_deck`,
        its order within each hand drawn at random), and the player actions are the same;
        cards drawn for a deal not dealt yet, which nobody has seen, are drawn again. Each
        deal's world is uniform among the deals consistent with what the player knows; one
        that no draw finds raises :class:`RuntimeError` rather than hand back the real
        cards."""
        game = self.get_game()
        seed = int(probability_sampler() * 2**53) if callable(probability_sampler) else 0
        rng = random.Random(seed)
        history = self.history()
        cards = len(game.cards)
        index = game.deck_index
        world_history: list[int] = history[:1]
        replay = game.new_initial_state()
        if history:
            replay.apply_action(history[0])
        i = 1
        while i < len(history):
            drawn = history[i : i + cards - 1]
            if len(drawn) < cards - 1:
                world_history += rng.sample(range(cards), len(drawn))
                break
            for a in drawn:
                replay.apply_action(a)
            i += cards - 1
            start = i
            while i < len(history) and not replay.is_chance_node():
                replay.apply_action(history[i])
                i += 1
            assert replay.engine is not None
            world = _world(replay.engine, player_id, rng)
            order = world.dealt_deck(rng.getrandbits(62))
            world_history += [index[c] for c in order[:-1]] + history[start:i]
        state: PochState = game.new_initial_state()
        for a in world_history:
            state.apply_action(a)
        return state

    def __str__(self) -> str:
        g = self.engine
        if g is None:
            return "before the first deal"
        deal = g.state().get("deal")
        if deal is None:
            return g.observation_string(0)
        hands = " | ".join(" ".join(h) for h in deal["hands"])
        return f"{g.observation_string(0)}\nhands {hands}"


#: How many seeds :meth:`PochState.resample_from_infostate` gives one deal's world before it
#: gives up: each is :meth:`poch_engine.Game.resample`'s own many draws.
WORLD_SEEDS = 8


def _world(engine: pe.Game, seat: int, rng: random.Random) -> pe.Game:
    """A world of ``engine``'s deal that ``seat`` cannot tell from it, drawn uniformly among
    the consistent deals: another seed when one finds none (each draw is independent, so the
    world stays uniform), never the real cards."""
    for _ in range(WORLD_SEEDS):
        world = engine.resample(seat, rng.getrandbits(62))
        if world is not None:
            return world
    raise RuntimeError(
        f"no deal consistent with seat {seat}'s information was drawn in {WORLD_SEEDS} "
        "seeds of Game.resample; the real deal is one of too few to find by drawing"
    )


class PochObserver:
    """An observer of the kind OpenSpiel asks for (``IIGObservationType``): ``tensor`` and its
    named ``dict`` views, laid out as :func:`poch_engine.observer_layout` lists (the observation
    and information-state tensors of docs/python-engine.md for the usual kinds)."""

    def __init__(self, game: PochGame, perfect_recall: bool, public: bool, private: str) -> None:
        self._recall, self._public, self._private = perfect_recall, public, private
        sections = pe.observer_layout(
            game.num_players(), game.deck, perfect_recall=perfect_recall, public=public,
            private=private,
        )
        self.tensor = np.zeros(sum(s["len"] for s in sections), np.float32)
        self.dict = {
            s["name"]: self.tensor[s["offset"] : s["offset"] + s["len"]] for s in sections
        }

    def set_from(self, state: PochState, player: int) -> None:
        g = state.engine
        if g is None:
            self.tensor.fill(0.0)
            if self._private == "single" and "viewer" in self.dict:
                self.dict["viewer"][player] = 1.0
            return
        data = g.observer_bytes(
            player, perfect_recall=self._recall, public=self._public, private=self._private
        )
        self.tensor[:] = np.frombuffer(data, dtype=np.float32)

    def string_from(self, state: PochState, player: int) -> str:
        g = state.engine
        if g is None:
            return "before the first deal" + (
                f" | viewer {player}" if self._private == "single" else ""
            )
        return g.observer_string(
            player, perfect_recall=self._recall, public=self._public, private=self._private
        )


class EngineBot(pyspiel.Bot):
    """One of the engine's bots (``random``, ``heuristic``, ``search``, ``infoset``) as an OpenSpiel bot for
    ``python_poch``: it chooses from what its seat may see (the engine's `Bot`), and answers
    the id of its action (for ``actions="abstract"``, the abstract id nearest it)."""

    def __init__(self, game: PochGame, player_id: int, name: str, seed: int = 0) -> None:
        pyspiel.Bot.__init__(self)
        self._bot = pe.Bot(name, seed)
        self._player = player_id
        self._actions = "abstract" if game.abstract else "concrete"

    def player_id(self) -> int:
        return self._player

    def restart_at(self, state: PochState) -> None:
        pass

    def inform_action(self, state: PochState, player_id: int, action: int) -> None:
        pass

    def provides_policy(self) -> bool:
        return False

    def step(self, state: PochState) -> int:
        g = state.engine
        if g is None or state.current_player() != self._player:
            raise pe.PochError("not_your_turn", f"it is not player {self._player}'s turn")
        return self._bot.choose_id(g, self._player, self._actions)


def engine_bot(game: PochGame, player_id: int, name: str, seed: int = 0) -> EngineBot:
    """The engine's bot ``name`` for ``player_id`` of ``game`` (see :class:`EngineBot`)."""
    return EngineBot(game, player_id, name, seed)


pyspiel.register_game(GAME_TYPE, PochGame)
