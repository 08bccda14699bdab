"""How partners are shown: the same colour band beside each partner's row, on the setup
screen, in a game's side panel and (as a shared frame) on the Results screen."""

from __future__ import annotations

from collections.abc import Callable

import pygame

TEAM_COLOURS = ((214, 170, 70), (120, 170, 220), (170, 120, 200))
"""The bands of the first, second and third team."""


def team_colour(team: int) -> tuple[int, int, int]:
    """The colour of team ``team`` (0 for the first)."""
    return TEAM_COLOURS[team % len(TEAM_COLOURS)]


def draw_team_band(
    surface: pygame.Surface, row: pygame.Rect, team: int, px: Callable[[float], int]
) -> pygame.Rect:
    """The team's band along the left edge of a seat's ``row`` (inside it)."""
    band = pygame.Rect(row.x + px(2), row.y + px(4), px(5), row.h - px(8))
    pygame.draw.rect(surface, team_colour(team), band, border_radius=px(2))
    return band
