"""Armadora position files: ``python main.py analyse FILE`` (or its alias ``score FILE``).

The file format is the spec's "Position files" section::

    {"game": "armadora", "players": 2, "teams": false,
     "gold": [[x, y, amount], ...],
     "palisades": [[[x1, y1], [x2, y2]], ...],
     "warriors": [{"at": [x, y], "owner": 0, "value": 3, "arrows": 0, "reinforced": false}]}

``players``, ``gold``, ``palisades`` and ``warriors`` are required; ``game`` (if given) must be
``"armadora"``; ``teams`` defaults to false; a warrior's ``arrows`` (0-2) and ``reinforced``
default to 0 and false.  Gold may only lie on the 8 mines, 0 to 40 a mine (:data:`MAX_GOLD`);
unlisted mines hold nothing.
A malformed file prints one line ``error: ...`` naming the problem to stderr and exits 2.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.armadora import board
from game.armadora.scoring import ScoreResult, Warrior, score
from game.engine.analyse import main as analyse_main

MAX_GOLD = 40
"""Most gold one mine may hold in a file: all the gold of the game (piles of 3 to 7, 40 in
all), so no answer grows beyond a few digits."""


class PositionError(ValueError):
    """A position file that cannot be scored; the message names the problem."""


@dataclass(frozen=True)
class Position:
    """A parsed, checked position."""

    players: int
    teams: bool
    gold_at: dict[int, int]
    palisades: int
    warriors: tuple[Warrior, ...]

    def score(self) -> ScoreResult:
        right, down = board.open_masks(self.palisades)
        regions = board.regions(right, down)
        return score(regions, self.gold_at, self.warriors, self.players, self.teams)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pair(value: Any, where: str) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(_is_int(v) for v in value):
        raise PositionError(f"{where}: a square must be [x, y] with two integers")
    return value[0], value[1]


def _square(value: Any, where: str) -> int:
    x, y = _pair(value, where)
    if not board.on_board(x, y):
        raise PositionError(f"{where}: square ({x},{y}) is off the board")
    return board.cell_of(x, y)


def _require(data: dict[str, Any], key: str, kind: type, where: str = "") -> Any:
    label = f"{where}: " if where else ""
    if key not in data:
        raise PositionError(f"{label}missing key '{key}'")
    value = data[key]
    ok = _is_int(value) if kind is int else isinstance(value, kind)
    if not ok:
        expected = {int: "an integer", list: "a list"}.get(kind, kind.__name__)
        raise PositionError(f"{label}'{key}' must be {expected}")
    return value


def _gold(entries: list[Any]) -> dict[int, int]:
    gold_at: dict[int, int] = {}
    for i, entry in enumerate(entries):
        where = f"gold[{i}]"
        if not isinstance(entry, list) or len(entry) != 3 or not all(_is_int(v) for v in entry):
            raise PositionError(f"{where}: must be [x, y, amount] with three integers")
        cell = _square(entry[:2], where)
        if not board.MINES >> cell & 1:
            raise PositionError(f"{where}: square ({entry[0]},{entry[1]}) is not a gold mine")
        if cell in gold_at:
            raise PositionError(f"{where}: mine ({entry[0]},{entry[1]}) is listed twice")
        if not 0 <= entry[2] <= MAX_GOLD:
            raise PositionError(f"{where}: gold amount must be from 0 to {MAX_GOLD}")
        gold_at[cell] = entry[2]
    return gold_at


def _palisades(entries: list[Any]) -> int:
    lines = 0
    for i, entry in enumerate(entries):
        where = f"palisades[{i}]"
        if not isinstance(entry, list) or len(entry) != 2:
            raise PositionError(f"{where}: a palisade must be two squares [[x1, y1], [x2, y2]]")
        (x1, y1), (x2, y2) = _pair(entry[0], where), _pair(entry[1], where)
        neighbours = abs(x1 - x2) + abs(y1 - y2) == 1
        inside = board.on_board(x1, y1), board.on_board(x2, y2)
        if neighbours and inside.count(True) == 1:
            raise PositionError(f"{where}: palisade ({x1},{y1})-({x2},{y2}) is on the board edge")
        if not all(inside):
            bad = (x1, y1) if not inside[0] else (x2, y2)
            raise PositionError(f"{where}: square ({bad[0]},{bad[1]}) is off the board")
        if not neighbours:
            raise PositionError(f"{where}: squares ({x1},{y1}) and ({x2},{y2}) are not neighbours")
        line = board.line_between(board.cell_of(x1, y1), board.cell_of(x2, y2))
        assert line is not None
        if lines >> line & 1:
            raise PositionError(f"{where}: palisade ({x1},{y1})-({x2},{y2}) is listed twice")
        lines |= 1 << line
    return lines


def _warriors(entries: list[Any], players: int) -> tuple[Warrior, ...]:
    seen: set[int] = set()
    out = []
    for i, entry in enumerate(entries):
        where = f"warriors[{i}]"
        if not isinstance(entry, dict):
            raise PositionError(f"{where}: a warrior must be an object")
        cell = _square(_require(entry, "at", list, where), where)
        x, y = board.xy_of(cell)
        if board.MINES >> cell & 1:
            raise PositionError(f"{where}: square ({x},{y}) is a gold mine")
        if cell in seen:
            raise PositionError(f"{where}: square ({x},{y}) already holds a warrior")
        seen.add(cell)
        owner = _require(entry, "owner", int, where)
        if not 0 <= owner < players:
            raise PositionError(f"{where}: owner {owner} is not a seat of a {players}-player game")
        value = _require(entry, "value", int, where)
        if not 1 <= value <= 5:
            raise PositionError(f"{where}: value {value} is not between 1 and 5")
        arrows = entry.get("arrows", 0)
        if not _is_int(arrows) or not 0 <= arrows <= 2:
            raise PositionError(f"{where}: 'arrows' must be an integer from 0 to 2")
        reinforced = entry.get("reinforced", False)
        if not isinstance(reinforced, bool):
            raise PositionError(f"{where}: 'reinforced' must be true or false")
        out.append(Warrior(cell, owner, value, arrows, reinforced))
    return tuple(out)


def parse_position(data: Any) -> Position:
    """Check a decoded position file; raise :class:`PositionError` naming the first problem."""
    if not isinstance(data, dict):
        raise PositionError("the position must be a JSON object")
    if "game" in data and data["game"] != "armadora":
        raise PositionError(f"'game' must be \"armadora\", not {json.dumps(data['game'])}")
    players = _require(data, "players", int)
    if not 2 <= players <= 4:
        raise PositionError(f"'players' must be 2, 3 or 4, not {players}")
    teams = data.get("teams", False)
    if not isinstance(teams, bool):
        raise PositionError("'teams' must be true or false")
    if teams and players != 4:
        raise PositionError("'teams' needs 4 players")
    gold_at = _gold(_require(data, "gold", list))
    palisades = _palisades(_require(data, "palisades", list))
    warriors = _warriors(_require(data, "warriors", list), players)
    return Position(players, teams, gold_at, palisades, warriors)


def analyse(data: Any) -> dict[str, Any]:
    """The spec's output JSON for a decoded position file (:class:`PositionError` if bad)."""
    return parse_position(data).score().to_json()


def main(argv: Sequence[str]) -> int:
    """``python main.py score FILE`` (the same as ``analyse`` for Armadora files)."""
    return analyse_main(argv, game="armadora", command="score")
