"""Gold Mine position files: ``python main.py analyse FILE`` (the spec's "Position files").

A file describes a mine (tiles by kind, rotation and flags), miners on paths and one
query: the legal placements of a tile, the positions a miner can reach in a number of
steps, or where a secret passage may take it.  The file is checked completely first;
any problem raises :class:`PositionError` with one line naming it, which the analyse
command prints without a traceback.

The answers come from :mod:`game.goldmine.mine`, the same code the rules play with.  The
file's tiles get a tile table of their own, because a file may put a flag on a kind the
real mix never combines it with (a muddy cross with a passage is still a legal question).
"""

from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass
from typing import Any

from game.goldmine import mine
from game.goldmine.tiles import (
    DELTAS,
    GEOMETRY,
    KIND_INDEX,
    KINDS,
    Tile,
    path_name,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 6
FLAGS = ("passage", "mud", "nugget")


class PositionError(ValueError):
    """A malformed position file; the message names the problem in one line."""


@dataclass
class Position:
    """A checked position file."""

    players: int
    mud: bool
    board: dict[mine.Square, tuple[int, int]]
    """Square -> (index into :attr:`tiles`, rot)."""
    tiles: list[Tile]
    nuggets: set[mine.Square]
    miners: dict[int, mine.Position]
    query: dict[str, Any]

    def answer(self) -> dict[str, Any]:
        kind = self.query["type"]
        if kind == "placements":
            return {"placements": self._placements()}
        seat = self.query["seat"]
        if kind == "reach":
            found = mine.reach(
                self.board, self.miners[seat], self.query["steps"], self.mud, self.tiles
            )
            return {"reach": self._positions(found)}
        here = self.miners[seat]
        if not mine.has_passage(self.board, here, self.tiles):
            return {"passage": []}
        others = [p for p in mine.passage_positions(self.board, self.tiles) if p != here]
        return {"passage": self._positions(others)}

    def _placements(self) -> list[dict[str, Any]]:
        kind = self.query["kind"]
        frontier = mine.frontier_of(self.board, self.tiles)
        found = mine.placements(self.board, frontier, kind, self.tiles)
        return [{"at": [x, y], "rot": rot} for x, y, rot in found]

    def _positions(self, positions: Any) -> list[dict[str, Any]]:
        ordered = sorted(positions, key=lambda p: mine.position_key(self.board, p, self.tiles))
        return [{"at": [x, y], "path": self.path_name((x, y, path))} for x, y, path in ordered]

    def path_name(self, position: mine.Position) -> str:
        shape = mine.geometry(self.board, position[:2], self.tiles)
        return path_name(shape.paths[position[2]])


# --- reading ---------------------------------------------------------------------------------


def _show(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _flag(entry: dict[str, Any], name: str, where: str, default: bool = False) -> bool:
    value = entry.get(name, default)
    if not isinstance(value, bool):
        raise PositionError(f"{where}: '{name}' must be true or false, not {_show(value)}")
    return value


def _square(value: Any, where: str) -> mine.Square:
    if not (isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)):
        raise PositionError(f"{where}: a square must be two integers [x, y], not {_show(value)}")
    return (value[0], value[1])


def _kind(value: Any, where: str) -> int:
    if not isinstance(value, str) or value not in KIND_INDEX:
        names = " ".join(kind.name for kind in KINDS)
        raise PositionError(f"{where}: unknown kind {_show(value)} (kinds: {names})")
    return KIND_INDEX[value]


def _entries(data: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = data.get(key, [])
    if not isinstance(value, list):
        raise PositionError(f"'{key}' must be a list, not {_show(value)}")
    for index, entry in enumerate(value):
        if not isinstance(entry, dict):
            raise PositionError(f"{key}[{index}] must be an object, not {_show(entry)}")
    return value


def _read_tiles(data: dict[str, Any]) -> tuple[dict, list[Tile], set[mine.Square]]:
    board: dict[mine.Square, tuple[int, int]] = {}
    tiles: list[Tile] = []
    nuggets: set[mine.Square] = set()
    for index, entry in enumerate(_entries(data, "tiles")):
        where = f"tiles[{index}]"
        square = _square(entry.get("at"), where)
        kind = _kind(entry.get("kind"), where)
        if "rot" not in entry:  # no default: the spec gives defaults for the flags only
            raise PositionError(f"{where}: missing 'rot' (an integer 0-3)")
        rot = entry["rot"]
        if not _is_int(rot) or not 0 <= rot <= 3:
            raise PositionError(f"{where}: 'rot' must be an integer 0-3, not {_show(rot)}")
        passage, mud, nugget = (_flag(entry, name, where) for name in FLAGS)
        if square in board:
            raise PositionError(f"{where}: two tiles on the square {list(square)}")
        spec = KINDS[kind]
        if spec.entrance:
            if square != mine.ENTRANCE_SQUARE:
                raise PositionError(f"{where}: the entrance must be at [0, 0], not {list(square)}")
            if passage or mud or nugget:
                raise PositionError(f"{where}: the entrance takes no flag (passage, mud, nugget)")
        if nugget and not spec.chamber:
            raise PositionError(f"{where}: a nugget on a {spec.name}, which has no chamber")
        board[square] = (len(tiles), rot)
        tiles.append(Tile(kind, passage=passage, mud=mud))
        if nugget:
            nuggets.add(square)
    entrances = [s for s, (t, _) in board.items() if KINDS[tiles[t].kind].entrance]
    if len(entrances) != 1:
        raise PositionError(
            f"there must be exactly one entrance, at [0, 0]; found {len(entrances)}"
        )
    if entrances[0] != mine.ENTRANCE_SQUARE:
        raise PositionError(f"the entrance must be at [0, 0], not {list(entrances[0])}")
    _check_mine(board, tiles)
    return board, tiles, nuggets


def _check_mine(board: dict[mine.Square, tuple[int, int]], tiles: list[Tile]) -> None:
    """Neighbours meet or face rock to rock (unless one is a cave), every tile is linked to
    the entrance, and no dead end touches the entrance."""
    shapes = {square: GEOMETRY[tiles[t].kind][rot] for square, (t, rot) in board.items()}
    ordered = sorted(board, key=lambda s: (s[1], s[0]))
    for square in ordered:
        x, y = square
        for edge in (1, 2):  # each pair of neighbours once: east and south
            dx, dy = DELTAS[edge]
            other = (x + dx, y + dy)
            if other not in board or shapes[square].cave or shapes[other].cave:
                continue
            mine_open = shapes[square].is_open(edge)
            other_open = shapes[other].is_open(mine.OPPOSITE[edge])
            if mine_open != other_open:
                opening, rock = (square, other) if mine_open else (other, square)
                raise PositionError(
                    f"the tile at {list(opening)} faces an opening to the rock of the tile "
                    f"at {list(rock)}"
                )
    linked = {mine.ENTRANCE_SQUARE}
    queue = deque(linked)
    while queue:
        x, y = queue.popleft()
        for edge in range(4):
            dx, dy = DELTAS[edge]
            other = (x + dx, y + dy)
            if (
                other in board
                and other not in linked
                and shapes[(x, y)].is_open(edge)
                and shapes[other].is_open(mine.OPPOSITE[edge])
            ):
                linked.add(other)
                queue.append(other)
    for square in ordered:
        if square not in linked:
            raise PositionError(f"the tile at {list(square)} is not linked to the entrance")
    for edge in range(4):
        dx, dy = DELTAS[edge]
        other = (dx, dy)
        if other in board and KINDS[tiles[board[other][0]].kind].dead_end:
            raise PositionError(f"the dead end at {list(other)} touches the entrance")


def _read_miners(
    data: dict[str, Any], players: int, board: dict, tiles: list[Tile]
) -> dict[int, mine.Position]:
    miners: dict[int, mine.Position] = {}
    for index, entry in enumerate(_entries(data, "miners")):
        where = f"miners[{index}]"
        seat = entry.get("seat")
        if not _is_int(seat) or not 0 <= seat < players:
            raise PositionError(f"{where}: seat {_show(seat)} is not one of 0-{players - 1}")
        if seat in miners:
            raise PositionError(f"{where}: seat {seat} has two miners")
        square = _square(entry.get("at"), where)
        if square not in board:
            raise PositionError(f"{where}: no tile at {list(square)}")
        shape = mine.geometry(board, square, tiles)
        names = [path_name(openings) for openings in shape.paths]
        path = entry.get("path")
        if path not in names:
            raise PositionError(
                f"{where}: the tile at {list(square)} has no path {_show(path)} "
                f"(its paths: {', '.join(names)})"
            )
        miners[seat] = (square[0], square[1], names.index(path))
    return miners


def _read_query(data: dict[str, Any], miners: dict[int, mine.Position]) -> dict[str, Any]:
    query = data.get("query")
    if not isinstance(query, dict):
        raise PositionError("missing query (an object with a 'type')")
    kind = query.get("type")
    if kind == "placements":
        tile = query.get("tile")
        if not isinstance(tile, dict):
            raise PositionError(f"query: 'tile' must be an object, not {_show(tile)}")
        index = _kind(tile.get("kind"), "query tile")
        if KINDS[index].entrance:
            raise PositionError("query tile: the entrance is never placed")
        for name in ("passage", "mud"):
            _flag(tile, name, "query tile")
        return {"type": kind, "kind": index}
    if kind not in ("reach", "passage"):
        raise PositionError(f"unknown query type {_show(kind)} (types: placements, reach, passage)")
    seat = query.get("seat")
    if not _is_int(seat) or seat not in miners:
        raise PositionError(f"query: seat {_show(seat)} has no miner")
    if kind == "passage":
        return {"type": kind, "seat": seat}
    steps = query.get("steps")
    if not _is_int(steps) or steps < 0:
        raise PositionError(f"query: 'steps' must be an integer >= 0, not {_show(steps)}")
    return {"type": kind, "seat": seat, "steps": steps}


def parse_position(data: Any) -> Position:
    """A checked :class:`Position` from decoded JSON (:class:`PositionError` if malformed)."""
    if not isinstance(data, dict):
        raise PositionError("the position must be a JSON object")
    if data.get("game") != "goldmine":
        raise PositionError(f"'game' must be \"goldmine\", not {_show(data.get('game'))}")
    players = data.get("players")
    if not _is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PositionError(f"'players' must be an integer 2-6, not {_show(players)}")
    mud = _flag(data, "mud", "the position", default=True)
    board, tiles, nuggets = _read_tiles(data)
    miners = _read_miners(data, players, board, tiles)
    query = _read_query(data, miners)
    return Position(players, mud, board, tiles, nuggets, miners, query)


def analyse(data: Any) -> dict[str, Any]:
    """The spec's output JSON for a decoded position file (:class:`PositionError` if bad)."""
    return parse_position(data).answer()
