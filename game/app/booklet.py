"""Illustrated rules booklets: pages described as data, flipped with buttons or the arrow keys.

A game describes its rules as a :class:`Booklet`: a list of :class:`Page` objects made of blocks
(headings, paragraphs, lists, rows of columns, cards, diagrams and any block kind of its own),
a function that draws its named diagrams, and optionally a function that draws small icons
used inside the text.  :class:`BookletScene` shows it: it lays every page out into a surface
that fits the booklet panel; when a page would not fit (small window, large UI scale, a long
translation) the whole page is laid out again a little smaller, pictures first, and a page that
still does not fit scrolls instead of shrinking into tiny print.  Finished pages are cached per
window size, scale, language and palette, so a frame only blits.

Text may mark words as bold with ``**double asterisks**`` and show an icon inline with
``[icon:name]``.  Wrapping is word by word; a word wider than its column (a long Korean run) is
cut into pieces, and the cut points are found by galloping search so that even a pathological
very long word costs time linear in its length.

Usage, from a game's view package::

    BOOKLET = Booklet(
        pages=PAGES,
        diagram=my_diagrams.render,  # (name, width, colorblind) -> Surface
        # prev_key, next_key, page_key: the shared "booklet.*" labels unless given
        icon=my_icons.render,  # optional: (name, size) -> Surface | None
        blocks={ScoreTable: score_table},  # optional: block type -> layout function
    )

    class MyRulesScene(BookletScene):
        name = "mygame_rules"
        title_key = "mygame_rules.title"
        booklet = BOOKLET
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

import pygame
import pygame_gui

from game import text
from game.app import fonts, theme, widgets
from game.app.scenes.base import MenuPage
from game.text import tr

INK = theme.CREAM
BOLD_INK = theme.GOLD_LIGHT
CAPTION_INK = theme.MUTED
PAPER = (30, 24, 34, 232)
PAPER_EDGE = theme.GOLD_DARK

# --- page description ---------------------------------------------------------------------


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
IconFn = Callable[[str, int], "pygame.Surface | None"]
"""``(name, size) -> Surface | None``: an icon about ``size`` pixels tall; ``None`` (or a
``KeyError``) for a name the game does not know, which the text then simply leaves out."""
BlockFn = Callable[["Layout", Any, int], "Laid"]
"""``(layout, block, width) -> Laid``: lays out a game's own block kind in ``width`` pixels."""


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


# --- rich text ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Icon:
    """An inline icon in a line of text (``[icon:name]`` in the source)."""

    name: str


Fragment = str | Icon
Run = tuple[Fragment, bool]  # (text or icon, bold)
IconLookup = Callable[[str, int], "pygame.Surface | None"]
"""``(name, text size) -> Surface | None``: the icon already scaled for text of that size."""

_BOLD = re.compile(r"\*\*")
_PIECES = re.compile(r"( +|\[icon:[\w.-]+\])")
_ICON = re.compile(r"\[icon:([\w.-]+)\]")


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


def icon_height(size: int) -> int:
    """Icons stand as tall as the text's ascent: taller than capitals, within the line."""
    return max(1, round(size * 1.15))


def icon_top(size: int, height: int) -> int:
    """Where an icon of ``height`` starts below the top of a text line of ``size``: centred on
    the capitals (ascent minus half a capital), so it sits on the line like a letter."""
    face = fonts.font(size)
    centre = face.get_ascent() - round(size * 0.36)
    return max(0, min(face.get_height() - height, centre - height // 2))


def scaled_icon(draw: IconFn | None, name: str, size: int) -> pygame.Surface | None:
    """The game's icon ``name`` for text of ``size``, scaled to :func:`icon_height` (keeping its
    proportions when the game drew it at another size); ``None`` when unknown."""
    if draw is None:
        return None
    height = icon_height(size)
    try:
        image = draw(name, height)
    except KeyError:
        return None
    if image is None:
        return None
    if image.get_height() != height and image.get_height() > 0:
        width = max(1, round(image.get_width() * height / image.get_height()))
        image = pygame.transform.smoothscale(image, (width, height))
    return image


def _words(paragraph: str, size: int, icons: IconLookup | None) -> list[list[Run]]:
    """Words (split at spaces), each a list of ``(fragment, bold)`` glued together.

    An icon token is a fragment of its own; one the game does not know is left out."""
    words: list[list[Run]] = []
    bold = False
    space = True
    for index, segment in enumerate(_BOLD.split(paragraph)):
        if index:
            bold = not bold
        for piece in _PIECES.split(segment):
            if not piece:
                continue
            if piece.isspace():
                space = True
                continue
            fragment: Fragment = piece
            icon = _ICON.fullmatch(piece)
            if icon is not None:
                name = icon.group(1)
                if icons is None or icons(name, size) is None:
                    continue
                fragment = Icon(name)
            if space or not words:
                words.append([])
            words[-1].append((fragment, bold))
            space = False
    return words


def _fragment_width(fragment: Fragment, bold: bool, size: int, icons: IconLookup | None) -> int:
    if isinstance(fragment, Icon):
        image = icons(fragment.name, size) if icons is not None else None
        return 0 if image is None else image.get_width()
    return fonts.font(size, bold).size(fragment)[0]


def _width(parts: list[Run], size: int, icons: IconLookup | None = None) -> int:
    return sum(_fragment_width(f, b, size, icons) for f, b in parts)


def _group(atoms: list[Run]) -> list[Run]:
    """Single characters and icons back into runs (consecutive characters of one style)."""
    runs: list[Run] = []
    for fragment, bold in atoms:
        last = runs[-1] if runs else None
        if isinstance(fragment, str) and last and isinstance(last[0], str) and last[1] == bold:
            runs[-1] = (last[0] + fragment, bold)
        else:
            runs.append((fragment, bold))
    return runs


def _split_long(parts: list[Run], size: int, width: int, icons: IconLookup | None) -> list:
    """A word wider than the column, cut into pieces that fit (long Korean runs); each keeps
    its styles and icons (an icon is never cut)."""
    atoms: list[Run] = []
    for fragment, bold in parts:
        if isinstance(fragment, Icon):
            atoms.append((fragment, bold))
        else:
            atoms.extend((char, bold) for char in fragment)

    def measure(start: int, end: int) -> int:
        return _width(_group(atoms[start:end]), size, icons)

    return [_group(atoms[a:b]) for a, b in fonts.cuts(len(atoms), measure, width)]


def rich_lines(
    value: str, size: int, width: int, icons: IconLookup | None = None
) -> list[list[Run]]:
    """Lines of ``(fragment, bold)`` runs; consecutive text runs in one style are merged.

    A fragment is a string, or an :class:`Icon` that ``icons`` can draw (unknown icons, and
    all icons when ``icons`` is ``None``, are left out)."""
    space = fonts.font(size).size(" ")[0]
    out: list[list[Run]] = []
    for paragraph in value.split("\n"):
        line: list[list[Run]] = []
        line_w = 0
        for word in _words(paragraph, size, icons):
            w = _width(word, size, icons)
            if w > width:
                if line:
                    out.append(_merge(line))
                    line, line_w = [], 0
                pieces = _split_long(word, size, width, icons)
                for piece in pieces[:-1]:
                    out.append(_merge([piece]))
                word = pieces[-1] if pieces else word
                w = _width(word, size, icons)
            extra = w + (space if line else 0)
            if line and line_w + extra > width:
                out.append(_merge(line))
                line, line_w = [word], w
            else:
                line.append(word)
                line_w += extra
        out.append(_merge(line))
    return out


def _merge(words: list[list[Run]]) -> list[Run]:
    """Words into runs: the space between two words joins the run before it."""
    runs: list[Run] = []
    for i, word in enumerate(words):
        for j, (fragment, bold) in enumerate(word):
            if i and j == 0:
                if runs and isinstance(runs[-1][0], str):
                    runs[-1] = (runs[-1][0] + " ", runs[-1][1])
                else:
                    runs.append((" ", bold))
            last = runs[-1] if runs else None
            if (
                isinstance(fragment, str)
                and last is not None
                and isinstance(last[0], str)
                and last[1] == bold
            ):
                runs[-1] = (last[0] + fragment, bold)
            else:
                runs.append((fragment, bold))
    return runs


def line_width(runs: list[Run], size: int, icons: IconLookup | None = None) -> int:
    """The drawn width of one line from :func:`rich_lines`."""
    return _width(runs, size, icons)


def draw_runs(
    surface: pygame.Surface,
    runs: list[Run],
    size: int,
    pos: tuple[int, int],
    colour,
    bold_colour,
    icons: IconLookup | None = None,
) -> None:
    """Draw one line from :func:`rich_lines` with its top-left at ``pos``."""
    x, y = pos
    for fragment, bold in runs:
        if isinstance(fragment, Icon):
            image = icons(fragment.name, size) if icons is not None else None
            if image is not None:
                surface.blit(image, (x, y + icon_top(size, image.get_height())))
                x += image.get_width()
            continue
        image = fonts.render(fragment, size, bold_colour if bold else colour, bold=bold)
        surface.blit(image, (x, y))
        x += fonts.font(size, bold).size(fragment)[0]


# --- layout -----------------------------------------------------------------------------


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


@dataclass
class PageImage:
    """A rendered page: the panel with its heading, and the content when it has to scroll."""

    frame: pygame.Surface
    view: pygame.Rect  # where the content shows, relative to the panel
    content: pygame.Surface | None = None  # only for a page taller than ``view``

    @property
    def max_scroll(self) -> int:
        return 0 if self.content is None else max(0, self.content.get_height() - self.view.h)


# --- the scene ------------------------------------------------------------------------------


class BookletScene(MenuPage):
    """A game's rules booklet (:attr:`booklet`), one page at a time.

    Left/Right and PageUp/PageDown (or the Previous/Next buttons) turn pages, Home/End jump to
    the ends; a page taller than the panel scrolls with the wheel and Up/Down.  Subclasses set
    ``name``, ``title_key`` and ``booklet``.
    """

    booklet: ClassVar[Booklet]

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.page = max(0, min(len(self.pages) - 1, page))
        self._pages: dict[tuple, PageImage] = {}
        self._diagrams: dict[tuple, pygame.Surface] = {}
        self._icons: dict[tuple, pygame.Surface | None] = {}
        self.scroll = 0  # pixels, when the page is taller than the panel
        self.overflow: dict[int, int] = {}
        """Page -> pixels its content still overflows at the smallest size (tests read it)."""
        self.text_scale: dict[int, float] = {}
        """Page -> how much its text had to shrink to fit (1.0: not at all)."""
        self.prev_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None

    @property
    def pages(self) -> tuple[Page, ...]:
        return self.booklet.pages

    def tr(self, key: str, **args: Any) -> str:
        return self.booklet.text(key, **args)

    # --- layout -----------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        px = self.px
        w, h = self.app.size
        width = min(w - px(72), px(1200))
        top = px(116)
        return pygame.Rect((w - width) // 2, top, width, h - px(100) - top)

    def build(self) -> None:
        px = self.px
        panel = self.panel_rect()
        _, h = self.app.size
        bw, bh = px(200), px(52)
        y = h - px(84)
        self.prev_button = widgets.button(
            self, pygame.Rect(panel.left, y, bw, bh), self.tr(self.booklet.prev_key), "@menu_button"
        )
        self.next_button = widgets.button(
            self,
            pygame.Rect(panel.right - bw, y, bw, bh),
            self.tr(self.booklet.next_key),
            "@menu_button",
        )
        self.build_back_button()
        self._update_buttons()
        if len(self._pages) > 2 * len(self.pages):
            self._pages.clear()
            self._diagrams.clear()
            self._icons.clear()

    def _update_buttons(self) -> None:
        if self.prev_button is None or self.next_button is None:
            return
        if self.page > 0:
            self.prev_button.enable()
        else:
            self.prev_button.disable()
        if self.page < len(self.pages) - 1:
            self.next_button.enable()
        else:
            self.next_button.disable()

    # --- paging -------------------------------------------------------------------------
    def go(self, page: int) -> None:
        """Turn to ``page`` (clamped to the booklet), at the top of the page."""
        page = max(0, min(len(self.pages) - 1, page))
        if page != self.page:
            self.page = page
            self.scroll = 0
            self.app.audio.play("click")
        self._update_buttons()

    def indicator(self) -> str:
        return self.indicator_for(self.page)

    def indicator_for(self, index: int) -> str:
        return self.tr(self.booklet.page_key, page=index + 1, total=len(self.pages))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.prev_button:
                self.go(self.page - 1)
            elif event.ui_element is self.next_button:
                self.go(self.page + 1)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.go(self.page - 1)
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.go(self.page + 1)
            elif event.key == pygame.K_HOME:
                self.go(0)
            elif event.key == pygame.K_END:
                self.go(len(self.pages) - 1)
            elif event.key == pygame.K_DOWN:
                self.scroll_by(self.px(48))
            elif event.key == pygame.K_UP:
                self.scroll_by(-self.px(48))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(48))

    def scroll_by(self, amount: int) -> None:
        image = self.page_image(self.page)
        self.scroll = max(0, min(image.max_scroll, self.scroll + amount))

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panel = self.panel_rect()
        image = self.page_image(self.page)
        surface.blit(image.frame, panel.topleft)
        if image.content is None:
            return
        self.scroll = max(0, min(image.max_scroll, self.scroll))
        view = image.view.move(panel.topleft)
        surface.blit(image.content, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        # A thin scroll bar in the right margin.
        track = pygame.Rect(view.right + self.px(12), view.top, max(3, self.px(5)), view.h)
        total = image.content.get_height()
        thumb_h = max(self.px(24), track.h * view.h // total)
        thumb_y = track.top + (track.h - thumb_h) * self.scroll // max(1, image.max_scroll)
        pygame.draw.rect(surface, (70, 58, 60), track, border_radius=track.w // 2)
        pygame.draw.rect(
            surface,
            theme.GOLD_DARK,
            pygame.Rect(track.x, thumb_y, track.w, thumb_h),
            border_radius=track.w // 2,
        )

    def _diagram(self, name: str, width: int, colorblind: bool) -> pygame.Surface:
        key = (name, width, colorblind, text.language())
        image = self._diagrams.get(key)
        if image is None:
            image = self.booklet.diagram(name, width, colorblind)
            self._diagrams[key] = image
        return image

    def _icon(self, name: str, size: int) -> pygame.Surface | None:
        key = (name, size)
        if key not in self._icons:
            self._icons[key] = scaled_icon(self.booklet.icon, name, size)
        return self._icons[key]

    def page_image(self, index: int) -> PageImage:
        """The finished page ``index`` (panel, heading, content), cached."""
        panel = self.panel_rect()
        colorblind = bool(self.app.settings.colorblind)
        key = (index, panel.size, self.app.scale, text.language(), colorblind)
        image = self._pages.get(key)
        if image is None:
            image = self._render_page(index, panel.size, colorblind)
            self._pages[key] = image
        return image

    def page_surface(self, index: int) -> pygame.Surface:
        """The panel of page ``index`` as drawn (with its content unless it scrolls)."""
        return self.page_image(index).frame

    def _render_page(self, index: int, size: tuple[int, int], colorblind: bool) -> PageImage:
        px = self.px
        page = self.pages[index]
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = px(14)
        pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
        pygame.draw.rect(surface, PAPER_EDGE, rect, max(1, px(2)), border_radius=radius)
        pygame.draw.rect(
            surface, (*PAPER_EDGE, 90), rect.inflate(-px(12), -px(12)), 1, border_radius=radius
        )
        margin = px(34)
        title = fonts.render(self.tr(page.title), px(28), theme.GOLD, bold=True, shadow=(20, 10, 0))
        surface.blit(title, (margin, px(18)))
        number = fonts.render(self.indicator_for(index), px(19), theme.MUTED, bold=True)
        surface.blit(
            number,
            (
                size[0] - margin - number.get_width(),
                px(18) + title.get_height() - number.get_height() - px(4),
            ),
        )
        rule_y = px(18) + title.get_height() + px(6)
        pygame.draw.line(surface, PAPER_EDGE, (margin, rule_y), (size[0] - margin, rule_y), 1)
        self._draw_dots(surface, index, (size[0] // 2, size[1] - px(16)))
        content = pygame.Rect(
            margin, rule_y + px(18), size[0] - 2 * margin, size[1] - rule_y - px(18) - px(36)
        )
        laid, scale = self.layout(page, content.w, content.h, colorblind)
        self.overflow[index] = max(0, laid.height - content.h)
        self.text_scale[index] = scale
        if laid.height <= content.h:
            laid.draw(surface, content.x, content.y + (content.h - laid.height) // 3)
            return PageImage(surface, content)
        tall = pygame.Surface((content.w, laid.height + px(8)), pygame.SRCALPHA)
        laid.draw(tall, 0, 0)
        return PageImage(surface, content, tall)

    def _draw_dots(self, surface: pygame.Surface, index: int, centre: tuple[int, int]) -> None:
        count = len(self.pages)
        r = max(3, self.px(4))
        gap = self.px(16)
        x0 = centre[0] - gap * (count - 1) // 2
        for i in range(count):
            at = (x0 + i * gap, centre[1])
            if i == index:
                pygame.draw.circle(surface, theme.GOLD, at, r + 1)
            else:
                pygame.draw.circle(surface, theme.GOLD_DARK, at, r, 1)

    def _layout(self, sizes: Sizes, colorblind: bool) -> Layout:
        return Layout(sizes, colorblind, self.booklet, self._diagram, self._icon)

    def layout(self, page: Page, width: int, height: int, colorblind: bool) -> tuple[Laid, float]:
        """Lay the page out, shrinking step by step until it fits ``height``.

        Returns the layout and the text scale it needed.
        """
        laid = Laid()
        for s in TEXT_STEPS:
            for pictures in PICTURE_STEPS:
                laid = self._layout(Sizes(self.px, s, pictures), colorblind).blocks(
                    page.blocks, width
                )
                if laid.height <= height:
                    return laid, s
        # Too tall even so: the page scrolls, with full-size pictures.
        s = TEXT_STEPS[-1]
        return self._layout(Sizes(self.px, s), colorblind).blocks(page.blocks, width), s

    # --- tests ----------------------------------------------------------------------------
    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "page": self.page,
            "pages": len(self.pages),
            "indicator": self.indicator(),
            "title": self.tr(self.pages[self.page].title),
            "scroll": self.scroll,
            "scrollable": self.page_image(self.page).max_scroll > 0,
        }
