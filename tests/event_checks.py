"""Checks shared by the games' event and explain tests: every step told, each event a JSON
round trip, replay recomputing the same events, and a reason worded in both languages."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any

from game import text
from game.engine.contract import Action, Rules
from game.engine.events import event_from_json
from game.engine.match import Match, SeatInfo, StepReport


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


def positions(
    rules: Rules, setup: Mapping[str, Any], seed: int, avoid: Action, every: int = 3
) -> Iterator[Match]:
    """Positions along a game of seeded random moves (every ``every``-th step, and the
    end); ``avoid`` (a pass, an end of turn) is played only when nothing else is legal."""
    match = Match.new(rules, setup, seed, [SeatInfo()] * setup["players"])
    rng = random.Random(seed)
    count = 0
    while not match.is_over:
        if count % every == 0:
            yield match
        legal = match.legal_actions()
        match.play(rng.choice([a for a in legal if a != avoid] or legal))
        count += 1
    yield match


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
