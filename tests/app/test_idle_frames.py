"""The frame loop sleeps while nothing moves (a board game left open must not keep a core
busy) and wakes at once for input or an animation; scenes say when they animate.  The loop
runs on a simulated clock (``SimulatedClock``): frames are counted in its seconds, which a
busy machine cannot stretch."""

from __future__ import annotations

import math

import pygame
import pytest

from game.app import app as app_module
from game.app.scenes.main_menu import SPARKLE_SECONDS
from tests.app.test_play_chrome import HUMAN, RANDOM, step_until, tiny_scene
from tests.ui_fixtures import run_loop

pytestmark = pytest.mark.usefixtures("home")


def rested_menu(menu_app):
    menu = menu_app.top()
    menu.update(SPARKLE_SECONDS + 1)
    assert not menu.animating()
    app_module.drain_events()
    return menu


def test_an_idle_menu_sleeps_between_rare_frames(menu_app):
    rested_menu(menu_app)
    counts, clock = run_loop(menu_app, 1.2)
    # 60 frames a second would be 72; asleep it polls 4 times a second and draws the
    # first frame and then once a second.
    assert counts["frames"] == math.ceil(1.2 / (app_module.IDLE_WAIT_MS / 1000))
    assert counts["drawn"] == 2
    # A signal, or a second start asking this window to come forward, is seen within
    # one wait: the loop never sleeps longer.
    assert clock.waits and max(clock.waits) == app_module.IDLE_WAIT_MS


def test_input_wakes_the_loop_to_full_rate(menu_app):
    rested_menu(menu_app)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    counts, clock = run_loop(menu_app, 0.6)
    # Woken at once, then every frame drawn at 60 a second (hover effects and tooltips
    # after input run smoothly).
    assert clock.waits == [app_module.IDLE_WAIT_MS]
    assert counts["drawn"] == counts["frames"]
    assert 0.6 * app_module.FPS <= counts["frames"] <= 0.6 * app_module.FPS + 2


def test_full_rate_lasts_a_second_after_the_last_input(menu_app):
    rested_menu(menu_app)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))
    )
    counts, clock = run_loop(menu_app, 3.0)
    # The first wait is woken by the input; every frame after the lively second waits.
    lively = counts["frames"] - len(clock.waits) + 1
    full_rate = app_module.ACTIVE_AFTER_INPUT * app_module.FPS
    assert full_rate <= lively <= full_rate + 2
    idle_seconds = 3.0 - app_module.ACTIVE_AFTER_INPUT
    assert len(clock.waits) - 1 >= idle_seconds / (app_module.IDLE_WAIT_MS / 1000) - 1
    assert set(clock.waits) == {app_module.IDLE_WAIT_MS}


def test_the_menu_twinkles_only_at_first(menu_app):
    menu = menu_app.top()
    assert menu.animating()
    menu.update(SPARKLE_SECONDS)
    assert not menu.animating()


def test_a_play_scene_animates_while_steps_show_or_the_ai_plays_and_rests_on_a_human_turn(
    make_app,
):
    app = make_app()
    scene = tiny_scene(app, [HUMAN, RANDOM], seconds=1.0)
    step_until(app, lambda: scene.match.to_move == 0 and not scene.steps.busy)
    step_until(app, lambda: not scene.animating())  # a human's turn, nothing moving
    scene.play(scene.match.legal_actions()[0])
    assert scene.animating()  # the step shows, then the AI (seat 1) paces and thinks
    step_until(app, lambda: scene.match.to_move == 0 and not scene.animating())
    scene.turns.request_hint()
    assert scene.animating()  # a hint on its way shows as soon as it comes


def test_held_keys_and_buttons_are_tracked_for_pans_and_drags():
    held: set = set()
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0)
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1))
    app_module._track_held(held, [down, press])
    assert len(held) == 2
    app_module._track_held(held, [pygame.event.Event(pygame.KEYUP, key=pygame.K_LEFT, mod=0)])
    assert held == {(pygame.MOUSEBUTTONDOWN, 1)}
    app_module._track_held(held, [pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert not held


def test_the_window_is_not_backed_by_opengl(menu_app):
    # Drawn in software: an accelerated framebuffer would load OpenGL (on Linux Mesa's
    # software GL, about 90 MB resident) just to copy the picture to the window.
    import os

    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"


def test_the_theme_names_its_fonts_by_file_path():
    # pygame-gui reads a package *resource* into memory once per font size (6 MB for each
    # size of Noto Sans KR); a path is read from the file as needed.
    from pathlib import Path

    from game.app import theme

    fonts = [block["font"] for block in theme.theme_dict(1.2).values() if "font" in block]
    assert fonts
    for font in fonts:
        assert "regular_resource" not in font and "bold_resource" not in font
        assert Path(font["regular_path"]).is_file() and Path(font["bold_path"]).is_file()


def test_resizes_and_leaving_a_game_give_memory_back(menu_app, monkeypatch):
    from game.app import memory
    from game.app.scenes.main_menu import MainMenu

    calls = []
    monkeypatch.setattr(memory, "give_back", lambda: calls.append(1) or True)
    menu_app.resize((1100, 700))
    assert len(calls) == 1  # the old widgets and UI manager, freed by the rebuild
    menu_app.reset_to(MainMenu(menu_app))
    assert len(calls) == 2  # back to the menu: the last game's memory


def test_giving_memory_back_is_safe_on_any_platform():
    from game.app import memory

    assert memory.give_back() in (True, False)
