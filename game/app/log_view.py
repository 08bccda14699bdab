"""A scrollable game log drawn by the game itself.

pygame-gui's text box lays out its whole text again on every append, which makes a long
game's log cost more each move; this view wraps each line once, keeps the rendered rows,
and draws only the rows that are visible.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.app.log_marks import LogMarks, Turn
from game.engine.contract import LogEntry

Colour = tuple[int, int, int]
OWN_BAND = (74, 52, 40)
"""The band behind a line that concerns the viewer's own pieces."""
OWN_TEXT = theme.GOLD_LIGHT


class LogLine(str):
    """A log line (it compares as its text) that knows how it is shown: ``own`` (it
    concerns the viewer's pieces: it stands out), ``turn`` (a separator stands before it:
    its words and the seat's colour)."""

    own: bool = False
    turn: tuple[str, Colour] | None = None

    def __new__(cls, text: str, own: bool = False, turn: tuple[str, Colour] | None = None):
        line = super().__new__(cls, text)
        line.own, line.turn = own, turn
        return line


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
        self._turn: Turn | None = None  # a turn whose separator waits for a shown line

    def lines(
        self,
        log: Sequence[LogEntry],
        upto: int,
        key: Hashable,
        render: Callable[[int], str | None],
        marks: LogMarks | None = None,
        decorate: Callable[[str, int, Turn | None], str] | None = None,
    ) -> list[str]:
        """The lines of ``log[:upto]`` (``render(index)`` words ``log[index]``, None for an
        entry not shown);
        with ``marks``, ``decorate(line, index, turn)`` makes each a :class:`LogLine`
        (``turn``: the turn whose separator goes before it, if any)."""
        if key != self._key or log is not self._log or self._done > upto:
            self._key, self._log, self._done, self._lines = key, log, 0, []
            self._turn = None
        for index in range(self._done, upto):
            if marks is not None and index in marks.turns:
                self._turn = marks.turns[index]
            line = render(index)
            if line is None:
                continue
            if decorate is not None:
                line = decorate(line, index, self._turn)
                self._turn = None
            self._lines.append(line)
        self._done = upto
        return list(self._lines)

    @property
    def done(self) -> int:
        """How many entries of the log the lines cover."""
        return self._done


@dataclass(frozen=True)
class Row:
    """One drawn row: part of a wrapped line, or a turn's separator (``colour`` its seat's)."""

    text: str
    own: bool = False
    colour: Colour | None = None

    @property
    def is_turn(self) -> bool:
        return self.colour is not None


class LogView:
    """The log: follows new lines while it shows the newest; scrolled back, it stays put
    and a "new entries" marker at its foot jumps back down (a click, or End)."""

    def __init__(self, rect: pygame.Rect, font_size: int, padding: int) -> None:
        self.rect = pygame.Rect(rect)
        self.size = font_size
        self.padding = padding
        self.lines: list[str] = []
        self.rows: list[Row] = []
        self.first = 0  # index of the first visible row
        self.follow = True  # stay at the bottom as lines arrive
        self.unseen = False  # lines arrived while scrolled back
        self.marker_text = ""  # the marker's words (the scene sets them in its language)
        self.marker_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def row_height(self) -> int:
        return fonts.font(self.size).get_linesize()

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 2 * self.padding) // self.row_height)

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines``; only lines added at the end are wrapped anew."""
        added = len(lines) > len(self.lines)
        if lines[: len(self.lines)] != self.lines or any(
            a is not b for a, b in zip(lines, self.lines, strict=False)
        ):  # another text, or the same words marked otherwise (another viewer)
            self.lines, self.rows = [], []
        width = self.rect.w - 2 * self.padding - 8
        for line in lines[len(self.lines) :]:
            turn = getattr(line, "turn", None)
            if turn is not None:
                self.rows.append(Row(turn[0], colour=turn[1]))
            own = bool(getattr(line, "own", False))
            self.rows.extend(Row(row, own) for row in fonts.wrap(line, self.size, width) or [""])
        self.lines = list(lines)
        if self.follow:
            self.first = self.max_first()
        elif added:
            self.unseen = True
        self.first = min(self.first, self.max_first())

    def max_first(self) -> int:
        return max(0, len(self.rows) - self.visible_rows)

    def scroll(self, rows: int) -> None:
        self.first = min(self.max_first(), max(0, self.first + rows))
        self.follow = self.first == self.max_first()
        if self.follow:
            self.unseen = False

    def to_newest(self) -> None:
        """Back to the newest lines, following again."""
        self.scroll(len(self.rows))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse wheel over the log scrolls it, a click on the marker (or End) jumps to the
        newest lines; True when the event was used."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(-3 * event.y)
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.unseen
            and self.marker_rect.collidepoint(event.pos)
        ):
            self.to_newest()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_END and not self.follow:
            self.to_newest()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (26, 22, 30), self.rect, border_radius=8)
        pygame.draw.rect(surface, (109, 90, 54), self.rect, 1, border_radius=8)
        x, y = self.rect.x + self.padding, self.rect.y + self.padding
        height = self.row_height
        width = self.rect.w - 2 * self.padding - 6
        for row in self.rows[self.first : self.first + self.visible_rows]:
            if row.is_turn:
                self._draw_turn(surface, row, pygame.Rect(x, y, width, height))
            elif row.text:
                if row.own:
                    band = pygame.Rect(x - 4, y, width + 4, height)
                    pygame.draw.rect(surface, OWN_BAND, band, border_radius=3)
                    pygame.draw.rect(surface, theme.GOLD, (x - 4, y, 3, height))
                colour = OWN_TEXT if row.own else theme.CREAM
                surface.blit(fonts.render(row.text, self.size, colour), (x, y))
            y += height
        if len(self.rows) > self.visible_rows:
            track = self.rect.inflate(0, -2 * self.padding)
            track = pygame.Rect(self.rect.right - 7, track.y, 4, track.h)
            share = self.visible_rows / len(self.rows)
            thumb_h = max(12, int(track.h * share))
            top = track.y + int((track.h - thumb_h) * (self.first / max(1, self.max_first())))
            pygame.draw.rect(surface, (60, 50, 40), track, border_radius=2)
            pygame.draw.rect(surface, (170, 140, 80), (track.x, top, 4, thumb_h), border_radius=2)
        self.marker_rect = pygame.Rect(0, 0, 0, 0)
        if self.unseen and self.marker_text:
            self._draw_marker(surface)

    def _draw_turn(self, surface: pygame.Surface, row: Row, rect: pygame.Rect) -> None:
        """A separator: a rule in the seat's colour with its words on a chip of it."""
        colour = row.colour or theme.GOLD
        mid = rect.centery
        pygame.draw.line(surface, colour, (rect.x, mid), (rect.right, mid), 2)
        text = fonts.render(row.text, self.size, ink_on(colour), bold=True)
        chip = text.get_rect(midleft=(rect.x + 10, mid)).inflate(12, 0)
        chip.h = rect.h - 2
        chip.centery = mid
        pygame.draw.rect(surface, colour, chip, border_radius=chip.h // 2)
        surface.blit(text, text.get_rect(center=chip.center))

    def _draw_marker(self, surface: pygame.Surface) -> None:
        text = fonts.render(self.marker_text, self.size, theme.SHADOW, bold=True)
        rect = text.get_rect().inflate(20, 8)
        rect.midbottom = (self.rect.centerx, self.rect.bottom - 6)
        pygame.draw.rect(surface, theme.GOLD, rect, border_radius=rect.h // 2)
        surface.blit(text, text.get_rect(center=rect.center))
        self.marker_rect = rect


def ink_on(colour: Colour) -> Colour:
    """Dark or light text, whichever reads better on ``colour``."""
    r, g, b = colour
    return (30, 24, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 244, 230)
