"""Armadora's log, worded from the rules' events (:mod:`game.armadora.events`).

The rules only emit events; each teller here gives the lines one event reads as
(:func:`game.engine.events.tells`), so a log line and the event it tells of can never
disagree.  :mod:`game.armadora.rules` imports this module: the tellers are declared
whenever the rules are loaded.  A line with no ``seats`` of its own is as secret as its
event (a Mage's look, a seat's own standing in a closed territory).

Log entries carry plain arguments.  Conventions for the UI that renders them:

* ``player`` and ``owner`` are seat numbers; render them as the player's name;
* ``side`` is a side number (the seat, or the lowest seat of a team in team play); render it
  as the player's name, or as the team's name in team play;
* ``square`` is a label such as ``D1`` (column letter, row number), with ``x``/``y`` beside
  it for highlighting; palisades carry ``a``/``b`` (the two squares) and ``line``.
"""

from __future__ import annotations

from typing import Any

from game.armadora import board
from game.armadora.events import (
    ArrowShot,
    Dealt,
    GameEnded,
    GameScored,
    PalisadePlaced,
    Passed,
    Reinforced,
    TerritoryClosed,
    TerritoryScored,
    TerritoryStanding,
    ValueRevealed,
    WarriorPeeked,
    WarriorPlaced,
    WarriorRecord,
    WarriorsRevealed,
)
from game.armadora.scoring import REASON_KEYS
from game.engine.contract import LogEntry
from game.engine.events import tells


def square_args(cell: int) -> dict[str, Any]:
    """A square as log arguments: its label and coordinates."""
    x, y = board.xy_of(cell)
    return {"square": board.square_name(cell), "x": x, "y": y}


@tells(Dealt)
def _dealt(event: Dealt) -> list[LogEntry]:
    """Each seat's faction, then the gold on each mine."""
    lines = [
        LogEntry(f"armadora.log.faction.{faction}", {"player": seat})
        for seat, faction in enumerate(event.factions)
    ]
    for cell, amount in zip(event.mines, event.piles, strict=True):
        lines.append(LogEntry("armadora.log.gold_pile", {**square_args(cell), "gold": amount}))
    return lines


@tells(WarriorPlaced)
def _warrior_placed(event: WarriorPlaced) -> list[LogEntry]:
    args = {"player": event.seat, **square_args(event.cell)}
    if event.face_up:  # only the Goblin's warrior is placed face up
        return [LogEntry("armadora.log.goblin", {**args, "value": event.value})]
    return [LogEntry("armadora.log.warrior", args)]


@tells(ValueRevealed)
def _value_revealed(event: ValueRevealed) -> list[LogEntry]:
    """A Mage's look, told to the Mage alone (its owner's own value needs no line)."""
    if event.reason != "peek":
        return []
    args = {"player": event.seat, "owner": event.owner, **square_args(event.cell)}
    return [LogEntry("armadora.log.peek_value", {**args, "value": event.value})]


@tells(WarriorPeeked)
def _warrior_peeked(event: WarriorPeeked) -> list[LogEntry]:
    args = {"player": event.seat, "owner": event.owner, **square_args(event.cell)}
    return [LogEntry("armadora.log.peek", args)]


@tells(ArrowShot)
def _arrow_shot(event: ArrowShot) -> list[LogEntry]:
    args = {"player": event.seat, "owner": event.owner, **square_args(event.cell)}
    return [LogEntry("armadora.log.arrow", args)]


@tells(PalisadePlaced)
def _palisade_placed(event: PalisadePlaced) -> list[LogEntry]:
    key = "armadora.log.orc" if event.orc else "armadora.log.palisade"
    args = {"line": event.line, "a": board.square_name(event.a), "b": board.square_name(event.b)}
    return [LogEntry(key, {"player": event.seat, **args})]


@tells(Reinforced)
def _reinforced(event: Reinforced) -> list[LogEntry]:
    return [LogEntry("armadora.log.reinforce", {"player": event.seat, **square_args(event.cell)})]


@tells(Passed)
def _passed(event: Passed) -> list[LogEntry]:
    key = "armadora.log.pass_forced" if event.forced else "armadora.log.pass"
    return [LogEntry(key, {"player": event.seat})]


@tells(TerritoryClosed)
def _territory_closed(event: TerritoryClosed) -> list[LogEntry]:
    """The territory (its smallest square, size and gold), then what everybody knows of
    each seat's warriors in it."""
    args = {"player": event.seat, **square_args(event.cells[0]), "size": len(event.cells)}
    key = "armadora.log.closed" if event.gold else "armadora.log.closed_no_gold"
    head = LogEntry(key, {**args, "gold": event.gold})
    return [head, *_standing(event.warriors, event.strength, event.hidden, "closed_side")]


@tells(TerritoryStanding)
def _territory_standing(event: TerritoryStanding) -> list[LogEntry]:
    """A seat's own standing, told only when it knows more than everybody."""
    if not event.knows_more:
        return []
    return _standing(event.warriors, event.strength, event.hidden, "closed_known")


def _standing(
    warriors: tuple[WarriorRecord, ...],
    strength: tuple[int, ...],
    hidden: tuple[int, ...],
    prefix: str,
) -> list[LogEntry]:
    """One line per seat with warriors in a just-closed territory: the strength known and
    its face-down warriors."""
    lines = []
    for owner in sorted({record[1] for record in warriors}):
        args = {"player": owner, "strength": strength[owner], "hidden": hidden[owner]}
        key = f"armadora.log.{prefix}_hidden" if hidden[owner] else f"armadora.log.{prefix}"
        lines.append(LogEntry(key, args))
    return lines


@tells(GameEnded)
def _game_ended(event: GameEnded) -> list[LogEntry]:
    return [LogEntry("armadora.log.game_end", {})]


@tells(WarriorsRevealed)
def _warriors_revealed(event: WarriorsRevealed) -> list[LogEntry]:
    """Each seat's face-down warriors with their values, seat by seat."""
    lines = []
    for seat in sorted({owner for _, owner, _ in event.warriors}):
        own = [(cell, value) for cell, owner, value in event.warriors if owner == seat]
        shown = ", ".join(f"{board.square_name(cell)} {value}" for cell, value in own)
        lines.append(LogEntry("armadora.log.reveal", {"player": seat, "warriors": shown}))
    return lines


@tells(TerritoryScored)
def _territory_scored(event: TerritoryScored) -> list[LogEntry]:
    """The territory, then who takes its gold (or nobody), then what a split leaves."""
    head = {**square_args(event.cells[0]), "size": len(event.cells)}
    lines = [LogEntry("armadora.log.territory", {**head, "gold": event.gold})]
    if event.reason == "none":
        return [*lines, LogEntry("armadora.log.territory_none", {"gold": event.gold})]
    strength, awarded = dict(event.strength), dict(event.awarded)
    for side in event.winners:
        args = {"side": side, "strength": strength[side], "gold": awarded[side]}
        lines.append(LogEntry(REASON_KEYS[event.reason], args))
    if event.discarded:
        lines.append(LogEntry("armadora.log.territory_discard", {"gold": event.discarded}))
    return lines


@tells(GameScored)
def _game_scored(event: GameScored) -> list[LogEntry]:
    """Each side's gold and piles, then the winner or winners."""
    piles = dict(event.piles)
    lines = []
    for side, gold in event.gold:
        shown = ", ".join(str(p) for p in piles[side]) or "-"
        args = {"side": side, "gold": gold, "piles": shown}
        lines.append(LogEntry("armadora.log.final_gold", args))
    winners = event.ranking[0]
    if event.tiebreak:
        lines.append(LogEntry("armadora.log.tiebreak", {"gold": dict(event.gold)[winners[0]]}))
    if len(winners) > 1:
        lines.append(LogEntry("armadora.log.shared_victory", {"count": len(winners)}))
    lines.extend(LogEntry("armadora.log.winner", {"side": side}) for side in winners)
    return lines
