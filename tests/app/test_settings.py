"""Settings: applied live, persisted, and robust against broken files."""

from __future__ import annotations

import json

import pygame
import pytest

from game.app.scenes.main_menu import MainMenu
from game.app.scenes.settings import SettingsScene
from game.persistence.settings import Settings, SettingsStore
from tests.ui_fixtures import click, frames


def open_settings(app) -> SettingsScene:
    click(app, app.top().buttons["settings"])
    scene = app.top()
    assert isinstance(scene, SettingsScene)
    return scene


def choice(scene: SettingsScene, field: str, value):
    return next(b for b, (f, v) in scene.choices.items() if f == field and v == value)


def test_settings_survive_a_restart(make_app, home):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    scene = open_settings(app)
    click(app, choice(scene, "ai_speed", "fast"))
    click(app, choice(app.top(), "colorblind", True))
    click(app, choice(app.top(), "animation_speed", "slow"))
    click(app, app.top().scale_up)
    click(app, app.top().back_button)
    app.shutdown()

    again = make_app()
    assert again.settings.ai_speed == "fast"
    assert again.settings.colorblind is True
    assert again.settings.animation_speed == "slow"
    assert again.settings.ui_scale == 1.1
    on_disk = json.loads((home / "config" / "settings.json").read_text("utf-8"))
    assert on_disk["ai_speed"] == "fast"


def test_ui_scale_changes_the_layout(make_app):
    app = make_app()
    app.push(MainMenu(app))
    frames(app)
    before = app.top().buttons["settings"].rect.width
    scene = open_settings(app)
    click(app, scene.scale_up)
    click(app, app.top().scale_up)
    click(app, app.top().back_button)
    assert isinstance(app.top(), MainMenu)
    assert app.top().buttons["settings"].rect.width > before


def test_volume_slider_changes_the_setting(make_app):
    import pygame
    import pygame_gui

    app = make_app()
    app.push(SettingsScene(app))
    frames(app)
    slider = next(s for s, f in app.top().sliders.items() if f == "effects_volume")
    app.step(
        1 / 60,
        events=[
            pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, ui_element=slider, value=25)
        ],
    )
    assert app.settings.effects_volume == 0.25


def test_first_launch_follows_a_korean_system_locale(make_app, monkeypatch):
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    app = make_app()
    assert app.settings.language == "ko"


def test_broken_settings_file_gives_defaults_and_a_message(make_app, home):
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    path.write_text("{not json", encoding="utf-8")
    other = home / "saves" / "keep.json"
    other.parent.mkdir(parents=True)
    other.write_text("untouched", encoding="utf-8")
    app = make_app()
    assert app.settings.ai_speed == "normal"
    assert app.startup_problems == ["errors.settings_broken"]
    broken = home / "config" / "settings.json.broken"
    assert broken.read_text(encoding="utf-8") == "{not json"  # set aside at once, and kept
    assert not path.exists()
    app.save_settings()
    assert broken.read_text(encoding="utf-8") == "{not json"
    assert json.loads(path.read_text(encoding="utf-8"))["ai_speed"] == "normal"
    assert other.read_text(encoding="utf-8") == "untouched"


def test_invalid_fields_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "language": "xx",
                "ui_scale": 9,
                "ai_speed": "warp",
                "colorblind": True,
                "master_volume": "loud",
                "window_size": [10, 10],
            }
        ),
        encoding="utf-8",
    )
    store = SettingsStore(path)
    settings = store.load()
    assert settings.colorblind is True  # the valid field is kept
    assert settings.ai_speed == "normal"
    assert settings.master_volume == Settings().master_volume
    assert settings.ui_scale == 1.5  # clamped into range
    assert settings.window_size == [1024, 640]  # clamped to the minimum window
    assert store.problem == "errors.settings_partly_invalid"


def test_settings_file_that_is_not_an_object(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    store = SettingsStore(path)
    assert store.load() == Settings(language=store.load().language)
    assert store.problem == "errors.settings_partly_invalid"


def test_remembered_setups_are_kept_per_game_and_checked(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"setups": {"armadora": {"players": 3}, "broken": [1], "7": "x"}}),
        encoding="utf-8",
    )
    store = SettingsStore(path)
    settings = store.load()
    assert settings.setups == {"armadora": {"players": 3}}
    assert store.problem is None  # a forgotten setup only means defaults: no message
    store.save(settings)
    again = SettingsStore(path).load()
    assert again.setups == {"armadora": {"players": 3}}
    path.write_text(json.dumps({"setups": "nonsense", "colorblind": True}), encoding="utf-8")
    settings = SettingsStore(path).load()
    assert settings.setups == {} and settings.colorblind is True


def test_the_interface_size_buttons_stay_under_the_mouse(make_app):
    """Each click on + (or −) rescales the screen; the button clicked comes back where it
    was, so clicking again needs no aiming (at 1024x640 too)."""
    for size in ((1280, 800), (1024, 640)):
        app = make_app(size=size)
        app.push(MainMenu(app))
        frames(app)
        scene = open_settings(app)
        start = app.settings.ui_scale
        where = scene.scale_up.rect.center
        for _ in range(2):
            click(app, app.top().scale_up)
            button = app.top().scale_up
            assert (
                abs(button.rect.centerx - where[0]) <= 1
                and abs(button.rect.centery - where[1]) <= 1
            )
        where = app.top().scale_down.rect.center
        click(app, app.top().scale_down)
        button = app.top().scale_down
        assert abs(button.rect.centerx - where[0]) <= 1 and abs(button.rect.centery - where[1]) <= 1
        assert round(app.settings.ui_scale - start, 2) == 0.1


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_row_shows_whole_at_130_percent(make_app, size):
    """Issue 51: at 130 % in a 1280x800 window the rows scrolled and the last was cut; the
    rows and their margins give way first, so all nine stand whole in the panel."""
    app = make_app(size=size)
    app.settings.ui_scale = 1.3
    app.apply_display_settings()
    app.push(MainMenu(app))
    scene = app.push(SettingsScene(app))
    frames(app, 1)
    assert scene.scroll is None
    inner = scene.box.get_container().get_rect()
    controls = [*scene.choices, *scene.sliders]
    assert len({c.rect.y for c in controls}) >= 7  # the rows of choices and sliders
    for control in controls:
        assert inner.contains(control.rect), control


def test_scrolled_rows_end_with_a_whole_row(make_app):
    """Where the rows must scroll (150 % at 1024x640) the view ends with a row, none cut."""
    app = make_app(size=(1024, 640))
    app.settings.ui_scale = 1.5
    app.apply_display_settings()
    app.push(MainMenu(app))
    scene = app.push(SettingsScene(app))
    frames(app, 1)
    assert scene.scroll is not None
    view = pygame.Rect(scene.scroll.rect)
    for control in scene.choices:
        if control.rect.colliderect(view):
            assert view.top <= control.rect.top and control.rect.bottom <= view.bottom, control
