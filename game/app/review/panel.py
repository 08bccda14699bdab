"""The words of the review's side panel, laid out as rows of text from the top down.

The panel's lines (the chances, the move made, the AI's opinion) and its turning points
are wrapped into rows once per frame; the scene draws the rows and the text-fit walk
measures the same rows (:meth:`Column.texts`).  A paragraph longer than the rows it may
take ends its last row in "..." cut to its room; a row that would run below the column's
bottom is left out.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.app import fonts, theme
from game.engine.review import words
from game.engine.review.plan import Plan
from game.engine.review.result import Review
from game.text import tr

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Row:
    text: str
    x: int
    y: int
    room: int
    size: int
    colour: Colour
    bold: bool = False


class Column:
    """Rows of text from ``y`` down to ``bottom``, ``width`` wide at ``x``."""

    def __init__(self, x: int, y: int, width: int, bottom: int, px: Callable[[float], int]):
        self.x, self.y, self.width, self.bottom, self.px = x, y, width, bottom, px
        self.rows: list[Row] = []

    def room_for(self, design: float) -> bool:
        return self.y + self.px(design) < self.bottom

    def title(self, text: str, colour: Colour) -> None:
        size = self.px(15)
        size, shown = fonts.fit(text, size, self.width, bold=True)
        self.rows.append(Row(shown, self.x, self.y, self.width, size, colour, True))
        self.y += fonts.font(size, True).get_linesize() + self.px(2)

    def paragraph(self, text: str, colour: Colour, most: int = 3) -> tuple[int, int]:
        """``text`` wrapped (at most ``most`` rows, above the bottom); its top and bottom."""
        size = self.px(14)
        height = fonts.font(size).get_linesize()
        rows = fonts.wrap(text, size, self.width)
        if len(rows) > most:
            rest = " ".join(row.strip() for row in rows[most - 1 :])
            rows = [*rows[: most - 1], fonts.fit(rest, size, self.width, least=size)[1]]
        top = self.y
        for row in rows:
            if self.y + height > self.bottom:
                break
            self.rows.append(Row(row, self.x, self.y, self.width, size, colour))
            self.y += height
        bottom = self.y
        self.y += self.px(3)
        return top, bottom

    def draw(self, surface: pygame.Surface) -> None:
        for row in self.rows:
            picture = fonts.render(row.text, row.size, row.colour, bold=row.bold)
            surface.blit(picture, (row.x, row.y))

    def texts(self) -> list[tuple[str, int, int]]:
        """``(text, width, room)`` of every row (the text-fit walk)."""
        return [(r.text, fonts.font(r.size, r.bold).size(r.text)[0], r.room) for r in self.rows]


def turning_points(
    column: Column,
    plan: Plan,
    review: Review,
    at: int,
    name_of: Callable[[int], str],
) -> list[tuple[pygame.Rect, int]]:
    """The turning points under their title, the one at ``at`` lit; each one's rect on
    screen and the position it jumps to."""
    px = column.px
    column.y += px(6)
    if column.room_for(20):
        column.title(tr("review_ui.turning_points"), theme.GOLD)
    points = review.turning_points()
    if not points and column.room_for(20):
        least = words.percent(0.05)
        column.paragraph(tr("review.no_turning_points", least=least), theme.MUTED)
    line = fonts.font(px(14)).get_linesize() + px(1)
    rects = []
    opened = next((p for p in points if p.decision.index == at), points[0] if points else None)
    for number, point in enumerate(points, 1):
        # The lit point (else the first) is told whole, wrapped, with its reason: the others
        # keep one row each below it; each of those is a whole short line ("Round 7: lost
        # 18%"), never a sentence cut short, and a click opens it.
        if point is opened:
            text = f"{number}. {words.turning_point(plan, point, name_of)}"
            later = len(points) - number
            most = max(2, (column.bottom - column.y) // line - later * 2)
        else:
            text = f"{number}. {words.turning_point_short(point)}"
            most = 2
        colour = theme.GOLD_LIGHT if point.decision.index == at else theme.MUTED
        top, bottom = column.paragraph(text, colour, most)
        if bottom > top:
            rects.append(
                (pygame.Rect(column.x, top, column.width, bottom - top), point.decision.index)
            )
    return rects
