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

FREE, BLOCKED, CASTLE_PASS, WALL_PASS, TUNNEL = 0, 1, 2, 3, 4
CELLS = SIZE * SIZE
C_INDEX = C[1] * SIZE + C[0]
TUNNEL_INDEXES = tuple(y * SIZE + x for x, y in TUNNELS)
_NEIGHBOUR_INDEXES: tuple[tuple[int, ...], ...] = tuple(
    tuple(ny * SIZE + nx for nx, ny in NEIGHBOURS[sq]) for sq in SQUARES
)
_FORTRESS_INDEXES = frozenset(y * SIZE + x for x, y in FORTRESS)
_TERRITORY_INDEXES = tuple(frozenset(y * SIZE + x for x, y in t) for t in TERRITORIES)


def index(square: Square) -> int:
    return square[1] * SIZE + square[0]


def square_of(i: int) -> Square:
    return (i % SIZE, i // SIZE)


def _base(territory: int, has_cards: bool, is_hero: bool) -> tuple[int, ...]:
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
    return tuple(cells)


_BASES = {
    (t, cards, hero): _base(t, cards, hero)
    for t in range(4)
    for cards in (False, True)
    for hero in (False, True)
}


def base_terrain(territory: int, has_cards: bool, is_hero: bool) -> list[int]:
    """What each square is to a piece before anything stands on the board (a new list)."""
    return list(_BASES[(territory, has_cards, is_hero)])


def distances(cells: list[int], start: int, limit: int) -> dict[int, int]:
    """Least steps from ``start`` to every square within ``limit`` steps (passed squares
    included: the caller keeps the ones a piece may stop on).

    Breadth-first by layers: a layer first spreads at no cost (into own castles, and from a
    tunnel to the other open ones), then every square one step further starts the next."""
    far = limit + 1
    dist = [far] * CELLS
    dist[start] = 0
    reached = [start]
    layer = [start]
    tunnels: list[int] | None = None
    neighbours = _NEIGHBOUR_INDEXES
    depth = 0
    while layer:
        i = 0
        while i < len(layer):  # the layer's free spread
            here = layer[i]
            i += 1
            if cells[here] == TUNNEL:
                if tunnels is None:
                    tunnels = [t for t in TUNNEL_INDEXES if cells[t] == TUNNEL]
                for other in tunnels:
                    if dist[other] > depth:
                        dist[other] = depth
                        layer.append(other)
                        reached.append(other)
            for nxt in neighbours[here]:
                if cells[nxt] == CASTLE_PASS and dist[nxt] > depth:
                    dist[nxt] = depth
                    layer.append(nxt)
                    reached.append(nxt)
        if depth == limit:
            break
        depth += 1
        following = []
        for here in layer:
            for nxt in neighbours[here]:
                kind = cells[nxt]
                if kind != BLOCKED and kind != CASTLE_PASS and dist[nxt] > depth:
                    dist[nxt] = depth
                    following.append(nxt)
                    reached.append(nxt)
        layer = following
    return {i: dist[i] for i in reached}


def any_stop(cells: list[int], start: int, limit: int) -> bool:
    """Whether the piece may end a move anywhere (cheaper than listing every square)."""
    for nxt in _NEIGHBOUR_INDEXES[start]:
        if cells[nxt] == FREE and limit >= 1:
            return True
    return bool(stops(cells, distances(cells, start, limit), start))


def stops(cells: list[int], found: dict[int, int], start: int) -> list[int]:
    """The squares a piece may end on: free ones it reached, its own square excluded."""
    return sorted(i for i in found if i != start and cells[i] == FREE)


def reachable(cells: list[int], start: int, limit: int) -> list[Square]:
    """Every square the piece may end its move on, sorted by x then y."""
    found = distances(cells, start, limit)
    return sorted(square_of(i) for i in stops(cells, found, start))


def crown_routes(
    cells: list[int], start: int, limit: int, found: dict[int, int] | None = None
) -> tuple[dict[int, int], set[int]]:
    """Where the piece may end, and which of those it may reach passing C on the way
    (C itself included when the piece may stop there).  ``found``: the piece's
    :func:`distances`, when the caller has them already."""
    if found is None:
        found = distances(cells, start, limit)
    to_c = found.get(C_INDEX)
    via: set[int] = set()
    if to_c is not None and cells[C_INDEX] == FREE:
        via.add(C_INDEX)
        onward = distances(cells, C_INDEX, limit - to_c)
        via.update(i for i in onward if i != start and cells[i] == FREE)
    return found, via


# --- a piece of a state ------------------------------------------------------------------------
def terrain_for(state: CrownState, key: PieceKey) -> list[int]:
    """What each square is to this piece now (FREE, BLOCKED, ...): own castles are passed
    free, own walls one step each; pieces, rivals' castles and walls, the rock and the
    dragon block.  To a piece without a card every square outside its own territory is
    blocked, wherever it stands: one left outside may only step straight back in."""
    owner = piece_owner(state, key)
    start = piece_square(state, key)
    has_cards = bool(piece_cards(state, key))
    cells = base_terrain(state.territory[owner], has_cards, key[0] == HERO_KEY)
    others: list[Square] = []
    for square, castle in state.castles.items():
        if castle.owner != owner:
            others.append(square)
        elif cells[i := square[1] * SIZE + square[0]] != BLOCKED:
            cells[i] = CASTLE_PASS
    for square, wall_owner in state.walls.items():
        if wall_owner != owner:
            others.append(square)
        elif cells[i := square[1] * SIZE + square[0]] != BLOCKED:
            cells[i] = WALL_PASS
    others.extend(square for square in state.hero_at if square != start)
    others.extend(g.at for g in state.generals.values() if g.at != start)
    for square in (state.rock, state.dragon_at):
        if square is not None:
            others.append(square)
    for x, y in others:
        cells[y * SIZE + x] = BLOCKED
    return cells


def destinations(state: CrownState, key: PieceKey, steps: int) -> dict[Square, int]:
    """Where the piece may end a move of at most ``steps`` (square -> cost)."""
    cells = terrain_for(state, key)
    start = index(piece_square(state, key))
    found = distances(cells, start, steps)
    return {square_of(i): found[i] for i in stops(cells, found, start)}


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
    cells = terrain_for(state, key)
    start = index(piece_square(state, key))
    _, via = crown_routes(cells, start, steps)
    return {square_of(i) for i in via}


def move_cost(state: CrownState, key: PieceKey, to: Square, steps: int) -> tuple[int, bool]:
    """What moving the piece to ``to`` costs, and whether it passes C on the way with the
    crown to take (one terrain, one search); KeyError when it may not end there."""
    cells = terrain_for(state, key)
    start = index(piece_square(state, key))
    found = distances(cells, start, steps)
    end = index(to)
    if end == start or end not in found or cells[end] != FREE:
        raise KeyError(to)
    via_crown: set[int] = set()
    if key[0] == HERO_KEY and may_take_crown(state, key[1]):
        _, via_crown = crown_routes(cells, start, steps, found)
    return found[end], end in via_crown


def route(state: CrownState, key: PieceKey, to: Square, via_crown: bool) -> tuple[Square, ...]:
    """A shortest way from the piece's square to ``to`` (through C when ``via_crown``), its
    start first: the squares a move passes, for the screen and the record.  A tunnel is
    followed by the tunnel the piece comes out of."""
    cells = terrain_for(state, key)
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
