"""Issue 15: what the play screen says about the control or target under the mouse.

Hover feedback belongs to its moment (a step, an overlay or a hand-over clears it), a control
that cannot be used is disabled and says why, a palisade's preview lights only the territory
it closes, and the private or irreversible steps can be confirmed or taken back.
"""

from __future__ import annotations

import pygame
import pytest

from game.app.scenes import privacy
from game.app.scenes.dialogs import ConfirmDialog
from game.app.scenes.pause import PauseMenu
from game.app.scenes.privacy import PrivacyScreen
from game.armadora import board
from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.text import tr
from tests.armadora_view.test_play import (
    cell_point,
    line_point,
    mouse_click,
    new_play,
    wait_for_human,
)
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")


def move_mouse(app, pos) -> None:
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))
    app.step(1 / 60, events=[event])


def feedback(scene: ArmadoraPlay):
    """(ghost line, ghost warrior, tooltip) as the next frame would draw them."""
    overlay = scene.board_overlay(scene.observation())
    return overlay.ghost_line, overlay.ghost_warrior, scene.tooltip_text()


def test_a_palisade_just_placed_is_not_shown_as_taken(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    wait_for_human(app, scene)
    first, second = [a[1] for a in scene.match.legal_actions() if a[0] == "palisade"][:2]
    mouse_click(app, line_point(scene, first))
    assert scene.match.state.palisades >> first & 1
    assert feedback(scene) == (None, None, None)  # not red, no "already a palisade"
    x, y = line_point(scene, first)
    move_mouse(app, (x + 1, y))  # a twitch on the same line
    assert feedback(scene) == (None, None, None)
    move_mouse(app, line_point(scene, second))  # another line: live feedback again
    assert feedback(scene)[0] == (second, True)
    move_mouse(app, line_point(scene, first))  # and back: now it is a fair answer
    assert feedback(scene)[0] == (first, False)


def test_a_warrior_just_placed_gets_no_error_over_its_value(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    wait_for_human(app, scene)
    cell = next(a for a in scene.match.legal_actions() if a[0] == "warrior")[1]
    mouse_click(app, cell_point(scene, cell))
    wait_for_human(app, scene)
    x, y = cell_point(scene, cell)
    move_mouse(app, (x + 2, y + 1))
    assert feedback(scene) == (None, None, None)


def test_the_next_hot_seat_player_does_not_see_the_last_players_error(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("human")])
    click(app, app.top().ready_button)
    line = next(a for a in scene.match.legal_actions() if a[0] == "palisade")[1]
    mouse_click(app, line_point(scene, line))
    key(app, pygame.K_RETURN)  # Done: the privacy screen for the second player
    assert isinstance(app.top(), PrivacyScreen)
    click(app, app.top().ready_button)
    assert scene.viewer == 1 and scene.is_human_turn()
    assert feedback(scene) == (None, None, None)


def test_overlays_clear_the_hover(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    wait_for_human(app, scene)
    corner = board.line_between(board.cell_of(0, 0), board.cell_of(1, 0))
    move_mouse(app, line_point(scene, corner))
    assert feedback(scene)[0] == (corner, True)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), PauseMenu)
    assert feedback(scene) == (None, None, None)  # nothing drawn under the pause menu
    click(app, app.top().buttons["resume"])
    assert feedback(scene) == (None, None, None)  # the mouse is elsewhere now
    move_mouse(app, line_point(scene, corner))
    assert feedback(scene)[0] == (corner, True)


def advanced_hot_seat(app, factions, seed=8) -> ArmadoraPlay:
    match = Match.new(
        registry.get("armadora").rules,
        {"players": 2, "advanced": True, "factions": factions},
        seed,
        [SeatInfo("human"), SeatInfo("human")],
    )
    app.settings.animation_speed = "fast"
    scene = app.push(ArmadoraPlay(app, match))
    click(app, app.top().ready_button)
    return scene


def looks(button) -> str:
    """The state pygame-gui draws the button in."""
    return button.drawable_shape.active_state.state_id


def reason_shown(app, scene: ArmadoraPlay, button) -> str | None:
    move_mouse(app, button.rect.center)
    return scene.disabled_reason()


def test_unusable_power_and_reinforce_look_disabled_and_say_why(make_app):
    app = make_app()
    scene = advanced_hot_seat(app, ["mage", "orc"])
    power, reinforce = scene.buttons["power"], scene.buttons["reinforce"]
    # No opposing warrior on the board: nothing to peek at; no full territory to reinforce.
    assert not power.is_enabled and looks(power) == "disabled"
    assert not reinforce.is_enabled and looks(reinforce) == "disabled"
    assert reason_shown(app, scene, power) == tr("armadora.problem.no_target.peek")
    assert reason_shown(app, scene, reinforce) == tr("armadora.problem.no_full_territory")
    click(app, power)  # a click on it changes nothing
    assert scene.mode == "main"
    # The Orc's one power token, once spent, is explained too.
    warrior = next(a for a in scene.match.legal_actions() if a[0] == "warrior")
    mouse_click(app, cell_point(scene, warrior[1]))
    click(app, app.top().ready_button)
    orc = next(a for a in scene.match.legal_actions() if a[0] == "orc")
    power = scene.buttons["power"]  # the hand-over rebuilt the panel
    click(app, power)
    assert scene.mode == "power" and looks(power) == "selected"
    mouse_click(app, line_point(scene, orc[1]))
    mouse_click(app, cell_point(scene, _free_cell(scene)))
    click(app, app.top().ready_button)  # the Mage's turn
    warrior = next(a for a in scene.match.legal_actions() if a[0] == "warrior")
    mouse_click(app, cell_point(scene, warrior[1]))
    click(app, app.top().ready_button)  # the Orc's turn again
    assert scene.viewer == 1 and scene.is_human_turn()
    power = scene.buttons["power"]
    assert looks(power) == "disabled"
    assert reason_shown(app, scene, power) == tr("armadora.problem.no_token")


def _free_cell(scene: ArmadoraPlay) -> int:
    return next(a for a in scene.match.legal_actions() if a[0] == "warrior")[1]


def test_a_closing_palisade_lights_only_the_territory_it_closes(make_app):
    app = make_app()
    match = Match.new(
        registry.get("armadora").rules, {"players": 2}, 5, [SeatInfo("human"), SeatInfo("human")]
    )
    c = board.cell_of
    corner = [c(0, 0), c(1, 0), c(0, 1), c(1, 1)]
    walls = [(c(1, 0), c(2, 0)), (c(1, 1), c(2, 1)), (c(0, 1), c(0, 2)), (c(1, 1), c(1, 2))]
    lines = [board.line_between(a, b) for a, b in walls]
    for action in [("palisade", lines[0]), ("palisade", lines[1]), ("palisade", lines[2])]:
        match.play(action)
    match.play(("done",))  # the second player stopped after one palisade
    scene = app.push(ArmadoraPlay(app, match))
    click(app, app.top().ready_button)
    move_mouse(app, line_point(scene, lines[3]))
    overlay = scene.board_overlay(scene.observation())
    assert overlay.ghost_line == (lines[3], True)
    mask = sum(1 << cell for cell in corner)
    gold = sum(match.state.gold[i] for i, m in enumerate(board.MINE_CELLS) if mask >> m & 1)
    label = tr("armadora_ui.preview_territory", size=4, gold=gold)
    assert overlay.preview_regions == ((mask, label),)  # not the 36 squares left outside
    frames(app)


def test_a_peek_is_confirmed_first(make_app):
    app = make_app()
    rules = registry.get("armadora").rules
    match = Match.new(
        rules,
        {"players": 2, "advanced": True, "factions": ["mage", "orc"]},
        8,
        [SeatInfo("human"), SeatInfo("ai", "random")],
    )
    match.play(next(a for a in match.legal_actions() if a[0] == "warrior"))
    orc_cell = next(a for a in match.legal_actions() if a[0] == "warrior")[1]
    match.play(("warrior", orc_cell, 1))
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    click(app, scene.buttons["power"])
    steps = len(match.steps)
    mouse_click(app, cell_point(scene, orc_cell))
    dialog = app.top()
    assert isinstance(dialog, ConfirmDialog) and dialog.key == "armadora_ui.confirm_peek"
    assert len(match.steps) == steps  # nothing seen yet
    click(app, dialog.no_button)
    assert len(match.steps) == steps and scene.mode == "power"  # still choosing
    mouse_click(app, cell_point(scene, orc_cell))
    click(app, app.top().yes_button)
    assert match.steps[steps].value == ("peek", orc_cell)


def test_a_face_up_goblin_warrior_is_confirmed_first(make_app):
    """The one confirm rule (issue 51): a Goblin warrior face up shows its value, which
    Undo never takes back, so it asks first; a warrior face down is placed on one click."""
    app = make_app()
    rules = registry.get("armadora").rules
    match = Match.new(
        rules,
        {"players": 2, "advanced": True, "factions": ["goblin", "orc"]},
        8,
        [SeatInfo("human"), SeatInfo("ai", "random")],
    )
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    goblin = next(a for a in match.legal_actions() if a[0] == "goblin")
    assert scene.needs_confirm(goblin)
    key(app, pygame.K_0 + goblin[2])
    click(app, scene.buttons["power"])
    steps = len(match.steps)
    mouse_click(app, cell_point(scene, goblin[1]))
    dialog = app.top()
    assert isinstance(dialog, ConfirmDialog) and dialog.key == "armadora_ui.confirm_goblin"
    assert len(match.steps) == steps
    click(app, dialog.yes_button)
    assert match.steps[steps].value == goblin


def test_a_pass_undo_can_take_back_is_made_on_one_click(make_app):
    """Not the last pass: it shows nothing, Undo takes it back, so no question."""
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    assert ("pass",) in scene.legal() and not scene.needs_confirm(("pass",))
    steps = len(scene.match.steps)
    click(app, scene.buttons["pass"])
    assert not isinstance(app.top(), ConfirmDialog)
    assert scene.match.steps[steps].value == ("pass",)
    assert scene.can_undo()
    assert scene.undo() and len(scene.match.steps) == steps


def hot_seat_first_move(app) -> tuple[ArmadoraPlay, int]:
    scene = new_play(app, [SeatInfo("human"), SeatInfo("human")])
    click(app, app.top().ready_button)
    cell = next(a for a in scene.match.legal_actions() if a[0] == "warrior")[1]
    mouse_click(app, cell_point(scene, cell))
    return scene, cell


def test_the_privacy_screen_offers_a_short_undo_to_the_mover(make_app):
    app = make_app()
    scene, cell = hot_seat_first_move(app)
    screen = app.top()
    assert isinstance(screen, PrivacyScreen) and screen.undo_button is not None
    assert scene.seat_name(0) in screen.undo_button.text
    click(app, screen.undo_button)
    assert app.top() is scene
    assert scene.viewer == 0 and scene.is_human_turn()  # back to the player who moved
    assert scene.match.state.occupied >> cell & 1 == 0
    assert scene.match.to_move == 0


def test_the_undo_on_the_privacy_screen_expires(make_app):
    app = make_app()
    scene, _cell = hot_seat_first_move(app)
    screen = app.top()
    assert screen.animating()  # the countdown is drawn
    for _ in range(int(privacy.UNDO_GRACE * 10) + 2):
        app.step(0.1, events=[])
    assert screen.undo_button is None and not screen.animating()
    click(app, screen.ready_button)
    assert scene.viewer == 1
