"""Illustrations for the Gold Mine rules booklet.

Every diagram is drawn with the game's own art: tiles from :class:`TileArt`, miners from
:func:`draw_miner`, dice from :func:`paint_die`, plus a few marks of its own (green outlines
for legal spots, red crosses for forbidden ones, numbered steps, arrows).  The small mines are
dicts ``{(x, y): (Tile, rot)}`` checked by the tests against the real placement and movement
code in :mod:`game.goldmine.mine`.  ``render(name, width, colorblind)`` returns a finished
surface and ``height_for(name, width)`` its height without drawing; the rules scene caches the
pictures, so nothing here runs per frame.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Sequence

import pygame

from game.app import fonts, theme
from game.app.dice import paint_die
from game.goldmine import mine as mine_rules
from game.goldmine.tiles import KIND_INDEX, Tile
from game.goldmine.view.miners import draw_miner
from game.goldmine.view.tile_art import TileArt, anchor_on, nugget
from game.text import tr

Square = tuple[int, int]
Mine = dict[Square, tuple[Tile, int]]
Position = tuple[int, int, int]

GOOD = (70, 190, 90)
GOOD_COLORBLIND = (0, 114, 178)
BAD = (220, 60, 48)
BAD_COLORBLIND = (213, 94, 0)
BACK = (62, 48, 40)
BACK_EDGE = (120, 92, 60)
TOKEN_GOLD = (196, 150, 48)
TOKEN_BAT = (74, 60, 104)
BAT = (28, 22, 34)

ART = TileArt()


def t(kind: str, rot: int = 0, passage: bool = False, mud: bool = False) -> tuple[Tile, int]:
    """A tile of ``kind`` turned ``rot`` quarter turns clockwise."""
    return (Tile(KIND_INDEX[kind], passage=passage, mud=mud), rot)


def good(colorblind: bool) -> tuple[int, int, int]:
    return GOOD_COLORBLIND if colorblind else GOOD


def bad(colorblind: bool) -> tuple[int, int, int]:
    return BAD_COLORBLIND if colorblind else BAD


# --- the example mines ------------------------------------------------------------------------

PLACEMENT_MINE: Mine = {
    (0, 0): t("entrance"),
    (1, 0): t("t", 1),  # east, south and west
    (-1, 0): t("chamber_corner", 1),  # east and south
    (0, 1): t("t", 0),  # north, east and south
}
PLACEMENT_TILE = t("dead_end")
"""The tile in hand in the placement diagram."""
PLACEMENT_GHOST: Square = (2, 0)
"""The legal spot where the tile in hand is shown, turned to fit."""

MOVE_MINE: Mine = {
    (0, 0): t("entrance"),
    (0, -1): t("chamber_straight", 0),
    (0, 1): t("straight", 0),
    (1, 0): t("straight", 1),
    (2, 0): t("t", 1),
    (3, 0): t("straight", 1, mud=True),
    (4, 0): t("chamber_dead_end", 3),
    (2, 1): t("curve", 0),
}
MOVE_START: Position = (0, 0, 0)
MOVE_DIE = 4
MOVE_OTHER: Position = (2, 0, 0)
"""Where the green miner stands (the red one walks through)."""
MOVE_STEPS: tuple[Position, ...] = ((1, 0, 0), (2, 0, 0), (3, 0, 0))
MOVE_BLOCKED: Square = (4, 0)

HIDE_MINE: Mine = {
    (0, 0): t("chamber_t", 1),  # east, south and west; emptied earlier
    (1, 0): t("straight", 1),
    (2, 0): t("chamber_dead_end", 3),
    (-1, 0): t("curve", 1),
    (0, 1): t("chamber_corner", 0),
    (-1, 1): t("curve", 3),  # west and north
}
HIDE_FIGHT: Square = (0, 0)
HIDE_TARGET: Square = (2, 0)
HIDE_EMPTY: frozenset[Square] = frozenset({(0, 0), (2, 0), (0, 1)})
"""Chambers whose nugget is gone (before the winner hides the won one)."""
HIDE_MINERS = ((0, (0, 0, 0)), (2, (0, 0, 0)), (1, (0, 1, 0)))
"""(seat, position): the attacker and defender, and a bystander on the other empty chamber."""

BAT_MINE: Mine = {
    (0, 0): t("cross"),
    (1, 0): t("straight", 1),
    (2, 0): t("curve", 2),  # south and west
    (2, 1): t("straight", 0),
    (0, 1): t("straight", 0),
    (-1, 0): t("straight", 1),
}
BAT_START: Position = (0, 0, 0)
BAT_DIE = 3
BAT_STEPS: tuple[Position, ...] = ((1, 0, 0), (2, 0, 0), (2, 1, 0))

PHASES_MINE: Mine = {
    (0, 0): t("entrance"),
    (1, 0): t("curve", 2),
    (1, 1): t("chamber_straight", 0),
    (-1, 0): t("t", 1),
    (0, 1): t("chamber_straight", 0),
    (0, -1): t("straight", 0, passage=True),
    (-1, 1): t("straight", 0, mud=True),
}

EXAMPLE_MINES: dict[str, Mine] = {
    "placement": PLACEMENT_MINE,
    "moving": MOVE_MINE,
    "hide": HIDE_MINE,
    "bat": BAT_MINE,
    "phases": PHASES_MINE,
}
"""Every mine drawn in a diagram (the tests check each is a mine play could reach)."""

TILE_GALLERY: tuple[tuple[str, tuple[Tile, int]], ...] = (
    ("straight", t("straight")),
    ("curve", t("curve")),
    ("t", t("t")),
    ("cross", t("cross")),
    ("dead_end", t("dead_end")),
    ("double_curve", t("double_curve")),
    ("caved_in", t("caved_in")),
    ("cave", t("cave")),
    ("chamber_dead_end", t("chamber_dead_end")),
    ("chamber_straight", t("chamber_straight")),
    ("chamber_corner", t("chamber_corner")),
    ("chamber_t", t("chamber_t")),
    ("chamber_cross", t("chamber_cross")),
    ("entrance", t("entrance")),
    ("passage", t("straight", passage=True)),
    ("mud", t("curve", 1, mud=True)),
)
"""Every kind of tile, then a secret passage and a mud pit (label key, tile)."""
TILES_BY_LABEL = dict(TILE_GALLERY)
TILE_ROWS: tuple[tuple[str, ...], ...] = (
    ("straight", "curve", "t", "cross", "dead_end", "double_curve"),
    ("chamber_dead_end", "chamber_straight", "chamber_corner", "chamber_t", "chamber_cross"),
    ("caved_in", "cave", "entrance", "passage", "mud"),
)
"""How the tile gallery is laid out: tunnels, gold chambers, the special tiles."""

DUEL_ROUNDS = ((5, 3), (2, 6), (4, 4))
"""(attacker, defender) dice of the three rounds: the attacker wins two of them (a tie too)."""

FIVE_TILES = (
    t("cave"),
    t("straight", 1, passage=True),
    t("curve", 0, passage=True),
    t("straight", 1, mud=True),
    t("t", 0, mud=True),
)


def tables(mine: Mine) -> tuple[dict[Square, tuple[int, int]], list[Tile]]:
    """``mine`` as the rules code sees it: a board of ``(tile id, rot)`` and its tile table."""
    tiles: list[Tile] = []
    board: dict[Square, tuple[int, int]] = {}
    for square, (tile, rot) in mine.items():
        board[square] = (len(tiles), rot)
        tiles.append(tile)
    return board, tiles


def legal_spots(mine: Mine, tile: Tile) -> dict[Square, list[int]]:
    """Every empty square where ``tile`` may go, with its legal rotations."""
    board, tiles = tables(mine)
    out = {}
    for square in mine_rules.frontier_of(board, tiles):
        rots = mine_rules.rotations_at(board, square, tile.kind, tiles)
        if rots:
            out[square] = rots
    return out


def forbidden_spots(mine: Mine, tile: Tile) -> dict[Square, str]:
    """Open squares next to the mine where ``tile`` fits in no rotation, with the reason."""
    board, tiles = tables(mine)
    out = {}
    for square in mine_rules.frontier_of(board, tiles):
        reasons = {mine_rules.why_not(board, square, tile.kind, rot, tiles) for rot in range(4)}
        if "" not in reasons:
            out[square] = "dead_end" if "dead_end" in reasons else "mismatch"
    return out


# --- drawing helpers ----------------------------------------------------------------------------


class Grid:
    """Where the squares of a mine land on a surface."""

    def __init__(self, squares: Iterable[Square], cell: int, origin: tuple[int, int]) -> None:
        squares = list(squares)
        self.x0 = min(x for x, _ in squares)
        self.y0 = min(y for _, y in squares)
        self.cols = max(x for x, _ in squares) - self.x0 + 1
        self.rows = max(y for _, y in squares) - self.y0 + 1
        self.cell = cell
        self.origin = origin

    @property
    def size(self) -> tuple[int, int]:
        return (self.cols * self.cell, self.rows * self.cell)

    def rect(self, square: Square) -> pygame.Rect:
        x, y = square
        return pygame.Rect(
            self.origin[0] + (x - self.x0) * self.cell,
            self.origin[1] + (y - self.y0) * self.cell,
            self.cell,
            self.cell,
        )


def fit_grid(squares: Iterable[Square], box: pygame.Rect, most: int | None = None) -> Grid:
    """A grid of ``squares`` as large as fits in ``box`` (cells at most ``most`` pixels),
    centred in it."""
    grid = Grid(squares, 1, (0, 0))
    cell = max(8, min(box.w // grid.cols, box.h // grid.rows))
    if most is not None:
        cell = min(cell, most)
    grid.cell = cell
    w, h = grid.size
    grid.origin = (box.x + (box.w - w) // 2, box.y + (box.h - h) // 2)
    return grid


def draw_mine(
    surface: pygame.Surface,
    mine: Mine,
    grid: Grid,
    empty: Iterable[Square] = (),
) -> None:
    """The tiles of ``mine``; every chamber holds its nugget except those in ``empty``."""
    empty = set(empty)
    for square, (tile, rot) in mine.items():
        rect = grid.rect(square)
        with_nugget = tile.spec.chamber and square not in empty
        surface.blit(ART.get(tile, rot, grid.cell, with_nugget), rect)
    for square in mine:
        pygame.draw.rect(surface, (40, 30, 26), grid.rect(square), 1)


def anchor(mine: Mine, position: Position, grid: Grid) -> tuple[float, float]:
    x, y, path = position
    tile, rot = mine[(x, y)]
    return anchor_on(tile, rot, path, grid.rect((x, y)))


def miners_at(
    surface: pygame.Surface,
    centre: tuple[float, float],
    seats: Sequence[int],
    size: float,
    colorblind: bool,
) -> None:
    """Several miners sharing one spot, side by side around it."""
    count = len(seats)
    if count == 1:
        draw_miner(surface, seats[0], centre, size, colorblind)
        return
    radius = size * (0.55 if count == 2 else 0.7)
    for i, seat in enumerate(seats):
        angle = math.pi + i * math.tau / count if count > 2 else math.pi * i
        at = (centre[0] + math.cos(angle) * radius, centre[1] + math.sin(angle) * radius * 0.8)
        draw_miner(surface, seat, at, size, colorblind)


def outline(surface: pygame.Surface, rect: pygame.Rect, colour, width: int) -> None:
    pygame.draw.rect(surface, colour, rect.inflate(-width, -width), width, border_radius=width * 2)


def dashed_square(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """A faint dashed outline of an empty square."""
    dash = max(3, rect.w // 10)
    for i in range(0, rect.w, dash * 2):
        end = min(rect.w, i + dash)
        pygame.draw.line(surface, colour, (rect.x + i, rect.y), (rect.x + end, rect.y))
        pygame.draw.line(
            surface, colour, (rect.x + i, rect.bottom - 1), (rect.x + end, rect.bottom - 1)
        )
        pygame.draw.line(surface, colour, (rect.x, rect.y + i), (rect.x, rect.y + end))
        pygame.draw.line(
            surface, colour, (rect.right - 1, rect.y + i), (rect.right - 1, rect.y + end)
        )


def cross(surface: pygame.Surface, centre: tuple[float, float], r: float, colour) -> None:
    """A bold red cross: not allowed."""
    w = max(3, round(r * 0.34))
    cx, cy = centre
    for sign in (1, -1):
        a, b = (cx - r, cy - r * sign), (cx + r, cy + r * sign)
        pygame.draw.line(surface, (30, 10, 10), a, b, w + 4)
    for sign in (1, -1):
        a, b = (cx - r, cy - r * sign), (cx + r, cy + r * sign)
        pygame.draw.line(surface, colour, a, b, w)


def tick(surface: pygame.Surface, centre: tuple[float, float], r: float, colour) -> None:
    """A bold tick: allowed, won."""
    cx, cy = centre
    points = [(cx - r, cy), (cx - r * 0.3, cy + r * 0.7), (cx + r, cy - r * 0.7)]
    w = max(3, round(r * 0.34))
    pygame.draw.lines(surface, (10, 30, 14), False, points, w + 4)
    pygame.draw.lines(surface, colour, False, points, w)


def badge(surface: pygame.Surface, centre: tuple[float, float], number: int, r: float) -> None:
    """A numbered gold circle (a step, a round)."""
    pygame.draw.circle(surface, (40, 28, 12), centre, r + 2)
    pygame.draw.circle(surface, theme.GOLD, centre, r)
    label = fonts.render(str(number), max(8, round(r * 1.3)), (40, 28, 12), bold=True)
    surface.blit(
        label, (centre[0] - label.get_width() / 2, centre[1] - label.get_height() / 2 - r * 0.05)
    )


def arrow(
    surface: pygame.Surface,
    start: tuple[float, float],
    end: tuple[float, float],
    colour,
    width: int,
    bend: float = 0.0,
) -> None:
    """An arrow from ``start`` to ``end``, bowed sideways by ``bend`` (a share of its length)."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = x1 - x0, y1 - y0
    mx, my = (x0 + x1) / 2 - dy * bend, (y0 + y1) / 2 + dx * bend
    points = []
    for i in range(21):
        s = i / 20
        points.append(
            (
                (1 - s) ** 2 * x0 + 2 * (1 - s) * s * mx + s**2 * x1,
                (1 - s) ** 2 * y0 + 2 * (1 - s) * s * my + s**2 * y1,
            )
        )
    head = max(8, width * 3.2)
    tx, ty = points[-1][0] - points[-3][0], points[-1][1] - points[-3][1]
    tl = max(1e-6, math.hypot(tx, ty))
    ux, uy = tx / tl, ty / tl
    base = (x1 - ux * head, y1 - uy * head)
    shaft = [p for p in points if math.hypot(p[0] - x1, p[1] - y1) > head * 0.8] + [base]
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tri = [(x1, y1), (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.lines(surface, (20, 14, 10), False, shaft, width + 4)
    pygame.draw.polygon(surface, (20, 14, 10), tri, 0)
    pygame.draw.polygon(surface, (20, 14, 10), tri, 3)
    pygame.draw.lines(surface, colour, False, shaft, width)
    pygame.draw.polygon(surface, colour, tri)


def bat(surface: pygame.Surface, centre: tuple[float, float], r: float, colour=BAT) -> None:
    """A bat with spread wings, ``r`` pixels from its body to a wing tip."""
    cx, cy = centre
    wing = [
        (0.0, -0.15),
        (0.35, -0.45),
        (0.7, -0.5),
        (1.0, -0.2),
        (0.8, -0.05),
        (0.62, 0.12),
        (0.45, -0.02),
        (0.3, 0.2),
        (0.12, 0.05),
        (0.0, 0.3),
    ]
    right = [(cx + x * r, cy + y * r) for x, y in wing]
    left = [(cx - x * r, cy + y * r) for x, y in reversed(wing)]
    pygame.draw.polygon(surface, colour, right + left)
    pygame.draw.ellipse(
        surface, colour, pygame.Rect(cx - r * 0.16, cy - r * 0.4, r * 0.32, r * 0.6)
    )
    for sign in (1, -1):  # ears
        pygame.draw.polygon(
            surface,
            colour,
            [
                (cx + sign * r * 0.04, cy - r * 0.35),
                (cx + sign * r * 0.15, cy - r * 0.55),
                (cx + sign * r * 0.15, cy - r * 0.3),
            ],
        )


def token(surface: pygame.Surface, centre: tuple[float, float], r: float, kind: str) -> None:
    """A challenge token: a nugget on gold (``"gold"``) or a bat on violet (``"bat"``)."""
    face = TOKEN_GOLD if kind == "gold" else TOKEN_BAT
    pygame.draw.circle(surface, (24, 18, 14), (centre[0] + r * 0.08, centre[1] + r * 0.1), r)
    pygame.draw.circle(surface, (30, 22, 16), centre, r)
    pygame.draw.circle(surface, face, centre, r - max(2, r * 0.1))
    pygame.draw.circle(
        surface, theme.GOLD_LIGHT, centre, r - max(2, r * 0.1), max(1, round(r / 12))
    )
    if kind == "gold":
        nugget(surface, centre, r * 0.5)
    else:
        bat(surface, (centre[0], centre[1] + r * 0.05), r * 0.72, (230, 222, 240))


def tile_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A face-down tile."""
    radius = max(2, rect.w // 12)
    pygame.draw.rect(surface, BACK, rect, border_radius=radius)
    pygame.draw.rect(surface, BACK_EDGE, rect, max(1, rect.w // 28), border_radius=radius)
    inner = rect.inflate(-rect.w // 3, -rect.h // 3)
    pygame.draw.rect(surface, (88, 68, 52), inner, max(1, rect.w // 30), border_radius=radius)
    nugget(surface, rect.center, rect.w * 0.12)


def stack(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """A face-down stack with its number of tiles written on it."""
    layers = 5
    step = max(2, rect.w // 18)
    top = rect.move(0, 0)
    for i in range(layers - 1, -1, -1):
        tile_back(surface, top.move(i * step // 2, i * step))
    size = max(10, rect.w // 3)
    label = fonts.render(str(count), size, theme.CREAM, bold=True, shadow=(0, 0, 0))
    surface.blit(label, (rect.centerx - label.get_width() // 2, rect.bottom + layers * step))


def label_under(
    surface: pygame.Surface, text: str, centre_x: int, top: int, size: int, width: int, colour
) -> int:
    """Centred text (wrapped to ``width``) from ``top``; returns the bottom."""
    y = top
    for line in fonts.wrap(text, size, width):
        image = fonts.render(line, size, colour)
        surface.blit(image, (centre_x - image.get_width() // 2, y))
        y += image.get_height()
    return y


def hand_frame(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gold frame around the tile a player holds."""
    pygame.draw.rect(surface, (46, 36, 44), rect, border_radius=max(3, rect.w // 10))
    pygame.draw.rect(surface, theme.GOLD_DARK, rect, 2, border_radius=max(3, rect.w // 10))


# --- the diagrams -----------------------------------------------------------------------------

ASPECT = {
    "box": 0.7,
    "tiles": 0.62,
    "placement": 0.74,
    "phases": 0.62,
    "passage": 0.92,
    "moving": 0.64,
    "duel": 0.66,
    "hide": 0.5,
    "bat": 0.5,
    "win": 0.7,
    "mud": 0.6,
    "five": 0.6,
    "alliance": 0.6,
}
"""Height / width of each diagram."""


def height_for(name: str, width: int) -> int:
    return max(1, round(width * ASPECT[name]))


def _box(s: pygame.Surface, colorblind: bool) -> None:
    """What is in the box: tiles, the miners, dice, nuggets and challenge tokens."""
    w, h = s.get_size()
    cell = round(min(w / 5, h * 0.4))
    miner = min(w / 9, h * 0.15)
    die = round(min(w / 9, h * 0.2))
    gap_y = (h - cell - miner - die) / 2
    samples = (t("entrance"), t("t", 3), t("chamber_t", 2), t("cave"))
    gap = (w - 4 * cell) // 5
    for i, (tile, rot) in enumerate(samples):
        rect = pygame.Rect(gap + i * (cell + gap), 0, cell, cell)
        s.blit(ART.get(tile, rot, cell, tile.spec.chamber), rect)
        pygame.draw.rect(s, (40, 30, 26), rect, 1)
    row = cell + gap_y + miner / 2
    for seat in range(6):
        draw_miner(s, seat, (w * (seat + 0.5) / 6, row), miner, colorblind)
    bottom = h - die / 2 - 2
    paint_die(s, pygame.Rect(round(w * 0.04), round(bottom - die / 2), die, die), 3)
    paint_die(s, pygame.Rect(round(w * 0.06 + die), round(bottom - die / 2), die, die), 5)
    r = die * 0.55
    token(s, (w * 0.5, bottom), r, "gold")
    token(s, (w * 0.5 + r * 2.4, bottom), r, "bat")
    for i, (dx, dy) in enumerate(((0, 0), (0.9, 0.15), (0.45, -0.55), (1.5, -0.25))):
        nugget(s, (w * 0.82 + dx * die * 0.4, bottom + dy * die * 0.5 + 4), die * 0.28 - i % 2)


def _tiles(s: pygame.Surface, colorblind: bool) -> None:
    """Every kind of tile with its name: tunnels, gold chambers, then the special ones."""
    w, h = s.get_size()
    cols = max(len(row) for row in TILE_ROWS)
    col_w = w / cols
    row_h = h / len(TILE_ROWS)
    size = max(9, round(col_w * 0.13))
    line = fonts.font(size).get_height()
    cell = round(min(col_w * 0.8, row_h - line * 2 - 4))
    for r, row in enumerate(TILE_ROWS):
        offset = (cols - len(row)) * col_w / 2
        for c, key in enumerate(row):
            tile, rot = TILES_BY_LABEL[key]
            cx = round(offset + col_w * (c + 0.5))
            rect = pygame.Rect(cx - cell // 2, round(row_h * r), cell, cell)
            s.blit(ART.get(tile, rot, cell, tile.spec.chamber), rect)
            pygame.draw.rect(s, (40, 30, 26), rect, 1)
            special = key in ("passage", "mud")
            colour = theme.GOLD_LIGHT if special else theme.CREAM
            label_under(
                s,
                tr(f"goldmine_rules.label.{key}"),
                cx,
                rect.bottom + 2,
                size,
                round(col_w) - 2,
                colour,
            )


def _placement(s: pygame.Surface, colorblind: bool) -> None:
    """A small mine, the dead end in hand, where it may go (green) and may not (red)."""
    w, h = s.get_size()
    legal = legal_spots(PLACEMENT_MINE, PLACEMENT_TILE[0])
    forbidden = forbidden_spots(PLACEMENT_MINE, PLACEMENT_TILE[0])
    squares = [*PLACEMENT_MINE, *legal, *forbidden]
    hand_w = round(w * 0.24)
    grid = fit_grid(squares, pygame.Rect(hand_w, 0, w - hand_w, h))
    cell = grid.cell
    hand = pygame.Rect(0, 0, round(cell * 1.25), round(cell * 1.25))
    hand.center = (hand_w // 2, h // 2)
    hand_frame(s, hand)
    tile, _ = PLACEMENT_TILE
    s.blit(ART.get(tile, 0, cell), (hand.x + (hand.w - cell) // 2, hand.y + (hand.h - cell) // 2))
    for x in range(grid.x0, grid.x0 + grid.cols):
        for y in range(grid.y0, grid.y0 + grid.rows):
            if (x, y) not in PLACEMENT_MINE:
                dashed_square(s, grid.rect((x, y)).inflate(-4, -4), (96, 80, 88))
    draw_mine(s, PLACEMENT_MINE, grid)
    ghost_rot = legal[PLACEMENT_GHOST][0]
    ghost = ART.get(tile, ghost_rot, cell).copy()
    ghost.set_alpha(150)
    s.blit(ghost, grid.rect(PLACEMENT_GHOST))
    width = max(3, cell // 16)
    for square in legal:
        outline(s, grid.rect(square), good(colorblind), width)
    for square in forbidden:
        cross(s, grid.rect(square).center, cell * 0.26, bad(colorblind))


def _phases(s: pygame.Surface, colorblind: bool) -> None:
    """Development: 20 face-down tiles make the first tunnels; then the miners go down."""
    w, h = s.get_size()
    side = round(min(w * 0.15, h * 0.3))
    left = pygame.Rect(round(w * 0.04), round(h * 0.12), side, side)
    stack(s, left, 20)
    grid = fit_grid(PHASES_MINE, pygame.Rect(round(w * 0.3), 0, round(w * 0.7), h))
    draw_mine(s, PHASES_MINE, grid)
    arrow(
        s,
        (left.right + side * 0.3, left.centery),
        (grid.rect((-1, 0)).left - 4, grid.rect((-1, 0)).centery),
        theme.GOLD,
        max(2, side // 16),
        -0.15,
    )
    centre = anchor(PHASES_MINE, (0, 0, 0), grid)
    miners_at(s, centre, (0, 1, 2, 3), grid.cell * 0.26, colorblind)


def _passage(s: pygame.Surface, colorblind: bool) -> None:
    """Three secret-passage rolls: doubles, a total of 7, and a miss (the lower die)."""
    w, h = s.get_size()
    rows = ((4, 4), (2, 5), (6, 2))
    row_h = h / 3
    die = round(min(row_h * 0.6, w * 0.19))
    pool = round(min(row_h * 0.85, w * 0.24))
    width = max(3, die // 12)
    end_x = round(w * 0.96) - pool - round(die * 0.7)
    for i, (a, b) in enumerate(rows):
        cy = round(row_h * (i + 0.5))
        ra = pygame.Rect(0, cy - die // 2, die, die)
        rb = pygame.Rect(die + die // 4, cy - die // 2, die, die)
        paint_die(s, ra, a)
        paint_die(s, rb, b)
        start = (rb.right + die * 0.2, cy)
        if a == b or a + b == 7:
            arrow(s, start, (end_x - die * 0.15, cy), good(colorblind), width)
            tile, rot = t("straight", 1, passage=True)
            rect = pygame.Rect(end_x, cy - pool // 2, pool, pool)
            s.blit(ART.get(tile, rot, pool), rect)
            pygame.draw.rect(s, (40, 30, 26), rect, 1)
            draw_miner(s, 0, (rect.x + pool * 0.32, cy), pool * 0.3, colorblind)
            tick(s, (rect.right + die * 0.4, cy), die * 0.26, good(colorblind))
        else:
            low, high = (ra, rb) if a < b else (rb, ra)
            outline(s, low.inflate(8, 8), theme.GOLD, 3)
            veil = pygame.Surface(high.size, pygame.SRCALPHA)
            veil.fill((30, 24, 34, 150))
            s.blit(veil, high)
            label = tr("goldmine_rules.diagram.up_to", steps=min(a, b))
            image = fonts.render(label, max(10, round(die * 0.36)), theme.GOLD_LIGHT, bold=True)
            arrow(s, start, (end_x - die * 0.15, cy), theme.GOLD, width)
            s.blit(image, (end_x, cy - image.get_height() // 2))


def _moving(s: pygame.Surface, colorblind: bool) -> None:
    """A roll of 4: through the green miner's tile, stopped by the mud on the third step."""
    w, h = s.get_size()
    grid = fit_grid(MOVE_MINE, pygame.Rect(0, 0, w, h))
    draw_mine(s, MOVE_MINE, grid)
    cell = grid.cell
    route = [MOVE_START, *MOVE_STEPS]
    points = [anchor(MOVE_MINE, p, grid) for p in route]
    for a, b in itertools.pairwise(points):
        pygame.draw.line(s, theme.GOLD, a, b, max(2, cell // 24))
    mud_rect = grid.rect(MOVE_STEPS[-1][:2])
    outline(s, mud_rect, bad(colorblind), max(3, cell // 16))
    blocked = grid.rect(MOVE_BLOCKED)
    cross(s, (blocked.centerx, blocked.bottom - cell * 0.22), cell * 0.14, bad(colorblind))
    draw_miner(s, 1, anchor(MOVE_MINE, MOVE_OTHER, grid), cell * 0.3, colorblind)
    draw_miner(s, 0, points[0], cell * 0.3, colorblind)
    for number, point in enumerate(points[1:], start=1):
        at = (point[0] + cell * 0.2, point[1] - cell * 0.26)
        badge(s, at, number, cell * 0.13)
    die = round(cell * 0.5)
    spot = grid.rect((4, 1))
    paint_die(s, pygame.Rect(spot.centerx - die // 2, spot.centery - die // 2, die, die), MOVE_DIE)


def _duel(s: pygame.Surface, colorblind: bool) -> None:
    """Attacker and defender on one path, each with gold; three rounds of dice, ties to the
    attacker."""
    w, h = s.get_size()
    cell = round(min(w * 0.32, h * 0.62))
    tile, rot = t("chamber_straight", 1)
    rect = pygame.Rect(0, (h - cell) // 2, cell, cell)
    s.blit(ART.get(tile, rot, cell), rect)
    pygame.draw.rect(s, (40, 30, 26), rect, 1)
    miners_at(s, rect.center, (0, 2), cell * 0.26, colorblind)
    for dx in (-0.2, 0.2):
        nugget(s, (rect.centerx + dx * cell, rect.top + cell * 0.13), cell * 0.07)
    row_h = h / 3
    left = rect.right + round(w * 0.05)
    die = round(min(row_h * 0.66, (w - left) / 5.6))
    for i, (a, b) in enumerate(DUEL_ROUNDS):
        cy = round(row_h * (i + 0.5))
        badge(s, (left + die * 0.3, cy), i + 1, die * 0.28)
        x = left + die * 0.75
        draw_miner(s, 0, (x + die * 0.35, cy), die * 0.55, colorblind)
        ra = pygame.Rect(round(x + die * 0.9), cy - die // 2, die, die)
        rb = pygame.Rect(ra.right + die // 3, cy - die // 2, die, die)
        paint_die(s, ra, a)
        paint_die(s, rb, b)
        draw_miner(s, 2, (rb.right + die * 0.55, cy), die * 0.55, colorblind)
        winner = ra if a >= b else rb
        outline(s, winner.inflate(8, 8), good(colorblind), 3)


def _hide(s: pygame.Surface, colorblind: bool) -> None:
    """The winner hides the won nugget in an empty chamber where neither of the two stands."""
    w, h = s.get_size()
    grid = fit_grid(HIDE_MINE, pygame.Rect(0, 0, w, h))
    draw_mine(s, HIDE_MINE, grid, empty=HIDE_EMPTY)
    cell = grid.cell
    fight = anchor(HIDE_MINE, (*HIDE_FIGHT, 0), grid)
    miners_at(s, fight, (0, 2), cell * 0.28, colorblind)
    bystander_seat, bystander = HIDE_MINERS[2]
    draw_miner(s, bystander_seat, anchor(HIDE_MINE, bystander, grid), cell * 0.28, colorblind)
    target = grid.rect(HIDE_TARGET)
    nugget(s, target.center, cell * 0.14)
    outline(s, target, good(colorblind), max(3, cell // 16))
    arrow(
        s,
        (fight[0] + cell * 0.2, fight[1] - cell * 0.3),
        (target.centerx - cell * 0.1, target.centery - cell * 0.25),
        theme.GOLD,
        max(2, cell // 22),
        0.25,
    )


def _bat(s: pygame.Surface, colorblind: bool) -> None:
    """A bat push: the winner rolls a 3 and walks the loser three steps along the tunnels."""
    w, h = s.get_size()
    grid = fit_grid(BAT_MINE, pygame.Rect(0, 0, w, h))
    draw_mine(s, BAT_MINE, grid)
    cell = grid.cell
    route = [BAT_START, *BAT_STEPS]
    points = [anchor(BAT_MINE, p, grid) for p in route]
    for a, b in itertools.pairwise(points):
        pygame.draw.line(s, (200, 190, 230), a, b, max(2, cell // 24))
    ghost = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    draw_miner(ghost, 2, points[0], cell * 0.3, colorblind)
    ghost.set_alpha(110)
    s.blit(ghost, (0, 0))
    draw_miner(s, 2, points[-1], cell * 0.3, colorblind)
    for number, point in enumerate(points[1:-1], start=1):
        badge(s, point, number, cell * 0.13)
    last = points[-1]
    badge(s, (last[0] + cell * 0.28, last[1] - cell * 0.22), len(BAT_STEPS), cell * 0.13)
    bat(s, (points[0][0], points[0][1] - cell * 0.3), cell * 0.3, (40, 30, 56))
    die = round(cell * 0.5)
    spot = grid.rect((-1, 1))
    paint_die(s, pygame.Rect(spot.centerx - die // 2, spot.centery - die // 2, die, die), BAT_DIE)


def _win(s: pygame.Surface, colorblind: bool) -> None:
    """Back at the ladder with enough gold: the miner climbs out."""
    w, h = s.get_size()
    cell = round(min(h * 0.72, w * 0.45))
    tile, rot = t("entrance")
    rect = pygame.Rect(round(w * 0.08), h - cell - round(h * 0.04), cell, cell)
    corridor, corridor_rot = t("straight", 1)
    s.blit(ART.get(corridor, corridor_rot, cell), rect.move(cell, 0))
    s.blit(ART.get(tile, rot, cell), rect)
    pygame.draw.rect(s, (40, 30, 26), rect, 1)
    arrow(
        s,
        (rect.centerx, rect.centery - cell * 0.1),
        (rect.centerx, max(8, rect.top - cell * 0.3)),
        theme.GOLD_LIGHT,
        max(3, cell // 20),
    )
    draw_miner(s, 0, (rect.centerx, rect.centery + cell * 0.05), cell * 0.3, colorblind)
    pile = (rect.right + cell * 0.55, rect.centery)
    r = cell * 0.11
    r = cell * 0.095
    spots = ((-3.15, 0), (-1.05, 0), (1.05, 0), (3.15, 0), (-2.1, -1.7), (0, -1.7), (2.1, -1.7))
    for dx, dy in spots:
        nugget(s, (pile[0] + dx * r, pile[1] + dy * r + r * 0.8), r)
    tick(s, (pile[0], pile[1] + r * 3.6), r * 1.1, good(colorblind))


def _mud(s: pygame.Surface, colorblind: bool) -> None:
    """Two mud tiles, and a miner stuck in one."""
    w, h = s.get_size()
    cell = round(min(w / 2.4, h * 0.92))
    gap = (w - 2 * cell) // 3
    tiles = (t("straight", 1, mud=True), t("curve", 1, mud=True))
    for i, (tile, rot) in enumerate(tiles):
        rect = pygame.Rect(gap + i * (cell + gap), (h - cell) // 2, cell, cell)
        s.blit(ART.get(tile, rot, cell), rect)
        pygame.draw.rect(s, (40, 30, 26), rect, 1)
        if i == 0:
            draw_miner(s, 3, (rect.x + cell * 0.62, rect.centery), cell * 0.28, colorblind)


def _five(s: pygame.Surface, colorblind: bool) -> None:
    """A player's five face-up tiles: a cave, two passages and two mud pits."""
    w, h = s.get_size()
    cell = round(min(w / 3.4, h * 0.44))
    gap = max(2, cell // 8)
    positions = [(0, 0), (1, 0), (2, 0), (0.5, 1), (1.5, 1)]
    total_w = 3 * cell + 2 * gap
    x0 = (w - total_w) // 2
    y0 = (h - 2 * cell - gap) // 2
    for (col, row), (tile, rot) in zip(positions, FIVE_TILES, strict=True):
        rect = pygame.Rect(
            round(x0 + col * (cell + gap)), round(y0 + row * (cell + gap)), cell, cell
        )
        s.blit(ART.get(tile, rot, cell), rect)
        pygame.draw.rect(s, theme.GOLD_DARK, rect, 1)


def _alliance(s: pygame.Surface, colorblind: bool) -> None:
    """Four players in two teams of neighbours: partners pool their gold."""
    w, h = s.get_size()
    size = min(w / 8, h * 0.3)
    for team in range(2):
        cx = w * (0.25 + 0.5 * team)
        cy = h * 0.38
        box = pygame.Rect(0, 0, round(size * 2.9), round(size * 1.7))
        box.center = (round(cx), round(cy))
        pygame.draw.rect(s, (46, 36, 44), box, border_radius=round(size * 0.5))
        pygame.draw.rect(s, theme.GOLD_DARK, box, 2, border_radius=round(size * 0.5))
        for i in range(2):
            seat = team * 2 + i
            draw_miner(s, seat, (cx + (i - 0.5) * size * 1.35, cy), size, colorblind)
        for j in range(3):
            nugget(s, (cx + (j - 1) * size * 0.6, box.bottom + size * 0.55), size * 0.24)


DIAGRAMS: dict[str, Callable[[pygame.Surface, bool], None]] = {
    "box": _box,
    "tiles": _tiles,
    "placement": _placement,
    "phases": _phases,
    "passage": _passage,
    "moving": _moving,
    "duel": _duel,
    "hide": _hide,
    "bat": _bat,
    "win": _win,
    "mud": _mud,
    "five": _five,
    "alliance": _alliance,
}


def render(name: str, width: int, colorblind: bool) -> pygame.Surface:
    """The diagram ``name``, ``width`` pixels wide (``KeyError`` for an unknown name)."""
    draw = DIAGRAMS[name]
    surface = pygame.Surface((max(1, width), height_for(name, width)), pygame.SRCALPHA)
    draw(surface, colorblind)
    return surface


ICONS = ("nugget", "gold_token", "bat_token")


def icon(name: str, size: int) -> pygame.Surface | None:
    """Small pictures used inside the text: ``[icon:nugget]`` and the two challenge tokens."""
    if name not in ICONS:
        return None
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size / 2, size / 2)
    if name == "nugget":
        nugget(surface, centre, size * 0.42)
    else:
        token(surface, centre, size * 0.46, "gold" if name == "gold_token" else "bat")
    return surface
