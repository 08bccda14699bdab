"""The main menu and the scene stack, driven by synthetic clicks."""

from __future__ import annotations

import pygame

from game.app.scenes.dialogs import ConfirmDialog
from game.app.scenes.load_game import LoadGame
from game.app.scenes.main_menu import MainMenu
from game.app.scenes.settings import SettingsScene
from game.app.scenes.statistics import Statistics
from tests.ui_fixtures import click, frames, key


def test_menu_shows_every_entry_in_english(menu_app):
    state = menu_app.top().state_for_test()
    assert state["buttons"] == {
        "continue": "Continue",
        "load": "Load",
        "statistics": "Statistics",
        "settings": "Settings",
        "rules": "Rules",
        "quit": "Quit",
    }
    assert state["continue_enabled"] is False  # nothing to continue on a fresh install


def test_language_switch_rerenders_the_menu(menu_app):
    menu = menu_app.top()
    korean = next(b for b, lang in menu.lang_buttons.items() if lang == "ko")
    click(menu_app, korean)
    state = menu_app.top().state_for_test()
    assert state["buttons"]["settings"] == "설정"
    assert state["buttons"]["quit"] == "종료"
    assert menu_app.settings.language == "ko"


def test_language_switch_updates_every_open_scene(menu_app):
    click(menu_app, menu_app.top().buttons["settings"])
    settings = menu_app.top()
    assert isinstance(settings, SettingsScene)
    korean = next(b for b, (f, v) in settings.choices.items() if f == "language" and v == "ko")
    click(menu_app, korean)
    assert menu_app.top().back_button.text == "뒤로"
    key(menu_app, pygame.K_ESCAPE)
    assert isinstance(menu_app.top(), MainMenu)
    assert menu_app.top().buttons["load"].text == "불러오기"


def test_buttons_open_their_scenes_and_escape_returns(menu_app):
    for entry, scene_type in (
        ("load", LoadGame),
        ("statistics", Statistics),
        ("settings", SettingsScene),
    ):
        click(menu_app, menu_app.top().buttons[entry])
        assert isinstance(menu_app.top(), scene_type), entry
        key(menu_app, pygame.K_ESCAPE)
        assert isinstance(menu_app.top(), MainMenu)


def test_quit_from_menu_stops_without_asking(menu_app):
    click(menu_app, menu_app.top().buttons["quit"])
    assert menu_app.running is False


def test_window_close_during_a_game_quits_without_asking(menu_app):
    """The desktop closes the window at logout as the window's button does: the game is
    saved after every decision, so nothing is asked."""
    menu_app.top().in_game = True  # stands for a play scene below
    menu_app.step(1 / 60, events=[pygame.event.Event(pygame.QUIT)])
    assert menu_app.running is False
    assert not isinstance(menu_app.top(), ConfirmDialog)


def test_quit_button_with_a_game_below_asks_first(menu_app):
    menu_app.top().in_game = True
    click(menu_app, menu_app.top().buttons["quit"])
    dialog = menu_app.top()
    assert isinstance(dialog, ConfirmDialog) and menu_app.running
    click(menu_app, dialog.no_button)
    assert menu_app.running and isinstance(menu_app.top(), MainMenu)
    click(menu_app, menu_app.top().buttons["quit"])
    click(menu_app, menu_app.top().yes_button)
    assert menu_app.running is False


def test_menu_fits_the_minimum_window(make_app):
    app = make_app(size=(1024, 640))
    app.push(MainMenu(app))
    frames(app, 2)
    width, height = app.size
    for button in app.top().buttons.values():
        assert button.rect.left >= 0 and button.rect.right <= width
        assert button.rect.top >= 0 and button.rect.bottom <= height


def test_window_is_never_smaller_than_the_minimum(menu_app):
    menu_app.step(
        1 / 60, events=[pygame.event.Event(pygame.VIDEORESIZE, w=400, h=300, size=(400, 300))]
    )
    assert menu_app.size == (1024, 640)
    assert isinstance(menu_app.top(), MainMenu)
