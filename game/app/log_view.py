"""A scrollable game log drawn by the game itself.

pygame-gui's text box lays out its whole text again on every append, which makes a long
game's log cost more each move; this view wraps each line once, keeps the rendered rows,
and draws only the rows that are visible.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import pygame

from game.app import fonts, theme
from game.engine.contract import LogEntry


class RenderedLog:
    """The log's lines, each rendered once: a step renders only the entries it added (a long
    game's log is a thousand lines, rendered again twice a step before), everything again
    when ``key`` (the language, the viewer...) or the log itself (an undo rebuilds it)
    changed."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._log: Sequence[LogEntry] | None = None
        self._done = 0
        self._lines: list[str] = []

    def lines(
        self,
        log: Sequence[LogEntry],
        upto: int,
        key: Hashable,
        render: Callable[[LogEntry], str | None],
    ) -> list[str]:
        """The lines of ``log[:upto]`` (``render`` answers None for an entry not shown)."""
        if key != self._key or log is not self._log or self._done > upto:
            self._key, self._log, self._done, self._lines = key, log, 0, []
        for entry in log[self._done : upto]:
            line = render(entry)
            if line is not None:
                self._lines.append(line)
        self._done = upto
        return list(self._lines)

    @property
    def done(self) -> int:
        """How many entries of the log the lines cover."""
        return self._done


class LogView:
    def __init__(self, rect: pygame.Rect, font_size: int, padding: int) -> None:
        self.rect = pygame.Rect(rect)
        self.size = font_size
        self.padding = padding
        self.lines: list[str] = []
        self.rows: list[str] = []
        self.first = 0  # index of the first visible row
        self.follow = True  # stay at the bottom as lines arrive

    @property
    def row_height(self) -> int:
        return fonts.font(self.size).get_linesize()

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 2 * self.padding) // self.row_height)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; only lines added at the end are wrapped anew."""
        if lines[: len(self.lines)] != self.lines:
            self.lines, self.rows = [], []
        width = self.rect.w - 2 * self.padding - 8
        for line in lines[len(self.lines) :]:
            self.rows.extend(fonts.wrap(line, self.size, width) or [""])
        self.lines = list(lines)
        if self.follow:
            self.first = self.max_first()
        self.first = min(self.first, self.max_first())

    def max_first(self) -> int:
        return max(0, len(self.rows) - self.visible_rows)

    def scroll(self, rows: int) -> None:
        self.first = min(self.max_first(), max(0, self.first + rows))
        self.follow = self.first == self.max_first()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log scrolls it; True when the event was used."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-3 * event.y)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (26, 22, 30), self.rect, border_radius=8)
        pygame.draw.rect(surface, (109, 90, 54), self.rect, 1, border_radius=8)
        x, y = self.rect.x + self.padding, self.rect.y + self.padding
        height = self.row_height
        for text in self.rows[self.first : self.first + self.visible_rows]:
            if text:
                surface.blit(fonts.render(text, self.size, theme.CREAM), (x, y))
            y += height
        if len(self.rows) > self.visible_rows:
            track = self.rect.inflate(0, -2 * self.padding)
            track = pygame.Rect(self.rect.right - 7, track.y, 4, track.h)
            share = self.visible_rows / len(self.rows)
            thumb_h = max(12, int(track.h * share))
            top = track.y + int((track.h - thumb_h) * (self.first / max(1, self.max_first())))
            pygame.draw.rect(surface, (60, 50, 40), track, border_radius=2)
            pygame.draw.rect(surface, (170, 140, 80), (track.x, top, 4, thumb_h), border_radius=2)
