"""The start of a turn: income, then the roll of the black and white dice.

The black die moves the rock (R: it enters at a tunnel the player picks, ``rock``, or moves
on clockwise) or the dragon (N, E, S, W); the white die is the hero's steps.  Then the hero
step begins (:mod:`game.crown.flow.act`).
"""

from __future__ import annotations

import random
from typing import Any

from game.crown import actions as acts
from game.crown.board import TUNNELS
from game.crown.cards import CASTLE_INCOME, INCOME_FOOD, INCOME_GOLD
from game.crown.combat import dragon_die
from game.crown.events import DiceRolled, RockMoved, TurnBegan, tell
from game.crown.flow.act import start_hero_step
from game.crown.flow.base import Chance, Decision
from game.crown.pieces import Log, castle_count, earn, free_tunnels
from game.crown.state import CrownState
from game.crown.turn import Stage
from game.engine.contract import Action

BLACK_FACES = ("R", "N", "E", "S", "W")
BLACK_DIE = ("R", "R", "N", "E", "S", "W")
ROLLS = [
    ((face, white), BLACK_DIE.count(face) / 36) for face in BLACK_FACES for white in range(1, 7)
]


def begin_turn(state: CrownState, log: Log) -> None:
    """The active seat's turn begins: last turn's effects end, income comes in."""
    seat = state.turn
    state.shield[seat] = None
    state.oath = state.battle_cry = state.supply_wagon = False
    state.played_action = state.played_black = False
    state.main = None
    state.acted = []
    state.piece = None
    gold = INCOME_GOLD + CASTLE_INCOME * castle_count(state, seat)
    tell(log, TurnBegan, seat, state.round, gold, INCOME_FOOD)
    earn(state, seat, log, "income", gold=gold, food=INCOME_FOOD)
    state.stage = Stage.ROLL


# --- the roll ------------------------------------------------------------------------------------
def _sample_roll(state: CrownState, rng: random.Random) -> tuple[str, int]:
    return (rng.choice(BLACK_DIE), rng.randint(1, 6))


def _valid_roll(state: CrownState, outcome: Any) -> bool:
    return (
        isinstance(outcome, tuple)
        and len(outcome) == 2
        and outcome[0] in BLACK_FACES
        and type(outcome[1]) is int
        and 1 <= outcome[1] <= 6
    )


def _roll(state: CrownState, outcome: tuple[str, int], log: Log) -> None:
    face, white = outcome
    state.black_face, state.white = face, white
    tell(log, DiceRolled, state.turn, face, white)
    if face == "R":
        if state.rock is None:
            state.stage = Stage.ROCK
            return
        _advance_rock(state, log)
    else:
        dragon_die(state, face, white, log, "die")
    start_hero_step(state, log)


def _advance_rock(state: CrownState, log: Log) -> None:
    """The rock moves to the next tunnel clockwise (passing over one the dragon holds)."""
    here = TUNNELS.index(state.rock)
    for step in range(1, len(TUNNELS)):
        nxt = TUNNELS[(here + step) % len(TUNNELS)]
        if nxt != state.dragon_at:
            tell(log, RockMoved, -1, state.rock, nxt, "die")
            state.rock = nxt
            return


ROLL = Chance(lambda state: list(ROLLS), _sample_roll, _valid_roll, _roll)


# --- the rock enters -----------------------------------------------------------------------------
def _rock_actions(state: CrownState) -> list[Action]:
    return [acts.rock(x, y) for x, y in free_tunnels(state)]


def _place_rock(state: CrownState, action: Action, log: Log) -> None:
    state.rock = acts.square_of(action)
    tell(log, RockMoved, state.turn, (), state.rock, "placed")
    start_hero_step(state, log)


ROCK = Decision(_rock_actions, _place_rock)
