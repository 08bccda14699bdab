"""The market, a main action (``market``): generals (placed at once in the territory:
``place``), military cards (assigned at once to a piece: :mod:`game.crown.flow.assign`),
a black card (drawn: ``draw_black``), food traded for gold; as much as the gold pays for,
until ``done``.  A bought slot is refilled from its deck (``refill``, a draw).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.crown import actions as acts
from game.crown import decks
from game.crown.actions import Kind
from game.crown.cards import (
    BLACK_PRICE,
    GENERALS,
    GOLD_CAP,
    MAX_GENERALS,
    MILITARY_PRICE,
)
from game.crown.events import (
    CardBought,
    CardDrawn,
    CardRevealed,
    GeneralPlaced,
    MarketRefilled,
    tell,
)
from game.crown.flow.base import Decision, after_main, any_of, draw, settle
from game.crown.flow.followups import proceed
from game.crown.flow.plays import card_offers
from game.crown.flow.setup import place_actions
from game.crown.pieces import (
    Log,
    can_hold,
    earn,
    food_per_gold,
    free_cells,
    generals_of,
    holders,
)
from game.crown.state import CrownState, GeneralPiece, PieceKey
from game.crown.turn import FollowUp, Refill, Source, Stage
from game.engine.contract import Action


def market_offers(state: CrownState) -> Iterator[Action]:
    """What the market offers the active player, ``done`` aside."""
    seat = state.turn
    gold = state.gold[seat]
    if len(generals_of(state, seat)) < MAX_GENERALS and free_cells(state, seat):
        for g in state.market_generals:
            if g >= 0 and GENERALS[g].price <= gold:
                yield acts.buy_general(g)
    seen: set[int] = set()
    keys: list[PieceKey] | None = None
    for t in state.market_military:
        if t >= 0 and t not in seen and MILITARY_PRICE[t] <= gold:
            seen.add(t)
            if keys is None:
                keys = holders(state, seat)
            if any(can_hold(state, key, t) for key in keys):
                yield acts.buy_military(t)
    if state.black[seat] < 0 and gold >= BLACK_PRICE and decks.any_black(state):
        yield acts.buy_black()
    if gold < GOLD_CAP and state.food[seat] >= food_per_gold(state, seat):
        yield acts.trade()


def _actions(state: CrownState) -> list[Action]:
    return [*market_offers(state), acts.done()]


def _open(state: CrownState) -> bool:
    return any_of(market_offers(state)) or any_of(card_offers(state))


def _buy(state: CrownState, action: Action, log: Log) -> None:
    kind = action[0]
    seat = state.turn
    if kind == Kind.DONE:
        after_main(state, log)
        return
    state.resume = Stage.MARKET
    if kind == Kind.GENERAL:
        g = acts.card_of(action)
        slot = state.market_generals.index(g)
        state.market_generals[slot] = -1
        earn(state, seat, log, "purchase", gold=-GENERALS[g].price)
        state.assigning = g
        state.refill = Refill(general=True, slot=slot)
        state.stage = Stage.PLACE
        tell(log, CardBought, seat, "general", g, GENERALS[g].price, slot)
    elif kind == Kind.MILITARY:
        t = acts.card_of(action)
        slot = state.market_military.index(t)
        state.market_military[slot] = -1
        earn(state, seat, log, "purchase", gold=-MILITARY_PRICE[t])
        state.assigning = t
        state.source = Source.MARKET
        state.refill = Refill(general=False, slot=slot)
        state.stage = Stage.ASSIGN
        tell(log, CardBought, seat, "military", t, MILITARY_PRICE[t], slot)
    elif kind == Kind.BLACK:
        earn(state, seat, log, "purchase", gold=-BLACK_PRICE)
        state.stage = Stage.DRAW_BLACK
        tell(log, CardBought, seat, "black", -1, BLACK_PRICE, -1)
    elif kind == Kind.TRADE:
        food = food_per_gold(state, seat)
        earn(state, seat, log, "trade", gold=1, food=-food)
        settle(state, log)


MARKET = Decision(_actions, _buy, cards=True, open=_open, skip=after_main)


# --- a bought general --------------------------------------------------------------------------
def _place(state: CrownState, action: Action, log: Log) -> None:
    seat = state.turn
    g = state.assigning
    square = acts.square_of(action)
    state.generals[g] = GeneralPiece(seat, square, ())
    state.assigning = -1
    tell(log, GeneralPlaced, seat, g, square, "market")
    state.pending.append(FollowUp.REFILL)
    proceed(state, log)


PLACE = Decision(place_actions, _place)


# --- draws ---------------------------------------------------------------------------------------
def _refill_counts(state: CrownState) -> dict[int, int]:
    return decks.general_counts(state) if state.refill.general else decks.military_counts(state)


def _refill(state: CrownState, card: int, log: Log) -> None:
    general, slot = state.refill
    state.refill = None
    if general:
        decks.take_general(state, card, log)
        state.market_generals[slot] = card
    else:
        decks.take_military(state, card, log)
        state.market_military[slot] = card
    tell(log, MarketRefilled, "general" if general else "military", slot, card)
    proceed(state, log)


def _draw_black(state: CrownState, card: int, log: Log) -> None:
    decks.take(state.black_deck, state.black_discard, card, log, "black")
    state.black[state.turn] = card
    tell(log, CardDrawn, state.turn, "black", 1)
    tell(log, CardRevealed, state.turn, "black", (card,), seats=(state.turn,))
    proceed(state, log)


REFILL = draw(_refill_counts, _refill)
DRAW_BLACK = draw(decks.black_counts, _draw_black)
