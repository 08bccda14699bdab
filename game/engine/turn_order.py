"""Turns and rounds read from a match's typed events (:mod:`game.engine.events`).

Every game emits a ``<game>.turn_began`` event with the ``seat`` whose turn begins, and its
``round`` where the game counts rounds.  Where it does not (Armadora), a round is one pass
of the turn order: it begins again when a seat no later than the last one moves.  The
play screen's log separators, the Results' length of a game and the review's rounds all
count them here, so that they agree; so do turns (:class:`TurnCount`: the review's
"Turn 12" and the Load screen's).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from game.engine.events import Event
from game.engine.match import Match

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


class TurnCount:
    """Turns as the players count them, decision by decision: a decision begins a turn when
    it falls in another seat's turn (``Rules.turn_of``: a defender's answer stays in the
    attacker's turn, chance never ends one) or when a turn began since the last decision
    (a seat playing on alone begins turns of its own)."""

    def __init__(self) -> None:
        self.turns = 0
        self.last: int | None = None
        self.read = 0

    def decision(self, owner: int, events: Sequence[Event]) -> int:
        """The turn of the next decision, in ``owner``'s turn (``events``: the game's so far)."""
        began = any(turn_of(event) is not None for event in events[self.read :])
        self.read = len(events)
        if owner != self.last or began:
            self.turns, self.last = self.turns + 1, owner
        return self.turns


def turns_played(match: Match) -> int:
    """The turn ``match`` is in (or ended in), counted as :class:`TurnCount` does, through
    the match's one replay (the match itself is left as it is)."""
    fresh = match.unplayed()
    count = TurnCount()
    for item in fresh.replay(match.steps, checked=False):
        if item.is_decision:
            count.decision(item.turn_of, item.log.events)
    if not match.is_over and match.turn_of >= 0 and match.turn_of != count.last:
        count.turns += 1  # the turn being played, not yet begun by a decision
    return max(1, count.turns)
