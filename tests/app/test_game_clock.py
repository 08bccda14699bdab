"""The game's length is the time it was open to play (issue 51, item 7d): the play screen's
clock counts the time that really passed (not the frame time capped for the animations, so
an idle turn counts whole), it is kept in the save so a resumed game adds up, it stops with
the game, and the Results and the statistics get it."""

from __future__ import annotations

import pytest

from game.app.play import LONGEST_FRAME
from game.app.scenes.main_menu import MainMenu
from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")

SEATS = [SeatInfo("human"), SeatInfo("ai", "random")]


def new_match() -> Match:
    return Match.new(registry.get("armadora").rules, {"players": 2}, 7, SEATS)


def play(app, match: Match):
    app.push(MainMenu(app))
    scene = app.push(app.scene("play", match=match))
    frames(app, 1)
    return scene


def test_idle_frames_count_the_time_that_really_passed(make_app):
    app = make_app()
    match = new_match()
    play(app, match)
    start = match.played_seconds
    for _ in range(4):  # a person thinking: idle frames a quarter of a second apart
        app.step(0.1, events=[], elapsed=0.25)
    assert match.played_seconds == pytest.approx(start + 1.0)
    app.step(0.1, events=[], elapsed=3600.0)  # the computer slept
    assert match.played_seconds == pytest.approx(start + 1.0 + LONGEST_FRAME)


def test_the_clock_is_kept_in_the_save_and_a_resumed_game_adds_to_it(make_app):
    app = make_app()
    match = new_match()
    play(app, match)
    app.step(0.1, events=[], elapsed=LONGEST_FRAME)
    before = match.played_seconds
    assert before > 0
    loaded = record.loads(record.dumps(match))
    assert loaded.played_seconds == pytest.approx(before, abs=0.05)
    app.reset_to("menu")
    scene = play(app, loaded)
    app.step(0.1, events=[], elapsed=2.0)
    assert loaded.played_seconds >= before + 2.0 - 0.05
    assert scene.ending.seconds() == loaded.played_seconds  # what Results and statistics get


def test_an_old_save_without_a_clock_tells_no_time(make_app):
    data = record.to_record(new_match())
    data.pop("played_seconds")
    data.pop("checksum")
    data["checksum"] = record._checksum(data)
    loaded = record.from_record(data)
    assert loaded.played_seconds is None
    app = make_app()
    scene = play(app, loaded)
    app.step(0.1, events=[], elapsed=2.0)
    assert loaded.played_seconds is None and scene.ending.seconds() is None


def test_the_hot_seat_hand_over_counts_and_the_pause_menu_does_not(make_app):
    app = make_app()
    seats = [SeatInfo("human"), SeatInfo("human")]
    match = Match.new(registry.get("armadora").rules, {"players": 2}, 7, seats)
    scene = play(app, match)
    if app.top() is scene:  # the first hand-over: a privacy screen of our own
        app.push("privacy", player="Orc", on_ready=lambda: None)
    assert app.top().name == "privacy"
    start = match.played_seconds
    app.step(0.1, events=[], elapsed=3.0)
    assert match.played_seconds == pytest.approx(start + 3.0)
    app.pop()
    assert app.top() is scene
    scene.commands.open_menu()
    assert app.top().name == "pause"
    paused = match.played_seconds
    app.step(0.1, events=[], elapsed=3.0)
    assert match.played_seconds == paused


def test_the_clock_stops_with_the_game(make_app):
    app = make_app()
    match = new_match()
    play(app, match)
    match.resign(0)  # the game ends here
    assert match.is_over
    kept = match.played_seconds
    app.step(0.1, events=[], elapsed=2.0)
    assert match.played_seconds == kept


def test_the_real_frame_loop_counts_idle_waits_whole(make_app):
    """The app's own loop on a simulated clock: a person thinking for 20 s leaves the loop
    idle (waits of a quarter second, the frame time capped at 0.1 s for animations), and
    the game's clock still gains the 20 s (it gained 8 when it summed the capped time)."""
    from tests.ui_fixtures import run_loop

    app = make_app()
    match = Match.new(
        registry.get("armadora").rules, {"players": 2}, 7, [SeatInfo("human"), SeatInfo("human")]
    )
    scene = play(app, match)
    frames(app, 2)
    if app.top() is not scene:  # hot-seat: the privacy screen first, clicked away
        app.pop()
    assert app.top() is scene
    start = match.played_seconds
    _, clock = run_loop(app, 20.0)
    assert max(clock.waits, default=0) > 0  # it did go idle
    assert match.played_seconds - start == pytest.approx(20.0, abs=1.0)
