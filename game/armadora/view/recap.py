"""Armadora's part of the recap and the result cards: what a step did, told from the
events a seat may know (:mod:`game.armadora.events`; the kit is :mod:`game.app.recap`).

Marks name ``("cell", cell)`` or ``("line", line)``; a closed territory and a value a
Mage saw bring a result card with the numbers the log gives in words.
"""

from __future__ import annotations

from collections.abc import Callable

from game.app.recap import Card, CardSide, Line, Mark, Told
from game.armadora import board
from game.armadora.events import (
    ArrowShot,
    PalisadePlaced,
    Passed,
    Reinforced,
    TerritoryClosed,
    TerritoryFilled,
    TerritoryStanding,
    ValueRevealed,
    WarriorPeeked,
    WarriorPlaced,
    WarriorRecord,
)
from game.engine.events import Event
from game.text import tr

KEY = "armadora_ui.recap."


def tell(events: tuple[Event, ...], name: Callable[[int], str]) -> Told:
    """The lines, marks and cards of one step (``name``: a seat's display name)."""
    lines: list[Line] = []
    marks: list[Mark] = []
    cards: list[Card] = []
    standing = {e.cells: e for e in events if isinstance(e, TerritoryStanding)}
    for event in events:
        if isinstance(event, WarriorPlaced):
            square = board.square_name(event.cell)
            if event.face_up:
                lines.append(Line("place", tr(KEY + "goblin", value=event.value, square=square)))
            else:
                lines.append(Line("place", tr(KEY + "warrior", square=square)))
            marks.append(Mark("placed", ("cell", event.cell)))
        elif isinstance(event, PalisadePlaced):
            a, b = board.square_name(event.a), board.square_name(event.b)
            lines.append(Line("wall", tr(KEY + "palisade", a=a, b=b)))
            marks.append(Mark("placed", ("line", event.line)))
        elif isinstance(event, WarriorPeeked):
            square = board.square_name(event.cell)
            lines.append(Line("reveal", tr(KEY + "peek", owner=name(event.owner), square=square)))
            marks.append(Mark("revealed", ("cell", event.cell)))
        elif isinstance(event, ValueRevealed) and event.reason == "peek":
            cards.append(peek_card(event, name))
        elif isinstance(event, ArrowShot):
            square = board.square_name(event.cell)
            owner = name(event.owner)
            lines.append(Line("capture", tr(KEY + "arrow", owner=owner, square=square)))
            marks.append(Mark("struck", ("cell", event.cell)))
        elif isinstance(event, Reinforced):
            square = board.square_name(event.cell)
            lines.append(Line("place", tr(KEY + "reinforce", square=square)))
            marks.append(Mark("placed", ("cell", event.cell)))
        elif isinstance(event, Passed):
            lines.append(Line("pass", tr(KEY + "pass")))
        elif isinstance(event, TerritoryFilled):
            key = "filled" if event.gold else "filled_no_gold"
            lines.append(Line("gold", tr(KEY + key, gold=event.gold)))
        elif isinstance(event, TerritoryClosed):
            size, gold = len(event.cells), event.gold
            key = "closed" if gold else "closed_no_gold"
            lines.append(Line("gold", tr(KEY + key, size=size, gold=gold)))
            cards.append(territory_card(event, standing.get(event.cells), name))
    return Told(tuple(lines), tuple(marks), tuple(cards))


def territory_card(
    closed: TerritoryClosed, known: TerritoryStanding | None, name: Callable[[int], str]
) -> Card:
    """A closed territory: each seat's warriors there as the viewer knows them (its own,
    face-up ones, ones it looked at), their strength, and what decides the gold."""
    warriors = known.warriors if known is not None else closed.warriors
    strength = known.strength if known is not None else closed.strength
    hidden = known.hidden if known is not None else closed.hidden
    owners = sorted({record[1] for record in warriors})
    sides = []
    for owner in owners:
        parts = " + ".join(_warrior(r) for r in warriors if r[1] == owner)
        total = str(strength[owner])
        if hidden[owner]:
            total = tr(KEY + "total_hidden", strength=strength[owner])
            parts = tr(KEY + "hidden_note", parts=parts, hidden=hidden[owner])
        sides.append(CardSide(name(owner), total, parts, seat=owner))
    if any(hidden[o] for o in owners):
        outcome = tr(KEY + "card_open")
    elif not owners:
        outcome = tr(KEY + "card_empty")
    else:
        best = max(strength[o] for o in owners)
        leaders = [o for o in owners if strength[o] == best]
        names = ", ".join(name(o) for o in leaders)
        outcome = tr(KEY + "card_leads", player=names, strength=best)
        sides = [
            CardSide(s.name, s.total, s.parts, won=s.seat in leaders, seat=s.seat) for s in sides
        ]
    key = "card_closed" if closed.gold else "card_closed_no_gold"
    title = tr(KEY + key, size=len(closed.cells), gold=closed.gold)
    return Card("gold", title, tuple(sides), (outcome,))


def _warrior(record: WarriorRecord) -> str:
    """One warrior's strength in words: its value (or "?" face down), arrows, the
    reinforcement."""
    _, _, value, arrows, reinforced = record
    text = str(value) if value else tr(KEY + "face_down")
    if arrows:
        text = tr(KEY + "with_arrows", value=text, arrows=arrows)
    if reinforced:
        text = tr(KEY + "with_reinforcement", value=text)
    return text


def peek_card(event: ValueRevealed, name: Callable[[int], str]) -> Card:
    """The value the viewer's Mage saw."""
    square = board.square_name(event.cell)
    side = CardSide(
        name(event.owner),
        str(event.value),
        tr(KEY + "card_peek_where", square=square),
        seat=event.owner,
    )
    return Card("reveal", tr(KEY + "card_peek"), (side,), (tr(KEY + "card_peek_note"),))
