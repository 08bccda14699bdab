"""Gold Mine's small helpers for words and actions, shared by the play scene and its parts:
a tile in words, a square by where it is, the step of the turn, an own tile played."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action
from game.goldmine import actions as act
from game.goldmine.state import DEV_TILES
from game.goldmine.words import tile_name, where  # noqa: F401 (the view's words too)
from game.text import tr

CHALLENGES = act.CHALLENGES
"""The two challenges, as the actions name them."""


STEPS = {
    "deal": "setup",
    "rolloff": "setup",
    "dev_source": "develop",
    "movement": "movement",
    "roll": "move",
    "move": "move",
    "passage_roll": "passage",
    "passage_move": "passage",
    "action": "action",
}
"""Stage -> the step of the turn the side panel names (the rest are challenge steps)."""


def step_of(shown) -> str:
    """The step of the turn in words' key: developing, excavating, moving, a challenge..."""
    if shown.stage in ("draw", "place"):
        return "develop" if shown.miners and shown.miners[0] is None else "excavate"
    return STEPS.get(shown.stage, "challenge")


def own(action: Action) -> bool:
    """Playing one of the player's own face-up tiles (instead of drawing)."""
    return act.own_tile(action)


def progress(observation: Any) -> str:
    """The stage of the game: the mine's development, or the production round (a game
    stopped by the round limit stands at its last round, not one past it)."""
    if observation.miners and observation.miners[0] is None:
        return tr("goldmine_ui.phase_development", placed=observation.dev_placed, total=DEV_TILES)
    if observation.round_limit is None:
        return tr("goldmine_ui.round_open", round=observation.round + 1)
    shown = min(observation.round + 1, observation.round_limit)
    return tr("goldmine_ui.round", round=shown, limit=observation.round_limit)
