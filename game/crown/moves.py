"""Movement: where a hero or general may go with a number of steps.

Steps are orthogonal.  A piece may not enter a square holding a piece, a wall, the dragon
or the rock, except its owner's own castles (passed at no cost) and its owner's own walls
(one step each); it never stops on either.  A piece without military card enters only
squares of its own territory (one left outside may step straight back in: its first step,
like every other, lands in its territory); only a hero with a card enters the fortress.
Entering an open tunnel costs one step, from there the piece may go on from any other open
tunnel at no cost, and it never stops on a tunnel.

The search is a 0-1 breadth-first search over the 169 squares (numbered ``y * 13 + x``);
:func:`terrain_for` says what each square is to one piece of a state.
"""

from __future__ import annotations

import heapq
from typing import NamedTuple

from game.crown import actions as acts
from game.crown.board import (
    FORTRESS,
    NEIGHBOURS,
    SIZE,
    SQUARES,
    TERRITORIES,
    TUNNELS,
    C,
    Square,
)
from game.crown.pieces import HERO_KEY, piece_cards, piece_owner, piece_square
from game.crown.state import CrownState, PieceKey
from game.engine.contract import Action

FREE, BLOCKED, CASTLE_PASS, WALL_PASS, TUNNEL = 0, 1, 2, 3, 4
CELLS = SIZE * SIZE
C_INDEX = C[1] * SIZE + C[0]
TUNNEL_INDEXES = tuple(y * SIZE + x for x, y in TUNNELS)
_NEIGHBOUR_INDEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(ny * SIZE + nx for nx, ny in NEIGHBOURS[sq]) for sq in SQUARES
)
_FORTRESS_INDEXES = frozenset(y * SIZE + x for x, y in FORTRESS)
_TERRITORY_INDEXES = tuple(frozenset(y * SIZE + x for x, y in t) for t in TERRITORIES)

ALL = (1 << CELLS) - 1
"""Square sets are bit masks over the indexes ``y * 13 + x``."""
BIT: dict[Square, int] = {square: 1 << (square[1] * SIZE + square[0]) for square in SQUARES}
_WEST_EDGE = sum(1 << (y * SIZE) for y in range(SIZE))
_EAST_EDGE = _WEST_EDGE << (SIZE - 1)


def _byte_indexes() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """``table[k][byte]``: the indexes ``8 * k + b`` of the bits ``b`` set in ``byte``."""
    table = []
    for start in range(0, CELLS, 8):
        patterns: list[tuple[int, ...]] = [()]
        for byte in range(1, 256):  # the byte without its highest bit, then that bit
            top = byte.bit_length() - 1
            patterns.append(patterns[byte ^ 1 << top] + (start + top,))
        table.append(tuple(patterns))
    return tuple(table)


_BYTE_INDEXES = _byte_indexes()
_MASK_BYTES = len(_BYTE_INDEXES)
_COLUMN_FIRST = tuple((i % SIZE) * SIZE + i // SIZE for i in range(CELLS))
"""The place of each square in the order by x, then y."""
MOVES: tuple[Action, ...] = tuple(acts.move(i % SIZE, i // SIZE) for i in range(CELLS))
"""The move action to each square, by index."""


def indexes(mask: int) -> list[int]:
    """The indexes of the squares of ``mask``, in index order (a byte at a time)."""
    out: list[int] = []
    for table, byte in zip(_BYTE_INDEXES, mask.to_bytes(_MASK_BYTES, "little"), strict=True):
        if byte:
            out += table[byte]
    return out


def by_column(mask: int) -> list[int]:
    """The indexes of the squares of ``mask`` by x, then y (the order squares are listed)."""
    return sorted(indexes(mask), key=_COLUMN_FIRST.__getitem__)


def index(square: Square) -> int:
    return square[1] * SIZE + square[0]


def square_of(i: int) -> Square:
    return (i % SIZE, i // SIZE)


def _beside(mask: int) -> int:
    """The squares next to those of ``mask`` (orthogonally, on the board)."""
    return (
        (mask & ~_EAST_EDGE) << 1 | (mask & ~_WEST_EDGE) >> 1 | (mask << SIZE) & ALL | mask >> SIZE
    )


class Terrain(NamedTuple):
    """What each square is to one piece, as masks: squares it may not enter (``block``),
    its own castles (passed at no cost, ``castle``), its own walls (one step, ``wall``),
    the open tunnels (``tunnel``); every other square is free (it may stop there)."""

    block: int
    castle: int = 0
    wall: int = 0
    tunnel: int = 0

    @property
    def free(self) -> int:
        return ALL & ~(self.block | self.castle | self.wall | self.tunnel)

    @classmethod
    def of_cells(cls, cells: list[int]) -> Terrain:
        """From a list of each square's kind (FREE, BLOCKED, ...)."""
        masks = [0] * 5
        for i, kind in enumerate(cells):
            masks[kind] |= 1 << i
        return cls(masks[BLOCKED], masks[CASTLE_PASS], masks[WALL_PASS], masks[TUNNEL])

    def cells(self) -> list[int]:
        """Each square's kind (FREE, BLOCKED, ...), by index."""
        kinds = ((self.block, BLOCKED), (self.castle, CASTLE_PASS))
        kinds += ((self.wall, WALL_PASS), (self.tunnel, TUNNEL))
        out = [FREE] * CELLS
        for mask, kind in kinds:
            for i in range(CELLS):
                if mask >> i & 1:
                    out[i] = kind
        return out


def _base(territory: int, has_cards: bool, is_hero: bool) -> Terrain:
    """What each square is to a piece before anything stands on the board."""
    cells = [FREE] * CELLS
    if not (is_hero and has_cards):
        for i in _FORTRESS_INDEXES:
            cells[i] = BLOCKED
    if not has_cards:
        inside = _TERRITORY_INDEXES[territory]
        cells = [c if i in inside else BLOCKED for i, c in enumerate(cells)]
    for i in TUNNEL_INDEXES:
        if cells[i] == FREE:
            cells[i] = TUNNEL
    return Terrain.of_cells(cells)


_BASES = {
    (t, cards, hero): _base(t, cards, hero)
    for t in range(4)
    for cards in (False, True)
    for hero in (False, True)
}


def base_terrain(territory: int, has_cards: bool, is_hero: bool) -> Terrain:
    """What each square is to a piece before anything stands on the board."""
    return _BASES[(territory, has_cards, is_hero)]


class Reach(NamedTuple):
    """The squares a piece reaches, by its least steps: ``layers[d]`` holds those ``d``
    steps away (passed squares included: :meth:`stops` keeps the ones it may end on)."""

    terrain: Terrain
    start: int
    limit: int
    layers: list[int]

    @property
    def reached(self) -> int:
        out = 0
        for layer in self.layers:
            out |= layer
        return out

    def stops(self) -> int:
        """The squares the piece may end on: free ones it reached, its own square excluded."""
        return self.reached & self.terrain.free & ~(1 << self.start)

    def cost(self, i: int) -> int | None:
        """The least steps to the square of index ``i`` (None: out of reach)."""
        for depth, layer in enumerate(self.layers):
            if layer >> i & 1:
                return depth
        return None

    def costs(self, mask: int) -> dict[int, int]:
        """Index -> least steps for the squares of ``mask`` it reached, by index."""
        found = {}
        for depth, layer in enumerate(self.layers):
            for i in indexes(layer & mask):
                found[i] = depth
        return dict(sorted(found.items()))


def search(terrain: Terrain, start: int, limit: int) -> Reach:
    """Least steps from ``start`` to every square within ``limit`` steps.

    Breadth-first by layers: a layer first spreads at no cost (into own castles, and from a
    tunnel to the other open ones), then every square one step further starts the next;
    each layer is a few operations on masks."""
    castle, tunnel = terrain.castle, terrain.tunnel
    enter = ALL & ~(terrain.block | castle)  # a step never lands on an own castle
    layer = seen = 1 << start
    layers = []
    depth = 0
    while layer:
        while True:  # the layer's free spread
            more = _beside(layer) & castle & ~seen
            if layer & tunnel:
                more |= tunnel & ~seen
            if not more:
                break
            layer |= more
            seen |= more
        layers.append(layer)
        if depth == limit:
            break
        depth += 1
        layer = _beside(layer) & enter & ~seen
        seen |= layer
    return Reach(terrain, start, limit, layers)


def distances(cells: list[int], start: int, limit: int) -> dict[int, int]:
    """Least steps from ``start`` to every square within ``limit`` steps (passed squares
    included), for a terrain given as a list of kinds (:func:`search` on masks)."""
    return search(Terrain.of_cells(cells), start, limit).costs(ALL)


def any_stop(terrain: Terrain, start: int, limit: int) -> bool:
    """Whether the piece may end a move anywhere (cheaper than listing every square)."""
    if limit >= 1 and _beside(1 << start) & terrain.free:
        return True
    return bool(search(terrain, start, limit).stops())


def stops(cells: list[int], found: dict[int, int], start: int) -> list[int]:
    """The squares a piece may end on: free ones it reached, its own square excluded."""
    return sorted(i for i in found if i != start and cells[i] == FREE)


def crown_routes(reach: Reach) -> int:
    """The squares of :meth:`Reach.stops` the piece may reach passing C on the way (C itself
    included when it may stop there), as a mask."""
    to_c = reach.cost(C_INDEX)
    terrain = reach.terrain
    if to_c is None or not terrain.free >> C_INDEX & 1:
        return 0
    onward = search(terrain, C_INDEX, reach.limit - to_c).reached
    return (onward & terrain.free & ~(1 << reach.start)) | 1 << C_INDEX


# --- a piece of a state ------------------------------------------------------------------------
def terrain_for(state: CrownState, key: PieceKey) -> Terrain:
    """What each square is to this piece now: own castles are passed free, own walls one
    step each; pieces, rivals' castles and walls, the rock and the dragon block.  To a
    piece without a card every square outside its own territory is blocked, wherever it
    stands: one left outside may only step straight back in."""
    owner = piece_owner(state, key)
    start = piece_square(state, key)
    has_cards = bool(piece_cards(state, key))
    base = _BASES[(state.territory[owner], has_cards, key[0] == HERO_KEY)]
    others = own_castles = own_walls = 0
    for square, castle in state.castles.items():
        if castle.owner != owner:
            others |= BIT[square]
        else:
            own_castles |= BIT[square]
    for square, wall_owner in state.walls.items():
        if wall_owner != owner:
            others |= BIT[square]
        else:
            own_walls |= BIT[square]
    for square in state.hero_at:
        if square != start:
            others |= BIT[square]
    for general in state.generals.values():
        if general.at != start:
            others |= BIT[general.at]
    for square in (state.rock, state.dragon_at):
        if square is not None:
            others |= BIT[square]
    block = base.block | others
    wall = own_walls & ~base.block  # a wall's mark wins over a castle's on one square
    castle = own_castles & ~base.block & ~wall
    passed = castle | wall
    return Terrain(block, castle & ~others, wall & ~others, base.tunnel & ~passed & ~others)


def destinations(state: CrownState, key: PieceKey, steps: int) -> dict[Square, int]:
    """Where the piece may end a move of at most ``steps`` (square -> cost)."""
    reach = search(terrain_for(state, key), index(piece_square(state, key)), steps)
    return {square_of(i): cost for i, cost in reach.costs(reach.stops()).items()}


def stop_squares(state: CrownState, key: PieceKey, steps: int) -> list[int]:
    """The indexes of the squares where the piece may end a move of at most ``steps``, by
    x then y (the order of the moves listed)."""
    reach = search(terrain_for(state, key), index(piece_square(state, key)), steps)
    return by_column(reach.stops())


def may_move(state: CrownState, key: PieceKey, steps: int) -> bool:
    """Whether the piece may end a move anywhere (without listing every square)."""
    return any_stop(terrain_for(state, key), index(piece_square(state, key)), steps)


def may_take_crown(state: CrownState, seat: int) -> bool:
    """The crown is at C and the seat has a castle to carry it to."""
    return state.crown == C and any(c.owner == seat for c in state.castles.values())


def crown_reach(state: CrownState, key: PieceKey, steps: int) -> set[Square]:
    """The destinations a hero reaches passing C (empty unless it could take the crown)."""
    if key[0] != HERO_KEY or not may_take_crown(state, key[1]):
        return set()
    reach = search(terrain_for(state, key), index(piece_square(state, key)), steps)
    return {square_of(i) for i in indexes(crown_routes(reach))}


def move_cost(state: CrownState, key: PieceKey, to: Square, steps: int) -> tuple[int, bool]:
    """What moving the piece to ``to`` costs, and whether it passes C on the way with the
    crown to take (one terrain, one search); KeyError when it may not end there."""
    start = index(piece_square(state, key))
    reach = search(terrain_for(state, key), start, steps)
    end = index(to)
    if not reach.stops() >> end & 1:
        raise KeyError(to)
    via_crown = 0
    if key[0] == HERO_KEY and may_take_crown(state, key[1]):
        via_crown = crown_routes(reach)
    return reach.cost(end), bool(via_crown >> end & 1)


def route(state: CrownState, key: PieceKey, to: Square, via_crown: bool) -> tuple[Square, ...]:
    """A shortest way from the piece's square to ``to`` (through C when ``via_crown``), its
    start first: the squares a move passes, for the screen and the record.  A tunnel is
    followed by the tunnel the piece comes out of."""
    cells = terrain_for(state, key).cells()
    start = index(piece_square(state, key))
    if via_crown:
        way = _path(cells, start, C_INDEX) + _path(cells, C_INDEX, index(to))[1:]
    else:
        way = _path(cells, start, index(to))
    return tuple(square_of(i) for i in way)


def _path(cells: list[int], start: int, end: int) -> list[int]:
    """The cheapest way from ``start`` to ``end`` by the costs :func:`distances` counts
    (own castles and tunnel to tunnel free, every other square one step)."""
    best = {start: 0}
    parent: dict[int, int] = {}
    queue = [(0, start)]
    open_tunnels = [t for t in TUNNEL_INDEXES if cells[t] == TUNNEL]
    while queue:
        cost, here = heapq.heappop(queue)
        if here == end:
            break
        if cost > best[here]:
            continue
        ways = [(nxt, 0 if cells[nxt] == CASTLE_PASS else 1) for nxt in _NEIGHBOUR_INDEXES[here]]
        if cells[here] == TUNNEL:
            ways += [(t, 0) for t in open_tunnels if t != here]
        for nxt, step in ways:
            if cells[nxt] == BLOCKED or nxt == start:
                continue
            if cost + step < best.get(nxt, cost + step + 1):
                best[nxt] = cost + step
                parent[nxt] = here
                heapq.heappush(queue, (cost + step, nxt))
    way = [end]
    while way[-1] != start:
        way.append(parent[way[-1]])
    return way[::-1]
