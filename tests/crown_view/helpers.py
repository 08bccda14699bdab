"""Driving the Crown & Dragon play scene by synthetic input: clicks on squares, cards and
buttons, the way a player makes each decision."""

from __future__ import annotations

import random

import pygame

from game.crown.view.play import SQUARE_KINDS, CrownPlay
from game.engine import registry
from game.engine.match import Match, SeatInfo
from tests.ui_fixtures import click, frames

CARD_KINDS = {
    "general": "market_general",
    "military": "market_military",
    "play": "hand",
    "dark": "black",
    "keep": "dealt",
}


def new_play(app, seats, seed: int = 11, **setup) -> CrownPlay:
    full = {"players": len(seats), **setup}
    match = Match.new(registry.get("crown").rules, full, seed, seats)
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    scene = app.push(CrownPlay(app, match))
    frames(app, 2)
    return scene


def solo(app, seed: int = 11, **setup) -> CrownPlay:
    """One human (seat 0) against a random AI."""
    return new_play(app, [SeatInfo("human"), SeatInfo("ai", "random")], seed, **setup)


def move_mouse(app, pos) -> None:
    pos = (round(pos[0]), round(pos[1]))
    app.step(
        1 / 60,
        events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))],
    )


def mouse_click(app, pos, button: int = 1) -> None:
    pos = (round(pos[0]), round(pos[1]))
    move_mouse(app, pos)
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def square_point(scene: CrownPlay, square) -> tuple[float, float]:
    return scene.geo.centre(square)


def click_square(app, scene: CrownPlay, square) -> None:
    mouse_click(app, square_point(scene, square))


def wait_for_human(app, scene: CrownPlay, limit: int = 800) -> None:
    for _ in range(limit):
        if scene.match.is_over or scene.is_human_turn():
            return
        app.step(0.1, events=[])
        if scene.steps.busy:
            scene.skip_animations()


def press_slot(app, scene: CrownPlay, action) -> None:
    button = scene.choices.button_of(action)
    assert button is not None and button.visible
    click(app, button)


def card_spot(app, scene: CrownPlay, what: str, value: int):
    frames(app, 1)  # the column is drawn: the cards have their places
    return next(s for s in scene.spots if s.what == what and s.value == value)


def act_by_input(app, scene: CrownPlay, action) -> None:
    """Make ``action`` the way a player would: a square, a card, or a panel button; what
    waits for a confirmation (End turn at the last moment for cards is held at once)
    gets Confirm."""
    kind = action[0]
    shown = scene.observation()
    if scene.choices.pending == action:
        confirm(app, scene)
        return
    if kind in SQUARE_KINDS:
        click_square(app, scene, (action[1], action[2]))
    elif kind == "act":
        click_square(app, scene, dict(shown.generals)[action[1]].at)
    elif kind == "discard" and len(action) == 2:
        mouse_click(app, card_spot(app, scene, "hand", action[1]).rect.center)
    elif kind in CARD_KINDS:
        spot = card_spot(app, scene, CARD_KINDS[kind], action[1])
        mouse_click(app, spot.rect.center)
    elif kind == "target" and any(a == action for a in scene.panel.button_actions(scene.legal())):
        press_slot(app, scene, action)
    elif kind == "target":
        if len(action) == 4:  # Forced March: the general, then its square
            click_square(app, scene, dict(shown.generals)[action[1]].at)
            assert scene.march == action[1]
            click_square(app, scene, (action[2], action[3]))
        else:
            square = scene.marking.target_square(action)
            click_square(app, scene, square)
    else:
        press_slot(app, scene, action)
    if scene.choices.pending == action:  # a card, or a step that draws: confirmed
        confirm(app, scene)


def confirm(app, scene: CrownPlay) -> None:
    """Press Confirm for the choice waiting for it."""
    button = scene.buttons["confirm"]
    assert button.visible and button.is_enabled
    click(app, button)


def human_at(app, scene: CrownPlay, stage: str, rng: random.Random, limit: int = 600) -> None:
    """Play random decisions by input until the human must decide in ``stage``."""
    for _ in range(limit):
        wait_for_human(app, scene)
        if scene.match.is_over:
            break
        if scene.match.state.stage == stage:
            return
        act_by_input(app, scene, choose(scene, rng))
    raise AssertionError(f"never reached {stage}")


def choose(scene: CrownPlay, rng: random.Random):
    """A random decision that keeps the game going (fewer ends, more doing)."""
    legal = scene.match.legal_actions()
    useful = [a for a in legal if a[0] not in ("end", "done", "trade")] or legal
    if any(a[0] == "target" and len(a) > 1 and isinstance(a[1], str) for a in useful):
        useful = [a for a in useful if scene.marking.target_square(a) is not None] or useful
    return rng.choice(useful)
