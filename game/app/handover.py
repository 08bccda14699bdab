"""The hand-over banner of a hot-seat game without hidden information (Gold Mine): when the
decision passes from one person to another there is nothing to hide, so no privacy screen,
but the board says plainly whose turn it now is, and for a moment it takes no input, so a
click meant for the last turn (a double click, a hurried confirm) never acts in the next."""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame
import pygame_gui

from game.app import fonts, theme

SHOWN = 2.2
"""Seconds the banner stays (a click after ``DEAF`` takes it away sooner)."""
DEAF = 0.6
"""Seconds after the hand-over during which the board ignores clicks and keys."""


class HandOver:
    """One banner: who decides now (and during whose turn), from when."""

    def __init__(self, title: str, note: str, start: float) -> None:
        self.title, self.note, self.start = title, note, start

    def showing(self, now: float) -> bool:
        return now - self.start < SHOWN

    def swallows(self, event: pygame.event.Event, now: float, keep: Collection = ()) -> bool:
        """Whether ``event`` stops at the banner: every click, button and key while it is
        shown (Esc aside, and the buttons in ``keep``: the menu still opens); a click after
        the first moment also ends it."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if now - self.start >= DEAF and event.type == pygame.MOUSEBUTTONUP:
                self.start -= SHOWN  # acknowledged: gone
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return event.ui_element not in keep
        return event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE

    def draw(self, surface: pygame.Surface, area: pygame.Rect, px: Callable[[float], int]) -> None:
        """A band across the middle of ``area`` (the board), title above the note."""
        title = fonts.render(self.title, px(30), theme.GOLD, bold=True, shadow=(20, 10, 0))
        note = fonts.render(self.note, px(16), theme.CREAM)
        width = min(area.w - px(20), max(title.get_width(), note.get_width()) + px(60))
        band = pygame.Rect(0, 0, width, title.get_height() + note.get_height() + px(34))
        band.center = area.center
        shade = pygame.Surface(band.size, pygame.SRCALPHA)
        shade.fill((18, 14, 22, 225))
        surface.blit(shade, band.topleft)
        pygame.draw.rect(surface, theme.GOLD, band, 2, border_radius=px(12))
        surface.blit(title, title.get_rect(midtop=(band.centerx, band.y + px(12))))
        surface.blit(note, note.get_rect(midbottom=(band.centerx, band.bottom - px(12))))
