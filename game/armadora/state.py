"""Armadora game state, the per-seat observation, and the fixed tables of the game.

Both :class:`ArmadoraState` and :class:`ArmadoraObservation` expose the same *public*
attributes (palisades, owners, arrows, gold, ...), so the query helpers in
:mod:`game.armadora.moves` work on either.  Only the state holds every warrior value and
every hand; an observation holds what one seat may know.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from game.armadora import board
from game.engine.contract import CHANCE, TERMINAL

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
first palisade of the main action (a second palisade or ``("done",)``)."""


def side_for(seat: int, teams: bool) -> int:
    """Side of a seat: the seat itself, or the lowest seat of its team (0 or 1)."""
    return seat % 2 if teams else seat


def partner_of(seat: int, teams: bool) -> int | None:
    """The partner seat in team play (seats 0+2 and 1+3), else None."""
    return (seat + 2) % 4 if teams else None


class ArmadoraState:
    """The full, mutable state of a game (the rules mutate it in place).

    Cells are indices ``y * 8 + x``; cell sets and palisade sets are bit masks (see
    :mod:`game.armadora.board`).  Per-cell lists have 40 entries.  ``hands[seat]`` is a tuple
    of warrior counts indexed by value (index 0 unused); tuples are replaced, never mutated,
    so :meth:`clone` only copies the outer list.
    """

    __slots__ = (
        "_legal_lines",
        "_regions",
        "advanced",
        "arrows",
        "current",
        "down_open",
        "face_up",
        "factions",
        "gold",
        "hand_sizes",
        "hands",
        "occupied",
        "owners",
        "palisades",
        "palisades_left",
        "passed",
        "peek_own",
        "peeked",
        "players",
        "power_tokens",
        "reinforced",
        "reinforcements_left",
        "right_open",
        "stage",
        "teams",
        "values",
    )

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
        self.factions: list[str | None] = list(factions)
        self.gold: list[int] | None = None  # per mine, in board.MINE_CELLS order
        self.palisades = 0
        self.palisades_left = PALISADE_SUPPLY
        self.right_open = board.OPEN_RIGHT_ALL
        self.down_open = board.OPEN_DOWN_ALL
        self.owners: list[int] = [-1] * board.N_CELLS
        self.values: list[int] = [0] * board.N_CELLS
        self.arrows: list[int] = [0] * board.N_CELLS
        self.occupied = 0
        self.face_up = 0
        self.reinforced = 0
        table = WARRIORS[players]
        self.hands: list[tuple[int, ...]] = [table] * players
        self.hand_sizes: list[int] = [sum(table)] * players
        self.power_tokens: list[int] = [0] * players
        self.reinforcements_left: list[int] = [1 if advanced else 0] * players
        self.peeked: list[int] = [0] * players
        self.passed: list[bool] = [False] * players
        self.current = CHANCE
        self.stage = START
        self._regions: tuple[int, ...] | None = None
        self._legal_lines: int | None = None

    # --- cached geometry -----------------------------------------------------------
    @property
    def regions(self) -> tuple[int, ...]:
        """Current regions (cell masks ordered by smallest cell); cached until a palisade."""
        if self._regions is None:
            self._regions = board.regions(self.right_open, self.down_open)
        return self._regions

    @property
    def legal_lines(self) -> int:
        """Mask of lines that may take a palisade now (empty when the supply is out)."""
        if self.palisades_left <= 0:
            return 0
        if self._legal_lines is None:
            self._legal_lines = board.legal_lines(self.palisades, self.right_open, self.down_open)
        return self._legal_lines

    def add_palisade(self, line: int) -> None:
        """Place a palisade, keeping the legal-line cache up to date incrementally.

        Removing a line only refines the partition into regions, so a line that would cut
        off a small region keeps doing so; the lines that turn illegal are found from the
        small pockets beside the new palisade (:func:`board.lines_blocked_by`).
        """
        self.palisades |= 1 << line
        self.palisades_left -= 1
        self.right_open, self.down_open = board.close_line(line, self.right_open, self.down_open)
        self._regions = None
        legal = self._legal_lines
        if legal is not None:
            self._legal_lines = legal & ~(1 << line) & ~board.lines_blocked_by(line, self.palisades)

    def clone(self) -> ArmadoraState:
        new = ArmadoraState.__new__(ArmadoraState)
        new.players = self.players
        new.advanced = self.advanced
        new.peek_own = self.peek_own
        new.teams = self.teams
        new.factions = self.factions.copy()
        new.gold = None if self.gold is None else self.gold.copy()
        new.palisades = self.palisades
        new.palisades_left = self.palisades_left
        new.right_open = self.right_open
        new.down_open = self.down_open
        new.owners = self.owners.copy()
        new.values = self.values.copy()
        new.arrows = self.arrows.copy()
        new.occupied = self.occupied
        new.face_up = self.face_up
        new.reinforced = self.reinforced
        new.hands = self.hands.copy()
        new.hand_sizes = self.hand_sizes.copy()
        new.power_tokens = self.power_tokens.copy()
        new.reinforcements_left = self.reinforcements_left.copy()
        new.peeked = self.peeked.copy()
        new.passed = self.passed.copy()
        new.current = self.current
        new.stage = self.stage
        new._regions = self._regions
        new._legal_lines = self._legal_lines
        return new

    # --- small queries -------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.current == TERMINAL


@dataclass(frozen=True)
class ArmadoraObservation:
    """What one seat may know (see the spec's "Hidden information").

    ``values[cell]`` is a warrior's value when this seat may know it (its own warriors, face-up
    warriors, warriors it peeked as the Mage, everything once the game is over) and 0
    otherwise; ``owners`` and ``occupied`` show every warrior.  ``hand`` is this seat's own
    counts by value (index 0 unused); other seats only show ``hand_sizes``.  ``peeked[s]`` is
    the public set of cells seat ``s`` peeked at (which tile was looked at is public, the value
    is not).  The rules always know a seat's own placed values; whether the UI shows them
    again is decided by ``peek_own``.
    """

    seat: int
    players: int
    advanced: bool
    peek_own: bool
    teams: bool
    factions: tuple[str | None, ...]
    gold: tuple[int, ...] | None
    palisades: int
    palisades_left: int
    owners: tuple[int, ...]
    values: tuple[int, ...]
    arrows: tuple[int, ...]
    occupied: int
    face_up: int
    reinforced: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    power_tokens: tuple[int, ...]
    reinforcements_left: tuple[int, ...]
    peeked: tuple[int, ...]
    passed: tuple[bool, ...]
    current: int
    stage: int
    all_hands: tuple[tuple[int, ...], ...] | None = field(default=None)
    """Every hand, only once the game is over (None before)."""

    @property
    def over(self) -> bool:
        return self.current == TERMINAL

    @cached_property
    def _open(self) -> tuple[int, int]:
        return board.open_masks(self.palisades)

    @property
    def right_open(self) -> int:
        return self._open[0]

    @property
    def down_open(self) -> int:
        return self._open[1]

    @cached_property
    def regions(self) -> tuple[int, ...]:
        return board.regions(self.right_open, self.down_open)

    @cached_property
    def legal_lines(self) -> int:
        if self.palisades_left <= 0:
            return 0
        return board.legal_lines(self.palisades, self.right_open, self.down_open)

    @property
    def hands(self) -> dict[int, tuple[int, ...]]:
        """Known hands: this seat's own, or all of them after the game."""
        if self.all_hands is not None:
            return dict(enumerate(self.all_hands))
        return {self.seat: self.hand}
