"""A second game through the whole kit, in the real app, driven by synthetic input: Tiny
Duel (``tests/tiny_game/`` + ``tests/tiny_view.py``) from its menu card and the shared
setup screen, through play (a die roll animated, a defender's decision by an AI and by a
human in hot-seat), to the shared Results screen and a rematch."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui
import pytest

from game.app.results_scene import ResultsScene
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.privacy import PrivacyScreen
from game.app.scenes.rules_index import RulesIndex
from game.app.setup_scene import SetupScene
from tests.ui_fixtures import click, frames
from tests.waiting import wait_for

pytestmark = pytest.mark.usefixtures("tiny_registered")


@pytest.fixture
def app(make_app):
    app = make_app()
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    app.push(MainMenu(app))
    frames(app, 2)
    return app


def run_until(app, condition) -> None:
    """Frames of 50 ms until ``condition()`` (the AI worker thinks in real time)."""

    def stepped() -> bool:
        if condition():
            return True
        app.step(0.05, events=[])
        return False

    wait_for(stepped, "the condition", poll=0.002)


def play_scene(app):
    from tiny_view import TinyPlay

    return next(s for s in reversed(app.stack.scenes) if isinstance(s, TinyPlay))


def press(app, kind: str, target: int | None = None) -> None:
    """Click the panel button of a move (it must be offered)."""
    scene = play_scene(app)
    button = next(
        b
        for b, action in scene.moves.items()
        if action is not None and action[0] == kind and (target is None or action[1] == target)
    )
    assert button.visible
    click(app, button)


def start_three_seat_game(app) -> SetupScene:
    menu = app.top()
    assert menu.state_for_test()["games"] == ["armadora", "goldmine", "crown", "tiny"]
    click(app, next(b for b, game in menu.play_buttons.items() if game == "tiny"))
    offer = app.top()  # the first Play offers the guided first game (tiny_game/tutorial.py)
    assert offer.name == "confirm" and offer.key == "coach.offer"
    click(app, offer.no_button)
    setup = app.top()
    assert isinstance(setup, SetupScene) and setup.game_id == "tiny"
    click(app, setup.button_for("players", value=3))
    click(app, setup.button_for("kind", 1, value="human"))
    click(app, setup.button_for("level", 2, value="easy"))
    setup.seed_entry.set_text("12")
    app.step(
        1 / 60,
        events=[
            pygame.event.Event(
                pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=setup.seed_entry, text="12"
            )
        ],
    )
    state = setup.state_for_test()
    assert state["setup"] == {"players": 3, "defend": True, "rounds": 1, "teams": False}
    assert [s["kind"] for s in state["seats"]] == ["human", "human", "ai"]
    click(app, setup.play_button)
    return setup


def test_tiny_duel_from_its_menu_card_to_a_rematch(app, monkeypatch):
    def no_inline_player(*args):
        raise AssertionError("the AI worker decides every AI move of this game")

    monkeypatch.setattr("game.app.ai_driver.make_player", no_inline_player)
    start_three_seat_game(app)
    assert app.settings.setups["tiny"]["players"] == 3  # remembered for the next game
    scene = play_scene(app)
    match = scene.match
    ann, bea, bot = (scene.seat_name(s) for s in range(3))

    # Hot-seat: the first player is asked for; meanwhile nobody's secret is on screen.
    privacy = app.top()
    assert isinstance(privacy, PrivacyScreen) and privacy.player == ann
    assert scene.viewer is None and scene.observation().secrets == (None, None, None)
    click(app, privacy.ready_button)
    shown = scene.observation()
    assert scene.viewer == 0 and shown.secrets[0] is not None and shown.secrets[1] is None

    # A die roll: offered as a button, animated before play goes on.
    press(app, "roll")
    face = match.steps[-1].value
    assert scene.rolls == [face] and scene.rolling() and scene.steps.busy
    assert not any(button.visible for button in scene.moves)  # no move while it rolls
    run_until(app, lambda: not scene.steps.busy)
    assert scene.die == face and match.state.points[0] == max(0, face - 2)
    assert any(b.visible for b in scene.moves)  # Ann's second move

    # A duel against the AI: the AI defender answers during Ann's turn.
    press(app, "duel", 2)
    assert (match.to_move, match.turn_of) == (2, 0)
    assert bot in scene.status_text()
    run_until(app, lambda: match.to_move != 2)
    assert match.steps[-1].value in (("accept",), ("yield",))

    # Bea's turn: her own privacy screen; she challenges Ann, who answers in hot-seat.
    run_until(app, lambda: isinstance(app.top(), PrivacyScreen))
    assert app.top().player == bea
    click(app, app.top().ready_button)
    press(app, "take")
    press(app, "duel", 0)
    privacy = app.top()
    assert isinstance(privacy, PrivacyScreen) and privacy.player == ann
    assert f"{ann} decides during {bea}'s turn." in privacy.lines()
    assert scene.observation().seat == -1  # Bea's view is gone before Ann sits down
    click(app, privacy.ready_button)
    assert scene.viewer == 0 and "challenges you" in scene.status_text()
    press(app, "accept")

    # The AI's turn and any decision it asks of a human, then the end.
    while not isinstance(app.top(), ResultsScene):
        top = app.top()
        if isinstance(top, PrivacyScreen):
            click(app, top.ready_button)
        elif top is scene and scene.is_human_turn():
            press(app, scene.match.legal_actions()[0][0])
        else:
            run_until(app, lambda top=top: app.top() is not top or scene.is_human_turn())
    results = app.top().state_for_test()
    assert results["game"] == "tiny"
    winners = [scene.seat_name(s) for s in match.outcome().winners]
    assert all(name in results["headline"] for name in winners)
    for seat, secret in enumerate(match.state.secrets):
        points = match.state.points[seat]
        assert f"{scene.seat_name(seat)}: {points} points (secret {secret})" in results["summary"]
    assert app.stats.game("tiny")["played"] == 1

    # Rematch: the same setup and seats, a new deal.
    click(app, app.top().rematch_button)
    again = play_scene(app)
    assert again is not scene and again.match.setup == match.setup
    assert again.match.seats == match.seats and again.match.seed != match.seed
    assert isinstance(app.top(), PrivacyScreen)  # hot-seat again: Ann is asked for first


def test_tiny_duel_rules_open_from_the_rules_list(app):
    click(app, app.top().buttons["rules"])
    index = app.top()
    assert isinstance(index, RulesIndex)
    button = next(b for b, game in index.game_buttons.items() if game == "tiny")
    assert button.text == "Tiny Duel"
    click(app, button)
    booklet = app.top()
    assert booklet.name == "tiny_rules"
    frames(app, 2)
    assert booklet.overflow.get(0, 0) == 0 and booklet.text_scale.get(0, 1.0) == 1.0


def test_an_illegal_move_is_offered_disabled_with_the_rules_reason(app):
    """The view asks ``explain``: End before a first move, a peek at a known secret."""
    import tiny_game
    from tiny_view import TinyPlay

    from game.engine.match import Match, SeatInfo

    match = Match.new(tiny_game.RULES, {"players": 2}, 5, [SeatInfo(), SeatInfo("ai", "random")])
    scene = app.push(TinyPlay(app, match))
    frames(app, 2)

    def button_of(action):
        return next(b for b, a in scene.moves.items() if a == action)

    def reason(action) -> str | None:
        """The reason shown when the mouse comes onto the button (a button just clicked
        says nothing until the mouse has left it: issue 51)."""
        pos = button_of(action).rect.center
        for at in ((1, 1), pos):
            pygame.mouse.set_pos(at)
            app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0))])
        return scene.disabled_reason()

    assert not button_of(("end",)).is_enabled
    assert reason(("end",)) == "A turn can only end early after its first move."
    press(app, "peek", 1)
    assert button_of(("end",)).is_enabled and not button_of(("peek", 1)).is_enabled
    assert scene.disabled_reason() is None  # just clicked: quiet while the mouse stays
    assert reason(("peek", 1)) == "You already know this secret."


def test_the_die_rolls_to_the_face_its_event_tells(app):
    """A synthetic step: the die comes from the Rolled event, not from the step's value."""
    import tiny_game
    from tiny_view import TinyPlay

    from game.engine.contract import CHANCE
    from game.engine.match import Match, SeatInfo, StepReport

    match = Match.new(tiny_game.RULES, {"players": 2}, 5, [SeatInfo(), SeatInfo()])
    scene = app.push(TinyPlay(app, match))
    told = StepReport(9, CHANCE, 1, (), (tiny_game.Rolled(0, 5, 3, 3),))
    assert scene.animate(told) > 0 and scene.die == 5 and scene.rolls == [5]
    assert scene.animate(StepReport(10, CHANCE, 4, (), ())) == 0 and scene.die == 5


def test_the_tiny_view_reads_no_state_and_no_log_line():
    import tiny_view

    from tests.view_checks import offences

    assert offences(Path(tiny_view.__file__)) == []
    assert len(Path(tiny_view.__file__).read_text().splitlines()) < 200


def test_learn_to_play_leads_tiny_duels_guided_game_to_its_end(app):
    """Tiny Duel's guided game (``tests/tiny_game/tutorial.py``) from its menu card: the coach
    names each step's move, the learner presses it in the panel, the chapter ends on its card."""
    from tiny_game.tutorial import BASICS

    from tests.ui_fixtures import open_learn_to_play

    scene = open_learn_to_play(app, "tiny")
    coach = scene.coach
    frames(app, 2)
    assert "Lesson 1/" in coach.heading()
    assert scene.hint_action == BASICS.lessons[0].steps[0].play[0]
    pressed = []
    while True:
        run_until(app, lambda: scene.is_human_turn() or scene.match.is_over)
        if scene.match.is_over:
            break
        target = coach.progress.target(scene.legal())
        assert target is not None, coach.heading()
        click(app, next(b for b, action in scene.moves.items() if action == target))
        pressed.append(target)
    assert pressed == [move for _, step in BASICS.steps() for move in step.play]
    run_until(app, lambda: coach.chapter_over)
    assert coach.progress.finished
    assert len(app.settings.tutorials["tiny"]) == len(BASICS.steps())
