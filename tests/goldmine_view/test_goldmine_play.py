"""Gold Mine on screen, driven by synthetic input: tiles placed and turned by mouse and
keys, moves by clicks, buttons for the movement and the action, undo, saves, a whole game
to the Results screen."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.resume import open_save
from game.app.scenes.main_menu import MainMenu
from game.app.setup_scene import SetupScene
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.goldmine.view.mine_view import anchor
from game.goldmine.view.play import GoldMinePlay
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")


def new_play(app, seats, seed=11, **setup) -> GoldMinePlay:
    full = {"players": len(seats), **setup}
    match = Match.new(registry.get("goldmine").rules, full, seed, seats)
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    scene = app.push(GoldMinePlay(app, match))
    frames(app, 2)
    return scene


def move_mouse(app, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )


def mouse_click(app, pos, button=1) -> None:
    pos = (round(pos[0]), round(pos[1]))
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def square_point(scene: GoldMinePlay, square) -> tuple[float, float]:
    return scene.view.camera.board_to_screen((square[0] + 0.5, square[1] + 0.5))


def position_point(scene: GoldMinePlay, position) -> tuple[float, float]:
    return scene.view.camera.board_to_screen(anchor(scene.match.state.board, position))


def show(scene: GoldMinePlay, squares) -> None:
    """Bring squares into view (the camera may have been left elsewhere)."""
    scene.view.take_over()
    scene.view.camera.fit(
        pygame.FRect(
            min(s[0] for s in squares),
            min(s[1] for s in squares),
            max(s[0] for s in squares) - min(s[0] for s in squares) + 1,
            max(s[1] for s in squares) - min(s[1] for s in squares) + 1,
        )
    )


def wait_for_human(app, scene, limit=600) -> None:
    """Until a person decides and the board takes input (a hand-over banner is gone)."""
    for _ in range(limit):
        banner = scene.handing.showing()
        if scene.match.is_over or (scene.is_human_turn() and not banner):
            return
        app.step(0.1, events=[])


def press_slot(app, scene, action) -> None:
    button = scene.choices.button_of(action)
    assert button is not None and button.visible
    click(app, button)


def act_by_input(app, scene, action) -> None:
    """Make ``action`` the way a player would: a board click (the tile turned first with R
    while the mouse is over its square) or the panel button that offers it; the same click
    again (or Enter) when it waits for a confirmation, a die or a draw following it."""
    kind = action[0]
    asks = scene.needs_confirm(action)
    if kind == "place":
        square = (action[1], action[2])
        show(scene, [square])
        point = square_point(scene, square)
        move_mouse(app, point)
        for _ in range(4):
            if scene.marking.ghost_rot(square) == action[3]:
                break
            key(app, pygame.K_r)
        mouse_click(app, point)
        if asks:
            assert scene.pending == action, (scene.pending, action)
            mouse_click(app, point)
    elif kind in ("move", "nugget"):
        target = action[1:]
        show(scene, [target[:2]])
        point = position_point(scene, target) if kind == "move" else square_point(scene, target)
        mouse_click(app, point)
        if asks:
            assert scene.pending == action, (scene.pending, action)
            key(app, pygame.K_RETURN)
    elif kind in ("hand", "excavate") and len(action) == 2:
        frames(app, 1)  # the panel is drawn: the own tiles have their places
        rect = next(r for r, tile in scene.panel.hand_rects if tile == action[1])
        mouse_click(app, rect.center)
    else:
        press_slot(app, scene, action)
        if asks:  # a challenge, a roll, a draw: the second press confirms
            assert scene.pending == action
            press_slot(app, scene, action)


def test_setup_defaults_start_two_players_against_a_normal_ai(make_app):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    click(app, next(b for b, g in app.top().play_buttons.items() if g == "goldmine"))
    assert app.top().key == "coach.offer"  # the first start offers the guided first game
    click(app, app.top().no_button)
    setup = app.top()
    assert isinstance(setup, SetupScene) and setup.game_id == "goldmine"
    click(app, setup.play_button)
    scene = app.top()
    assert isinstance(scene, GoldMinePlay)
    assert [(s.kind, s.level) for s in scene.match.seats][1] == ("ai", "normal")
    assert scene.match.seats[0].kind == "human"
    assert scene.match.setup == {
        "players": 2,
        "mud": True,
        "five_tiles": False,
        "alliance": False,
        "round_limit": 60,
    }


def test_a_full_game_by_clicks_reaches_the_results(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], round_limit=2)
    rng = random.Random(5)
    kinds = set()
    for _ in range(400):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        legal = scene.match.legal_actions()
        useful = [a for a in legal if a[0] != "end"] or legal
        action = rng.choice(useful)
        before = len(scene.match.steps)
        act_by_input(app, scene, action)
        kinds.add(action[0])
        assert len(scene.match.steps) > before, f"{action} was not taken"
    assert scene.match.is_over
    assert {"place", "move"} <= kinds
    for _ in range(200):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(0.1, events=[])
    results = app.top()
    assert isinstance(results, ResultsScene)
    assert app.stats.game("goldmine")["played"] == 1
    click(app, results.rematch_button)
    assert isinstance(app.top(), GoldMinePlay)
    assert not app.top().match.is_over


def human_at(app, scene, stage, rng) -> None:
    """Play random decisions by input until the human must decide in ``stage``."""
    for _ in range(400):
        wait_for_human(app, scene)
        if scene.match.state.stage == stage:
            return
        legal = scene.match.legal_actions()
        useful = [a for a in legal if a[0] != "end"] or legal
        act_by_input(app, scene, rng.choice(useful))
    raise AssertionError(f"never reached {stage}")


def test_rotating_and_placing_a_tile(make_app):
    """R turns the ghost under the mouse among the ways that fit; the click lays it so
    (at once, or after the same click again when a draw follows)."""
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], seed=4)
    human_at(app, scene, "place", random.Random(1))
    spots = {}
    for action in scene.match.legal_actions():
        spots.setdefault((action[1], action[2]), []).append(action[3])
    square = max(spots, key=lambda s: len(spots[s]))
    show(scene, [square])
    point = square_point(scene, square)
    move_mouse(app, point)
    first = scene.marking.ghost_rot(square)
    assert first in spots[square]
    key(app, pygame.K_r)
    turned = scene.marking.ghost_rot(square)
    assert turned in spots[square]
    if len(spots[square]) > 1:
        assert turned != first  # only rotations that fit are offered
    before = len(scene.match.steps)
    placing = ("place", *square, turned)
    asks = scene.needs_confirm(placing)
    mouse_click(app, point)
    if asks:
        assert scene.pending == placing and len(scene.match.steps) == before
        key(app, pygame.K_RETURN)
    assert scene.match.state.board[square][1] == turned
    assert scene.match.steps[before].value == placing


def test_an_illegal_spot_says_why_and_changes_nothing(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], seed=4)
    human_at(app, scene, "place", random.Random(1))
    board = scene.match.state.board
    occupied = (0, 0)
    show(scene, [occupied])
    before = len(scene.match.steps)
    mouse_click(app, square_point(scene, occupied))
    assert scene.pending is None
    assert len(scene.match.steps) == before
    assert scene.state_for_test()["tooltip"] == "A tile is already lying here."
    far = (max(x for x, _ in board) + 3, 0)
    app.step(
        1 / 60,
        events=[
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=tuple(map(round, square_point(scene, far))),
                rel=(0, 0),
                buttons=(0, 0, 0),
            )
        ],
    )
    if scene.view.rect.collidepoint(square_point(scene, far)):
        assert "edge" in scene.state_for_test()["tooltip"]


def test_undo_goes_back_to_the_move_but_not_across_the_roll(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], seed=8)
    rng = random.Random(2)
    for _ in range(60):
        human_at(app, scene, "movement", rng)
        if ("roll",) in scene.match.legal_actions():
            break
    steps = len(scene.match.steps)
    press_slot(app, scene, ("roll",))  # a die follows: it waits for the second press
    assert scene.pending == ("roll",) and len(scene.match.steps) == steps
    press_slot(app, scene, ("roll",))
    wait_for_human(app, scene)
    assert scene.match.state.stage == "move"
    dice = scene.match.state.dice
    far = max(scene.match.legal_actions(), key=lambda a: abs(a[1]) + abs(a[2]))
    act_by_input(app, scene, far)
    assert scene.match.state.stage != "move"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 2)
    assert scene.match.state.stage == "move"
    assert scene.match.state.dice == dice  # the roll stands
    assert not scene.match.can_undo(0)  # and undo stops there


def test_a_saved_game_reloads_to_the_identical_position(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], seed=6)
    human_at(app, scene, "action", random.Random(4))
    scene.saving.flush()
    steps = list(scene.match.steps)
    board = dict(scene.match.state.board)
    miners = list(scene.match.state.miners)
    app.reset_to(MainMenu(app))
    assert app.top().state_for_test()["continue_enabled"]
    assert open_save(app, app.saves.autosave_path)
    loaded = app.top()
    assert isinstance(loaded, GoldMinePlay)
    assert loaded.match.steps == steps
    assert loaded.match.state.board == board
    assert list(loaded.match.state.miners) == miners
