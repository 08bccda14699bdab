"""Pictures the game draws itself: backgrounds, ornaments and the app icon."""

from __future__ import annotations

import math

import pygame

from game.app import memory, theme

LATTICE_STEP = 48
LATTICE = (232, 198, 106, 10)


@memory.surface_cache(max_bytes=memory.WINDOW_COPY_BYTES, max_entries=1)
def background(size: tuple[int, int]) -> pygame.Surface:
    """A warm vertical gradient with a faint diamond lattice and a dark vignette.

    One size is kept (the window's), and only while it fits :data:`memory.WINDOW_COPY_BYTES`:
    scenes draw it with :func:`paint_background`, which paints bigger windows directly."""
    surface = pygame.Surface(size)
    _paint_background(surface)
    return surface


def _paint_background(surface: pygame.Surface) -> None:
    """Paint :func:`background` over all of ``surface`` (an opaque one) with no picture of
    its size on the side: the lattice is laid from one strip 48 px high, the vignette from
    strips 4 px wide."""
    w, h = surface.get_size()
    top, bottom = theme.BG_TOP, theme.BG_BOTTOM
    for y in range(h):
        t = y / max(1, h - 1)
        colour = [round(top[i] + (bottom[i] - top[i]) * t) for i in range(3)]
        surface.fill(colour, (0, y, w, 1))  # as a line from x 0 to w, 20 times faster
    # The lattice repeats every STEP pixels both ways: one row of tiles is drawn and laid
    # out (a layer as big as the window for it, and another for the vignette, doubled the
    # memory the background took while it was made).
    strip = pygame.Surface((max(1, w), LATTICE_STEP), pygame.SRCALPHA)
    for x in range(w):
        strip.set_at((x, (x + h) % LATTICE_STEP), LATTICE)
        strip.set_at((x, -x % LATTICE_STEP), LATTICE)
    for y in range(0, h, LATTICE_STEP):
        surface.blit(strip, (0, y))
    del strip
    # The vignette: 24 rings 4 pixels wide, darker outwards, each blended once.
    for i in range(24):
        alpha = int(90 * (1 - i / 24) ** 2)
        x0, y0, rw, rh = i * 4, i * 4, w - i * 8, h - i * 8
        if rw <= 0 or rh <= 0:
            break
        for strip_rect in (
            (x0, y0, rw, min(4, rh)),
            (x0, y0 + rh - 4, rw, 4) if rh > 4 else None,
            (x0, y0 + 4, min(4, rw), rh - 8) if rh > 8 else None,
            (x0 + rw - 4, y0 + 4, 4, rh - 8) if rh > 8 and rw > 4 else None,
        ):
            if strip_rect is not None:
                shade = pygame.Surface(strip_rect[2:], pygame.SRCALPHA)
                shade.fill((0, 0, 0, alpha))
                surface.blit(shade, strip_rect[:2])


def paint_background(surface: pygame.Surface) -> None:
    """Cover ``surface`` (the window, or a picture of it) with :func:`background`.

    Above the budget of a window copy (e.g. 3840x2160) it is painted straight onto
    ``surface`` each time: the 33-133 MB of a full-size copy are not kept, nor made (a
    stretched smaller copy needed a work surface of the window's width by the copy's
    height while it was stretched: 46 MB at 7680x4320)."""
    size = surface.get_size()
    if memory.may_keep_window_copy(size):
        surface.blit(background(size), (0, 0))
        return
    background.cache_clear()  # the window's size is this one now: the old size is of no use
    _paint_background(surface)


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


def crown_mark(surface: pygame.Surface, rect: pygame.Rect, colour=theme.GOLD) -> None:
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
    crown_mark(
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
