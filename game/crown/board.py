"""Crown & Dragon's board: a 13 x 13 grid of squares ``(x, y)``, origin top-left.

Four 5 x 5 territories sit in the corners (territory ``t`` belongs to the player who
sits at corner ``t``: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left, clockwise).
Each has a home point in its corner, eight wall sites along its two inner edges, a gate
on the corner nearest the centre (never walled) and fifteen castle sites.  The abandoned
fortress is the 3 x 3 block in the middle, with the crown's square C at its centre, and
four tunnels lie in the middle of the board's edges.

Everything here is constant data; the rules, the AI and the position files share it.
"""

from __future__ import annotations

SIZE = 13
Square = tuple[int, int]

SQUARES: tuple[Square, ...] = tuple((x, y) for y in range(SIZE) for x in range(SIZE))
C: Square = (6, 6)
FORTRESS: frozenset[Square] = frozenset((x, y) for x in range(5, 8) for y in range(5, 8))

TUNNELS: tuple[Square, ...] = ((6, 0), (12, 6), (6, 12), (0, 6))
"""T1..T4 in clockwise order (the rock moves to the next one)."""
TUNNEL_SET = frozenset(TUNNELS)

TERRITORY_ORIGINS: tuple[Square, ...] = ((0, 0), (8, 0), (8, 8), (0, 8))
HOMES: tuple[Square, ...] = ((0, 0), (12, 0), (12, 12), (0, 12))
GATES: tuple[Square, ...] = ((4, 4), (8, 4), (8, 8), (4, 8))


def _territory(t: int) -> frozenset[Square]:
    ox, oy = TERRITORY_ORIGINS[t]
    return frozenset((x, y) for x in range(ox, ox + 5) for y in range(oy, oy + 5))


TERRITORIES: tuple[frozenset[Square], ...] = tuple(_territory(t) for t in range(4))


def _wall_sites(t: int) -> tuple[Square, ...]:
    """The eight squares along the territory's two inner edges, the gate left out."""
    gx, gy = GATES[t]
    column = [(gx, y) for y in range(SIZE) if (gx, y) in TERRITORIES[t] and y != gy]
    row = [(x, gy) for x in range(SIZE) if (x, gy) in TERRITORIES[t] and x != gx]
    return tuple(sorted(column + row))


WALL_SITES: tuple[tuple[Square, ...], ...] = tuple(_wall_sites(t) for t in range(4))
WALL_SITE_OWNER: dict[Square, int] = {sq: t for t in range(4) for sq in WALL_SITES[t]}

CASTLE_SITES: tuple[tuple[Square, ...], ...] = tuple(
    tuple(
        sq
        for sq in sorted(TERRITORIES[t])
        if sq not in WALL_SITE_OWNER and sq != GATES[t] and sq != HOMES[t]
    )
    for t in range(4)
)

TERRITORY_OF: dict[Square, int] = {sq: t for t in range(4) for sq in TERRITORIES[t]}
"""The territory holding a square (squares outside every territory are missing)."""

DIRECTIONS: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def on_board(square: Square) -> bool:
    x, y = square
    return 0 <= x < SIZE and 0 <= y < SIZE


def _neighbours(square: Square) -> tuple[Square, ...]:
    x, y = square
    found = [(x + dx, y + dy) for dx, dy in DIRECTIONS.values()]
    return tuple(sq for sq in found if on_board(sq))


NEIGHBOURS: dict[Square, tuple[Square, ...]] = {sq: _neighbours(sq) for sq in SQUARES}


def distance(a: Square, b: Square) -> int:
    """Manhattan distance (the board does not wrap for pieces)."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def fly(square: Square, direction: str, squares: int) -> Square:
    """Where the dragon lands flying ``squares`` in ``direction``, wrapping at the edges."""
    dx, dy = DIRECTIONS[direction]
    return ((square[0] + dx * squares) % SIZE, (square[1] + dy * squares) % SIZE)


TERRITORIES_IN_PLAY: dict[int, tuple[int, ...]] = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}
"""The territory of each seat, by player count (2 players sit at opposite corners)."""


def sort_key(square: Square) -> tuple[int, int]:
    """Squares are listed by x, then y (the position files' order)."""
    return square
