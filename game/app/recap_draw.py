"""Drawing the recap of the others' turns, the result cards and the highlights on the board
(what they hold is :mod:`game.app.recap`).

Each box is laid out once as a list of parts (texts fitted to their room, icons, dice,
swatches), painted from that list into a cached picture, and measured from the same list
by the text-fit checks (:meth:`Box.texts`).  The recap panel stands in the board's top
left corner, a card in its top right (below the recap when both would not fit side by
side); the highlights are drawn over the board, where the game's ``mark_rect`` says its
places are.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die
from game.app.recap import Card, Mark, Turn, shown_lines
from game.text import tr

Px = Callable[[float], int]
Colour = tuple[int, int, int]
Keep = Callable[[str], str]
"""Joins what a text must not wrap inside of (the players' names) with no-break spaces."""

FILL = (22, 18, 28, 232)
EDGE = theme.GOLD_DARK
QUIET_EDGE = (70, 60, 56)
"""The frame of the dock while it has nothing to tell."""
PICKED = (70, 58, 44)
WON = (130, 220, 130)
MARK_COLOURS: dict[str, Colour] = {
    "placed": (150, 205, 255),
    "moved": theme.GOLD_LIGHT,
    "taken": (255, 214, 90),
    "pushed": (255, 160, 60),
    "struck": (240, 110, 90),
    "lost": (240, 80, 70),
    "revealed": (200, 160, 255),
}
"""Each mark's colour: none of them is the green a game marks its legal targets with, and
each mark also has a shape of its own, so that the colour-blind palette loses nothing."""
TURN_LINES = 4
"""The most lines a turn shows in the recap (the rest is counted: "+2 more")."""
WHOLE_ROW = -2
"""The row of a recap line that counts what is left out: a click shows the whole recap."""
RECAP_WIDTH = 330
CARD_WIDTH = 350
"""Design widths of the recap panel and of a card (narrower when the board is)."""


@dataclass(frozen=True)
class Text:
    text: str
    size: int
    bold: bool
    colour: Colour
    x: int
    y: int
    room: int


@dataclass
class Box:
    """A laid-out box: its rect on screen and its parts, in box coordinates."""

    rect: pygame.Rect
    texts: list[Text] = field(default_factory=list)
    icons: list[tuple[str, pygame.Rect, Colour]] = field(default_factory=list)
    dice: list[tuple[pygame.Rect, int]] = field(default_factory=list)
    bands: list[tuple[pygame.Rect, tuple]] = field(default_factory=list)
    rows: list[tuple[pygame.Rect, int]] = field(default_factory=list)
    """Clickable rows (the recap's turns), in window coordinates."""

    def screen_texts(self) -> list[tuple[str, int, int]]:
        """``(text, width, room)`` of every text (what the text-fit walk measures)."""
        return [(t.text, fonts.font(t.size, t.bold).size(t.text)[0], t.room) for t in self.texts]


class Writer:
    """Lays out lines from the top of a box down (wrapping, never cutting)."""

    def __init__(self, box: Box, px: Px, left: int, width: int, keep: Keep = str) -> None:
        self.box, self.px, self.left, self.width = box, px, left, width
        self.keep = keep
        self.y = px(10)

    def line(
        self,
        text: str,
        design: int,
        colour: Colour = theme.CREAM,
        bold: bool = False,
        indent: int = 0,
        icon: tuple[str, Colour] | None = None,
    ) -> None:
        """``text`` wrapped at ``design`` size (:func:`fonts.readable`)."""
        px = self.px
        size = fonts.readable(px, design)
        x = self.left + indent
        if icon is not None:
            side = size + px(2)
            self.box.icons.append((icon[0], pygame.Rect(x, self.y + px(1), side, side), icon[1]))
            x += side + px(6)
        room = self.left + self.width - x
        step = fonts.font(size, bold).get_linesize()
        for part in fonts.wrap(self.keep(text), size, room, bold) or [""]:
            self.box.texts.append(Text(part, size, bold, colour, x, self.y, room))
            self.y += step

    def gap(self, design: float) -> None:
        self.y += self.px(design)


def recap_box(
    turns: Sequence[Turn],
    area: pygame.Rect,
    px: Px,
    name: Callable[[int], str],
    colour: Callable[[int], Colour],
    picked: int | None,
    avoid: Sequence[pygame.Rect] = (),
    folded: bool = False,
    targets: Sequence[pygame.Rect] = (),
    keep: Keep = str,
    most: int | None = None,
    whole: bool = False,
) -> Box:
    """The recap panel in the corner of ``area`` that covers fewest of ``targets`` (the
    viewer's legal decisions on the board), then of ``avoid`` (the highlights): a title,
    then each turn (the seat's colour and name, its lines with their icons), the newest
    last; the oldest turns give way when they do not all fit in ``most`` pixels (by default
    three fifths of the area's height), and a turn shows its first :data:`TURN_LINES` lines.
    Its title is a row of its own (turn -1: folds the panel to the title and a count of the
    turns, or unfolds it); so is each line that counts what is left out (turn
    :data:`WHOLE_ROW`: shows every line of every turn, ``whole``, taller than the area if
    need be: the caller scrolls it)."""
    width = min(px(RECAP_WIDTH), area.w - px(16))
    if folded:
        box = Box(pygame.Rect(0, 0, width, 0))
        out = Writer(box, px, px(10), width - px(20), keep)
        out.line(tr("recap.title"), 15, theme.GOLD, bold=True)
        others = sum(not turn.start for turn in turns)  # "your turn begins" is no turn of theirs
        out.line(tr("recap.folded", count=others), 12, theme.MUTED)
        box.rect.h = out.y + px(10)
        box.rows = [(pygame.Rect(0, 0, width, box.rect.h), -1)]
        box.rect = place(box.rect, area, px, avoid, targets=targets)
        box.rows = [(row.move(box.rect.topleft), turn) for row, turn in box.rows]
        return box
    most = area.h * 3 // 5 if most is None else most
    shown = list(range(len(turns)))
    box = _recap_layout(turns, shown, width, px, name, colour, picked, keep, whole)
    if whole:
        box.rect.topleft = area.inflate(-px(16), -px(16)).topleft
        box.rect.x = area.x + (area.w - width) // 2
        box.rows = [(row.move(box.rect.topleft), turn) for row, turn in box.rows]
        return box
    if box.rect.h > most and len(shown) > 1:
        # The newest turns that fit (with the line that counts the others): laid out again
        # once, from the rows' heights.
        heights: dict[int, int] = {}
        owner = -1  # a "+2 more" row belongs to the turn above it
        for row, turn in box.rows[1:]:
            owner = turn if turn >= 0 else owner
            heights[owner] = heights.get(owner, 0) + row.h + px(4)
        first = next(row for row, turn in box.rows if turn >= 0)
        room = most - (first.y - px(2)) - px(40)
        start = len(shown) - 1
        while start > 0 and heights[start - 1] <= room - sum(heights[t] for t in shown[start:]):
            start -= 1
        box = _recap_layout(turns, shown[start:], width, px, name, colour, picked, keep)
    box.rect = place(box.rect, area, px, avoid, targets=targets)
    box.rows = [(row.move(box.rect.topleft), turn) for row, turn in box.rows]
    return box


def _recap_layout(
    turns, shown, width, px, name, colour, picked, keep: Keep, whole: bool = False
) -> Box:
    box = Box(pygame.Rect(0, 0, width, 0))
    inner = width - px(20)
    out = Writer(box, px, px(10), inner, keep)
    out.line(tr("recap.title"), 15, theme.GOLD, bold=True)
    out.line(tr("recap.pick_help"), 12, theme.MUTED)
    box.rows.append((pygame.Rect(0, 0, width, out.y), -1))
    if shown and shown[0] > 0:
        top = out.y
        out.line(tr("recap.earlier", count=shown[0]), 12, theme.MUTED)
        box.rows.append((pygame.Rect(0, top, width, out.y - top), WHOLE_ROW))
    elif whole:
        top = out.y
        out.line(tr("recap.whole_close"), 12, theme.MUTED)
        box.rows.append((pygame.Rect(0, top, width, out.y - top), WHOLE_ROW))
    most = None if whole else TURN_LINES
    for index in shown:
        turn = turns[index]
        out.gap(6)
        top = out.y - px(3)
        swatch = pygame.Rect(out.left, out.y + px(3), px(12), px(12))
        box.bands.append((swatch, colour(turn.seat)))
        out.left += px(18)
        out.width -= px(18)
        heading = tr("recap.turn_start", player=name(turn.seat)) if turn.start else name(turn.seat)
        out.line(heading, 14, theme.GOLD_LIGHT, bold=True)
        out.left -= px(18)
        out.width += px(18)
        lines = turn.told.lines
        for line in lines if most is None else shown_lines(lines, most):
            out.line(line.text, 13, theme.CREAM, indent=px(6), icon=(line.icon, theme.GOLD))
        row = pygame.Rect(px(4), top, width - px(8), out.y - top + px(2))
        if index == picked:
            box.bands.insert(0, (row, PICKED))
        box.rows.append((row, index))
        if most is not None and len(lines) > most:
            top = out.y
            more = tr("recap.more", count=len(lines) - most)
            out.line(more, 12, theme.MUTED, indent=px(28))
            box.rows.append((pygame.Rect(px(4), top, width - px(8), out.y - top), WHOLE_ROW))
    box.rect.h = out.y + px(10)
    return box


def idle_box(area: pygame.Rect, px: Px) -> Box:
    """The dock while nothing is to be told: the recap's title and what will show there."""
    width = min(px(RECAP_WIDTH), area.w - px(16))
    box = Box(pygame.Rect(0, 0, width, 0))
    out = Writer(box, px, px(10), width - px(20))
    out.line(tr("recap.title"), 15, theme.MUTED, bold=True)
    out.line(tr("recap.idle"), 12, theme.MUTED)
    box.rect.h = out.y + px(10)
    box.rect = place(box.rect, area, px, ())
    return box


def card_box(
    card: Card,
    area: pygame.Rect,
    px: Px,
    colour: Callable[[int], Colour],
    beside: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    note: str = "",
    targets: Sequence[pygame.Rect] = (),
    keep: Keep = str,
) -> Box:
    """A result card in the corner of ``area`` that covers fewest of ``targets`` and of
    ``avoid`` and not
    ``beside`` (the recap panel) if it can: its title, each side (name, total, parts, dice), what
    followed."""
    width = min(px(CARD_WIDTH), area.w - px(16))
    box = Box(pygame.Rect(0, 0, width, 0))
    inner = width - px(24)
    out = Writer(box, px, px(12), inner, keep)
    out.line(card.title, 16, theme.GOLD, bold=True, icon=(card.icon, theme.GOLD))
    die = px(22)
    for side in card.sides:
        out.gap(6)
        total = fonts.render(side.total, px(22), WON if side.won else theme.CREAM, bold=True)
        total_w = total.get_width()
        top = out.y
        if side.seat is not None:
            box.bands.append(
                (pygame.Rect(out.left, out.y + px(4), px(12), px(12)), colour(side.seat))
            )
        name_left = out.left + (px(18) if side.seat is not None else 0)
        room = out.left + inner - total_w - px(10) - name_left
        name_colour = WON if side.won else theme.GOLD_LIGHT
        name_size = fonts.readable(px, 15)
        for part in fonts.wrap(keep(side.name), name_size, room, True) or [""]:
            box.texts.append(Text(part, name_size, True, name_colour, name_left, out.y, room))
            out.y += fonts.font(name_size, True).get_linesize()
        right = out.left + inner
        box.texts.append(
            Text(side.total, px(22), True, name_colour, right - total_w, top - px(3), total_w)
        )
        if side.parts:
            out.line(side.parts, 13, theme.MUTED, indent=px(4))
        if side.dice:
            x = out.left + px(4)
            for face in side.dice:
                if x + die > out.left + inner:
                    x = out.left + px(4)
                    out.y += die + px(4)
                box.dice.append((pygame.Rect(x, out.y + px(2), die, die), face))
                x += die + px(6)
            out.y += die + px(6)
    if card.outcome:
        out.gap(6)
        for text in card.outcome:
            out.line(text, 14, theme.CREAM)
    if note:
        out.line(note, 12, theme.MUTED)
    box.rect.h = out.y + px(12)
    box.rect = place(box.rect, area, px, avoid, beside, targets)
    return box


def place(
    rect: pygame.Rect,
    area: pygame.Rect,
    px: Px,
    avoid: Sequence[pygame.Rect],
    taken: pygame.Rect | None = None,
    targets: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """``rect`` moved into the corner of ``area`` (top left first) that covers none of
    ``taken``, the fewest of ``targets`` (legal decisions: a box should never hide one)
    and then of ``avoid``."""
    inner = area.inflate(-px(16), -px(16))
    best: tuple[tuple[int, int, int, int], pygame.Rect] | None = None
    corners = ("topleft", "topright", "bottomleft", "bottomright")
    for order, corner in enumerate(corners):
        spot = pygame.Rect(rect)
        setattr(spot, corner, getattr(inner, corner))
        spot = spot.clamp(area)
        if spot.h > inner.h:  # taller than the dock: from its top, scrolled there
            spot.top = inner.top
        clash = 1 if taken is not None and spot.colliderect(taken) else 0
        hidden = len(spot.collidelistall(list(targets)))
        score = (clash, hidden, len(spot.collidelistall(list(avoid))), order)
        if best is None or score < best[0]:
            best = (score, spot)
    assert best is not None
    return best[1]


def paint(box: Box, px: Px, border: Colour = EDGE) -> pygame.Surface:
    """The box's picture (cache it: it is the same until the box changes)."""
    surface = pygame.Surface(box.rect.size, pygame.SRCALPHA)
    frame = surface.get_rect()
    pygame.draw.rect(surface, FILL, frame, border_radius=px(10))
    for rect, fill in box.bands:
        pygame.draw.rect(surface, fill, rect, border_radius=px(4))
    pygame.draw.rect(surface, border, frame, 2, border_radius=px(10))
    for kind, rect, colour in box.icons:
        icon(surface, kind, rect, colour)
    for rect, face in box.dice:
        paint_die(surface, rect, face)
    for item in box.texts:
        surface.blit(
            fonts.render(item.text, item.size, item.colour, bold=item.bold), (item.x, item.y)
        )
    return surface


# --- the highlights ---------------------------------------------------------------------------


def draw_marks(
    surface: pygame.Surface,
    marks: Sequence[Mark],
    rect_of: Callable[[Hashable], pygame.Rect | None],
    clip: pygame.Rect,
    px: Px,
) -> None:
    """Each mark over the board, in its kind's shape (:func:`draw_mark`); a move is an
    arrow from where the piece was to where it went."""
    old = surface.get_clip()
    surface.set_clip(clip.clip(old) if old else clip)
    for mark in marks:
        rect = rect_of(mark.at)
        if rect is None:
            continue
        end = rect_of(mark.to) if mark.kind == "moved" and mark.to is not None else None
        draw_mark(surface, mark.kind, rect, px, end)
    surface.set_clip(old)


def draw_mark(
    surface: pygame.Surface,
    kind: str,
    rect: pygame.Rect,
    px: Px,
    end: pygame.Rect | None = None,
) -> None:
    """One mark on ``rect`` (a square, a piece), each kind a shape of its own:

    - placed: four corner brackets (never the full outline a legal target has);
    - moved: a dot where the piece was, an arrow to where it went, brackets there;
    - taken: a hollow diamond, the nugget or card gone, with a small arrow up out of it;
    - pushed: two chevrons across the place the piece was driven to;
    - struck: one slash (an arrow token: the piece is weakened, still there);
    - lost: a cross over the whole place (the piece is off the board);
    - revealed: a ring with a dot, an eye."""
    colour = MARK_COLOURS.get(kind, theme.GOLD)
    width = max(2, px(3))
    if kind == "moved":
        pygame.draw.circle(surface, colour, rect.center, max(3, rect.w // 8))
        if end is not None:
            arrow(surface, rect.center, end.center, colour, width, px(12))
            brackets(surface, end, colour, width)
        else:
            brackets(surface, rect, colour, width)
    elif kind == "taken":
        r = max(4, min(rect.w, rect.h) // 4)
        cx, cy = rect.center
        diamond = [
            (cx, cy - r + r // 3),
            (cx + r, cy + r // 3),
            (cx, cy + r + r // 3),
            (cx - r, cy + r // 3),
        ]
        pygame.draw.polygon(surface, colour, diamond, width)
        arrow(surface, (cx, cy - r // 2), (cx, rect.top + px(2)), colour, max(1, width - 1), px(8))
    elif kind == "pushed":
        inset = rect.inflate(-rect.w // 3, -rect.h // 2)
        for shift in (-inset.w // 4, inset.w // 4):
            x = inset.centerx + shift
            tip = (x + inset.w // 6, inset.centery)
            pygame.draw.lines(
                surface,
                colour,
                False,
                [(x - inset.w // 6, inset.top), tip, (x - inset.w // 6, inset.bottom)],
                width,
            )
    elif kind == "struck":
        inset = rect.inflate(-rect.w // 4, -rect.h // 4)
        pygame.draw.line(surface, colour, inset.bottomleft, inset.topright, width + 1)
    elif kind == "lost":
        inset = rect.inflate(-rect.w // 6, -rect.h // 6)
        pygame.draw.line(surface, colour, inset.topleft, inset.bottomright, width + 1)
        pygame.draw.line(surface, colour, inset.bottomleft, inset.topright, width + 1)
    elif kind == "revealed":
        r = max(5, min(rect.w, rect.h) // 3)
        pygame.draw.circle(surface, colour, rect.center, r, width)
        pygame.draw.circle(surface, colour, rect.center, max(2, r // 3))
    else:  # placed
        brackets(surface, rect, colour, width)


def brackets(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int) -> None:
    """An L at each corner of ``rect``, a third of its side long."""
    arm = max(4, min(rect.w, rect.h) // 3)
    for (x, y), (dx, dy) in (
        (rect.topleft, (1, 1)),
        ((rect.right - 1, rect.top), (-1, 1)),
        ((rect.left, rect.bottom - 1), (1, -1)),
        ((rect.right - 1, rect.bottom - 1), (-1, -1)),
    ):
        pygame.draw.lines(
            surface, colour, False, [(x, y + dy * arm), (x, y), (x + dx * arm, y)], width
        )


def arrow(surface, start, end, colour: Colour, width: int, head: int) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    tip = (end[0] - ux * head * 0.6, end[1] - uy * head * 0.6)
    pygame.draw.line(surface, colour, start, tip, width)
    back = (tip[0] - ux * head, tip[1] - uy * head)
    left = (back[0] - uy * head * 0.6, back[1] + ux * head * 0.6)
    right = (back[0] + uy * head * 0.6, back[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, colour, [tip, left, right])


# --- icons -----------------------------------------------------------------------------------


def icon(surface: pygame.Surface, kind: str, rect: pygame.Rect, colour: Colour) -> None:
    """A small line drawing for a recap line or a card's title (``recap.ICONS``)."""
    w = max(1, rect.w // 8)
    c, r = rect.center, rect.w // 2
    x0, y0, x1, y1 = rect.left + w, rect.top + w, rect.right - w, rect.bottom - w
    if kind == "place":
        pygame.draw.circle(surface, colour, c, r - w, w)
        pygame.draw.line(surface, colour, (c[0], y0 + w * 2), (c[0], y1 - w * 2), w)
        pygame.draw.line(surface, colour, (x0 + w * 2, c[1]), (x1 - w * 2, c[1]), w)
    elif kind == "move":
        arrow(surface, (x0, c[1]), (x1 + w, c[1]), colour, w, r // 2 + 1)
    elif kind in ("remove", "capture"):
        pygame.draw.line(surface, colour, (x0, y0), (x1, y1), w + 1)
        pygame.draw.line(surface, colour, (x0, y1), (x1, y0), w + 1)
        if kind == "capture":
            pygame.draw.circle(surface, colour, c, r, w)
    elif kind == "reveal":
        pygame.draw.ellipse(surface, colour, pygame.Rect(x0, c[1] - r // 2, x1 - x0, r), w)
        pygame.draw.circle(surface, colour, c, max(1, r // 3))
    elif kind == "wall":
        pygame.draw.rect(surface, colour, pygame.Rect(x0, c[1] - w, x1 - x0, 2 * w + 1))
        for x in (x0, c[0], x1):
            pygame.draw.line(surface, colour, (x, y0), (x, y1), w)
    elif kind == "battle":
        pygame.draw.line(surface, colour, (x0, y0), (x1, y1), w + 1)
        pygame.draw.line(surface, colour, (x0, y1), (x1, y0), w + 1)
        pygame.draw.line(surface, colour, (x0, y1 - r // 2), (x0 + r // 2, y1), w)
        pygame.draw.line(surface, colour, (x1, y1 - r // 2), (x1 - r // 2, y1), w)
    elif kind == "challenge":
        pygame.draw.rect(surface, colour, pygame.Rect(x0, y0, x1 - x0, y1 - y0), w, r // 3)
        for dx, dy in ((-1, -1), (0, 0), (1, 1)):
            pygame.draw.circle(surface, colour, (c[0] + dx * r // 2, c[1] + dy * r // 2), w)
    elif kind == "gold":
        pygame.draw.circle(surface, colour, c, r - w // 2)
        pygame.draw.circle(surface, theme.GOLD_DARK, c, max(1, r // 2), w)
    elif kind == "card":
        pygame.draw.rect(
            surface, colour, pygame.Rect(c[0] - r * 2 // 3, y0, r * 4 // 3, y1 - y0), w, w
        )
    elif kind == "power":
        points = [
            (c[0] + r // 4, y0),
            (x0 + r // 3, c[1] + w),
            (c[0], c[1] + w),
            (c[0] - r // 4, y1),
            (x1 - r // 3, c[1] - w),
            (c[0], c[1] - w),
        ]
        pygame.draw.polygon(surface, colour, points)
    elif kind == "pass":
        pygame.draw.line(surface, colour, (x0 + w, y0), (x0 + w, y1), w)
        pygame.draw.polygon(surface, colour, [(x0 + w, y0), (x1, y0 + r // 2), (x0 + w, c[1])])
    else:  # "turn" and anything else: a dot
        pygame.draw.circle(surface, colour, c, max(2, r // 2))
