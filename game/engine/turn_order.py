"""Turns and rounds read from a match's typed events (:mod:`game.engine.events`).

Every game emits a ``<game>.turn_began`` event with the ``seat`` whose turn begins, and its
``round`` where the game counts rounds.  Where it does not (Armadora), a round is one pass
of the turn order: it begins again when a seat no later than the last one moves.  The
play screen's log separators, the Results' length of a game and the review's rounds all
count them here, so that they agree.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from game.engine.events import Event

TURN_BEGAN = ".turn_began"
"""The end of every game's turn event ``kind``."""


def turn_of(event: Event) -> tuple[int, int | None] | None:
    """``(seat, round or None)`` when ``event`` begins a turn, else None."""
    if not event.kind.endswith(TURN_BEGAN):
        return None
    seat = getattr(event, "seat", None)
    if not isinstance(seat, int):
        return None
    rnd = getattr(event, "round", None)
    return seat, rnd if isinstance(rnd, int) else None


class RoundCounter:
    """The round of each turn: the event's own, else one more each time the turn order
    starts again (a seat no later than the last one to move)."""

    def __init__(self) -> None:
        self.last_seat: int | None = None
        self.round = 0

    def turn(self, seat: int, rnd: int | None) -> int:
        if rnd is None:
            if self.last_seat is None or seat <= self.last_seat:
                self.round += 1
            rnd = self.round
        self.last_seat = seat
        return rnd


def event_rounds(events: Iterable[Event]) -> Iterator[tuple[int, Event]]:
    """Every event with the round it happened in (0 before the first turn)."""
    counter = RoundCounter()
    current = 0
    for event in events:
        turn = turn_of(event)
        if turn is not None:
            current = counter.turn(*turn)
        yield current, event


def rounds_played(events: Iterable[Event]) -> int:
    """How many rounds a game's events tell of (the last turn's round)."""
    last = 0
    for rnd, _ in event_rounds(events):
        last = rnd
    return last
