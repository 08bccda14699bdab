"""What the app shows for each game: card picture, setup, rules and play scenes.

A game declares its ``GameView`` in its registry entry (``view_ref``); the app asks the
registry, never a game package by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene
    from game.engine.match import Match


@dataclass(frozen=True)
class GameView:
    game_id: str
    card_picture: Callable[[tuple[int, int]], pygame.Surface]
    setup_scene: Callable[[App], Scene]
    rules_scene: Callable[[App], Scene]
    play_scene: Callable[[App, Match], Scene]
    sample_scenes: Callable[[App], list[Scene]] | None = None
    """Every other scene of the game, built on sample positions (for the self-test)."""


def get_view(game_id: str) -> GameView:
    """The view of a registered game (KeyError when it has none)."""
    from game.engine import registry

    view = registry.get(game_id).view
    if view is None:
        raise KeyError(game_id)
    return view


def views() -> list[GameView]:
    """The views of every game the app can show, in menu order."""
    from game.engine import registry

    return [info.view for info in registry.games() if info.view is not None]
