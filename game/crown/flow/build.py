"""Building, a main action (``build``): castles on the territory's castle sites, walls on
its wall sites, as many as the gold pays for (``done`` ends it).  A complete kingdom joins
the queue.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.crown import actions as acts
from game.crown.actions import Kind
from game.crown.board import CASTLE_SITES, WALL_SITES, Square
from game.crown.cards import MAX_CASTLES, MAX_WALLS, WALL_PRICE
from game.crown.events import Built, tell
from game.crown.flow.base import Decision, after_main, any_of, settle
from game.crown.flow.plays import card_offers
from game.crown.pieces import (
    Log,
    castle_count,
    castle_price,
    earn,
    taken,
    update_queue,
    walls_of,
)
from game.crown.state import CastlePiece, CrownState
from game.engine.contract import Action


def build_offers(state: CrownState) -> Iterator[Action]:
    """The castles and walls the active player can afford and place, ``done`` aside."""
    seat = state.turn
    gold = state.gold[seat]
    territory = state.territory[seat]
    occupied: set[Square] | None = None
    if gold >= castle_price(state, seat) and castle_count(state, seat) < MAX_CASTLES:
        occupied = taken(state)
        for x, y in CASTLE_SITES[territory]:
            if (x, y) not in occupied:
                yield acts.castle(x, y)
    if gold >= WALL_PRICE and walls_of(state, seat) < MAX_WALLS:
        occupied = taken(state) if occupied is None else occupied
        for x, y in WALL_SITES[territory]:
            if (x, y) not in occupied:
                yield acts.wall(x, y)


def _actions(state: CrownState) -> list[Action]:
    return [*build_offers(state), acts.done()]


def _open(state: CrownState) -> bool:
    return any_of(build_offers(state)) or any_of(card_offers(state))


def _build(state: CrownState, action: Action, log: Log) -> None:
    kind = action[0]
    seat = state.turn
    if kind == Kind.DONE:
        after_main(state, log)
        return
    square = acts.square_of(action)
    price = castle_price(state, seat) if kind == Kind.CASTLE else WALL_PRICE
    earn(state, seat, log, "build", gold=-price)
    if kind == Kind.CASTLE:
        state.castles[square] = CastlePiece(seat, ())
    else:
        state.walls[square] = seat
    tell(log, Built, seat, kind, square, price, "build")
    update_queue(state, log)
    settle(state, log)


BUILD = Decision(_actions, _build, cards=True, open=_open, skip=after_main)
