"""A Crown & Dragon choice is said the same way on the play screen and in a game's review
(:mod:`game.crown.choice_words`): an upkeep choice by its price and how many cards go."""

from __future__ import annotations

import random

import pytest

from game.crown import choice_words
from game.crown.queries import Queries
from game.crown.review import REVIEW
from game.engine.contract import CHANCE, TERMINAL
from game.text import set_language
from tests.crown.helpers import RULES, general, hero, hero_step, new_game, state_of


def upkeep_state():
    """Henry (an elite sword, upkeep 1) has beaten a general: pay or let the card go."""
    me = hero(0, "henry", [5, 2], [("sword", "elite")])
    foe = general(2, [8, 2], "vanguard", "axe", [("axe", "recruit")])
    state = hero_step(state_of(stage="roll", heroes=[me, hero(2, "sylva")], generals=[foe]), 4)
    RULES.apply(state, ("move", 7, 2))
    RULES.apply(state, ("attack", 8, 2))
    assert state.stage == "upkeep"
    return state


@pytest.mark.parametrize(
    ("lang", "keep", "let_go"),
    [("en", "Keep all (pay 1)", "Let every card go"), ("ko", "금화 1", "카드 모두 버림")],
)
def test_the_review_says_an_upkeep_choice_as_the_play_screen_does(lang, keep, let_go) -> None:
    set_language(lang)
    try:
        observation = RULES.observe(upkeep_state(), 0)
        said = [REVIEW.describe(RULES, observation, ("upkeep", m), str) for m in (1, 0)]
        shown = [choice_words.describe(("upkeep", m), Queries(observation), str) for m in (1, 0)]
    finally:
        set_language("en")
    assert said == shown
    assert keep in said[0] and let_go in said[1]


def square_targets(games: int = 40):
    """Observations of random games at a card's target step, with a square to choose."""
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(seed)
        while (mover := RULES.to_move(state)) != TERMINAL:
            if mover == CHANCE:
                RULES.apply_chance(state, RULES.sample_chance(state, rng))
                continue
            legal = RULES.legal_actions(state)
            squares = [a for a in legal if a[0] == "target" and len(a) == 3]
            squares = [a for a in squares if all(type(v) is int for v in a[1:])]
            if state.stage == "target" and squares:
                yield RULES.observe(state, mover), squares[0]
                break
            RULES.apply(state, rng.choice(legal))


def test_a_card_target_names_the_card_it_is_for() -> None:
    """A hint or a review line said "Target 2, 5": now it says which card goes there."""
    found = 0
    for observation, action in square_targets():
        card = observation.card
        name = choice_words.played_card(Queries(observation))
        assert name is not None and name.strip()
        said = choice_words.describe(action, Queries(observation), str)
        assert name in said and said != f"Target {action[1]}, {action[2]}", (card, said)
        found += 1
    assert found >= 3
