"""The Gold Mine card picture on the main menu: a corner of a mine in play."""

from __future__ import annotations

import pygame

from game.goldmine.tiles import KIND_INDEX, Tile
from game.goldmine.view.mine_view import EARTH
from game.goldmine.view.miners import draw_miner
from game.goldmine.view.tile_art import TileArt, anchor_on

CORNER = {
    (0, 0): (Tile(KIND_INDEX["entrance"]), 0, False),
    (1, 0): (Tile(KIND_INDEX["curve"], passage=True), 2, False),
    (-1, 0): (Tile(KIND_INDEX["t"]), 0, False),
    (1, 1): (Tile(KIND_INDEX["chamber_t"]), 3, True),
    (-1, 1): (Tile(KIND_INDEX["chamber_corner"]), 0, True),
    (0, 1): (Tile(KIND_INDEX["double_curve"], mud=True), 1, False),
    (-1, -1): (Tile(KIND_INDEX["cave"]), 0, False),
    (2, 1): (Tile(KIND_INDEX["straight"]), 1, False),
}
"""Square -> (tile, rot, holds its nugget); legal as a mine (openings meet)."""


def paint_card(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, EARTH, surface.get_rect(), border_radius=max(2, size[1] // 24))
    xs = [x for x, _ in CORNER]
    ys = [y for _, y in CORNER]
    cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    side = max(8, min(size[0] // cols, size[1] // rows))
    left = (size[0] - cols * side) // 2 - min(xs) * side
    top = (size[1] - rows * side) // 2 - min(ys) * side
    art = TileArt()
    rects = {}
    for (x, y), (tile, rot, holds) in CORNER.items():
        rect = pygame.Rect(left + x * side, top + y * side, side, side)
        surface.blit(art.get(tile, rot, side, holds), rect.topleft)
        rects[(x, y)] = rect
    tile, rot, _ = CORNER[(0, 0)]
    draw_miner(
        surface,
        0,
        anchor_on(tile, rot, 0, rects[(0, 0)].move(side // 5, 0)),
        side * 0.32,
        colorblind,
    )
    tile, rot, _ = CORNER[(0, 1)]
    draw_miner(surface, 2, anchor_on(tile, rot, 0, rects[(0, 1)]), side * 0.32, colorblind)
    return surface
