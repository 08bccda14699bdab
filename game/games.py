"""The games shipped in the app: importing each package registers its rules and its views."""

from __future__ import annotations

import importlib

SHIPPED = ("armadora",)


def _import_optional(name: str) -> bool:
    try:
        importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return False
    return True


def load_games(with_views: bool = True) -> list[str]:
    """Import every shipped game (and its views for the app); returns the ids that loaded."""
    loaded = []
    for game_id in SHIPPED:
        if not _import_optional(f"game.{game_id}"):
            continue
        if with_views:
            _import_optional(f"game.{game_id}.view")
        loaded.append(game_id)
    return loaded
