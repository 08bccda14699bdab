"""Drawing the parts of the play screen every game shares: the status bar and the tooltip
that explains why the target under the mouse is illegal."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.app import fonts, theme

STATUS_FILL = (24, 20, 28)
TOOLTIP_FILL = (18, 14, 22)
TOOLTIP_EDGE = (230, 90, 70)
TOOLTIP_TEXT = (255, 236, 220)


def thinking_dots(time: float) -> str:
    """One to three dots, changing twice a second (the "thinking…" animation)."""
    return "." * (1 + int(time * 2) % 3)


def draw_status_bar(
    surface: pygame.Surface, rect: pygame.Rect, text: str, px: Callable[[float], int]
) -> None:
    """A rounded bar with ``text`` in bold, shrunk (down to 12 design px) until it fits."""
    pygame.draw.rect(surface, STATUS_FILL, rect, border_radius=px(10))
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 1, border_radius=px(10))
    size = px(18)
    while size > px(12) and fonts.font(size, True).size(text)[0] > rect.w - px(24):
        size -= 1
    label = fonts.render(text, size, theme.CREAM, bold=True)
    surface.blit(label, (rect.x + px(14), rect.centery - label.get_height() // 2))


class Tooltip:
    """A small box of wrapped text beside the mouse, kept inside the window."""

    def __init__(self) -> None:
        self._cache: tuple[tuple, pygame.Surface] | None = None

    def box(self, text: str, px: Callable[[float], int]) -> pygame.Surface:
        key = (text, px(100))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._paint(text, px))
        return self._cache[1]

    @staticmethod
    def _paint(text: str, px: Callable[[float], int]) -> pygame.Surface:
        size = px(15)
        lines = fonts.wrap(text, size, px(300)) or [text]
        line_h = fonts.font(size).get_linesize()
        width = max(fonts.font(size).size(line)[0] for line in lines) + px(20)
        height = len(lines) * line_h + px(14)
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        box = surface.get_rect()
        pygame.draw.rect(surface, TOOLTIP_FILL, box, border_radius=px(6))
        pygame.draw.rect(surface, TOOLTIP_EDGE, box, 1, border_radius=px(6))
        y = px(7)
        for line in lines:
            surface.blit(fonts.render(line, size, TOOLTIP_TEXT), (px(10), y))
            y += line_h
        return surface

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        mouse: tuple[int, int],
        px: Callable[[float], int],
    ) -> pygame.Rect:
        """Draw ``text`` below and right of ``mouse``, clamped inside ``surface``."""
        box = self.box(text, px)
        w, h = surface.get_size()
        x = max(0, min(mouse[0] + px(16), w - box.get_width() - px(6)))
        y = max(0, min(mouse[1] + px(18), h - box.get_height() - px(6)))
        return surface.blit(box, (x, y))

    def draw_beside(
        self, surface: pygame.Surface, text: str, rect: pygame.Rect, px: Callable[[float], int]
    ) -> pygame.Rect:
        """Draw ``text`` left of ``rect`` (a panel button), else right of it, inside
        ``surface``."""
        box = self.box(text, px)
        w, h = surface.get_size()
        x = rect.left - box.get_width() - px(8)
        if x < 0:
            x = min(rect.right + px(8), w - box.get_width())
        y = max(0, min(rect.top, h - box.get_height() - px(6)))
        return surface.blit(box, (max(0, x), y))
