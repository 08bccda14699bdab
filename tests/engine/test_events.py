"""Typed step events: the journal beside the log, visibility, and JSON round trips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from game.engine.contract import LogEntry
from game.engine.events import EVENT_TYPES, Event, Journal, emit, event_from_json
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


def test_a_journal_keeps_log_lines_and_events_apart():
    log = Journal()
    log.append(LogEntry("test.line"))
    log.emit(Stepped(0, ((0, 0), (1, 0))))
    emit(log, Peeked(1, 5, seats=(1,)))
    assert [entry.key for entry in log] == ["test.line"]
    assert [event.kind for event in log.events] == ["test.stepped", "test.peeked"]


def test_emitting_into_a_plain_list_or_no_log_does_nothing():
    plain: list[LogEntry] = []
    emit(plain, Stepped(0, ()))
    emit(None, Stepped(0, ()))
    assert plain == []


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
