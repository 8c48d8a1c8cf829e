"""The rules of Poch in process: the Poch engine compiled into Python.

Values have the shapes of the REST contract (dicts of the JSON documents ``POST /v1/games``
and the other operations answer), converted by serde from the engine's own types. A refused
action, start or state raises :class:`PochError` with the stable code the wire uses.

- :class:`Game`: a match (start, ``apply``, legal actions and ids, views, replay, tensors).
- :class:`ActionTable`: the stable action ids of a table; :class:`AbstractActions`: the
  abstract set, whose ids do not depend on the chips.
- :class:`Bot` and :func:`play_matches`: the engine's bots, by name.
- :class:`VecGames`: N matches stepped together in the engine's loop, written into numpy
  arrays (self-play, or one seat against the engine's bots).
- :mod:`poch_engine.types`: the types of those values (``GameState``, ``View``,
  ``LegalActions``, ``Event``, ``Action``, ``Rules`` …), TypedDicts generated from the contract.
- :mod:`poch_engine.openspiel`, :mod:`poch_engine.pettingzoo` and
  :mod:`poch_engine.gymnasium`: the adapters. Importing this package registers the
  Gymnasium environment ``poch_engine/Poch-v0`` when Gymnasium is installed.
"""

from __future__ import annotations


class PochError(Exception):
    """A refusal, with the stable machine code the service answers for it.

    ``code`` is the code (``not_your_turn``, ``player_count``, ``state_invalid`` …), one of
    :data:`ERROR_CODES`,
    ``message`` the human message, and ``index`` the refused action's index in a replay.
    """

    def __init__(self, code: str, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.index = index

    def __repr__(self) -> str:
        return f"PochError({self.code!r}, {self.message!r})"


from . import types  # noqa: E402
from ._engine import (  # noqa: E402  (PochError first: the extension raises it)
    ERROR_CODES,
    SCHEMA_VERSION,
    AbstractActions,
    ActionTable,
    Bot,
    Game,
    VecGames,
    bot_names,
    deck_cards,
    make_rules,
    parse_action,
    play_matches,
    information_state_layout,
    observation_layout,
    observer_layout,
    presets,
    shuffled_deck,
    switches,
    verify_deal,
)

__all__ = [
    "ERROR_CODES",
    "SCHEMA_VERSION",
    "AbstractActions",
    "ActionTable",
    "Bot",
    "Game",
    "PochError",
    "VecGames",
    "bot_names",
    "deck_cards",
    "make_rules",
    "parse_action",
    "play_matches",
    "information_state_layout",
    "observation_layout",
    "observer_layout",
    "presets",
    "shuffled_deck",
    "switches",
    "types",
    "verify_deal",
]


def _register_gymnasium() -> None:
    """Registers ``poch_engine/Poch-v0`` with Gymnasium, when it is installed."""
    try:
        import gymnasium  # noqa: F401
    except ImportError:
        return
    from . import gymnasium as envs

    envs.register()


_register_gymnasium()
