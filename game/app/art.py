"""Pictures the game draws itself: backgrounds, ornaments and the app icon."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.app import theme


@lru_cache(maxsize=2)
def background(size: tuple[int, int]) -> pygame.Surface:
    """A warm vertical gradient with a faint diamond lattice and a dark vignette."""
    w, h = size
    surface = pygame.Surface(size)
    top, bottom = theme.BG_TOP, theme.BG_BOTTOM
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(top[i] + (bottom[i] - top[i]) * t) for i in range(3)]
        pygame.draw.line(surface, colour, (0, y), (w, y))
    lattice = pygame.Surface(size, pygame.SRCALPHA)
    step = 48
    for x in range(-h, w + h, step):
        pygame.draw.line(lattice, (232, 198, 106, 10), (x, 0), (x + h, h))
        pygame.draw.line(lattice, (232, 198, 106, 10), (x, h), (x + h, 0))
    surface.blit(lattice, (0, 0))
    vignette = pygame.Surface(size, pygame.SRCALPHA)
    for i in range(24):
        alpha = int(90 * (1 - i / 24) ** 2)
        pygame.draw.rect(vignette, (0, 0, 0, alpha), (i * 4, i * 4, w - i * 8, h - i * 8), 4)
    surface.blit(vignette, (0, 0))
    return surface


def ornament_line(surface: pygame.Surface, centre: tuple[int, int], half_width: int) -> None:
    """A thin gold rule with a diamond in the middle (under titles)."""
    x, y = centre
    pygame.draw.line(surface, theme.GOLD_DARK, (x - half_width, y), (x - 10, y), 2)
    pygame.draw.line(surface, theme.GOLD_DARK, (x + 10, y), (x + half_width, y), 2)
    pygame.draw.polygon(surface, theme.GOLD, [(x, y - 6), (x + 6, y), (x, y + 6), (x - 6, y)])


def coin(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A small gold coin with a rim and a highlight."""
    pygame.draw.circle(surface, (120, 86, 24), centre, radius)
    pygame.draw.circle(surface, theme.GOLD, centre, max(1, radius - 2))
    pygame.draw.circle(surface, (200, 160, 60), centre, max(1, radius - 4), max(1, radius // 6))
    hx, hy = centre[0] - radius // 3, centre[1] - radius // 3
    pygame.draw.circle(surface, theme.GOLD_LIGHT, (hx, hy), max(1, radius // 4))


def crown(surface: pygame.Surface, rect: pygame.Rect, colour=theme.GOLD) -> None:
    """A simple five-point crown inside ``rect``."""
    x, y, w, h = rect
    points = [
        (x, y + h),
        (x, y + h * 0.35),
        (x + w * 0.25, y + h * 0.6),
        (x + w * 0.5, y),
        (x + w * 0.75, y + h * 0.6),
        (x + w, y + h * 0.35),
        (x + w, y + h),
    ]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, (120, 86, 24), points, max(1, w // 24))
    for px, py in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, theme.GOLD_LIGHT, (int(px), int(py)), max(2, w // 14))


def app_icon(size: int) -> pygame.Surface:
    """The app icon: a crown over a gold coin on a dark rounded square."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    radius = size // 5
    pygame.draw.rect(surface, (40, 30, 44), (0, 0, size, size), border_radius=radius)
    pygame.draw.rect(
        surface, theme.GOLD_DARK, (0, 0, size, size), max(1, size // 24), border_radius=radius
    )
    coin(surface, (size // 2, int(size * 0.62)), int(size * 0.26))
    crown(
        surface, pygame.Rect(int(size * 0.24), int(size * 0.12), int(size * 0.52), int(size * 0.3))
    )
    return surface


def sparkle(surface: pygame.Surface, centre: tuple[int, int], radius: int, phase: float) -> None:
    """A four-point twinkle whose size pulses with ``phase`` (for the menu title)."""
    r = radius * (0.6 + 0.4 * math.sin(phase))
    x, y = centre
    colour = (*theme.GOLD_LIGHT, 200)
    layer = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    c = radius + 1
    pygame.draw.polygon(layer, colour, [(c, c - r), (c + r / 5, c), (c, c + r), (c - r / 5, c)])
    pygame.draw.polygon(layer, colour, [(c - r, c), (c, c - r / 5), (c + r, c), (c, c + r / 5)])
    surface.blit(layer, (x - c, y - c))
