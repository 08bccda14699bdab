"""The games the app knows.  The menu, the loader and the match runner read this list."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import Rules


@dataclass(frozen=True)
class GameInfo:
    """A registered game: its rules and the locale keys that name and describe it."""

    game_id: str
    rules: Rules
    title_key: str
    blurb_key: str
    min_players: int
    max_players: int


_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    """Add (or replace) a game; returns it so modules can register at import time."""
    _GAMES[info.game_id] = info
    return info


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def get(game_id: str) -> GameInfo:
    """The game with ``game_id``; KeyError when unknown."""
    return _GAMES[game_id]


def games() -> list[GameInfo]:
    """Registered games in registration order."""
    return list(_GAMES.values())
