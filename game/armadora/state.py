"""Armadora game state, the per-seat observation, and the fixed tables of the game.

Both :class:`ArmadoraState` and :class:`ArmadoraObservation` expose the same *public*
attributes (palisades, owners, arrows, gold, ...), so the query helpers in
:mod:`game.armadora.moves` work on either.  Only the state holds every warrior value and
every hand; an observation holds what one seat may know.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from game.armadora import board
from game.engine.contract import CHANCE, TERMINAL
from game.engine.schema import StateSchema, derived, private, public

FACTIONS: tuple[str, ...] = ("orc", "goblin", "elf", "mage")
POWER_TOKENS: dict[str, int] = {"mage": 2, "elf": 2, "orc": 1, "goblin": 1}
GOLD_PILES: tuple[int, ...] = (3, 4, 4, 5, 5, 6, 6, 7)
PALISADE_SUPPLY = 35

WARRIORS: dict[int, tuple[int, ...]] = {
    2: (0, 11, 2, 1, 1, 1),
    3: (0, 7, 2, 1, 1, 0),
    4: (0, 5, 1, 1, 1, 0),
}
"""Players -> warriors per value; index = value (index 0 unused, always 0)."""

START, AFTER_POWER, SECOND_PALISADE = 0, 1, 2
"""Turn stages: before anything, after a power (a main action must follow), after the
first palisade of the main action (a second palisade or Done)."""


def side_for(seat: int, teams: bool) -> int:
    """Side of a seat: the seat itself, or the lowest seat of its team (0 or 1)."""
    return seat % 2 if teams else seat


def partner_of(seat: int, teams: bool) -> int | None:
    """The partner seat in team play (seats 0+2 and 1+3), else None."""
    return (seat + 2) % 4 if teams else None


def values_seen(state: ArmadoraState, seat: int) -> tuple[int, ...]:
    """A warrior's value where the seat may know it (its own warriors, face-up warriors,
    warriors it peeked as the Mage; a spectator: face-up ones; everyone once the game is
    over), else 0."""
    if state.current == TERMINAL:
        return tuple(state.values)
    known = state.face_up
    if seat >= 0:
        known |= state.peeked[seat] | state.seat_cells[seat]
    return tuple(v if known >> c & 1 else 0 for c, v in enumerate(state.values))


def cells_by_seat(players: int, owners: Sequence[int], occupied: int) -> tuple[int, ...]:
    """Per seat, the mask of the cells its warriors stand on."""
    cells = [0] * players
    for cell in board.iter_bits(occupied):
        cells[owners[cell]] |= 1 << cell
    return tuple(cells)


def _own_hand(state: ArmadoraState, seat: int) -> tuple[int, ...]:
    """The seat's own counts by value (a spectator: none)."""
    return state.hands[seat] if seat >= 0 else (0,) * len(state.hands[0])


def _all_hands(state: ArmadoraState) -> tuple[tuple[int, ...], ...] | None:
    """Every hand, only once the game is over (None before)."""
    return tuple(state.hands) if state.current == TERMINAL else None


@dataclass(slots=True, init=False, eq=False)
class ArmadoraState:
    """The full, mutable state of a game (the rules mutate it in place).

    Cells are indices ``y * 8 + x``; cell sets and palisade sets are bit masks (see
    :mod:`game.armadora.board`).  Per-cell lists have 40 entries.  ``hands[seat]`` is a tuple
    of warrior counts indexed by value (index 0 unused); tuples are replaced, never mutated,
    so a clone only copies the outer list.
    """

    players: int = public()
    advanced: bool = public()
    peek_own: bool = public()
    teams: bool = public()
    factions: list[str | None] = public()
    gold: list[int] | None = public()
    """Per mine, in ``board.MINE_CELLS`` order (None until dealt)."""
    palisades: int = public()
    palisades_left: int = public()
    right_open: int = public()
    down_open: int = public()
    owners: list[int] = public()
    values: list[int] = private(values_seen)
    arrows: list[int] = public()
    occupied: int = public()
    face_up: int = public()
    reinforced: int = public()
    hands: list[tuple[int, ...]] = private(_own_hand, name="hand", shows={"all_hands": _all_hands})
    hand_sizes: list[int] = public()
    power_tokens: list[int] = public()
    reinforcements_left: list[int] = public()
    peeked: list[int] = public()
    """The cells each seat peeked at (which tile was looked at is public, the value is not)."""
    passed: list[bool] = public()
    current: int = public()
    stage: int = public()
    layout: board.Layout = derived(from_observation=lambda o: o.layout, shared=True)
    """The palisades' regions and legal lines, shared by copies (and sampled worlds)."""
    seat_cells: tuple[int, ...] = derived(from_observation=lambda o: o.seat_cells)
    """Per seat, the mask of the cells its warriors stand on (``owners`` as masks)."""

    def __init__(
        self,
        players: int,
        advanced: bool,
        peek_own: bool,
        teams: bool,
        factions: list[str | None],
    ) -> None:
        self.players = players
        self.advanced = advanced
        self.peek_own = peek_own
        self.teams = teams
        self.factions = list(factions)
        self.gold = None
        self.palisades = 0
        self.palisades_left = PALISADE_SUPPLY
        self.right_open = board.OPEN_RIGHT_ALL
        self.down_open = board.OPEN_DOWN_ALL
        self.owners = [-1] * board.N_CELLS
        self.values = [0] * board.N_CELLS
        self.arrows = [0] * board.N_CELLS
        self.occupied = 0
        self.face_up = 0
        self.reinforced = 0
        table = WARRIORS[players]
        self.hands = [table] * players
        self.hand_sizes = [sum(table)] * players
        self.power_tokens = [0] * players
        self.reinforcements_left = [1 if advanced else 0] * players
        self.peeked = [0] * players
        self.passed = [False] * players
        self.current = CHANCE
        self.stage = START
        self.layout = board.EMPTY
        self.seat_cells = (0,) * players

    # --- cached geometry -----------------------------------------------------------
    @property
    def regions(self) -> tuple[int, ...]:
        """Current regions (cell masks ordered by smallest cell)."""
        return self.layout.regions

    @property
    def legal_lines(self) -> int:
        """Mask of lines that may take a palisade now (empty when the supply is out)."""
        if self.palisades_left <= 0:
            return 0
        return self.layout.legal

    def add_palisade(self, line: int) -> None:
        """Place a palisade (the layout's legal lines follow incrementally)."""
        layout = self.layout = self.layout.with_palisade(line)
        self.palisades = layout.palisades
        self.right_open, self.down_open = layout.right, layout.down
        self.palisades_left -= 1

    def put_warrior(self, seat: int, cell: int, value: int) -> None:
        """A warrior of ``seat`` with ``value`` on ``cell`` (its hand is the caller's)."""
        self.owners[cell] = seat
        self.values[cell] = value
        self.occupied |= 1 << cell
        cells = list(self.seat_cells)
        cells[seat] |= 1 << cell
        self.seat_cells = tuple(cells)

    def clone(self) -> ArmadoraState:
        return SCHEMA.clone(self)

    # --- small queries -------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.current == TERMINAL


SCHEMA = StateSchema(ArmadoraState)


@SCHEMA.observation
class ArmadoraObservation:
    """What one seat may know (see the spec's "Hidden information").

    ``values[cell]`` is a warrior's value when this seat may know it (its own warriors, face-up
    warriors, warriors it peeked as the Mage, everything once the game is over) and 0
    otherwise; ``owners`` and ``occupied`` show every warrior.  ``hand`` is this seat's own
    counts by value (index 0 unused); other seats only show ``hand_sizes``; ``all_hands``
    holds every hand once the game is over (None before).  The rules always know a seat's
    own placed values; whether the UI shows them again is decided by ``peek_own``.
    """

    @property
    def over(self) -> bool:
        return self.current == TERMINAL

    @cached_property
    def layout(self) -> board.Layout:
        """The palisades' layout, shared by every world sampled from this observation."""
        return board.Layout(self.palisades, self.right_open, self.down_open)

    @property
    def regions(self) -> tuple[int, ...]:
        return self.layout.regions

    @cached_property
    def seat_cells(self) -> tuple[int, ...]:
        """Per seat, the mask of the cells its warriors stand on."""
        return cells_by_seat(self.players, self.owners, self.occupied)

    @property
    def legal_lines(self) -> int:
        if self.palisades_left <= 0:
            return 0
        return self.layout.legal

    @property
    def hands(self) -> dict[int, tuple[int, ...]]:
        """Known hands: this seat's own, or all of them after the game."""
        if self.all_hands is not None:
            return dict(enumerate(self.all_hands))
        return {self.seat: self.hand}
