"""The review's round picker: "jump to a round".

The panel's middle button names the round shown ("Round 7 ▼"); it opens a grid over the
board with a button for every round of the game (or turn, where a game counts no rounds:
the review's words, :func:`game.engine.review.words.when`; Gold Mine's turns before its
rounds begin and its rounds stand under a heading each).  A click jumps to the start of that round.
The keyboard does the same: G opens the grid, the arrow keys (Home, End) move the marked
round, Enter or Space jumps, Esc or G closes it.  The grid is laid out once per opening
from the board's rect: the buttons shrink (down to :data:`LEAST`) until every round fits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
from pygame_gui.elements import UIButton

from game.app import fonts, theme, widgets
from game.app.scene import Scene
from game.engine.review import words
from game.engine.review.plan import Decision
from game.text import tr

CELL = (60, 34)
"""Design size of a round's button."""
LEAST = 0.55
"""The smallest share of :data:`CELL` the buttons shrink to."""
GAP = 6


@dataclass(frozen=True)
class Choice:
    """A round (or turn) to jump to: where it starts, its name, its number."""

    start: int
    label: str
    number: int
    rounds: bool
    """Counted as rounds (else turns)."""


def choices(decisions: Sequence[Decision], starts: Sequence[int]) -> list[Choice]:
    """One choice per start of a round (``Cursor.round_starts``)."""
    out = []
    for start in starts:
        decision = decisions[start]
        rounds = decision.round is not None
        number = decision.round if rounds else decision.turn
        out.append(Choice(start, words.when(decision), number, rounds))
    return out


def current(options: Sequence[Choice], at: int) -> int:
    """The index of the round position ``at`` lies in (the last one at the end)."""
    found = 0
    for index, choice in enumerate(options):
        if choice.start <= at:
            found = index
    return found


@dataclass
class Layout:
    """Where the grid's parts stand: the box, the title and headings, each button."""

    box: pygame.Rect
    texts: list[tuple[str, int, int, int, bool]]
    """``(text, x, y, room, bold)`` drawn by the scene."""
    cells: list[pygame.Rect]


def layout(
    options: Sequence[Choice], area: pygame.Rect, px: Callable[[float], int], size: int
) -> Layout:
    """The grid in ``area``: the largest buttons (from :data:`CELL` down to :data:`LEAST`
    of it) with which every round fits."""
    pad, gap = px(12), px(GAP)
    line = fonts.font(size, True).get_linesize()
    share = 1.0
    while True:
        w, h = round(px(CELL[0]) * share), round(px(CELL[1]) * share)
        built = _grid(options, area, pad, gap, line, w, h)
        if built.box.h <= area.h or share <= LEAST:
            return built
        share = max(LEAST, share - 0.05)


def _grid(options, area, pad, gap, line, w, h) -> Layout:
    columns = max(1, (area.w - 2 * pad + gap) // (w + gap))
    room = area.w - 2 * pad
    texts = [(tr("review_ui.pick_title"), area.x + pad, area.y + pad, room, True)]
    y = area.y + pad + line + gap
    cells: list[pygame.Rect] = []
    column = 0
    both = len({choice.rounds for choice in options}) > 1  # turns, then rounds: headed
    for index, choice in enumerate(options):
        if index == 0 or options[index - 1].rounds != choice.rounds:
            if column:
                y += h + gap
            if both:
                key = "review_ui.pick_rounds" if choice.rounds else "review_ui.pick_turns"
                texts.append((tr(key), area.x + pad, y, room, False))
                y += line
            column = 0
        cells.append(pygame.Rect(area.x + pad + column * (w + gap), y, w, h))
        column += 1
        if column == columns:
            column = 0
            y += h + gap
    if column:
        y += h + gap
    box = pygame.Rect(area.x, area.y, area.w, y - gap + pad - area.y)
    return Layout(box, texts, cells)


class RoundPicker:
    """The grid of rounds over the board of ``scene`` (a review scene: ``cursor``,
    ``board_rect``, ``go``)."""

    def __init__(self, scene: Scene, options: list[Choice]) -> None:
        self.scene = scene
        self.options = options
        self.buttons: list[UIButton] = []
        self.marked = 0
        self.grid: Layout | None = None

    @property
    def opened(self) -> bool:
        return self.grid is not None

    def labels(self, at: int) -> list[str]:
        """The picker button's texts, the longest first: the round shown."""
        if not self.options:
            return [tr("review_ui.end")]
        choice = self.options[current(self.options, at)]
        return [
            tr("review_ui.pick", when=choice.label),
            choice.label,
            tr("review_ui.pick", when=choice.number),
        ]

    def open(self, at: int) -> None:
        if not self.options:
            return
        self.close()
        px = self.scene.px
        area = self.scene.board_rect.inflate(-px(16), -px(8))
        self.grid = layout(self.options, area, px, px(16))
        self.marked = current(self.options, at)
        for choice, rect in zip(self.options, self.grid.cells, strict=True):
            button = widgets.button(self.scene, rect, str(choice.number), "@small")
            widgets.set_tooltip(button, choice.label)
            if not self.grid.box.contains(rect):
                button.hide()
            self.buttons.append(button)
        self._mark()

    def close(self) -> None:
        for button in self.buttons:
            button.kill()
        self.buttons = []
        self.grid = None

    def toggle(self, at: int) -> None:
        if self.opened:
            self.close()
        else:
            self.open(at)

    def _mark(self) -> None:
        for index, button in enumerate(self.buttons):
            widgets.select(button, index == self.marked)

    def chosen(self, element: object) -> Choice | None:
        """The round whose button ``element`` is (None: not one of them)."""
        for button, choice in zip(self.buttons, self.options, strict=False):
            if button is element:
                return choice
        return None

    def key(self, key: int) -> Choice | bool:
        """A key while the grid is open: the round chosen (Enter, Space), or True when the
        key was the grid's (a move of the mark, Esc), False when not."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return self.options[self.marked]
        if key in (pygame.K_ESCAPE, pygame.K_g):
            self.close()
            return True
        columns = self._columns()
        moves = {
            pygame.K_LEFT: -1,
            pygame.K_RIGHT: 1,
            pygame.K_UP: -columns,
            pygame.K_DOWN: columns,
            pygame.K_HOME: -len(self.options),
            pygame.K_END: len(self.options),
        }
        if key not in moves:
            return False
        self.marked = max(0, min(len(self.options) - 1, self.marked + moves[key]))
        self._mark()
        return True

    def _columns(self) -> int:
        if self.grid is None or not self.grid.cells:
            return 1
        top = self.grid.cells[0].y
        return max(1, sum(1 for rect in self.grid.cells if rect.y == top))

    def draw(self, surface: pygame.Surface) -> None:
        """The grid's backdrop, title and headings (its buttons are widgets)."""
        if self.grid is None:
            return
        px = self.scene.px
        shade = pygame.Surface(self.grid.box.size, pygame.SRCALPHA)
        shade.fill((22, 18, 28, 238))
        surface.blit(shade, self.grid.box)
        pygame.draw.rect(surface, theme.GOLD_DARK, self.grid.box, 2, border_radius=px(10))
        for text, x, y, room, bold in self.drawn():
            colour = theme.GOLD_LIGHT if bold else theme.CREAM
            size = self._size(text, room, bold)
            surface.blit(fonts.render(text, size, colour, bold=bold), (x, y))

    def _size(self, text: str, room: int, bold: bool) -> int:
        return fonts.fit(text, self.scene.px(16), room, bold)[0]

    def drawn(self) -> list[tuple[str, int, int, int, bool]]:
        """The grid's own texts, fitted to their room."""
        if self.grid is None:
            return []
        out = []
        for text, x, y, room, bold in self.grid.texts:
            shown = fonts.fit(text, self.scene.px(16), room, bold)[1]
            out.append((shown, x, y, room, bold))
        return out

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """``(text, width, room)`` of the grid's texts (the text-fit walk)."""
        return [
            (text, fonts.font(self._size(text, room, bold), bold).size(text)[0], room)
            for text, _x, _y, room, bold in self.drawn()
        ]
