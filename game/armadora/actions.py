"""Armadora's action kinds, declared in one place (pure, no pygame).

An action stays the tuple the rules, the AI and the saves have always used: its first item
names its kind (a plain string, so equality, hashing, ``repr`` and JSON are unchanged), the
rest are its targets.  Squares are cells ``y * 8 + x``, palisades are line indices (see
:mod:`game.armadora.board`), values are 1-5.  Build actions with the constructors below,
never by hand; read them with :func:`kind_of`, :func:`square`, :func:`line` and
:func:`value`; compare kinds with :class:`Kind` (``action[0] == Kind.WARRIOR``).

* the main action: :func:`warrior`, or :func:`palisade` (then a second :func:`palisade` or
  :func:`done`), or :func:`reinforce` (advanced game);
* at the start of a turn instead: :func:`pass_` (for good);
* before the main action, a faction's power once per token (advanced game):
  :func:`peek` (Mage), :func:`goblin` (Goblin), :func:`orc` (Orc), :func:`arrow` (Elf).

:func:`button` is no legal action: the kind alone, which the Power and Reinforce buttons
ask the rules' ``explain`` about (see :mod:`game.armadora.explain`).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

Action = tuple


class Kind(StrEnum):
    """The first item of an action (a ``StrEnum``: equal to the plain string the tuple holds)."""

    WARRIOR = "warrior"
    PALISADE = "palisade"
    DONE = "done"
    REINFORCE = "reinforce"
    PASS = "pass"
    PEEK = "peek"
    GOBLIN = "goblin"
    ORC = "orc"
    ARROW = "arrow"


# The constructors write the kind as a plain string (not the enum member): the tuple is the
# value (its ``repr`` is in the AI's digests and the saves), and building it stays as cheap
# as the literal it replaces.


def warrior(cell: int, value: int) -> Action:
    """Place a warrior of ``value`` from the hand face down on the free square ``cell``
    (the main action)."""
    return ("warrior", cell, value)


def palisade(line: int) -> Action:
    """Place a palisade on ``line``: the main action's first, or its optional second."""
    return ("palisade", line)


def done() -> Action:
    """Stop after the first palisade of the main action (no second one)."""
    return ("done",)


def reinforce(cell: int) -> Action:
    """Put the reinforcement on the seat's own warrior on ``cell``, in a full territory
    that holds none yet (the main action, advanced game)."""
    return ("reinforce", cell)


def pass_() -> Action:
    """Leave the game for good at the start of a turn (pieces stay and count)."""
    return ("pass",)


def peek(cell: int) -> Action:
    """The Mage's power: look at the face-down opposing warrior on ``cell``."""
    return ("peek", cell)


def goblin(cell: int, value: int) -> Action:
    """The Goblin's power: place a warrior of ``value`` face up on the free square ``cell``
    (a main action follows)."""
    return ("goblin", cell, value)


def orc(line: int) -> Action:
    """The Orc's power: an extra palisade on ``line`` (a main action follows)."""
    return ("orc", line)


def arrow(cell: int) -> Action:
    """The Elf's power: an arrow on the opposing warrior on ``cell`` (it counts one less)."""
    return ("arrow", cell)


def button(kind: Kind) -> Action:
    """The kind alone: what a button starts before its target is chosen (Power, Reinforce),
    for the rules' ``explain``; ``button(Kind.DONE)`` and ``button(Kind.PASS)`` are
    :data:`DONE` and :data:`PASS` themselves."""
    return (str(kind),)


DONE: Action = done()
PASS: Action = pass_()

BUILD: dict[Kind, Callable[..., Action]] = {
    Kind.WARRIOR: warrior,
    Kind.PALISADE: palisade,
    Kind.DONE: done,
    Kind.REINFORCE: reinforce,
    Kind.PASS: pass_,
    Kind.PEEK: peek,
    Kind.GOBLIN: goblin,
    Kind.ORC: orc,
    Kind.ARROW: arrow,
}
"""Each kind's constructor: ``BUILD[kind_of(a)](*a[1:]) == a`` for every action ``a``."""

ON_SQUARE = frozenset({Kind.WARRIOR, Kind.GOBLIN, Kind.PEEK, Kind.ARROW, Kind.REINFORCE})
"""Kinds whose target is a square (:func:`square`)."""
WITH_VALUE = frozenset({Kind.WARRIOR, Kind.GOBLIN})
"""Kinds that place a warrior from the hand: a square and a value (:func:`value`)."""
ON_LINE = frozenset({Kind.PALISADE, Kind.ORC})
"""Kinds whose target is a palisade's line (:func:`line`)."""
POWERS = frozenset({Kind.PEEK, Kind.GOBLIN, Kind.ORC, Kind.ARROW})
"""Kinds that use a faction's power token."""


def kind_of(action: Action) -> Kind:
    """The kind of ``action`` (ValueError for a first item that names no kind)."""
    return Kind(action[0])


def square(action: Action) -> int:
    """The square (cell) an action of a kind in :data:`ON_SQUARE` targets."""
    return action[1]


def line(action: Action) -> int:
    """The palisade line an action of a kind in :data:`ON_LINE` targets."""
    return action[1]


def value(action: Action) -> int:
    """The value of the warrior a kind in :data:`WITH_VALUE` places."""
    return action[2]
