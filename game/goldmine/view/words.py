"""Gold Mine's small helpers for words and actions, shared by the play scene and its side
panel: a tile in words, the step of the turn, an own tile played."""

from __future__ import annotations

from game.engine.contract import Action
from game.goldmine.tiles import TILES
from game.text import tr


def tile_name(tile: int) -> str:
    """A tile in words: its kind, and its water pool or mud pit."""
    spec = TILES[tile]
    name = tr(f"goldmine.kind.{spec.spec.name}")
    if spec.passage:
        return tr("goldmine_ui.with_passage", kind=name)
    if spec.mud:
        return tr("goldmine_ui.with_mud", kind=name)
    return name


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
    return action[0] in ("hand", "excavate") and len(action) == 2
