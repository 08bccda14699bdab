"""What a Crown & Dragon step did for a seat, in sentences: the words of the coach's hints.

Built from the step's typed events (:mod:`game.crown.events`); every sentence is a key
under ``crown_coach.``.  Pure (no pygame).  The guided first game that uses them too is
:mod:`game.crown.tutorial`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.crown.events import (
    BattleFought,
    Built,
    CardBought,
    CrownTaken,
    DragonSlain,
    GeneralKept,
    PieceMoved,
    PointsScored,
    UpkeepPaid,
)
from game.engine.events import Event
from game.engine.tutorial import Reason, sentences


def reasons(events: Sequence[Event], observation: Any, seat: int) -> list[Reason]:
    """The sentences that say what ``events`` did for ``seat``."""
    said = (_battle(e, seat) if isinstance(e, BattleFought) else _own(e, seat) for e in events)
    return [reason for reason in said if reason is not None]


_key = sentences("crown_coach")


def _battle(event: BattleFought, seat: int) -> Reason | None:
    if seat not in (event.attacker_seat, event.defender_seat):
        return None
    attacking = event.attacker_seat == seat
    won = event.winner == ("attacker" if attacking else "defender")
    lost = event.winner == ("defender" if attacking else "attacker")
    name = "battle_won" if won else "battle_lost" if lost else "battle_even"
    return _key(name, attack=event.attack, defence=event.defence)


def _own(event: Event, seat: int) -> Reason | None:
    if getattr(event, "seat", None) != seat:
        return None
    if isinstance(event, PieceMoved):
        return _key("moved", count=max(0, len(event.path) - 1))
    if isinstance(event, Built):
        return _key(f"built_{event.structure}", price=event.price)
    if isinstance(event, CrownTaken):
        return _key("crown")
    if isinstance(event, CardBought):
        return _key("bought", price=event.price)
    if isinstance(event, DragonSlain):
        return _key("dragon")
    if isinstance(event, PointsScored):
        return _key("points", count=event.points, total=event.total)
    if isinstance(event, UpkeepPaid):
        return _key("upkeep", paid=event.paid)
    if isinstance(event, GeneralKept):
        return _key("general")
    return None
