"""Tiny Duel's typed step events: what each step did, as data (see :mod:`game.engine.events`).

The example to copy (a real game: ``game/armadora/events.py``).  The rules emit these and
build no log line: :mod:`tiny_game.log_words` words each event as its lines.  The view
animates from them (a :class:`Rolled` die tumbles to its face), the tutorial's steps
complete on them, and the engine counts turns and rounds from :class:`TurnBegan`.  Each
event carries only what its receiving seats may know: a secret is told by a
:class:`SecretSeen` of its own, addressed to the one seat that learns it.

The events of one step come in this order: what the move did (:class:`Took`,
:class:`Peeked` then :class:`SecretSeen`, :class:`Challenged`, :class:`Yielded`,
:class:`Dueled`; a roll is :class:`RollAsked`, its die the chance step's :class:`Rolled`),
then at a turn's end :class:`TurnEnded` and :class:`TurnBegan` for the next turn, or at
the game's end :class:`GameOver`.  The deal is :class:`Dealt`, a :class:`SecretSeen` per
seat and the first :class:`TurnBegan`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import Event


@dataclass(frozen=True)
class Dealt(Event):
    """The deal: every seat got a secret (each is told its own by :class:`SecretSeen`)."""

    kind: ClassVar[str] = "tiny.dealt"
    players: int


@dataclass(frozen=True)
class SecretSeen(Event):
    """``seat`` learns ``target``'s secret (its own at the deal, or by a peek); private."""

    kind: ClassVar[str] = "tiny.secret_seen"
    seat: int
    target: int
    value: int


@dataclass(frozen=True)
class Took(Event):
    kind: ClassVar[str] = "tiny.took"
    seat: int
    points: int


@dataclass(frozen=True)
class RollAsked(Event):
    """``seat`` chose to roll; the die follows as a chance step (:class:`Rolled`)."""

    kind: ClassVar[str] = "tiny.roll_asked"
    seat: int


@dataclass(frozen=True)
class Rolled(Event):
    kind: ClassVar[str] = "tiny.rolled"
    seat: int
    die: int
    gain: int
    points: int


@dataclass(frozen=True)
class Peeked(Event):
    """``seat`` looked at ``target``'s secret (the value: a :class:`SecretSeen` to it)."""

    kind: ClassVar[str] = "tiny.peeked"
    seat: int
    target: int


@dataclass(frozen=True)
class Challenged(Event):
    kind: ClassVar[str] = "tiny.challenged"
    seat: int
    target: int


@dataclass(frozen=True)
class Yielded(Event):
    """``target`` yielded ``seat``'s duel: ``seat`` scores 1 (``points`` after it)."""

    kind: ClassVar[str] = "tiny.yielded"
    seat: int
    target: int
    points: int


@dataclass(frozen=True)
class Dueled(Event):
    """A duel, with both secrets (now public), the attacker's gain and points after it."""

    kind: ClassVar[str] = "tiny.dueled"
    seat: int
    target: int
    mine: int
    theirs: int
    gain: int
    points: int


@dataclass(frozen=True)
class TurnBegan(Event):
    """``seat``'s turn begins, in ``round`` (counted from 1): after the deal, and after
    every turn but the last.  Every game emits its ``<game>.turn_began`` (the engine's
    :mod:`game.engine.turn_order` reads turns and rounds from it: the log's separators,
    the Results' length of a game, the review's rounds)."""

    kind: ClassVar[str] = "tiny.turn_began"
    seat: int
    round: int


@dataclass(frozen=True)
class TurnEnded(Event):
    """``seat``'s turn is over (``early``: it chose End); ``next`` plays, in ``round``."""

    kind: ClassVar[str] = "tiny.turn_ended"
    seat: int
    early: bool
    next: int
    round: int


@dataclass(frozen=True)
class GameOver(Event):
    kind: ClassVar[str] = "tiny.game_over"
    points: tuple[int, ...]
