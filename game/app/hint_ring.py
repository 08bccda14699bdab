"""A play scene's part: the hinted choice's button, ringed.

A hint (or a tutorial's next step) names an action.  When that action is a square on the
board the game's board marks it; when it is a button in the panel (keep a general, buy a
card, a challenge, Pass) the button gets a gold ring around it here.  The ring is drawn
just outside the button, under the interface layer, so the button itself stays as it is;
it is still, so an idle screen stays idle."""

from __future__ import annotations

import pygame

from game.app import theme
from game.app.play_context import PlayContext

RING = 3
"""Design pixels of the ring's width (and of its gap to the button)."""


def hinted_button(scene: PlayContext) -> pygame.Rect | None:
    """Where the hinted action's button stands (None: no hint, not the viewer's decision,
    or the action has no visible button)."""
    action = scene.hint_action
    if action is None or not scene.is_human_turn():
        return None
    button = scene.hint_button(action)
    if button is None or not button.visible:
        return None
    return pygame.Rect(button.get_abs_rect())


def draw(scene: PlayContext, surface: pygame.Surface) -> None:
    """The ring around the hinted button, if there is one."""
    rect = hinted_button(scene)
    if rect is None:
        return
    width = max(2, scene.px(RING))
    ring = rect.inflate(width * 4, width * 4)
    pygame.draw.rect(surface, theme.GOLD_LIGHT, ring, width, border_radius=width * 3)
