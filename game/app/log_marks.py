"""Where the game log shows a turn's separator and which of its lines stand out, read from
the match's typed events (:mod:`game.engine.events`), never from the log's words.

A separator stands for each ``<game>.turn_began`` event, with its round counted as
:mod:`game.engine.turn_order` counts rounds (Armadora's: passes of the turn order).  The
separator goes before the first log line written after the event.  A line stands out for
a seat when the event it is worded from (``Journal.sources``) names that seat in one of
its ``touches`` fields (its warrior shot, its general defeated, its miner challenged); an
event without lines of its own marks the line the step wrote right before it (or, for an
event whose ``line_follows``, right after it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.engine.events import Event, Journal
from game.engine.turn_order import RoundCounter, turn_of


@dataclass(frozen=True)
class Turn:
    """A turn that began: whose, and in which round (0: before the first round)."""

    seat: int
    round: int


def touched(event: Event) -> set[int]:
    """The seats whose pieces ``event`` did something to."""
    seats = set()
    for name in event.touches:
        value: Any = getattr(event, name, None)
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            seats.add(value)
    return seats


def _words(log: Any, index: int, place: int) -> bool:
    """Whether event ``index`` of ``log`` is worded by lines of its own (they start at its
    ``place``; ``Journal.sources`` names each line's event)."""
    sources = getattr(log, "sources", None)
    return sources is not None and place < len(sources) and sources[place] == index


class LogMarks:
    """The separators and touched lines of one journal, worked out for the events added
    since the last call (a thousand-line log is not read again every step)."""

    def __init__(self) -> None:
        self._reset(None, None)

    def _reset(self, log: Journal | None, seat: int | None) -> None:
        self._log = log
        self._seat = seat
        self._done = 0
        self._rounds = RoundCounter()
        self.turns: dict[int, Turn] = {}
        """Log line index → the turn whose separator stands before it."""
        self.touches: dict[int, set[int]] = {}
        """Log line index → the seats whose pieces it concerns."""

    def update(self, log: Any, seat: int | None) -> LogMarks:
        """Bring the marks up to date with ``log`` as ``seat`` may know it (None: all)."""
        events = getattr(log, "events", None)
        places = getattr(log, "places", None)
        if events is None or places is None:
            return self
        if log is not self._log or seat != self._seat or self._done > len(events):
            self._reset(log, seat)
        for index in range(self._done, len(events)):
            event, place = events[index], places[index]
            if not event.visible_to(seat):
                continue
            turn = turn_of(event)
            if turn is not None:  # a later turn at the same line wins
                self.turns[place] = Turn(turn[0], self._rounds.turn(*turn))
            seats = touched(event)
            line = place if event.line_follows or _words(log, index, place) else place - 1
            if seats and line >= 0:
                self.touches.setdefault(line, set()).update(seats)
        self._done = len(events)
        return self
