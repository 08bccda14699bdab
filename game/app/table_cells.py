"""The cells of a :class:`game.app.table.Table`: its columns, its rows, and what a cell holds
(wrapped text in a few styles, a meter, a picture)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app import theme

STYLES: dict[str, tuple[int, tuple[int, int, int], bool]] = {
    # style: (design size, colour, bold)
    "text": (16, theme.CREAM, False),
    "bold": (17, theme.CREAM, True),
    "title": (17, theme.GOLD, True),
    "muted": (14, theme.MUTED, False),
    "warning": (14, theme.WARNING, False),
    "small": (14, theme.CREAM, False),
    "small_muted": (13, theme.MUTED, False),
}
SMALLER = {"text": "small", "muted": "small_muted"}
"""The style a text falls back to when it does not fit its cell."""
GROW = 2
"""A growing row is at most this many times the table's row height."""


@dataclass(frozen=True)
class Column:
    """``width``: design pixels (the least width of a flexible column); ``flex``: its share
    of the width left over; ``align``: "left", "right" or "center"."""

    title: str
    width: int
    flex: float = 0.0
    align: str = "left"


@dataclass(frozen=True)
class Line:
    """One paragraph of a text cell, wrapped to the column; ``style`` is one of
    :data:`STYLES`."""

    text: str
    style: str = "text"


@dataclass(frozen=True)
class Meter:
    """A share (0..1) drawn as a bar under its text (a win rate)."""

    fraction: float
    text: str


@dataclass(frozen=True)
class Picture:
    """A picture cell: ``surface`` (drawn centred), or None while it is being made;
    ``problem`` is shown instead when there is none to make."""

    surface: pygame.Surface | None = None
    problem: str = ""


Cell = list[Line] | Meter | Picture | str | None


@dataclass
class Row:
    """``cells`` one per column; ``key`` identifies the row to the scene; ``kind``: "item"
    (selectable), "group" (a heading row: tinted, bold) or "detail" (indented under a
    group).  A ``grow`` row is as high as its text needs (up to :data:`GROW` times the
    table's row height) rather than setting it in a smaller type."""

    cells: list[Cell]
    key: Any = None
    kind: str = "item"
    grow: bool = False
    _layout: list[Any] = field(default_factory=list, repr=False)
    _height: int = field(default=0, repr=False)
