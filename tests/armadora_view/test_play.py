"""The Armadora play scene driven like a player: synthetic clicks and keys, headless."""

from __future__ import annotations

import random

import pygame
import pytest

from game.app.results_scene import ResultsScene
from game.app.resume import open_save
from game.app.scenes.dialogs import ConfirmDialog
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.privacy import PrivacyScreen
from game.app.setup_scene import SetupScene
from game.armadora import board
from game.armadora.view.play import ArmadoraPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.text import tr
from tests.ui_fixtures import click, frames, key

pytestmark = pytest.mark.usefixtures("home")


def new_play(app, seats, seed=11, advanced=False) -> ArmadoraPlay:
    match = Match.new(
        registry.get("armadora").rules, {"players": len(seats), "advanced": advanced}, seed, seats
    )
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    scene = app.push(ArmadoraPlay(app, match))
    frames(app, 2)
    return scene


def mouse_click(app, pos, button=1) -> None:
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def line_point(scene: ArmadoraPlay, line: int) -> tuple[int, int]:
    (x1, y1), (x2, y2) = scene.view.line_segment(line)
    return (x1 + x2) // 2, (y1 + y2) // 2


def cell_point(scene: ArmadoraPlay, cell: int) -> tuple[int, int]:
    return scene.view.cell_rect(cell).center


def wait_for_human(app, scene, limit=400) -> None:
    for _ in range(limit):
        if scene.match.is_over or scene.is_human_turn():
            return
        app.step(0.1, events=[])


def test_a_full_game_by_clicks_reaches_the_results(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    rng = random.Random(3)
    for _ in range(200):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        legal = scene.match.legal_actions()
        stage_done = ("done",) in legal
        warriors = [a for a in legal if a[0] == "warrior"]
        lines = [a for a in legal if a[0] == "palisade"]
        before = len(scene.match.steps)
        if stage_done and rng.random() < 0.5:
            key(app, pygame.K_RETURN)
        elif warriors and rng.random() < 0.6:
            action = rng.choice(warriors)
            key(
                app,
                {1: pygame.K_1, 2: pygame.K_2, 3: pygame.K_3, 4: pygame.K_4, 5: pygame.K_5}[
                    action[2]
                ],
            )
            mouse_click(app, cell_point(scene, action[1]))
        elif lines:
            mouse_click(app, line_point(scene, rng.choice(lines)[1]))
        else:
            click(app, scene.buttons["pass"])
            if isinstance(app.top(), ConfirmDialog):
                click(app, app.top().yes_button)
        assert len(scene.match.steps) > before, "the click was not taken as a move"
    for _ in range(100):
        if isinstance(app.top(), ResultsScene):
            break
        app.step(0.1, events=[])
    results = app.top()
    assert isinstance(results, ResultsScene)
    assert results.state_for_test()["items"] >= 1  # the territories
    assert app.stats.game("armadora")["played"] == 1
    assert app.saves.has_continue() is False
    click(app, results.rematch_button)
    assert isinstance(app.top(), ArmadoraPlay)
    assert not app.top().match.is_over


def test_hot_seat_shows_the_privacy_screen_between_humans(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = new_play(app, [SeatInfo("human"), SeatInfo("human")])
    assert isinstance(app.top(), PrivacyScreen)  # first player gets the board only after a click
    click(app, app.top().ready_button)
    assert app.top() is scene and scene.viewer == 0
    warrior = next(a for a in scene.match.legal_actions() if a[0] == "warrior")
    key(app, pygame.K_1)
    mouse_click(app, cell_point(scene, warrior[1]))
    screen = app.top()
    assert isinstance(screen, PrivacyScreen)
    assert screen.player == scene.seat_name(1)
    assert scene.viewer is None  # nobody's hidden values may be drawn under the cover
    click(app, screen.ready_button)
    assert scene.viewer == 1
    # Player 1's value is not known to player 2's view.
    pos = scene.position()
    shown = scene.value_of(pos)(warrior[1])
    assert shown == (None, False)


def test_undo_restores_the_board(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    wait_for_human(app, scene)
    before_palisades = scene.match.state.palisades
    before_steps = len(scene.match.steps)
    line = next(a for a in scene.match.legal_actions() if a[0] == "palisade")[1]
    mouse_click(app, line_point(scene, line))
    assert scene.match.state.palisades == before_palisades | (1 << line)
    key(app, pygame.K_RETURN)  # Done: the AI plays next
    wait_for_human(app, scene)
    assert len(scene.match.steps) > before_steps + 1
    ctrl_z = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")
    app.step(1 / 60, events=[ctrl_z])  # back over the AI's turn to "Done"
    frames(app)
    assert scene.match.state.palisades == before_palisades | (1 << line)
    assert scene.match.state.stage == 2 and scene.is_human_turn()
    click(app, scene.buttons["undo"])  # and back over the palisade
    assert scene.match.state.palisades == before_palisades
    assert len(scene.match.steps) == before_steps
    assert scene.is_human_turn()


def test_a_click_on_an_illegal_line_changes_nothing(make_app):
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    wait_for_human(app, scene)
    # Closing the corner square A1 off would leave a region of 1 square: two palisades.
    right_of_a1 = board.line_between(board.cell_of(0, 0), board.cell_of(1, 0))
    below_a1 = board.line_between(board.cell_of(0, 0), board.cell_of(0, 1))
    mouse_click(app, line_point(scene, right_of_a1))
    assert scene.match.state.stage == 2  # first palisade placed; second is pending
    steps = len(scene.match.steps)
    state = scene.match.state.palisades
    hover = pygame.event.Event(
        pygame.MOUSEMOTION, pos=line_point(scene, below_a1), rel=(0, 0), buttons=(0, 0, 0)
    )
    app.step(1 / 60, events=[hover])
    assert "1" in scene.problem(("palisade", below_a1))  # the tooltip explains the 1-square region
    mouse_click(app, line_point(scene, below_a1))
    assert len(scene.match.steps) == steps
    assert scene.match.state.palisades == state
    # A click outside the board is harmless too.
    mouse_click(app, (5, app.size[1] - 5))
    assert len(scene.match.steps) == steps


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_second_palisade_prompt_says_whose_turn_it_is(make_app, lang):
    """Every step of a turn names the player, the second palisade too (issue 51, 8g)."""
    app = make_app(lang=lang)
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    wait_for_human(app, scene)
    first = scene.prompt()
    right_of_a1 = board.line_between(board.cell_of(0, 0), board.cell_of(1, 0))
    mouse_click(app, line_point(scene, right_of_a1))
    assert scene.match.state.stage == 2  # the second palisade is pending
    second = scene.prompt()
    name = scene.seat_name(scene.match.to_move)
    assert name in first and name in second
    assert second == scene.your_turn(tr("armadora.prompt.second_palisade"))


def test_a_saved_game_reloads_to_the_identical_position(make_app):
    app = make_app()
    app.push(MainMenu(app))
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], advanced=True)
    for _ in range(6):
        wait_for_human(app, scene)
        warrior = next(a for a in scene.match.legal_actions() if a[0] == "warrior")
        key(app, pygame.K_1)
        mouse_click(app, cell_point(scene, warrior[1]))
    wait_for_human(app, scene)
    scene.saving.flush()
    steps = list(scene.match.steps)
    values = list(scene.match.state.values)
    log = [(e.key, dict(e.args)) for e in scene.match.log]
    app.reset_to(MainMenu(app))
    assert app.top().state_for_test()["continue_enabled"]
    assert open_save(app, app.saves.autosave_path)
    loaded = app.top()
    assert isinstance(loaded, ArmadoraPlay)
    assert loaded.match.steps == steps
    assert list(loaded.match.state.values) == values
    assert [(e.key, dict(e.args)) for e in loaded.match.log] == log


def test_setup_defaults_start_a_two_player_game_against_the_ai(make_app):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    play = next(b for b, g in app.top().play_buttons.items() if g == "armadora")
    click(app, play)
    assert app.top().name == "confirm"  # the first time: the guided first game is offered
    click(app, app.top().no_button)
    setup = app.top()
    assert isinstance(setup, SetupScene) and setup.game_id == "armadora"
    click(app, setup.play_button)
    scene = app.top()
    assert isinstance(scene, ArmadoraPlay)
    assert [s.kind for s in scene.match.seats] == ["human", "ai"]
    assert scene.match.setup["players"] == 2


def own_warrior_shown(scene: ArmadoraPlay, cell: int):
    return scene.value_of(scene.position())(cell)


@pytest.mark.parametrize("peek_own", [True, False])
def test_own_face_down_values_follow_peek_own(make_app, peek_own):
    app = make_app()
    match = Match.new(
        registry.get("armadora").rules,
        {"players": 2, "peek_own": peek_own},
        4,
        [SeatInfo("human"), SeatInfo("ai", "random")],
    )
    scene = app.push(ArmadoraPlay(app, match))
    frames(app)
    cell = next(a for a in match.legal_actions() if a[0] == "warrior")[1]
    key(app, pygame.K_3)
    assert scene.value == 3
    mouse_click(app, cell_point(scene, cell))
    assert match.state.values[cell] == 3
    assert own_warrior_shown(scene, cell) == ((3, True) if peek_own else (None, False))


def test_a_peeked_value_is_shown_to_the_mage_only(make_app):
    app = make_app()
    rules = registry.get("armadora").rules
    match = Match.new(
        rules,
        {"players": 2, "advanced": True, "factions": ["mage", "orc"]},
        8,
        [SeatInfo("human"), SeatInfo("human")],
    )
    # Mage places a warrior, the Orc places one: now the Mage may peek at it.
    mage_cell = next(a for a in match.legal_actions() if a[0] == "warrior")
    match.play(mage_cell)
    orc_cell = next(a for a in match.legal_actions() if a[0] == "warrior" and a[2] == 5)
    match.play(orc_cell)
    scene = app.push(ArmadoraPlay(app, match))
    click(app, app.top().ready_button)  # privacy screen for the Mage
    assert scene.viewer == 0
    assert own_warrior_shown(scene, orc_cell[1]) == (None, False)
    click(app, scene.buttons["power"])
    assert scene.mode == "power"
    assert scene.targets() >> orc_cell[1] & 1
    mouse_click(app, cell_point(scene, orc_cell[1]))
    click(app, app.top().yes_button)  # a peek is asked about first
    assert own_warrior_shown(scene, orc_cell[1]) == (5, True)
    assert any("5" in line for line in scene.log_lines())  # the private log line
    assert not scene.can_undo()  # a revealed value cannot be taken back
    # The Orc's player never sees the Mage's private line or the Mage's own value.
    warrior = next(a for a in match.legal_actions() if a[0] == "warrior")
    mouse_click(app, cell_point(scene, warrior[1]))
    click(app, app.top().ready_button)
    assert scene.viewer == 1
    assert not any("strength 5" in line for line in scene.log_lines())
    assert own_warrior_shown(scene, mage_cell[1]) == (None, False)


def test_colour_blind_setting_changes_faction_colours(make_app):
    from game.armadora.view.palette import faction_colour

    normal = {f: faction_colour(f, False) for f in ("orc", "goblin", "elf", "mage")}
    safe = {f: faction_colour(f, True) for f in ("orc", "goblin", "elf", "mage")}
    assert normal != safe and len(set(safe.values())) == 4
    app = make_app()
    app.settings.colorblind = True
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    assert scene.view.colorblind is True


def test_the_warrior_buttons_are_put_away_when_the_game_ends(make_app):
    """They stayed lit, "1 ×10" selected, beside the finished board (behind the tutorial's
    last card, or until Results)."""
    app = make_app()
    scene = new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")])
    assert any(button.is_enabled for button in scene.panel.value_buttons)
    while not scene.match.is_over:
        scene.match.play(
            ("pass",) if ("pass",) in scene.legal() else scene.match.legal_actions()[0]
        )
    scene.refresh_panel()
    assert not any(button.is_enabled for button in scene.panel.value_buttons)
