"""The pictures of the action and black cards' effects, the crown and the dragon's eye
(drawn with ``pygame.draw`` on the card or wherever a screen shows them).
"""

from __future__ import annotations

import math

import pygame

from game.crown.cards import ACTIONS, BLACKS
from game.crown.view.card_icons import (
    ATK_RED,
    BLACK_INNER,
    EMBER,
    GOLD,
    GOLD_DARK,
    INK,
    INK_LIGHT,
    PARCHMENT,
    PARCHMENT_DARK,
    STEEL,
    STEEL_DARK,
    WOOD,
    WOOD_DARK,
    bezier,
    draw_coin,
    draw_defence,
    draw_weapon,
    line_width,
    mapper,
    polygon,
    square_in,
)


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
    box = square_in(rect)
    at = mapper(box)
    line = line_width(box, 0.04)
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
        polygon(surface, GOLD, GOLD_DARK, horn, line)
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
        polygon(surface, ATK_RED, INK, [at(0.28, 0.08), at(0.86, 0.2), at(0.28, 0.46)], line)
        _plus(surface, at(0.66, 0.7), box.w * 0.14, line * 2)
    elif name == "supply_wagon":
        polygon(
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
        polygon(surface, INK_LIGHT, WOOD_DARK, left, line)
        polygon(surface, INK_LIGHT, WOOD_DARK, right, line)
        draw_eye(surface, pygame.Rect(at(0.2, 0.38), (box.w * 0.6, box.h * 0.34)))


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


def draw_eye(surface, rect: pygame.Rect) -> None:
    at = mapper(rect)
    almond = [
        *bezier(at(0, 0.5), at(0.5, -0.3), at(1, 0.5), 10),
        *bezier(at(1, 0.5), at(0.5, 1.3), at(0, 0.5), 10),
    ]
    pygame.draw.polygon(surface, (236, 180, 40), almond)
    pygame.draw.polygon(surface, INK, almond, max(1, rect.w // 30))
    pygame.draw.ellipse(surface, INK, pygame.Rect(at(0.44, 0.1), (rect.w * 0.12, rect.h * 0.8)))


def draw_black(surface: pygame.Surface, kind: int, rect: pygame.Rect) -> None:
    """The picture of a black card (index into :data:`BLACKS`)."""
    box = square_in(rect)
    at = mapper(box)
    line = line_width(box, 0.04)
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
        polygon(surface, EMBER, INK, wing, line)
        for u, v in ((0.5, 0.08), (0.66, 0.42), (0.44, 0.56)):
            pygame.draw.line(surface, INK, at(0.14, 0.22), at(u, v), line)
    elif name == "siege_ram":
        polygon(
            surface,
            WOOD,
            WOOD_DARK,
            [at(0.08, 0.42), at(0.78, 0.42), at(0.78, 0.58), at(0.08, 0.58)],
            line,
        )
        polygon(surface, STEEL, STEEL_DARK, [at(0.76, 0.36), at(0.96, 0.5), at(0.76, 0.64)], line)
        pygame.draw.lines(
            surface, WOOD_DARK, False, [at(0.2, 0.86), at(0.42, 0.2), at(0.64, 0.86)], line * 2
        )
        for u in (0.2, 0.64):
            pygame.draw.circle(surface, WOOD_DARK, at(u, 0.86), box.w * 0.08)
    elif name == "plunder":
        sack = pygame.Rect(at(0.18, 0.32), (box.w * 0.64, box.h * 0.62))
        pygame.draw.ellipse(surface, (160, 124, 80), sack)
        pygame.draw.ellipse(surface, WOOD_DARK, sack, line)
        polygon(
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
            polygon(surface, (140, 132, 124), (70, 66, 60), rock, line)
        for u in (0.44, 0.56, 0.68):
            pygame.draw.line(surface, (180, 170, 200), at(u, 0.04), at(u, 0.16), line)
    else:  # royal_decree: a scroll, its seal and the crown
        polygon(
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
    at = mapper(rect)
    points = [
        at(0, 1),
        at(0, 0.35),
        at(0.25, 0.6),
        at(0.5, 0),
        at(0.75, 0.6),
        at(1, 0.35),
        at(1, 1),
    ]
    polygon(surface, GOLD, GOLD_DARK, points, max(1, rect.w // 20))


def draw_dragon_eye(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dragon's eye (the black deck's and the dragon's mark)."""
    draw_eye(surface, rect)
