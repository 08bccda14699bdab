"""Military cards onto pieces: a card bought at the market or drawn by Recruiters goes onto
one of the player's pieces that has room for it (``assign``; a recruited card may be
discarded instead), and a redeploy places the player's whole army again, card by card,
onto pieces that leave room for every card still to come (``redeploy``).

A piece holds two cards at most; a hero or a castle only cards of one branch.
"""

from __future__ import annotations

from game.crown import actions as acts
from game.crown import decks
from game.crown.actions import Kind
from game.crown.board import Square
from game.crown.cards import CARDS_PER_PIECE, MILITARY_BRANCH
from game.crown.events import CardAssigned, CardDiscarded, CardDrawn, CardRevealed, tell
from game.crown.flow.base import Decision, after_main, draw
from game.crown.flow.followups import proceed
from game.crown.pieces import (
    GENERAL_KEY,
    Log,
    can_hold,
    holders,
    key_at,
    piece_cards,
    piece_kind,
    piece_square,
    set_cards,
)
from game.crown.state import CrownState, PieceKey
from game.crown.turn import FollowUp, Source, Stage
from game.engine.contract import Action


def assign_targets(state: CrownState, card: int) -> list[Square]:
    seat = state.turn
    found = [piece_square(state, key) for key in holders(state, seat) if can_hold(state, key, card)]
    return sorted(found)


def _assign_actions(state: CrownState) -> list[Action]:
    actions: list[Action] = [acts.assign(x, y) for x, y in assign_targets(state, state.assigning)]
    if state.source == Source.RECRUIT:
        actions.append(acts.discard_drawn())
    return actions


def _assign(state: CrownState, action: Action, log: Log) -> None:
    seat = state.turn
    card = state.assigning
    state.assigning = -1
    if action[0] == Kind.DISCARD:
        state.military_discard[card] += 1
        tell(log, CardDiscarded, seat, "military", card, "recruit")
    else:
        _put(state, card, action, log, state.source)
    if state.source == Source.MARKET:
        state.pending.append(FollowUp.REFILL)
    state.source = None
    proceed(state, log)


def _put(state: CrownState, card: int, action: Action, log: Log, cause: str) -> None:
    """The card onto the piece on the action's square (``cause``: where it comes from)."""
    square = acts.square_of(action)
    key = key_at(state, square)
    set_cards(state, key, (*piece_cards(state, key), card))
    tell(log, CardAssigned, state.turn, card, *piece_kind(key), square, cause)


ASSIGN = Decision(_assign_actions, _assign)


# --- Recruiters ----------------------------------------------------------------------------------
def _recruit(state: CrownState, card: int, log: Log) -> None:
    decks.take_military(state, card, log)
    state.assigning = card
    state.source = Source.RECRUIT
    state.stage = Stage.ASSIGN
    tell(log, CardDrawn, state.turn, "military", 1)
    tell(log, CardRevealed, state.turn, "military", (card,))


RECRUIT = draw(decks.military_counts, _recruit)


# --- a redeploy ----------------------------------------------------------------------------------
def redeploy_targets(state: CrownState) -> list[Square]:
    """Pieces that may take the next card so that every card left still fits."""
    card, rest = state.pool[0], state.pool[1:]
    keys = holders(state, state.turn)
    held = [piece_cards(state, key) for key in keys]
    room = Room()
    for key, cards in zip(keys, held, strict=True):
        room.add(key, cards, 1)
    need = [0, 0, 0]
    for c in rest:
        need[MILITARY_BRANCH[c]] += 1
    found = []
    for key, cards in zip(keys, held, strict=True):
        if not can_hold(state, key, card):
            continue
        room.add(key, cards, -1)  # the piece as it would be with the card
        room.add(key, (*cards, card), 1)
        if room.fits(need, len(rest)):
            found.append(piece_square(state, key))
        room.add(key, (*cards, card), -1)
        room.add(key, cards, 1)
    return sorted(found)


class Room:
    """The room for military cards on a seat's pieces: on generals (any card), on heroes and
    castles already holding a branch (that branch), and the empty heroes and castles (a
    branch each, still to choose)."""

    __slots__ = ("branch", "empty", "spare")

    def __init__(self) -> None:
        self.spare = 0
        self.branch = [0, 0, 0]
        self.empty = 0

    def add(self, key: PieceKey, cards: tuple[int, ...], sign: int) -> None:
        """Count a piece holding ``cards`` in (``sign`` 1) or out (-1)."""
        room = CARDS_PER_PIECE - len(cards)
        if key[0] == GENERAL_KEY:
            self.spare += sign * room
        elif cards:
            self.branch[MILITARY_BRANCH[cards[0]]] += sign * room
        else:
            self.empty += sign

    def fits(self, need: list[int], count: int) -> bool:
        """Whether ``count`` cards, ``need[b]`` of each branch ``b``, can all be placed."""
        if not count or count <= self.spare:
            return True
        room = list(self.branch)
        for _ in range(self.empty):  # each empty piece takes the branch it helps most (concave)
            gains = [
                min(n, r + CARDS_PER_PIECE) - min(n, r) for n, r in zip(need, room, strict=True)
            ]
            room[max(range(3), key=gains.__getitem__)] += CARDS_PER_PIECE
        best = sum(min(need[b], room[b]) for b in range(3))
        return count - best <= self.spare


def _redeploy_actions(state: CrownState) -> list[Action]:
    return [acts.assign(x, y) for x, y in redeploy_targets(state)]


def _redeploy(state: CrownState, action: Action, log: Log) -> None:
    _put(state, state.pool.pop(0), action, log, "redeploy")
    if not state.pool:
        after_main(state, log)


REDEPLOY = Decision(_redeploy_actions, _redeploy)
