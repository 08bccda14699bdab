"""Tiny Duel's action kinds, declared in one place (pure: no pygame).

The example to copy (a real game: ``game/armadora/actions.py``).  An action stays a plain
tuple whose first item names its kind, a plain string, so that equality, hashing, ``repr``
and the saves' JSON never change; the rest are its targets.  This module says which kinds
there are (:class:`Kind`), builds each one (one constructor per kind) and reads the parts
(:func:`kind_of`, :func:`target`).  The rules, the review, the tutorial and the view build
actions here only, never as tuple literals.

* the seat to move: :func:`take`, :func:`roll`, :func:`peek`, :func:`duel`, and as the
  second move of a turn :func:`end`;
* a defender challenged to a duel (the ``defend`` option): :func:`accept` or :func:`yield_`.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from game.engine.contract import Action


class Kind(StrEnum):
    """The first item of an action (a ``StrEnum``: equal to the plain string the tuple holds)."""

    TAKE = "take"
    """+1 point."""
    ROLL = "roll"
    """Roll the die (a chance step follows): the face minus 2, never below 0."""
    PEEK = "peek"
    """Look at another seat's secret (only the peeker learns it)."""
    DUEL = "duel"
    """Compare secrets with another seat, once per target."""
    END = "end"
    """End the turn after its first move."""
    ACCEPT = "accept"
    """The defender lets the duel happen."""
    YIELD = "yield"
    """The defender gives the attacker 1 point; both secrets stay hidden."""


# The constructors write the kind as a plain string (not the enum member): the tuple is the
# value, its repr is in the AI's digests and the saves.


def take() -> Action:
    return ("take",)


def roll() -> Action:
    return ("roll",)


def peek(seat: int) -> Action:
    """Look at ``seat``'s secret."""
    return ("peek", seat)


def duel(seat: int) -> Action:
    """Challenge ``seat``: the higher secret scores."""
    return ("duel", seat)


def end() -> Action:
    return ("end",)


def accept() -> Action:
    return ("accept",)


def yield_() -> Action:
    return ("yield",)


BUILD: dict[Kind, Callable[..., Action]] = {
    Kind.TAKE: take,
    Kind.ROLL: roll,
    Kind.PEEK: peek,
    Kind.DUEL: duel,
    Kind.END: end,
    Kind.ACCEPT: accept,
    Kind.YIELD: yield_,
}
"""Each kind's constructor: ``BUILD[kind_of(a)](*a[1:]) == a`` for every action ``a``."""

AT_SEAT = frozenset({Kind.PEEK, Kind.DUEL})
"""Kinds whose target is another seat (:func:`target`)."""
ANSWERS = frozenset({Kind.ACCEPT, Kind.YIELD})
"""The defender's kinds: the only ones legal while a duel waits for its answer."""


def kind_of(action: Action) -> Kind:
    """The kind of ``action`` (ValueError for a first item that names no kind)."""
    return Kind(action[0])


def target(action: Action) -> int:
    """The seat an action of a kind in :data:`AT_SEAT` aims at."""
    return action[1]
