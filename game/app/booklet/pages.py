"""The page model of a rules booklet: what a game describes, as data.

A page is a title and blocks (headings, paragraphs, captions, lists, rows of columns,
cards, diagrams, and any block kind of the game's own); a :class:`Booklet` holds the pages
with the functions that draw the game's diagrams and icons and lay out its own blocks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app.booklet.rich_text import IconFn
from game.text import tr


@dataclass(frozen=True)
class Heading:
    key: str


@dataclass(frozen=True)
class Para:
    key: str


@dataclass(frozen=True)
class Caption:
    key: str


@dataclass(frozen=True)
class Bullets:
    keys: tuple[str, ...]
    numbered: bool = False


@dataclass(frozen=True)
class Diagram:
    """A named picture drawn by the game's diagram function, with a caption under it."""

    name: str
    caption: str
    max_width: float = 1.0  # of the column


@dataclass(frozen=True)
class Row:
    """Columns side by side: ``(share of the width, blocks)``; ``middle`` centres vertically."""

    columns: tuple[tuple[float, tuple[Any, ...]], ...]
    middle: bool = True


@dataclass(frozen=True)
class Cards:
    """Equal columns of text over a picture; the pictures line up with each other."""

    columns: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class Page:
    title: str
    blocks: tuple[Any, ...]


DiagramFn = Callable[[str, int, bool], pygame.Surface]
"""``(name, width, colorblind) -> Surface``: one of the game's diagrams, ``width`` pixels wide."""
BlockFn = Callable[[Any, Any, int], Any]
"""``(layout, block, width) -> Laid``: lays out a game's own block kind in ``width`` pixels
(:class:`game.app.booklet.layout.Layout`, :class:`game.app.booklet.layout.Laid`)."""


@dataclass(frozen=True, eq=False)
class Booklet:
    """Everything a game supplies for its rules booklet.

    ``text`` looks keys up (``tr`` by default); it receives ``page`` and ``total`` for the
    page indicator.  ``diagram_height`` lets the layout size a diagram without drawing it
    (drawing is lazy: pages that are never shown never draw their pictures); without it the
    diagram is drawn once to learn its height.
    """

    pages: tuple[Page, ...]
    diagram: DiagramFn
    prev_key: str = "booklet.prev"
    next_key: str = "booklet.next"
    page_key: str = "booklet.page"
    diagram_height: Callable[[str, int], int] | None = None
    icon: IconFn | None = None
    blocks: Mapping[type, BlockFn] = field(default_factory=dict)
    text: Callable[..., str] = tr


@dataclass(frozen=True)
class Keys:
    """The locale keys of one game's booklet, under its namespace (e.g. "crown_rules")."""

    namespace: str

    def k(self, key: str) -> str:
        return f"{self.namespace}.{key}"

    def keys(self, *names: str) -> tuple[str, ...]:
        return tuple(self.k(name) for name in names)

    def card(self, heading: str, body: str, picture: str, caption: str) -> tuple[Any, ...]:
        """A heading, its paragraph and a captioned picture (one cell of :class:`Cards`)."""
        return (Heading(self.k(heading)), Para(self.k(body)), Diagram(picture, self.k(caption)))


def text_and_picture(text_blocks: tuple[Any, ...], picture: Diagram, share: float = 0.55) -> Row:
    """The usual page: text on the left, one illustration on the right."""
    return Row(((share, text_blocks), (1 - share, (picture,))))
