"""Player actions as ``poch.v1.Action`` messages, and the concrete actions a ``LegalActions`` allows.

The service decides what is legal (``Client.legal_actions``); this module only spells its
answer out: :func:`choices` lists one action for each bet amount, raise increment, lead card
(and direction) and so on that the answer names, without looking at the rules.
"""

from __future__ import annotations

from poch.v1 import game_pb2

Action = game_pb2.Action
Direction = game_pb2.Direction


def pass_turn() -> game_pb2.Action:
    """Phase 2, no bet outstanding: pass."""
    return Action(pass_turn=Action.PassTurn())


def bet(amount: int) -> game_pb2.Action:
    """Phase 2, no bet outstanding: bet ``amount`` chips."""
    return Action(bet=Action.Bet(amount=amount))


def call() -> game_pb2.Action:
    """Phase 2: match the high stake."""
    return Action(call=Action.Call())


def raise_bet(amount: int) -> game_pb2.Action:
    """Phase 2: match the high stake and raise it by ``amount``."""
    return Action(raise_bet=Action.RaiseBet(amount=amount))


def fold() -> game_pb2.Action:
    """Phase 2, bet outstanding: give up."""
    return Action(fold=Action.Fold())


def lead(card: str, direction: game_pb2.Direction | None = None) -> game_pb2.Action:
    """Phase 3: lead ``card`` ("QH"); ``direction`` only on the first lead under leader_choice."""
    if direction is None:
        return Action(lead=Action.Lead(card=card))
    return Action(lead=Action.Lead(card=card, direction=direction))


def deal(deck: game_pb2.DeckOrder | None = None) -> game_pb2.Action:
    """Between deals: the next dealer deals (with a supplied deck order in a match from decks)."""
    if deck is None:
        return Action(deal=Action.Deal())
    return Action(deal=Action.Deal(deck=deck))


def choices(legal: game_pb2.LegalActions) -> list[game_pb2.Action]:
    """Every concrete action ``legal`` allows, in the order of its fields.

    A bet or raise range gives one action per amount, a lead one per card (times each direction
    when ``directions`` is not empty). A deal that needs a supplied deck order
    (``deck_required``) is left out: only the caller knows the deck. Empty for a seat that may
    not act.
    """
    out: list[game_pb2.Action] = []
    if legal.pass_turn:
        out.append(pass_turn())
    if legal.HasField("bet"):
        out.extend(bet(n) for n in range(legal.bet.min, legal.bet.max + 1))
    if legal.HasField("call"):
        out.append(call())
    if legal.HasField("raise_bet"):
        out.extend(raise_bet(n) for n in range(legal.raise_bet.min, legal.raise_bet.max + 1))
    if legal.fold:
        out.append(fold())
    for card in legal.lead:
        if legal.directions:
            out.extend(lead(card, direction) for direction in legal.directions)
        else:
            out.append(lead(card))
    if legal.deal and not legal.deck_required:
        out.append(deal())
    return out


def describe(action: game_pb2.Action) -> str:
    """The action in RULES.md's notation: ``pass``, ``bet 3``, ``raise 2``, ``lead QH up`` …"""
    kind = action.WhichOneof("kind")
    if kind == "pass_turn":
        return "pass"
    if kind == "bet":
        return f"bet {action.bet.amount}"
    if kind == "raise_bet":
        return f"raise {action.raise_bet.amount}"
    if kind == "lead":
        if action.lead.direction == game_pb2.DIRECTION_UP:
            return f"lead {action.lead.card} up"
        if action.lead.direction == game_pb2.DIRECTION_DOWN:
            return f"lead {action.lead.card} down"
        return f"lead {action.lead.card}"
    if kind in ("call", "fold", "deal"):
        return str(kind)
    raise ValueError("an action with no kind")
