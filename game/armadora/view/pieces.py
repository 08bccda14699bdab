"""Armadora's pieces, one at a time: a warrior tile (face down, face up, or with a value only
the viewer knows in a seal), a palisade, an arrow stuck in a warrior, a reinforcement token.
The board (:mod:`game.armadora.view.board_view`) places them; the panel and the rules'
pictures draw them too."""

from __future__ import annotations

import pygame

from game.app import fonts
from game.armadora.view.palette import darker, draw_emblem, faction_colour, lighter, text_colour_on

PALISADE = (150, 102, 52)
PALISADE_LIGHT = (214, 168, 104)


def draw_warrior(
    surface: pygame.Surface,
    rect: pygame.Rect,
    faction: str | None,
    value: int | None,
    private: bool,
    colorblind: bool = False,
    face_up: bool = False,
    scale: float = 1.0,
    squash: float = 1.0,
    alpha: int = 255,
) -> None:
    """One warrior tile.  Face down it shows the faction; a known value shows the number.

    ``private`` marks a value only this viewer knows (own face-down or peeked): the tile
    keeps its face-down look with the number in a small seal.
    """
    size = int(rect.w * 0.78 * scale)
    width = max(2, int(size * squash))
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = faction_colour(faction, colorblind)
    radius = max(4, size // 6)
    body = colour if (face_up or value is None or private) else lighter(colour, 0.15)
    pygame.draw.rect(
        tile,
        darker(colour, 0.45),
        (0, size // 16, size, size - size // 16),
        border_radius=radius,
    )
    pygame.draw.rect(tile, body, (0, 0, size, size - size // 16), border_radius=radius)
    pygame.draw.rect(
        tile,
        lighter(colour, 0.4),
        (0, 0, size, size - size // 16),
        max(1, size // 28),
        border_radius=radius,
    )
    ink = text_colour_on(body)
    if value is not None and (face_up or not private):
        draw_emblem(tile, faction, (size * 0.2, size * 0.2), size * 0.11, ink)
        label = fonts.render(str(value), int(size * 0.62), ink, bold=True)
        tile.blit(
            label,
            ((size - label.get_width()) // 2, (size - label.get_height()) // 2 - size // 20),
        )
    else:
        draw_emblem(tile, faction, (size / 2, size * 0.46), size * 0.26, lighter(colour, 0.55))
        if colorblind:
            for i in range(3):
                pygame.draw.line(
                    tile,
                    darker(colour, 0.3),
                    (size * 0.1 + i * size * 0.08, size * 0.86),
                    (size * 0.18 + i * size * 0.08, size * 0.72),
                    2,
                )
        if value is not None:  # known to this viewer only
            seal = int(size * 0.36)
            centre = (size - seal // 2 - size // 14, size - seal // 2 - size // 10)
            pygame.draw.circle(tile, (250, 240, 210), centre, seal // 2)
            pygame.draw.circle(tile, darker(colour, 0.3), centre, seal // 2, max(1, size // 40))
            label = fonts.render(str(value), int(seal * 0.8), (40, 30, 20), bold=True)
            tile.blit(
                label, (centre[0] - label.get_width() // 2, centre[1] - label.get_height() // 2)
            )
    if squash != 1.0:
        tile = pygame.transform.smoothscale(tile, (width, size))
    if alpha != 255:
        tile.set_alpha(alpha)
    surface.blit(tile, (rect.centerx - tile.get_width() // 2, rect.centery - size // 2))


def draw_palisade(
    surface: pygame.Surface,
    rect: pygame.Rect,
    cell: int,
    colour=PALISADE,
    alpha: int = 255,
    appear: float = 1.0,
) -> None:
    """A palisade in ``rect`` (its line's), growing from its start while ``appear`` < 1."""
    if appear < 1.0:
        if rect.w > rect.h:
            rect = pygame.Rect(rect.x, rect.y, max(1, int(rect.w * appear)), rect.h)
        else:
            rect = pygame.Rect(rect.x, rect.y, rect.w, max(1, int(rect.h * appear)))
    layer = pygame.Surface(rect.inflate(4, 4).size, pygame.SRCALPHA)
    inner = pygame.Rect(2, 2, rect.w, rect.h)
    pygame.draw.rect(layer, (30, 20, 10, alpha), inner.inflate(3, 3), border_radius=3)
    pygame.draw.rect(layer, (*colour, alpha), inner, border_radius=3)
    light = lighter(colour, 0.45)
    if rect.w > rect.h:
        pygame.draw.line(
            layer,
            (*light, alpha),
            (inner.left + 2, inner.top + 1),
            (inner.right - 3, inner.top + 1),
            1,
        )
        step = max(8, cell // 4)
        for x in range(inner.left + step, inner.right - 2, step):
            pygame.draw.line(
                layer, (*darker(colour, 0.4), alpha), (x, inner.top), (x, inner.bottom - 1), 1
            )
    else:
        pygame.draw.line(
            layer,
            (*light, alpha),
            (inner.left + 1, inner.top + 2),
            (inner.left + 1, inner.bottom - 3),
            1,
        )
        step = max(8, cell // 4)
        for y in range(inner.top + step, inner.bottom - 2, step):
            pygame.draw.line(
                layer, (*darker(colour, 0.4), alpha), (inner.left, y), (inner.right - 1, y), 1
            )
    surface.blit(layer, (rect.x - 2, rect.y - 2))


def draw_arrow(surface: pygame.Surface, at: tuple[float, float], cell: int) -> None:
    """An arrow stuck in the tile: dark outline so it reads on every faction colour."""
    s = cell
    x, y = at
    tail, tip = (x - s * 0.11, y + s * 0.11), (x + s * 0.12, y - s * 0.12)
    width = max(3, s // 18)
    pygame.draw.line(surface, (20, 14, 8), tail, tip, width + 3)
    pygame.draw.line(surface, (250, 244, 225), tail, tip, width)
    head = [
        (tip[0] + s * 0.07, tip[1] - s * 0.07),
        (tip[0] - s * 0.06, tip[1] - s * 0.02),
        (tip[0] + s * 0.02, tip[1] + s * 0.06),
    ]
    pygame.draw.polygon(surface, (250, 244, 225), head)
    pygame.draw.polygon(surface, (20, 14, 8), head, 2)
    for k in (0.0, 0.05):
        fx, fy = tail[0] + s * k, tail[1] - s * k
        pygame.draw.line(surface, (210, 60, 50), (fx - s * 0.04, fy - s * 0.01), (fx, fy), 3)
        pygame.draw.line(surface, (210, 60, 50), (fx + s * 0.01, fy + s * 0.04), (fx, fy), 3)


def draw_reinforcement(surface: pygame.Surface, at: tuple[int, int], cell: int) -> None:
    """A reinforcement token: a gold disc with a cross."""
    s = cell
    r = max(6, s // 8)
    pygame.draw.circle(surface, (40, 30, 20), at, r + 2)
    pygame.draw.circle(surface, (250, 214, 90), at, r)
    pygame.draw.line(
        surface, (90, 60, 10), (at[0] - r // 2, at[1]), (at[0] + r // 2, at[1]), max(2, r // 3)
    )
    pygame.draw.line(
        surface, (90, 60, 10), (at[0], at[1] - r // 2), (at[0], at[1] + r // 2), max(2, r // 3)
    )


def reinforcement_spot(cell_rect: pygame.Rect, cell: int) -> tuple[int, int]:
    """Where a reinforcement token sits on a warrior's square: the top right corner, clear
    of the value (centre, or its seal bottom right), the emblem (top left) and arrows
    (bottom left)."""
    return (cell_rect.right - cell // 5, cell_rect.top + cell // 5)
