"""The review of a scripted game of each title: its points, a planted blunder found as the
biggest loss, and its turning points in words in both languages.

The budgets are far below the games' own (these tests check what the review finds, not
how well); the games are played by cheap drivers (``scripted.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from game import text
from game.engine.match import Match
from game.engine.review import words
from game.engine.review.hooks import Budget
from game.engine.review.plan import make_plan
from game.engine.review.result import Review
from game.engine.review.run import InlineExecutor, analyse_now
from review import scripted


@dataclass
class Case:
    match: Match
    planted: int
    review: Review


def reviewed(match: Match, planted: int | None, budget: Budget) -> Case:
    assert planted is not None, "the scripted game never met the blunder's position"
    run = analyse_now(make_plan(match, 0, budget), lambda: [InlineExecutor()])
    assert run.error is None and run.review is not None
    return Case(match, planted, run.review)


@pytest.fixture(scope="module")
def armadora() -> Case:
    match, planted = scripted.drive("armadora", {"players": 2}, 1, scripted.armadora_early_pass)
    return reviewed(match, planted, Budget(chance=8, search=32, compare=24))


@pytest.fixture(scope="module")
def goldmine() -> Case:
    setup = {"players": 2, "round_limit": 60}
    match, planted = scripted.drive("goldmine", setup, 7, scripted.goldmine_walk_away)
    return reviewed(match, planted, Budget(chance=2, search=16, compare=16))


@pytest.fixture(scope="module")
def crown() -> Case:
    # seat 0 plays the review's own preferred moves but one; the game stops two decisions
    # after it (an unfinished game: every chance is seat 0's view)
    setup = {"players": 2, "round_limit": 20}
    match, planted = scripted.drive(
        "crown", setup, 5, scripted.crown_turned_from_crown, search=8, after=2
    )
    return reviewed(match, planted, Budget(chance=1, search=8, compare=8))


@pytest.fixture(params=["armadora", "goldmine", "crown"])
def case(request: pytest.FixtureRequest) -> Case:
    return request.getfixturevalue(request.param)


@pytest.fixture
def strict() -> Iterator[None]:
    text.set_strict(True)
    yield
    text.set_strict(False)
    text.set_language("en")


def test_one_point_per_decision(case: Case) -> None:
    decisions = [s for s in case.match.steps if not s.is_chance]
    points = case.review.points
    assert len(points) == len(decisions) == scripted.decisions_of(case.match)
    assert [p.decision.step for p in points] == [
        i for i, s in enumerate(case.match.steps) if not s.is_chance
    ]
    assert (case.review.plan.final is not None) == case.match.is_over
    mine = [p for p in points if p.decision.seat == 0]
    assert all(p.reviewed for p in mine) and not any(p.reviewed for p in points if p not in mine)


def test_the_planted_blunder_is_the_biggest_loss(case: Case) -> None:
    biggest = case.review.turning_points()[0]
    assert biggest.decision.index == case.planted
    assert biggest.mark == "blunder"
    assert biggest.best is not None and biggest.best != biggest.decision.action
    others = [p.loss for p in case.review.points if p.decision.index != case.planted]
    assert biggest.loss > max(others)


def test_the_planted_blunders_are_what_they_say() -> None:
    """The scripted blunders are the moves their docstrings describe."""
    armadora, _ = scripted.drive("armadora", {"players": 2}, 1, scripted.armadora_early_pass)
    point = [s for s in armadora.steps if not s.is_chance]
    assert ("pass",) in [s.value for s in point[:6] if s.seat == 0]
    goldmine, planted = scripted.drive(
        "goldmine", {"players": 2, "round_limit": 60}, 7, scripted.goldmine_walk_away
    )
    decisions = [s for s in goldmine.steps if not s.is_chance]
    assert decisions[planted].seat == 0 and decisions[planted].value[0] == "move"
    assert decisions[planted].value[1:3] != (0, 0)


def test_turning_points_in_words_in_both_languages(case: Case, strict: None) -> None:
    plan = case.review.plan
    point = case.review.turning_points()[0]
    name_of = words.default_names(plan)
    said = {}
    for lang in text.LANGUAGES:
        text.set_language(lang)
        said[lang] = words.turning_point(plan, point, name_of)
        played = words.move(plan, point.decision, point.decision.action, name_of)
        best = words.move(plan, point.decision, point.best, name_of)  # type: ignore[arg-type]
        assert played in said[lang] and best in said[lang]
        shown = words.percent(point.kept) - words.percent(point.played)  # type: ignore[arg-type]
        assert f"{shown}" in said[lang]
        assert words.when(point.decision) in said[lang]
    assert said["en"] != said["ko"]


def test_every_move_of_the_reviewing_seat_can_be_put_into_words(case: Case, strict: None) -> None:
    plan = case.review.plan
    name_of = words.default_names(plan)
    for lang in text.LANGUAGES:
        text.set_language(lang)
        for point in case.review.points:
            if point.decision.seat != 0:
                continue
            for action in plan.tasks[point.decision.index].choice.legal:  # type: ignore[union-attr]
                said = words.move(plan, point.decision, action, name_of)
                assert said and "%{" not in said


def test_rounds_where_the_game_has_them(armadora: Case, goldmine: Case, crown: Case) -> None:
    # Armadora has no rounds: those of the play screen's log, one pass of the turn order.
    # Seat 0 passes in round 3; seat 1 then plays alone, a round a turn (a turn of two
    # palisades, or a palisade and "done", is two decisions of one round).
    rounds = [d.round for d in armadora.review.plan.decisions]
    assert rounds[:20] == [1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 8, 8, 9, 10, 11, 11, 12, 13, 13]
    assert rounds[20:] == list(range(14, 21))
    # and each of those turns is a turn of its own (it was all "turn 6")
    turns = [d.turn for d in armadora.review.plan.decisions]
    assert turns[:13] == [1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]
    rounds = [p.decision.round for p in goldmine.review.points]
    first = next(i for i, r in enumerate(rounds) if r is not None)  # after the development
    assert rounds[first] == 1 and rounds[first:] == sorted(rounds[first:])
    assert all(r is None for r in rounds[:first])
    crown_rounds = [p.decision.round for p in crown.review.points]
    assert crown_rounds[0] == 1 and crown_rounds == sorted(crown_rounds)


def test_two_sides_chances_add_up_at_every_point(case: Case) -> None:
    sides = case.review.plan.sides
    for point in case.review.points:
        per_side = {sides.of(seat): chance for seat, chance in enumerate(point.chances)}
        assert len(per_side) == 2
        assert abs(sum(per_side.values()) - 1.0) <= 0.01, point


def test_the_loss_said_is_the_difference_of_the_chances_said(case: Case, strict: None) -> None:
    """ "lost 33% (43% → 10%)": the loss is the two shown numbers' difference, and the
    second is the reviewing seat's point on the curve."""
    import re

    plan = case.review.plan
    name_of = words.default_names(plan)
    for point in case.review.turning_points():
        said = words.turning_point(plan, point, name_of)
        found = re.search(r"lost (\d+)% \((\d+)% → (\d+)%", said)
        assert found, said
        loss, kept, chance = map(int, found.groups())
        assert loss == kept - chance
        assert chance == words.percent(point.chances[plan.seat])


def test_the_planted_armadora_blunder_says_what_the_preferred_move_gains(
    armadora: Case, strict: None
) -> None:
    plan = armadora.review.plan
    point = armadora.review.turning_points()[0]
    why = words.why_better(plan, point.decision, point.best)
    assert "gold" in why  # the early pass gives up gold the preferred move keeps
    assert why in words.turning_point(plan, point, words.default_names(plan))
