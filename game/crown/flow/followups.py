"""What must be settled before the turn goes on: after a battle, a card or a purchase, the
follow-ups in ``state.pending`` are taken in order (each a decision or a chance step, or
nothing when there is only one answer), then the flow goes back to ``state.resume``.

The follow-ups' own stages: ``crown`` (which castle takes a won crown) and ``upkeep``
(which of the cards that fought to pay for); the market refill is a chance step
(:mod:`game.crown.flow.market`).
"""

from __future__ import annotations

from itertools import product

from game.crown import actions as acts
from game.crown import decks
from game.crown.board import C
from game.crown.cards import MILITARY_UPKEEP
from game.crown.combat import place_crown
from game.crown.events import UpkeepPaid, tell
from game.crown.flow.base import Decision, settle
from game.crown.pieces import (
    Log,
    earn,
    exists,
    piece_cards,
    piece_kind,
    piece_square,
    set_cards,
)
from game.crown.state import CrownState
from game.crown.turn import FollowUp, Phase, Stage
from game.engine.contract import Action


def proceed(state: CrownState, log: Log) -> None:
    """Take the next follow-up decision or chance step, or go back to ``resume``."""
    while state.pending:
        item = state.pending.pop(0)
        if item == FollowUp.CROWN:
            if len(state.crown_choices) > 1:
                state.stage = Stage.CROWN
                return
            place_crown(state, state.crown_choices[0] if state.crown_choices else C, log)
        elif item == FollowUp.UPKEEP:
            if exists(state, state.upkeep_piece) and len(upkeep_masks(state)) > 1:
                state.stage = Stage.UPKEEP
                return
            state.upkeep_piece = None
        elif item == FollowUp.REFILL:
            if decks.can_refill(state):
                state.stage = Stage.REFILL
                return
            state.refill = None
    state.stage = state.resume
    state.resume = None
    if state.stage == Stage.ACT and not exists(state, state.piece):
        state.phase = Phase.DONE
    settle(state, log)


# --- the crown -----------------------------------------------------------------------------------
def _crown_actions(state: CrownState) -> list[Action]:
    return [acts.crown(x, y) for x, y in state.crown_choices]


def _place_crown(state: CrownState, action: Action, log: Log) -> None:
    place_crown(state, acts.square_of(action), log)
    proceed(state, log)


CROWN = Decision(_crown_actions, _place_crown)


# --- upkeep --------------------------------------------------------------------------------------
def upkeep_masks(state: CrownState) -> list[int]:
    """Which cards to keep (bit i: card i of the piece), every affordable choice, keeping
    more first.  Cards without upkeep are always kept."""
    cards = piece_cards(state, state.upkeep_piece)
    gold = state.gold[state.turn]
    free = sum(1 << i for i, c in enumerate(cards) if MILITARY_UPKEEP[c] == 0)
    paid = [i for i, c in enumerate(cards) if MILITARY_UPKEEP[c] > 0]
    masks = []
    for keep in product((True, False), repeat=len(paid)):
        mask = free
        cost = 0
        for i, kept in zip(paid, keep, strict=True):
            if kept:
                mask |= 1 << i
                cost += MILITARY_UPKEEP[cards[i]]
        if cost <= gold:
            masks.append(mask)
    return masks


def _upkeep_actions(state: CrownState) -> list[Action]:
    return [acts.upkeep(mask) for mask in upkeep_masks(state)]


def _pay_upkeep(state: CrownState, action: Action, log: Log) -> None:
    mask = acts.mask_of(action)
    seat = state.turn
    key = state.upkeep_piece
    cards = piece_cards(state, key)
    kept = tuple(c for i, c in enumerate(cards) if mask >> i & 1)
    lost = [c for i, c in enumerate(cards) if not mask >> i & 1]
    cost = sum(MILITARY_UPKEEP[c] for c in kept)
    earn(state, seat, log, "upkeep", gold=-cost)
    for c in lost:
        state.military_discard[c] += 1
    set_cards(state, key, kept)
    state.upkeep_piece = None
    square = piece_square(state, key)
    tell(log, UpkeepPaid, seat, *piece_kind(key), square, cost, kept, tuple(lost))
    proceed(state, log)


UPKEEP = Decision(_upkeep_actions, _pay_upkeep)
