"""The Armadora board's unchanging picture: the wooden frame with its labels, the textured
land and the grid (drawn once per size and cached while it fits the memory budget, else
painted in place), and the mine entrance."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from game.app import fonts, memory
from game.armadora import board
from game.armadora.view.palette import darker, lighter

LAND = (112, 140, 78)
LAND_DARK = (92, 118, 62)
FRAME = (84, 58, 36)
FRAME_LIGHT = (140, 100, 60)
GRID = (70, 92, 50)
SHADOW = (20, 12, 6, 120)
SHADOW_OFFSET = (4, 6)


@memory.surface_cache(max_bytes=memory.WINDOW_COPY_BYTES, max_entries=2)
def _static_board(size: tuple[int, int], cell: int) -> pygame.Surface:
    """The wooden frame, the textured land and the grid: drawn once per size (kept while
    they fit a window copy's budget; at 7680x4320 they are 98 MB)."""
    frame = max(8, cell // 6)
    w, h = size
    surface = pygame.Surface((w + 2 * frame, h + 2 * frame), pygame.SRCALPHA)
    pygame.draw.rect(surface, SHADOW, surface.get_rect().move(SHADOW_OFFSET), border_radius=frame)
    _paint_static_board(surface, size, cell)
    return surface


def draw_static_board(surface: pygame.Surface, board_rect: pygame.Rect, cell: int) -> None:
    """Draw :func:`_static_board` for a board at ``board_rect`` (its frame around it):
    from the cache, or, when it is too big to keep, painted in place on ``surface`` with
    the same pixels."""
    frame = max(8, cell // 6)
    outer = board_rect.inflate(2 * frame, 2 * frame)
    if outer.w * outer.h * 4 <= _static_board.max_bytes or not surface.get_rect().contains(outer):
        surface.blit(_static_board(board_rect.size, cell), outer)
        return
    # The shadow shows only where the frame's rounded corners leave the picture clear:
    # blended there from small corner pieces, before the frame covers the rest.
    shadow = outer.move(SHADOW_OFFSET)
    for x, y in (
        (0, 0),
        (outer.w - frame, 0),
        (0, outer.h - frame),
        (outer.w - frame, outer.h - frame),
    ):
        corner = pygame.Rect(outer.x + x, outer.y + y, frame, frame)
        piece = pygame.Surface(corner.size, pygame.SRCALPHA)
        pygame.draw.rect(piece, SHADOW, shadow.move(-corner.x, -corner.y), border_radius=frame)
        surface.blit(piece, corner)
    _paint_static_board(surface.subsurface(outer), board_rect.size, cell)


def _paint_static_board(surface: pygame.Surface, size: tuple[int, int], cell: int) -> None:
    """The frame, land, grid and labels of :func:`_static_board` over ``surface`` (of the
    frame's size)."""
    frame = max(8, cell // 6)
    w, h = size
    pygame.draw.rect(surface, FRAME, surface.get_rect(), border_radius=frame)
    pygame.draw.rect(
        surface, FRAME_LIGHT, surface.get_rect(), max(2, frame // 4), border_radius=frame
    )
    rng = random.Random(7)
    # Drawn in place (a subsurface shares the pixels) rather than on a second board-sized
    # layer blitted over: the same pixels, one big surface fewer.
    land = surface.subsurface((frame, frame, w, h))
    for y in range(board.HEIGHT):
        for x in range(board.WIDTH):
            base = LAND if (x + y) % 2 == 0 else LAND_DARK
            r = pygame.Rect(x * cell, y * cell, cell, cell)
            land.fill(base, r)
            for _ in range(cell // 3):
                px, py = r.x + rng.randrange(cell), r.y + rng.randrange(cell)
                shade = rng.choice((-12, -6, 8, 14))
                colour = tuple(max(0, min(255, c + shade)) for c in base)
                pygame.draw.circle(land, colour, (px, py), rng.choice((1, 1, 2)))
    for x in range(1, board.WIDTH):
        pygame.draw.line(land, GRID, (x * cell, 0), (x * cell, h), 1)
    for y in range(1, board.HEIGHT):
        pygame.draw.line(land, GRID, (0, y * cell), (w, y * cell), 1)
    del land
    label_size = max(10, frame - 2)
    for x in range(board.WIDTH):
        text = fonts.render("ABCDEFGH"[x], label_size, (230, 200, 150))
        surface.blit(
            text,
            (
                frame + x * cell + (cell - text.get_width()) // 2,
                (frame - text.get_height()) // 2 + 1,
            ),
        )
    for y in range(board.HEIGHT):
        text = fonts.render(str(y + 1), label_size, (230, 200, 150))
        surface.blit(
            text,
            ((frame - text.get_width()) // 2, frame + y * cell + (cell - text.get_height()) // 2),
        )


@lru_cache(maxsize=8)
def mine_picture(cell: int) -> pygame.Surface:
    """A dwarven mine entrance: a rocky mound with a dark timbered doorway."""
    s = cell
    surface = pygame.Surface((s, s), pygame.SRCALPHA)
    rock = (118, 108, 98)
    pygame.draw.ellipse(surface, darker(rock, 0.3), (s * 0.06, s * 0.22, s * 0.88, s * 0.74))
    pygame.draw.ellipse(surface, rock, (s * 0.08, s * 0.2, s * 0.84, s * 0.7))
    for i, (fx, fy, fr) in enumerate(((0.25, 0.4, 0.12), (0.7, 0.35, 0.1), (0.55, 0.72, 0.09))):
        colour = lighter(rock, 0.15) if i % 2 else darker(rock, 0.12)
        pygame.draw.circle(surface, colour, (int(s * fx), int(s * fy)), int(s * fr))
    door = pygame.Rect(int(s * 0.34), int(s * 0.32), int(s * 0.32), int(s * 0.34))
    pygame.draw.rect(
        surface,
        (30, 22, 18),
        door,
        border_top_left_radius=door.w // 2,
        border_top_right_radius=door.w // 2,
    )
    pygame.draw.rect(
        surface,
        (110, 72, 40),
        door,
        max(2, s // 30),
        border_top_left_radius=door.w // 2,
        border_top_right_radius=door.w // 2,
    )
    return surface


def clear_caches() -> None:
    _static_board.cache_clear()
    mine_picture.cache_clear()


memory.forget_on_leave(clear_caches)  # boards cached per size go with the screen
