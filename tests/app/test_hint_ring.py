"""A hinted choice that lives on a panel button (keep a general, Pass, a challenge) gets a
gold ring around that button (:mod:`game.app.hint_ring`); a hint on the board does not,
nor does anything while nobody has a hint."""

from __future__ import annotations

import pygame

from game.app import hint_ring, theme
from game.engine import registry
from tests.ui_fixtures import frames


def guided_crown(app):
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    app.push("menu")
    scene = app.push("tutorial", game_id="crown")
    frames(app, 2)
    return scene


def ring_pixels(app, rect: pygame.Rect) -> int:
    """How many pixels just outside ``rect`` have the ring's colour."""
    shot = app.screen
    ring = rect.inflate(8, 8)
    found = 0
    for x in range(ring.left, ring.right):
        for y in (ring.top, ring.top + 1, ring.bottom - 1, ring.bottom - 2):
            if 0 <= x < shot.get_width() and 0 <= y < shot.get_height():
                found += tuple(shot.get_at((x, y)))[:3] == theme.GOLD_LIGHT
    return found


def test_the_tutorials_first_step_rings_the_button_it_names(make_app):
    app = make_app()
    scene = guided_crown(app)
    first = registry.get("crown").tutorial.chapters[0].lessons[0].steps[0]
    assert scene.hint_action == first.play[0]  # keep a general: a panel button
    rect = hint_ring.hinted_button(scene)
    button = scene.choices.button_of(first.play[0])
    assert rect == pygame.Rect(button.get_abs_rect())
    app.draw()
    assert ring_pixels(app, rect) > rect.w  # drawn all along its top and bottom


def test_no_ring_without_a_hint_or_for_a_board_square(make_app):
    app = make_app()
    scene = guided_crown(app)
    scene.turns.clear_hint()
    assert hint_ring.hinted_button(scene) is None
    scene.turns.show_hint(("move", 5, 5))  # a square: the board marks it, no button does
    assert hint_ring.hinted_button(scene) is None
