"""The booklet's "Marks on the board" page, the same in every game: what each highlight
means, each drawn as the board draws it (:func:`game.app.recap_draw.draw_mark`).

:func:`with_marks` adds the page to a game's :class:`~game.app.booklet.pages.Booklet`
and answers the page's own pictures (``mark_<kind>``) before the game's diagrams."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.app import recap_draw
from game.app.booklet.pages import Booklet, Cards, Diagram, Heading, Page, Para
from game.app.recap import MARK_KINDS

LEGAL = (120, 230, 140)
"""Gold Mine's green for its legal squares (a full outline, a light fill); a game passes its
own colour to :func:`with_marks`."""
REACH = (120, 220, 140)
"""Crown & Dragon's green dot: a square a piece may step to."""
CELL = (58, 50, 44)
PREFIX = "mark_"
ROW = 5
"""Cards side by side on the page."""


def _card(kind: str, share: float) -> tuple:
    """One card; its picture ``share`` of the column wide (a shorter last row keeps the
    pictures the size of the first row's)."""
    return (
        Heading(f"booklet.marks.{kind}"),
        Para(f"booklet.marks.{kind}_text"),
        Diagram(PREFIX + kind, f"booklet.marks.{kind}_caption", share),
    )


def page(kinds: tuple[str, ...], choices: tuple[str, ...] = ("legal",)) -> Page:
    """The page for a game whose recap draws ``kinds``, after the looks of the player's own
    choices (``"legal"``: an outline; ``"reach"``: a dot where a piece may step)."""
    unknown = set(kinds) - set(MARK_KINDS)
    if unknown:
        raise ValueError(f"not marks the recap draws: {sorted(unknown)}")
    shown = (*choices, *kinds)
    across = -(-len(shown) // -(-len(shown) // ROW))  # rows as even as they can be
    rows = [shown[i : i + across] for i in range(0, len(shown), across)]
    cards = tuple(Cards(tuple(_card(kind, len(row) / across) for kind in row)) for row in rows)
    return Page("booklet.marks.title", (Para("booklet.marks.intro"), *cards))


def picture(kind: str, width: int, legal: tuple[int, int, int] = LEGAL) -> pygame.Surface:
    """A square of the board with ``kind``'s mark on it (a move: to the square beside)."""
    height = max(1, width // 2)
    surface = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
    side = max(8, min(height - 8, width // 2 - 8))
    cell = pygame.Rect(0, 0, side, side)
    cell.center = (width // 2 - (side // 2 + 4 if kind == "moved" else 0), height // 2)
    other = cell.move(side + 8, 0)
    for square in (cell, other) if kind == "moved" else (cell,):
        pygame.draw.rect(surface, CELL, square, border_radius=max(2, side // 10))

    def px(value: float) -> int:
        return max(1, round(value * side / 80))

    if kind == "legal":
        fill = pygame.Surface(cell.size, pygame.SRCALPHA)
        fill.fill((*legal, 60))
        surface.blit(fill, cell)
        pygame.draw.rect(surface, legal, cell, px(3), border_radius=px(6))
    elif kind == "reach":
        pygame.draw.circle(surface, (20, 30, 20), cell.center, side * 0.17)
        pygame.draw.circle(surface, REACH, cell.center, side * 0.14)
    else:
        recap_draw.draw_mark(surface, kind, cell, px, other if kind == "moved" else None)
    return surface


def with_marks(
    booklet: Booklet,
    kinds: tuple[str, ...],
    legal: tuple[int, int, int] = LEGAL,
    choices: tuple[str, ...] = ("legal",),
) -> Booklet:
    """``booklet`` with the marks page of ``kinds`` last (the player's ``choices`` first,
    an outline in the game's ``legal`` colour), its pictures answered here."""
    game_diagram, game_height = booklet.diagram, booklet.diagram_height

    def diagram(name: str, width: int, colorblind: bool) -> pygame.Surface:
        if name.startswith(PREFIX):
            return picture(name[len(PREFIX) :], width, legal)
        return game_diagram(name, width, colorblind)

    def height(name: str, width: int) -> int:
        if name.startswith(PREFIX):
            return max(1, width // 2)
        return (
            game_height(name, width)
            if game_height
            else game_diagram(name, width, False).get_height()
        )

    pages = (*booklet.pages, page(kinds, choices))
    return replace(booklet, pages=pages, diagram=diagram, diagram_height=height)
