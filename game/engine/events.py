"""Typed step events: what a step did, as data the screen can animate, highlight and tell.

A rule writes two accounts of every step into its :class:`Journal`: the log lines (locale
keys with arguments, for people to read) and small frozen :class:`Event` records (for the
view: a piece moved along this path, a battle was decided by these numbers).  A view
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

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from game.engine.contract import LogEntry

EVENT_TYPES: dict[str, type[Event]] = {}
"""Every declared event type by its ``kind`` (filled as game modules are imported)."""


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
    """Where the log line this event tells of stands: by default the line just before it
    (the rules write the line, then emit the event); True for an event emitted just
    before its line (a battle, its numbers taken before it changes anything)."""

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


class Journal(list):
    """A step's (or a match's) log lines, with the typed events beside them in
    :attr:`events`.  Rules ``append`` log lines and :meth:`emit` events."""

    def __init__(self, entries: Iterable[LogEntry] = ()) -> None:
        super().__init__(entries)
        self.events: list[Event] = []
        self.places: list[int] = []
        """For each event, how many log lines stood before it (the log shows a turn's
        separator before the first line after its turn began)."""

    def emit(self, event: Event) -> None:
        self.events.append(event)
        self.places.append(len(self))


def emit(log: list[LogEntry] | None, event: Event) -> None:
    """Emit ``event`` into ``log`` when it is a :class:`Journal` (rules are also applied
    with a plain list of log lines, or with no log at all by the AI)."""
    if isinstance(log, Journal):
        log.emit(event)
