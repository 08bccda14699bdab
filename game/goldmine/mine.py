"""The mine as a grid of placed tiles: legal placements, steps, reach and secret passages.

A board maps a square ``(x, y)`` to ``(tile id, rot)``; a position is ``(x, y, path)``.
Tile ids index :data:`~game.goldmine.tiles.TILES` unless a function is given its own
``tiles`` table (a position file may hold flags the real mix never combines with a kind).
The *open frontier* is the set of empty squares that some placed tile faces with an
opening (or a cave side): only there can a new tile join the mine, so placements are
searched there and nowhere else.  Shared by the rules, the AI and the position files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from operator import itemgetter
from typing import Any, TypeVar

from game.goldmine.tiles import ALL_EDGES, DELTAS, GEOMETRY, KINDS, TILES, Geometry, Tile

Square = tuple[int, int]
Position = tuple[int, int, int]
Board = Mapping[Square, tuple[int, int]]
TileTable = Sequence[Tile]

OPPOSITE = (2, 3, 0, 1)
ENTRANCE_SQUARE: Square = (0, 0)
T = TypeVar("T")
MEMO_SIZE = 512
"""Entries a :class:`Mine` remembers before it starts afresh (reach and distance maps)."""


class Mine(dict):
    """A board (square -> ``(tile id, rot)``) that remembers what is derived from it.

    The rules never change a mine once a state holds it: placing a tile makes a grown copy
    (:meth:`grown`).  So clones of a state, and every world a search samples from one
    observation, share one mine, and a step map, a reach or a distance map worked out in one
    of them serves them all.  Changing a mine in place (tests and position files build
    boards square by square) forgets everything it remembered.
    """

    __slots__ = ("memo",)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.memo: dict[Any, Any] = {}

    def grown(self, square: Square, placed: tuple[int, int]) -> Mine:
        """A copy with one more tile (``self`` is left as it was).

        It keeps the step map and the squares' demands of this mine, but around the new
        tile: nothing else changes when a tile is laid."""
        bigger = Mine(self)
        dict.__setitem__(bigger, square, placed)
        x, y = square
        near = [(x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)]  # across each edge
        links = self.memo.get(LINKS)
        if links is not None:  # the steps of the tiles around the new one change
            links = dict(links)
            for nearby in near:
                if nearby in self:
                    nx, ny = nearby
                    for path in (0, 1):  # a tile has at most two paths
                        links.pop((nx, ny, path), None)
            bigger.memo[LINKS] = links
        demands = self.memo.get(DEMANDS)
        if demands is not None:  # the new tile's square, and the squares by it
            demands = dict(demands)
            demands.pop(square, None)
            for nearby in near:
                demands.pop(nearby, None)
            bigger.memo[DEMANDS] = demands
        front = self.memo.get(FRONT)
        if front is not None:  # only the paths on and by the new tile change
            around = [square, *(nearby for nearby in near if nearby in bigger)]
            stale = {(nx, ny, path) for nx, ny in around for path in (0, 1)}
            fresh = [p for nearby in around for p in _front_of(bigger, nearby, TILES)]
            bigger.memo[FRONT] = (front - stale).union(fresh)
        passages = self.memo.get(PASSAGES)
        if passages is not None:  # the new tile's passage added to this mine's
            bigger.memo[PASSAGES] = passages | {(x, y, 0)} if TILES[placed[0]].passage else passages
        origin = self._origin_for_copy(square)
        if origin:
            bigger.memo[ORIGIN] = origin
        return bigger

    def _origin_for_copy(self, square: Square) -> Origin:
        """What a copy grown by ``square`` inherits: the distance maps of this mine and of
        the ancestors it inherited from (nearest first), each with the squares laid since.
        Laying a tile only adds steps, so a map is updated around the new tiles rather than
        searched afresh (``race.distances``).  Only the maps are kept, never the mines."""
        own = self.memo.get(DISTANCES)
        inherited = [
            (maps, (*laid, square))
            for maps, laid in self.memo.get(ORIGIN, ())
            if len(laid) < MAX_LAID_SINCE
        ]
        if own:
            inherited.insert(0, (own, (square,)))
        return tuple(inherited[:ANCESTORS])

    def recall(self, key: Any, make: Callable[..., T], *args: Any) -> T:
        """What ``make(*args)`` gives, worked out the first time ``key`` is asked for (all
        is forgotten when the memo is full, but the per-item tables of :func:`_reader`)."""
        memo = self.memo
        found = memo.get(key)
        if found is None:
            if len(memo) >= MEMO_SIZE:
                kept = {k: memo[k] for k in (LINKS, DEMANDS, ORIGIN) if k in memo}
                memo.clear()
                memo.update(kept)
            found = memo[key] = make(*args)
        return found

    def __setitem__(self, key: Square, value: tuple[int, int]) -> None:
        super().__setitem__(key, value)
        self.memo.clear()

    def __delitem__(self, key: Square) -> None:
        super().__delitem__(key)
        self.memo.clear()

    def update(self, *args: Any, **kwargs: Any) -> None:
        super().update(*args, **kwargs)
        self.memo.clear()

    def setdefault(self, key: Square, default: Any = None) -> Any:
        self.memo.clear()
        return super().setdefault(key, default)

    def pop(self, *args: Any) -> Any:
        self.memo.clear()
        return super().pop(*args)

    def popitem(self) -> tuple[Square, tuple[int, int]]:
        self.memo.clear()
        return super().popitem()

    def clear(self) -> None:
        super().clear()
        self.memo.clear()

    def __ior__(self, other: Any) -> Mine:
        self.update(other)
        return self

    def __reduce__(self) -> tuple[type, tuple[dict]]:
        return (Mine, (dict(self),))


def shared(board: Board) -> Mine:
    """``board`` itself when it is a :class:`Mine`, else a mine copied from it."""
    return board if type(board) is Mine else Mine(board)


LINKS = "links"
"""Memo key of a mine's step map: position -> the positions one step away."""
DEMANDS = "demands"
"""Memo key of what each empty square's neighbours demand (see :func:`_constraints`)."""
Demands = tuple[int, int, int, bool]
FRONT = "front set"
"""Memo key of the set of paths that open onto an empty square (:func:`front_set`)."""
PASSAGES = "passages"
"""Memo key of the set of paths with a secret passage (:func:`passage_set`)."""
DISTANCES = "distances"
"""Memo key of a mine's distance maps: frozenset of sources -> {position: steps}."""
ORIGIN = "origin"
"""Memo key of what a grown copy inherits: the distance maps of up to :data:`ANCESTORS`
ancestors, nearest first, each with the squares laid since (see :meth:`Mine.grown`)."""
Origin = tuple[tuple[dict[Any, Any], tuple[Square, ...]], ...]
MAX_LAID_SINCE = 12
"""Tiles a mine may lie beyond an ancestor whose distance maps it updates (a search's
rollouts lay a few; further on, a fresh search costs about as much)."""
ANCESTORS = 3
"""Ancestors whose maps a mine keeps: the nearest may lack a map an older one has (the
mine a search starts from knows the way to the entrance; a mine in a rollout rarely)."""


def geometry(board: Board, square: Square, tiles: TileTable = TILES) -> Geometry:
    tile, rot = board[square]
    return GEOMETRY[tiles[tile].kind][rot]


def frontier_of(board: Board, tiles: TileTable = TILES) -> set[Square]:
    """The open frontier of a whole board (the rules keep it up to date with :func:`grow_into`).

    A :class:`Mine` with the real tiles remembers it (the caller must not change the set)."""
    if type(board) is Mine and tiles is TILES:
        return board.recall("frontier", _frontier, board, tiles)
    return _frontier(board, tiles)


def _frontier(board: Board, tiles: TileTable) -> set[Square]:
    out: set[Square] = set()
    for square in board:
        grow_into(board, square, out, tiles)
    return out


def grow_into(
    board: Board, square: Square, frontier: set[Square], tiles: TileTable = TILES
) -> None:
    """Add the empty squares the tile on ``square`` opens towards; drop ``square`` itself."""
    frontier.discard(square)
    tile, rot = board[square]
    shape = GEOMETRY[tiles[tile].kind][rot]
    openings = ALL_EDGES if shape.cave else shape.openings  # Geometry.is_open, all at once
    x, y = square
    for edge, (dx, dy) in enumerate(DELTAS):
        if openings >> edge & 1:
            neighbour = (x + dx, y + dy)
            if neighbour not in board:
                frontier.add(neighbour)


def _constraints(board: Board, square: Square, tiles: TileTable) -> Demands:
    """What the neighbours of ``square`` demand: (must open, must be rock, sides that a
    neighbour opening or cave faces, touches the entrance).  A :class:`Mine` with the real
    tiles remembers it."""
    return _demand_reader(board, tiles)(square)


def _demand_reader(board: Board, tiles: TileTable) -> Callable[[Square], Demands]:
    """:func:`_constraints` on one board, for the scans over a whole frontier."""
    return _reader(board, DEMANDS, _read_constraints, tiles)


K = TypeVar("K")


def table(board: Mine, name: str) -> dict[Any, Any]:
    """The mine's remembered table ``name`` (made empty the first time)."""
    entries = board.memo.get(name)
    if entries is None:
        entries = board.memo[name] = {}
    return entries


def _reader(
    board: Board, name: str, make: Callable[[Board, K, TileTable], T], tiles: TileTable
) -> Callable[[K], T]:
    """``item -> make(board, item, tiles)`` for a search or scan that asks it of many items:
    a :class:`Mine` with the real tiles reads and fills its table ``name`` (one entry per
    item: a square's demands, a position's steps).  The board must not change meanwhile."""
    return _table_reader(board, name, make, tiles)[1]


def _table_reader(
    board: Board, name: str, make: Callable[[Board, K, TileTable], T], tiles: TileTable
) -> tuple[dict[K, T], Callable[[K], T]]:
    """:func:`_reader` and the table it fills, for the hottest loops to look items up in
    first (a plain board gets a table of its own, for this one search)."""
    entries = table(board, name) if type(board) is Mine and tiles is TILES else {}

    def read(item: K) -> T:
        found = entries.get(item)
        if found is None:
            found = entries[item] = make(board, item, tiles)
        return found

    return entries, read


def _read_constraints(board: Board, square: Square, tiles: TileTable) -> Demands:
    must_open = must_rock = joins = 0
    touches_entrance = False
    x, y = square
    for edge in range(4):
        dx, dy = DELTAS[edge]
        neighbour = (x + dx, y + dy)
        placed = board.get(neighbour)
        if placed is None:
            continue
        tile, rot = placed
        kind = tiles[tile].kind
        if KINDS[kind].entrance:
            touches_entrance = True
        shape = GEOMETRY[kind][rot]
        if shape.cave:
            joins |= 1 << edge
        elif shape.openings >> OPPOSITE[edge] & 1:
            must_open |= 1 << edge
            joins |= 1 << edge
        else:
            must_rock |= 1 << edge
    return must_open, must_rock, joins, touches_entrance


_ROTATIONS: dict[tuple[int, Demands], tuple[int, ...]] = {}
_FITTING: dict[Demands, frozenset[int]] = {}


def _rotations(kind: int, demands: Demands) -> tuple[int, ...]:
    """The rotations of ``kind`` that meet ``demands`` (worked out once per pair)."""
    found = _ROTATIONS.get((kind, demands))
    if found is None:
        must_open, must_rock, joins, touches_entrance = demands
        if not joins or (touches_entrance and KINDS[kind].dead_end):
            found = ()
        elif KINDS[kind].cave:
            found = (0, 1, 2, 3)  # matches anything, and some neighbour faces it open
        else:
            found = tuple(
                rot
                for rot in range(4)
                if (openings := GEOMETRY[kind][rot].openings) & must_open == must_open
                and not openings & must_rock
                and openings & joins
            )
        _ROTATIONS[(kind, demands)] = found
    return found


def _fitting(demands: Demands) -> frozenset[int]:
    """The kinds (the entrance aside) that fit a square with ``demands`` some way round."""
    found = _FITTING.get(demands)
    if found is None:
        found = _FITTING[demands] = frozenset(
            kind
            for kind, spec in enumerate(KINDS)
            if not spec.entrance and _rotations(kind, demands)
        )
    return found


def rotations_at(board: Board, square: Square, kind: int, tiles: TileTable = TILES) -> list[int]:
    """The rotations of ``kind`` legal on the empty ``square`` (Placement rules)."""
    return list(_rotations(kind, _constraints(board, square, tiles)))


def placements(
    board: Board, frontier: Iterable[Square], kind: int, tiles: TileTable = TILES
) -> list[tuple[int, int, int]]:
    """Every ``(x, y, rot)`` where a tile of ``kind`` may be placed, sorted by y, x, rot."""
    out = []
    demands = _demand_reader(board, tiles)
    for square in frontier:
        for rot in _rotations(kind, demands(square)):
            out.append((square[0], square[1], rot))
    out.sort(key=lambda p: (p[1], p[0], p[2]))
    return out


_PICTURES: dict[tuple[int, Demands], tuple[int, ...]] = {}


def _picture_rotations(kind: int, demands: Demands) -> tuple[int, ...]:
    """The legal rotations of ``kind`` less those that repeat an earlier rotation's picture
    (a straight turned twice is the same tile), worked out once per pair."""
    found = _PICTURES.get((kind, demands))
    if found is None:
        pictures: set[tuple[int, ...]] = set()
        kept = []
        for rot in _rotations(kind, demands):
            paths = GEOMETRY[kind][rot].paths
            if paths not in pictures:
                pictures.add(paths)
                kept.append(rot)
        found = _PICTURES[(kind, demands)] = tuple(kept)
    return found


def distinct_placements(
    board: Board, frontier: Iterable[Square], kind: int, tiles: TileTable = TILES
) -> list[tuple[int, int, int]]:
    """:func:`placements` with one rotation per tile picture on each square (the lowest):
    the choices a player has.  Sorted by y, x, rot."""
    out = []
    known, read = _table_reader(board, DEMANDS, _read_constraints, tiles)
    pictures = _PICTURES
    for square in sorted(frontier, key=_Y_X):
        demands = known.get(square) or read(square)
        rotations = pictures.get((kind, demands))
        if rotations is None:
            rotations = _picture_rotations(kind, demands)
        x, y = square
        for rot in rotations:
            out.append((x, y, rot))
    return out


_Y_X = itemgetter(1, 0)


def fitting_kinds(board: Board, frontier: Iterable[Square]) -> frozenset[int]:
    """Every kind (the entrance aside) with a legal spot somewhere on the frontier: what
    fits each square is worked out once per set of demands its neighbours make."""
    found: frozenset[int] = frozenset()
    every = _fitting((0, 0, ALL_EDGES, False))  # a cave side all round: everything fits
    demands = _demand_reader(board, TILES)
    for square in frontier:
        found = found | _fitting(demands(square))
        if found == every:
            break
    return found


# --- moving --------------------------------------------------------------------------------


def neighbours(board: Board, position: Position, tiles: TileTable = TILES) -> list[Position]:
    """The positions one step from ``position``: out through each opening of its path into
    the path of the neighbouring tile that owns the facing side (a cave owns all four).

    A :class:`Mine` with the real tiles remembers them (the caller must not change the list)."""
    return stepper(board, tiles)(position)


def stepper(board: Board, tiles: TileTable = TILES) -> Callable[[Position], list[Position]]:
    """:func:`neighbours` on one board, for the searches that ask it of many positions (the
    board must not change while the stepper is in use)."""
    return _reader(board, LINKS, _neighbours, tiles)


def step_table(
    board: Board,
) -> tuple[dict[Position, list[Position]], Callable[[Position], list[Position]]]:
    """:func:`stepper` and the step map it fills: a breadth-first search over the whole
    mine looks a position up in the map and calls the stepper only when it is missing."""
    return _table_reader(board, LINKS, _neighbours, TILES)


def _neighbours(board: Board, position: Position, tiles: TileTable) -> list[Position]:
    x, y, path = position
    tile, rot = board[(x, y)]
    out = []
    for dx, dy, facing in EXITS[tiles[tile].kind][rot][path]:
        square = (x + dx, y + dy)
        placed = board.get(square)
        if placed is None:
            continue
        owner = GEOMETRY[tiles[placed[0]].kind][placed[1]].owner[facing]
        if owner >= 0:
            out.append((square[0], square[1], owner))
    return out


EXITS: tuple[tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...], ...] = tuple(
    tuple(
        tuple(
            tuple((*DELTAS[e], OPPOSITE[e]) for e in range(4) if openings >> e & 1)
            for openings in shape.paths
        )
        for shape in rotations
    )
    for rotations in GEOMETRY
)
"""``EXITS[kind][rot][path]``: for each opening of the path, the neighbour's offset and
the side of the neighbour it faces (a cave's one path owns all four sides, so a cave's
``owner`` is path 0 everywhere)."""


def is_muddy(board: Board, position: Position, tiles: TileTable = TILES) -> bool:
    """Path 0 of a tile with a mud pit (the Mud pits option is the caller's business)."""
    tile = tiles[board[position[:2]][0]]
    return tile.mud and position[2] == 0


def has_passage(board: Board, position: Position, tiles: TileTable = TILES) -> bool:
    tile = tiles[board[position[:2]][0]]
    return tile.passage and position[2] == 0


def reach(
    board: Board, start: Position, steps: int, mud: bool = True, tiles: TileTable = TILES
) -> dict[Position, int]:
    """Every position a move of 0 to ``steps`` steps can end on, with the fewest steps it
    takes.  Entering a muddy path ends the move there (the starting path does not count).

    A :class:`Mine` with the real tiles remembers it (the caller must not change the map)."""
    if type(board) is Mine and tiles is TILES:
        return board.recall(("reach", start, steps, mud), _reach, board, start, steps, mud, tiles)
    return _reach(board, start, steps, mud, tiles)


def _reach(
    board: Board, start: Position, steps: int, mud: bool, tiles: TileTable
) -> dict[Position, int]:
    found = {start: 0}
    layer = [start]
    links, step = _table_reader(board, LINKS, _neighbours, tiles)
    for distance in range(1, steps + 1):
        following = []
        for position in layer:
            x, y, path = position
            if mud and not path and position != start and tiles[board[(x, y)][0]].mud:
                continue  # a muddy path entered ends the move (is_muddy)
            targets = links.get(position)
            if targets is None:
                targets = step(position)
            for target in targets:
                if target not in found:
                    found[target] = distance
                    following.append(target)
        if not following:
            break
        layer = following
    return found


def sorted_reach(board: Board, start: Position, steps: int, mud: bool = True) -> list[Position]:
    """:func:`reach`'s positions sorted by :func:`position_key` (where a move may end), not
    remembered (the caller remembers the list)."""
    found = _reach(board, start, steps, mud, TILES)
    firsts = TILE_FIRSTS

    def key(position: Position) -> tuple[int, int, int]:
        x, y, path = position
        tile, rot = board[(x, y)]
        return (y, x, firsts[tile][rot][path])

    return sorted(found, key=key)


TILE_FIRSTS = tuple(tuple(shape.first for shape in GEOMETRY[tile.kind]) for tile in TILES)
"""``TILE_FIRSTS[tile][rot]``: the :attr:`~Geometry.first` of each path of the real tile
``tile`` turned ``rot`` (:func:`position_key` in one look-up)."""


def passage_positions(board: Board, tiles: TileTable = TILES) -> list[Position]:
    """Every path with a secret passage, sorted by y, then x."""
    out = [(x, y, 0) for (x, y), (tile, _) in board.items() if tiles[tile].passage]
    out.sort(key=lambda p: (p[1], p[0], p[2]))
    return out


def front_set(board: Board) -> frozenset[Position]:
    """The paths that open onto an empty square (the open frontier): where a miner can dig
    a tile it walks into.  A :class:`Mine` remembers it, and a mine grown from one works
    out again only the paths on and next to the new tile."""
    if type(board) is Mine:
        return board.recall(FRONT, _front_set, board)
    return _front_set(board)


def _front_set(board: Board) -> frozenset[Position]:
    return frozenset(p for square in board for p in _front_of(board, square, TILES))


def _front_of(board: Board, square: Square, tiles: TileTable) -> list[Position]:
    """The paths of the tile on ``square`` that own a side facing an empty square."""
    tile, rot = board[square]
    owner = GEOMETRY[tiles[tile].kind][rot].owner
    x, y = square
    return [
        (x, y, owner[edge])
        for edge, (dx, dy) in enumerate(DELTAS)
        if owner[edge] >= 0 and (x + dx, y + dy) not in board
    ]


def passage_set(board: Board) -> frozenset[Position]:
    """The paths with a secret passage (the real tiles').  A :class:`Mine` remembers it, and
    a mine grown from one adds its new tile's passage rather than looking at every tile."""
    if type(board) is Mine:
        return board.recall(PASSAGES, _passage_set, board)
    return _passage_set(board)


def _passage_set(board: Board) -> frozenset[Position]:
    return frozenset(passage_positions(board))


def position_key(
    board: Board, position: Position, tiles: TileTable = TILES
) -> tuple[int, int, int]:
    """Sort key of positions: y, x, then the path's first opening in N, E, S, W order."""
    x, y, path = position
    return (y, x, geometry(board, (x, y), tiles).first[path])


def route(
    board: Board, start: Position, goal: Position, mud: bool = True, tiles: TileTable = TILES
) -> list[Position]:
    """A shortest walk from ``start`` to ``goal`` (both included) that a move may take:
    it never leaves a muddy path it entered.  ``[start]`` when they are the same or ``goal``
    cannot be walked to (a secret passage)."""
    parents: dict[Position, Position | None] = {start: None}
    layer = [start]
    step = stepper(board, tiles)
    while layer and goal not in parents:
        following = []
        for position in layer:
            if position != start and mud and is_muddy(board, position, tiles):
                continue
            for target in step(position):
                if target not in parents:
                    parents[target] = position
                    following.append(target)
        layer = following
    if goal not in parents:
        return [start]
    walk = [goal]
    while (previous := parents[walk[-1]]) is not None:
        walk.append(previous)
    return walk[::-1]


def why_not(board: Board, square: Square, kind: int, rot: int, tiles: TileTable = TILES) -> str:
    """Why a tile of ``kind`` may not go on ``square`` turned ``rot`` ("" when it may):
    ``occupied``, ``detached`` (no edge touches the mine), ``dead_end`` (a dead end against
    the entrance), ``mismatch`` (an opening would face rock, or rock an opening), or
    ``not_joined`` (no opening meets the mine)."""
    if square in board:
        return "occupied"
    x, y = square
    if not any((x + dx, y + dy) in board for dx, dy in DELTAS):
        return "detached"
    must_open, must_rock, joins, touches_entrance = _constraints(board, square, tiles)
    if touches_entrance and KINDS[kind].dead_end:
        return "dead_end"
    if KINDS[kind].cave:
        return "" if joins else "not_joined"
    openings = GEOMETRY[kind][rot].openings
    if openings & must_open != must_open or openings & must_rock:
        return "mismatch"
    return "" if openings & joins else "not_joined"
