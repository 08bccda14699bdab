"""What the rules tell about a territory and about the end: events and the end's log lines.

The rules call these only when a log is kept (never on the AI's hot path).  Each reads
the state but emits only what its receivers may know (see :mod:`game.armadora.events`).
"""

from __future__ import annotations

from typing import Any

from game.armadora import board
from game.armadora.events import (
    GameEnded,
    GameScored,
    TerritoryClosed,
    TerritoryFilled,
    TerritoryScored,
    TerritoryStanding,
    WarriorRecord,
    WarriorsRevealed,
)
from game.armadora.moves import is_full, region_at, region_gold
from game.armadora.scoring import REASON_KEYS, ScoreResult, TerritoryResult, Warrior
from game.armadora.state import ArmadoraState, side_for, values_seen
from game.engine.contract import LogEntry
from game.engine.events import emit

SPECTATOR = -1
"""``values_seen``'s seat for what everybody knows (face-up values only)."""


def square_args(cell: int) -> dict[str, Any]:
    """A square as log arguments: its label and coordinates."""
    x, y = board.xy_of(cell)
    return {"square": board.square_name(cell), "x": x, "y": y}


def cells_of(mask: int) -> tuple[int, ...]:
    return tuple(board.iter_bits(mask))


def mines_of(mask: int) -> tuple[int, ...]:
    return cells_of(mask & board.MINES)


def standing(
    state: ArmadoraState, mask: int, values: tuple[int, ...]
) -> tuple[tuple[WarriorRecord, ...], tuple[int, ...], tuple[int, ...]]:
    """The warriors in ``mask`` with the ``values`` a receiver knows (0: unknown), the
    strength per seat from the known ones and the count of unknown ones per seat."""
    strength = [0] * state.players
    hidden = [0] * state.players
    records = []
    for cell in board.iter_bits(mask & state.occupied):
        owner, value, arrows = state.owners[cell], values[cell], state.arrows[cell]
        reinforced = bool(state.reinforced >> cell & 1)
        records.append((cell, owner, value, arrows, reinforced))
        if value:
            strength[owner] += Warrior(cell, owner, value, arrows, reinforced).strength
        else:
            hidden[owner] += 1
    return tuple(records), tuple(strength), tuple(hidden)


def tell_closed(state: ArmadoraState, seat: int, line: int, mask: int, log: list) -> None:
    """A palisade closed off the territory ``mask``: its public account, then each seat's
    own standing there."""
    cells = cells_of(mask)
    warriors, strength, hidden = standing(state, mask, values_seen(state, SPECTATOR))
    gold = region_gold(state, mask)
    full = is_full(mask, state.occupied)
    closed = TerritoryClosed(
        seat, line, cells, mines_of(mask), gold, full, warriors, strength, hidden
    )
    emit(log, closed)
    args = {"player": seat, **square_args(cells[0]), "size": len(cells), "gold": gold}
    log.append(LogEntry("armadora.log.closed" if gold else "armadora.log.closed_no_gold", args))
    _log_standing(warriors, strength, hidden, log, None)
    for viewer in range(state.players):
        known = standing(state, mask, values_seen(state, viewer))
        emit(log, TerritoryStanding(viewer, cells, *known, seats=(viewer,)))
        if known[1:] != (strength, hidden):  # it knows more than everybody: told alone
            _log_standing(*known, log, (viewer,))


def _log_standing(
    warriors: tuple[WarriorRecord, ...],
    strength: tuple[int, ...],
    hidden: tuple[int, ...],
    log: list,
    seats: tuple[int, ...] | None,
) -> None:
    """One line per seat with warriors in a just-closed territory: the strength known
    (``seats``: to whom; None: what everybody knows) and its face-down warriors."""
    owners = sorted({record[1] for record in warriors})
    prefix = "armadora.log.closed_known" if seats else "armadora.log.closed_side"
    for owner in owners:
        args = {"player": owner, "strength": strength[owner], "hidden": hidden[owner]}
        key = f"{prefix}_hidden" if hidden[owner] else prefix
        log.append(LogEntry(key, args, seats))


def tell_filled(state: ArmadoraState, seat: int, cell: int, log: list) -> None:
    """The warrior just placed on ``cell`` filled its region's last free square."""
    region = region_at(state, cell)
    if is_full(region, state.occupied):
        emit(log, TerritoryFilled(seat, cells_of(region), region_gold(state, region)))


def tell_end(state: ArmadoraState, result: ScoreResult, log: list[LogEntry]) -> None:
    """The end: every value revealed, each territory decided, the final gold and ranking
    (log lines, and the same as events)."""
    log.append(LogEntry("armadora.log.game_end", {}))
    emit(log, GameEnded())
    hidden = [c for c in board.iter_bits(state.occupied) if not state.face_up >> c & 1]
    for seat in range(state.players):
        own = [c for c in hidden if state.owners[c] == seat]
        if own:
            shown = ", ".join(f"{board.square_name(c)} {state.values[c]}" for c in own)
            log.append(LogEntry("armadora.log.reveal", {"player": seat, "warriors": shown}))
    revealed = tuple((c, state.owners[c], state.values[c]) for c in hidden)
    emit(log, WarriorsRevealed(revealed))
    for territory in result.territories:
        _log_territory(territory, log)
        emit(log, _scored(state, territory))
    for side in result.sides:
        piles = ", ".join(str(p) for p in result.piles[side]) or "-"
        args = {"side": side, "gold": result.gold[side], "piles": piles}
        log.append(LogEntry("armadora.log.final_gold", args))
    winners = result.ranking[0]
    if result.tiebreak:
        log.append(LogEntry("armadora.log.tiebreak", {"gold": result.gold[winners[0]]}))
    if len(winners) > 1:
        log.append(LogEntry("armadora.log.shared_victory", {"count": len(winners)}))
    for side in winners:
        log.append(LogEntry("armadora.log.winner", {"side": side}))
    emit(
        log,
        GameScored(
            gold=tuple((s, result.gold[s]) for s in result.sides),
            piles=tuple((s, tuple(result.piles[s])) for s in result.sides),
            ranking=tuple(tuple(group) for group in result.ranking),
            tiebreak=result.tiebreak,
        ),
    )


def _log_territory(territory: TerritoryResult, log: list[LogEntry]) -> None:
    first = territory.mask & -territory.mask
    head = {**square_args(first.bit_length() - 1), "size": territory.mask.bit_count()}
    log.append(LogEntry("armadora.log.territory", {**head, "gold": territory.gold}))
    if territory.reason == "none":
        log.append(LogEntry("armadora.log.territory_none", {"gold": territory.gold}))
        return
    for side in territory.winners:
        args = {"side": side, "strength": territory.strength[side], "gold": territory.awarded[side]}
        log.append(LogEntry(REASON_KEYS[territory.reason], args))
    if territory.discarded:
        log.append(LogEntry("armadora.log.territory_discard", {"gold": territory.discarded}))


def _scored(state: ArmadoraState, territory: TerritoryResult) -> TerritoryScored:
    mask = territory.mask
    warriors, seat_strength, _ = standing(state, mask, tuple(state.values))
    reinforced = [c for c in board.iter_bits(mask & state.reinforced)]
    return TerritoryScored(
        cells=cells_of(mask),
        mines=mines_of(mask),
        gold=territory.gold,
        warriors=warriors,
        seat_strength=seat_strength,
        strength=tuple(sorted(territory.strength.items())),
        reason=territory.reason,
        reinforced_side=side_for(state.owners[reinforced[0]], state.teams) if reinforced else None,
        winners=tuple(territory.winners),
        awarded=tuple(sorted(territory.awarded.items())),
        discarded=territory.discarded,
    )
