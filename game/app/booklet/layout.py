"""Laying a booklet page out: blocks placed in columns at one size, drawn lazily.

A page that does not fit is laid out again a little smaller (:data:`PICTURE_STEPS` first,
then :data:`TEXT_STEPS`); the scene (:mod:`game.app.booklet.scene`) tries the sizes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app import fonts, theme
from game.app.booklet.pages import (
    Booklet,
    Bullets,
    Caption,
    Cards,
    Diagram,
    DiagramFn,
    Heading,
    Para,
    Row,
)
from game.app.booklet.rich_text import IconLookup, draw_runs, rich_lines, scaled_icon

INK = theme.CREAM
BOLD_INK = theme.GOLD_LIGHT
CAPTION_INK = theme.MUTED
PAPER = (30, 24, 34, 232)
PAPER_EDGE = theme.GOLD_DARK


@dataclass
class Sizes:
    """Pixel sizes for one layout attempt (``s`` shrinks everything when a page is too full)."""

    unit: Callable[[float], int]
    s: float
    pictures: float = 1.0  # share of the column a diagram may use, on top of its own limit

    def __call__(self, value: float) -> int:
        return max(1, self.unit(value * self.s))

    @property
    def body(self) -> int:
        return max(11, self(19))

    @property
    def heading(self) -> int:
        return max(12, self(21))

    @property
    def caption(self) -> int:
        return max(10, self(16))

    def line(self, size: int) -> int:
        return round(size * 1.5)


Draw = Callable[[pygame.Surface, int, int], None]


@dataclass
class Laid:
    """Placed pieces of one block list: ``(dx, dy, draw)`` with a total height."""

    height: int = 0
    items: list[tuple[int, int, Draw]] = field(default_factory=list)

    def add(self, dx: int, dy: int, draw: Draw) -> None:
        self.items.append((dx, dy, draw))

    def place(self, part: Laid, dx: int, dy: int) -> None:
        """Add every piece of ``part`` moved by ``(dx, dy)``."""
        for x, y, draw in part.items:
            self.add(dx + x, dy + y, draw)

    def draw(self, surface: pygame.Surface, x: int, y: int) -> None:
        for dx, dy, draw in self.items:
            draw(surface, x + dx, y + dy)


class Layout:
    """Lays out blocks of a page for one size attempt; diagrams are drawn lazily.

    A game's own block kinds (``booklet.blocks``) are laid out by their functions, which may
    use this object's helpers: ``z`` (sizes), ``tr``, ``text``, ``blocks``, ``colorblind``.
    ``diagram`` and ``icons`` default to the booklet's own functions, uncached; the scene passes
    cached ones.
    """

    def __init__(
        self,
        sizes: Sizes,
        colorblind: bool,
        booklet: Booklet,
        diagram: DiagramFn | None = None,
        icons: IconLookup | None = None,
    ):
        self.z = sizes
        self.colorblind = colorblind
        self.booklet = booklet
        self.tr = booklet.text
        self.diagram = diagram or booklet.diagram
        if icons is None and booklet.icon is not None:
            draw_icon = booklet.icon

            def icons(name: str, size: int) -> pygame.Surface | None:
                return scaled_icon(draw_icon, name, size)

        self.icons = icons

    def blocks(self, blocks: tuple[Any, ...], width: int) -> Laid:
        laid = Laid()
        y = 0
        previous = None
        for block in blocks:
            if previous is not None:
                y += self._gap(previous, block)
            part = self.block(block, width)
            laid.place(part, 0, y)
            y += part.height
            previous = block
        laid.height = y
        return laid

    def _gap(self, previous: Any, block: Any) -> int:
        z = self.z
        if isinstance(block, Heading):
            return z(20)
        if isinstance(previous, Heading):
            return z(6)
        if isinstance(block, (Row, Cards)) or isinstance(previous, (Row, Cards)):
            return z(18)
        return z(12)

    def block(self, block: Any, width: int) -> Laid:
        custom = self.booklet.blocks.get(type(block))
        if custom is not None:
            return custom(self, block, width)
        if isinstance(block, Heading):
            return self.heading(block, width)
        if isinstance(block, Para):
            return self.text(self.tr(block.key), width, self.z.body, INK)
        if isinstance(block, Caption):
            return self.text(self.tr(block.key), width, self.z.caption, CAPTION_INK, theme.CREAM)
        if isinstance(block, Bullets):
            return self.bullets(block, width)
        if isinstance(block, Diagram):
            return self.figure(block, width)
        if isinstance(block, Row):
            return self.row(block, width)
        if isinstance(block, Cards):
            return self.cards(block, width)
        raise TypeError(block)

    def text(self, value: str, width: int, size: int, colour, bold_colour=BOLD_INK) -> Laid:
        """Rich text (bold runs, icons) wrapped to ``width``."""
        laid = Laid()
        step = self.z.line(size)
        icons = self.icons
        lines = rich_lines(value, size, width, icons)
        for i, runs in enumerate(lines):
            laid.add(
                0,
                i * step,
                lambda s, x, y, runs=runs: draw_runs(
                    s, runs, size, (x, y), colour, bold_colour, icons
                ),
            )
        laid.height = len(lines) * step - (step - fonts.font(size).get_height())
        return laid

    def heading(self, block: Heading, width: int) -> Laid:
        size = self.z.heading
        lines = [line for line in fonts.wrap(self.tr(block.key), size, width, bold=True) if line]
        images = [fonts.render(line, size, theme.GOLD, bold=True) for line in lines]
        laid = Laid()
        y = 0
        for image in images:
            laid.add(0, y, lambda s, x, y, image=image: s.blit(image, (x, y)))
            y += image.get_height()
        underline = self.z(3)
        rule_w = min(width, max((image.get_width() for image in images), default=0))

        def rule(s: pygame.Surface, x: int, y: int) -> None:
            pygame.draw.line(s, PAPER_EDGE, (x, y), (x + rule_w, y), 1)

        laid.add(0, y + underline, rule)
        laid.height = y + underline + 1
        return laid

    def bullets(self, block: Bullets, width: int) -> Laid:
        z = self.z
        size = z.body
        indent = z(30)
        laid = Laid()
        y = 0
        for number, key in enumerate(block.keys, start=1):
            if number > 1:
                y += z(9)
            part = self.text(self.tr(key), width - indent, size, INK)
            laid.place(part, indent, y)
            centre_y = y + fonts.font(size).get_height() // 2 + z(1)
            if block.numbered:
                laid.add(0, centre_y, self._badge(number, size))
            else:
                laid.add(0, centre_y, self._diamond())
            y += part.height
        laid.height = y
        return laid

    def _badge(self, number: int, size: int) -> Draw:
        radius = max(7, round(size * 0.58))
        label = fonts.render(str(number), max(9, round(size * 0.85)), (40, 28, 12), bold=True)

        def draw(s: pygame.Surface, x: int, y: int) -> None:
            centre = (x + radius, y)
            pygame.draw.circle(s, theme.GOLD_DARK, centre, radius + 1)
            pygame.draw.circle(s, theme.GOLD, centre, radius)
            s.blit(label, (centre[0] - label.get_width() // 2, y - label.get_height() // 2 - 1))

        return draw

    def _diamond(self) -> Draw:
        r = self.z(6)

        def draw(s: pygame.Surface, x: int, y: int) -> None:
            cx = x + self.z(9)
            pygame.draw.polygon(s, theme.GOLD, [(cx, y - r), (cx + r, y), (cx, y + r), (cx - r, y)])

        return draw

    def diagram_height(self, name: str, width: int) -> int:
        measure = self.booklet.diagram_height
        if measure is not None:
            return measure(name, width)
        return self.diagram(name, width, self.colorblind).get_height()

    def figure(self, block: Diagram, width: int) -> Laid:
        z = self.z
        fig_w = int(width * block.max_width * z.pictures)
        fig_h = self.diagram_height(block.name, fig_w)
        laid = Laid()
        offset = (width - fig_w) // 2
        name, colorblind = block.name, self.colorblind
        laid.add(offset, 0, lambda s, x, y: s.blit(self.diagram(name, fig_w, colorblind), (x, y)))
        caption = self.text(self.tr(block.caption), fig_w, z.caption, CAPTION_INK, theme.CREAM)
        top = fig_h + z(8)
        laid.place(caption, offset, top)
        laid.height = top + caption.height
        return laid

    def cards(self, block: Cards, width: int) -> Laid:
        gap = self.z(32)
        count = len(block.columns)
        col_w = (width - gap * (count - 1)) // count
        texts = [self.blocks(blocks[:-1], col_w) for blocks in block.columns]
        pictures = [self.block(blocks[-1], col_w) for blocks in block.columns]
        top = max(part.height for part in texts) + self.z(16)
        laid = Laid()
        for i, (text_part, picture) in enumerate(zip(texts, pictures, strict=True)):
            x = i * (col_w + gap)
            laid.place(text_part, x, 0)
            laid.place(picture, x, top)
        laid.height = top + max(part.height for part in pictures)
        return laid

    def row(self, block: Row, width: int) -> Laid:
        z = self.z
        gap = z(32)
        total = sum(share for share, _ in block.columns)
        usable = width - gap * (len(block.columns) - 1)
        parts = []
        for share, blocks in block.columns:
            col_w = int(usable * share / total)
            parts.append((col_w, self.blocks(blocks, col_w)))
        height = max(part.height for _, part in parts)
        laid = Laid()
        x = 0
        for col_w, part in parts:
            top = (height - part.height) // 2 if block.middle else 0
            laid.place(part, x, top)
            x += col_w + gap
        laid.height = height
        return laid


TEXT_STEPS = (1.0, 0.96, 0.92, 0.88, 0.84, 0.8)
PICTURE_STEPS = (1.0, 0.93, 0.86, 0.8, 0.74)
"""A page that does not fit is laid out again: pictures give way first, then the text.  A page
that still does not fit (very large UI scale) scrolls instead of shrinking into tiny print."""
