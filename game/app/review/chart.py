"""The win-chance chart of the review screen: each seat's chance at every decision, the turns
(or rounds) marked, the reviewing seat's marks, the cursor; a click says where it points.

Position ``p`` (the game before decision ``p``; the last one is the end) stands at
:meth:`WinChart.x_of`; every seat's chance at ``p`` is the analysis's point ``p``, the end's
is the result.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.app import fonts, theme

SEAT_COLOURS = (
    theme.GOLD,
    (120, 200, 255),
    (236, 120, 110),
    (150, 220, 140),
    (210, 160, 240),
    (250, 170, 90),
)
"""A line colour per seat where the game gives none (the reviewing seat's line is also
drawn thicker)."""
MARK_COLOURS = {
    "inaccuracy": (240, 220, 90),
    "mistake": (250, 150, 60),
    "blunder": (235, 70, 60),
}
BACKGROUND = (26, 22, 30)
GRID = (80, 68, 56)
FRAME = (109, 90, 54)
CURSOR = (255, 255, 255)


class WinChart:
    """Geometry and drawing of the chart inside :attr:`rect`."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.positions = 1
        self.label_room = 0
        """Rows at the plot's top kept for the turn labels (set when they are drawn), so a
        curve near 100 % never runs under them."""

    def set_rect(self, rect: pygame.Rect, positions: int) -> None:
        self.rect = pygame.Rect(rect)
        self.positions = max(1, positions)

    @property
    def plot(self) -> pygame.Rect:
        """The area of the lines (inside a small margin)."""
        return self.rect.inflate(-16, -14)

    def x_of(self, position: int) -> int:
        plot = self.plot
        last = max(1, self.positions - 1)
        return plot.x + round(plot.w * position / last)

    def y_of(self, chance: float) -> int:
        plot = self.plot
        height = max(1, plot.h - self.label_room)
        return plot.bottom - round(height * chance)

    def position_at(self, pos: tuple[int, int]) -> int | None:
        """The position a click at ``pos`` points at (the nearest), or None off the chart."""
        if not self.rect.collidepoint(pos):
            return None
        plot = self.plot
        last = max(1, self.positions - 1)
        share = (pos[0] - plot.x) / max(1, plot.w)
        return max(0, min(last, round(share * last)))

    def draw(
        self,
        surface: pygame.Surface,
        curves: Sequence[Sequence[float]],
        reviewing: int,
        cursor: int,
        turns: Sequence[int],
        marks: Sequence[tuple[int, str]],
        labels: Sequence[tuple[int, str]],
        size: int,
        colours: Sequence[tuple[int, int, int]] = SEAT_COLOURS,
    ) -> None:
        """``curves[seat][position]``: chances; ``turns``: the positions where a turn (or
        round) begins; ``marks``: (position, mark) of the reviewing seat; ``labels``:
        (position, text) written under the turn markers where they fit; ``colours``: each
        seat's, as the play screen draws it."""
        pygame.draw.rect(surface, BACKGROUND, self.rect, border_radius=8)
        plot = self.plot
        self.label_room = fonts.font(size).get_linesize() if labels else 0
        for position in turns:
            x = self.x_of(position)
            pygame.draw.line(surface, GRID, (x, plot.top), (x, plot.bottom))
        half = self.y_of(0.5)
        for x in range(plot.x, plot.right, 8):
            pygame.draw.line(surface, GRID, (x, half), (min(x + 4, plot.right), half))
        order = [s for s in range(len(curves)) if s != reviewing] + [reviewing]
        for seat in order:
            values = curves[seat]
            if len(values) < 2:
                continue
            points = [(self.x_of(p), self.y_of(v)) for p, v in enumerate(values)]
            colour = colours[seat % len(colours)]
            pygame.draw.lines(surface, colour, False, points, 3 if seat == reviewing else 2)
        if reviewing < len(curves):
            values = curves[reviewing]
            for position, mark in marks:
                if position < len(values):
                    centre = (self.x_of(position), self.y_of(values[position]))
                    pygame.draw.circle(surface, (0, 0, 0), centre, 6)
                    pygame.draw.circle(surface, MARK_COLOURS[mark], centre, 5)
        # The turn labels in their own rows at the top (``label_room``), above the curves.
        right = plot.x - 1
        for position, text in labels:
            picture = fonts.render(text, size, theme.MUTED)
            x = self.x_of(position) + 3
            if x > right and x + picture.get_width() < plot.right:
                # On the chart's ground: the turn lines it crosses would strike it through.
                ground = picture.get_rect(topleft=(x, plot.top)).inflate(4, 0)
                surface.fill(BACKGROUND, ground)
                surface.blit(picture, (x, plot.top))
                right = x + picture.get_width() + 8
        x = self.x_of(cursor)
        pygame.draw.line(surface, CURSOR, (x, self.rect.top + 3), (x, self.rect.bottom - 3), 2)
        pygame.draw.rect(surface, FRAME, self.rect, 1, border_radius=8)
