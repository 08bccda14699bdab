"""Every Crown & Dragon choice in words, said the same way wherever a choice is named: the
play screen's buttons and hints, and a finished game's review (its move list, turning
points and the command line).

Pure (no pygame).  A few choices need the board's public part (the food a trade costs, the
cards of the piece paying upkeep); they ask :class:`game.crown.queries.Queries`, which
answers from the seat's observation alone."""

from __future__ import annotations

from collections.abc import Callable

from game.crown import actions as acts
from game.crown import words
from game.crown.actions import Kind
from game.crown.cards import MILITARY_UPKEEP
from game.crown.queries import Queries
from game.engine.contract import Action
from game.text import tr

WHERE_KINDS = acts.SQUARE_KINDS
"""Choices named by their square alone."""


def describe(action: Action, queries: Queries, name_of: Callable[[int], str]) -> str:
    """``action`` in words, as the seat that could choose it sees the board."""
    kind = acts.kind_of(action)
    shown = queries.observation
    if kind in WHERE_KINDS:
        return tr(f"crown_ui.action.{kind}", where=words.square_name(acts.square_of(action)))
    if kind == Kind.ACT:
        return tr("crown_ui.action.act", general=words.general_name(acts.card_of(action)))
    if kind in (Kind.KEEP, Kind.GENERAL):
        return tr(f"crown_ui.action.{kind}", general=words.general_title(acts.card_of(action)))
    if kind == Kind.MILITARY:
        return tr("crown_ui.action.military", card=words.military_name(acts.card_of(action)))
    if kind in acts.CARD_PLAYS:
        name = words.action_name if kind == Kind.PLAY else words.black_name
        return tr("crown_ui.action.play", card=name(acts.card_of(action)))
    if kind == Kind.DISCARD:
        if action == acts.discard_drawn():
            return tr("crown_ui.action.discard_recruit")
        return tr("crown_ui.action.discard_card", card=words.action_name(acts.card_of(action)))
    if kind == Kind.UPKEEP:
        return upkeep_words(queries, acts.mask_of(action))
    if kind == Kind.TRADE:
        return tr("crown_ui.action.trade", food=queries.food_per_gold(shown.turn))
    if kind == Kind.TARGET:
        return target_words(action, name_of, played_card(queries))
    if kind == Kind.END:
        key = "end_turn" if shown.stage == "cards" else "end_piece"
        return tr(f"crown_ui.action.{key}")
    return tr(f"crown_ui.action.{kind}")


def upkeep_cards(queries: Queries, mask: int) -> tuple[list[int], list[int]]:
    """The upkeep choice ``mask``: the paying piece's cards kept, and let go."""
    cards = queries.piece_cards(queries.observation.upkeep_piece)
    kept = [c for i, c in enumerate(cards) if mask >> i & 1]
    lost = [c for i, c in enumerate(cards) if not mask >> i & 1]
    return kept, lost


def upkeep_words(queries: Queries, mask: int, short: bool = False) -> str:
    """An upkeep choice in a form that fits a button: the price and the cards kept by name,
    so no two choices read alike ("Pay 1, keep Elite Longbow"; issue 51); ``short`` names
    them by weapon alone, for a narrow button ("Pay 1, keep Longbow")."""
    kept, lost = upkeep_cards(queries, mask)
    cost = sum(MILITARY_UPKEEP[c] for c in kept)
    if not lost:
        return tr("crown_ui.action.upkeep_all", gold=cost)
    if not kept:
        return tr("crown_ui.action.upkeep_none")
    name = words.weapon_name if short else words.military_name
    names = ", ".join(name(c) for c in kept)
    return tr("crown_ui.action.upkeep_keep", gold=cost, cards=names)


def played_card(queries: Queries) -> str | None:
    """The name of the card whose target is being chosen (None outside that step)."""
    card = queries.observation.card
    if queries.observation.stage != "target" or card is None:
        return None
    return words.black_name(card.kind) if card.black else words.action_name(card.kind)


def target_words(action: Action, name_of: Callable[[int], str], card: str | None = None) -> str:
    """A played card's target: the rock off the board, a seat, a dragon's flight, a march
    or a square (with the card's name when it is known: "Shield Wall on 2, 5")."""
    if action == acts.target_off_board():
        return tr("crown_ui.action.rock_off")
    if len(action) == 2 and isinstance(action[1], int):
        return tr("crown_ui.action.plunder", target=name_of(acts.victim_of(action)))
    if isinstance(action[1], str):
        flight = acts.flight_of(action)
        direction = words.direction_name(flight.direction)
        return tr("crown_ui.action.dragon_to", direction=direction, squares=flight.distance)
    if len(action) == 4:
        march = acts.march_of(action)
        where = words.square_name(march.to)
        return tr("crown_ui.action.march", general=words.general_name(march.general), where=where)
    where = words.square_name(acts.square_of(action))
    if card is not None:
        return tr("crown_ui.action.target_card", card=card, where=where)
    return tr("crown_ui.action.target", where=where)
