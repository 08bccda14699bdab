"""Gold Mine's small helpers for words and actions, shared by the play scene and its parts:
a tile in words, a square by where it is, the step of the turn, an own tile played."""

from __future__ import annotations

from game.engine.contract import Action
from game.goldmine.tiles import TILES
from game.text import tr

CHALLENGES = ("gold", "bat")
"""The two challenges, as the actions name them."""


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


def where(x: int, y: int) -> str:
    """A square named as a player finds it: by its steps from the entrance (the mine has no
    coordinates on screen), e.g. "the square 2 right and 1 up from the entrance"."""
    if x == 0 and y == 0:
        return tr("goldmine_ui.where.entrance")
    parts = []
    if x:
        parts.append(tr("goldmine_ui.where.right" if x > 0 else "goldmine_ui.where.left", n=abs(x)))
    if y:
        parts.append(tr("goldmine_ui.where.down" if y > 0 else "goldmine_ui.where.up", n=abs(y)))
    steps = parts[0] if len(parts) == 1 else tr("goldmine_ui.where.both", a=parts[0], b=parts[1])
    return tr("goldmine_ui.where.square", steps=steps)
