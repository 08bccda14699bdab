"""Before the first turn: the deal (chance), then each player keeps one of the three
generals dealt to them (``keep``) and places it in their territory (``keep_place``); the
others go to the bottom of the general deck.
"""

from __future__ import annotations

import random
from typing import Any

from game.crown import actions as acts
from game.crown.board import Square
from game.crown.cards import (
    BLACK_COUNT,
    BLACKS,
    GENERAL_COUNT,
    HERO_NAMES,
    MARKET_GENERALS,
    MARKET_MILITARY,
    MILITARY,
    MILITARY_TYPES,
)
from game.crown.events import (
    CardDrawn,
    CardRevealed,
    Dealt,
    GeneralKept,
    GeneralPlaced,
    MarketRefilled,
    recording,
    tell,
)
from game.crown.flow.base import Chance, Decision
from game.crown.flow.start import begin_turn
from game.crown.pieces import Log, free_cells
from game.crown.state import CrownState, GeneralPiece
from game.crown.turn import Stage
from game.engine.contract import Action

Deal = tuple
"""``(heroes, dealt generals, black cards, market generals, market military, start seat)``."""


# --- the deal ------------------------------------------------------------------------------------
def _sample_deal(state: CrownState, rng: random.Random) -> Deal:
    players = state.players
    free = [h for h in range(len(HERO_NAMES)) if HERO_NAMES[h] not in state.hero_choice]
    rng.shuffle(free)
    heroes = []
    for choice in state.hero_choice:
        heroes.append(HERO_NAMES.index(choice) if choice is not None else free.pop())
    generals = rng.sample(range(GENERAL_COUNT), 3 * players + MARKET_GENERALS)
    dealt = tuple(tuple(sorted(generals[3 * s : 3 * s + 3])) for s in range(players))
    market_generals = tuple(generals[3 * players :])
    blacks = [k for k, n in enumerate(BLACK_COUNT) for _ in range(n)]
    black = tuple(rng.sample(blacks, players))
    military = [t for t, m in enumerate(MILITARY) for _ in range(m.count)]
    market_military = tuple(rng.sample(military, MARKET_MILITARY))
    start = rng.randrange(players) if state.random_start else 0
    return (tuple(heroes), dealt, black, market_generals, market_military, start)


def _valid_deal(state: CrownState, outcome: Any) -> bool:
    try:
        heroes, dealt, black, market_generals, market_military, start = outcome
    except (TypeError, ValueError):
        return False
    players = state.players
    if not (isinstance(heroes, tuple) and len(heroes) == players and len(set(heroes)) == players):
        return False
    for hero, choice in zip(heroes, state.hero_choice, strict=True):
        if type(hero) is not int or not 0 <= hero < len(HERO_NAMES):
            return False
        if choice is not None and HERO_NAMES[hero] != choice:
            return False
    if not (isinstance(dealt, tuple) and len(dealt) == players):
        return False
    generals = [g for hand in dealt if isinstance(hand, tuple) for g in hand]
    if any(not isinstance(h, tuple) or len(h) != 3 for h in dealt):
        return False
    if not isinstance(market_generals, tuple) or len(market_generals) != MARKET_GENERALS:
        return False
    generals += list(market_generals)
    if any(type(g) is not int or not 0 <= g < GENERAL_COUNT for g in generals):
        return False
    if len(set(generals)) != len(generals):
        return False
    if not (isinstance(black, tuple) and len(black) == players):
        return False
    if any(type(k) is not int or not 0 <= k < len(BLACKS) for k in black):
        return False
    if any(black.count(k) > BLACK_COUNT[k] for k in black):
        return False
    if not (isinstance(market_military, tuple) and len(market_military) == MARKET_MILITARY):
        return False
    if any(type(t) is not int or not 0 <= t < MILITARY_TYPES for t in market_military):
        return False
    if any(market_military.count(t) > MILITARY[t].count for t in market_military):
        return False
    if type(start) is not int or not 0 <= start < players:
        return False
    return state.random_start or start == 0


def _deal(state: CrownState, outcome: Deal, log: Log) -> None:
    heroes, dealt, black, market_generals, market_military, start = outcome
    state.hero = list(heroes)
    state.dealt = [tuple(sorted(hand)) for hand in dealt]
    state.black = list(black)
    for k in black:
        state.black_deck[k] -= 1
    state.market_generals = list(market_generals)
    used = {g for hand in dealt for g in hand} | set(market_generals)
    state.general_pool = [g for g in range(GENERAL_COUNT) if g not in used]
    state.market_military = list(market_military)
    for t in market_military:
        state.military_deck[t] -= 1
    state.start = start
    state.turn = 0
    state.stage = Stage.KEEP
    if recording(log):
        _tell_deal(state, log)


def _tell_deal(state: CrownState, log: Log) -> None:
    """The deal's events: public counts, each seat's own cards to that seat alone."""
    tell(log, Dealt, tuple(state.hero), state.start)
    for seat in range(state.players):
        for deck, cards in (("general", state.dealt[seat]), ("black", (state.black[seat],))):
            tell(log, CardDrawn, seat, deck, len(cards), "deal")
            tell(log, CardRevealed, seat, deck, tuple(cards), "deal", seats=(seat,))
    for deck, market in (("general", state.market_generals), ("military", state.market_military)):
        for slot, card in enumerate(market):
            tell(log, MarketRefilled, deck, slot, card, "deal")


DEAL = Chance(lambda state: None, _sample_deal, _valid_deal, _deal)
"""Too many deals to list: only sampled."""


# --- keeping a general ---------------------------------------------------------------------------
def _keep_actions(state: CrownState) -> list[Action]:
    return [acts.keep(g) for g in sorted(state.dealt[state.turn])]


def _keep(state: CrownState, action: Action, log: Log) -> None:
    general = acts.card_of(action)
    seat = state.turn
    others = [g for g in sorted(state.dealt[seat]) if g != general]
    state.general_bottom.extend((seat, g) for g in others)
    state.dealt[seat] = ()
    state.assigning = general
    state.stage = Stage.KEEP_PLACE
    tell(log, GeneralKept, seat, general, len(others))


def place_actions(state: CrownState) -> list[Action]:
    """A free cell of the active player's territory (for a general kept or bought)."""
    return [acts.place(x, y) for x, y in free_cells(state, state.turn)]


def _keep_place(state: CrownState, action: Action, log: Log) -> None:
    square: Square = acts.square_of(action)
    seat = state.turn
    general = state.assigning
    state.generals[general] = GeneralPiece(seat, square, ())
    tell(log, GeneralPlaced, seat, general, square, "keep")
    state.assigning = -1
    if seat + 1 < state.players:
        state.turn = seat + 1
        state.stage = Stage.KEEP
    else:
        state.turn = state.start
        begin_turn(state, log)


KEEP = Decision(_keep_actions, _keep)
KEEP_PLACE = Decision(place_actions, _keep_place)
