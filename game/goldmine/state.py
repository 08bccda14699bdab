"""Gold Mine's state and observation.

Almost everything is public: the mine, the miners, nuggets held, tokens, the five-tiles
hands (face up).  Hidden from everyone: which of the unplaced tiles lie in the development
stack and which in the production stack, and the order of both (each draw is a uniform
pick from its stack, which is the same as drawing the top of a shuffled one).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.schema import StateSchema, derived, hidden, public
from game.goldmine import mine
from game.goldmine.mine import Position, Square

GOLD, BAT = 0, 1
TOKENS_EACH = 3
DEV_TILES = 20
GOALS = {2: 10, 3: 7, 4: 7, 5: 6, 6: 6}
TEAM_GOALS = {4: 12, 6: 8}
ENTRANCE_POSITION: Position = (0, 0, 0)
MOVE_STAGES = frozenset(("move", "passage_move", "bonus_move", "push"))
"""The stages that end with a miner's move (a push moves the loser of a bat challenge)."""
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


def _unplaced(state: GoldMineState) -> tuple[int, ...]:
    return tuple(sorted(state.dev_stack + state.prod_stack))


def _dev_left(state: GoldMineState) -> int:
    return len(state.dev_stack)


def _frontier(state: GoldMineState) -> set[Square]:
    return mine.frontier_of(state.board)


@dataclass
class GoldMineState:
    players: int = public()
    mud: bool = public()
    five_tiles: bool = public()
    alliance: bool = public()
    round_limit: int | None = public()
    goal: int = public()
    board: dict[Square, tuple[int, int]] = public(
        default_factory=dict, shared=True, observe=mine.shared, restore=mine.shared
    )
    """Never changed in place: a placement makes a new :class:`~game.goldmine.mine.Mine`."""
    frontier: set[Square] = derived(default_factory=set, shared=True, rebuild=_frontier)
    """The board's open frontier (likewise replaced, never changed in place)."""
    nuggets: set[Square] = public(default_factory=set)
    """Chambers still holding a nugget."""
    dev_stack: list[int] = hidden(
        default_factory=list, shows={"unplaced": _unplaced, "dev_left": _dev_left}
    )
    """Everyone knows which tiles are unplaced (``unplaced``, both stacks together, sorted)
    and how many are in the development stack (``dev_left``), not which."""
    prod_stack: list[int] = hidden(default_factory=list)
    hands: list[list[int]] = public(default_factory=list)
    miners: list[Position | None] = public(default_factory=list)
    held: list[int] = public(default_factory=list)
    tokens: list[list[int]] = public(default_factory=list)
    from_chambers: list[int] = public(default_factory=list)
    from_challenges: list[int] = public(default_factory=list)
    stage: str = public(default="deal")
    turn: int = public(default=0)
    start: int = public(default=0)
    round: int = public(default=0)
    """Production rounds completed."""
    dev_placed: int = public(default=0)
    drawn: int = public(default=-1)
    """The tile to place (drawn or played from a hand)."""
    source: str = public(default="")
    """Where the next draw comes from: "dev" or "prod"."""
    rejected: list[int] = public(default_factory=list)
    """Tiles drawn this turn that fit nowhere (shuffled back; not drawn again until the mine
    changes)."""
    contenders: tuple[int, ...] = public(default=())
    steps: int = public(default=0)
    """How far the pending move may go."""
    dice: tuple[int, ...] = public(default=())
    """The last roll, for the log and the screen."""
    challenge: Challenge | None = public(default=None)
    challenged: bool = public(default=False)
    handed: bool = public(default=False)
    fits: frozenset[int] | None = derived(default=None)
    """Cache: the kinds that fit somewhere in the mine now (None: not computed)."""
    prod_chambers: tuple[list[int], int, int] | None = derived(default=None, shared=True)
    """Cache: ``(stack, its length, the gold chambers in it)`` of the production stack, good
    while ``prod_stack`` is that list at that length (see ``race.chambers_left``)."""
    end: str = public(default="")
    """"climb" or "limit" once the game is over."""
    climbed: tuple[int, ...] = public(default=())


SCHEMA = StateSchema(GoldMineState)


@SCHEMA.observation
class GoldMineObservation:
    """What any seat (or a spectator) knows: every public field of :class:`GoldMineState`,
    and of the two stacks only ``unplaced`` (their tiles together, sorted) and ``dev_left``
    (how many of them are in the development stack)."""


def partner_of(state: GoldMineState, seat: int) -> int | None:
    """The seat's partner in an alliance (seats 0+1, 2+3, 4+5), else None."""
    if not state.alliance:
        return None
    return seat + 1 if seat % 2 == 0 else seat - 1
