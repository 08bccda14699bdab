"""The marks Crown & Dragon's cards are drawn with, in ``pygame.draw`` strokes: the palette,
weapon, branch, grade and stat icons, coins and general portraits.  Public, so the board,
the panels and the rules pages use the same marks as the cards.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from game.crown.cards import ROLES, WEAPONS

Colour = tuple[int, int, int]

BRANCH_NORMAL: tuple[Colour, ...] = ((170, 52, 44), (46, 90, 168), (52, 122, 60))
BRANCH_COLORBLIND: tuple[Colour, ...] = ((213, 94, 0), (0, 114, 178), (0, 158, 115))
"""Okabe and Ito's vermilion, blue and bluish green; each branch has its own mark too."""
PARCHMENT = (240, 226, 190)
PARCHMENT_DARK = (206, 186, 140)
INK = (40, 30, 24)
INK_LIGHT = (245, 238, 220)
STEEL = (206, 212, 220)
STEEL_DARK = (96, 104, 116)
WOOD = (136, 88, 46)
WOOD_DARK = (86, 54, 26)
GOLD = (236, 196, 84)
GOLD_DARK = (130, 92, 24)
ATK_RED = (176, 44, 36)
DEF_BLUE = (44, 84, 150)
GENERAL_FRAME = (54, 48, 78)
ACTION_FRAME = (92, 112, 58)
BLACK_FRAME = (26, 22, 30)
BLACK_ACCENT = (150, 52, 150)
BLACK_INNER = (52, 44, 60)
EMBER = (214, 84, 48)
BACKS: dict[str, tuple[Colour, Colour]] = {
    "military": ((120, 36, 30), (190, 150, 80)),
    "general": ((38, 44, 92), (206, 176, 96)),
    "action": ((72, 92, 44), (226, 210, 150)),
    "black": ((20, 16, 24), (160, 64, 160)),
}
"""Each deck's back: ground and pattern colours."""


def branch_colour(branch: int, colorblind: bool = False) -> Colour:
    """The colour of a branch (infantry, cavalry, archery)."""
    return (BRANCH_COLORBLIND if colorblind else BRANCH_NORMAL)[branch]


# --- geometry helpers ------------------------------------------------------------------------


def mapper(rect: pygame.Rect) -> Callable[[float, float], tuple[float, float]]:
    """Unit coordinates in ``rect`` (0..1 both ways) to pixels."""
    x, y, w, h = rect

    def at(u: float, v: float) -> tuple[float, float]:
        return (x + u * w, y + v * h)

    return at


def square_in(rect: pygame.Rect) -> pygame.Rect:
    """The largest square centred in ``rect``."""
    side = min(rect.w, rect.h)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return square


def line_width(rect: pygame.Rect, fraction: float) -> int:
    return max(1, round(min(rect.w, rect.h) * fraction))


def bezier(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], steps: int = 12
) -> list[tuple[float, float]]:
    """Points on a quadratic curve from ``p0`` to ``p2`` pulled towards ``p1``."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        points.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return points


def polygon(surface: pygame.Surface, fill: Colour, outline: Colour, points, width: int) -> None:
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, outline, points, width)


def bar(surface, colour, a, b, width: int) -> None:
    """A thick line with round ends."""
    pygame.draw.line(surface, colour, a, b, width)
    radius = max(1, width // 2)
    pygame.draw.circle(surface, colour, a, radius)
    pygame.draw.circle(surface, colour, b, radius)


# --- weapon, branch and stat icons ------------------------------------------------------------


def draw_weapon(surface: pygame.Surface, weapon: int, rect: pygame.Rect) -> None:
    """The weapon's picture (index into :data:`WEAPONS`) inside ``rect``."""
    box = square_in(rect)
    at = mapper(box)
    line = line_width(box, 0.035)
    shaft = line_width(box, 0.07)
    name = WEAPONS[weapon]
    if name == "sword":
        polygon(
            surface,
            STEEL,
            STEEL_DARK,
            [at(0.44, 0.68), at(0.44, 0.2), at(0.5, 0.05), at(0.56, 0.2), at(0.56, 0.68)],
            line,
        )
        polygon(
            surface,
            GOLD,
            GOLD_DARK,
            [at(0.28, 0.67), at(0.72, 0.67), at(0.72, 0.74), at(0.28, 0.74)],
            line,
        )
        bar(surface, WOOD_DARK, at(0.5, 0.76), at(0.5, 0.88), shaft)
        pygame.draw.circle(surface, GOLD, at(0.5, 0.91), max(2, box.w * 0.05))
    elif name == "spear":
        bar(surface, WOOD, at(0.5, 0.96), at(0.5, 0.3), shaft)
        polygon(
            surface,
            STEEL,
            STEEL_DARK,
            [at(0.5, 0.03), at(0.62, 0.22), at(0.5, 0.36), at(0.38, 0.22)],
            line,
        )
        pygame.draw.line(surface, WOOD_DARK, at(0.44, 0.4), at(0.56, 0.4), line * 2)
    elif name == "axe":
        bar(surface, WOOD, at(0.4, 0.96), at(0.4, 0.06), shaft)
        edge = bezier(at(0.74, 0.04), at(0.98, 0.28), at(0.74, 0.56))
        polygon(surface, STEEL, STEEL_DARK, [at(0.42, 0.18), *edge, at(0.42, 0.42)], line)
    elif name == "lance":
        polygon(
            surface,
            (214, 196, 160),
            WOOD_DARK,
            [at(0.5, 0.03), at(0.6, 0.66), at(0.4, 0.66)],
            line,
        )
        for v in (0.25, 0.45):
            pygame.draw.line(surface, ATK_RED, at(0.45, v), at(0.55, v + 0.06), line * 2)
        pygame.draw.ellipse(surface, STEEL, pygame.Rect(at(0.3, 0.62), (box.w * 0.4, box.h * 0.1)))
        pygame.draw.ellipse(
            surface, STEEL_DARK, pygame.Rect(at(0.3, 0.62), (box.w * 0.4, box.h * 0.1)), line
        )
        bar(surface, WOOD_DARK, at(0.5, 0.74), at(0.5, 0.95), shaft)
    elif name == "sabre":
        outer = bezier(at(0.42, 0.7), at(0.34, 0.3), at(0.72, 0.04))
        inner = bezier(at(0.72, 0.04), at(0.46, 0.32), at(0.52, 0.7))
        polygon(surface, STEEL, STEEL_DARK, [*outer, *inner], line)
        pygame.draw.arc(
            surface,
            GOLD,
            pygame.Rect(at(0.3, 0.66), (box.w * 0.34, box.h * 0.3)),
            math.pi / 2,
            3 * math.pi / 2,
            line * 2,
        )
        polygon(
            surface,
            GOLD,
            GOLD_DARK,
            [at(0.32, 0.68), at(0.64, 0.68), at(0.64, 0.73), at(0.32, 0.73)],
            line,
        )
        bar(surface, WOOD_DARK, at(0.48, 0.75), at(0.48, 0.92), shaft)
    elif name == "mace":
        bar(surface, WOOD, at(0.5, 0.96), at(0.5, 0.4), shaft)
        cx, cy = at(0.5, 0.27)
        radius = box.w * 0.16
        for i in range(8):
            angle = i * math.pi / 4
            tip = (cx + math.cos(angle) * radius * 1.55, cy + math.sin(angle) * radius * 1.55)
            side_a = (cx + math.cos(angle + 0.35) * radius, cy + math.sin(angle + 0.35) * radius)
            side_b = (cx + math.cos(angle - 0.35) * radius, cy + math.sin(angle - 0.35) * radius)
            polygon(surface, STEEL_DARK, STEEL_DARK, [tip, side_a, side_b], 1)
        pygame.draw.circle(surface, STEEL, (cx, cy), radius)
        pygame.draw.circle(surface, STEEL_DARK, (cx, cy), radius, line)
    elif name == "longbow":
        bow = bezier(at(0.36, 0.03), at(0.95, 0.5), at(0.36, 0.97))
        pygame.draw.lines(surface, WOOD, False, bow, shaft)
        pygame.draw.line(surface, INK_LIGHT, at(0.36, 0.03), at(0.36, 0.97), max(1, line))
        pygame.draw.line(surface, WOOD_DARK, at(0.12, 0.5), at(0.84, 0.5), line * 2)
        polygon(surface, STEEL, STEEL_DARK, [at(0.94, 0.5), at(0.82, 0.43), at(0.82, 0.57)], 1)
        for dv in (-0.06, 0.06):
            pygame.draw.line(surface, ATK_RED, at(0.12, 0.5), at(0.04, 0.5 + dv), line * 2)
    elif name == "crossbow":
        bar(surface, WOOD, at(0.5, 0.3), at(0.5, 0.95), shaft * 2)
        bow = bezier(at(0.08, 0.46), at(0.5, 0.12), at(0.92, 0.46))
        pygame.draw.lines(surface, STEEL_DARK, False, bow, shaft)
        pygame.draw.line(surface, INK_LIGHT, at(0.08, 0.46), at(0.5, 0.56), max(1, line))
        pygame.draw.line(surface, INK_LIGHT, at(0.92, 0.46), at(0.5, 0.56), max(1, line))
        pygame.draw.line(surface, WOOD_DARK, at(0.5, 0.56), at(0.5, 0.1), line * 2)
        polygon(surface, STEEL, STEEL_DARK, [at(0.5, 0.02), at(0.44, 0.13), at(0.56, 0.13)], 1)
    else:  # javelin: a short throwing spear in flight
        bar(surface, WOOD, at(0.14, 0.86), at(0.74, 0.26), shaft)
        polygon(
            surface,
            STEEL,
            STEEL_DARK,
            [at(0.92, 0.08), at(0.68, 0.22), at(0.78, 0.32)],
            line,
        )
        pygame.draw.line(surface, INK, at(0.4, 0.6), at(0.48, 0.52), shaft)
        for du, dv in ((0.0, 0.18), (0.12, 0.24), (-0.08, 0.1)):
            pygame.draw.line(
                surface, INK_LIGHT, at(0.08 + du, 0.62 + dv), at(0.3 + du, 0.4 + dv), line
            )


def draw_branch(surface: pygame.Surface, branch: int, rect: pygame.Rect, colour: Colour) -> None:
    """The branch's mark: a helmet (infantry), a horseshoe (cavalry), a target (archery)."""
    box = square_in(rect)
    at = mapper(box)
    line = line_width(box, 0.1)
    if branch == 0:
        dome = pygame.Rect(at(0.12, 0.1), (box.w * 0.76, box.h * 0.9))
        pygame.draw.ellipse(surface, colour, dome)
        pygame.draw.rect(surface, colour, pygame.Rect(at(0.12, 0.5), (box.w * 0.76, box.h * 0.4)))
        pygame.draw.line(surface, (30, 24, 20), at(0.3, 0.55), at(0.7, 0.55), line)
        pygame.draw.line(surface, (30, 24, 20), at(0.5, 0.55), at(0.5, 0.9), line)
    elif branch == 1:
        arc = pygame.Rect(at(0.1, 0.06), (box.w * 0.8, box.h * 0.9))
        pygame.draw.arc(surface, colour, arc, -0.25, math.pi + 0.25, line * 2)
        pygame.draw.line(surface, colour, at(0.16, 0.56), at(0.16, 0.96), line * 2)
        pygame.draw.line(surface, colour, at(0.84, 0.56), at(0.84, 0.96), line * 2)
    else:
        centre = box.center
        for fraction, filled in ((0.48, False), (0.3, False), (0.12, True)):
            radius = box.w * fraction
            pygame.draw.circle(surface, colour, centre, radius, 0 if filled else line)


def draw_attack(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = ATK_RED) -> None:
    """The attack glyph: a small blade pointing up and right."""
    box = square_in(rect)
    at = mapper(box)
    width = line_width(box, 0.16)
    pygame.draw.line(surface, colour, at(0.2, 0.8), at(0.9, 0.1), width)
    pygame.draw.line(surface, colour, at(0.08, 0.55), at(0.45, 0.92), width)
    pygame.draw.line(surface, colour, at(0.05, 0.95), at(0.22, 0.78), width)


def draw_defence(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = DEF_BLUE) -> None:
    """The defence glyph: a shield."""
    box = square_in(rect)
    at = mapper(box)
    pygame.draw.polygon(
        surface,
        colour,
        [at(0.1, 0.05), at(0.9, 0.05), at(0.9, 0.45), at(0.5, 0.97), at(0.1, 0.45)],
    )
    pygame.draw.line(surface, INK_LIGHT, at(0.5, 0.15), at(0.5, 0.78), line_width(box, 0.08))


def draw_coin(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A gold coin (a price or gold)."""
    pygame.draw.circle(surface, GOLD_DARK, centre, radius)
    pygame.draw.circle(surface, GOLD, centre, max(1.0, radius - max(1.0, radius * 0.15)))


def draw_upkeep(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The upkeep glyph: a coin leaving (a coin with an arrow down)."""
    box = square_in(rect)
    at = mapper(box)
    draw_coin(surface, at(0.42, 0.42), box.w * 0.38)
    width = line_width(box, 0.12)
    pygame.draw.line(surface, ATK_RED, at(0.82, 0.45), at(0.82, 0.95), width)
    pygame.draw.polygon(surface, ATK_RED, [at(0.66, 0.72), at(0.98, 0.72), at(0.82, 1.0)])


def draw_chevrons(surface: pygame.Surface, count: int, rect: pygame.Rect, colour: Colour) -> None:
    """``count`` rank chevrons side by side, centred in ``rect`` (a grade: 1 to 4)."""
    step = min(rect.w / 4, rect.h * 1.1)
    width = max(1, round(step * 0.22))
    left = rect.centerx - step * count / 2
    for i in range(count):
        x = left + i * step
        points = [
            (x + step * 0.12, rect.top + rect.h * 0.3),
            (x + step * 0.5, rect.top + rect.h * 0.75),
            (x + step * 0.88, rect.top + rect.h * 0.3),
        ]
        pygame.draw.lines(surface, colour, False, points, width)


# --- general portraits and effect icons --------------------------------------------------------


def draw_general(surface: pygame.Surface, role: int, rect: pygame.Rect, colour: Colour) -> None:
    """A general's bust in its branch colour: a plume (vanguard), a shield (guardian) or a
    cape and star (marshal)."""
    box = square_in(rect)
    at = mapper(box)
    line = line_width(box, 0.03)
    if ROLES[role] == "marshal":
        polygon(
            surface,
            ATK_RED,
            INK,
            [at(0.18, 0.6), at(0.82, 0.6), at(0.94, 1.0), at(0.06, 1.0)],
            line,
        )
    shoulders = pygame.Rect(at(0.16, 0.62), (box.w * 0.68, box.h * 0.5))
    pygame.draw.ellipse(surface, colour, shoulders)
    pygame.draw.ellipse(surface, INK, shoulders, line)
    pygame.draw.circle(surface, (232, 196, 160), at(0.5, 0.44), box.w * 0.16)
    helmet = pygame.Rect(at(0.32, 0.22), (box.w * 0.36, box.h * 0.26))
    pygame.draw.ellipse(surface, STEEL, helmet)
    pygame.draw.rect(surface, STEEL, pygame.Rect(at(0.32, 0.35), (box.w * 0.36, box.h * 0.06)))
    pygame.draw.ellipse(surface, STEEL_DARK, helmet, line)
    pygame.draw.line(surface, STEEL_DARK, at(0.5, 0.36), at(0.5, 0.52), line * 2)
    name = ROLES[role]
    if name == "vanguard":
        plume = bezier(at(0.5, 0.22), at(0.62, 0.0), at(0.86, 0.12))
        pygame.draw.lines(surface, ATK_RED, False, plume, line_width(box, 0.09))
    elif name == "guardian":
        shield = [at(0.52, 0.62), at(0.86, 0.62), at(0.86, 0.8), at(0.69, 0.98), at(0.52, 0.8)]
        polygon(surface, DEF_BLUE, INK, shield, line)
    else:
        cx, cy = at(0.5, 0.8)
        star(surface, (cx, cy), box.w * 0.1, GOLD)


def star(surface: pygame.Surface, centre, radius: float, colour: Colour) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)
