"""Crown & Dragon's Results: how the game ended (the goal, or the round limit and its
tie-breaks), victory points by source that add up to each player's score, trophies, the
final board; and the Results screen itself, in both languages."""

from __future__ import annotations

import copy
import dataclasses

import pygame
import pytest

from game import text
from game.app.results_scene import ResultsScene
from game.app.seat_names import SeatNames
from game.crown import scoring
from game.crown.cards import QUEUE_VP, ROYAL_DECREE_VP, TROPHY_VP
from game.crown.pieces import score
from game.crown.state import CastlePiece, CrownState
from game.crown.view import results, samples
from game.crown.view.board_art import Geometry
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


@pytest.fixture(scope="module")
def goal_match():
    match = samples.won_by_goal()
    assert match.state.end == "goal"
    return match


@pytest.fixture(scope="module")
def limit_match():
    match = samples.ended_at_limit()
    assert match.state.end == "limit"
    return match


def test_points_by_source_add_up_to_the_score(goal_match, limit_match):
    for match in (goal_match, limit_match):
        shown = match.observe_public()
        outcome = match.outcome()
        points = results.points_of(outcome, shown.players)
        for seat, mine in enumerate(points):
            assert mine.total == outcome.scores[seat]
            assert mine.trophies == TROPHY_VP * len(shown.trophies[seat])
            assert mine.battles % 10 == 0 and mine.battles >= 0
            assert mine.queue in (0, QUEUE_VP)


def table(**changes) -> CrownState:
    """A two-player state at the round limit with ``changes`` (vp, gold, crown...)."""
    state = copy.deepcopy(samples.played_match(steps=0).state)
    state.end = "limit"
    for name, value in changes.items():
        setattr(state, name, value)
    return state


def test_a_royal_decree_counts_as_its_own_source():
    state = table(vp=[30, 10], decree_vp=[10, 0], trophies=[[0], []])
    assert scoring.points_by_source(state) == {
        "battles": [0, 10],
        "trophies": [20, 0],
        "queue": [0, 0],
        "decrees": [10, 0],
    }
    score(state, 1, ROYAL_DECREE_VP, "decree", None)  # a decree that scored
    assert state.decree_vp == [10, 10] and state.vp == [30, 20]
    score(state, 1, 10, "battle", None)
    assert scoring.points_by_source(state)["battles"] == [0, 20]


def test_tie_breaks_are_named_by_the_rules():
    crown_on_c = table(vp=[20, 20], gold=[5, 5])
    assert scoring.tie_break(crown_on_c, scoring.ranking(crown_on_c)) == "shared"
    richer = table(vp=[20, 20], gold=[7, 5])
    assert scoring.ranking(richer) == [[0], [1]]
    assert scoring.tie_break(richer, scoring.ranking(richer)) == "gold"
    ahead = table(vp=[30, 20], gold=[7, 5])
    assert scoring.tie_break(ahead, scoring.ranking(ahead)) is None
    outcome = scoring.outcome(richer)
    assert outcome.detail["tie_break"] == "gold"
    assert sum(outcome.detail["points"]["battles"]) == 40


def test_the_crown_breaks_a_tie_before_gold():
    square = (2, 1)
    state = table(vp=[20, 20], gold=[9, 1])
    assert square not in state.castles
    state.castles = {**state.castles, square: CastlePiece(owner=1, cards=())}
    state.crown = square
    assert scoring.ranking(state) == [[1], [0]]
    assert scoring.tie_break(state, scoring.ranking(state)) == "crown"
    shown = samples.played_match(steps=0).observe_public()
    crowned = dataclasses.replace(
        shown, castles=((square, CastlePiece(owner=1, cards=())),), crown=square
    )
    assert results.crown_holder(crowned) == 1


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_detail_explains_a_goal_win(goal_match, lang):
    text.set_language(lang)
    try:
        outcome = goal_match.outcome()
        names = SeatNames.of_outcome(goal_match, outcome)
        breakdown = results.results_detail(goal_match, outcome, names)
        winner = outcome.winners[0]
        assert names.seat(winner) in breakdown.summary_html
        assert str(goal_match.observe_public().goal) in breakdown.summary_html
        assert names.seat(winner) in breakdown.subtitle  # under the headline: how it ended
        assert len(breakdown.items) == goal_match.observe_public().players
        assert breakdown.items[0].highlight == winner
        assert str(int(outcome.scores[winner])) in breakdown.items[0].label
    finally:
        text.set_language("en")


def test_detail_explains_a_round_limit_team_game(limit_match):
    outcome = limit_match.outcome()
    names = SeatNames.of_outcome(limit_match, outcome)
    breakdown = results.results_detail(limit_match, outcome, names)
    summary = breakdown.summary_html
    assert text.tr("crown_view.results.limit", rounds=limit_match.observe_public().round) in summary
    assert breakdown.subtitle == text.tr(
        "crown_view.results.limit", rounds=limit_match.observe_public().round
    )
    totals = [sum(outcome.scores[s] for s in team) for team in ((0, 2), (1, 3))]
    for total in totals:
        assert str(int(total)) in summary
    sources = [item.html for item in breakdown.items]
    assert all("·" in html for html in sources)


def test_final_board_marks_the_selected_player(make_app, goal_match):
    app = make_app()
    outcome = goal_match.outcome()
    names = SeatNames.of_outcome(goal_match, outcome)
    breakdown = results.results_detail(goal_match, outcome, names)
    picture = results.results_picture(app, goal_match.observe_public(), breakdown)
    picture.set_rect(pygame.Rect(0, 0, 520, 520))
    plain = pygame.Surface((520, 520))
    picture.paint(plain, None)
    marked = pygame.Surface((520, 520))
    picture.paint(marked, breakdown.items[0])
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")
    assert picture.content_rect().w <= 520 and picture.content_rect().w >= 13 * 39
    shown = goal_match.observe_public()
    geo = Geometry.fit(picture.board_rect())
    for index, item in enumerate(breakdown.items):
        hero = shown.hero_at[item.highlight]
        assert picture.item_at(tuple(round(v) for v in geo.centre(hero))) == index
    empty = next(
        (x, y)
        for x in range(13)
        for y in range(13)
        if all((x, y) not in results.seat_squares(shown, s) for s in range(shown.players))
    )
    assert picture.item_at(tuple(round(v) for v in geo.centre(empty))) is None


@pytest.mark.parametrize(("size", "lang"), [((1280, 800), "en"), ((1024, 640), "ko")])
def test_results_screen_opens_in_both_languages(make_app, goal_match, limit_match, size, lang):
    app = make_app(size=size, lang=lang)
    for match in (goal_match, limit_match):
        scene = app.push(ResultsScene(app, match))
        frames(app, 3)
        assert scene.breakdown.items
        app.pop()
