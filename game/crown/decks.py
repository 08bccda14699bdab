"""The decks: which cards a draw picks from, and taking one.

Decks have no order in the state: a deck is the count of each card left in it, and a draw
picks uniformly among the copies (the same as the top of a shuffled deck).  An empty deck is
refilled from its discards, then drawn.  Generals are one copy each; the ones players put at
the bottom of the general deck come out last, in order.
"""

from __future__ import annotations

from game.crown.events import DeckReshuffled, tell
from game.crown.state import CrownState
from game.engine.contract import LogEntry


def take(
    deck: list[int],
    discard: list[int],
    card: int,
    log: list[LogEntry] | None = None,
    name: str = "",
) -> None:
    """Draw ``card`` from ``deck`` (called ``name`` in the events), first shuffling the
    discards in when it is empty."""
    if not any(deck):
        tell(log, DeckReshuffled, name, sum(discard))
        for k, n in enumerate(discard):
            deck[k] += n
            discard[k] = 0
    deck[card] -= 1


def _counts(deck: list[int], discard: list[int]) -> dict[int, int]:
    """The cards a draw picks from (the discards once the deck is empty), with copies."""
    stack = deck if any(deck) else discard
    return {card: n for card, n in enumerate(stack) if n}


def military_counts(state: CrownState) -> dict[int, int]:
    return _counts(state.military_deck, state.military_discard)


def black_counts(state: CrownState) -> dict[int, int]:
    return _counts(state.black_deck, state.black_discard)


def action_counts(state: CrownState) -> dict[int, int]:
    return _counts(state.action_deck, state.action_discard)


def general_counts(state: CrownState) -> dict[int, int]:
    """The deck above the bottom cards, else the first bottom card, else the discards."""
    if state.general_pool:
        return {g: 1 for g in state.general_pool}
    if state.general_bottom:
        return {state.general_bottom[0][1]: 1}
    return {g: 1 for g in state.general_discard}


def take_general(state: CrownState, card: int, log: list[LogEntry] | None = None) -> None:
    if not state.general_pool and not state.general_bottom:
        tell(log, DeckReshuffled, "general", len(state.general_discard))
        state.general_pool, state.general_discard = state.general_discard, []
    if state.general_pool:
        state.general_pool.remove(card)
    else:
        state.general_bottom.pop(0)


def take_military(state: CrownState, card: int, log: list[LogEntry] | None = None) -> None:
    take(state.military_deck, state.military_discard, card, log, "military")


def any_military(state: CrownState) -> bool:
    return any(state.military_deck) or any(state.military_discard)


def any_general(state: CrownState) -> bool:
    return bool(state.general_pool or state.general_bottom or state.general_discard)


def any_black(state: CrownState) -> bool:
    return any(state.black_deck) or any(state.black_discard)


def any_action(state: CrownState) -> bool:
    return any(state.action_deck) or any(state.action_discard)


def can_refill(state: CrownState) -> bool:
    """Whether the market slot waiting for a card (``state.refill``) can have one."""
    return any_general(state) if state.refill.general else any_military(state)
