"""The marks the Gold Mine booklet's diagrams are drawn with: a grid that fits a small mine
in a box, the mine's tiles and miners, and outlines, crosses, ticks, arrows, tokens and frames.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

from game.app import fonts, theme
from game.goldmine.view.diagram_examples import Mine, Position, Square
from game.goldmine.view.miners import draw_miner
from game.goldmine.view.tile_art import TileArt, anchor_on, nugget

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


def good(colorblind: bool) -> tuple[int, int, int]:
    return GOOD_COLORBLIND if colorblind else GOOD


def bad(colorblind: bool) -> tuple[int, int, int]:
    return BAD_COLORBLIND if colorblind else BAD


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
