"""Typed step events: the log worded from them, visibility, and JSON round trips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from game.engine.contract import LogEntry
from game.engine.events import EVENT_TYPES, Event, Journal, emit, event_from_json, tells, worded
from game.engine.match import StepReport


@dataclass(frozen=True)
class Stepped(Event):
    kind: ClassVar[str] = "test.stepped"
    seat: int
    path: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Peeked(Event):
    kind: ClassVar[str] = "test.peeked"
    seat: int
    value: int


@dataclass(frozen=True)
class Told(Event):
    kind: ClassVar[str] = "test.told"
    seat: int
    value: int


@dataclass(frozen=True)
class ToldTwice(Event):
    kind: ClassVar[str] = "test.told_twice"
    seat: int


@tells(Told)
def _told(event: Told) -> list[LogEntry]:
    return [LogEntry("test.told", {"seat": event.seat, "value": event.value})]


@tells(ToldTwice)
def _told_twice(event: ToldTwice) -> list[LogEntry]:
    everybody = LogEntry("test.public", {"seat": event.seat}, seats=(0, 1))
    return [LogEntry("test.first", {"seat": event.seat}), everybody]


def test_the_log_is_worded_from_the_events_in_the_order_they_were_emitted():
    log = Journal()
    log.emit(Stepped(0, ((0, 0), (1, 0))))  # an event the log does not tell
    emit(log, Told(1, 5))
    emit(log, ToldTwice(0))
    assert [entry.key for entry in log] == ["test.told", "test.first", "test.public"]
    assert log[0].args == {"seat": 1, "value": 5}
    assert [event.kind for event in log.events] == ["test.stepped", "test.told", "test.told_twice"]
    assert log.sources == [1, 2, 2]  # each line knows the event it words
    assert log.places == [0, 0, 1]


def test_a_line_is_as_secret_as_its_event_unless_it_names_its_readers():
    secret = worded(Told(1, 5, seats=(1,)))
    assert [line.seats for line in secret] == [(1,)]
    assert not secret[0].visible_to(0) and secret[0].visible_to(1)
    assert [line.seats for line in worded(ToldTwice(0, seats=(0,)))] == [(0,), (0, 1)]
    assert worded(Stepped(0, ())) == []


def test_an_event_type_is_worded_once():
    with pytest.raises(TypeError):
        tells(Told)(lambda event: [])


def test_a_plain_list_gets_the_lines_and_no_log_gets_nothing():
    plain: list[LogEntry] = []
    emit(plain, Told(0, 2))
    emit(plain, Stepped(0, ()))
    emit(None, Told(0, 2))
    assert [entry.key for entry in plain] == ["test.told"]


def test_an_event_round_trips_through_json_with_its_visibility():
    for event in (Stepped(0, ((0, 0), (1, 0))), Peeked(1, 5, seats=(1,))):
        data = event.to_json()
        assert data["event"] == event.kind
        assert event_from_json(data) == event
    assert "seats" not in Stepped(0, ()).to_json()
    assert EVENT_TYPES["test.peeked"] is Peeked


def test_a_seat_is_told_only_the_events_it_may_know():
    report = StepReport(
        0, 1, ("peek",), (), (Stepped(1, ()), Peeked(1, 5, seats=(1,))), public=None
    )
    assert [e.kind for e in report.events_for(0)] == ["test.stepped"]
    assert [e.kind for e in report.events_for(1)] == ["test.stepped", "test.peeked"]
    assert len(report.events_for(None)) == 2


def test_two_event_types_may_not_share_a_kind():
    with pytest.raises(TypeError):

        @dataclass(frozen=True)
        class Again(Event):
            kind: ClassVar[str] = "test.stepped"
