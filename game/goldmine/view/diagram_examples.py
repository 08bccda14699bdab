"""The small example mines the Gold Mine booklet draws, and the rules' verdicts on them.

Each mine is a dict ``{(x, y): (Tile, rot)}``; the tests check every one against the real
placement and movement code in :mod:`game.goldmine.mine`, so a diagram can never show a
move the game would refuse.  Nothing here draws.
"""

from __future__ import annotations

from game.goldmine import mine as mine_rules
from game.goldmine.tiles import KIND_INDEX, Tile

Square = tuple[int, int]
Mine = dict[Square, tuple[Tile, int]]
Position = tuple[int, int, int]


def t(kind: str, rot: int = 0, passage: bool = False, mud: bool = False) -> tuple[Tile, int]:
    """A tile of ``kind`` turned ``rot`` quarter turns clockwise."""
    return (Tile(KIND_INDEX[kind], passage=passage, mud=mud), rot)


PLACEMENT_MINE: Mine = {
    (0, 0): t("entrance"),
    (1, 0): t("t", 1),  # east, south and west
    (-1, 0): t("chamber_corner", 1),  # east and south
    (0, 1): t("t", 0),  # north, east and south
}
PLACEMENT_TILE = t("dead_end")
"""The tile in hand in the placement diagram."""
PLACEMENT_GHOST: Square = (2, 0)
"""The legal spot where the tile in hand is shown, turned to fit."""

MOVE_MINE: Mine = {
    (0, 0): t("entrance"),
    (0, -1): t("chamber_straight", 0),
    (0, 1): t("straight", 0),
    (1, 0): t("straight", 1),
    (2, 0): t("t", 1),
    (3, 0): t("straight", 1, mud=True),
    (4, 0): t("chamber_dead_end", 3),
    (2, 1): t("curve", 0),
}
MOVE_START: Position = (0, 0, 0)
MOVE_DIE = 4
MOVE_OTHER: Position = (2, 0, 0)
"""Where the green miner stands (the red one walks through)."""
MOVE_STEPS: tuple[Position, ...] = ((1, 0, 0), (2, 0, 0), (3, 0, 0))
MOVE_BLOCKED: Square = (4, 0)

HIDE_MINE: Mine = {
    (0, 0): t("chamber_t", 1),  # east, south and west; emptied earlier
    (1, 0): t("straight", 1),
    (2, 0): t("chamber_dead_end", 3),
    (-1, 0): t("curve", 1),
    (0, 1): t("chamber_corner", 0),
    (-1, 1): t("curve", 3),  # west and north
}
HIDE_FIGHT: Square = (0, 0)
HIDE_TARGET: Square = (2, 0)
HIDE_EMPTY: frozenset[Square] = frozenset({(0, 0), (2, 0), (0, 1)})
"""Chambers whose nugget is gone (before the winner hides the won one)."""
HIDE_MINERS = ((0, (0, 0, 0)), (2, (0, 0, 0)), (1, (0, 1, 0)))
"""(seat, position): the attacker and defender, and a bystander on the other empty chamber."""

BAT_MINE: Mine = {
    (0, 0): t("cross"),
    (1, 0): t("straight", 1),
    (2, 0): t("curve", 2),  # south and west
    (2, 1): t("straight", 0),
    (0, 1): t("straight", 0),
    (-1, 0): t("straight", 1),
}
BAT_START: Position = (0, 0, 0)
BAT_DIE = 3
BAT_STEPS: tuple[Position, ...] = ((1, 0, 0), (2, 0, 0), (2, 1, 0))

PHASES_MINE: Mine = {
    (0, 0): t("entrance"),
    (1, 0): t("curve", 2),
    (1, 1): t("chamber_straight", 0),
    (-1, 0): t("t", 1),
    (0, 1): t("chamber_straight", 0),
    (0, -1): t("straight", 0, passage=True),
    (-1, 1): t("straight", 0, mud=True),
}

EXAMPLE_MINES: dict[str, Mine] = {
    "placement": PLACEMENT_MINE,
    "moving": MOVE_MINE,
    "hide": HIDE_MINE,
    "bat": BAT_MINE,
    "phases": PHASES_MINE,
}
"""Every mine drawn in a diagram (the tests check each is a mine play could reach)."""

TILE_GALLERY: tuple[tuple[str, tuple[Tile, int]], ...] = (
    ("straight", t("straight")),
    ("curve", t("curve")),
    ("t", t("t")),
    ("cross", t("cross")),
    ("dead_end", t("dead_end")),
    ("double_curve", t("double_curve")),
    ("caved_in", t("caved_in")),
    ("cave", t("cave")),
    ("chamber_dead_end", t("chamber_dead_end")),
    ("chamber_straight", t("chamber_straight")),
    ("chamber_corner", t("chamber_corner")),
    ("chamber_t", t("chamber_t")),
    ("chamber_cross", t("chamber_cross")),
    ("entrance", t("entrance")),
    ("passage", t("straight", passage=True)),  # a label, not an action
    ("mud", t("curve", 1, mud=True)),
)
"""Every kind of tile, then a secret passage and a mud pit (label key, tile)."""
TILES_BY_LABEL = dict(TILE_GALLERY)
TILE_ROWS: tuple[tuple[str, ...], ...] = (
    ("straight", "curve", "t", "cross", "dead_end", "double_curve"),
    ("chamber_dead_end", "chamber_straight", "chamber_corner", "chamber_t", "chamber_cross"),
    ("caved_in", "cave", "entrance", "passage", "mud"),
)
"""How the tile gallery is laid out: tunnels, gold chambers, the special tiles."""

DUEL_ROUNDS = ((5, 3), (2, 6), (4, 4))
"""(attacker, defender) dice of the three rounds: the attacker wins two of them (a tie too)."""

FIVE_TILES = (
    t("cave"),
    t("straight", 1, passage=True),
    t("curve", 0, passage=True),
    t("straight", 1, mud=True),
    t("t", 0, mud=True),
)


def tables(mine: Mine) -> tuple[dict[Square, tuple[int, int]], list[Tile]]:
    """``mine`` as the rules code sees it: a board of ``(tile id, rot)`` and its tile table."""
    tiles: list[Tile] = []
    board: dict[Square, tuple[int, int]] = {}
    for square, (tile, rot) in mine.items():
        board[square] = (len(tiles), rot)
        tiles.append(tile)
    return board, tiles


def legal_spots(mine: Mine, tile: Tile) -> dict[Square, list[int]]:
    """Every empty square where ``tile`` may go, with its legal rotations."""
    board, tiles = tables(mine)
    out = {}
    for square in mine_rules.frontier_of(board, tiles):
        rots = mine_rules.rotations_at(board, square, tile.kind, tiles)
        if rots:
            out[square] = rots
    return out


def forbidden_spots(mine: Mine, tile: Tile) -> dict[Square, str]:
    """Open squares next to the mine where ``tile`` fits in no rotation, with the reason."""
    board, tiles = tables(mine)
    out = {}
    for square in mine_rules.frontier_of(board, tiles):
        reasons = {mine_rules.why_not(board, square, tile.kind, rot, tiles) for rot in range(4)}
        if "" not in reasons:
            out[square] = "dead_end" if "dead_end" in reasons else "mismatch"
    return out
