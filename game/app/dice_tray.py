"""A play scene's part: the dice tray, a strip docked along the bottom of the board area
(never over the board, so no roll hides a place to click, and it never jumps) showing
the last roll: the dice tumble, then their faces stand with their words beside them.

A game keeps one :class:`DiceTray`, gives it its place with :meth:`DiceTray.split`, puts
a :class:`Throw` on it when a step's events say dice were rolled, and draws it every
frame.  A roll of a shape of the game's own (Gold Mine's challenge rounds) is another
object on :attr:`DiceTray.shown`, drawn by the game inside :attr:`DiceTray.rect`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die, tumbling_face

TRAY_H = 96
"""Design height of the tray."""
TRAY_GAP = 8
"""Design pixels between the board and the tray."""
ROLL_TIME = 0.7
"""Seconds (at normal animation speed) a die tumbles."""
SKIPPED = -100.0
"""The start of a roll whose animation was skipped: long over."""
FILL = (22, 18, 24)

Px = Callable[[float], int]


@dataclass(frozen=True)
class Words:
    """Words to show, kept as a locale key and its arguments (as a log line is) so that
    they are worded again in the language of the moment."""

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class Throw:
    """Dice thrown together: their faces, when (scene time), and their words.  ``kind``
    names the roll the way the game does (for its tests and its own drawing)."""

    dice: tuple[int, ...]
    start: float
    words: Words
    kind: str = "roll"


class DiceTray:
    """Where the tray is and what it shows (``shown`` None: its caption)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shown: Any = None

    def split(self, area: pygame.Rect, px: Px) -> pygame.Rect:
        """Take the bottom of ``area`` for the tray; answer the board's part above it."""
        height = px(TRAY_H)
        self.rect = pygame.Rect(area.x, area.bottom - height, area.w, height)
        return pygame.Rect(area.x, area.y, area.w, area.h - height - px(TRAY_GAP))

    def finish(self) -> None:
        """The roll on the tray stops tumbling (its animation was skipped)."""
        if self.shown is not None:
            self.shown.start = SKIPPED

    def draw_frame(self, surface: pygame.Surface, px: Px) -> None:
        pygame.draw.rect(surface, FILL, self.rect, border_radius=px(10))
        pygame.draw.rect(surface, theme.GOLD_DARK, self.rect, 2, border_radius=px(10))

    def draw_caption(self, surface: pygame.Surface, px: Px, text: str, size: int) -> None:
        """The empty tray's words."""
        words = fonts.render(text, size, theme.MUTED)
        surface.blit(words, words.get_rect(midleft=(self.rect.x + px(16), self.rect.centery)))

    def draw_throw(
        self, surface: pygame.Surface, throw: Throw, text: str, clock: Clock, size: int
    ) -> None:
        """``throw``'s dice (tumbling at first), then ``text`` (its words) beside them."""
        px, rect = clock.px, self.rect
        die = px(44)
        x, y = rect.x + px(16), rect.centery - die // 2
        rolling = clock.rolling(throw.start)
        for i, face in enumerate(throw.dice):
            shown = tumbling_face(clock.now, i) if rolling else face
            paint_die(surface, pygame.Rect(x, y, die, die), shown)
            x += die + px(8)
        if rolling:
            return
        x += px(10)
        lines = fonts.wrap(text, size, rect.right - x - px(14))[:3]
        top = rect.centery - len(lines) * round(px(15) * 1.3) // 2
        draw_lines(surface, lines, x, top, size)


@dataclass(frozen=True)
class Clock:
    """What drawing a roll needs of the scene: its pixel scale, its time, and how long
    animations take (a factor of their normal length)."""

    px: Px
    now: float
    scale: float

    def rolling(self, start: float, length: float = ROLL_TIME) -> bool:
        """Whether a die thrown at ``start`` still tumbles."""
        return self.now - start < length * self.scale


def draw_lines(
    surface: pygame.Surface, lines: list[str], x: int, y: int, size: int, bold: bool = False
) -> None:
    """Lines of words one under the other; ``bold``: the first is a title (gold, bold)."""
    for i, line in enumerate(lines):
        colour = theme.GOLD_LIGHT if bold and i == 0 else theme.CREAM
        text = fonts.render(line, size, colour, bold=bold and i == 0)
        surface.blit(text, (x, y + i * round(size * 1.3)))


__all__ = ["ROLL_TIME", "Clock", "DiceTray", "Throw", "Words", "draw_lines"]
