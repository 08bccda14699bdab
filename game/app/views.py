"""What the app shows for each game: card picture, setup, rules and play scenes."""

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


_VIEWS: dict[str, GameView] = {}


def register_view(view: GameView) -> GameView:
    _VIEWS[view.game_id] = view
    return view


def get_view(game_id: str) -> GameView:
    return _VIEWS[game_id]


def views() -> list[GameView]:
    return list(_VIEWS.values())
