"""What the app shows for each game: card picture, setup, rules and play scenes, how seats
are labelled, and the game's part of the Results screen.

A game declares its ``GameView`` in its registry entry (``view_ref``); the app asks the
registry, never a game package by name.

Only ``game_id``, ``card_picture``, ``rules_scene`` and ``play_scene`` are required:

- ``setup_scene``: None means the shared screen (:class:`game.app.setup_scene.SetupScene`)
  drawn from the game's declared ``SetupSpec`` (the registry entry's ``setup``);
- ``seat_label(observation, seat) -> locale key | None``: the game's name for a seat (its
  faction, colour, hero), read from any observation (:mod:`game.app.seat_names`);
- ``results_detail(match, outcome, names) -> Breakdown | html``: the game's explanation
  of the result under the shared headline (:mod:`game.app.results_scene`);
- ``results_picture(app, observation, breakdown) -> ResultsPicture``: the final position
  drawn beside it, from the public observation only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app.results_scene import Breakdown, ResultsPicture
    from game.app.scene import AppShell as App
    from game.app.scene import Scene
    from game.app.seat_names import SeatNames
    from game.engine.contract import Outcome
    from game.engine.match import Match


@dataclass(frozen=True)
class GameView:
    game_id: str
    card_picture: Callable[[tuple[int, int]], pygame.Surface]
    rules_scene: Callable[[App], Scene]
    play_scene: Callable[[App, Match], Scene]
    setup_scene: Callable[[App], Scene] | None = None
    """The New game screen; None (the usual case) gives the shared setup scene."""
    sample_scenes: Callable[[App], list[Scene]] | None = None
    """Every other scene of the game, built on sample positions (for the self-test)."""
    seat_label: Callable[[Any, int], str | None] | None = None
    results_detail: Callable[[Match, Outcome, SeatNames], Breakdown | str] | None = None
    results_picture: Callable[[App, Any, Breakdown], ResultsPicture] | None = None

    def __post_init__(self) -> None:
        if self.setup_scene is None:  # so ``view.setup_scene(app)`` always works
            object.__setattr__(self, "setup_scene", self._shared_setup)

    def _shared_setup(self, app: App) -> Scene:
        from game.app.setup_scene import SetupScene

        return SetupScene(app, self.game_id)

    def new_game_scene(self, app: App) -> Scene:
        """The scene a Play click on the game's card opens."""
        return self.setup_scene(app)


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
