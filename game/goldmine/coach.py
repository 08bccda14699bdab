"""What a Gold Mine step did for a seat, in sentences: the words of the coach's hints.

Built from the step's typed events (:mod:`game.goldmine.events`); every sentence is a key
under ``goldmine_coach.``.  A challenge says how often the attacker wins it: three rounds
of one die each, the attacker winning ties, two rounds to win.  Pure (no pygame).

The guided first game that speaks with these words is :mod:`game.goldmine.tutorial`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.events import Event
from game.engine.tutorial import Reason, sentences
from game.goldmine.events import (
    ChallengeStarted,
    ClimbedOut,
    MinerMoved,
    NuggetCollected,
    Stayed,
    TileDrawn,
    TilePlaced,
    TurnChoice,
)

ROUND = 21 / 36
"""The attacker's chance to win one round: its die at least the defender's."""
CHALLENGE = ROUND * ROUND * (3 - 2 * ROUND)
"""The attacker's chance to win two rounds of three (about 62 %)."""

_key = sentences("goldmine_coach")


def reasons(events: Sequence[Event], observation: Any, seat: int) -> list[Reason]:
    """The sentences that say what ``events`` did for ``seat``."""
    out: list[Reason] = []
    for event in events:
        if getattr(event, "seat", None) != seat:
            continue
        found = _about(event)
        if found is not None:
            out.append(found)
    return out


def _about(event: Event) -> Reason | None:
    if isinstance(event, ChallengeStarted):
        chance = round(100 * CHALLENGE)
        left = event.tokens_left
        return _key(f"challenge_{event.challenge}", chance=chance, left=left, count=left)
    if isinstance(event, NuggetCollected):
        return _key("nugget", count=event.held)
    if isinstance(event, MinerMoved):
        steps = max(0, len(event.path) - 1)
        return _key("mud" if event.mud else "moved", count=steps)
    if isinstance(event, TilePlaced):
        return _key("chamber" if event.nugget else "tile")
    if isinstance(event, TurnChoice):
        return _key(f"choice_{event.choice}")
    if isinstance(event, Stayed):
        return _key("stayed")
    if isinstance(event, ClimbedOut):
        return _key("climbed", count=event.nuggets)
    if isinstance(event, TileDrawn) and not event.fits:
        return _key("no_fit")
    return None
