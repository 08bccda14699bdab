"""Gold Mine's 100 tiles: the mix as one data table, and each tile's geometry per rotation.

Edges are N=0, E=1, S=2, W=3; a set of openings is a 4-bit mask (bit ``e`` = edge ``e``).
A tile holds one or more *paths*; path 0 carries the tile's flags (a chamber, a secret
passage, a mud pit): on a double curve the path that is {N, E} before rotation, on a
caved-in tile the stub that is N before rotation.  Rotating by ``rot`` quarter turns
clockwise moves an opening on edge ``e`` to ``(e + rot) % 4``.

Nothing here imports pygame; the rules, the AI and the position files share it.
"""

from __future__ import annotations

from dataclasses import dataclass

N, E, S, W = 0, 1, 2, 3
EDGE_NAMES = "NESW"
DELTAS = ((0, -1), (1, 0), (0, 1), (-1, 0))
"""Square offset of the neighbour across each edge (y grows to the south)."""
ALL_EDGES = 0b1111


def mask(edges: str) -> int:
    """``"NE"`` -> the bits of N and E."""
    return sum(1 << EDGE_NAMES.index(c) for c in edges)


def rotate(openings: int, rot: int) -> int:
    rot %= 4
    return ((openings << rot) | (openings >> (4 - rot))) & ALL_EDGES


def path_name(openings: int) -> str:
    """The openings in N, E, S, W order: ``"NE"``, ``"ESW"``, ``"NESW"``."""
    return "".join(EDGE_NAMES[e] for e in range(4) if openings >> e & 1)


@dataclass(frozen=True)
class Kind:
    """A row of the tile table."""

    name: str
    paths: tuple[int, ...]
    """The openings of each path before rotation (path 0 first)."""
    count: int
    with_passage: int
    with_mud: int
    chamber: bool = False
    cave: bool = False
    entrance: bool = False

    @property
    def dead_end(self) -> bool:
        """A dead end may not touch the entrance (the caved-in tile is not one)."""
        return self.name in ("dead_end", "chamber_dead_end")


KINDS: tuple[Kind, ...] = (
    Kind("straight", (mask("NS"),), 14, 3, 4),
    Kind("curve", (mask("NE"),), 15, 3, 4),
    Kind("t", (mask("NES"),), 15, 2, 2),
    Kind("cross", (mask("NESW"),), 7, 0, 1),
    Kind("dead_end", (mask("N"),), 6, 3, 0),
    Kind("double_curve", (mask("NE"), mask("SW")), 6, 0, 1),
    Kind("caved_in", (mask("N"), mask("S")), 4, 0, 0),
    Kind("chamber_dead_end", (mask("N"),), 6, 2, 0, chamber=True),
    Kind("chamber_straight", (mask("NS"),), 6, 0, 0, chamber=True),
    Kind("chamber_corner", (mask("NE"),), 6, 1, 0, chamber=True),
    Kind("chamber_t", (mask("NES"),), 6, 1, 0, chamber=True),
    Kind("chamber_cross", (mask("NESW"),), 4, 0, 0, chamber=True),
    Kind("cave", (ALL_EDGES,), 4, 0, 0, cave=True),
    Kind("entrance", (ALL_EDGES,), 1, 0, 0, entrance=True),
)
"""The tile mix, unrotated (the spec's table, in the order position files name kinds)."""
KIND_INDEX = {kind.name: i for i, kind in enumerate(KINDS)}
ENTRANCE_KIND = KIND_INDEX["entrance"]
CAVE_KIND = KIND_INDEX["cave"]


@dataclass(frozen=True)
class Tile:
    """One physical tile: its kind and whether path 0 has a passage or a mud pit."""

    kind: int
    passage: bool = False
    mud: bool = False

    @property
    def spec(self) -> Kind:
        return KINDS[self.kind]


def build_tiles() -> tuple[Tile, ...]:
    """All 100 tiles; tile 0 is the entrance.  Within a kind, the tiles with a passage come
    first, then those with mud, then plain ones (no tile has both)."""
    tiles = [Tile(ENTRANCE_KIND)]
    for index, kind in enumerate(KINDS):
        if kind.entrance:
            continue
        plain = kind.count - kind.with_passage - kind.with_mud
        tiles += [Tile(index, passage=True)] * kind.with_passage
        tiles += [Tile(index, mud=True)] * kind.with_mud
        tiles += [Tile(index)] * plain
    return tuple(tiles)


TILES: tuple[Tile, ...] = build_tiles()
ENTRANCE = 0
"""The entrance's tile id."""

TILE_TYPES: tuple[tuple[int, bool, bool], ...] = tuple(
    (spec.kind, spec.passage, spec.mud) for spec in TILES
)


def tile_type(tile: int) -> tuple[int, bool, bool]:
    """What tells two tiles apart in play: kind and flags."""
    return TILE_TYPES[tile]


@dataclass(frozen=True)
class Geometry:
    """A kind turned by ``rot``: its paths' openings and which path owns each edge."""

    kind: int
    rot: int
    paths: tuple[int, ...]
    openings: int
    """Every opening of the tile (all four for a cave or the entrance)."""
    owner: tuple[int, int, int, int]
    """For each edge, the path that owns it (-1: rock)."""
    cave: bool
    first: tuple[int, ...]
    """For each path, its first opening in N, E, S, W order (how positions are sorted)."""

    def is_open(self, edge: int) -> bool:
        return self.cave or bool(self.openings >> edge & 1)


def _geometry(kind: int, rot: int) -> Geometry:
    spec = KINDS[kind]
    paths = tuple(rotate(p, rot) for p in spec.paths)
    owner = [-1, -1, -1, -1]
    for index, openings in enumerate(paths):
        for edge in range(4):
            if openings >> edge & 1:
                owner[edge] = index
    total = 0
    for openings in paths:
        total |= openings
    first = tuple(next((e for e in range(4) if p >> e & 1), 4) for p in paths)
    owners = (owner[0], owner[1], owner[2], owner[3])
    return Geometry(kind, rot, paths, total, owners, spec.cave, first)


GEOMETRY: tuple[tuple[Geometry, ...], ...] = tuple(
    tuple(_geometry(kind, rot) for rot in range(4)) for kind in range(len(KINDS))
)
"""``GEOMETRY[kind][rot]``."""


def totals() -> dict[str, int]:
    """Counts the spec states: tiles, chambers, passages, mud tiles."""
    return {
        "tiles": len(TILES),
        "chambers": sum(1 for t in TILES if t.spec.chamber),
        "passages": sum(1 for t in TILES if t.passage),
        "mud": sum(1 for t in TILES if t.mud),
        "caves": sum(1 for t in TILES if t.spec.cave),
    }
