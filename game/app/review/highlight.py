"""What the events of one step name on the board, for the review screen to light up.

Kept apart from the review scene so that it can share the recap's code once the play scenes
have one.  It reads the typed step events (:mod:`game.engine.events`) by the names of their
fields, not by game: a ``cell`` or ``cells`` (a board of numbered squares), a ``line``
(a numbered edge between them), and squares as ``x``/``y`` or as a tuple in ``at``,
``path``, ``home``, ``square`` or ``to`` (the first two numbers are the square).  Each
game's review board decides how each is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, fields

import pygame

from game.engine.events import Event

SQUARE_FIELDS = ("at", "home", "square", "to")
PATH_FIELDS = ("path",)
HIGHLIGHT = (120, 220, 255)
"""The colour of a step's marks (the hint's blue: the review has no hint of its own)."""


@dataclass(frozen=True)
class Places:
    """Where a step happened."""

    cells: frozenset[int] = frozenset()
    lines: frozenset[int] = frozenset()
    squares: frozenset[tuple[int, int]] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.cells or self.lines or self.squares)


def _square(value: object) -> tuple[int, int] | None:
    if isinstance(value, tuple) and len(value) >= 2 and all(type(v) is int for v in value[:2]):
        return value[0], value[1]
    return None


def places(events: Iterable[Event]) -> Places:
    """Every square, cell and line the events name."""
    cells: set[int] = set()
    lines: set[int] = set()
    squares: set[tuple[int, int]] = set()
    for event in events:
        values = {item.name: getattr(event, item.name) for item in fields(event)}
        if type(values.get("cell")) is int:
            cells.add(values["cell"])
        if isinstance(values.get("cells"), tuple):
            cells.update(c for c in values["cells"] if type(c) is int)
        if type(values.get("line")) is int:
            lines.add(values["line"])
        if type(values.get("x")) is int and type(values.get("y")) is int:
            squares.add((values["x"], values["y"]))
        for name in SQUARE_FIELDS:
            found = _square(values.get(name))
            if found is not None:
                squares.add(found)
        for name in PATH_FIELDS:
            path = values.get(name)
            if isinstance(path, tuple):
                squares.update(s for s in map(_square, path) if s is not None)
    return Places(frozenset(cells), frozenset(lines), frozenset(squares))


def ring(surface: pygame.Surface, rect: pygame.Rect, width: int, radius: int = 6) -> None:
    """A step's mark round ``rect`` (dark under light, readable on any board)."""
    pygame.draw.rect(surface, (0, 0, 0), rect.inflate(width, width), width, radius)
    pygame.draw.rect(surface, HIGHLIGHT, rect, width, radius)
