"""Crown & Dragon's board drawn by the game: the ground (territories in their owners'
colours, home points, wall sites and gates, castle sites, tunnels, the abandoned fortress),
the structures (walls, castles, the crowned one marked), the pieces (heroes, each with its
own weapon, generals with weapon and branch, the rock, the dragon) and highlight marks.

:func:`paint_board` draws a whole position from an observation into a rectangle; the play
scene, the Results picture and the Load-list thumbnail all use it.  Nothing here knows the
rules: what to mark comes from the caller (:class:`Marks`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.app import memory, theme
from game.crown.board import (
    CASTLE_SITES,
    FORTRESS,
    GATES,
    HOMES,
    SIZE,
    TERRITORIES,
    TUNNELS,
    WALL_SITES,
    C,
    Square,
)
from game.crown.view.pieces import (
    STONE,
    STONE_DARK,
    draw_castle,
    draw_crown,
    draw_dragon,
    draw_general,
    draw_hero,
    draw_rock,
    draw_wall,
    ink_on,
    mix,
    seat_colour,
    status_mark,
    weapon_glyph,
)

NEUTRAL = (96, 92, 82)
GRASS = (78, 96, 58)
GRASS_DARK = (64, 80, 48)
REACH = (120, 220, 140)
CROWN_REACH = (255, 214, 80)
TARGET = (240, 70, 60)
SITE = (255, 226, 120)
CHOSEN = (255, 255, 255)

# --- geometry ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Geometry:
    """Where the board lies on the screen: the largest whole-pixel square grid that fits
    ``rect``, centred in it."""

    x: int
    y: int
    cell: int

    @classmethod
    def fit(cls, rect: pygame.Rect) -> Geometry:
        cell = max(2, min(rect.w, rect.h) // SIZE)
        side = cell * SIZE
        return cls(rect.x + (rect.w - side) // 2, rect.y + (rect.h - side) // 2, cell)

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cell * SIZE, self.cell * SIZE)

    def square_rect(self, square: Square) -> pygame.Rect:
        return pygame.Rect(
            self.x + square[0] * self.cell, self.y + square[1] * self.cell, self.cell, self.cell
        )

    def centre(self, square: tuple[float, float]) -> tuple[float, float]:
        """The screen point of a (possibly fractional) square's centre."""
        return (self.x + (square[0] + 0.5) * self.cell, self.y + (square[1] + 0.5) * self.cell)

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        x = (pos[0] - self.x) // self.cell
        y = (pos[1] - self.y) // self.cell
        return (x, y) if 0 <= x < SIZE and 0 <= y < SIZE else None


# --- marks ---------------------------------------------------------------------------------


@dataclass
class Marks:
    """What the caller wants marked over the position (all optional)."""

    reach: frozenset[Square] = frozenset()
    """Where the moving piece may end its move (a green dot)."""
    crown_reach: frozenset[Square] = frozenset()
    """Moves that take the crown on the way (a gold dot)."""
    targets: frozenset[Square] = frozenset()
    """What may be attacked (a red ring)."""
    sites: frozenset[Square] = frozenset()
    """Where something may be put or chosen (a gold frame)."""
    chosen: Square | None = None
    """The choice waiting for its confirmation."""
    active: Square | None = None
    """The piece moving and fighting now."""
    hover: Square | None = None
    hidden: frozenset[Square] = frozenset()
    """Squares whose piece (or dragon) is not drawn: an animation draws it elsewhere."""
    labels: dict[Square, str] = field(default_factory=dict)
    """Small texts on squares (the steps a move takes, a price)."""
    statuses: tuple[tuple[Square, str], ...] = ()
    """Lasting effects on pieces: (square, "shield_wall" / "heros_oath"), a mark each."""


# --- the ground ----------------------------------------------------------------------------


def _territory_owners(observation) -> dict[int, int]:
    """Territory (corner) -> the seat playing it."""
    return {t: seat for seat, t in enumerate(observation.territory)}


@memory.surface_cache(max_bytes=memory.WINDOW_COPY_BYTES, max_entries=4)
def _ground(cell: int, owners: tuple[tuple[int, int], ...], colorblind: bool) -> pygame.Surface:
    """The board without anything built on it (cached per size and seating: a few, up to
    a window copy's budget in all; one is 67 MB at 7680x4320)."""
    side = cell * SIZE
    ground = pygame.Surface((side, side))
    if pygame.display.get_surface() is not None:
        ground = ground.convert()
    _paint_ground(ground, cell, owners, colorblind)
    return ground


memory.forget_on_leave(_ground.cache_clear)  # grounds cached per size go with the screen


def _paint_ground(
    ground: pygame.Surface, cell: int, owners: tuple[tuple[int, int], ...], colorblind: bool
) -> None:
    """Paint :func:`_ground` at the top left of ``ground`` (opaque)."""
    side = cell * SIZE
    ground.fill(GRASS)
    owner_of = dict(owners)
    line = max(1, cell // 20)
    for y in range(SIZE):
        for x in range(SIZE):
            rect = pygame.Rect(x * cell, y * cell, cell, cell)
            if (x + y) % 2:
                pygame.draw.rect(ground, GRASS_DARK, rect)
    for t, squares in enumerate(TERRITORIES):
        seat = owner_of.get(t)
        base = NEUTRAL if seat is None else seat_colour(seat, colorblind)
        fill = mix(base, (40, 36, 30), 0.45)
        fill_alt = mix(base, (40, 36, 30), 0.55)
        for x, y in squares:
            rect = pygame.Rect(x * cell, y * cell, cell, cell)
            pygame.draw.rect(ground, fill if (x + y) % 2 else fill_alt, rect)
        ox = min(x for x, _ in squares)
        oy = min(y for _, y in squares)
        border = pygame.Rect(ox * cell, oy * cell, 5 * cell, 5 * cell)
        pygame.draw.rect(ground, mix(base, (255, 255, 255), 0.15), border, max(2, cell // 14))
        if seat is not None:
            for sq in CASTLE_SITES[t]:
                centre = ((sq[0] + 0.5) * cell, (sq[1] + 0.5) * cell)
                pygame.draw.circle(ground, mix(fill, (255, 255, 255), 0.22), centre, cell * 0.07)
            for sq in WALL_SITES[t]:
                rect = pygame.Rect(sq[0] * cell, sq[1] * cell, cell, cell).inflate(
                    -cell // 6, -cell // 6
                )
                _dashed_rect(ground, mix(fill, STONE, 0.6), rect, max(1, cell // 24))
            _gate(ground, GATES[t], cell, mix(base, (255, 255, 255), 0.3))
        _home(ground, HOMES[t], cell, mix(base, (255, 255, 255), 0.35))
    for x, y in FORTRESS:
        rect = pygame.Rect(x * cell, y * cell, cell, cell)
        pygame.draw.rect(ground, STONE if (x + y) % 2 else mix(STONE, STONE_DARK, 0.3), rect)
        pygame.draw.rect(ground, STONE_DARK, rect, line)
    fort = pygame.Rect(5 * cell, 5 * cell, 3 * cell, 3 * cell)
    pygame.draw.rect(ground, STONE_DARK, fort, max(3, cell // 8))
    for cx, cy in ((5, 5), (8, 5), (5, 8), (8, 8)):  # the fortress's ruined corner towers
        pygame.draw.circle(ground, STONE_DARK, (cx * cell, cy * cell), cell * 0.22)
        pygame.draw.circle(ground, STONE, (cx * cell, cy * cell), cell * 0.15)
    crx, cry = C
    c_rect = pygame.Rect(crx * cell, cry * cell, cell, cell).inflate(-cell // 6, -cell // 6)
    pygame.draw.rect(ground, (110, 90, 56), c_rect, max(2, cell // 14), border_radius=cell // 6)
    for i, sq in enumerate(TUNNELS):
        _tunnel(ground, sq, cell, i)
    for i in range(SIZE + 1):
        pygame.draw.line(ground, (40, 44, 30), (i * cell, 0), (i * cell, side), 1)
        pygame.draw.line(ground, (40, 44, 30), (0, i * cell), (side, i * cell), 1)


def _dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, width: int) -> None:
    dash = max(2, rect.w // 6)
    for a, b in (
        (rect.topleft, rect.topright),
        (rect.topright, rect.bottomright),
        (rect.bottomright, rect.bottomleft),
        (rect.bottomleft, rect.topleft),
    ):
        length = math.dist(a, b)
        steps = max(1, int(length // dash))
        for i in range(0, steps, 2):
            t0, t1 = i / steps, min(1.0, (i + 1) / steps)
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, colour, p0, p1, width)


def _gate(surface: pygame.Surface, square: Square, cell: int, colour) -> None:
    """An open arch: the gate is never walled."""
    x, y = square[0] * cell, square[1] * cell
    rect = pygame.Rect(x + cell * 0.22, y + cell * 0.25, cell * 0.56, cell * 0.6)
    pygame.draw.rect(
        surface,
        colour,
        rect,
        max(1, cell // 16),
        border_top_left_radius=cell // 3,
        border_top_right_radius=cell // 3,
    )


def _home(surface: pygame.Surface, square: Square, cell: int, colour) -> None:
    """A little pennant on a pole: the home point."""
    x, y = square[0] * cell, square[1] * cell
    pole_x = x + cell * 0.3
    pygame.draw.line(surface, colour, (pole_x, y + cell * 0.15), (pole_x, y + cell * 0.85), 2)
    pygame.draw.polygon(
        surface,
        colour,
        [
            (pole_x, y + cell * 0.15),
            (pole_x + cell * 0.42, y + cell * 0.27),
            (pole_x, y + cell * 0.4),
        ],
    )


def _tunnel(surface: pygame.Surface, square: Square, cell: int, index: int) -> None:
    """A dark tunnel mouth with its number of dots (T1..T4 clockwise)."""
    x, y = square[0] * cell, square[1] * cell
    mouth = pygame.Rect(x + cell * 0.12, y + cell * 0.18, cell * 0.76, cell * 0.72)
    pygame.draw.rect(
        surface,
        STONE_DARK,
        mouth.inflate(cell // 8, cell // 8),
        border_top_left_radius=cell // 2,
        border_top_right_radius=cell // 2,
    )
    pygame.draw.rect(
        surface,
        (18, 16, 20),
        mouth,
        border_top_left_radius=cell // 2,
        border_top_right_radius=cell // 2,
    )
    for i in range(index + 1):
        cx = x + cell * (0.5 + (i - index / 2) * 0.16)
        pygame.draw.circle(surface, theme.GOLD_DARK, (cx, y + cell * 0.72), max(1, cell // 22))


# --- the whole position -------------------------------------------------------------------


def paint_board(
    surface: pygame.Surface,
    rect: pygame.Rect,
    observation,
    colorblind: bool = False,
    marks: Marks | None = None,
) -> Geometry:
    """Draw the position of ``observation`` into ``rect`` (the largest square that fits,
    centred) and answer where it lies.  Usable on its own (Results, thumbnails)."""
    marks = marks or Marks()
    geo = Geometry.fit(rect)
    cell = geo.cell
    owners = tuple(sorted(_territory_owners(observation).items()))
    spot = geo.rect
    if spot.w * spot.h * 4 > _ground.max_bytes and surface.get_rect().contains(spot):
        # too big to keep: painted in place (a subsurface shares the pixels), same pixels
        _paint_ground(surface.subsurface(spot), cell, owners, colorblind)
    else:
        surface.blit(_ground(cell, owners, colorblind), (geo.x, geo.y))
    o = observation
    crown_on_c = o.crown == C
    for square, seat in o.walls:
        draw_wall(surface, seat, geo.square_rect(square), colorblind)
    for square, castle in o.castles:
        draw_castle(
            surface,
            castle.owner,
            geo.square_rect(square),
            colorblind,
            castle.cards,
            crowned=o.crown == square,
        )
    if crown_on_c:
        c_rect = geo.square_rect(C)
        draw_crown(surface, c_rect.inflate(-cell * 0.36, -cell * 0.5))
    _paint_marks_under(surface, geo, marks)
    if o.rock is not None and o.rock not in marks.hidden:
        draw_rock(surface, geo.centre(o.rock), cell)
    active = marks.active
    for seat, square in enumerate(o.hero_at):
        if square in marks.hidden or seat >= len(o.hero) or o.hero[seat] < 0:
            continue
        glow = theme.GOLD_LIGHT if square == active else None
        draw_hero(
            surface,
            seat,
            o.hero[seat],
            geo.centre(square),
            cell,
            colorblind,
            o.hero_cards[seat],
            glow,
        )
    for g, piece in o.generals:
        if piece.at in marks.hidden:
            continue
        glow = theme.GOLD_LIGHT if piece.at == active else None
        draw_general(
            surface, piece.owner, g, geo.centre(piece.at), cell, colorblind, piece.cards, glow
        )
    if o.dragon_at is not None and o.dragon_at not in marks.hidden:
        draw_dragon(surface, geo.centre(o.dragon_at), cell)
    if crown_on_c and (o.dragon_at == C or C in o.hero_at):
        # the crown still lies under whatever stands on C: a small one in its corner says so
        corner = geo.square_rect(C)
        badge = pygame.Rect(0, 0, max(6, int(cell * 0.34)), max(5, int(cell * 0.26)))
        badge.topright = (corner.right - max(1, cell // 16), corner.top + max(1, cell // 16))
        draw_crown(surface, badge)
    for square, status in marks.statuses:
        if square not in marks.hidden:
            status_mark(surface, status, geo.square_rect(square))
    _paint_marks_over(surface, geo, marks)
    return geo


def _paint_marks_under(surface: pygame.Surface, geo: Geometry, marks: Marks) -> None:
    cell = geo.cell
    for square in marks.sites:
        rect = geo.square_rect(square).inflate(-cell // 10, -cell // 10)
        pygame.draw.rect(surface, SITE, rect, max(2, cell // 14), border_radius=cell // 8)
    for square in marks.reach | marks.crown_reach:
        colour = CROWN_REACH if square in marks.crown_reach else REACH
        pygame.draw.circle(surface, (20, 30, 20), geo.centre(square), cell * 0.17)
        pygame.draw.circle(surface, colour, geo.centre(square), cell * 0.14)


def _paint_marks_over(surface: pygame.Surface, geo: Geometry, marks: Marks) -> None:
    cell = geo.cell
    from game.app import fonts  # only for labels: thumbnails without labels need no font

    for square in marks.targets:
        centre = geo.centre(square)
        pygame.draw.circle(surface, TARGET, centre, cell * 0.48, max(2, cell // 12))
    for square, text in marks.labels.items():
        picture = fonts.render(text, max(9, cell // 3), theme.CREAM, bold=True, shadow=(0, 0, 0))
        rect = geo.square_rect(square)
        inset = max(3, cell // 10)  # clear of the grid line and of a hover frame
        spot = picture.get_rect(bottomright=(rect.right - inset, rect.bottom - inset // 3))
        surface.blit(picture, spot)
    if marks.hover is not None:
        pygame.draw.rect(surface, theme.CREAM, geo.square_rect(marks.hover), 2)
    if marks.chosen is not None:
        rect = geo.square_rect(marks.chosen).inflate(4, 4)
        pygame.draw.rect(surface, CHOSEN, rect, max(3, cell // 10), border_radius=cell // 8)


__all__ = [
    "Geometry",
    "Marks",
    "draw_castle",
    "draw_crown",
    "draw_dragon",
    "draw_general",
    "draw_hero",
    "draw_rock",
    "draw_wall",
    "ink_on",
    "paint_board",
    "seat_colour",
    "weapon_glyph",
]
