"""What the rules tell about a territory and about the end, as events.

The rules call these only when a log is kept (never on the AI's hot path).  Each reads
the state but emits only what its receivers may know (see :mod:`game.armadora.events`);
the log's lines are worded from the events by :mod:`game.armadora.log_words`.
"""

from __future__ import annotations

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
from game.armadora.scoring import ScoreResult, TerritoryResult, Warrior
from game.armadora.state import ArmadoraState, side_for, values_seen
from game.engine.events import emit

SPECTATOR = -1
"""``values_seen``'s seat for what everybody knows (face-up values only)."""


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
    for viewer in range(state.players):
        known = standing(state, mask, values_seen(state, viewer))
        more = known[1:] != (strength, hidden)  # it knows more than everybody: told alone
        emit(log, TerritoryStanding(viewer, cells, *known, more, seats=(viewer,)))


def tell_filled(state: ArmadoraState, seat: int, cell: int, log: list) -> None:
    """The warrior just placed on ``cell`` filled its region's last free square."""
    region = region_at(state, cell)
    if is_full(region, state.occupied):
        emit(log, TerritoryFilled(seat, cells_of(region), region_gold(state, region)))


def tell_end(state: ArmadoraState, result: ScoreResult, log: list) -> None:
    """The end: every value revealed, each territory decided, the final gold and ranking."""
    emit(log, GameEnded())
    hidden = [c for c in board.iter_bits(state.occupied) if not state.face_up >> c & 1]
    revealed = tuple((c, state.owners[c], state.values[c]) for c in hidden)
    emit(log, WarriorsRevealed(revealed))
    for territory in result.territories:
        emit(log, _scored(state, territory))
    emit(
        log,
        GameScored(
            gold=tuple((s, result.gold[s]) for s in result.sides),
            piles=tuple((s, tuple(result.piles[s])) for s in result.sides),
            ranking=tuple(tuple(group) for group in result.ranking),
            tiebreak=result.tiebreak,
        ),
    )


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
