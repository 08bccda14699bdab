"""The Armadora rules booklet: illustrated pages, flipped with buttons or the arrow keys.

Each page is described as data (headings, paragraphs, lists, a table, diagrams) and laid out
into a surface that fits the booklet panel; when a page would not fit (small window, large UI
scale, a long translation) the whole page is laid out again a little smaller.  Finished pages
are cached per window size, scale, language and palette, so a frame only blits.

Text may mark words as bold with ``**double asterisks**``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame
import pygame_gui

from game import text
from game.app import fonts, theme, widgets
from game.app.scenes.base import MenuPage
from game.armadora.state import WARRIORS
from game.armadora.view import rules_diagrams
from game.armadora.view.board_view import BoardView
from game.text import tr

NS = "armadora_rules"
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
    name: str
    caption: str
    max_width: float = 1.0  # of the column


@dataclass(frozen=True)
class WarriorTable:
    pass


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


def k(key: str) -> str:
    return f"{NS}.{key}"


def keys(*names: str) -> tuple[str, ...]:
    return tuple(k(name) for name in names)


def text_and_picture(text_blocks: tuple[Any, ...], picture: Diagram, share: float = 0.55) -> Row:
    """The usual page: text on the left, one illustration on the right."""
    return Row(((share, text_blocks), (1 - share, (picture,))))


def card(heading: str, body: str, picture: str, caption: str) -> tuple[Any, ...]:
    return (Heading(k(heading)), Para(k(body)), Diagram(picture, k(caption)))


PAGES: tuple[Page, ...] = (
    Page(
        k("goal.title"),
        (
            text_and_picture(
                (
                    Para(k("goal.intro")),
                    Heading(k("goal.win_heading")),
                    Para(k("goal.win")),
                    Para(k("goal.factions")),
                ),
                Diagram("tiles", k("setup.tiles_caption")),
            ),
        ),
    ),
    Page(
        k("goal.box_title"),
        (
            text_and_picture(
                (
                    Bullets(
                        keys(
                            "goal.board",
                            "goal.gold",
                            "goal.palisades",
                            "goal.warriors",
                            "goal.screen",
                        )
                    ),
                ),
                Diagram("board", k("goal.board_caption")),
            ),
        ),
    ),
    Page(
        k("setup.title"),
        (
            Row(
                (
                    (
                        0.5,
                        (
                            Bullets(
                                keys("setup.step1", "setup.step2", "setup.step3", "setup.step4"),
                                numbered=True,
                            ),
                            Para(k("setup.option")),
                        ),
                    ),
                    (
                        0.5,
                        (
                            Heading(k("setup.table_heading")),
                            WarriorTable(),
                            Caption(k("setup.table_note")),
                        ),
                    ),
                )
            ),
        ),
    ),
    Page(
        k("turn.title"),
        (
            text_and_picture(
                (
                    Para(k("turn.intro")),
                    Bullets(keys("turn.warrior", "turn.palisades", "turn.pass"), numbered=True),
                    Heading(k("turn.end_heading")),
                    Para(k("turn.end")),
                ),
                Diagram("turn", k("turn.caption")),
            ),
        ),
    ),
    Page(
        k("territory.title"),
        (
            text_and_picture(
                (
                    Para(k("territory.intro")),
                    Para(k("territory.supply")),
                    Heading(k("territory.min_heading")),
                    Para(k("territory.min")),
                ),
                Diagram("territory", k("territory.caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("full.title"),
        (
            text_and_picture(
                (
                    Heading(k("full.full_heading")),
                    Para(k("full.full")),
                    Heading(k("full.closed_heading")),
                    Para(k("full.closed")),
                    Para(k("full.matters")),
                ),
                Diagram("full", k("full.caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("scoring.title"),
        (
            text_and_picture(
                (
                    Bullets(
                        keys(
                            "scoring.reveal",
                            "scoring.sum",
                            "scoring.majority",
                            "scoring.tie",
                            "scoring.nobody",
                        ),
                        numbered=True,
                    ),
                    Heading(k("scoring.win_heading")),
                    Para(k("scoring.win")),
                ),
                Diagram("scoring", k("scoring.caption")),
            ),
        ),
    ),
    Page(
        k("advanced.title"),
        (
            text_and_picture(
                (
                    Para(k("advanced.intro")),
                    Heading(k("advanced.powers_heading")),
                    Para(k("advanced.use")),
                    Heading(k("advanced.reinforce_heading")),
                    Para(k("advanced.reinforce")),
                ),
                Diagram("reinforce", k("advanced.reinforce_caption")),
            ),
        ),
    ),
    Page(
        k("powers.title"),
        (
            Cards(
                (
                    card("powers.mage_heading", "powers.mage", "mage", "powers.mage_caption"),
                    card(
                        "powers.goblin_heading", "powers.goblin", "goblin", "powers.goblin_caption"
                    ),
                    card("powers.orc_heading", "powers.orc", "orc", "powers.orc_caption"),
                )
            ),
        ),
    ),
    Page(
        k("elf.title"),
        (
            text_and_picture(
                (
                    Heading(k("elf.heading")),
                    Para(k("elf.arrow")),
                    Heading(k("elf.target_heading")),
                    Para(k("elf.target")),
                ),
                Diagram("elf", k("elf.caption")),
                0.5,
            ),
        ),
    ),
    Page(
        k("teams.title"),
        (
            text_and_picture(
                (
                    Para(k("teams.sides")),
                    Heading(k("teams.together_heading")),
                    Para(k("teams.together")),
                    Heading(k("teams.secret_heading")),
                    Para(k("teams.secret")),
                ),
                Diagram("seating", k("teams.caption"), 0.85),
            ),
        ),
    ),
)


# --- rich text ----------------------------------------------------------------------------

_BOLD = re.compile(r"\*\*")


def _words(paragraph: str) -> list[list[tuple[str, bool]]]:
    """Words (split at spaces), each a list of ``(fragment, bold)`` glued together."""
    words: list[list[tuple[str, bool]]] = []
    bold = False
    space = True
    for index, segment in enumerate(_BOLD.split(paragraph)):
        if index:
            bold = not bold
        for piece in re.split(r"( +)", segment):
            if not piece:
                continue
            if piece.isspace():
                space = True
                continue
            if space or not words:
                words.append([])
            words[-1].append((piece, bold))
            space = False
    return words


def _width(parts: list[tuple[str, bool]], size: int) -> int:
    return sum(fonts.font(size, b).size(t)[0] for t, b in parts)


def _split_long(parts: list[tuple[str, bool]], size: int, width: int) -> list:
    """A word wider than the column, cut into pieces that fit (long Korean runs)."""
    bold = parts[0][1]
    whole = "".join(t for t, _ in parts)
    pieces = fonts.wrap(whole, size, width, bold)
    return [[(piece, bold)] for piece in pieces if piece]


def rich_lines(text_: str, size: int, width: int) -> list[list[tuple[str, bool]]]:
    """Lines of ``(fragment, bold)`` runs; consecutive runs in one style are merged."""
    space = fonts.font(size).size(" ")[0]
    out: list[list[tuple[str, bool]]] = []
    for paragraph in text_.split("\n"):
        line: list[list[tuple[str, bool]]] = []
        line_w = 0
        for word in _words(paragraph):
            w = _width(word, size)
            if w > width:
                if line:
                    out.append(_merge(line))
                    line, line_w = [], 0
                pieces = _split_long(word, size, width)
                for piece in pieces[:-1]:
                    out.append(_merge([piece]))
                word = pieces[-1] if pieces else word
                w = _width(word, size)
            extra = w + (space if line else 0)
            if line and line_w + extra > width:
                out.append(_merge(line))
                line, line_w = [word], w
            else:
                line.append(word)
                line_w += extra
        out.append(_merge(line))
    return out


def _merge(words: list[list[tuple[str, bool]]]) -> list[tuple[str, bool]]:
    runs: list[tuple[str, bool]] = []
    for i, word in enumerate(words):
        for j, (fragment, bold) in enumerate(word):
            glue = " " if (i and j == 0) else ""
            if runs and runs[-1][1] == bold:
                runs[-1] = (runs[-1][0] + glue + fragment, bold)
            elif glue and runs:
                runs[-1] = (runs[-1][0] + glue, runs[-1][1])
                runs.append((fragment, bold))
            else:
                runs.append((fragment, bold))
    return runs


def _draw_runs(surface, runs, size: int, pos, colour, bold_colour) -> None:
    x, y = pos
    for fragment, bold in runs:
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

    def draw(self, surface: pygame.Surface, x: int, y: int) -> None:
        for dx, dy, draw in self.items:
            draw(surface, x + dx, y + dy)


class Layout:
    """Lays out blocks of a page for one size attempt; diagrams are drawn lazily."""

    def __init__(self, sizes: Sizes, colorblind: bool, diagram: Callable[..., pygame.Surface]):
        self.z = sizes
        self.colorblind = colorblind
        self.diagram = diagram

    def blocks(self, blocks: tuple[Any, ...], width: int) -> Laid:
        laid = Laid()
        y = 0
        previous = None
        for block in blocks:
            if previous is not None:
                y += self._gap(previous, block)
            part = self.block(block, width)
            for dx, dy, draw in part.items:
                laid.add(dx, y + dy, draw)
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
        if isinstance(block, Heading):
            return self.heading(block, width)
        if isinstance(block, Para):
            return self.text(tr(block.key), width, self.z.body, INK)
        if isinstance(block, Caption):
            return self.text(tr(block.key), width, self.z.caption, CAPTION_INK, theme.CREAM)
        if isinstance(block, Bullets):
            return self.bullets(block, width)
        if isinstance(block, Diagram):
            return self.figure(block, width)
        if isinstance(block, WarriorTable):
            return self.table(width)
        if isinstance(block, Row):
            return self.row(block, width)
        if isinstance(block, Cards):
            return self.cards(block, width)
        raise TypeError(block)

    def text(self, value: str, width: int, size: int, colour, bold_colour=BOLD_INK) -> Laid:
        laid = Laid()
        step = self.z.line(size)
        lines = rich_lines(value, size, width)
        for i, runs in enumerate(lines):
            laid.add(
                0,
                i * step,
                lambda s, x, y, runs=runs: _draw_runs(s, runs, size, (x, y), colour, bold_colour),
            )
        laid.height = len(lines) * step - (step - fonts.font(size).get_height())
        return laid

    def heading(self, block: Heading, width: int) -> Laid:
        size = self.z.heading
        lines = [line for line in fonts.wrap(tr(block.key), size, width, bold=True) if line]
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
            part = self.text(tr(key), width - indent, size, INK)
            for dx, dy, draw in part.items:
                laid.add(indent + dx, y + dy, draw)
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

    def figure(self, block: Diagram, width: int) -> Laid:
        z = self.z
        fig_w = int(width * block.max_width * z.pictures)
        fig_h = rules_diagrams.height_for(block.name, fig_w)
        laid = Laid()
        offset = (width - fig_w) // 2
        name, colorblind = block.name, self.colorblind
        laid.add(offset, 0, lambda s, x, y: s.blit(self.diagram(name, fig_w, colorblind), (x, y)))
        caption = self.text(tr(block.caption), fig_w, z.caption, CAPTION_INK, theme.CREAM)
        top = fig_h + z(8)
        for dx, dy, draw in caption.items:
            laid.add(offset + dx, top + dy, draw)
        laid.height = top + caption.height
        return laid

    def table(self, width: int) -> Laid:
        z = self.z
        size = z.body
        head = [tr(k("setup.players")), tr(k("setup.each"))]
        rows = []
        for players, counts in sorted(WARRIORS.items()):
            cells = [str(players), str(sum(counts))]
            cells += [str(n) if n else "—" for n in counts[1:]]
            rows.append(cells)
        first = [
            max(
                fonts.font(size, True).size(head[c])[0],
                *(fonts.font(size).size(r[c])[0] for r in rows),
            )
            for c in range(2)
        ]
        pad = z(14)
        row_h = z.line(size) + z(10)
        tile = row_h + z(6)
        value_w = max(tile, (width - sum(first) - 4 * pad) // 5)
        col_w = [first[0] + 2 * pad, first[1] + 2 * pad, *([value_w] * 5)]
        total_w = min(width, sum(col_w))
        heading = tr(k("setup.strength"))
        heading_img = fonts.render(heading, z.caption, CAPTION_INK, bold=True)
        header_h = tile + heading_img.get_height() + z(2)
        laid = Laid()
        colorblind = self.colorblind

        def draw(s: pygame.Surface, x: int, y: int) -> None:
            box = pygame.Rect(x, y, total_w, header_h + row_h * len(rows) + z(6))
            pygame.draw.rect(s, (46, 36, 44), box, border_radius=z(8))
            for r in range(1, len(rows), 2):
                stripe = pygame.Rect(x + 1, y + header_h + r * row_h, total_w - 2, row_h)
                s.fill((60, 48, 54), stripe)
            pygame.draw.rect(s, PAPER_EDGE, box, 1, border_radius=z(8))
            values_x = x + col_w[0] + col_w[1]
            s.blit(
                heading_img,
                (values_x + (5 * value_w - heading_img.get_width()) // 2, y + z(2)),
            )
            cx = x
            for c, label in enumerate(head):
                img = fonts.render(label, size, theme.GOLD, bold=True)
                s.blit(img, (cx + (col_w[c] - img.get_width()) // 2, y + header_h - row_h))
                cx += col_w[c]
            view = BoardView(pygame.Rect(0, 0, 80, 50), colorblind)
            for v in range(1, 6):
                rect = pygame.Rect(values_x + (v - 1) * value_w, y + header_h - tile, value_w, tile)
                rect = pygame.Rect(rect.centerx - tile // 2, rect.y, tile, tile)
                view.draw_warrior(s, rect, None, v, False, face_up=True)
            for r, cells in enumerate(rows):
                ry = y + header_h + r * row_h
                cx = x
                for c, value in enumerate(cells):
                    colour = theme.GOLD_LIGHT if c < 2 else INK
                    img = fonts.render(value, size, colour, bold=c < 2)
                    s.blit(
                        img,
                        (
                            cx + (col_w[c] - img.get_width()) // 2,
                            ry + (row_h - img.get_height()) // 2,
                        ),
                    )
                    cx += col_w[c]

        laid.add(0, 0, draw)
        laid.height = header_h + row_h * len(rows) + z(6)
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
            for dx, dy, draw in text_part.items:
                laid.add(x + dx, dy, draw)
            for dx, dy, draw in picture.items:
                laid.add(x + dx, top + dy, draw)
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
            for dx, dy, draw in part.items:
                laid.add(x + dx, top + dy, draw)
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


class ArmadoraRulesScene(MenuPage):
    """The rules of Armadora as an illustrated booklet of :data:`PAGES`."""

    name = "armadora_rules"
    title_key = "armadora_rules.title"

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.page = max(0, min(len(PAGES) - 1, page))
        self._pages: dict[tuple, PageImage] = {}
        self._diagrams: dict[tuple, pygame.Surface] = {}
        self.scroll = 0  # pixels, when the page is taller than the panel
        self.overflow: dict[int, int] = {}
        """Page -> pixels its content still overflows at the smallest size (tests read it)."""
        self.text_scale: dict[int, float] = {}
        """Page -> how much its text had to shrink to fit (1.0: not at all)."""
        self.prev_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None

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
            self, pygame.Rect(panel.left, y, bw, bh), tr(k("prev")), "@menu_button"
        )
        self.next_button = widgets.button(
            self, pygame.Rect(panel.right - bw, y, bw, bh), tr(k("next")), "@menu_button"
        )
        self.build_back_button()
        self._update_buttons()
        if len(self._pages) > 2 * len(PAGES):
            self._pages.clear()
            self._diagrams.clear()

    def _update_buttons(self) -> None:
        if self.prev_button is None or self.next_button is None:
            return
        if self.page > 0:
            self.prev_button.enable()
        else:
            self.prev_button.disable()
        if self.page < len(PAGES) - 1:
            self.next_button.enable()
        else:
            self.next_button.disable()

    # --- paging -------------------------------------------------------------------------
    def go(self, page: int) -> None:
        page = max(0, min(len(PAGES) - 1, page))
        if page != self.page:
            self.page = page
            self.scroll = 0
            self.app.audio.play("click")
        self._update_buttons()

    def indicator(self) -> str:
        return self.indicator_for(self.page)

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
                self.go(len(PAGES) - 1)
            elif event.key == pygame.K_DOWN:
                self.scroll_by(self.px(48))
            elif event.key == pygame.K_UP:
                self.scroll_by(-self.px(48))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(48))

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

    def scroll_by(self, amount: int) -> None:
        image = self.page_image(self.page)
        self.scroll = max(0, min(image.max_scroll, self.scroll + amount))

    def _diagram(self, name: str, width: int, colorblind: bool) -> pygame.Surface:
        key = (name, width, colorblind, text.language())
        image = self._diagrams.get(key)
        if image is None:
            image = rules_diagrams.render(name, width, colorblind)
            self._diagrams[key] = image
        return image

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
        page = PAGES[index]
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = px(14)
        pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
        pygame.draw.rect(surface, PAPER_EDGE, rect, max(1, px(2)), border_radius=radius)
        pygame.draw.rect(
            surface, (*PAPER_EDGE, 90), rect.inflate(-px(12), -px(12)), 1, border_radius=radius
        )
        margin = px(34)
        title = fonts.render(tr(page.title), px(28), theme.GOLD, bold=True, shadow=(20, 10, 0))
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

    def indicator_for(self, index: int) -> str:
        return tr(k("page"), page=index + 1, total=len(PAGES))

    def _draw_dots(self, surface: pygame.Surface, index: int, centre: tuple[int, int]) -> None:
        r = max(3, self.px(4))
        gap = self.px(16)
        x0 = centre[0] - gap * (len(PAGES) - 1) // 2
        for i in range(len(PAGES)):
            at = (x0 + i * gap, centre[1])
            if i == index:
                pygame.draw.circle(surface, theme.GOLD, at, r + 1)
            else:
                pygame.draw.circle(surface, theme.GOLD_DARK, at, r, 1)

    def layout(self, page: Page, width: int, height: int, colorblind: bool) -> tuple[Laid, float]:
        """Lay the page out, shrinking step by step until it fits ``height``.

        Returns the layout and the text scale it needed.
        """
        laid = Laid()
        for s in TEXT_STEPS:
            for pictures in PICTURE_STEPS:
                sizes = Sizes(self.px, s, pictures)
                laid = Layout(sizes, colorblind, self._diagram).blocks(page.blocks, width)
                if laid.height <= height:
                    return laid, s
        # Too tall even so: the page scrolls, with full-size pictures.
        s = TEXT_STEPS[-1]
        return Layout(Sizes(self.px, s), colorblind, self._diagram).blocks(page.blocks, width), s

    # --- tests ----------------------------------------------------------------------------
    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "page": self.page,
            "pages": len(PAGES),
            "indicator": self.indicator(),
            "title": tr(PAGES[self.page].title),
            "scroll": self.scroll,
            "scrollable": self.page_image(self.page).max_scroll > 0,
        }
