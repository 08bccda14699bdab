"""The Crown & Dragon card picture on the main menu: a corner of a kingdom in play — its
castles and walls, a general at home, a hero at the gate of the abandoned fortress with the
crown at its centre, and the young dragon circling near."""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from game.crown.position import parse_position
from game.crown.view.board_art import paint_board

CORNER_POSITION: dict[str, Any] = {
    "game": "crown",
    "players": 2,
    "active": 0,
    "seats": {"0": {"vp": 30, "gold": 6, "food": 2}, "2": {"vp": 10, "gold": 4, "food": 1}},
    "walls": [[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4]],
    "castles": [
        {"at": [1, 2], "owner": 0, "cards": [{"weapon": "longbow", "grade": "veteran"}]},
        {"at": [3, 1], "owner": 0},
    ],
    "heroes": [
        {
            "at": [5, 4],
            "owner": 0,
            "name": "ragnar",
            "cards": [{"weapon": "lance", "grade": "elite"}],
        },
        {"at": [12, 12], "owner": 2, "name": "sylva"},
    ],
    "generals": [
        {
            "at": [2, 3],
            "owner": 0,
            "type": "marshal",
            "weapon": "axe",
            "cards": [{"weapon": "axe", "grade": "recruit"}],
        }
    ],
    "rock": [6, 0],
    "dragon": {"card": "young", "at": [8, 6]},
    "crown": [6, 6],
    "query": {"type": "queue"},
}
"""A legal position (checked by the position reader like any file)."""
SHOWN = (5.6, 4.9)
"""The square (fractional) the picture centres on: the gate of seat 0's kingdom."""
SPAN = (10.0, 6.4)
"""About this many squares across and down are shown (the larger cell of the two wins)."""


@lru_cache(maxsize=1)
def corner_observation() -> Any:
    """The public observation of :data:`CORNER_POSITION`."""
    return parse_position(CORNER_POSITION).observation()


def paint_card(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """The corner of the board, cropped to ``size``."""
    width, height = max(8, int(size[0])), max(8, int(size[1]))
    cell = max(2, math.ceil(max(width / SPAN[0], height / SPAN[1])))
    board = pygame.Surface((cell * 13, cell * 13), pygame.SRCALPHA)
    paint_board(board, board.get_rect(), corner_observation(), colorblind)
    crop = pygame.Rect(0, 0, min(width, board.get_width()), min(height, board.get_height()))
    crop.center = (round(SHOWN[0] * cell), round(SHOWN[1] * cell))
    crop.clamp_ip(board.get_rect())
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    surface.blit(board, (0, 0), crop)
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(
        mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, height // 24)
    )
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface
