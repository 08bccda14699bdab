"""The six miners: colours (a colour-blind palette too), a shape mark on each, and how a
miner is drawn on the mine or in the side panel."""

from __future__ import annotations

import math

import pygame

from game.goldmine.state import MINER_COLOURS

COLOURS = MINER_COLOURS
NORMAL = (
    (214, 58, 48),
    (64, 170, 78),
    (56, 110, 220),
    (240, 206, 52),
    (44, 44, 50),
    (236, 236, 230),
)
COLORBLIND = (
    (213, 94, 0),  # vermilion
    (0, 158, 115),  # bluish green
    (0, 114, 178),  # blue
    (240, 228, 66),  # yellow
    (30, 30, 34),  # black
    (238, 238, 238),  # white
)
"""Okabe and Ito's palette: told apart with any common colour-vision deficiency."""
SHAPES = ("circle", "square", "triangle", "diamond", "star", "cross")
"""The mark on each miner's cap, so colour is never the only clue."""


def colour(seat: int, colorblind: bool) -> tuple[int, int, int]:
    return (COLORBLIND if colorblind else NORMAL)[seat % 6]


def _contrast(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    r, g, b = rgb
    return (20, 20, 24) if 0.3 * r + 0.59 * g + 0.11 * b > 140 else (245, 245, 240)


def mark(surface: pygame.Surface, shape: str, centre: tuple[float, float], r: float, rgb) -> None:
    """A small shape mark (filled) of radius ``r``."""
    cx, cy = centre
    if shape == "circle":
        pygame.draw.circle(surface, rgb, centre, r)
    elif shape == "square":
        pygame.draw.rect(surface, rgb, pygame.Rect(cx - r * 0.85, cy - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        pygame.draw.polygon(
            surface, rgb, [(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
        )
    elif shape == "diamond":
        pygame.draw.polygon(surface, rgb, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    elif shape == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append((cx + math.cos(angle) * radius, cy + math.sin(angle) * radius))
        pygame.draw.polygon(surface, rgb, points)
    else:  # cross
        w = max(2, round(r * 0.6))
        pygame.draw.line(surface, rgb, (cx - r, cy - r), (cx + r, cy + r), w)
        pygame.draw.line(surface, rgb, (cx - r, cy + r), (cx + r, cy - r), w)


def draw_miner(
    surface: pygame.Surface,
    seat: int,
    centre: tuple[float, float],
    size: float,
    colorblind: bool,
    glow: tuple[int, int, int] | None = None,
) -> None:
    """A miner seen from above: a helmet in the seat's colour with its shape mark and a lamp.
    ``glow`` rings it (the one to move, a challenge target)."""
    rgb = colour(seat, colorblind)
    cx, cy = centre
    r = size / 2
    if glow is not None:
        pygame.draw.circle(surface, glow, centre, r + max(3, r * 0.28), max(2, round(r * 0.16)))
    pygame.draw.circle(surface, (0, 0, 0), (cx + r * 0.12, cy + r * 0.16), r)  # shadow
    pygame.draw.circle(surface, (24, 20, 18), centre, r)
    pygame.draw.circle(surface, rgb, centre, r - max(1.5, r * 0.12))
    mark(surface, SHAPES[seat % 6], centre, r * 0.42, _contrast(rgb))
    lamp = (cx, cy - r * 0.78)
    pygame.draw.circle(surface, (255, 240, 170), lamp, max(2, r * 0.2))


def badge(seat: int, size: int, colorblind: bool) -> pygame.Surface:
    """The seat's miner alone on a clear square ``size`` pixels wide (the New game screen)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_miner(surface, seat, (size * 0.47, size * 0.5), size * 0.82, colorblind)
    return surface
