"""Move legality and board queries for Armadora.

Everything here reads only *public* attributes plus the acting seat's own hand, so it works
on an :class:`~game.armadora.state.ArmadoraState` and on the acting seat's
:class:`~game.armadora.state.ArmadoraObservation` alike (the UI renders from the
observation).  Such an object is called a *position* below.

The actions (tuples, first item names the kind) are declared in :mod:`game.armadora.actions`,
whose constructors build every action listed here.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.armadora import actions as act
from game.armadora import board
from game.armadora.actions import Kind
from game.armadora.state import AFTER_POWER, SECOND_PALISADE, START, partner_of

Action = tuple

POWER_KIND: dict[str, Kind] = {
    "mage": Kind.PEEK,
    "goblin": Kind.GOBLIN,
    "orc": Kind.ORC,
    "elf": Kind.ARROW,
}
"""Faction -> the action kind of its power."""

_WARRIOR = tuple(tuple(act.warrior(c, v) for v in range(6)) for c in range(board.N_CELLS))
_GOBLIN = tuple(tuple(act.goblin(c, v) for v in range(6)) for c in range(board.N_CELLS))
_PALISADE = tuple(act.palisade(line) for line in range(board.N_LINES))
_ORC = tuple(act.orc(line) for line in range(board.N_LINES))
ByByte = tuple[tuple[tuple[Action, ...], ...], ...]


def _by_byte(actions: list[tuple[Action, ...]]) -> ByByte:
    """``table[k][pattern]``: the actions of the indices ``8 * k + b`` for the bits ``b``
    set in ``pattern``, in index order (``actions[i]``: the actions of index ``i``).

    A mask's actions are then listed with a lookup per byte (a byte of a cell mask is a
    row of the board) instead of a step per set bit."""
    table = []
    for start in range(0, len(actions), 8):
        byte = actions[start : start + 8]
        patterns: list[tuple[Action, ...]] = [()]
        for pattern in range(1, 256):  # the pattern without its highest bit, then that bit
            top = pattern.bit_length() - 1
            patterns.append(patterns[pattern ^ 1 << top] + (byte[top] if top < len(byte) else ()))
        table.append(tuple(patterns))
    return tuple(table)


_PALISADE_BYTES = _by_byte([(a,) for a in _PALISADE])
_ORC_BYTES = _by_byte([(a,) for a in _ORC])
_rows: dict[tuple[Kind, int], ByByte] = {}
"""Per kind of placement (warrior, goblin) and set of values in hand (:func:`held`), the
actions of each row of free squares (made when a hand first holds that set)."""


def _actions_of(mask: int, table: ByByte, out: list) -> None:
    """Append to ``out`` the actions of every set bit of ``mask``, lowest first."""
    for actions in table:
        if mask & 255:
            out.extend(actions[mask & 255])
        mask >>= 8


@cache
def held(hand: tuple[int, ...]) -> int:
    """The values in ``hand`` as a set: bit ``v`` set when a warrior of value ``v`` is held."""
    values = 0
    for v in range(1, 6):
        if hand[v]:
            values |= 1 << v
    return values


def placements(kind: Kind, values: int, cells: int, out: list) -> None:
    """Append to ``out`` the ``kind`` actions (warrior or goblin) for a set of values on
    the ``cells``, by square then value."""
    rows = _rows.get((kind, values))
    if rows is None:
        table = _WARRIOR if kind == Kind.WARRIOR else _GOBLIN
        chosen = [v for v in range(1, 6) if values >> v & 1]
        rows = _rows[kind, values] = _by_byte([tuple(row[v] for v in chosen) for row in table])
    _actions_of(cells, rows, out)


def palisade_actions(pos: Any) -> tuple[Action, ...]:
    """The palisade actions of the lines legal now, in line order (listed once per layout
    of palisades, which the copies and sampled worlds of a position share)."""
    if not pos.legal_lines:
        return ()
    layout = pos.layout
    if layout.palisade_actions is None:
        layout.palisade_actions = _list_lines(layout)
    return layout.palisade_actions


def _list_lines(layout: board.Layout) -> tuple[Action, ...]:
    """The palisade actions of a layout's legal lines: those of the layout before the last
    palisade without the lines that closed (a line's place in the list is the number of
    legal lines below it), or else listed a byte at a time."""
    legal = layout.legal
    if layout.listed_before is not None:
        listed, before = layout.listed_before
        layout.listed_before = None
        closed = before & ~legal
        while closed:  # from the highest line down, so that the lower places stay put
            line = closed.bit_length() - 1
            closed ^= 1 << line
            place = (before & ((1 << line) - 1)).bit_count()
            listed = listed[:place] + listed[place + 1 :]
        return listed
    out: list[Action] = []
    _actions_of(legal, _PALISADE_BYTES, out)
    return tuple(out)


_PEEK_BYTES = _by_byte([(act.peek(c),) for c in range(board.N_CELLS)])
_ARROW_BYTES = _by_byte([(act.arrow(c),) for c in range(board.N_CELLS)])
_REINFORCE_BYTES = _by_byte([(act.reinforce(c),) for c in range(board.N_CELLS)])
PASS: Action = act.PASS
DONE: Action = act.DONE


# --- basic sets -------------------------------------------------------------------------


def free_cells(pos: Any) -> int:
    """Cells that may take a warrior: no warrior and no gold mine."""
    return board.ALL_CELLS & ~board.MINES & ~pos.occupied


def cells_of(pos: Any, seat: int) -> int:
    """Mask of the cells holding ``seat``'s warriors."""
    return pos.seat_cells[seat]


def opponents_cells(pos: Any, seat: int) -> int:
    """Warriors of every seat that is neither ``seat`` nor its partner."""
    partner = partner_of(seat, pos.teams)
    cells = pos.seat_cells
    own = cells[seat] if partner is None else cells[seat] | cells[partner]
    return pos.occupied & ~own


def is_full(region: int, occupied: int) -> bool:
    """A region is full when every square holds a warrior or a gold mine."""
    return region & ~(occupied | board.MINES) == 0


def region_at(pos: Any, cell: int) -> int:
    """The region (cell mask) containing ``cell``."""
    bit = 1 << cell
    for region in pos.regions:
        if region & bit:
            return region
    raise ValueError(f"cell {cell} outside the board")


def region_gold(pos: Any, region: int) -> int:
    """Gold on the mines of ``region`` (0 before the piles are dealt)."""
    if pos.gold is None:
        return 0
    return sum(pos.gold[i] for i, cell in enumerate(board.MINE_CELLS) if region >> cell & 1)


def hand_size(hand: tuple[int, ...]) -> int:
    return sum(hand)


# --- targets ------------------------------------------------------------------------------


def _reinforce_mask(regions: tuple[int, ...], occupied: int, reinforced: int, own: int) -> int:
    out = 0
    for region in regions:
        if region & own and not region & reinforced and is_full(region, occupied):
            out |= region & own
    return out


def reinforce_cells(pos: Any, seat: int) -> int:
    """Own warriors that may take the reinforcement now (token still held).

    The warrior must be ``seat``'s own (never a partner's) and stand in a full region that
    holds no reinforcement yet.
    """
    if not pos.advanced or not pos.reinforcements_left[seat]:
        return 0
    return _reinforce_mask(pos.regions, pos.occupied, pos.reinforced, cells_of(pos, seat))


def arrow_cells(pos: Any, seat: int) -> int:
    """Opposing warriors an Elf on ``seat`` may shoot (ignores tokens and turn stage).

    While the board is a single region any opposing warrior may be targeted; afterwards the
    target's region must not be full and must hold one of the Elf's own warriors.
    """
    targets = opponents_cells(pos, seat)
    regions = pos.regions
    if len(regions) == 1:
        return targets
    own = cells_of(pos, seat)
    out = 0
    for region in regions:
        if region & own and region & targets and not is_full(region, pos.occupied):
            out |= region & targets
    return out


def peek_cells(pos: Any, seat: int) -> int:
    """Face-down opposing warriors a Mage on ``seat`` has not looked at yet."""
    return opponents_cells(pos, seat) & ~pos.face_up & ~pos.peeked[seat]


def main_possible(pos: Any, seat: int, hand: tuple[int, ...]) -> bool:
    """Whether a main action (warrior, palisade, reinforce) is possible right now."""
    if hand_size(hand) and free_cells(pos):
        return True
    if pos.legal_lines:
        return True
    return bool(reinforce_cells(pos, seat))


def main_possible_after_goblin(pos: Any, seat: int, hand: tuple[int, ...], cell: int) -> bool:
    if pos.legal_lines:
        return True
    if hand_size(hand) >= 2 and (free_cells(pos) & ~(1 << cell)):
        return True
    if not pos.advanced or not pos.reinforcements_left[seat]:
        return False
    own = cells_of(pos, seat) | 1 << cell
    occupied = pos.occupied | 1 << cell
    return bool(_reinforce_mask(pos.regions, occupied, pos.reinforced, own))


def main_possible_after_orc(pos: Any, seat: int, hand: tuple[int, ...], line: int) -> bool:
    if hand_size(hand) and free_cells(pos):
        return True
    right, down = board.close_line(line, pos.right_open, pos.down_open)
    palisades = pos.palisades | 1 << line
    if pos.palisades_left > 1 and board.any_legal_line(palisades, right, down):
        return True
    if not pos.advanced or not pos.reinforcements_left[seat]:
        return False
    regions = board.regions(right, down)
    return bool(_reinforce_mask(regions, pos.occupied, pos.reinforced, cells_of(pos, seat)))


def power_of(pos: Any, seat: int) -> Kind | None:
    """The power action kind ``seat`` may still use (token left), else None."""
    if not pos.advanced or not pos.power_tokens[seat]:
        return None
    faction = pos.factions[seat]
    return POWER_KIND.get(faction) if faction else None


def power_actions(pos: Any, seat: int, hand: tuple[int, ...]) -> list[Action]:
    """Legal power actions for ``seat`` at the start of its turn (empty otherwise)."""
    if pos.stage != START or pos.current != seat:
        return []
    kind = power_of(pos, seat)
    if kind is None:
        return []
    out: list[Action] = []
    if kind == Kind.PEEK or kind == Kind.ARROW:
        peek = kind == Kind.PEEK
        targets = peek_cells(pos, seat) if peek else arrow_cells(pos, seat)
        if targets and main_possible(pos, seat, hand):
            _actions_of(targets, _PEEK_BYTES if peek else _ARROW_BYTES, out)
    elif kind == Kind.GOBLIN:
        free = free_cells(pos)
        if pos.legal_lines or (hand_size(hand) >= 2 and free & (free - 1)):
            placements(Kind.GOBLIN, held(hand), free, out)  # a main action follows any of them
        else:
            values = [v for v in range(1, 6) if hand[v]]
            for cell in board.iter_bits(free):
                if main_possible_after_goblin(pos, seat, hand, cell):
                    row = _GOBLIN[cell]
                    out.extend(row[v] for v in values)
    elif hand_size(hand) and free_cells(pos):  # orc: a warrior may follow any palisade
        _actions_of(pos.legal_lines, _ORC_BYTES, out)
    else:
        for line in board.iter_bits(pos.legal_lines):
            if main_possible_after_orc(pos, seat, hand, line):
                out.append(_ORC[line])
    return out


def power_targets(pos: Any, seat: int, hand: tuple[int, ...]) -> dict[str, Any]:
    """For the UI: the power ``seat`` may use now and its valid targets.

    Returns ``{"kind": None}`` when no power is usable, else ``{"kind": k, "cells": [...]}``
    (peek, arrow, goblin: cell indices) or ``{"kind": "orc", "lines": [...]}``.
    """
    actions = power_actions(pos, seat, hand)
    if not actions:
        return {"kind": None}
    kind = act.kind_of(actions[0])
    if kind in act.ON_LINE:
        return {"kind": kind, "lines": [act.line(a) for a in actions]}
    return {"kind": kind, "cells": sorted({act.square(a) for a in actions})}


# --- legal actions -------------------------------------------------------------------------


def legal_actions(pos: Any, seat: int, hand: tuple[int, ...]) -> list[Action]:
    """Every legal action of ``seat`` (who must be to move) given its own ``hand``.

    Never empty: when nothing else is possible at the start of a turn, ``[PASS]``.
    """
    stage = pos.stage
    if stage == SECOND_PALISADE:
        return [*palisade_actions(pos), DONE]
    out: list[Action] = []
    values = held(hand)
    if values:
        placements(Kind.WARRIOR, values, free_cells(pos), out)
    out.extend(palisade_actions(pos))
    if pos.advanced:
        _actions_of(reinforce_cells(pos, seat), _REINFORCE_BYTES, out)
    if stage == START:
        if pos.advanced:
            out.extend(power_actions(pos, seat, hand))
        out.append(PASS)
    elif stage == AFTER_POWER and not out:
        raise AssertionError("a power was used although no main action could follow")
    return out


# --- previews for the UI ----------------------------------------------------------------------


def territories_closed_by(pos: Any, line: int) -> tuple[int, ...]:
    """The territories (cell masks) a palisade on ``line`` would close off.

    None when it cuts no region in two.  Cutting the open land (the one largest region, the
    whole board at first) closes off the smaller part only (both when they are as large);
    dividing any other territory makes two new ones.
    """
    right, down = board.close_line(line, pos.right_open, pos.down_open)
    a, b = board.LINE_CELLS[line]
    side_a = board.flood(1 << a, right, down)
    if side_a >> b & 1:
        return ()
    side_b = board.flood(1 << b, right, down)
    parts = tuple(sorted((side_a, side_b), key=lambda part: (part.bit_count(), part)))
    sizes = sorted((region.bit_count() for region in pos.regions), reverse=True)
    open_land = sizes[0] if len(sizes) == 1 or sizes[0] > sizes[1] else 0
    cut_open_land = (side_a | side_b).bit_count() == open_land
    if cut_open_land and parts[0].bit_count() < parts[1].bit_count():
        return parts[:1]
    return parts


@dataclass(frozen=True)
class RegionInfo:
    """One region for display: its cells, whether it is full, and its gold."""

    mask: int
    cells: tuple[tuple[int, int], ...]
    """``(x, y)`` of every square, in ``(y, x)`` order."""
    full: bool
    gold: int
    mines: tuple[tuple[int, int], ...]
    reinforced: bool
    enclosed: bool
    """False for the single region of a board with no closed territory yet."""

    @property
    def size(self) -> int:
        return len(self.cells)


def region_info(pos: Any) -> list[RegionInfo]:
    """Every region of ``pos`` for display, ordered by smallest cell ``(y, x)``."""
    regions = pos.regions
    enclosed = len(regions) > 1
    out = []
    for region in regions:
        out.append(
            RegionInfo(
                mask=region,
                cells=tuple(board.xy_of(c) for c in board.iter_bits(region)),
                full=is_full(region, pos.occupied),
                gold=region_gold(pos, region),
                mines=tuple(board.xy_of(c) for c in board.iter_bits(region & board.MINES)),
                reinforced=bool(region & pos.reinforced),
                enclosed=enclosed,
            )
        )
    return out
