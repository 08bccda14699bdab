"""The review of an unfinished hot-seat game on the screen (issue 49): Load -> Review asks
whose review it is, hands the computer over behind the privacy screen, and shows that
player's own observation only; a game against the AI opens at once for its one person."""

from __future__ import annotations

import pytest

from game.app.seat_names import SeatNames
from game.engine.match import Match
from game.engine.review.run import InlineExecutor
from tests.review.test_review_secrets import played
from tests.ui_fixtures import click, frames


@pytest.fixture
def quiet_review(monkeypatch):
    """The review screen analyses nothing here (its analysis is the engine tests')."""
    from game.app.review.scene import ReviewScene

    monkeypatch.setattr(ReviewScene, "analyse", lambda self: None)


def review_from_load(app, match: Match):
    app.saves.save_as_new(match)
    app.push("menu")
    load = app.push("load")
    frames(app, 3)
    load.table.select(0)
    load._enable_buttons()
    frames(app)
    click(app, load.review_button)
    return load


@pytest.mark.usefixtures("quiet_review")
@pytest.mark.parametrize("game_id", ["crown", "armadora"])
def test_an_unfinished_hot_seat_review_is_handed_over_first(make_app, game_id):
    app = make_app()
    match = played(game_id, 30, "hh")
    load = review_from_load(app, match)
    chooser = app.top()
    assert chooser.name == "choose", "nobody's secrets before the player is chosen"
    names = SeatNames.of_match(match)
    assert chooser.state_for_test()["options"] == [names.seat(0), names.seat(1)]
    click(app, chooser.option_buttons[1])
    privacy = app.top()
    assert privacy.name == "privacy" and privacy.player == names.seat(1)
    assert all(scene.name != "review" for scene in app.stack.scenes)
    click(app, privacy.ready_button)
    review = app.top()
    assert review.name == "review" and review.seat == 1
    replay = review.replay
    for at in (0, replay.end // 2, replay.end):
        review.cursor.go(at)
        shown = review.observation()
        assert shown == replay.observation(at, 1)
        assert shown != replay.observation(at, 0)  # seat 0's hand is never on screen
    frames(app, 2)
    click(app, review.buttons["back"])
    assert app.top() is load


@pytest.mark.usefixtures("quiet_review")
def test_the_choice_can_be_cancelled(make_app):
    app = make_app()
    load = review_from_load(app, played("crown", 30, "hh"))
    click(app, app.top().cancel_button)
    assert app.top() is load


@pytest.mark.usefixtures("quiet_review")
def test_a_game_against_the_ai_opens_for_its_person_at_once(make_app):
    app = make_app()
    review_from_load(app, played("crown", 30, "ah"))
    review = app.top()
    assert review.name == "review" and review.seat == 1


def test_no_way_into_the_screen_shows_a_persons_secrets_to_the_table(make_app):
    app = make_app()
    hot_seat, against_ai = played("crown", 30, "hh"), played("crown", 30, "ha")
    inline = {"executors": lambda: [InlineExecutor()]}
    with pytest.raises(ValueError):
        app.scene("review", match=hot_seat, **inline)  # whose? it must be named
    with pytest.raises(ValueError):
        app.scene("review", match=against_ai, seat=1, **inline)  # the AI's hand
    assert app.scene("review", match=hot_seat, seat=1, **inline).seat == 1
