"""Gold Mine's state and observation.

Almost everything is public: the mine, the miners, nuggets held, tokens, the five-tiles
hands (face up).  Hidden from everyone: which of the unplaced tiles lie in the development
stack and which in the production stack, and the order of both (each draw is a uniform
pick from its stack, which is the same as drawing the top of a shuffled one).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.goldmine.mine import Position, Square

GOLD, BAT = 0, 1
TOKENS_EACH = 3
DEV_TILES = 20
GOALS = {2: 10, 3: 7, 4: 7, 5: 6, 6: 6}
TEAM_GOALS = {4: 12, 6: 8}
ENTRANCE_POSITION: Position = (0, 0, 0)
MINER_COLOURS = ("red", "green", "blue", "yellow", "black", "white")
"""Seat ``i`` plays the miner ``MINER_COLOURS[i]`` (the box's six miners)."""


@dataclass(frozen=True)
class Challenge:
    """The challenge being resolved this turn."""

    kind: int  # GOLD or BAT
    attacker: int
    defender: int
    rounds: tuple[tuple[int, int], ...] = ()
    winner: int = -1

    @property
    def loser(self) -> int:
        return self.defender if self.winner == self.attacker else self.attacker


@dataclass
class GoldMineState:
    players: int
    mud: bool
    five_tiles: bool
    alliance: bool
    round_limit: int | None
    goal: int
    board: dict[Square, tuple[int, int]] = field(default_factory=dict)
    frontier: set[Square] = field(default_factory=set)
    nuggets: set[Square] = field(default_factory=set)
    """Chambers still holding a nugget."""
    dev_stack: list[int] = field(default_factory=list)
    prod_stack: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    miners: list[Position | None] = field(default_factory=list)
    held: list[int] = field(default_factory=list)
    tokens: list[list[int]] = field(default_factory=list)
    from_chambers: list[int] = field(default_factory=list)
    from_challenges: list[int] = field(default_factory=list)
    stage: str = "deal"
    turn: int = 0
    start: int = 0
    round: int = 0
    """Production rounds completed."""
    dev_placed: int = 0
    drawn: int = -1
    """The tile to place (drawn or played from a hand)."""
    source: str = ""
    """Where the next draw comes from: "dev" or "prod"."""
    rejected: list[int] = field(default_factory=list)
    """Tiles drawn this turn that fit nowhere (shuffled back; not drawn again until the mine
    changes)."""
    contenders: tuple[int, ...] = ()
    steps: int = 0
    """How far the pending move may go."""
    dice: tuple[int, ...] = ()
    """The last roll, for the log and the screen."""
    challenge: Challenge | None = None
    challenged: bool = False
    handed: bool = False
    fits: frozenset[int] | None = None
    """Cache: the kinds that fit somewhere in the mine now (None: not computed)."""
    end: str = ""
    """"climb" or "limit" once the game is over."""
    climbed: tuple[int, ...] = ()


def partner_of(state: GoldMineState, seat: int) -> int | None:
    """The seat's partner in an alliance (seats 0+1, 2+3, 4+5), else None."""
    if not state.alliance:
        return None
    return seat + 1 if seat % 2 == 0 else seat - 1


@dataclass(frozen=True)
class GoldMineObservation:
    """What any seat (or a spectator) knows.  ``unplaced`` lists the tiles still in the two
    stacks together (sorted); only ``dev_left`` of them are in the development stack."""

    seat: int
    players: int
    mud: bool
    five_tiles: bool
    alliance: bool
    round_limit: int | None
    goal: int
    board: dict[Square, tuple[int, int]]
    nuggets: frozenset[Square]
    unplaced: tuple[int, ...]
    dev_left: int
    hands: tuple[tuple[int, ...], ...]
    miners: tuple[Position | None, ...]
    held: tuple[int, ...]
    tokens: tuple[tuple[int, int], ...]
    from_chambers: tuple[int, ...]
    from_challenges: tuple[int, ...]
    stage: str
    turn: int
    start: int
    round: int
    dev_placed: int
    drawn: int
    source: str
    rejected: tuple[int, ...]
    contenders: tuple[int, ...]
    steps: int
    dice: tuple[int, ...]
    challenge: Challenge | None
    challenged: bool
    handed: bool
    end: str
    climbed: tuple[int, ...]
