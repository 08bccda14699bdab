"""Dice drawn by the game: a face with its pips, and a face shown while a die tumbles."""

from __future__ import annotations

import pygame

from game.app import theme

PIPS = {1: "4", 2: "08", 3: "048", 4: "0268", 5: "02468", 6: "036258"}
"""Where a face's pips sit on a 3x3 grid (cells 0-8, row by row)."""


def paint_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: int,
    colour: tuple[int, int, int] = theme.CREAM,
    pip: tuple[int, int, int] = theme.SHADOW,
    rim: tuple[int, int, int] = theme.GOLD_DARK,
) -> None:
    radius = rect.w // 6
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, rim, rect, max(1, rect.w // 30), border_radius=radius)
    step = rect.w / 4
    for cell in map(int, PIPS[face]):
        col, row = cell % 3, cell // 3
        centre = (round(rect.x + step * (col + 1)), round(rect.y + step * (row + 1)))
        pygame.draw.circle(surface, pip, centre, max(2, rect.w // 12))


def tumbling_face(time: float, salt: int = 0) -> int:
    """The face a rolling die shows at ``time`` (changes about 14 times a second)."""
    return 1 + (int(time * 14) + salt * 5) % 6
