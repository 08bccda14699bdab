"""The Statistics screen: a table of games played and won, the win rate and the best result,
per game and per opponent level; and how a finished game records its best result."""

from __future__ import annotations

import json

import pygame
import pytest

from game.app.scenes.main_menu import MainMenu
from game.app.scenes.statistics import Statistics, percent
from game.app.views import SCORE_RESULT, best_result_of
from game.armadora.view.samples import played_match
from game.engine.contract import Outcome
from game.persistence.stats import StatsStore
from game.text import tr
from tests.ui_fixtures import click, frames, key


def open_stats(app) -> Statistics:
    app.push(MainMenu(app))
    scene = app.push(Statistics(app))
    frames(app, 2)
    return scene


def test_nothing_played_shows_a_message_in_place_of_the_table(make_app):
    app = make_app()
    scene = open_stats(app)
    state = scene.state_for_test()
    assert state["empty"] and state["lines"] == [] and state["summary"] == ""
    assert pygame.Rect(0, 0, *app.size).contains(scene.empty_rect)
    click(app, scene.back_button)
    assert isinstance(app.top(), MainMenu)


def test_rows_per_game_and_level_with_rate_and_best(make_app):
    app = make_app()
    app.stats.record("armadora", True, ["hard"], best=21)
    app.stats.record("armadora", False, ["hard", "easy"], best=9)
    app.stats.record("armadora", True, [], best=14)
    app.stats.record("goldmine", False, ["normal"], best=None, lower_is_better=True)
    scene = open_stats(app)
    assert scene.state_for_test()["lines"] == [
        "Armadora · 3 · 2 · 67% · 21 gold",
        " ·  ·  ·  · Winning streak: 1 (best 1)",  # no lengths or margins recorded: a streak
        "vs Easy AI · 1 · 0 · 0% · 9 gold",
        "vs Hard AI · 2 · 1 · 50% · 21 gold",
        "Hot-seat (people only) · 1 · 1 · 100% · 14 gold",
        "Gold Mine · 1 · 0 · 0% · —",
        "vs Normal AI · 1 · 0 · 0% · —",
        "Crown & Dragon · 0 · 0 · — · —",
    ]
    assert scene.state_for_test()["summary"] == "All games: played 4 · won 2 (50%)"
    assert scene.table.clipped() == []
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), MainMenu)


def test_a_game_never_played_shows_dashes(make_app):
    app = make_app()
    app.stats.record("goldmine", True, ["hard"], best=12, lower_is_better=True)
    lines = open_stats(app).state_for_test()["lines"]
    assert lines[0] == "Armadora · 0 · 0 · — · —"
    assert lines[1] == "Gold Mine · 1 · 1 · 100% · won in 12 rounds"


def test_statistics_written_before_best_results_still_load(make_app, home):
    app = make_app()
    path = app.stats.path
    path.parent.mkdir(parents=True, exist_ok=True)
    old = {
        "games": {
            "armadora": {"played": 4, "won": 1, "by_level": {"easy": {"played": 4, "won": 1}}}
        }
    }
    path.write_text(json.dumps(old), encoding="utf-8")
    app.stats = StatsStore(path)
    assert app.stats.problem is None
    assert open_stats(app).state_for_test()["lines"][:2] == [
        "Armadora · 4 · 1 · 25% · —",
        "vs Easy AI · 4 · 1 · 25% · —",
    ]
    app.stats.record("armadora", True, ["easy"], best=18)
    assert StatsStore(path).game("armadora")["by_level"]["easy"] == {
        "played": 5,
        "won": 2,
        "best": 18,
    }


def test_win_rate_is_a_sane_percentage():
    assert percent(0, 0) is None
    assert percent(3, 4) == 75
    assert percent(9, 4) == 100  # never above 100 %, whatever a file says
    assert percent(-2, 4) == 0
    assert percent(1, 3) == 33


def test_best_results_per_game():
    armadora, goldmine = best_result_of("armadora"), best_result_of("goldmine")
    gold = Outcome(ranking=[[1], [0]], scores={0: 11.0, 1: 15.0})
    assert armadora.measure(gold, [0]) == 11  # the most gold, won or not
    assert not armadora.lower_is_better
    climb = Outcome([[0], [1]], {0: 3.0, 1: 1.0}, detail={"end": "climb", "rounds": 8})
    assert goldmine.measure(climb, [0]) == 9  # the climb-out came in the ninth round
    assert goldmine.measure(climb, [1]) is None  # a lost game is no win at all
    limit = Outcome([[1], [0]], {0: 1.0, 1: 2.0}, detail={"end": "limit", "rounds": 60})
    assert goldmine.measure(limit, [1]) == 60
    assert goldmine.lower_is_better
    assert best_result_of("no such game") is SCORE_RESULT
    assert SCORE_RESULT.measure(gold, [0, 1]) == 15


def test_a_finished_game_records_its_best_result(make_app):
    app = make_app()
    match = played_match(seed=5)
    assert match.is_over
    from game.app.views import get_view

    scene = get_view("armadora").play_scene(app, match)
    assert scene.ending.finished_recorded  # a game loaded finished counts no more
    scene.ending.finished_recorded = False  # as if its last move had just been made
    scene.ending.record_statistics()
    entry = app.stats.game("armadora")
    assert entry["played"] == 1
    assert entry["best"] == match.outcome().scores[0]
    assert entry["by_level"]["random"]["best"] == match.outcome().scores[0]


def test_a_long_table_scrolls(make_app):
    app = make_app(size=(1024, 640))
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    for level in ("easy", "normal", "hard", "random", "greedy"):
        app.stats.record("armadora", True, [level], best=10)
        app.stats.record("goldmine", False, [level], best=None, lower_is_better=True)
    app.stats.record("goldmine", True, [], best=30, lower_is_better=True)
    scene = open_stats(app)
    table = scene.table
    assert table.max_scroll > 0
    key(app, pygame.K_END)
    assert table.scroll == table.max_scroll
    assert len(table.rows) - 1 in table.visible()
    key(app, pygame.K_HOME)
    assert table.scroll == 0
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    assert table.scroll > 0


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("ui_scale", [0.8, 1.3])
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_table_fits_every_window_scale_and_language(make_app, size, ui_scale, lang):
    app = make_app(size=size, lang=lang)
    app.settings.ui_scale = ui_scale
    app.apply_display_settings()
    window = pygame.Rect(0, 0, *app.size)
    empty = open_stats(app)
    assert window.contains(empty.empty_rect) and window.contains(empty.back_button.rect)
    assert [t for t in empty.drawn_texts() if t[1] > t[2]] == []
    app.pop()
    app.stats.record("armadora", True, ["hard", "greedy"], best=27)
    app.stats.record("armadora", False, [], best=3)
    app.stats.record("goldmine", True, ["normal"], best=123, lower_is_better=True)
    scene = open_stats(app)
    assert window.contains(scene.table.rect)
    assert window.contains(scene.back_button.rect)
    assert scene.table.rect.bottom <= scene.summary.rect.top
    assert scene.summary.rect.bottom <= scene.back_button.rect.top
    assert scene.table.clipped() == []
    assert scene.table.rect.top > scene.px(36) + scene.px(44)
    assert [t for t in scene.drawn_texts() if t[1] > t[2]] == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_averages_keep_a_readable_size_in_a_small_window(make_app, lang):
    """At 1024x640 (scale 0.8) a game's averages row grows to hold its two lines at 12 px
    instead of shrinking them to 10; the rows below move down, and scrolling, the row
    under the mouse and the last row's reach all follow the taller row."""
    app = make_app(size=(1024, 640), lang=lang)
    for level in ("easy", "normal", "hard"):
        app.stats.record("armadora", True, [level], best=40, rounds=28, seconds=1500, margin=12)
    app.stats.record("goldmine", True, ["hard"], best=31, lower_is_better=True, rounds=31)
    table = open_stats(app).table
    kinds = [row.key for row in table.rows]
    story = kinds.index(("armadora", "story"))
    row = table.rows[story]
    sizes = {
        table._style(style)[0]
        for cell in row._layout
        if isinstance(cell, list)
        for _, style, _ in cell
    }
    assert sizes and min(sizes) >= 12
    assert len(table.cell_lines(story, 0)) == 2 and table.clipped() == []
    assert row._height > table.row_h
    below = table.row_rect(story + 1)
    assert below.top == table.row_rect(story).bottom
    assert table.row_at((below.centerx, below.top + 1)) == story + 1
    assert table.row_at((below.centerx, below.top - 1)) == story
    assert table.content_h == sum(r._height for r in table.rows)
    key(app, pygame.K_END)
    assert table.scroll == table.max_scroll
    last = table.row_rect(len(table.rows) - 1)
    assert 0 <= table.body.bottom - last.bottom <= table.app.px(4)  # the box ends under it


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_games_a_resignation_ended_are_said_to_be_left_out_of_the_averages(make_app, lang):
    app = make_app(lang=lang)
    app.stats.record("crown", True, ["hard"], rounds=12, margin=8)
    app.stats.record("crown", False, ["hard"], resigned=True)
    app.stats.record("crown", False, ["hard"], resigned=True)
    app.stats.record("armadora", False, ["hard"], resigned=True)  # only resigned games
    table = open_stats(app).table
    keys = [row.key for row in table.rows]
    crown = " ".join(table.cell_lines(keys.index(("crown", "story")), 0))  # wrapped lines
    assert crown.endswith(tr("stats.resigned_not_averaged", count=2))
    assert ("2 games ended by a resignation" in crown) == (lang == "en")
    armadora = " ".join(table.cell_lines(keys.index(("armadora", "story")), 0))
    assert armadora == tr("stats.resigned_not_averaged", count=1)
    assert table.clipped() == []
