"""Gold Mine's outcome names the rule that decided first place, for the Results to word."""

from __future__ import annotations

import copy

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.goldmine import scoring


def ended(end: str, held: list[int], climbed: list[int], alliance: bool = False):
    players = len(held)
    setup = {"players": players, "alliance": alliance} if alliance else {"players": players}
    match = Match.new(
        registry.get("goldmine").rules, setup, 3, [SeatInfo("ai", "random")] * players
    )
    state = copy.deepcopy(match.state)
    state.end, state.held, state.climbed = end, list(held), list(climbed)
    return state


def test_climbing_out_first_is_named_when_the_nuggets_alone_would_not_have_decided():
    outcome = scoring.outcome(ended("climb", [2, 5], [0]))
    assert outcome.ranking == [[0], [1]]
    assert outcome.detail["tie_breaks"] == ["climb"]
    assert scoring.outcome(ended("climb", [5, 2], [0])).detail["tie_breaks"] == []


def test_equal_nuggets_share_first_place():
    outcome = scoring.outcome(ended("limit", [4, 4, 1], []))
    assert outcome.ranking == [[0, 1], [2]]
    assert outcome.detail["tie_breaks"] == ["shared"]


def test_partners_are_one_side_not_a_shared_place():
    outcome = scoring.outcome(ended("limit", [3, 1, 2, 1], [], alliance=True))
    assert outcome.ranking == [[0, 1], [2, 3]]
    assert outcome.detail["tie_breaks"] == []
    assert outcome.sides == {0: 0, 1: 0, 2: 2, 3: 2}
