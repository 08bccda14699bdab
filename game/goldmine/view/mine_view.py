"""The mine on screen: the tiles through a :class:`~game.app.camera.Camera`, the marks of
what may be chosen (spots for a tile, reachable positions, empty chambers, challenge
targets), the ghost of the tile being placed, and the miners on their paths.

Board units are tiles: the tile at ``(x, y)`` covers ``x..x+1`` by ``y..y+1``.  Everything
drawn comes from an observation and the marks the play scene passes in.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import pygame

from game.app import fonts, theme
from game.app.camera import Camera
from game.goldmine.mine import Position, Square
from game.goldmine.tiles import GEOMETRY, TILES, Tile
from game.goldmine.view import miners as miner_art
from game.goldmine.view.tile_art import TileArt, path_anchor

EARTH = (34, 27, 24)
SPOT = (120, 230, 140)
SPOT_FILL = (120, 230, 140, 60)
TARGET = (255, 226, 120)
MUD_STOP = (214, 140, 70)
BAD = (240, 90, 80)
STACK_GAP = 0.2
"""Board units between miners standing on the same path."""


@dataclass
class Marks:
    """What the play scene wants shown over the mine."""

    spots: Iterable[Square] = ()
    """Squares where the tile to place fits."""
    ghost: tuple[Tile, Square, int, bool] | None = None
    """The tile to place at a square in a rotation, and whether that is legal."""
    targets: Mapping[Position, tuple[int, bool]] = field(default_factory=dict)
    """Positions a move may end on -> (steps it takes, muddy: the move stops there)."""
    chosen: Position | Square | None = None
    """The pending choice (drawn brighter)."""
    chambers: Iterable[Square] = ()
    """Empty chambers the won nugget may go to."""
    glows: Mapping[int, tuple[int, int, int]] = field(default_factory=dict)
    """Seat -> ring colour (the miner to move, challenge targets)."""
    walking: Mapping[int, tuple[float, float]] = field(default_factory=dict)
    """Seat -> board point of a miner caught mid-walk."""


def anchor(board: Mapping[Square, tuple[int, int]], position: Position) -> tuple[float, float]:
    """Board point where a miner on ``position`` stands."""
    x, y, path = position
    tile, rot = board[(x, y)]
    shape = GEOMETRY[TILES[tile].kind][rot]
    ax, ay = path_anchor(shape.paths[path], len(shape.paths))
    return (x + 0.5 + ax, y + 0.5 + ay)


def mine_bounds(board: Iterable[Square], margin: float = 1.0) -> pygame.FRect:
    """The squares in use plus ``margin`` tiles round them (room for the next tile)."""
    xs = [s[0] for s in board] or [0]
    ys = [s[1] for s in board] or [0]
    left, top = min(xs) - margin, min(ys) - margin
    return pygame.FRect(left, top, max(xs) + 1 + margin - left, max(ys) + 1 + margin - top)


class MineView:
    """Draws a mine and answers what is under the mouse."""

    def __init__(self, colorblind: bool) -> None:
        self.colorblind = colorblind
        self.camera = Camera((0, 0, 100, 100), unit=88, min_zoom=0.25, max_zoom=2.2)
        self.art = TileArt()
        self.fitted = False

    # --- geometry ------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect, unit: float) -> None:
        """The board's place on screen; the first real one fits the mine into it."""
        first = self.camera.viewport.size != rect.size
        self.camera.unit = unit
        self.camera.set_viewport(rect)
        if first:
            self.fitted = False

    @property
    def rect(self) -> pygame.Rect:
        return self.camera.viewport

    def set_board(self, board: Iterable[Square]) -> None:
        """The mine grew (or the view opened): the camera may roam a little past it."""
        bounds = mine_bounds(board)
        self.camera.set_content(bounds.inflate(2, 2))
        if not self.fitted:
            self.fit(board)

    def fit(self, board: Iterable[Square]) -> None:
        """Show the whole mine, not zoomed in past a comfortable size."""
        self.fitted = True
        self.camera.fit(mine_bounds(board), margin=12)

    def follow(self, squares: Iterable[Square]) -> None:
        squares = list(squares)
        if squares:
            self.camera.follow(mine_bounds(squares, 0.3))

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        if not self.rect.collidepoint(pos):
            return None
        return self.camera.cell_at(pos)

    def position_at(
        self, board: Mapping[Square, tuple[int, int]], pos: tuple[int, int]
    ) -> Position | None:
        """The path under the mouse: the nearest path anchor of the tile pointed at."""
        square = self.square_at(pos)
        if square is None or square not in board:
            return None
        bx, by = self.camera.screen_to_board(pos)
        tile, rot = board[square]
        paths = GEOMETRY[TILES[tile].kind][rot].paths
        best = min(
            range(len(paths)),
            key=lambda p: _distance(anchor(board, (*square, p)), (bx, by)),
        )
        return (square[0], square[1], best)

    def screen(self, point: tuple[float, float]) -> tuple[float, float]:
        return self.camera.board_to_screen(point)

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shown, marks: Marks) -> None:
        cam = self.camera
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.fill(EARTH, self.rect)
        size = max(4, round(cam.scale))
        visible = cam.visible_rect().inflate(2, 2)
        board = shown.board
        for (x, y), (tile, rot) in board.items():
            if not visible.collidepoint(x, y):
                continue
            picture = self.art.get(TILES[tile], rot, size, (x, y) in shown.nuggets)
            surface.blit(picture, cam.rect_to_screen((x, y, 1, 1)).topleft)
        self._draw_spots(surface, marks)
        self._draw_chambers(surface, marks)
        self._draw_ghost(surface, marks, size)
        self._draw_targets(surface, board, marks)
        self._draw_miners(surface, shown, marks)
        surface.set_clip(clip)

    def _draw_spots(self, surface: pygame.Surface, marks: Marks) -> None:
        width = max(2, round(self.camera.scale / 28))
        overlay = None
        for square in marks.spots:
            rect = self.camera.rect_to_screen((square[0], square[1], 1, 1)).inflate(-4, -4)
            if overlay is None:
                overlay = pygame.Surface(rect.size, pygame.SRCALPHA)
                overlay.fill(SPOT_FILL)
            surface.blit(overlay, rect.topleft)
            pygame.draw.rect(surface, SPOT, rect, width, border_radius=width * 2)

    def _draw_chambers(self, surface: pygame.Surface, marks: Marks) -> None:
        width = max(2, round(self.camera.scale / 24))
        for square in marks.chambers:
            rect = self.camera.rect_to_screen((square[0] + 0.2, square[1] + 0.2, 0.6, 0.6))
            colour = theme.GOLD_LIGHT if square == marks.chosen else TARGET
            pygame.draw.ellipse(surface, colour, rect, width)

    def _draw_ghost(self, surface: pygame.Surface, marks: Marks, size: int) -> None:
        if marks.ghost is None:
            return
        tile, square, rot, legal = marks.ghost
        rect = self.camera.rect_to_screen((square[0], square[1], 1, 1))
        picture = self.art.get(tile, rot, size).copy()
        picture.set_alpha(235 if legal else 150)
        surface.blit(picture, rect.topleft)
        colour = theme.GOLD_LIGHT if legal else BAD
        pygame.draw.rect(surface, colour, rect, max(2, size // 20))

    def _draw_targets(self, surface: pygame.Surface, board, marks: Marks) -> None:
        radius = max(6, self.camera.scale * 0.14)
        size = max(10, round(radius * 1.25))
        for position, (steps, muddy) in marks.targets.items():
            centre = self.screen(anchor(board, position))
            chosen = position == marks.chosen
            colour = MUD_STOP if muddy else TARGET
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 2), radius)
            pygame.draw.circle(surface, theme.GOLD_LIGHT if chosen else colour, centre, radius)
            pygame.draw.circle(surface, (40, 30, 20), centre, radius, max(1, round(radius / 6)))
            text = fonts.render(str(steps), size, (30, 22, 16), bold=True)
            surface.blit(text, text.get_rect(center=(round(centre[0]), round(centre[1]))))

    def miner_points(self, shown, walking: Mapping[int, tuple[float, float]]) -> dict:
        """Seat -> board point of each miner: miners on one path stand side by side."""
        together: dict[Position, list[int]] = {}
        for seat, position in enumerate(shown.miners):
            if position is not None and seat not in walking:
                together.setdefault(position, []).append(seat)
        points = {}
        for position, seats in together.items():
            ax, ay = anchor(shown.board, position)
            first = -(len(seats) - 1) / 2
            for i, seat in enumerate(seats):
                points[seat] = (ax + (first + i) * STACK_GAP, ay)
        points.update(walking)
        return points

    def _draw_miners(self, surface: pygame.Surface, shown, marks: Marks) -> None:
        size = max(10, self.camera.scale * 0.3)
        for seat, point in self.miner_points(shown, marks.walking).items():
            glow = marks.glows.get(seat)
            miner_art.draw_miner(surface, seat, self.screen(point), size, self.colorblind, glow)

    def miner_at(self, shown, pos: tuple[int, int]) -> int | None:
        """The seat whose miner is drawn under the mouse (the topmost), or None."""
        reach = max(10, self.camera.scale * 0.3) * 0.6
        found = None
        for seat, point in self.miner_points(shown, {}).items():
            if _distance(self.screen(point), pos) <= reach:
                found = seat
        return found


def _distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
