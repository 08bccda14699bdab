"""What fits in Gold Mine's mine now: the tile kinds with a legal spot, and whether a stack
or the seat's own face-up tiles hold one (a development turn, and excavating, need one).
"""

from __future__ import annotations

from game.goldmine import mine
from game.goldmine.state import GoldMineState
from game.goldmine.tiles import KINDS, TILES, tile_type


def fitting_kinds(state: GoldMineState) -> frozenset[int]:
    """The kinds that have a legal spot in the mine now (cached until the mine grows)."""
    if state.fits is None:
        board = state.board
        if type(board) is mine.Mine:  # the frontier is the mine's own
            state.fits = board.recall("fits", mine.fitting_kinds, board, state.frontier)
        else:
            state.fits = mine.fitting_kinds(board, state.frontier)
    return state.fits


def stack_fits(state: GoldMineState, stack: list[int]) -> bool:
    """Whether ``stack`` holds a tile that fits (the tiles drawn back this turn aside)."""
    fits = fitting_kinds(state)
    rejected = state.rejected
    if not rejected and len(fits) == PLACEABLE_KINDS:
        return bool(stack)  # every tile fits somewhere (the usual case)
    return any(TILES[t].kind in fits for t in stack if t not in rejected)


PLACEABLE_KINDS = sum(1 for kind in KINDS if not kind.entrance)
"""The kinds a stack may hold (all but the entrance)."""


def playable_hand(state: GoldMineState) -> list[int]:
    """The seat's own face-up tiles that fit somewhere (one per tile type)."""
    if not state.hands[state.turn]:
        return []  # no hand (the five-tiles variant is off, or it is played out)
    fits = fitting_kinds(state)
    out, seen = [], set()
    for tile in sorted(state.hands[state.turn]):
        kind = tile_type(tile)
        if kind[0] in fits and kind not in seen:
            seen.add(kind)
            out.append(tile)
    return out
