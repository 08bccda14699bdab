"""The mine on screen: the tiles through a :class:`~game.app.camera.Camera`, the marks of
what may be chosen (spots for a tile, reachable positions, empty chambers, challenge
targets), the ghost of the tile being placed, and the miners on their paths.

Board units are tiles: the tile at ``(x, y)`` covers ``x..x+1`` by ``y..y+1``.  Everything
drawn comes from an observation and the marks the play scene passes in.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

import pygame

from game.app import fonts, theme
from game.app.camera import Camera
from game.goldmine.mine import Position, Square
from game.goldmine.tiles import GEOMETRY, TILES, Tile
from game.goldmine.view import miners as miner_art
from game.goldmine.view.tile_art import NUGGET_SHARE, TileArt, path_anchor

EARTH = (34, 27, 24)
SPOT = (120, 230, 140)
SPOT_FILL = (120, 230, 140, 60)
TARGET = (255, 226, 120)
MUD_STOP = (214, 140, 70)
MUD = (92, 60, 34)
BAD = (240, 90, 80)
STACK_GAP = 0.2
"""Least board units between miners standing on the same path (more when they are big)."""
MINER_SIZE = (18, 0.32)
"""A miner's least size in pixels, and its size as a share of a tile."""
READABLE = 0.5
"""The automatic view never zooms out past this share of the tiles' design size (a mine too
big for it is followed where it grows instead)."""
FRAME_ZOOM = 1.0
"""The recenter key frames the mine at most this large (design size): a young mine then has
room to grow before the view must move."""
GROW_ROOM = 1.0
"""Tiles of room a movement of the view leaves past the ring, when it must move anyway and
the mine still fits at a readable size: the mine then grows into it for a while before the
view moves again (in random AI games half as many moves as without it)."""
FRAME_PAD = 6
"""Pixels a movement of the view leaves between the mine's ring and the view's edge, so that
rounding never finds the ring cut the next time."""
GLIDE_TIME = 0.45
"""Seconds the automatic view takes to glide to a new framing."""
TURN_GLOW = (255, 255, 255)
"""The ring of the miner whose turn it is (not a mark to click: no pointer leads to it)."""
GLOW_GOLD = (255, 214, 80)
"""The ring of a miner a gold challenge may be made against."""
GLOW_BAT = (190, 120, 255)
"""The ring of a miner a bat challenge may be made against."""
FRAME_MARGIN = 1.2
"""Tiles of earth the view keeps round the mine: the ring of squares where the next tile
may go, and a fifth of a tile more, so that no mark on that ring (a chosen spot's frame, a
tile dropping in, the hint's frame) is cut by the view's edge."""
POINTER_MARGIN = 6
"""Pixels inside the view's edge a mark's point must lie to count as on screen."""


@dataclass
class Marks:
    """What the play scene wants shown over the mine."""

    spots: Iterable[Square] = ()
    """Squares where the tile to place fits."""
    ghost: tuple[Tile, Square, int, bool] | None = None
    """The tile to place at a square in a rotation, and whether that is legal."""
    ghost_chosen: bool = False
    """The ghost is the pending choice (it waits for a confirmation)."""
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
    picked: int | None = None
    """The seat of the miner chosen as a challenge's defender (waiting for a confirmation)."""


@dataclass(frozen=True)
class Pointer:
    """An arrow at the edge of the view towards marks that are off-screen (a big mine or a
    view the player moved): a click brings the nearest of them into view."""

    centre: tuple[float, float]
    """Screen point of the arrow's disc, just inside the view's edge."""
    direction: tuple[float, float]
    """Unit vector from the view's centre towards the marks."""
    colour: tuple[int, int, int]
    count: int
    """How many marks lie that way."""
    goal: pygame.FRect
    """Board rect of the nearest of them (what a click brings into view)."""


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
    """Draws a mine and answers what is under the mouse.

    The camera rule (issue 51): the view stays put while the whole mine and the ring of
    squares round it are in view, during a turn and between turns; only a step that grows
    the mine past the view's edge moves it, by the least pan (and zoom-out, if it must) that
    brings the whole mine back with :data:`GROW_ROOM` to spare on the side it grew, eased.
    A view the player panned or zoomed stays theirs until a tile is laid out of their sight.
    No movement starts or runs while a button is down on the view or the scene's
    :attr:`hold` says the player is in the middle of a choice."""

    def __init__(self, colorblind: bool) -> None:
        self.colorblind = colorblind
        self.camera = Camera((0, 0, 100, 100), unit=88, min_zoom=0.25, max_zoom=2.2)
        self.art = TileArt()
        self.fitted = False
        self.auto = True
        """The view keeps the whole mine in sight by itself (until the player pans or zooms;
        the recenter key gives it back, and so does a tile laid out of the player's sight)."""
        self.hold: Callable[[], bool] = lambda: False
        """The scene's say that the player is in the middle of a choice: no movement now."""
        self._squares: frozenset[Square] = frozenset()
        """The squares of the mine the view knows (what a new tile is new against)."""
        self._held: set[Square] = set()
        """New squares whose movement waits for :attr:`hold` and the button to let go."""
        self._glide: tuple[float, tuple[float, float], float, tuple[float, float], float] | None
        self._glide = None  # start zoom and centre, target zoom and centre, seconds elapsed

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
        """The mine as it stands now: the whole of it at once the first time (as the
        recenter key shows it); later only new squares out of the view move it
        (:meth:`_grew`); a smaller mine (an undo) moves nothing."""
        squares = frozenset(board)
        grown = squares - self._squares
        self._squares = squares
        self._roam()
        if not self.fitted:
            self.recenter(squares)
        elif grown:
            self._grew(grown)

    def _roam(self) -> None:
        """The camera may roam a little past the mine and its ring."""
        self.camera.set_content(mine_bounds(self._squares, FRAME_MARGIN).inflate(2, 2))

    def fit(self, board: Iterable[Square], most: float | None = None) -> None:
        """Show the whole mine at once, not zoomed in past ``most`` (default: the camera's
        most), however small it must be; the view keeps the mine in sight by itself again."""
        self.fitted = True
        self.auto = True
        self._glide = None
        self._held.clear()
        self.camera.fit(mine_bounds(board, FRAME_MARGIN), margin=12, most=most)

    def recenter(self, board: Iterable[Square]) -> None:
        """The recenter key and button: the whole mine, at no more than design size (so a
        young mine has room to grow before the view must move)."""
        self.fit(board, FRAME_ZOOM)

    def take_over(self) -> None:
        """The player panned or zoomed: the view stays where they put it."""
        self.auto = False
        self._glide = None

    def destination(self) -> tuple[float, tuple[float, float]]:
        """Where the view is going (the end of its glide), else where it is."""
        if self._glide is not None:
            return self._glide[2], self._glide[3]
        return self.camera.zoom, self.camera.centre

    def shows(self, rect: pygame.FRect) -> bool:
        """Whether board ``rect`` is (or will be, at the end of the glide) wholly in view."""
        return self.camera.is_visible(rect, view=self.destination())

    def _grew(self, grown: Iterable[Square]) -> None:
        """New squares: the view moves only when they lie past its edge (the player's view:
        out of their sight; the automatic view: the mine or its ring cut by the edge)."""
        self._held.update(grown)
        if self.held():
            return
        grown, self._held = set(self._held), set()
        if not self.auto and all(self.shows(mine_bounds([s], 0)) for s in grown):
            return  # the player's view, and the player saw the tile laid
        whole = mine_bounds(self._squares, FRAME_MARGIN)
        if self.shows(whole):
            return
        self.auto = True  # the whole mine back in view: kept in view again
        floor = min(READABLE, self.camera.zoom)
        roomy = self._room_to_grow(whole)
        goal = self.camera.reach(roomy, FRAME_PAD, floor, self.destination())
        if not self.camera.is_visible(roomy, view=goal):  # no room to spare: the mine itself
            goal = self.camera.reach(whole, FRAME_PAD, floor, self.destination())
        if not self.camera.is_visible(whole, view=goal):  # too big to read whole: the new part
            goal = self.camera.reach(mine_bounds(grown, FRAME_MARGIN), FRAME_PAD, floor, goal)
        self._glide_to(*goal)

    def _room_to_grow(self, whole: pygame.FRect) -> pygame.FRect:
        """``whole`` with :data:`GROW_ROOM` more on each side the view's edge cuts (where
        the mine grows), and none on the others (they need not move)."""
        shown, view = self.camera.rect_at(whole, self.destination()), self.rect
        room = pygame.FRect(whole)
        if shown.left < view.left:
            room.left, room.width = room.left - GROW_ROOM, room.width + GROW_ROOM
        if shown.right > view.right:
            room.width += GROW_ROOM
        if shown.top < view.top:
            room.top, room.height = room.top - GROW_ROOM, room.height + GROW_ROOM
        if shown.bottom > view.bottom:
            room.height += GROW_ROOM
        return room

    def held(self) -> bool:
        """No movement of the view now: a button is down on it, or the player is in the
        middle of a choice."""
        return self.camera.pressed or self.hold()

    def _glide_to(self, zoom: float, centre: tuple[float, float]) -> None:
        goal = self._glide[2:4] if self._glide is not None else None
        if goal == (zoom, centre) or (goal is None and self._at(zoom, centre)):
            return
        self._glide = (self.camera.zoom, self.camera.centre, zoom, centre, 0.0)

    def _at(self, zoom: float, centre: tuple[float, float]) -> bool:
        cam = self.camera
        return abs(cam.zoom - zoom) < 1e-6 and math.dist(cam.centre, centre) < 1e-3

    @property
    def gliding(self) -> bool:
        return self._glide is not None

    def moving(self) -> bool:
        """The view moves by itself now (a glide, or the camera's eased move, not held)."""
        return (self.gliding or self.camera.moving) and not self.held()

    def update(self, dt: float) -> None:
        """Advance the camera and the view's glide (both wait while :meth:`held`); start a
        movement that waited for the hold to end."""
        self.camera.update(dt)
        if self.held():
            return
        if self._held:
            self._grew(())
        if self._glide is None:
            return
        zoom0, centre0, zoom1, centre1, elapsed = self._glide
        elapsed += dt
        t = 1 - (1 - min(1.0, elapsed / GLIDE_TIME)) ** 3
        self.camera.zoom = zoom0 + (zoom1 - zoom0) * t
        self.camera.look_at(
            (centre0[0] + (centre1[0] - centre0[0]) * t, centre0[1] + (centre1[1] - centre0[1]) * t)
        )
        self._glide = None if elapsed >= GLIDE_TIME else (zoom0, centre0, zoom1, centre1, elapsed)

    def follow(self, squares: Iterable[Square]) -> None:
        """A step's squares (a tile laid, a walk's end, a hidden nugget): a new square is the
        mine growing (:meth:`_grew`); one the automatic view cannot show (a mine too big to
        read whole) is brought into sight by the least pan; else nothing moves."""
        squares = set(squares)
        grown = squares - self._squares
        if grown:
            self._squares = self._squares | grown
            self._roam()
            self._grew(grown)
            return
        if not squares or not self.auto or self.held():
            return
        near = mine_bounds(squares, 0.3)
        if not self.shows(near):
            self._glide_to(*self.camera.reach(near, FRAME_PAD, start=self.destination()))

    def show(self, squares: Iterable[Square]) -> None:
        """Bring ``squares`` into view, gently, because the player asked (the hint)."""
        squares = list(squares)
        if squares and self._glide is None:
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
        surface.set_clip(self.rect.clip(clip))
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
        badges = self.badge_points(shown, marks)
        self._draw_targets(surface, board, marks, badges, raised=False)
        self._draw_miners(surface, shown, marks)
        self._draw_targets(surface, board, marks, badges, raised=True)
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
        """Offered chambers: a lit disc with a bold ring (brighter when chosen)."""
        width = max(3, round(self.camera.scale / 16))
        for square in marks.chambers:
            rect = self.camera.rect_to_screen((square[0] + 0.18, square[1] + 0.18, 0.64, 0.64))
            chosen = square == marks.chosen
            glow = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.ellipse(glow, (*TARGET, 150 if chosen else 90), glow.get_rect())
            surface.blit(glow, rect.topleft)
            shadow = rect.inflate(width, width)
            pygame.draw.ellipse(surface, (40, 30, 20), shadow, max(2, width // 2))
            pygame.draw.ellipse(surface, theme.GOLD_LIGHT if chosen else TARGET, rect, width)
            if chosen:
                check_mark(surface, rect, max(8.0, rect.w * 0.16))

    def _draw_ghost(self, surface: pygame.Surface, marks: Marks, size: int) -> None:
        if marks.ghost is None:
            return
        tile, square, rot, legal = marks.ghost
        rect = self.camera.rect_to_screen((square[0], square[1], 1, 1))
        picture = self.art.get(tile, rot, size).copy()
        picture.set_alpha(255 if marks.ghost_chosen else 235 if legal else 150)
        surface.blit(picture, rect.topleft)
        colour = theme.GOLD_LIGHT if legal else BAD
        width = max(2, size // 20)
        if not marks.ghost_chosen:
            pygame.draw.rect(surface, colour, rect, width)
            return
        pygame.draw.rect(surface, (0, 0, 0), rect.inflate(width * 2, width * 2), width)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, rect, width * 2)
        check_mark(surface, rect, max(9.0, size * 0.16))

    def target_radius(self) -> float:
        return max(10.0, self.camera.scale * 0.15)

    def badge_points(self, shown, marks: Marks) -> dict[Position, tuple[float, float]]:
        """Screen points of the move targets whose spot something else covers: a miner
        standing there (another's: the way to a gold challenge or a passage exit; one's own:
        staying put) or a chamber's nugget.  Their step badge is drawn on top, beside it,
        so the miner and the nugget stay in sight."""
        if not marks.targets:
            return {}
        radius = self.target_radius()
        points = self.miner_points(shown, marks.walking)
        by_position: dict[Position, list[tuple[float, float]]] = {}
        for seat, point in points.items():
            position = shown.miners[seat]
            if seat not in marks.walking and position in marks.targets:
                by_position.setdefault(position, []).append(self.screen(point))
        out = {}
        lift = (self.miner_size() / 2 + radius * 0.8) * 0.72
        for position, spots in by_position.items():
            x, y = max(spots, key=lambda p: (p[0], -p[1]))  # the rightmost, topmost miner
            out[position] = (x + lift, y - lift)
        nugget_lift = (self.camera.scale * NUGGET_SHARE + radius * 0.8) * 0.72
        for position in marks.targets:
            x, y, path = position
            if position not in out and path == 0 and (x, y) in shown.nuggets:
                cx, cy = self.screen(anchor(shown.board, position))
                out[position] = (cx + nugget_lift, cy - nugget_lift)
        return out

    def _draw_targets(
        self,
        surface: pygame.Surface,
        board,
        marks: Marks,
        badges: Mapping[Position, tuple[float, float]],
        raised: bool,
    ) -> None:
        """The move targets' step badges: those at a free spot (``raised`` False, under the
        miners), or those beside a miner or a nugget (``raised``: drawn last, on top)."""
        radius = self.target_radius()
        size = max(13, round(radius * 1.25))
        for position, (steps, muddy) in marks.targets.items():
            if (position in badges) != raised:
                continue
            centre = badges[position] if raised else self.screen(anchor(board, position))
            chosen = position == marks.chosen
            colour = MUD_STOP if muddy else TARGET
            if raised:  # a thin leader to the spot it stands for
                spot = self.screen(anchor(board, position))
                pygame.draw.line(surface, (40, 30, 20), spot, centre, max(2, round(radius / 5)))
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 2, centre[1] + 2), radius)
            pygame.draw.circle(surface, theme.GOLD_LIGHT if chosen else colour, centre, radius)
            ring = (250, 250, 240) if chosen else MUD if muddy else (40, 30, 20)
            pygame.draw.circle(
                surface, ring, centre, radius, max(2, round(radius / (3 if muddy else 6)))
            )
            text = fonts.render(str(steps), size, (30, 22, 16), bold=True)
            surface.blit(text, text.get_rect(center=(round(centre[0]), round(centre[1]))))

    def badge_at(self, shown, marks: Marks, pos: tuple[int, int]) -> Position | None:
        """The move target whose raised badge (beside a miner or a nugget) is under ``pos``."""
        reach = self.target_radius() * 1.1
        for position, point in self.badge_points(shown, marks).items():
            if _distance(point, pos) <= reach:
                return position
        return None

    # --- pointers to marks off-screen -----------------------------------------------------
    def offscreen_marks(
        self, shown, marks: Marks
    ) -> list[tuple[tuple[float, float], Square, tuple]]:
        """The marks to click that lie outside the view: (board point, square, colour)."""
        items: list[tuple[tuple[float, float], Square, tuple]] = []
        board = shown.board
        for square in marks.spots:
            items.append(((square[0] + 0.5, square[1] + 0.5), square, SPOT))
        for position, (_, muddy) in marks.targets.items():
            items.append((anchor(board, position), position[:2], MUD_STOP if muddy else TARGET))
        for square in marks.chambers:
            items.append(((square[0] + 0.5, square[1] + 0.5), square, TARGET))
        points = self.miner_points(shown, marks.walking) if marks.glows else {}
        for seat, glow in marks.glows.items():
            if seat in points and glow != TURN_GLOW:
                items.append((points[seat], shown.miners[seat][:2], glow))
        room = self.rect.inflate(-2 * POINTER_MARGIN, -2 * POINTER_MARGIN)
        return [item for item in items if not room.collidepoint(self.screen(item[0]))]

    def pointers(self, shown, marks: Marks, size: float) -> list[Pointer]:
        """Arrows at the view's edge towards the marks off-screen, one per direction (marks
        whose arrows would overlap share one, which counts them)."""
        view = self.rect
        if view.w < 4 * size or view.h < 4 * size:
            return []
        cx, cy = view.center
        half_w, half_h = view.w / 2 - size * 2.4, view.h / 2 - size * 2.4
        found = []
        for point, square, colour in self.offscreen_marks(shown, marks):
            sx, sy = self.screen(point)
            dx, dy = sx - cx, sy - cy
            length = math.hypot(dx, dy) or 1.0
            t = min(half_w / abs(dx) if dx else math.inf, half_h / abs(dy) if dy else math.inf)
            edge = (cx + dx * t, cy + dy * t)
            found.append(
                (math.atan2(dy, dx), edge, (dx / length, dy / length), length, square, colour)
            )
        found.sort(key=lambda f: f[0])
        groups: list[list[tuple]] = []
        for item in found:
            if groups and math.dist(groups[-1][0][1], item[1]) < size * 2.4:
                groups[-1].append(item)
            else:
                groups.append([item])
        if len(groups) > 1 and math.dist(groups[0][0][1], groups[-1][0][1]) < size * 2.4:
            groups[0] += groups.pop()  # the left edge, where the angles wrap round
        out = []
        for group in groups:
            nearest = min(group, key=lambda f: f[3])
            square = nearest[4]
            out.append(
                Pointer(
                    nearest[1],
                    nearest[2],
                    nearest[5],
                    len(group),
                    pygame.FRect(square[0], square[1], 1, 1),
                )
            )
        return out

    def pointer_at(self, pointers: Iterable[Pointer], pos: tuple[int, int], size: float):
        """The pointer under the mouse, if any."""
        return next((p for p in pointers if _distance(p.centre, pos) <= size * 1.2), None)

    def look_at_goal(self, pointer: Pointer) -> None:
        """A pointer was clicked: glide just far enough to show the marks it stands for."""
        self._glide = None
        self.camera.follow(pointer.goal.inflate(0.6, 0.6))

    def draw_pointers(
        self, surface: pygame.Surface, pointers: Iterable[Pointer], size: float
    ) -> None:
        """Each pointer: a disc in the marks' colour with a tip towards them, and how many
        there are when more than one."""
        edge = max(2.0, size / 6)
        for pointer in pointers:
            cx, cy = pointer.centre
            dx, dy = pointer.direction
            for colour, grow, shift in (((0, 0, 0), edge, 2), ((40, 30, 20), edge, 0)):
                _pin(surface, colour, (cx + shift, cy + shift), (dx, dy), size + grow)
            _pin(surface, pointer.colour, (cx, cy), (dx, dy), size)
            if pointer.count > 1:
                text = fonts.render(str(pointer.count), round(size * 1.3), (30, 22, 16), bold=True)
                surface.blit(text, text.get_rect(center=(round(cx), round(cy))))
            else:
                pygame.draw.circle(surface, (40, 30, 20), (cx, cy), size * 0.3)

    def mark_rect(self, shown, at) -> pygame.Rect | None:
        """Where a recap mark's place lies (:mod:`game.goldmine.view.recap`): a square's
        rect, or a small one round where a miner stood or stands in ``shown``."""
        cam = self.camera
        if at[0] == "square":
            x, y = at[1], at[2]
            left, top = cam.board_to_screen((x, y))
            right, bottom = cam.board_to_screen((x + 1, y + 1))
            return pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
        if at[0] == "miner":
            point = self.miner_points(shown, {}).get(at[1])
        else:
            position = tuple(at[1:])
            point = anchor(shown.board, position) if position[:2] in shown.board else None
        if point is None:
            return None
        size = round(self.miner_size() * 1.6)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = tuple(map(round, cam.board_to_screen(point)))
        return rect

    def miner_size(self) -> float:
        least, share = MINER_SIZE
        return max(least, self.camera.scale * share)

    def miner_points(self, shown, walking: Mapping[int, tuple[float, float]]) -> dict:
        """Seat -> board point of each miner: miners on one path stand side by side (in rows
        of three), far enough apart to be told apart."""
        together: dict[Position, list[int]] = {}
        for seat, position in enumerate(shown.miners):
            if position is not None and seat not in walking:
                together.setdefault(position, []).append(seat)
        gap = max(STACK_GAP, 0.9 * self.miner_size() / self.camera.scale)
        points = {}
        for position, seats in together.items():
            ax, ay = anchor(shown.board, position)
            rows = [seats[i : i + 3] for i in range(0, len(seats), 3)]
            for r, row in enumerate(rows):
                dy = (r - (len(rows) - 1) / 2) * gap
                for i, seat in enumerate(row):
                    points[seat] = (ax + (i - (len(row) - 1) / 2) * gap, ay + dy)
        points.update(walking)
        return points

    def _draw_miners(self, surface: pygame.Surface, shown, marks: Marks) -> None:
        size = self.miner_size()
        for seat, point in self.miner_points(shown, marks.walking).items():
            glow = marks.glows.get(seat)
            miner_art.draw_miner(surface, seat, self.screen(point), size, self.colorblind, glow)
            if seat == marks.picked:
                centre = self.screen(point)
                box = pygame.Rect(0, 0, round(size * 1.5), round(size * 1.5))
                box.center = (round(centre[0]), round(centre[1]))
                check_mark(surface, box, max(7.0, size * 0.28))

    def miner_at(self, shown, pos: tuple[int, int]) -> int | None:
        """The seat whose miner is drawn under the mouse (the topmost), or None."""
        reach = self.miner_size() * 0.6
        found = None
        for seat, point in self.miner_points(shown, {}).items():
            if _distance(self.screen(point), pos) <= reach:
                found = seat
        return found


def _pin(surface: pygame.Surface, colour, centre, direction, r: float) -> None:
    """A disc of radius ``r`` with a tip in ``direction`` (a map pin lying on its side)."""
    (cx, cy), (dx, dy) = centre, direction
    tip = (cx + dx * r * 1.8, cy + dy * r * 1.8)
    side = (-dy * r * 0.8, dx * r * 0.8)
    pygame.draw.polygon(
        surface, colour, (tip, (cx + side[0], cy + side[1]), (cx - side[0], cy - side[1]))
    )
    pygame.draw.circle(surface, colour, (cx, cy), r)


def check_mark(surface: pygame.Surface, rect: pygame.Rect, r: float) -> None:
    """A round green badge with a tick in the top-right corner of ``rect``: chosen, confirm."""
    cx, cy = rect.right - r * 1.2, rect.top + r * 1.2
    pygame.draw.circle(surface, (0, 0, 0), (cx + 1, cy + 2), r)
    pygame.draw.circle(surface, (70, 170, 90), (cx, cy), r)
    tick = [(cx - r * 0.5, cy), (cx - r * 0.1, cy + r * 0.4), (cx + r * 0.55, cy - r * 0.4)]
    pygame.draw.lines(surface, (250, 250, 240), False, tick, max(2, round(r / 3.5)))


def _distance(a: tuple[float, float], b: tuple[float, float]) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5
