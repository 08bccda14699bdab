"""A Crown & Dragon choice is said the same way on the play screen and in a game's review
(:mod:`game.crown.choice_words`): an upkeep choice by its price and how many cards go."""

from __future__ import annotations

import pytest

from game.crown import choice_words
from game.crown.queries import Queries
from game.crown.review import REVIEW
from game.text import set_language
from tests.crown.helpers import RULES, general, hero, hero_step, state_of


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
    [("en", "Keep all (pay 1)", "Pay 0, let 1 card go"), ("ko", "금화 1", "카드 1장 버림")],
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
