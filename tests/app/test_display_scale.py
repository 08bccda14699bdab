"""The layout uses the window's real pixel size (issue 54): with Windows' display scaling
(the exe is per-monitor DPI aware, so its window is not stretched), the window opens that
much larger in pixels and the UI is scaled to match; the settings keep its size at 96 dpi."""

from __future__ import annotations

import pygame
import pytest

from game.app import dpi


@pytest.fixture
def scaled(monkeypatch):
    """A display at 200 % (``display_scale`` is 1.0 off Windows)."""
    monkeypatch.setattr(dpi, "display_scale", lambda: 2.0)


def test_at_200_percent_the_window_and_the_ui_are_twice_as_large(scaled, make_app):
    app = make_app(size=None)
    assert app.screen.get_size() == app.size == (2560, 1600)
    assert app.scale == 2.0
    assert app.px(100) == 200
    app.push("menu")
    app.step(0.0)
    assert app.top().buttons["quit"].rect.height == 2 * 52  # the menu's 52 design pixels


def test_resizing_keeps_the_size_at_96_dpi_and_the_least_size_in_pixels(scaled, make_app):
    app = make_app(size=None)
    app.push("menu")
    app.resize((2200, 1400))
    assert app.settings.window_size == [1100, 700]
    app.resize((1500, 900))  # below 1024x640 at 200 %
    assert app.size == (2048, 1280)


def test_without_scaling_nothing_changes(make_app):
    app = make_app(size=(1024, 640))
    assert app.size == (1024, 640) and app.scale == 0.8
    app.resize((1600, 1000))
    assert app.settings.window_size == [1600, 1000] and app.scale == 1.25


def test_the_layout_follows_the_window_it_got(make_app, monkeypatch):
    """A window the system gives another size than asked (fullscreen: the screen's) is laid
    out for the pixels it has."""
    opened = pygame.display.set_mode

    def other_size(size, flags=0):
        return opened((1440, 900), flags)

    monkeypatch.setattr(pygame.display, "set_mode", other_size)
    app = make_app(size=(1280, 800))
    assert app.size == (1440, 900) == app.screen.get_size()
    assert app.scale == 1.1


def test_the_display_scale_is_one_off_windows():
    assert dpi.display_scale() == 1.0
