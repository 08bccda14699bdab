"""Crown & Dragon's pieces and structures drawn by the game: seat colours (a colour-blind
palette too, and a shape per seat so colour is never the only clue), the nine weapons, the
branches, heroes, generals, castles, the crown, walls, the rock and the dragon."""

from __future__ import annotations

import math

import pygame

from game.app import theme
from game.crown.cards import GENERALS, HERO_WEAPON, MILITARY_BRANCH, branch_of_weapon
from game.crown.view.card_icons import branch_colour

NORMAL = ((200, 64, 52), (60, 112, 200), (72, 156, 72), (222, 176, 48))
"""Seat colours: red, blue, green, gold."""
COLORBLIND = ((213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66))
"""Okabe and Ito's vermilion, blue, bluish green and yellow (told apart with any common
colour-vision deficiency); every piece also carries a shape, so colour is never the only
clue."""
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
STONE = (132, 124, 112)
STONE_DARK = (86, 80, 72)
DRAGON_RED = (150, 36, 32)
DRAGON_DARK = (84, 18, 20)


def seat_colour(seat: int, colorblind: bool = False) -> tuple[int, int, int]:
    """A seat's colour (its territory, its pieces)."""
    return (COLORBLIND if colorblind else NORMAL)[seat % 4]


def mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light, whichever reads better on ``colour``."""
    r, g, b = colour
    return (26, 22, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 244, 230)


# --- pieces --------------------------------------------------------------------------------


def weapon_glyph(
    surface: pygame.Surface, weapon: int, centre: tuple[float, float], size: float, colour
) -> None:
    """A small picture of a weapon (9 weapons, each a different outline)."""
    cx, cy = centre
    s = size / 2
    w = max(1, round(size / 9))
    top, bottom = (cx + s * 0.55, cy - s * 0.8), (cx - s * 0.55, cy + s * 0.8)
    if weapon == 0:  # sword: blade and cross-guard
        pygame.draw.line(surface, colour, (cx, cy - s), (cx, cy + s * 0.6), w + 1)
        pygame.draw.line(
            surface, colour, (cx - s * 0.45, cy + s * 0.3), (cx + s * 0.45, cy + s * 0.3), w
        )
        pygame.draw.line(surface, colour, (cx, cy + s * 0.3), (cx, cy + s), w)
    elif weapon == 1:  # spear: shaft and leaf point
        pygame.draw.line(surface, colour, bottom, top, w)
        pygame.draw.polygon(surface, colour, _tip(bottom, top, s * 0.5))
    elif weapon == 2:  # axe: a double-bitted head on its shaft (one bit read as a flag)
        pygame.draw.line(surface, colour, (cx, cy - s), (cx, cy + s), w)
        for side in (1, -1):
            bit = [(cx, cy - s * 0.62), (cx + side * s * 0.3, cy - s * 0.72)]
            for a in range(-60, 61, 15):  # the edge, curved outwards
                r = math.radians(a)
                bit.append(
                    (
                        cx + side * (s * 0.45 + s * 0.4 * math.cos(r)),
                        cy - s * 0.45 + s * 0.5 * math.sin(r),
                    )
                )
            bit += [(cx + side * s * 0.3, cy - s * 0.18), (cx, cy - s * 0.28)]
            pygame.draw.polygon(surface, colour, bit)
    elif weapon == 3:  # lance: long cone
        base = (cx - s * 0.9, cy + s * 0.9)
        pygame.draw.polygon(
            surface,
            colour,
            [
                (cx + s * 0.9, cy - s * 0.9),
                (base[0] + s * 0.25, base[1]),
                (base[0], base[1] - s * 0.25),
            ],
        )
        pygame.draw.circle(surface, colour, (cx - s * 0.5, cy + s * 0.5), s * 0.22, w)
    elif weapon == 4:  # sabre: a curved blade
        rect = pygame.Rect(cx - s * 1.1, cy - s, s * 1.8, s * 2)
        pygame.draw.arc(surface, colour, rect, -0.3, 1.4, w + 1)
        pygame.draw.line(
            surface, colour, (cx - s * 0.2, cy + s * 0.4), (cx + s * 0.4, cy + s * 0.9), w
        )
    elif weapon == 5:  # mace: handle and a spiked head
        pygame.draw.line(
            surface, colour, (cx - s * 0.6, cy + s * 0.8), (cx + s * 0.2, cy - s * 0.1), w + 1
        )
        head = (cx + s * 0.35, cy - s * 0.35)
        pygame.draw.circle(surface, colour, head, s * 0.38)
        for a in range(0, 360, 60):
            r = math.radians(a)
            pygame.draw.line(
                surface,
                colour,
                head,
                (head[0] + math.cos(r) * s * 0.6, head[1] + math.sin(r) * s * 0.6),
                w,
            )
    elif weapon == 6:  # longbow: a tall bow bent to the right, its string, an arrow nocked
        string_x = cx - s * 0.35
        rect = pygame.Rect(string_x - s * 0.75, cy - s, s * 1.5, s * 2)
        pygame.draw.arc(surface, colour, rect, -math.pi / 2 + 0.05, math.pi / 2 - 0.05, w + 1)
        pygame.draw.line(surface, colour, (string_x, cy - s * 0.98), (string_x, cy + s * 0.98), 1)
        pygame.draw.line(surface, colour, (string_x, cy), (cx + s * 0.55, cy), w)
        pygame.draw.polygon(surface, colour, _tip((string_x, cy), (cx + s * 0.75, cy), s * 0.35))
    elif weapon == 7:  # crossbow: stock and a short bow across it
        pygame.draw.line(surface, colour, (cx, cy - s * 0.9), (cx, cy + s * 0.9), w + 1)
        rect = pygame.Rect(cx - s * 0.9, cy - s * 0.7, s * 1.8, s * 1.0)
        pygame.draw.arc(surface, colour, rect, 0.2, math.pi - 0.2, w + 1)
        pygame.draw.line(
            surface, colour, (cx - s * 0.8, cy - s * 0.1), (cx + s * 0.8, cy - s * 0.1), 1
        )
    else:  # javelin: short shaft, point and fletching
        a, b = (cx - s * 0.8, cy + s * 0.5), (cx + s * 0.8, cy - s * 0.5)
        pygame.draw.line(surface, colour, a, b, w)
        pygame.draw.polygon(surface, colour, _tip(a, b, s * 0.45))
        pygame.draw.line(surface, colour, a, (a[0] - s * 0.1, a[1] - s * 0.35), w)
        pygame.draw.line(surface, colour, a, (a[0] + s * 0.3, a[1] + s * 0.2), w)


def _tip(a, b, length: float) -> list[tuple[float, float]]:
    """A triangle point at ``b`` of a shaft from ``a``."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1
    ux, uy = dx / d, dy / d
    back = (b[0] - ux * length, b[1] - uy * length)
    return [
        (b[0] + ux * length * 0.3, b[1] + uy * length * 0.3),
        (back[0] - uy * length * 0.4, back[1] + ux * length * 0.4),
        (back[0] + uy * length * 0.4, back[1] - ux * length * 0.4),
    ]


def branch_mark(
    surface: pygame.Surface, branch: int, centre: tuple[float, float], r: float, colour
) -> None:
    """The branch as a shape: infantry a shield, cavalry a horseshoe, archery an arrow."""
    cx, cy = centre
    w = max(1, round(r / 3))
    if branch == 0:
        points = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(surface, colour, points)
    elif branch == 1:
        rect = pygame.Rect(cx - r, cy - r, 2 * r, 2.2 * r)
        pygame.draw.arc(surface, colour, rect, -0.4, math.pi + 0.4, w + 1)
    else:
        pygame.draw.line(surface, colour, (cx - r, cy + r), (cx + r, cy - r), w)
        pygame.draw.polygon(
            surface, colour, _tip((cx - r, cy + r), (cx + r * 1.1, cy - r * 1.1), r)
        )


def seat_shape(surface: pygame.Surface, seat: int, centre, r: float, colour) -> None:
    """The seat's shape (circle, square, triangle, diamond): colour is never the only clue."""
    cx, cy = centre
    shape = SEAT_SHAPES[seat % 4]
    if shape == "circle":
        pygame.draw.circle(surface, colour, centre, r)
    elif shape == "square":
        pygame.draw.rect(
            surface, colour, pygame.Rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7)
        )
    elif shape == "triangle":
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
        )
    else:
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        )


def _card_pips(surface: pygame.Surface, cards, rect: pygame.Rect, colorblind: bool) -> None:
    """One little card per military card on a piece, in its branch's colour as the cards'
    frames have it (and the colour-blind palette), top right; left out on a board too
    small to read them (a thumbnail)."""
    if rect.w < 16:
        return
    w = max(4, rect.w // 5)
    h = max(6, rect.w * 2 // 7)
    for i, card in enumerate(cards):
        pip = pygame.Rect(rect.right - (i + 1) * (w + 2) - 1, rect.y + 1, w, h)
        colour = branch_colour(MILITARY_BRANCH[card], colorblind)
        pygame.draw.rect(surface, colour, pip, border_radius=2)
        pygame.draw.rect(surface, (245, 236, 214), pip, 1, border_radius=2)


def status_mark(surface: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
    """A lasting effect on the piece of square ``rect``, top left: Shield Wall a silver
    shield, Hero's Oath a gold star."""
    r = max(4.0, rect.w * 0.17)
    cx, cy = rect.x + r + 2, rect.y + r + 2
    if kind == "shield_wall":
        points = [
            (cx - r, cy - r),
            (cx + r, cy - r),
            (cx + r, cy),
            (cx, cy + r * 1.2),
            (cx - r, cy),
        ]
        pygame.draw.polygon(surface, (20, 16, 14), [(x + 1, y + 1) for x, y in points])
        pygame.draw.polygon(surface, (206, 214, 226), points)
        pygame.draw.polygon(surface, (52, 70, 110), points, max(1, round(r / 4)))
        return
    star = [
        (
            cx + math.cos(math.pi / 2 + i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45),
            cy - math.sin(math.pi / 2 + i * math.pi / 5) * (r if i % 2 == 0 else r * 0.45),
        )
        for i in range(10)
    ]
    pygame.draw.polygon(surface, (20, 16, 14), [(x + 1, y + 1) for x, y in star])
    pygame.draw.polygon(surface, theme.GOLD_LIGHT, star)
    pygame.draw.polygon(surface, (90, 60, 20), star, 1)


def draw_hero(
    surface: pygame.Surface,
    seat: int,
    hero: int,
    centre,
    size: float,
    colorblind: bool,
    cards=(),
    glow: tuple[int, int, int] | None = None,
) -> None:
    """A hero: a round token in its seat's colour with a gold rim and its own weapon."""
    colour = seat_colour(seat, colorblind)
    r = size * 0.42
    if glow is not None:
        pygame.draw.circle(
            surface, glow, centre, r + max(2, size * 0.08), max(2, round(size * 0.06))
        )
    pygame.draw.circle(surface, (20, 16, 14), (centre[0] + 1, centre[1] + 2), r)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, theme.GOLD, centre, r, max(2, round(size * 0.07)))
    weapon_glyph(surface, HERO_WEAPON[hero], centre, size * 0.5, ink_on(colour))
    seat_shape(
        surface, seat, (centre[0] - r * 0.78, centre[1] + r * 0.78), size * 0.1, theme.GOLD_LIGHT
    )
    if cards:
        box = pygame.Rect(0, 0, size, size)
        box.center = (round(centre[0]), round(centre[1]))
        _card_pips(surface, cards, box, colorblind)


def draw_general(
    surface: pygame.Surface,
    seat: int,
    general: int,
    centre,
    size: float,
    colorblind: bool,
    cards=(),
    glow: tuple[int, int, int] | None = None,
) -> None:
    """A general: a banner-shaped token with its weapon and, at its foot, its branch."""
    colour = seat_colour(seat, colorblind)
    cx, cy = centre
    r = size * 0.4
    points = [
        (cx - r, cy - r),
        (cx + r, cy - r),
        (cx + r, cy + r * 0.55),
        (cx, cy + r),
        (cx - r, cy + r * 0.55),
    ]
    if glow is not None:
        grown = [(cx + (x - cx) * 1.2, cy + (y - cy) * 1.2) for x, y in points]
        pygame.draw.polygon(surface, glow, grown, max(2, round(size * 0.06)))
    pygame.draw.polygon(surface, (20, 16, 14), [(x + 1, y + 2) for x, y in points])
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(
        surface, mix(colour, (255, 255, 255), 0.45), points, max(1, round(size * 0.05))
    )
    card = GENERALS[general]
    ink = ink_on(colour)
    weapon_glyph(surface, card.weapon, (cx, cy - r * 0.15), size * 0.42, ink)
    branch_mark(surface, branch_of_weapon(card.weapon), (cx, cy + r * 0.62), size * 0.09, ink)
    seat_shape(surface, seat, (cx - r * 0.65, cy - r * 0.62), size * 0.08, ink)
    if cards:
        box = pygame.Rect(0, 0, size, size)
        box.center = (round(cx), round(cy))
        _card_pips(surface, cards, box, colorblind)


def draw_castle(
    surface: pygame.Surface,
    seat: int,
    rect: pygame.Rect,
    colorblind: bool,
    cards=(),
    crowned: bool = False,
) -> None:
    """A castle: a crenellated keep in its seat's colour; the crowned one wears the crown."""
    colour = seat_colour(seat, colorblind)
    cell = rect.w
    body = pygame.Rect(rect.x + cell * 0.16, rect.y + cell * 0.34, cell * 0.68, cell * 0.56)
    pygame.draw.rect(surface, (20, 16, 14), body.move(1, 2))
    pygame.draw.rect(surface, colour, body)
    merlon = cell * 0.68 / 5
    for i in (0, 2, 4):
        pygame.draw.rect(
            surface,
            colour,
            pygame.Rect(body.x + i * merlon, body.y - cell * 0.1, merlon, cell * 0.11),
        )
    edge = mix(colour, (0, 0, 0), 0.45)
    pygame.draw.rect(surface, edge, body, max(1, cell // 22))
    door = pygame.Rect(0, 0, cell * 0.2, cell * 0.26)
    door.midbottom = body.midbottom
    pygame.draw.rect(
        surface, edge, door, border_top_left_radius=cell // 8, border_top_right_radius=cell // 8
    )
    seat_shape(
        surface, seat, (body.x + cell * 0.14, body.y + cell * 0.14), cell * 0.07, ink_on(colour)
    )
    _card_pips(surface, cards, rect, colorblind)
    if crowned:
        draw_crown(
            surface,
            pygame.Rect(rect.x + cell * 0.26, rect.y + cell * 0.02, cell * 0.48, cell * 0.3),
        )


def draw_crown(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The crown (gold, with three jewels)."""
    x, y, w, h = rect
    points = [
        (x, y + h),
        (x, y + h * 0.3),
        (x + w * 0.25, y + h * 0.6),
        (x + w * 0.5, y),
        (x + w * 0.75, y + h * 0.6),
        (x + w, y + h * 0.3),
        (x + w, y + h),
    ]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, (110, 78, 20), points, max(1, round(w / 14)))
    for px, py in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, (220, 40, 60), (px, py), max(2, w / 10))


def draw_wall(surface: pygame.Surface, seat: int, rect: pygame.Rect, colorblind: bool) -> None:
    """A stretch of wall: stone bricks edged in the owner's colour."""
    cell = rect.w
    inner = rect.inflate(-cell // 10, -cell // 10)
    pygame.draw.rect(surface, STONE, inner)
    rows = 3
    h = inner.h / rows
    for row in range(rows):
        y = inner.y + row * h
        pygame.draw.line(surface, STONE_DARK, (inner.x, y), (inner.right, y), 1)
        offset = 0 if row % 2 else inner.w / 4
        for i in range(3):
            x = inner.x + offset + i * inner.w / 2
            if inner.x < x < inner.right:
                pygame.draw.line(surface, STONE_DARK, (x, y), (x, y + h), 1)
    pygame.draw.rect(surface, seat_colour(seat, colorblind), inner, max(2, cell // 10))


def draw_rock(surface: pygame.Surface, centre, size: float) -> None:
    cx, cy = centre
    r = size * 0.38
    points = [
        (cx + math.cos(a) * r * f, cy + math.sin(a) * r * f)
        for a, f in zip(
            [i * math.pi / 4 for i in range(8)],
            (1.0, 0.82, 0.95, 0.78, 1.0, 0.86, 0.92, 0.8),
            strict=True,
        )
    ]
    pygame.draw.polygon(surface, (20, 18, 16), [(x + 1, y + 2) for x, y in points])
    pygame.draw.polygon(surface, (120, 114, 108), points)
    pygame.draw.polygon(surface, (70, 66, 62), points, max(1, round(size / 18)))
    pygame.draw.circle(surface, (160, 154, 146), (cx - r * 0.3, cy - r * 0.3), r * 0.22)


def draw_dragon(surface: pygame.Surface, centre, size: float, flap: float = 0.0) -> None:
    """The dragon: spread wings, a long neck and a glowing eye (``flap`` in -1..1 raises
    the wings, for the flight)."""
    cx, cy = centre
    s = size * 0.5
    lift = flap * s * 0.35
    for side in (-1, 1):
        wing = [
            (cx, cy - s * 0.1),
            (cx + side * s * 1.0, cy - s * 0.75 - lift),
            (cx + side * s * 0.85, cy + s * 0.05),
            (cx + side * s * 0.55, cy - s * 0.05),
            (cx + side * s * 0.35, cy + s * 0.25),
        ]
        pygame.draw.polygon(surface, DRAGON_DARK, wing)
        pygame.draw.polygon(surface, (200, 80, 60), wing, 1)
    body = pygame.Rect(cx - s * 0.32, cy - s * 0.25, s * 0.64, s * 0.9)
    pygame.draw.ellipse(surface, DRAGON_RED, body)
    pygame.draw.line(
        surface, DRAGON_RED, (cx, cy + s * 0.5), (cx + s * 0.5, cy + s * 0.95), max(2, round(s / 6))
    )
    head = (cx, cy - s * 0.55)
    pygame.draw.circle(surface, DRAGON_RED, head, s * 0.26)
    pygame.draw.polygon(
        surface,
        DRAGON_RED,
        [(head[0] - s * 0.2, head[1]), (head[0], head[1] - s * 0.45), (head[0] + s * 0.2, head[1])],
    )
    pygame.draw.circle(
        surface, (255, 210, 60), (head[0] + s * 0.08, head[1] - s * 0.02), max(1, s * 0.07)
    )
