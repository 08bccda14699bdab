"""Gold Mine's action kinds, declared in one place (pure: no pygame).

An action stays the tuple the rules have always used, its first item the kind's name
(``("place", 3, -1, 2)``): saves keep it as a JSON list, the AI hashes and compares it.
This module says which kinds there are (:class:`Kind`), builds each one (one constructor
per kind, with named parameters) and reads the ones that carry parts (:func:`kind_of` and a
:class:`~typing.NamedTuple` view per shape).  Rules, AI and views build actions here only.

The kinds' names are also module constants (``PLACE``...), plain strings equal to the
enum's members, for the rules' hot paths (a global is ten times quicker to read than an
enum member).
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from game.engine.contract import Action


class Kind(StrEnum):
    """The kinds of Gold Mine's actions (the first item of every action)."""

    DRAW = "draw"
    """Development: draw from the development stack (instead of an own face-up tile)."""
    HAND = "hand"
    """Development: lay one of the player's own face-up tiles instead of drawing."""
    PLACE = "place"
    """Lay the tile in hand on a square of the mine, turned ``rot`` quarter turns."""
    EXCAVATE = "excavate"
    """Movement step: draw from the production stack (or, with a tile, lay an own one)."""
    ROLL = "roll"
    """Movement step: roll the die and walk."""
    PASSAGE = "passage"
    """Movement step: take the secret passage the miner stands on (two dice)."""
    STAY = "stay"
    """Movement step: the miner stays where it stands."""
    MOVE = "move"
    """Where the pending move ends: a square and the path on its tile."""
    GOLD = "gold"
    """Action step: a gold challenge against a seat."""
    BAT = "bat"
    """Action step: a bat challenge against a seat."""
    GIVE = "give"
    """Action step: hand ``count`` nuggets to the partner standing with the miner."""
    TAKE = "take"
    """Action step: take ``count`` nuggets from the partner standing with the miner."""
    END = "end"
    """Action step: end the turn."""
    NUGGET = "nugget"
    """A challenge's winner: the empty gold chamber that gets the won nugget."""


DRAW = Kind.DRAW.value
HAND = Kind.HAND.value
PLACE = Kind.PLACE.value
EXCAVATE = Kind.EXCAVATE.value
ROLL = Kind.ROLL.value
PASSAGE = Kind.PASSAGE.value
STAY = Kind.STAY.value
MOVE = Kind.MOVE.value
GOLD = Kind.GOLD.value
BAT = Kind.BAT.value
GIVE = Kind.GIVE.value
TAKE = Kind.TAKE.value
END = Kind.END.value
NUGGET = Kind.NUGGET.value

CHALLENGES = (Kind.GOLD, Kind.BAT)
"""The two challenges."""
HANDOVERS = (Kind.GIVE, Kind.TAKE)
"""The two ways nuggets change hands between partners."""


# --- constructors: one per kind ------------------------------------------------------------
def draw() -> Action:
    """Development: draw a tile from the development stack."""
    return (DRAW,)


def hand(tile: int) -> Action:
    """Development: lay the player's own face-up ``tile`` instead of drawing."""
    return (HAND, tile)


def place(x: int, y: int, rot: int) -> Action:
    """Lay the tile in hand on square ``(x, y)``, turned ``rot`` quarter turns."""
    return (PLACE, x, y, rot)


def excavate(tile: int | None = None) -> Action:
    """Movement step: draw from the production stack, or (``tile``) lay an own face-up tile."""
    return (EXCAVATE,) if tile is None else (EXCAVATE, tile)


def roll() -> Action:
    """Movement step: roll the die and walk."""
    return (ROLL,)


def passage() -> Action:
    """Movement step: take the secret passage under the miner."""
    return (PASSAGE,)


def stay() -> Action:
    """Movement step: stay where the miner stands."""
    return (STAY,)


def move(x: int, y: int, path: int) -> Action:
    """The pending move ends on square ``(x, y)``, on path ``path`` of its tile."""
    return (MOVE, x, y, path)


def gold(target: int) -> Action:
    """A gold challenge against seat ``target``."""
    return (GOLD, target)


def bat(target: int) -> Action:
    """A bat challenge against seat ``target``."""
    return (BAT, target)


def challenge(kind: str, target: int) -> Action:
    """The challenge ``kind`` (gold or bat) against seat ``target``."""
    if kind not in CHALLENGES:
        raise ValueError(f"not a challenge: {kind!r}")
    return (Kind(kind).value, target)


def give(count: int) -> Action:
    """Hand ``count`` nuggets to the partner."""
    return (GIVE, count)


def take(count: int) -> Action:
    """Take ``count`` nuggets from the partner."""
    return (TAKE, count)


def handover(kind: str, count: int) -> Action:
    """The hand-over ``kind`` (give or take) of ``count`` nuggets."""
    if kind not in HANDOVERS:
        raise ValueError(f"not a hand-over: {kind!r}")
    return (Kind(kind).value, count)


def end() -> Action:
    """End the turn."""
    return (END,)


def nugget(x: int, y: int) -> Action:
    """Hide the won nugget in the gold chamber on square ``(x, y)``."""
    return (NUGGET, x, y)


# --- readers ---------------------------------------------------------------------------------
def kind_of(action: Action) -> Kind:
    """The action's kind (``ValueError`` for a kind Gold Mine does not have)."""
    return Kind(action[0])


def own_tile(action: Action) -> bool:
    """Laying one of the player's own face-up tiles (``hand``, or ``excavate`` with a tile)."""
    return len(action) == 2 and action[0] in (HAND, EXCAVATE)


class Placement(NamedTuple):
    """A ``place`` action read: the square and the rotation."""

    kind: str
    x: int
    y: int
    rot: int


class Destination(NamedTuple):
    """A ``move`` action read: the square and the path on its tile where the miner ends."""

    kind: str
    x: int
    y: int
    path: int


class Chamber(NamedTuple):
    """A ``nugget`` action read: the chamber's square."""

    kind: str
    x: int
    y: int


class Challenge(NamedTuple):
    """A ``gold`` or ``bat`` action read: the challenged seat."""

    kind: str
    target: int


class Handover(NamedTuple):
    """A ``give`` or ``take`` action read: how many nuggets."""

    kind: str
    count: int


class TileChoice(NamedTuple):
    """A ``hand`` or ``excavate`` action with a tile, read: the own face-up tile laid."""

    kind: str
    tile: int


_SHAPES: dict[str, type] = {
    PLACE: Placement,
    MOVE: Destination,
    NUGGET: Chamber,
    GOLD: Challenge,
    BAT: Challenge,
    GIVE: Handover,
    TAKE: Handover,
    HAND: TileChoice,
}


def read(action: Action) -> tuple:
    """The action as its kind's named view (``Placement``, ``Destination``...); a kind
    without parts (``draw``, ``roll``, ``end``...) and a bare ``excavate`` read as the
    tuple itself.  ``ValueError`` for an unknown kind or the wrong number of parts."""
    kind = kind_of(action).value
    shape = TileChoice if kind == EXCAVATE and len(action) == 2 else _SHAPES.get(kind)
    if shape is None:
        if len(action) != 1:
            raise ValueError(f"{kind} takes no parts: {action!r}")
        return tuple(action)
    if len(action) != len(shape._fields):
        raise ValueError(f"{kind} takes {len(shape._fields) - 1} parts: {action!r}")
    return shape._make(action)


_BUILD = {
    DRAW: draw,
    HAND: hand,
    PLACE: place,
    EXCAVATE: excavate,
    ROLL: roll,
    PASSAGE: passage,
    STAY: stay,
    MOVE: move,
    GOLD: gold,
    BAT: bat,
    GIVE: give,
    TAKE: take,
    END: end,
    NUGGET: nugget,
}


def rebuild(action: Action) -> Action:
    """The action built again by its kind's constructor from its parts (equal to it for
    every action Gold Mine makes; ``ValueError``/``TypeError`` for one it never makes)."""
    return _BUILD[kind_of(action).value](*action[1:])
