"""The New game screen's seat badges: a game's view may give each seat a swatch and mark
(``GameView.seat_badge``), drawn before the seat's name; without the hook there is none."""

from __future__ import annotations

import pygame

from game.engine import registry
from tests.app.test_setup_scene import SIX_ID, open_setup, press, register_six


def test_a_view_gives_each_seat_its_badge_beside_the_name(make_app):
    calls = []

    def badge(seat, value, size, colorblind):
        calls.append((seat, value, colorblind))
        picture = pygame.Surface((size, size))
        picture.fill((40 * seat, 200, 0))
        return picture

    register_six(seat_badge=badge)
    try:
        app = make_app()
        app.settings.colorblind = True
        open_setup(app)
        scene = press(app, "players", value=4)
        assert scene.state_for_test()["badges"] == [0, 1, 2, 3]
        assert (2, scene.choices.seat_values[2], True) in calls
        for seat, image in scene.badges.items():
            buttons = [b.rect for b, c in scene.controls.items() if c.seat == seat]
            assert image.rect.right <= min(r.x for r in buttons)  # before the seat's buttons
            assert scene.panel.rect.contains(image.rect)
            centre = image.image.get_at((image.rect.w // 2, image.rect.h // 2))
            assert tuple(centre)[:3] == (40 * seat, 200, 0)
    finally:
        registry.unregister(SIX_ID)


def test_no_hook_no_badges(make_app):
    register_six()
    try:
        app = make_app()
        assert open_setup(app).state_for_test()["badges"] == []
    finally:
        registry.unregister(SIX_ID)
