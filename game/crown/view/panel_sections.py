"""The seats' sections of Crown & Dragon's side panel: each seat's heading (hero, name, VP)
and, while its section is open, the seat's details below it.

When the panel cannot show every seat whole (a large interface size with three or four
players) the sections fold to their headings but the current seat's (and those of the
seats after it while they fit); a click on a heading folds or opens that section.  What is
open scrolls (the mouse wheel over the sections, a bar at their right) when it is taller
than the sections' room, so every seat's information stays reachable while the buttons
below never move and the log keeps its room (issue 36, item 3).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Section:
    """One seat's section as drawn: ``rect`` on screen (scrolled; it may reach out of the
    sections' area), ``heading`` its top line, ``open`` whether its details show."""

    seat: int
    rect: pygame.Rect
    heading: pygame.Rect
    open: bool


class Sections:
    """The fold and scroll state of the seats' sections inside :attr:`area`."""

    def __init__(self) -> None:
        self.area = pygame.Rect(0, 0, 0, 0)
        self.row_h = self.head_h = 0
        self.players = 0
        self.folding = False
        """Whether the sections start folded (all of them open do not fit their area)."""
        self.toggled: dict[int, bool] = {}
        """The player's own folds and unfolds since the turn began."""
        self.current = -1
        """The seat whose section opens by itself (whose turn it is)."""
        self.opened: frozenset[int] = frozenset()
        """The sections open unless the player folds them: every one when they all fit,
        else the current seat's and the seats' after it while they fit."""
        self.scroll = 0
        self.bar_w = 4

    def build(
        self, area: pygame.Rect, row_h: int, head_h: int, players: int, bar_w: int = 4
    ) -> None:
        """Lay the sections out in ``area``: open rows ``row_h`` high, headings ``head_h``;
        a scroll bar ``bar_w`` wide when they scroll."""
        self.area, self.bar_w = area, bar_w
        self.row_h, self.head_h, self.players = row_h, head_h, players
        self.folding = players * row_h > area.h
        self._open_what_fits()
        self.scroll = min(self.scroll, self.most_scroll())

    def _open_what_fits(self) -> None:
        if not self.folding:
            self.opened = frozenset(range(self.players))
            return
        current = max(0, self.current)
        order = [(current + i) % max(1, self.players) for i in range(self.players)]
        used = self.players * self.head_h
        opened = set()
        for seat in order:
            if opened and used + self.row_h - self.head_h > self.area.h:
                break
            opened.add(seat)
            used += self.row_h - self.head_h
        self.opened = frozenset(opened)

    def follow(self, seat: int) -> None:
        """``seat``'s turn (or decision) is shown: its section opens (the player's folds of
        the last turn are forgotten) and comes into view."""
        if seat == self.current or seat < 0:
            return
        self.current = seat
        self.toggled.clear()
        self._open_what_fits()
        self.reveal(seat)

    def is_open(self, seat: int) -> bool:
        if seat in self.toggled:
            return self.toggled[seat]
        return seat in self.opened

    def height(self, seat: int) -> int:
        return self.row_h if self.is_open(seat) else self.head_h

    def content_height(self) -> int:
        return sum(self.height(seat) for seat in range(self.players))

    def most_scroll(self) -> int:
        return max(0, self.content_height() - self.area.h)

    def sections(self) -> list[Section]:
        """Every seat's section where it is drawn now."""
        found = []
        y = self.area.y - self.scroll
        width = self.area.w - (self.bar_w + 2 if self.most_scroll() else 0)  # clear of the bar
        for seat in range(self.players):
            h = self.height(seat)
            rect = pygame.Rect(self.area.x, y, width, h)
            heading = pygame.Rect(self.area.x, y, width, self.head_h)
            found.append(Section(seat, rect, heading, self.is_open(seat)))
            y += h
        return found

    def reveal(self, seat: int) -> None:
        """Scroll so that ``seat``'s section shows (its heading at least)."""
        top = sum(self.height(s) for s in range(min(seat, self.players)))
        bottom = top + self.height(seat)
        if bottom - self.scroll > self.area.h:
            self.scroll = bottom - self.area.h
        if top < self.scroll:
            self.scroll = top
        self.scroll = max(0, min(self.scroll, self.most_scroll()))

    def heading_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose heading is under ``pos`` (None: none)."""
        if not self.area.collidepoint(pos):
            return None
        for section in self.sections():
            if section.heading.collidepoint(pos):
                return section.seat
        return None

    def toggle(self, seat: int) -> None:
        """Fold ``seat``'s section, or open it and bring it into view."""
        self.toggled[seat] = not self.is_open(seat)
        self.scroll = min(self.scroll, self.most_scroll())
        if self.is_open(seat):
            self.reveal(seat)

    def wheel(self, steps: int) -> bool:
        """Scroll by ``steps`` of the mouse wheel (up is positive); True when it moved."""
        before = self.scroll
        self.scroll = max(0, min(self.most_scroll(), self.scroll - steps * self.head_h))
        return self.scroll != before

    def bar(self) -> pygame.Rect | None:
        """The scroll bar's thumb at the area's right edge (None: nothing to scroll)."""
        content = self.content_height()
        width = self.bar_w
        if content <= self.area.h:
            return None
        h = max(width * 3, self.area.h * self.area.h // content)
        y = self.area.y + (self.area.h - h) * self.scroll // max(1, self.most_scroll())
        return pygame.Rect(self.area.right - width, y, width, h)

    def key(self) -> tuple:
        """What the drawn sections depend on (for the backdrop's cache)."""
        return (tuple(sorted(self.toggled.items())), self.current, self.scroll, self.folding)
