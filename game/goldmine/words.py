"""Gold Mine in words, without the screen: a tile, and a square by where it is (shared by the
play screen and the game's review, which the AI worker loads without pygame)."""

from __future__ import annotations

from game.goldmine.tiles import TILES
from game.text import tr


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


def tile_name(tile: int) -> str:
    """A tile in words: its kind, and its water pool or mud pit."""
    spec = TILES[tile]
    name = tr(f"goldmine.kind.{spec.spec.name}")
    if spec.passage:
        return tr("goldmine_ui.with_passage", kind=name)
    if spec.mud:
        return tr("goldmine_ui.with_mud", kind=name)
    return name
