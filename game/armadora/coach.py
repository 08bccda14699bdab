"""What an Armadora step did for a seat, in sentences: the coach's "why" and its hints.

Built from the step's typed events (:mod:`game.armadora.events`) the seat may know and
its observation after the step; every sentence is a key under ``armadora_coach.``.  Pure
(no pygame), like the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.armadora import board, moves
from game.armadora.events import (
    PalisadePlaced,
    Passed,
    PowerUsed,
    Reinforced,
    SecondPalisadeDeclined,
    TerritoryClosed,
    TerritoryFilled,
    TerritoryScored,
    TerritoryStanding,
    WarriorPlaced,
)
from game.engine.events import Event
from game.engine.tutorial import Reason, sentences

_key = sentences("armadora_coach")


def reasons(events: Sequence[Event], observation: Any, seat: int) -> list[Reason]:
    """The sentences that say what ``events`` did for ``seat`` (see the module)."""
    gold_of = {e.cells: e.gold for e in events if isinstance(e, TerritoryClosed)}
    closed = any(isinstance(e, TerritoryClosed) for e in events)
    out: list[Reason] = []
    for event in events:
        out.extend(_about(event, observation, seat, gold_of, closed))
    return out


def _about(
    event: Event, obs: Any, seat: int, gold_of: dict[tuple[int, ...], int], closed: bool
) -> list[Reason]:
    if isinstance(event, TerritoryScored):
        return [_scored(event, seat)]
    if getattr(event, "seat", None) != seat:
        return []
    if isinstance(event, WarriorPlaced):
        gold = moves.region_gold(obs, moves.region_at(obs, event.cell))
        square = board.square_name(event.cell)
        if event.face_up:
            return [_key("face_up", square=square, value=event.value, gold=gold)]
        return [_key("warrior", square=square, gold=gold)]
    if isinstance(event, TerritoryStanding):
        mine = event.strength[seat]
        theirs = max((s for i, s in enumerate(event.strength) if i != seat), default=0)
        hidden = sum(h for i, h in enumerate(event.hidden) if i != seat)
        gold = gold_of.get(event.cells, 0)
        name = "closed_tie"
        if mine != theirs:
            name = "closed_lead" if mine > theirs else "closed_behind"
        found = [_key(name, gold=gold, size=len(event.cells), mine=mine, theirs=theirs)]
        if hidden:
            found.append(_key("closed_hidden", count=hidden, most=hidden * 5))
        return found
    if isinstance(event, TerritoryFilled):
        return [_key("filled", gold=event.gold)]
    if isinstance(event, Reinforced):
        return [_key("reinforced", square=board.square_name(event.cell))]
    if isinstance(event, PowerUsed):
        return [_key(f"power_{event.power}", left=event.tokens_left)]
    if isinstance(event, SecondPalisadeDeclined):
        return [_key("done")]
    if isinstance(event, Passed):
        return [_key("passed", count=len(event.still_playing))]
    if isinstance(event, PalisadePlaced) and not closed:
        return [_key("palisade", left=event.palisades_left, count=event.palisades_left)]
    return []


def _scored(event: TerritoryScored, seat: int) -> Reason:
    """Who took a territory's gold at the end, as the seat sees it."""
    strengths = dict(event.strength)
    mine = strengths.get(seat, 0)
    theirs = max((s for side, s in strengths.items() if side != seat), default=0)
    args = {"gold": event.gold, "mine": mine, "theirs": theirs}
    if not event.winners or not event.gold:
        return _key("scored_none", **args)
    if len(event.winners) > 1:
        return _key("scored_split", **args)
    return _key("scored_won" if event.winners[0] == seat else "scored_lost", **args)
