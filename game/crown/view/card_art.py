"""Crown & Dragon's cards, drawn by the game: military, general, action and black cards and
the four card backs.

Every card is painted on demand at the size asked for and cached (keyed by its arguments
and the current language; the cache is bounded, the least recently used card goes first).
What a card shows depends on its size: a *compact* card (narrower than :data:`FULL_WIDTH`,
e.g. 60x84 in the market or a hand) shows icons and numbers with at most a short name; a
*full* card shows every word.  Its words are laid out by :func:`card_texts` (also used by
the tests to check that every text fits its box).

The icons (weapons, branches, card effects, attack and defence glyphs) are drawn with
``pygame.draw`` here and are public, so the board and the panels can use the same marks.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game import text
from game.app import fonts, memory
from game.crown.cards import (
    ACTIONS,
    BLACKS,
    BRANCHES,
    GENERALS,
    GRADES,
    MILITARY,
    ROLES,
    WEAPONS,
)

DECKS = ("military", "general", "action", "black")
FULL_WIDTH = 110
"""Cards at least this wide show their full text; narrower ones icons and numbers."""
CACHE_SIZE = 400
"""Most cards kept painted at once (a market, a hand and a booklet page are far fewer)."""
CACHE_PIXELS = 4_000_000
"""Most pixels kept painted at once (16 MB): large cards leave sooner than small ones."""

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


# --- cache ---------------------------------------------------------------------------------

_cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_pixels = [0]
"""The pixels the cache holds now (one cell, so the functions below can update it)."""


def _area(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height()


def _cached(key: tuple, paint: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The card for ``key`` (language added), painting it on a miss; the least recently
    used cards are dropped beyond :data:`CACHE_SIZE` cards or :data:`CACHE_PIXELS` pixels
    (the newest card always stays)."""
    key = (*key, text.language())
    surface = _cache.get(key)
    if surface is not None:
        _cache.move_to_end(key)
        return surface
    surface = paint()
    _cache[key] = surface
    _pixels[0] += _area(surface)
    while len(_cache) > 1 and (len(_cache) > CACHE_SIZE or _pixels[0] > CACHE_PIXELS):
        _, dropped = _cache.popitem(last=False)
        _pixels[0] -= _area(dropped)
    return surface


def cache_size() -> int:
    """How many painted cards the cache holds now."""
    return len(_cache)


def cache_pixels() -> int:
    """How many pixels the painted cards in the cache cover."""
    return _pixels[0]


def clear_cache() -> None:
    _cache.clear()
    _pixels[0] = 0


memory.forget_on_leave(clear_cache)  # the cards a screen painted go with it


# --- geometry helpers ------------------------------------------------------------------------


def _mapper(rect: pygame.Rect) -> Callable[[float, float], tuple[float, float]]:
    """Unit coordinates in ``rect`` (0..1 both ways) to pixels."""
    x, y, w, h = rect

    def at(u: float, v: float) -> tuple[float, float]:
        return (x + u * w, y + v * h)

    return at


def _square(rect: pygame.Rect) -> pygame.Rect:
    """The largest square centred in ``rect``."""
    side = min(rect.w, rect.h)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return square


def _width(rect: pygame.Rect, fraction: float) -> int:
    return max(1, round(min(rect.w, rect.h) * fraction))


def _bezier(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], steps: int = 12
) -> list[tuple[float, float]]:
    """Points on a quadratic curve from ``p0`` to ``p2`` pulled towards ``p1``."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        points.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return points


def _poly(surface: pygame.Surface, fill: Colour, outline: Colour, points, width: int) -> None:
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, outline, points, width)


def _bar(surface, colour, a, b, width: int) -> None:
    """A thick line with round ends."""
    pygame.draw.line(surface, colour, a, b, width)
    radius = max(1, width // 2)
    pygame.draw.circle(surface, colour, a, radius)
    pygame.draw.circle(surface, colour, b, radius)


# --- weapon, branch and stat icons ------------------------------------------------------------


def draw_weapon(surface: pygame.Surface, weapon: int, rect: pygame.Rect) -> None:
    """The weapon's picture (index into :data:`WEAPONS`) inside ``rect``."""
    box = _square(rect)
    at = _mapper(box)
    line = _width(box, 0.035)
    shaft = _width(box, 0.07)
    name = WEAPONS[weapon]
    if name == "sword":
        _poly(
            surface,
            STEEL,
            STEEL_DARK,
            [at(0.44, 0.68), at(0.44, 0.2), at(0.5, 0.05), at(0.56, 0.2), at(0.56, 0.68)],
            line,
        )
        _poly(
            surface,
            GOLD,
            GOLD_DARK,
            [at(0.28, 0.67), at(0.72, 0.67), at(0.72, 0.74), at(0.28, 0.74)],
            line,
        )
        _bar(surface, WOOD_DARK, at(0.5, 0.76), at(0.5, 0.88), shaft)
        pygame.draw.circle(surface, GOLD, at(0.5, 0.91), max(2, box.w * 0.05))
    elif name == "spear":
        _bar(surface, WOOD, at(0.5, 0.96), at(0.5, 0.3), shaft)
        _poly(
            surface,
            STEEL,
            STEEL_DARK,
            [at(0.5, 0.03), at(0.62, 0.22), at(0.5, 0.36), at(0.38, 0.22)],
            line,
        )
        pygame.draw.line(surface, WOOD_DARK, at(0.44, 0.4), at(0.56, 0.4), line * 2)
    elif name == "axe":
        _bar(surface, WOOD, at(0.4, 0.96), at(0.4, 0.06), shaft)
        edge = _bezier(at(0.74, 0.04), at(0.98, 0.28), at(0.74, 0.56))
        _poly(surface, STEEL, STEEL_DARK, [at(0.42, 0.18), *edge, at(0.42, 0.42)], line)
    elif name == "lance":
        _poly(
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
        _bar(surface, WOOD_DARK, at(0.5, 0.74), at(0.5, 0.95), shaft)
    elif name == "sabre":
        outer = _bezier(at(0.42, 0.7), at(0.34, 0.3), at(0.72, 0.04))
        inner = _bezier(at(0.72, 0.04), at(0.46, 0.32), at(0.52, 0.7))
        _poly(surface, STEEL, STEEL_DARK, [*outer, *inner], line)
        pygame.draw.arc(
            surface,
            GOLD,
            pygame.Rect(at(0.3, 0.66), (box.w * 0.34, box.h * 0.3)),
            math.pi / 2,
            3 * math.pi / 2,
            line * 2,
        )
        _poly(
            surface,
            GOLD,
            GOLD_DARK,
            [at(0.32, 0.68), at(0.64, 0.68), at(0.64, 0.73), at(0.32, 0.73)],
            line,
        )
        _bar(surface, WOOD_DARK, at(0.48, 0.75), at(0.48, 0.92), shaft)
    elif name == "mace":
        _bar(surface, WOOD, at(0.5, 0.96), at(0.5, 0.4), shaft)
        cx, cy = at(0.5, 0.27)
        radius = box.w * 0.16
        for i in range(8):
            angle = i * math.pi / 4
            tip = (cx + math.cos(angle) * radius * 1.55, cy + math.sin(angle) * radius * 1.55)
            side_a = (cx + math.cos(angle + 0.35) * radius, cy + math.sin(angle + 0.35) * radius)
            side_b = (cx + math.cos(angle - 0.35) * radius, cy + math.sin(angle - 0.35) * radius)
            _poly(surface, STEEL_DARK, STEEL_DARK, [tip, side_a, side_b], 1)
        pygame.draw.circle(surface, STEEL, (cx, cy), radius)
        pygame.draw.circle(surface, STEEL_DARK, (cx, cy), radius, line)
    elif name == "longbow":
        bow = _bezier(at(0.36, 0.03), at(0.95, 0.5), at(0.36, 0.97))
        pygame.draw.lines(surface, WOOD, False, bow, shaft)
        pygame.draw.line(surface, INK_LIGHT, at(0.36, 0.03), at(0.36, 0.97), max(1, line))
        pygame.draw.line(surface, WOOD_DARK, at(0.12, 0.5), at(0.84, 0.5), line * 2)
        _poly(surface, STEEL, STEEL_DARK, [at(0.94, 0.5), at(0.82, 0.43), at(0.82, 0.57)], 1)
        for dv in (-0.06, 0.06):
            pygame.draw.line(surface, ATK_RED, at(0.12, 0.5), at(0.04, 0.5 + dv), line * 2)
    elif name == "crossbow":
        _bar(surface, WOOD, at(0.5, 0.3), at(0.5, 0.95), shaft * 2)
        bow = _bezier(at(0.08, 0.46), at(0.5, 0.12), at(0.92, 0.46))
        pygame.draw.lines(surface, STEEL_DARK, False, bow, shaft)
        pygame.draw.line(surface, INK_LIGHT, at(0.08, 0.46), at(0.5, 0.56), max(1, line))
        pygame.draw.line(surface, INK_LIGHT, at(0.92, 0.46), at(0.5, 0.56), max(1, line))
        pygame.draw.line(surface, WOOD_DARK, at(0.5, 0.56), at(0.5, 0.1), line * 2)
        _poly(surface, STEEL, STEEL_DARK, [at(0.5, 0.02), at(0.44, 0.13), at(0.56, 0.13)], 1)
    else:  # javelin: a short throwing spear in flight
        _bar(surface, WOOD, at(0.14, 0.86), at(0.74, 0.26), shaft)
        _poly(
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
    box = _square(rect)
    at = _mapper(box)
    line = _width(box, 0.1)
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
    box = _square(rect)
    at = _mapper(box)
    width = _width(box, 0.16)
    pygame.draw.line(surface, colour, at(0.2, 0.8), at(0.9, 0.1), width)
    pygame.draw.line(surface, colour, at(0.08, 0.55), at(0.45, 0.92), width)
    pygame.draw.line(surface, colour, at(0.05, 0.95), at(0.22, 0.78), width)


def draw_defence(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = DEF_BLUE) -> None:
    """The defence glyph: a shield."""
    box = _square(rect)
    at = _mapper(box)
    pygame.draw.polygon(
        surface,
        colour,
        [at(0.1, 0.05), at(0.9, 0.05), at(0.9, 0.45), at(0.5, 0.97), at(0.1, 0.45)],
    )
    pygame.draw.line(surface, INK_LIGHT, at(0.5, 0.15), at(0.5, 0.78), _width(box, 0.08))


def draw_coin(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A gold coin (a price or gold)."""
    pygame.draw.circle(surface, GOLD_DARK, centre, radius)
    pygame.draw.circle(surface, GOLD, centre, max(1.0, radius - max(1.0, radius * 0.15)))


def draw_upkeep(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The upkeep glyph: a coin leaving (a coin with an arrow down)."""
    box = _square(rect)
    at = _mapper(box)
    draw_coin(surface, at(0.42, 0.42), box.w * 0.38)
    width = _width(box, 0.12)
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
    box = _square(rect)
    at = _mapper(box)
    line = _width(box, 0.03)
    if ROLES[role] == "marshal":
        _poly(
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
        plume = _bezier(at(0.5, 0.22), at(0.62, 0.0), at(0.86, 0.12))
        pygame.draw.lines(surface, ATK_RED, False, plume, _width(box, 0.09))
    elif name == "guardian":
        shield = [at(0.52, 0.62), at(0.86, 0.62), at(0.86, 0.8), at(0.69, 0.98), at(0.52, 0.8)]
        _poly(surface, DEF_BLUE, INK, shield, line)
    else:
        cx, cy = at(0.5, 0.8)
        _star(surface, (cx, cy), box.w * 0.1, GOLD)


def _star(surface: pygame.Surface, centre, radius: float, colour: Colour) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)


def _wheat(surface, at, line: int) -> None:
    """A sheaf of wheat (food)."""
    stalks = (((0.5, 0.95), (0.5, 0.1)), ((0.45, 0.95), (0.25, 0.2)), ((0.55, 0.95), (0.75, 0.2)))
    for base, top in stalks:
        pygame.draw.line(surface, WOOD, at(*base), at(*top), line)
        for k in range(4):
            t = 0.12 + k * 0.1
            grain = at(top[0] + (base[0] - top[0]) * t, top[1] + (base[1] - top[1]) * t)
            pygame.draw.circle(surface, GOLD_DARK, grain, line * 1.6)
    pygame.draw.line(surface, ATK_RED, at(0.36, 0.68), at(0.64, 0.68), line * 2)


def draw_action(surface: pygame.Surface, kind: int, rect: pygame.Rect) -> None:
    """The picture of an action card (index into :data:`ACTIONS`)."""
    box = _square(rect)
    at = _mapper(box)
    line = _width(box, 0.04)
    name = ACTIONS[kind]
    if name == "harvest":
        _wheat(surface, at, line)
    elif name == "tribute":
        for u, v in ((0.34, 0.66), (0.64, 0.66), (0.5, 0.4)):
            draw_coin(surface, at(u, v), box.w * 0.2)
        _plus(surface, at(0.82, 0.2), box.w * 0.12, line * 2)
    elif name == "forced_march":
        for u in (0.18, 0.48):
            pygame.draw.lines(
                surface, WOOD_DARK, False, [at(u, 0.2), at(u + 0.3, 0.5), at(u, 0.8)], line * 3
            )
    elif name == "shield_wall":
        for u in (0.05, 0.35, 0.65):
            shield = pygame.Rect(at(u, 0.2), (box.w * 0.32, box.h * 0.6))
            draw_defence(surface, shield)
            pygame.draw.polygon(
                surface,
                INK,
                [
                    at(u + 0.016, 0.23),
                    at(u + 0.304, 0.23),
                    at(u + 0.304, 0.47),
                    at(u + 0.16, 0.79),
                    at(u + 0.016, 0.47),
                ],
                1,
            )
    elif name == "battle_cry":
        horn = [at(0.1, 0.62), at(0.58, 0.3), at(0.66, 0.74)]
        _poly(surface, GOLD, GOLD_DARK, horn, line)
        for r in (0.16, 0.26):
            arc = pygame.Rect(0, 0, box.w * r * 2, box.h * r * 2)
            arc.center = at(0.62, 0.52)
            pygame.draw.arc(surface, ATK_RED, arc, -0.7, 0.7, line * 2)
    elif name == "masons":
        _bricks(surface, pygame.Rect(at(0.08, 0.3), (box.w * 0.84, box.h * 0.56)), line)
    elif name == "tunnel_scouts":
        arch = pygame.Rect(at(0.12, 0.15), (box.w * 0.76, box.h * 0.8))
        pygame.draw.ellipse(surface, (120, 110, 100), arch)
        inner = arch.inflate(-box.w * 0.24, -box.h * 0.24)
        pygame.draw.ellipse(surface, (30, 26, 24), inner)
        pygame.draw.rect(
            surface, (120, 110, 100), pygame.Rect(at(0.0, 0.78), (box.w, box.h * 0.22))
        )
        pygame.draw.circle(surface, GOLD, at(0.5, 0.6), box.w * 0.08)
    elif name == "recruiters":
        pygame.draw.line(surface, WOOD_DARK, at(0.26, 0.95), at(0.26, 0.06), line * 2)
        _poly(surface, ATK_RED, INK, [at(0.28, 0.08), at(0.86, 0.2), at(0.28, 0.46)], line)
        _plus(surface, at(0.66, 0.7), box.w * 0.14, line * 2)
    elif name == "supply_wagon":
        _poly(
            surface,
            WOOD,
            WOOD_DARK,
            [at(0.08, 0.3), at(0.92, 0.3), at(0.86, 0.64), at(0.14, 0.64)],
            line,
        )
        pygame.draw.arc(
            surface,
            PARCHMENT_DARK,
            pygame.Rect(at(0.14, 0.06), (box.w * 0.72, box.h * 0.5)),
            0,
            math.pi,
            line * 3,
        )
        for u in (0.28, 0.72):
            pygame.draw.circle(surface, WOOD_DARK, at(u, 0.74), box.w * 0.14, line * 2)
            pygame.draw.circle(surface, WOOD_DARK, at(u, 0.74), line * 1.5)
    else:  # dragon_lore: an open book with a dragon's eye
        left = [at(0.5, 0.3), at(0.06, 0.22), at(0.06, 0.82), at(0.5, 0.9)]
        right = [at(0.5, 0.3), at(0.94, 0.22), at(0.94, 0.82), at(0.5, 0.9)]
        _poly(surface, INK_LIGHT, WOOD_DARK, left, line)
        _poly(surface, INK_LIGHT, WOOD_DARK, right, line)
        _eye(surface, pygame.Rect(at(0.2, 0.38), (box.w * 0.6, box.h * 0.34)))


def _plus(surface, centre, half: float, width: int) -> None:
    cx, cy = centre
    pygame.draw.line(surface, (40, 120, 50), (cx - half, cy), (cx + half, cy), width)
    pygame.draw.line(surface, (40, 120, 50), (cx, cy - half), (cx, cy + half), width)


def _bricks(surface, rect: pygame.Rect, line: int) -> None:
    rows = 3
    height = rect.h / rows
    for row in range(rows):
        y = rect.top + row * height
        offset = 0 if row % 2 == 0 else rect.w / 6
        x = rect.left - offset
        while x < rect.right:
            brick = pygame.Rect(
                max(x, rect.left), y, min(rect.w / 3, rect.right - max(x, rect.left)), height
            )
            if brick.w > 1:
                pygame.draw.rect(surface, (170, 96, 70), brick)
                pygame.draw.rect(surface, (90, 50, 40), brick, max(1, line))
            x += rect.w / 3


def _eye(surface, rect: pygame.Rect) -> None:
    at = _mapper(rect)
    almond = [
        *_bezier(at(0, 0.5), at(0.5, -0.3), at(1, 0.5), 10),
        *_bezier(at(1, 0.5), at(0.5, 1.3), at(0, 0.5), 10),
    ]
    pygame.draw.polygon(surface, (236, 180, 40), almond)
    pygame.draw.polygon(surface, INK, almond, max(1, rect.w // 30))
    pygame.draw.ellipse(surface, INK, pygame.Rect(at(0.44, 0.1), (rect.w * 0.12, rect.h * 0.8)))


def draw_black(surface: pygame.Surface, kind: int, rect: pygame.Rect) -> None:
    """The picture of a black card (index into :data:`BLACKS`)."""
    box = _square(rect)
    at = _mapper(box)
    line = _width(box, 0.04)
    name = BLACKS[kind]
    if name == "dragons_call":
        wing = [
            at(0.1, 0.2),
            at(0.5, 0.08),
            at(0.95, 0.3),
            at(0.8, 0.5),
            at(0.66, 0.42),
            at(0.58, 0.66),
            at(0.44, 0.56),
            at(0.32, 0.82),
            at(0.24, 0.6),
        ]
        _poly(surface, EMBER, INK, wing, line)
        for u, v in ((0.5, 0.08), (0.66, 0.42), (0.44, 0.56)):
            pygame.draw.line(surface, INK, at(0.14, 0.22), at(u, v), line)
    elif name == "siege_ram":
        _poly(
            surface,
            WOOD,
            WOOD_DARK,
            [at(0.08, 0.42), at(0.78, 0.42), at(0.78, 0.58), at(0.08, 0.58)],
            line,
        )
        _poly(surface, STEEL, STEEL_DARK, [at(0.76, 0.36), at(0.96, 0.5), at(0.76, 0.64)], line)
        pygame.draw.lines(
            surface, WOOD_DARK, False, [at(0.2, 0.86), at(0.42, 0.2), at(0.64, 0.86)], line * 2
        )
        for u in (0.2, 0.64):
            pygame.draw.circle(surface, WOOD_DARK, at(u, 0.86), box.w * 0.08)
    elif name == "plunder":
        sack = pygame.Rect(at(0.18, 0.32), (box.w * 0.64, box.h * 0.62))
        pygame.draw.ellipse(surface, (160, 124, 80), sack)
        pygame.draw.ellipse(surface, WOOD_DARK, sack, line)
        _poly(
            surface,
            (160, 124, 80),
            WOOD_DARK,
            [at(0.38, 0.1), at(0.62, 0.1), at(0.55, 0.34), at(0.45, 0.34)],
            line,
        )
        draw_coin(surface, at(0.5, 0.66), box.w * 0.14)
        draw_coin(surface, at(0.86, 0.2), box.w * 0.1)
    elif name == "heros_oath":
        for i in range(8):
            angle = i * math.pi / 4 + math.pi / 8
            cx, cy = at(0.5, 0.4)
            pygame.draw.line(
                surface,
                GOLD,
                (cx + math.cos(angle) * box.w * 0.2, cy + math.sin(angle) * box.w * 0.2),
                (cx + math.cos(angle) * box.w * 0.42, cy + math.sin(angle) * box.w * 0.42),
                line,
            )
        draw_weapon(surface, 0, box.inflate(-box.w * 0.2, -box.h * 0.1))
    elif name == "shadow_path":
        pygame.draw.circle(surface, (220, 214, 190), at(0.72, 0.26), box.w * 0.2)
        pygame.draw.circle(surface, BLACK_INNER, at(0.8, 0.2), box.w * 0.18)
        for i, (u, v) in enumerate(((0.12, 0.88), (0.26, 0.76), (0.34, 0.6), (0.48, 0.5))):
            foot = pygame.Rect(0, 0, box.w * 0.08, box.h * 0.12)
            foot.center = at(u + (0.04 if i % 2 else 0), v)
            pygame.draw.ellipse(surface, (180, 170, 200), foot)
    elif name == "rockfall":
        for u, v, r in ((0.3, 0.68, 0.2), (0.66, 0.74, 0.16), (0.56, 0.32, 0.14)):
            cx, cy = at(u, v)
            radius = box.w * r
            rock = [
                (cx + radius * math.cos(a), cy + radius * 0.85 * math.sin(a))
                for a in (0.3, 1.3, 2.4, 3.3, 4.3, 5.4)
            ]
            _poly(surface, (140, 132, 124), (70, 66, 60), rock, line)
        for u in (0.44, 0.56, 0.68):
            pygame.draw.line(surface, (180, 170, 200), at(u, 0.04), at(u, 0.16), line)
    else:  # royal_decree: a scroll, its seal and the crown
        _poly(
            surface,
            PARCHMENT,
            WOOD_DARK,
            [at(0.14, 0.3), at(0.86, 0.3), at(0.86, 0.92), at(0.14, 0.92)],
            line,
        )
        for v in (0.46, 0.58, 0.7):
            pygame.draw.line(surface, PARCHMENT_DARK, at(0.24, v), at(0.64, v), line)
        pygame.draw.circle(surface, ATK_RED, at(0.72, 0.8), box.w * 0.1)
        draw_crown(surface, pygame.Rect(at(0.28, 0.02), (box.w * 0.44, box.h * 0.24)))


def draw_crown(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The crown, five points, inside ``rect``."""
    at = _mapper(rect)
    points = [
        at(0, 1),
        at(0, 0.35),
        at(0.25, 0.6),
        at(0.5, 0),
        at(0.75, 0.6),
        at(1, 0.35),
        at(1, 1),
    ]
    _poly(surface, GOLD, GOLD_DARK, points, max(1, rect.w // 20))


def draw_dragon_eye(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dragon's eye (the black deck's and the dragon's mark)."""
    _eye(surface, rect)


# --- text layout ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TextBox:
    """One line of a card's text: where it goes, its size and weight.  ``area`` is the box
    of the block it belongs to (a line must fit its ``rect`` and stay inside ``area``)."""

    text: str
    rect: pygame.Rect
    px: int
    bold: bool
    colour: Colour
    area: pygame.Rect
    align: str = "center"


def _line_step(px: int) -> int:
    return round(px * 1.3)


def _block(
    words: str,
    area: pygame.Rect,
    px_max: int,
    px_min: int,
    colour: Colour,
    bold: bool = False,
    align: str = "center",
    max_lines: int = 99,
) -> list[TextBox]:
    """``words`` wrapped into ``area``: the largest size from ``px_max`` down to ``px_min``
    whose lines all fit, centred vertically."""
    px_max = max(px_max, px_min)
    whole = words.split()
    chosen: tuple[int, list[str]] | None = None
    fallback: tuple[int, list[str]] | None = None
    for size in range(px_max, px_min - 1, -1):
        wrapped = fonts.wrap(words, size, area.w, bold)
        face = fonts.font(size, bold)
        fits = all(face.size(line)[0] <= area.w for line in wrapped)
        if not (fits and len(wrapped) <= max_lines and len(wrapped) * _line_step(size) <= area.h):
            continue
        if " ".join(wrapped).split() == whole:  # no word cut in two
            chosen = (size, wrapped)
            break
        fallback = fallback or (size, wrapped)
    if chosen is None and max_lines == 1:  # a number or a name never breaks in two
        chosen = fallback or (px_min, [words])
    if chosen is None:
        chosen = fallback or (px_min, fonts.wrap(words, px_min, area.w, bold))
    px, lines = chosen
    step = _line_step(px)
    top = area.centery - len(lines) * step // 2
    return [
        TextBox(
            line,
            pygame.Rect(area.left, top + i * step, area.w, step),
            px,
            bold,
            colour,
            area,
            align,
        )
        for i, line in enumerate(lines)
    ]


def _paint_texts(surface: pygame.Surface, boxes: Sequence[TextBox]) -> None:
    for box in boxes:
        image = fonts.render(box.text, box.px, box.colour, box.bold)
        y = box.rect.centery - image.get_height() // 2
        if box.align == "left":
            x = box.rect.left
        elif box.align == "right":
            x = box.rect.right - image.get_width()
        else:
            x = box.rect.centerx - image.get_width() // 2
        surface.blit(image, (x, y))


# --- card layouts ---------------------------------------------------------------------------


def _full(size: tuple[int, int]) -> bool:
    return size[0] >= FULL_WIDTH


def _px(size: tuple[int, int], fraction: float, least: int = 8) -> int:
    return max(least, round(min(size[0], size[1] * 0.72) * fraction))


def _rel(size: tuple[int, int], u: float, v: float, w: float, h: float) -> pygame.Rect:
    return pygame.Rect(
        round(size[0] * u), round(size[1] * v), round(size[0] * w), round(size[1] * h)
    )


def _stat_rows(size: tuple[int, int], top: float, rows: int) -> list[pygame.Rect]:
    """Equal rows from ``top`` (fraction of the height) to the card's bottom margin."""
    height = (0.95 - top) / rows
    return [_rel(size, 0.08, top + i * height, 0.84, height) for i in range(rows)]


def _number_boxes(
    size: tuple[int, int], row: pygame.Rect, label: str, value: str, colour: Colour = INK
) -> list[TextBox]:
    """A label on the left (after its glyph) and a value on the right of one stat row."""
    glyph = row.h
    px = _px(size, 0.085, 9)
    value_w = max(fonts.font(px, True).size(value)[0], row.h)
    label_area = pygame.Rect(row.left + glyph, row.top, row.w - glyph - value_w - 4, row.h)
    value_area = pygame.Rect(row.right - value_w, row.top, value_w, row.h)
    boxes = _block(label, label_area, px, 8, colour, False, "left", 1)
    boxes += _block(value, value_area, px, 8, colour, True, "right", 1)
    return boxes


def _signed(value: int) -> str:
    return "+" + str(value)


def _military_layout(kind: int, size: tuple[int, int]) -> dict[str, object]:
    card = MILITARY[kind]
    weapon = text.tr(f"crown.weapon.{WEAPONS[card.weapon]}")
    if not _full(size):
        stats = _rel(size, 0.04, 0.74, 0.92, 0.22)
        half = stats.w // 2
        atk_area = pygame.Rect(stats.left + stats.h * 0.7, stats.top, half - stats.h * 0.7, stats.h)
        def_area = pygame.Rect(
            stats.left + half + stats.h * 0.7, stats.top, half - stats.h * 0.7, stats.h
        )
        corner = round(size[1] * 0.2)
        px = _px(size, 0.2, 8)
        texts = [
            *_block(str(card.atk), atk_area, px, 8, INK, True, max_lines=1),
            *_block(str(card.defence), def_area, px, 8, INK, True, max_lines=1),
            *_block(
                str(card.price),
                pygame.Rect(2, 2, corner, corner),
                _px(size, 0.17),
                7,
                INK,
                True,
                max_lines=1,
            ),
            *_block(
                str(card.upkeep),
                pygame.Rect(size[0] - corner - 2, 2, corner, corner),
                _px(size, 0.17),
                7,
                INK_LIGHT,
                True,
                max_lines=1,
            ),
        ]
        return {
            "texts": texts,
            "art": _rel(size, 0.14, 0.2, 0.72, 0.42),
            "chevrons": _rel(size, 0.1, 0.62, 0.8, 0.11),
            "stats": stats,
            "corner": corner,
        }
    subtitle = text.tr(
        "crown.card.military_line",
        grade=text.tr(f"crown.grade.{GRADES[card.grade]}"),
        branch=text.tr(f"crown.branch.{BRANCHES[card.branch]}"),
    )
    texts = _full_header(size, weapon, subtitle)
    rows = _stat_rows(size, 0.6, 4)
    texts += _stat_texts(
        size,
        rows,
        (
            ("crown.card.attack", str(card.atk)),
            ("crown.card.defence", str(card.defence)),
            ("crown.card.upkeep", str(card.upkeep)),
            ("crown.card.price", str(card.price)),
        ),
    )
    return {
        "texts": texts,
        "art": _rel(size, 0.2, 0.24, 0.6, 0.28),
        "chevrons": _rel(size, 0.2, 0.52, 0.6, 0.07),
        "rows": rows,
    }


def _full_header(size: tuple[int, int], title: str, subtitle: str) -> list[TextBox]:
    """A large card's title and the line under it (military and general cards)."""
    header = _rel(size, 0.06, 0.04, 0.88, 0.11)
    sub = _rel(size, 0.06, 0.15, 0.88, 0.07)
    return [
        *_block(title, header, _px(size, 0.12), 9, INK_LIGHT, True, max_lines=1),
        *_block(subtitle, sub, _px(size, 0.08), 8, INK_LIGHT, max_lines=1),
    ]


def _stat_texts(
    size: tuple[int, int], rows: list[pygame.Rect], values: tuple[tuple[str, str], ...]
) -> list[TextBox]:
    """A large card's numbers, one row each: its name (a locale key) and its value."""
    texts: list[TextBox] = []
    for row, (key, value) in zip(rows, values, strict=True):
        texts += _number_boxes(size, row, text.tr(key), value)
    return texts


def _general_layout(general: int, size: tuple[int, int]) -> dict[str, object]:
    card = GENERALS[general]
    name = text.tr(f"crown.general.{card.key}")
    weapon = text.tr(f"crown.weapon.{WEAPONS[card.weapon]}")
    if not _full(size):
        name_area = _rel(size, 0.06, 0.03, 0.88, 0.17)
        stats = _rel(size, 0.04, 0.66, 0.92, 0.16)
        half = stats.w // 2
        atk_area = pygame.Rect(stats.left + stats.h * 0.8, stats.top, half - stats.h * 0.8, stats.h)
        def_area = pygame.Rect(
            stats.left + half + stats.h * 0.8, stats.top, half - stats.h * 0.8, stats.h
        )
        price_area = _rel(size, 0.3, 0.83, 0.4, 0.15)
        texts = [
            *_block(name, name_area, _px(size, 0.17), 7, INK_LIGHT, True, max_lines=1),
            *_block(_signed(card.atk), atk_area, _px(size, 0.18), 7, INK, True, max_lines=1),
            *_block(_signed(card.defence), def_area, _px(size, 0.18), 7, INK, True, max_lines=1),
            *_block(str(card.price), price_area, _px(size, 0.16), 7, INK, True, max_lines=1),
        ]
        return {
            "texts": texts,
            "art": _rel(size, 0.08, 0.2, 0.56, 0.46),
            "weapon": _rel(size, 0.6, 0.22, 0.36, 0.36),
            "stats": stats,
            "price": price_area,
        }
    subtitle = text.tr(
        "crown.card.general_line", role=text.tr(f"crown.role.{ROLES[card.role]}"), weapon=weapon
    )
    texts = _full_header(size, name, subtitle)
    rows = _stat_rows(size, 0.56, 5)[:3]
    texts += _stat_texts(
        size,
        rows,
        (
            ("crown.card.attack", _signed(card.atk)),
            ("crown.card.defence", _signed(card.defence)),
            ("crown.card.price", str(card.price)),
        ),
    )
    note = _rel(size, 0.08, 0.56 + 3 * 0.078, 0.84, 0.95 - 0.56 - 3 * 0.078)
    texts += _block(
        text.tr("crown.card.general_note", weapon=weapon), note, _px(size, 0.07), 8, INK
    )
    return {
        "texts": texts,
        "art": _rel(size, 0.1, 0.24, 0.5, 0.3),
        "weapon": _rel(size, 0.6, 0.28, 0.3, 0.22),
        "rows": rows,
    }


def _effect_layout(deck: str, kind: int, size: tuple[int, int]) -> dict[str, object]:
    names = ACTIONS if deck == "action" else BLACKS
    name = text.tr(f"crown.{deck}.{names[kind]}")
    ink = INK if deck == "action" else INK_LIGHT
    if not _full(size):
        name_area = _rel(size, 0.05, 0.03, 0.9, 0.32)
        texts = _block(name, name_area, _px(size, 0.17), 7, ink, True, max_lines=2)
        return {"texts": texts, "art": _rel(size, 0.12, 0.38, 0.76, 0.56)}
    header = _rel(size, 0.06, 0.04, 0.88, 0.14)
    help_area = _rel(size, 0.08, 0.54, 0.84, 0.36)
    footer = _rel(size, 0.06, 0.9, 0.88, 0.07)
    texts = [
        *_block(name, header, _px(size, 0.12), 8, ink, True, max_lines=2),
        *_block(text.tr(f"crown.{deck}_help.{names[kind]}"), help_area, _px(size, 0.085), 8, ink),
        *_block(text.tr(f"crown.card.deck_{deck}"), footer, _px(size, 0.065), 7, ink, max_lines=1),
    ]
    return {"texts": texts, "art": _rel(size, 0.2, 0.19, 0.6, 0.34)}


def card_texts(deck: str, kind: int, size: tuple[int, int]) -> list[TextBox]:
    """Every line of text the card ``kind`` of ``deck`` shows at ``size``, where it goes."""
    if deck == "military":
        layout = _military_layout(kind, size)
    elif deck == "general":
        layout = _general_layout(kind, size)
    elif deck in ("action", "black"):
        layout = _effect_layout(deck, kind, size)
    elif deck == "back":
        layout = _back_layout(DECKS[kind], size)
    else:
        raise ValueError(deck)
    return list(layout["texts"])  # type: ignore[arg-type]


# --- painting ---------------------------------------------------------------------------------


def _frame(size: tuple[int, int], outer: Colour, inner: Colour) -> pygame.Surface:
    """A blank card: rounded, an outer colour and an inner panel."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(3, round(size[0] * 0.08))
    rect = surface.get_rect()
    pygame.draw.rect(surface, outer, rect, border_radius=radius)
    border = max(3, round(size[0] * 0.04))
    pygame.draw.rect(
        surface,
        inner,
        rect.inflate(-2 * border, -2 * border),
        border_radius=max(2, radius - border),
    )
    pygame.draw.rect(surface, (0, 0, 0), rect, 1, border_radius=radius)
    return surface


def _ensure_fonts() -> None:
    if not pygame.font.get_init():
        pygame.font.init()


def military_card(kind: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """Military card ``kind`` (its type, ``weapon * 4 + grade``): weapon, branch (colour and
    mark), grade (chevrons), ATK, DEF, upkeep and price.  Cached: do not draw on it."""
    size = (int(size[0]), int(size[1]))
    return _cached(
        ("military", kind, size, colorblind), lambda: _paint_military(kind, size, colorblind)
    )


def _paint_military(kind: int, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    _ensure_fonts()
    card = MILITARY[kind]
    colour = branch_colour(card.branch, colorblind)
    surface = _frame(size, colour, PARCHMENT)
    layout = _military_layout(kind, size)
    art: pygame.Rect = layout["art"]  # type: ignore[assignment]
    if _full(size):
        band = pygame.Rect(0, 0, size[0], round(size[1] * 0.23))
        pygame.draw.rect(
            surface,
            colour,
            band,
            border_top_left_radius=round(size[0] * 0.08),
            border_top_right_radius=round(size[0] * 0.08),
        )
        mark = _rel(size, 0.06, 0.26, 0.14, 0.1)
        draw_branch(surface, card.branch, mark, colour)
        for row, glyph in zip(
            layout["rows"], (draw_attack, draw_defence, draw_upkeep, None), strict=True
        ):  # type: ignore[call-overload]
            icon = pygame.Rect(row.left, row.top, row.h, row.h).inflate(-row.h * 0.3, -row.h * 0.3)
            if glyph is None:
                draw_coin(surface, icon.center, icon.w / 2)
            else:
                glyph(surface, icon)
            pygame.draw.line(surface, PARCHMENT_DARK, row.bottomleft, row.bottomright, 1)
    else:
        corner: int = layout["corner"]  # type: ignore[assignment]
        draw_coin(surface, (2 + corner / 2, 2 + corner / 2), corner / 2)
        pygame.draw.circle(
            surface, (90, 60, 50), (size[0] - 2 - corner / 2, 2 + corner / 2), corner / 2
        )
        pygame.draw.circle(
            surface, ATK_RED, (size[0] - 2 - corner / 2, 2 + corner / 2), corner / 2, 1
        )
        mark = pygame.Rect(0, 0, corner * 0.8, corner * 0.8)
        mark.center = (size[0] // 2, 2 + corner // 2)
        draw_branch(surface, card.branch, mark, colour)
        stats: pygame.Rect = layout["stats"]  # type: ignore[assignment]
        pygame.draw.rect(surface, PARCHMENT_DARK, stats, border_radius=3)
        glyph = round(stats.h * 0.6)
        half = stats.w // 2
        draw_attack(surface, pygame.Rect(stats.left + 2, stats.centery - glyph // 2, glyph, glyph))
        draw_defence(
            surface, pygame.Rect(stats.left + half + 2, stats.centery - glyph // 2, glyph, glyph)
        )
    disc = _square(art)
    pygame.draw.circle(surface, PARCHMENT_DARK, disc.center, disc.w / 2)
    draw_weapon(surface, card.weapon, disc.inflate(-disc.w * 0.12, -disc.h * 0.12))
    draw_chevrons(surface, card.grade + 1, layout["chevrons"], colour)  # type: ignore[arg-type]
    _paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def general_card(general: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """General card ``general`` (``weapon * 3 + role``): name, role, weapon, ATK/DEF bonus
    and price.  Cached: do not draw on it."""
    size = (int(size[0]), int(size[1]))
    return _cached(
        ("general", general, size, colorblind), lambda: _paint_general(general, size, colorblind)
    )


def _paint_general(general: int, size: tuple[int, int], colorblind: bool) -> pygame.Surface:
    _ensure_fonts()
    card = GENERALS[general]
    colour = branch_colour(card.branch, colorblind)
    surface = _frame(size, GENERAL_FRAME, PARCHMENT)
    layout = _general_layout(general, size)
    band_h = round(size[1] * (0.23 if _full(size) else 0.2))
    pygame.draw.rect(
        surface,
        GENERAL_FRAME,
        pygame.Rect(0, 0, size[0], band_h),
        border_top_left_radius=round(size[0] * 0.08),
        border_top_right_radius=round(size[0] * 0.08),
    )
    pygame.draw.line(surface, GOLD, (0, band_h), (size[0], band_h), max(1, size[0] // 60))
    draw_general(surface, card.role, layout["art"], colour)  # type: ignore[arg-type]
    weapon_box: pygame.Rect = layout["weapon"]  # type: ignore[assignment]
    pygame.draw.circle(surface, colour, weapon_box.center, min(weapon_box.w, weapon_box.h) / 2)
    draw_weapon(
        surface, card.weapon, weapon_box.inflate(-weapon_box.w * 0.22, -weapon_box.h * 0.22)
    )
    if _full(size):
        for row, glyph in zip(layout["rows"], (draw_attack, draw_defence, None), strict=True):  # type: ignore[call-overload]
            icon = pygame.Rect(row.left, row.top, row.h, row.h).inflate(-row.h * 0.3, -row.h * 0.3)
            if glyph is None:
                draw_coin(surface, icon.center, icon.w / 2)
            else:
                glyph(surface, icon)
            pygame.draw.line(surface, PARCHMENT_DARK, row.bottomleft, row.bottomright, 1)
    else:
        stats: pygame.Rect = layout["stats"]  # type: ignore[assignment]
        pygame.draw.rect(surface, PARCHMENT_DARK, stats, border_radius=3)
        glyph = round(stats.h * 0.7)
        half = stats.w // 2
        draw_attack(surface, pygame.Rect(stats.left + 2, stats.centery - glyph // 2, glyph, glyph))
        draw_defence(
            surface, pygame.Rect(stats.left + half + 2, stats.centery - glyph // 2, glyph, glyph)
        )
        price: pygame.Rect = layout["price"]  # type: ignore[assignment]
        draw_coin(surface, price.center, price.h / 2)
    _paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def action_card(kind: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """Action card ``kind`` (index into :data:`ACTIONS`): its name and picture, and its
    effect in words when the card is large enough.  Cached: do not draw on it."""
    size = (int(size[0]), int(size[1]))
    return _cached(("action", kind, size, colorblind), lambda: _paint_effect("action", kind, size))


def black_card(kind: int, size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """Black card ``kind`` (index into :data:`BLACKS`), as :func:`action_card`."""
    size = (int(size[0]), int(size[1]))
    return _cached(("black", kind, size, colorblind), lambda: _paint_effect("black", kind, size))


def _paint_effect(deck: str, kind: int, size: tuple[int, int]) -> pygame.Surface:
    """Action and black cards draw no colour-coded marks, so one picture serves both palettes."""
    _ensure_fonts()
    if deck == "action":
        surface = _frame(size, ACTION_FRAME, PARCHMENT)
    else:
        surface = _frame(size, BLACK_FRAME, BLACK_INNER)
        inner = surface.get_rect().inflate(-size[0] * 0.14, -size[0] * 0.14)
        pygame.draw.rect(surface, BLACK_ACCENT, inner, 1, border_radius=max(2, size[0] // 16))
    layout = _effect_layout(deck, kind, size)
    art: pygame.Rect = layout["art"]  # type: ignore[assignment]
    disc = _square(art)
    backdrop = PARCHMENT_DARK if deck == "action" else BLACK_FRAME
    pygame.draw.circle(surface, backdrop, disc.center, disc.w / 2)
    inset = disc.inflate(-disc.w * 0.18, -disc.h * 0.18)
    if deck == "action":
        draw_action(surface, kind, inset)
    else:
        draw_black(surface, kind, inset)
    _paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def _back_layout(deck: str, size: tuple[int, int]) -> dict[str, object]:
    if not _full(size):
        return {"texts": [], "art": _rel(size, 0.15, 0.2, 0.7, 0.6)}
    band = _rel(size, 0.1, 0.8, 0.8, 0.1)
    colour = BACKS[deck][1]
    texts = _block(
        text.tr(f"crown.card.deck_{deck}"), band, _px(size, 0.1), 8, colour, True, max_lines=1
    )
    return {"texts": texts, "art": _rel(size, 0.15, 0.14, 0.7, 0.6)}


def card_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a card of ``deck`` (one of :data:`DECKS`).  Cached: do not draw on it."""
    if deck not in DECKS:
        raise ValueError(deck)
    size = (int(size[0]), int(size[1]))
    return _cached(("back", deck, size), lambda: _paint_back(deck, size))


def _paint_back(deck: str, size: tuple[int, int]) -> pygame.Surface:
    _ensure_fonts()
    ground, pattern = BACKS[deck]
    surface = _frame(size, pattern, ground)
    step = max(6, size[0] // 6)
    darker = tuple(max(0, c - 14) for c in ground)
    inner = surface.get_rect().inflate(-size[0] * 0.12, -size[0] * 0.12)
    clip = surface.get_clip()
    surface.set_clip(inner)
    for offset in range(-size[1], size[0] + size[1], step):
        pygame.draw.line(
            surface, darker, (offset, 0), (offset + size[1], size[1]), max(1, step // 3)
        )
    surface.set_clip(clip)
    pygame.draw.rect(surface, pattern, inner, 1, border_radius=max(2, size[0] // 16))
    layout = _back_layout(deck, size)
    art = _square(layout["art"])  # type: ignore[arg-type]
    pygame.draw.circle(surface, ground, art.center, art.w / 2)
    pygame.draw.circle(surface, pattern, art.center, art.w / 2, max(1, art.w // 24))
    emblem = art.inflate(-art.w * 0.3, -art.h * 0.3)
    if deck == "military":
        _crossed_swords(surface, emblem)
    elif deck == "general":
        draw_general(surface, 2, emblem, pattern)
    elif deck == "action":
        _compass(surface, emblem, pattern)
    else:
        _eye(surface, emblem.inflate(0, -emblem.h * 0.45))
    _paint_texts(surface, layout["texts"])  # type: ignore[arg-type]
    return surface


def _crossed_swords(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = max(8, rect.w)
    blade = pygame.Surface((side, side), pygame.SRCALPHA)
    draw_weapon(blade, 0, blade.get_rect())
    for angle in (35, -35):
        turned = pygame.transform.rotozoom(blade, angle, 0.9)
        surface.blit(turned, turned.get_rect(center=rect.center))


def _compass(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    cx, cy = rect.center
    r = rect.w / 2
    for i in range(8):
        angle = i * math.pi / 4
        length = r if i % 2 == 0 else r * 0.55
        tip = (cx + math.cos(angle) * length, cy + math.sin(angle) * length)
        left = (cx + math.cos(angle + 1.2) * r * 0.16, cy + math.sin(angle + 1.2) * r * 0.16)
        right = (cx + math.cos(angle - 1.2) * r * 0.16, cy + math.sin(angle - 1.2) * r * 0.16)
        pygame.draw.polygon(surface, colour, [tip, left, right])
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.2)


__all__ = [
    "CACHE_PIXELS",
    "CACHE_SIZE",
    "DECKS",
    "FULL_WIDTH",
    "TextBox",
    "action_card",
    "black_card",
    "branch_colour",
    "cache_pixels",
    "cache_size",
    "card_back",
    "card_texts",
    "clear_cache",
    "draw_action",
    "draw_attack",
    "draw_black",
    "draw_branch",
    "draw_chevrons",
    "draw_coin",
    "draw_crown",
    "draw_defence",
    "draw_dragon_eye",
    "draw_general",
    "draw_upkeep",
    "draw_weapon",
    "general_card",
    "military_card",
]
