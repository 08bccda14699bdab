"""Finished games are found again (issue 49): a game played to its end, resigned, or a
finished tutorial is kept among the finished games, listed on Load's Finished tab with its
result and date and opened in its review; its autosave is retired before the statistics
count it, so it never comes back as a live game."""

from __future__ import annotations

import os

import pytest

from game.app.scenes.main_menu import MainMenu
from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from game.persistence import saves as saves_module
from tests.app.test_finish_now import to_results
from tests.app.test_resign import resign_from_menu
from tests.ui_fixtures import click, frames

pytestmark = pytest.mark.usefixtures("home")

HUMAN, GREEDY = SeatInfo("human", name="Ann"), SeatInfo("ai", "greedy")


def start(app, game: str, seed: int = 3):
    app.settings.ai_speed = "fast"
    app.push(MainMenu(app))
    setup = {"players": 2, **({"round_limit": 6} if game != "armadora" else {})}
    match = Match.new(registry.get(game).rules, setup, seed, [HUMAN, GREEDY])
    scene = app.push(registry.get(game).view.play_scene(app, match))
    frames(app, 2)
    return scene


def play_on(app, scene, decisions: int | None = None) -> None:
    """The person plays the first legal move, ``decisions`` times (None: to the end)."""
    made = 0
    for _ in range(6000):
        if scene.match.is_over or (decisions is not None and made >= decisions):
            return
        if scene.is_human_turn() and app.top() is scene:
            scene.play(scene.match.legal_actions()[0])
            made += 1
        app.step(0.1, events=[])
    raise AssertionError("the game never got there")


def open_load(app):
    app.reset_to("menu")
    load = app.push("load")
    frames(app, 2)
    return load


def test_a_finished_game_is_listed_with_its_result_and_opens_its_review(make_app):
    app = make_app()
    scene = start(app, "armadora")
    play_on(app, scene)
    to_results(app)
    load = open_load(app)
    state = load.state_for_test()
    assert state["tab"] == "unfinished" and state["empty"]  # nothing to play on
    assert state["tabs"] == {"unfinished": "In progress (0)", "finished": "Finished (1)"}
    click(app, load.tab_buttons["finished"])
    load.fill_details(None)
    state = load.state_for_test()
    (row,) = state["rows"]
    assert row["progress"].endswith(("wins!", "win!")) or row["progress"].startswith("Shared")
    assert row["saved"][0] == "Today" and row["game"] == ["Armadora"]
    assert load.load_button is None  # a finished game is reviewed, not played on
    load.table.select(0)
    load._enable_buttons()
    click(app, load.review_button)
    review = app.top()
    assert review.name == "review" and review.replay.over
    assert review.match.steps == scene.match.steps
    review.cancel()


def test_a_resigned_game_is_retired_before_the_statistics_count_it(make_app, monkeypatch):
    app = make_app()
    scene = start(app, "crown")
    play_on(app, scene, decisions=4)
    assert app.saves.has_continue()
    on_disk = []
    count = app.stats.record

    def record_then_look(*args, **kwargs):  # what a kill right after the count would leave
        on_disk.append((app.saves.has_continue(), len(app.saves.finished()[0])))
        count(*args, **kwargs)

    monkeypatch.setattr(app.stats, "record", record_then_look)
    resign_from_menu(app, scene)
    assert scene.match.is_over and scene.match.stopped
    assert on_disk == [(False, 1)]  # no live autosave left when the loss is counted
    assert app.stats.game("crown")["played"] == 1
    assert app.stats.game("crown")["resigned"] == 1  # and left out of the averages
    to_results(app)
    load = open_load(app)
    assert load.state_for_test()["empty"]  # it does not come back at "Round 2/6"
    load.show_tab("finished")
    load.fill_details(None)
    (row,) = load.state_for_test()["rows"]
    assert "Ann resigned" in row["progress"]
    (kept,) = app.saves.finished()[0]
    assert record.load(kept.path).stopped
    restarted = make_app()  # and not after a restart either
    assert not restarted.saves.has_continue()
    assert len(restarted.saves.finished()[0]) == 1


def test_a_finished_tutorial_is_kept_with_its_label(make_app):
    app = make_app()
    app.settings.ai_speed = "fast"
    app.push("menu")
    scene = app.push("tutorial", game_id="armadora")
    frames(app, 2)
    play_on(app, scene)
    frames(app, 5)
    assert not app.saves.has_continue()  # a lesson is never resumed
    (kept,) = app.saves.finished()[0]
    assert kept.meta.get("tutorial") is True
    load = open_load(app)
    load.show_tab("finished")
    assert load.state_for_test()["rows"][0]["game"] == ["Armadora", "Learn to play"]
    assert app.stats.game("armadora")["played"] == 0  # and it counts in no statistics


def test_the_newest_finished_games_are_kept_and_one_can_be_deleted(make_app, monkeypatch):
    monkeypatch.setattr(saves_module, "FINISHED_KEPT", 3)
    app = make_app()
    match = Match.new(registry.get("armadora").rules, {"players": 2}, 1, [HUMAN, GREEDY])
    match.resign(0)
    folder = app.saves.finished_folder
    folder.mkdir(parents=True)
    for n in range(5):  # written within a second: the file times tell them apart
        record.save(match, folder / f"armadora-{n}.json")
        os.utime(folder / f"armadora-{n}.json", (1_000_000 + n, 1_000_000 + n))
    app.saves.trim_finished()
    assert sorted(p.name for p in folder.iterdir()) == [f"armadora-{n}.json" for n in (2, 3, 4)]
    load = open_load(app)
    load.show_tab("finished")
    load.table.select(0)
    load._enable_buttons()
    click(app, load.delete_button)
    click(app, app.top().yes_button)
    assert len(list(folder.iterdir())) == 2
    assert load.state_for_test()["tabs"]["finished"] == "Finished (2)"
