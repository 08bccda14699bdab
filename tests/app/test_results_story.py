"""The Results screen tells the story (issue 35, part 4): every seat's numbers side by side,
partners next to each other, each side's score over the rounds from the match's events
(ending at the final score), the game's length and tie-breaks, the final board a click
away; and the statistics get the length and the margin."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.results_story import margin_of
from game.app.scenes.main_menu import MainMenu
from game.app.seat_names import SeatNames
from game.app.story import score_steps
from game.crown.view.results import points_of
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.text import set_language, tr
from tests.ui_fixtures import click, frames

pytestmark = pytest.mark.usefixtures("home")

GAMES = {
    "armadora": [{"players": 3}, {"players": 4, "teams": True}],
    "goldmine": [{"players": 3, "round_limit": 30}, {"players": 4, "alliance": True}],
    "crown": [{"players": 3, "round_limit": 12}, {"players": 4, "teams": True, "round_limit": 8}],
}


def finished(game: str, setup: dict, seed: int = 4) -> Match:
    info = registry.get(game)
    seats = [SeatInfo("human")] + [SeatInfo("ai", "greedy")] * (setup["players"] - 1)
    match = Match.new(info.rules, setup, seed, seats)
    rng = random.Random(seed)
    while not match.is_over:
        legal = match.legal_actions()
        useful = [a for a in legal if a[0] not in ("end", "pass")] or legal
        match.play(rng.choice(useful if rng.random() < 0.85 else legal))
    return match


def side_scores(game: str, match: Match) -> dict[int, float]:
    """Each side's final score as the game's own numbers say it."""
    outcome = match.outcome()
    shown = match.observe_public()
    sides: dict[int, float] = {}
    for seat in range(len(match.seats)):
        side = outcome.side(seat)
        if game == "armadora":
            sides[side] = outcome.scores[seat]  # the side's gold
        elif game == "goldmine":
            sides[side] = sides.get(side, 0) + shown.held[seat]
        else:
            points = points_of(outcome, len(match.seats))
            sides[side] = sides.get(side, 0) + points[seat].total
    return sides


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("which", [0, 1])
def test_the_story_shows_every_seat_and_ends_at_the_final_score(make_app, game, which):
    app = make_app(size=(1280, 800))
    app.push(MainMenu(app))
    match = finished(game, GAMES[game][which])
    scene = app.push(ResultsScene(app, match, seconds=600.0))
    frames(app, 2)
    state = scene.state_for_test()
    assert state["page"] == "story"  # the story comes first
    story = state["story"]
    outcome = match.outcome()
    players = len(match.seats)
    assert sorted(story["seats"]) == list(range(players))  # every seat, side by side
    for a, b in zip(story["seats"], story["seats"][1:], strict=False):
        partners = [s for s in range(players) if outcome.side(s) == outcome.side(a)]
        if b not in partners:  # a side's seats stand together
            assert all(story["seats"].index(p) <= story["seats"].index(a) for p in partners)
    finals = {side: points[-1][1] for side, points in story["series"].items()}
    assert finals == pytest.approx(side_scores(game, match))
    rounds = max(points[-1][0] for points in story["series"].values())
    assert rounds > 1 and all(p[-1][0] == rounds for p in story["series"].values())
    assert tr("results.story.length_time", count=rounds, minutes=10) == state["facts"][0]
    page = scene.story_page
    assert page is not None and page.table.rect.w > 0 and page.chart.plot.w > 0
    click(app, scene.page_button)
    assert scene.page == "board" and scene.picture is not None
    click(app, scene.page_button)
    assert scene.page == "story"


def test_a_game_whose_time_is_unknown_tells_none(make_app):
    """(A save from before the game's clock was kept.)"""
    app = make_app()
    app.push(MainMenu(app))
    scene = app.push(ResultsScene(app, finished("goldmine", GAMES["goldmine"][0])))
    frames(app, 1)
    assert "min" not in scene.state_for_test()["facts"][0]


def test_tie_breaks_are_told_on_the_story_page(make_app):
    """Crown: tied on points at the round limit (nobody scored), the crown or gold
    decided."""
    app = make_app()
    app.push(MainMenu(app))
    match = finished("crown", {"players": 3, "round_limit": 3})
    scene = app.push(ResultsScene(app, match))
    frames(app, 1)
    facts = scene.state_for_test()["facts"]
    rules = [tr(f"crown_view.results.tie_{rule}") for rule in ("crown", "gold", "shared")]
    assert any(fact in rules for fact in facts[1:])


def test_score_steps_keep_the_last_change_of_a_round_and_run_to_the_end():
    series = score_steps([(2, 0, 1), (2, 0, 3), (5, 1, 4), (5, 0, 3)], [0, 1], 9)
    assert series == {0: [(0, 0.0), (2, 3.0), (9, 3.0)], 1: [(0, 0.0), (5, 4.0), (9, 4.0)]}


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_chart_is_drawn_in_the_seats_colours(make_app, lang):
    app = make_app(size=(1024, 640))
    set_language(lang)
    app.push(MainMenu(app))
    match = finished("goldmine", GAMES["goldmine"][0])
    scene = app.push(ResultsScene(app, match))
    frames(app, 2)
    plot = scene.story_page.chart.plot
    seen = {
        tuple(app.screen.get_at((x, y)))[:3]
        for x in range(plot.x, plot.right, 2)
        for y in range(plot.y, plot.bottom, 2)
    }
    colours = {scene.story_page.colour(side) for side in scene.story.series}
    assert colours <= seen


def test_statistics_get_the_length_and_the_margin(make_app):
    app = make_app()
    app.push(MainMenu(app))
    info = registry.get("goldmine")
    match = finished("goldmine", GAMES["goldmine"][0])
    match.played_seconds = 1500.0  # the game's clock, over every sitting
    scene = app.push(info.view.play_scene(app, match))
    scene.ending.finished_recorded = False
    scene.ending.record_statistics()
    entry = app.stats.game("goldmine")
    outcome = match.outcome()
    story = info.view.results_story(match, outcome, SeatNames.of_outcome(match, outcome))
    assert entry["measured"] == 1 and entry["rounds"] > 0
    assert entry["timed"] == 1 and entry["seconds"] == 1500
    assert entry["margin"] == pytest.approx(margin_of(story, outcome, [0]))
    assert entry["streak"] == (1 if 0 in outcome.winners else 0)
    assert pygame.display.get_init()


@pytest.mark.parametrize("game", list(GAMES))
def test_the_breakdown_and_the_chart_keep_a_readable_size_at_1024x640(make_app, game):
    """The window at 1024x640 draws the layout at 80 %; the breakdown's and the chart's
    words stop shrinking at 12 px (docs/decisions.md)."""
    app = make_app(size=(1024, 640))
    app.push(MainMenu(app))
    scene = app.push(ResultsScene(app, finished(game, GAMES[game][0])))
    frames(app, 2)
    page = scene.story_page
    assert app.px(14) < 12  # the layout itself is smaller
    assert page.table.size >= 12 and page.chart.size >= 12


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_each_number_is_labelled_with_what_it_counts(lang):
    """Crown's rows under the victory points are points by source (they add up to the
    total): each label says so ("VP from battles", not "Battles won")."""
    match = finished("crown", GAMES["crown"][0])
    outcome = match.outcome()
    set_language(lang)
    try:
        story = registry.get("crown").view.results_story(
            match, outcome, SeatNames.of_outcome(match, outcome)
        )
        total, *parts, gold = story.rows
        assert total.total and gold.label == tr("crown_view.story.gold")
        for col in range(len(story.seats)):
            assert sum(int(row.values[col]) for row in parts) == int(total.values[col])
        word = {"en": "VP", "ko": "승점"}[lang]
        assert all(word in row.label for row in parts)
        assert {"en": "Victory points", "ko": "승점"}[lang] in tr(
            "crown_view.results.sources", battles=1, trophies=2, queue=3, decrees=4
        )
    finally:
        set_language("en")


def resigned_match(game: str, players: int, moves: int, seed: int = 3) -> Match:
    """Seat 0 (a person) resigns after ``moves`` random moves; the rest is played out."""
    info = registry.get(game)
    others = [SeatInfo("ai", "greedy"), SeatInfo("human")][: players - 1]
    seats = [SeatInfo("human"), *others]
    match = Match.new(info.rules, {"players": players}, seed, seats)
    rng = random.Random(2)
    for _ in range(moves):
        if match.is_over:
            break
        match.play(rng.choice(match.legal_actions()))
    match.resign(0)
    while not match.is_over:
        match.play(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize(
    ("game", "players", "moves", "stopped"),
    [("crown", 2, 150, True), ("goldmine", 3, 80, False), ("armadora", 3, 30, False)],
)
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_resignation_is_told_on_the_story_page(make_app, game, players, moves, stopped, lang):
    """Who resigned and when, before any tie-break: a resignation is not a tie on points."""
    app = make_app(lang=lang)
    app.push(MainMenu(app))
    match = resigned_match(game, players, moves)
    outcome = match.outcome()
    assert outcome.stopped == stopped and outcome.resigned == [0]
    scene = app.push(ResultsScene(app, match, seconds=60.0))
    frames(app, 1)
    facts = scene.state_for_test()["facts"]
    resigner = scene.names.side(outcome.side(0))
    key = "results.story.resigned_stopped" if stopped else "results.story.resigned_on"
    told = [fact for fact in facts if resigner in fact]
    assert len(told) == 1 and facts.index(told[0]) == 1  # right after the length
    assert told[0].startswith(tr(key, players=resigner, round=1, count=1).split(resigner)[0])
    if game == "crown":  # a game the resignation stopped has no tie-break to tell
        rules = [tr(f"crown_view.results.tie_{rule}") for rule in ("crown", "gold", "shared")]
        assert not set(facts) & set(rules)


class FirstPlace:
    """A game's rules whose own ranking puts ``first`` first (the seat the rules would
    have ranked first before a resignation moved it last)."""

    def __init__(self, real, first: int) -> None:
        self.real, self.first = real, first

    def __getattr__(self, name):
        return getattr(self.real, name)

    def outcome(self, state):
        own = self.real.outcome(state)
        groups = [[s for s in group if s != self.first] for group in own.ranking]
        own.ranking = [[self.first]] + [group for group in groups if group]
        return own


def test_a_tie_break_about_the_seat_that_resigned_is_not_told(make_app):
    """The rules broke a tie in favour of the seat that then resigned (it ranks last now):
    that tie-break says nothing of how the winner won, so it is left out."""
    from dataclasses import replace

    from game.app.results_story import story_facts
    from game.app.views import Story

    match = resigned_match("goldmine", 3, 80)
    outcome = match.outcome()
    names = SeatNames.of_outcome(match, outcome)
    story = Story("goldmine_ui.story.score", {}, [0, 1, 2], [], ["TIE-BREAK"])

    resigner_first = replace(match, rules=FirstPlace(match.rules, 0))
    assert "TIE-BREAK" not in story_facts(resigner_first, outcome, names, story, None)
    winner_first = replace(match, rules=FirstPlace(match.rules, outcome.winners[0]))
    assert "TIE-BREAK" in story_facts(winner_first, outcome, names, story, None)


def test_every_sides_last_point_shows_and_the_last_round_is_named(make_app):
    """The loser's last rise meets the winner's line and ends on it (issue 51, item 7b):
    the lines are drawn leader first, each end has its own mark in its side's colour, and
    the x-axis names the last round, 17, not only 15."""
    from game.app.story_chart import chart_layout, chart_lines, end_marks, paint_chart, x_ticks
    from game.app.views import Story

    make_app()
    story = Story(
        "results.story.rounds",
        {0: [(0, 0.0), (3, 9.0), (17, 9.0)], 1: [(0, 0.0), (16, 2.0), (17, 9.0)]},
        [0, 1],
        [],
        [],
    )
    story.series[0][-1] = (17, 10.0)  # the winner ends one ahead
    surface = pygame.Surface((640, 360))

    def px(value: float) -> int:
        return round(value)

    layout = chart_layout(pygame.Rect(0, 0, 640, 360), story, "Score", "round", px)
    colours = {0: (250, 40, 40), 1: (40, 40, 250)}
    paint_chart(surface, layout, story, colours, px)
    lines = chart_lines(layout, story)
    assert [side for side, _ in lines] == [0, 1]  # the leader first, the others over it
    marks = end_marks(lines, 4)
    assert len(set(marks)) == 2
    for (side, _), centre in zip(lines, marks, strict=True):
        assert tuple(surface.get_at(centre))[:3] == colours[side]
    story.series[0][-1] = (17, 9.0)  # level at the end: the marks stand side by side
    paint_chart(surface, layout, story, colours, px)
    marks = end_marks(chart_lines(layout, story), 4)
    assert abs(marks[0][0] - marks[1][0]) > 8
    for (side, _), centre in zip(chart_lines(layout, story), marks, strict=True):
        assert tuple(surface.get_at(centre))[:3] == colours[side]
    assert x_ticks(17)[-1] == 17 and 15 not in x_ticks(17)  # 15 would crowd 17's label
    assert x_ticks(20) == [0, 5, 10, 15, 20]


def test_the_subtitle_is_the_resignation_when_it_took_first_place_away(make_app):
    """Gold Mine's "the most nuggets wins" under "Blue wins!" while the resigned Red held
    the most: the resignation is the subtitle then, the game's own line below it."""
    from dataclasses import replace

    from game.app.results_scene import resigned_line

    app = make_app()
    app.push(MainMenu(app))
    match = resigned_match("goldmine", 3, 80)
    outcome = match.outcome()
    names = SeatNames.of_outcome(match, outcome)
    own = ResultsScene(app, match).breakdown.subtitle
    assert own and own != resigned_line(outcome, names)
    moved = ResultsScene(app, replace(match, rules=FirstPlace(match.rules, 0))).breakdown
    assert moved.subtitle == resigned_line(outcome, names)
    assert moved.summary_html.startswith(own)
    kept = ResultsScene(app, replace(match, rules=FirstPlace(match.rules, outcome.winners[0])))
    assert kept.breakdown.subtitle == own


def test_armadoras_board_page_leaves_out_a_tie_break_the_resignation_overrode(monkeypatch):
    """The board's scoring broke a tie for first place; when that place was the seat that
    resigned, the breakdown does not tell the tie-break as if it had decided the game."""
    from dataclasses import replace

    from game.armadora.view import results as armadora_results

    match = resigned_match("armadora", 3, 30)
    outcome = match.outcome()
    names = SeatNames.of_outcome(match, outcome)
    real = armadora_results.score_observation

    def tied(obs):
        return replace(real(obs), tiebreak=True)  # the board's first place took the piles

    monkeypatch.setattr(armadora_results, "score_observation", tied)
    set_language("en")
    rule = tr("armadora.log.tiebreak", gold=0).split("0")[0]  # the words before the number

    def summary(first: int) -> str:
        moved = replace(match, rules=FirstPlace(match.rules, first))
        return armadora_results.results_detail(moved, outcome, names).summary_html

    assert rule not in summary(0)  # the board's first place: the seat that resigned
    assert rule in summary(outcome.winners[0])
