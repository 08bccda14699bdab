"""Builders for hand-made Armadora positions used across the armadora tests."""

from __future__ import annotations

from collections.abc import Iterable

from game.armadora import board
from game.armadora.rules import ArmadoraRules
from game.armadora.state import GOLD_PILES, ArmadoraState

RULES = ArmadoraRules()
XY = tuple[int, int]


def cell(x: int, y: int) -> int:
    return board.cell_of(x, y)


def line(a: XY, b: XY) -> int:
    found = board.line_between(cell(*a), cell(*b))
    assert found is not None, (a, b)
    return found


def new_state(
    players: int = 2,
    advanced: bool = False,
    teams: bool | None = None,
    factions: list[str] | None = None,
    piles: Iterable[int] = GOLD_PILES,
) -> ArmadoraState:
    """A state right after the set-up chance step, seat 0 to move."""
    setup: dict[str, object] = {"players": players, "advanced": advanced}
    if teams is not None:
        setup["teams"] = teams
    if factions is not None:
        setup["factions"] = factions
    state = RULES.initial_state(RULES.normalize_setup(setup))
    if factions is None:
        factions = ["orc", "goblin", "elf", "mage"][:players]
    RULES.apply_chance(state, (tuple(piles), tuple(factions)))
    return state


def put(state: ArmadoraState, seat: int, xy: XY, value: int, face_up: bool = False) -> int:
    """Put a warrior of ``seat`` from its hand on ``xy`` without taking a turn."""
    c = cell(*xy)
    assert not state.occupied >> c & 1 and not board.MINES >> c & 1
    hand = list(state.hands[seat])
    assert hand[value] > 0, "value not in hand"
    hand[value] -= 1
    state.hands[seat] = tuple(hand)
    state.hand_sizes[seat] -= 1
    state.put_warrior(seat, c, value)
    if face_up:
        state.face_up |= 1 << c
    return c


def wall(state: ArmadoraState, a: XY, b: XY) -> None:
    """Put a palisade between two neighbouring squares (from the supply, no legality check)."""
    state.add_palisade(line(a, b))


def fence(state: ArmadoraState, squares: Iterable[XY]) -> None:
    """Palisade every internal line between ``squares`` and the rest of the board."""
    inside = {cell(*xy) for xy in squares}
    for index, (a, b) in enumerate(board.LINE_CELLS):
        if (a in inside) != (b in inside) and not state.palisades >> index & 1:
            state.add_palisade(index)


def empty_hand(state: ArmadoraState, seat: int) -> None:
    state.hands[seat] = (0, 0, 0, 0, 0, 0)
    state.hand_sizes[seat] = 0


def set_hand(state: ArmadoraState, seat: int, counts: dict[int, int]) -> None:
    hand = [0] * 6
    for value, count in counts.items():
        hand[value] = count
    state.hands[seat] = tuple(hand)
    state.hand_sizes[seat] = sum(hand)


def fill(state: ArmadoraState, squares: Iterable[XY], seat: int, value: int = 1) -> None:
    """Put ``seat``'s warriors on every free square of ``squares``."""
    for xy in squares:
        c = cell(*xy)
        if not state.occupied >> c & 1 and not board.MINES >> c & 1:
            put(state, seat, xy, value)


# Corner territories used in many tests (each holds one gold mine).
TOP_LEFT: tuple[XY, ...] = ((0, 0), (1, 0), (0, 1), (1, 1))  # mine (1, 1)
TOP_RIGHT: tuple[XY, ...] = ((6, 0), (7, 0), (6, 1), (7, 1))  # mine (7, 1)
BOTTOM_LEFT: tuple[XY, ...] = ((0, 3), (1, 3), (0, 4), (1, 4))  # mine (0, 3)
BOTTOM_RIGHT: tuple[XY, ...] = ((6, 3), (7, 3), (6, 4), (7, 4))  # mine (6, 4)
NO_MINE: tuple[XY, ...] = ((5, 2), (6, 2), (5, 3), (6, 3))  # no mine inside


def gold_list(amounts: dict[XY, int]) -> list[list[int]]:
    """Position-file gold entries: every mine, with ``amounts`` overriding 0."""
    return [[x, y, amounts.get((x, y), 0)] for x, y in board.MINE_XY]


def fence_pairs(squares: Iterable[XY]) -> list[list[list[int]]]:
    """Position-file palisades around ``squares``."""
    inside = {cell(*xy) for xy in squares}
    out = []
    for a, b in board.LINE_CELLS:
        if (a in inside) != (b in inside):
            out.append([list(board.xy_of(a)), list(board.xy_of(b))])
    return out


def warrior(xy: XY, owner: int, value: int, arrows: int = 0, reinforced: bool = False) -> dict:
    return {
        "at": list(xy),
        "owner": owner,
        "value": value,
        "arrows": arrows,
        "reinforced": reinforced,
    }
