"""Where a widget's tooltip goes: never over the row of controls it explains, nor over the
next row (a hero's help must not hide Player 2's row, where the player looks next).

pygame-gui puts a tooltip just under the pointer; :class:`Manager` (the app's UI manager)
moves it above the control when it would cover that band, else under the band."""

from __future__ import annotations

import pygame
import pygame_gui

GAP = 4
"""Pixels between a tooltip and the band it keeps clear of."""


def guarded_band(target: pygame.Rect, window: pygame.Rect) -> pygame.Rect:
    """The control's row and the next one, across the window."""
    return pygame.Rect(window.x, target.top, window.w, 2 * target.h + target.h // 3)


def clear_spot(tip: pygame.Rect, target: pygame.Rect, window: pygame.Rect) -> pygame.Rect:
    """``tip`` moved off the guarded band: above the control, else below the band, else
    where it was (a window too low for either)."""
    band = guarded_band(target, window)
    if not tip.colliderect(band):
        return tip
    above = tip.copy()
    above.bottom = target.top - GAP
    if above.top >= window.top:
        return above
    below = tip.copy()
    below.top = band.bottom + GAP
    if below.bottom <= window.bottom:
        return below
    return tip


class Manager(pygame_gui.UIManager):
    """The app's UI manager: pygame-gui's, its tooltips kept off the rows they explain."""

    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, **kw):
        tip = super().create_tool_tip(
            text, position, hover_distance, parent_element, object_id, **kw
        )
        target = getattr(parent_element, "rect", None)
        if target is not None:
            window = self.get_root_container().get_rect()
            spot = clear_spot(pygame.Rect(tip.rect), pygame.Rect(target), window)
            if spot.topleft != tip.rect.topleft:
                tip.set_position(spot.topleft)
        return tip
