"""Faction colours and emblems, in the normal and the colour-blind-safe palette."""

from __future__ import annotations

import math

import pygame

NORMAL: dict[str, tuple[int, int, int]] = {
    "orc": (176, 62, 44),
    "goblin": (78, 146, 58),
    "elf": (52, 112, 186),
    "mage": (132, 74, 172),
}
# Okabe-Ito colours, distinguishable with the common colour-vision deficiencies.
COLORBLIND: dict[str, tuple[int, int, int]] = {
    "orc": (213, 94, 0),
    "goblin": (0, 158, 115),
    "elf": (86, 180, 233),
    "mage": (230, 210, 40),
}
NEUTRAL = (120, 110, 100)


def faction_colour(faction: str | None, colorblind: bool) -> tuple[int, int, int]:
    table = COLORBLIND if colorblind else NORMAL
    return table.get(faction or "", NEUTRAL)


def text_colour_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light text, whichever reads better on ``colour``."""
    r, g, b = colour
    return (30, 24, 20) if 0.299 * r + 0.587 * g + 0.114 * b > 150 else (250, 244, 230)


def lighter(colour: tuple[int, int, int], amount: float = 0.35) -> tuple[int, int, int]:
    return tuple(round(c + (255 - c) * amount) for c in colour)  # type: ignore[return-value]


def darker(colour: tuple[int, int, int], amount: float = 0.35) -> tuple[int, int, int]:
    return tuple(round(c * (1 - amount)) for c in colour)  # type: ignore[return-value]


def draw_emblem(
    surface: pygame.Surface, faction: str | None, centre: tuple[float, float], radius: float, colour
) -> None:
    """The faction's mark: Orc axe-head triangle, Goblin diamond, Elf leaf, Mage star.

    The marks differ in shape, so factions stay distinguishable without colour.
    """
    x, y = centre
    r = radius
    if faction == "orc":
        points = [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)]
        pygame.draw.polygon(surface, colour, points)
    elif faction == "goblin":
        points = [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)]
        pygame.draw.polygon(surface, colour, points)
    elif faction == "elf":
        points = []
        for i in range(24):
            t = i / 24 * 2 * math.pi
            points.append(
                (x + math.sin(t) * r * 0.55, y - math.cos(t) * r * (1.0 - 0.15 * math.cos(t)))
            )
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.line(surface, darker(colour, 0.5), (x, y - r * 0.8), (x, y + r * 0.9), 1)
    elif faction == "mage":
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            points.append((x + math.cos(angle) * rr, y + math.sin(angle) * rr))
        pygame.draw.polygon(surface, colour, points)
    else:
        pygame.draw.circle(surface, colour, (int(x), int(y)), int(r * 0.7))
