"""What a Tiny Duel step did for a seat, in sentences: the coach's "why" and its hints.

The example to copy (a real game: ``game/armadora/coach.py``).  Built from the step's
typed events the seat may know (:mod:`tiny_game.events`); every sentence is a key under
``tiny.coach.`` with its arguments.  Pure (no pygame), like the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.events import Event
from game.engine.tutorial import Reason, sentences
from tiny_game.events import Dueled, Rolled, SecretSeen, Took, TurnEnded, Yielded

_key = sentences("tiny.coach")


def reasons(events: Sequence[Event], observation: Any, seat: int) -> list[Reason]:
    """The sentences that say what ``events`` did for ``seat``: only its own moves count."""
    out: list[Reason] = []
    for event in events:
        if getattr(event, "seat", None) != seat:
            continue
        if isinstance(event, Took):
            out.append(_key("took", points=event.points))
        elif isinstance(event, Rolled):
            out.append(_key("rolled", die=event.die, gain=event.gain))
        elif isinstance(event, SecretSeen) and event.target != seat:
            out.append(_key("peeked", value=event.value))
        elif isinstance(event, Dueled):
            name = "duel_won" if event.gain > 0 else "duel_lost" if event.gain < 0 else "duel_even"
            out.append(_key(name, mine=event.mine, theirs=event.theirs, gain=event.gain))
        elif isinstance(event, Yielded):
            out.append(_key("yielded", points=event.points))
        elif isinstance(event, TurnEnded) and event.early:
            out.append(_key("ended"))
    return out
