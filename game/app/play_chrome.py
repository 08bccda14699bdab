"""Drawing the parts of the play screen every game shares: the status bar and the tooltip
that explains why the target under the mouse is illegal; and what the play scene offers
the pause menu (:class:`Resignation`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import fonts, theme

STATUS_FILL = (24, 20, 28)
TOOLTIP_FILL = (18, 14, 22)
TOOLTIP_EDGE = (230, 90, 70)
TOOLTIP_TEXT = (255, 236, 220)


def thinking_dots(time: float) -> str:
    """One to three dots, changing twice a second (the "thinking…" animation)."""
    return "." * (1 + int(time * 2) % 3)


STATUS_SIZES = (18, 15)
"""Design font sizes of a status text on one line: the largest, and the least it shrinks to
before it wraps onto two lines."""
TWO_LINE_SIZES = (16, 13)
"""Design font sizes of a status text on two lines."""
LEAST_PX = 12
"""No status text is drawn smaller than this many window pixels (unless the whole interface
is smaller: at a UI scale under 80 % it may go down to the size of the log's text)."""


def status_layout(
    text: str, rect: pygame.Rect, px: Callable[[float], int], most_h: int | None = None
) -> tuple[int, list[str], int]:
    """How the status bar shows ``text`` in ``rect``: ``(font size, lines, bar height)``.

    One line, shrinking a little; else the lines it needs at the largest size whose bar
    fits ``most_h`` (the band above the board: two lines, or three where the game's
    ``status_lines`` made room for them); a text too long even for that gets the lines it
    needs.  Every line fits the bar's width (:func:`status_text_width` says how much of it)."""
    inner = status_text_width(rect, px)
    least = _least(px)
    for size in range(px(STATUS_SIZES[0]), max(least, px(STATUS_SIZES[1])) - 1, -1):
        if fonts.font(size, True).size(text)[0] <= inner:
            return size, [text], rect.h
    most_h = rect.h if most_h is None else max(rect.h, most_h)
    for size in range(max(least, px(TWO_LINE_SIZES[0])), least - 1, -1):
        lines = fonts.wrap(text, size, inner, bold=True)
        height = _lines_height(len(lines), size, px)
        if height <= most_h:
            return size, lines, max(rect.h, height)
    lines = fonts.wrap(text, least, inner, bold=True)
    return least, lines, max(rect.h, _lines_height(len(lines), least, px))


def status_band(lines: int, px: Callable[[float], int]) -> int:
    """The height of a status bar of ``lines`` lines at the least size."""
    return _lines_height(lines, _least(px), px)


def _least(px: Callable[[float], int]) -> int:
    """The least size of a status text in window pixels (:data:`LEAST_PX`)."""
    return max(min(LEAST_PX, px(15)), px(TWO_LINE_SIZES[1]))


def status_text_width(rect: pygame.Rect, px: Callable[[float], int]) -> int:
    """The width a status text may take in a bar of ``rect``."""
    return rect.w - px(24)


def _line_step(size: int) -> int:
    return round(size * 1.3)


def _lines_height(count: int, size: int, px: Callable[[float], int]) -> int:
    return count * _line_step(size) + px(6)


def draw_status_bar(
    surface: pygame.Surface,
    rect: pygame.Rect,
    text: str,
    px: Callable[[float], int],
    most_h: int | None = None,
) -> pygame.Rect:
    """A rounded bar with ``text`` in bold (see :func:`status_layout`); answers the bar."""
    size, lines, height = status_layout(text, rect, px, most_h)
    bar = pygame.Rect(rect.x, rect.y, rect.w, height)
    pygame.draw.rect(surface, STATUS_FILL, bar, border_radius=px(10))
    pygame.draw.rect(surface, theme.GOLD_DARK, bar, 1, border_radius=px(10))
    step = _line_step(size)
    block = (len(lines) - 1) * step + fonts.font(size, True).get_height()
    y = bar.centery - block // 2
    for line in lines:
        surface.blit(fonts.render(line, size, theme.CREAM, bold=True), (bar.x + px(14), y))
        y += step
    return bar


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
        within: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """Draw ``text`` below and right of ``mouse``, clamped inside ``within`` (the
        board's side of the window: a tooltip never covers the side panel), else inside
        ``surface``."""
        box = self.box(text, px)
        room = surface.get_rect() if within is None else within
        x = max(room.left, min(mouse[0] + px(16), room.right - box.get_width() - px(6)))
        y = max(room.top, min(mouse[1] + px(18), room.bottom - box.get_height() - px(6)))
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


@dataclass(frozen=True)
class Resignation:
    """What Resign offers: who gives up (a player's or a team's name), whether the game
    ends with it (else the others play on), and what does it (None: not now, in a hot-seat
    game while no person's own decision is on screen: Resign then says so)."""

    player: str
    ends: bool
    on_confirm: Callable[[], None] | None
