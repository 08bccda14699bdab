"""Where a widget's tooltip goes: never over the row of controls it explains, nor over the
next row (a hero's help must not hide Player 2's row, where the player looks next).

pygame-gui puts a tooltip just under the pointer; :class:`Manager` (the app's UI manager)
moves it above the control when it would cover that band, else under the band.  A click on
a control hides its tooltip until the mouse leaves it: the player has read it and acted,
and the control may now offer something else (issue 51)."""

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
    """The app's UI manager: pygame-gui's, its tooltips kept off the rows they explain and
    hidden over a control just clicked."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.clicked: list = []
        """The controls under the last click: their tooltips stay hidden while the mouse
        stays on them."""

    def process_events(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.clicked = [
                element
                for element in self.get_sprite_group().sprites()
                if element.visible and element.rect.collidepoint(event.pos)
            ]
            for element in self.clicked:
                tip = getattr(element, "tool_tip", None)
                if tip is not None:
                    tip.kill()  # kept as the element's tip, so none is made while it stays
        return super().process_events(event)

    def just_clicked(self, element) -> bool:
        """Whether ``element`` was under the last click and the mouse has not left it."""
        return element in self.clicked

    def update(self, time_delta: float) -> None:
        if self.clicked:
            mouse = self.get_mouse_position()
            self.clicked = [
                e for e in self.clicked if e.alive() and e.visible and e.rect.collidepoint(mouse)
            ]
        super().update(time_delta)

    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, **kw):
        tip = super().create_tool_tip(
            text, position, hover_distance, parent_element, object_id, **kw
        )
        if parent_element in self.clicked:
            tip.kill()  # asked for while the mouse stays on a control just clicked: not shown
            return tip
        target = getattr(parent_element, "rect", None)
        if target is not None:
            window = self.get_root_container().get_rect()
            spot = clear_spot(pygame.Rect(tip.rect), pygame.Rect(target), window)
            if spot.topleft != tip.rect.topleft:
                tip.set_position(spot.topleft)
        return tip
