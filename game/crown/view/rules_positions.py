"""The boards the Crown & Dragon rules booklet shows, as position files.

Every position shown is a real position (read by :mod:`game.crown.position`, the reader of
``analyse`` files), and the numbers the pictures print are the rules' own answers for it,
so the booklet cannot drift away from the game.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.crown.board import Square
from game.crown.position import Position, parse_position


def _cards(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"weapon": weapon, "grade": grade} for weapon, grade in pairs]


def _two(pieces: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """A 2-player position file (corners 0 and 2) with the heroes at home."""
    heroes = [
        {"at": [0, 0], "owner": 0, "name": "henry"},
        {"at": [12, 12], "owner": 2, "name": "sylva"},
    ]
    return {
        "game": "crown",
        "players": 2,
        "active": 0,
        "seats": {"0": {"vp": 0, "gold": 5, "food": 0}, "2": {"vp": 0, "gold": 5, "food": 0}},
        "heroes": extra.pop("heroes", heroes),
        "generals": pieces,
        "rock": extra.pop("rock", None),
        "dragon": extra.pop("dragon", {"card": "young", "alert": 1}),
        "crown": extra.pop("crown", [6, 6]),
        "query": extra.pop("query", {"type": "queue"}),
        **extra,
    }


def _general(at: Square, owner: int, role: str, weapon: str, cards) -> dict[str, Any]:
    return {"at": list(at), "owner": owner, "type": role, "weapon": weapon, "cards": cards}


POSITIONS: dict[str, dict[str, Any]] = {
    "setup": {
        "game": "crown",
        "players": 4,
        "teams": True,
        "active": 0,
        "seats": {str(s): {"vp": 0, "gold": 5, "food": 0} for s in range(4)},
        "heroes": [
            {"at": [0, 0], "owner": 0, "name": "henry"},
            {"at": [12, 0], "owner": 1, "name": "sylva"},
            {"at": [12, 12], "owner": 2, "name": "ragnar"},
            {"at": [0, 12], "owner": 3, "name": "mirae"},
        ],
        "generals": [
            _general((2, 2), 0, "vanguard", "sword", []),
            _general((10, 2), 1, "guardian", "longbow", []),
            _general((10, 10), 2, "marshal", "lance", []),
            _general((2, 10), 3, "vanguard", "axe", []),
        ],
        "rock": None,
        "dragon": {"card": "young", "alert": 1},
        "crown": [6, 6],
        "query": {"type": "queue"},
    },
    "movement": _two(
        [],
        heroes=[
            {"at": [2, 5], "owner": 0, "name": "ragnar", "cards": _cards(("lance", "recruit"))},
            {"at": [12, 12], "owner": 2, "name": "sylva"},
        ],
        castles=[{"at": [1, 1], "owner": 0}],
        walls=[[4, 0], [4, 1], [4, 2], [4, 3]],
        rock=[6, 0],
        query={"type": "moves", "piece": [2, 5], "white": 3},
    ),
    "strength": _two(
        [],
        heroes=[
            {
                "at": [0, 0],
                "owner": 0,
                "name": "henry",
                "cards": _cards(("sword", "veteran"), ("sword", "elite")),
            },
            {"at": [12, 12], "owner": 2, "name": "sylva"},
        ],
        query={"type": "strength", "pieces": [[0, 0]]},
    ),
    "volley": _two(
        [
            _general((8, 6), 0, "vanguard", "crossbow", _cards(("crossbow", "elite"))),
            _general(
                (10, 6), 2, "guardian", "spear", _cards(("spear", "veteran"), ("spear", "recruit"))
            ),
        ],
        query={"type": "battle", "attacker": [8, 6], "defender": [10, 6]},
    ),
    "archers": _two(
        [
            _general((8, 6), 0, "vanguard", "longbow", _cards(("longbow", "elite"))),
            _general(
                (11, 6),
                2,
                "guardian",
                "javelin",
                _cards(("javelin", "veteran"), ("javelin", "recruit")),
            ),
        ],
        query={"type": "battle", "attacker": [8, 6], "defender": [11, 6]},
    ),
    "dragon": _two(
        [],
        dragon={"card": "grown", "at": [10, 6]},
        seats={
            "0": {"vp": 20, "gold": 5, "food": 0, "trophies": ["young"]},
            "2": {"vp": 0, "gold": 5, "food": 0},
        },
        query={"type": "dragon", "die": "E", "white": 4},
    ),
    "crown": _two(
        [],
        heroes=[
            {"at": [6, 6], "owner": 0, "name": "mirae", "cards": _cards(("axe", "veteran"))},
            {"at": [12, 12], "owner": 2, "name": "sylva"},
        ],
        castles=[{"at": [3, 3], "owner": 0}, {"at": [1, 2], "owner": 0}],
        walls=[[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4], [3, 4]],
        crown=[3, 3],
        query={"type": "winner"},
    ),
}
"""Every board the booklet shows, as position files."""


@lru_cache(maxsize=16)
def position(name: str) -> Position:
    return parse_position(POSITIONS[name])


@lru_cache(maxsize=16)
def answer(name: str) -> dict[str, Any]:
    """The rules' answer to the position's query (battle results, moves, strengths)."""
    return parse_position(POSITIONS[name]).answer()


def observation(name: str) -> Any:
    return position(name).observation()
