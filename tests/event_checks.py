"""Checks shared by the games' event and explain tests: every step told, each event a JSON
round trip, replay recomputing the same events, and a reason worded in both languages."""

from __future__ import annotations

import json
from collections.abc import Sequence
from types import ModuleType

from game import text
from game.engine.events import event_from_json
from game.engine.match import Match, StepReport


def check_every_step_told(match: Match, reports: Sequence[StepReport], events: ModuleType):
    """Every step of ``match`` (its ``reports``) emits events of the game's ``events``
    module, each coming back the same from JSON."""
    assert len(reports) == len(match.steps)
    prefix = match.rules.game_id + "."
    for report in reports:
        assert report.events, f"step {report.index} ({report.value}) told nothing"
        for event in report.events:
            assert event.kind.startswith(prefix)
            assert type(event).__module__ == events.__name__
            data = json.loads(json.dumps(event.to_json()))
            assert event_from_json(data) == event


def replayed_events(match: Match) -> list:
    """The events a replay of ``match``'s steps recomputes."""
    replayed = Match(match.rules, match.setup, match.seed, match.seats)
    replayed.rebuild(match.steps)
    return replayed.log.events


def said(found) -> str:
    """The reason in words, in both languages (each has the key; every field is filled)."""
    key, args = found
    old = text.language()
    try:
        words = []
        for lang in ("en", "ko"):
            assert text.has(key, lang), (key, lang)
            text.set_language(lang)
            words.append(text.tr(key, **args))
            assert "%{" not in words[-1] and words[-1].strip(), (key, lang)
        return words[0]
    finally:
        text.set_language(old)
