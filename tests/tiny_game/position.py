"""Tiny Duel position files: ``analyse`` answers who wins a final position and what each
duel would score (see :mod:`game.engine.analyse`).

The example to copy (a real game: ``game/armadora/position.py``).  A position is::

    {"game": "tiny", "players": 3, "teams": false,
     "points": [4, 2, 4], "secrets": [6, 2, 5]}

``players``, ``points`` and ``secrets`` are required; ``teams`` defaults to false (it needs
4 players).  Points are -100 to 100 (a game of ten rounds scores far less), secrets 1-6.
The answer: ``ranking`` (groups of seats, first place first), ``sides`` (each side's
total), ``shared`` (a shared first place) and ``duels`` (``duels[i][j]``: what seat ``i``
would score dueling seat ``j``; 0 against itself).  A malformed position raises
:class:`PositionError` naming the problem (``analyse FILE`` prints it as one line).
"""

from __future__ import annotations

from typing import Any

from tiny_game.rules import DUEL_LOSS, DUEL_WIN, FACES, RULES

MAX_POINTS = 100


class PositionError(ValueError):
    """A position file that cannot be answered; the message names the problem."""


def _ints(data: dict[str, Any], name: str, players: int, low: int, high: int) -> list[int]:
    values = data.get(name)
    if not isinstance(values, list) or len(values) != players:
        raise PositionError(f"'{name}' must be a list of {players} integers")
    for value in values:
        if type(value) is not int or not low <= value <= high:
            raise PositionError(f"'{name}': every value must be an integer from {low} to {high}")
    return values


def duel_gain(mine: int, theirs: int) -> int:
    return DUEL_WIN if mine > theirs else DUEL_LOSS if mine < theirs else 0


def analyse(data: dict[str, Any]) -> dict[str, Any]:
    """The answer to a decoded position (see the module)."""
    if data.get("game", "tiny") != "tiny":
        raise PositionError("'game' must be \"tiny\"")
    players = data.get("players")
    if type(players) is not int or not RULES.min_players <= players <= RULES.max_players:
        raise PositionError("'players' must be an integer from 2 to 6")
    teams = data.get("teams", False)
    if not isinstance(teams, bool) or (teams and players != 4):
        raise PositionError("'teams' must be true or false, and true only with 4 players")
    points = _ints(data, "points", players, -MAX_POINTS, MAX_POINTS)
    secrets = _ints(data, "secrets", players, FACES[0], FACES[-1])
    state = RULES.initial_state({"players": players, "rounds": 1, "teams": teams})
    state.points, state.secrets, state.pending, state.round = points, secrets, "", 1
    outcome = RULES.outcome(state)  # the final position: the rules rank it
    return {
        "ranking": outcome.ranking,
        "sides": outcome.detail["sides"],
        "shared": outcome.detail["shared"],
        "duels": [
            [duel_gain(a, b) if i != j else 0 for j, b in enumerate(secrets)]
            for i, a in enumerate(secrets)
        ],
    }
