"""Typed step events: what a step did, as data the screen can animate, highlight and tell.

A rule writes one account of every step into its :class:`Journal`: small frozen
:class:`Event` records (a piece moved along this path, a battle was decided by these
numbers).  The log's lines (locale keys with arguments, for people to read) are worded
from the events by each game's tellers (:func:`tells`), as each event is emitted; a view
animates and highlights from events alone and never decodes a log line.

Events obey the log's visibility: ``seats`` names who may know one (``None``: everybody),
so a secret is told by an event of its own addressed to its owner.  Events hold plain
JSON values (ints, strings, booleans, tuples of them), are never saved, and are
recomputed by replaying a match.

A game declares its events as subclasses, each with a unique ``kind``:

    @dataclass(frozen=True)
    class WarriorPlaced(Event):
        kind: ClassVar[str] = "armadora.warrior_placed"
        seat: int
        x: int
        y: int
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any, ClassVar, TypeVar

from game.engine.contract import LogEntry

EVENT_TYPES: dict[str, type[Event]] = {}
"""Every declared event type by its ``kind`` (filled as game modules are imported)."""

Teller = Callable[[Any], Iterable[LogEntry]]
"""Words an event as log lines (zero or more)."""

TELLERS: dict[type, Teller] = {}
"""How each event type is worded in the log (filled as games' wording modules are imported)."""

E = TypeVar("E", bound="Event")


@dataclass(frozen=True, kw_only=True)
class Event:
    """Something a step did.  Subclasses add their fields and a unique ``kind``."""

    kind: ClassVar[str] = ""
    seats: tuple[int, ...] | None = None
    """Who may know of it (``None``: everybody)."""
    touches: ClassVar[tuple[str, ...]] = ("owner", "target", "defender", "defender_seat", "victim")
    """The fields that name a seat whose pieces this event did something to (the log makes
    such a line stand out for that seat); an event type names its own where they differ."""
    line_follows: ClassVar[bool] = False
    """Where the log line this event tells of stands when the event words none of its
    own (one that does is told by its own first line): by default the line just before
    it (the rules wrote that line, or an earlier event worded it); True for an event
    emitted just before its line (a battle, its numbers taken before it changes
    anything)."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind:
            if cls.kind in EVENT_TYPES and EVENT_TYPES[cls.kind] is not cls:
                raise TypeError(f"two event types are called {cls.kind!r}")
            EVENT_TYPES[cls.kind] = cls

    def visible_to(self, seat: int | None) -> bool:
        """Whether ``seat`` may know of this event (``None``: a spectator after the game)."""
        return self.seats is None or seat is None or seat in self.seats

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"event": self.kind}
        for item in fields(self):
            if item.name != "seats":
                data[item.name] = _plain(getattr(self, item.name))
        if self.seats is not None:
            data["seats"] = list(self.seats)
        return data


def event_from_json(data: Mapping[str, Any]) -> Event:
    """The event ``Event.to_json`` wrote (lists come back as tuples)."""
    cls = EVENT_TYPES[data["event"]]
    values = {k: _frozen(v) for k, v in data.items() if k not in ("event", "seats")}
    seats = data.get("seats")
    return cls(**values, seats=None if seats is None else tuple(seats))


def _plain(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def tells(*event_types: type[E]) -> Callable[[Callable[[E], Iterable[LogEntry]]], Teller]:
    """Declare a function as the log's wording of ``event_types``: it returns the lines an
    event of them reads as.  A line is as secret as its event: one without ``seats`` of
    its own is shown to the event's seats only."""

    def declare(teller: Callable[[E], Iterable[LogEntry]]) -> Teller:
        for event_type in event_types:
            if TELLERS.get(event_type, teller) is not teller:
                raise TypeError(f"{event_type.__name__} is worded twice")
            TELLERS[event_type] = teller
        return teller

    return declare


def worded(event: Event) -> list[LogEntry]:
    """The log lines ``event`` reads as (none for an event the log does not tell)."""
    teller = TELLERS.get(type(event))
    if teller is None:
        return []
    lines = list(teller(event))
    if event.seats is None:
        return lines
    return [line if line.seats is not None else replace(line, seats=event.seats) for line in lines]


class Journal(list):
    """A step's (or a match's) log lines, with the typed events they were worded from in
    :attr:`events`.  Rules :meth:`emit` events; the lines follow from them."""

    def __init__(self, entries: Iterable[LogEntry] = ()) -> None:
        super().__init__(entries)
        self.events: list[Event] = []
        self.places: list[int] = []
        """For each event, how many log lines stood before it (the log shows a turn's
        separator before the first line after its turn began)."""
        self.sources: list[int | None] = [None] * len(self)
        """For each log line, the index in :attr:`events` of the event it words."""

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.places.append(len(self))
        lines = worded(event)
        self.extend(lines)
        self.sources.extend([len(self.events) - 1] * len(lines))

    def append(self, entry: LogEntry) -> None:  # a line copied in: no event of its own
        super().append(entry)
        self.sources.append(None)


def emit(log: list[LogEntry] | None, event: Event) -> None:
    """Emit ``event`` into ``log``: a :class:`Journal` keeps it and its lines, a plain list
    its lines only (rules are also applied with no log at all, by the AI)."""
    if isinstance(log, Journal):
        log.emit(event)
    elif log is not None:
        log.extend(worded(event))


RESIGNED_LOG = "play.log_resigned"
"""The log line of a resignation (``seat``: who resigned, ``side``: for whom)."""


@dataclass(frozen=True, kw_only=True)
class Resigned(Event):
    """A seat resigned for its side (the match's own step; the rules' state is unchanged)."""

    kind: ClassVar[str] = "match.resigned"
    seat: int
    side: int


@tells(Resigned)
def _tell_resigned(event: Resigned) -> list[LogEntry]:
    return [LogEntry(RESIGNED_LOG, {"seat": event.seat, "side": event.side})]
