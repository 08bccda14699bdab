"""Alone at the end: once every other seat has passed, the Armadora AI stops placing pieces
that change nothing it values (it passes), and still plays the moves that gain."""

from __future__ import annotations

import random

import pytest

from armadora.armadora_helpers import (
    BOTTOM_LEFT,
    BOTTOM_RIGHT,
    RULES,
    TOP_RIGHT,
    empty_hand,
    fence,
    new_state,
    put,
    set_hand,
    wall,
)
from game.armadora.ai import PASS, ArmadoraKnowledge, alone
from game.armadora.state import ArmadoraState
from game.engine.ai import SearchPlayer

LEVELS = [("hard", 600), ("normal", 250), ("easy", 200)]


def seat_one_alone(state: ArmadoraState) -> ArmadoraState:
    """Seat 0 has passed; seat 1 is to move at the start of its turn."""
    state.passed[0] = True
    state.current = 1
    return state


def choose(state: ArmadoraState, level: str, iterations: int, seed: int = 1, knowledge=None):
    player = SearchPlayer(level, seed, max_iterations=iterations, knowledge=knowledge)
    observation = RULES.observe(state, 1)
    return player.choose(RULES, observation, RULES.legal_actions(state), 1)


class WithoutSettling(ArmadoraKnowledge):
    """The knowledge as it was: no settling on a pass."""

    def settle(self, rules, state, seat, actions):
        return None

    def root_actions(self, rules, state, seat, actions, rng):
        return self.order(rules, state, seat, actions, rng)


def won_board() -> ArmadoraState:
    """Seat 1 holds the one open region with 5 + 4 + 3 against a face-up 1 of seat 0."""
    state = seat_one_alone(new_state())
    put(state, 0, (0, 0), 1, face_up=True)
    for xy, value in (((3, 2), 5), ((4, 2), 4), ((5, 2), 3)):
        put(state, 1, xy, value)
    return state


@pytest.mark.parametrize(("level", "iterations"), LEVELS)
def test_with_an_empty_hand_and_nothing_to_gain_it_passes(level, iterations) -> None:
    state = won_board()
    empty_hand(state, 1)
    assert choose(state, level, iterations) == PASS
    # Before, a palisade that changes nothing won the tie (and then another, and another).
    assert choose(state, level, iterations, knowledge=WithoutSettling()) != PASS


@pytest.mark.parametrize(("level", "iterations"), LEVELS)
def test_palisades_that_gain_are_still_played(level, iterations) -> None:
    # Seat 0's face-up 5 holds the open land (19 gold), seat 1 three fenced corners (14) and
    # a warrior in the top-left corner, which one more palisade closes (its mine: 7 gold).
    # Passing now loses 14 to 26; palisades turn it into a win.
    state = seat_one_alone(new_state(piles=(3, 7, 4, 5, 5, 6, 6, 4)))
    put(state, 0, (4, 2), 5, face_up=True)
    put(state, 1, (0, 0), 1)
    for corner, xy in ((TOP_RIGHT, (6, 0)), (BOTTOM_LEFT, (0, 4)), (BOTTOM_RIGHT, (7, 4))):
        fence(state, corner)
        put(state, 1, xy, 1)
    wall(state, (1, 0), (2, 0))
    wall(state, (1, 1), (2, 1))
    wall(state, (0, 1), (0, 2))
    empty_hand(state, 1)
    assert RULES.legal_actions(state)
    assert choose(state, level, iterations)[0] == "palisade"
    decisions = 0
    while RULES.to_move(state) == 1:
        RULES.apply(state, choose(state, level, iterations, seed=decisions))
        decisions += 1
    outcome = RULES.outcome(state)
    assert outcome.winners == [1] and decisions < 12


def test_with_warriors_in_hand_it_passes_only_when_no_hidden_warrior_could_matter() -> None:
    safe = won_board()
    put(safe, 0, (7, 4), 1)  # face down: at worst the rival's 5
    set_hand(safe, 1, {1: 3})
    assert choose(safe, "hard", 600) == PASS
    # Three unseen rival warriors might be 5 + 4 + 3 = 12 against 5 + 4 + 3: too close.
    doubtful = won_board()
    for xy in ((7, 4), (5, 4), (7, 3)):
        put(doubtful, 0, xy, 1)
    set_hand(doubtful, 1, {1: 3})
    choice = choose(doubtful, "hard", 600)
    assert choice != PASS and choice[0] == "warrior"


def test_the_settle_move_is_only_asked_for_when_everyone_else_has_passed() -> None:
    knowledge = ArmadoraKnowledge()
    state = won_board()
    empty_hand(state, 1)
    legal = RULES.legal_actions(state)
    assert alone(state, 1) and knowledge.settle(RULES, state, 1, legal) == PASS
    state.passed[0] = False
    assert not alone(state, 1) and knowledge.settle(RULES, state, 1, legal) is None
    rng = random.Random(3)
    assert knowledge.root_actions(RULES, state, 1, legal, rng) == knowledge.order(
        RULES, state, 1, legal, random.Random(3)
    )


def test_still_playing_until_the_seat_passes() -> None:
    state = won_board()
    assert not RULES.still_playing(state, 0) and RULES.still_playing(state, 1)
    empty_hand(state, 1)
    RULES.apply(state, PASS)
    assert not RULES.still_playing(state, 1) and RULES.to_move(state) < 0
