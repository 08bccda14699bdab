"""The engine's review over a played Tiny Duel game, through the game's own hooks
(tests/tiny_game/review.py): its budget, its rounds, its moves in words in both languages
and "show everything".  The test to copy for a new game's ``review.py`` (the engine's own
behaviour is ``test_review_engine``'s)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
import tiny_game
from engine.helpers import new_match, play_randomly
from tiny_game import RULES
from tiny_game import actions as act
from tiny_game.review import REVIEW

from game import text
from game.engine.match import Match, SeatInfo
from game.engine.review import words
from game.engine.review.hooks import Budget, hooks_of
from game.engine.review.plan import make_plan
from game.engine.review.result import Review
from game.engine.review.run import InlineExecutor, analyse_now

BUDGET = Budget(chance=16, search=32, compare=24)


@pytest.fixture(autouse=True)
def _tiny(tiny_registered: object) -> Iterator[None]:
    text.add_locale_dir(tiny_game.LOCALE_DIR)
    text.set_strict(True)
    yield
    text.set_strict(False)
    text.set_language("en")


def played(seed: int = 4) -> Match:
    seats = [SeatInfo("human", name="Ann"), SeatInfo("ai", "random", name="Bo")]
    match = Match.new(RULES, {"players": 2}, seed, seats)
    play_randomly(match, random.Random(seed))
    assert match.is_over
    return match


def reviewed(match: Match) -> Review:
    run = analyse_now(make_plan(match, 0, BUDGET), lambda: [InlineExecutor()])
    assert run.error is None and run.review is not None
    return run.review


def test_the_game_declares_its_hooks_and_the_plan_takes_its_budget(tiny_registered):
    assert hooks_of(tiny_registered) is REVIEW
    assert make_plan(played(), 0).budget == REVIEW.budget


def test_a_played_game_is_reviewed_by_rounds_one_point_per_decision():
    match = played()
    review = reviewed(match)
    decisions = [s for s in match.steps if not s.is_chance]
    assert [p.decision.action for p in review.points] == [s.value for s in decisions]
    # two seats, two moves a turn, three rounds: four decisions a round
    assert [p.decision.round for p in review.points] == [1] * 4 + [2] * 4 + [3] * 4
    assert words.when(review.points[4].decision) == "Round 2"
    for point in review.points:
        assert len(point.chances) == 2 and all(0.0 <= c <= 1.0 for c in point.chances)


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_move_and_turning_point_is_in_words(lang):
    match = played()
    review = reviewed(match)
    text.set_language(lang)
    name_of = words.default_names(review.plan)
    for point in review.points:
        said = words.move(review.plan, point.decision, point.decision.action, name_of)
        assert said and "%{" not in said and "tiny.action" not in said
    for point in review.turning_points():
        assert "%{" not in words.turning_point(review.plan, point, name_of)


def test_a_move_is_worded_as_the_board_names_it():
    plan = make_plan(played(), 0, BUDGET)
    decision, name_of = plan.decisions[0], words.default_names(plan)
    assert words.move(plan, decision, act.duel(1), name_of) == "Duel Bo"
    assert words.move(plan, decision, act.peek(1), name_of) == "Peek at Bo"
    assert words.move(plan, decision, act.take(), name_of) == "Take 1"
    text.set_language("ko")
    assert words.move(plan, decision, act.duel(1), name_of) == "Bo에게 결투 신청"


def test_show_everything_turns_every_secret_face_up():
    match = new_match(seed=1)  # secrets 1 and 6
    shown = REVIEW.reveal(RULES, match.state, 0)
    assert RULES.observe(match.state, 0).secrets == (1, None)
    assert shown.secrets == (1, 6)
    assert REVIEW.secrets(RULES, match.state, str) == []  # the board shows them all
