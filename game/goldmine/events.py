"""Gold Mine's typed step events: what each step did, as data (see :mod:`game.engine.events`).

The rules emit them and nothing else (into no log at all for the AI's playouts); the log's
lines are worded from them by :mod:`game.goldmine.log_words`.  The play scene animates,
sounds and fills its dice tray from them, and the Results screen counts challenges and
hand-overs in them.  A recap, result cards and a game review are built on them later.

Everything in Gold Mine is public (the tiles drawn, the dice, the hands of the five-tiles
variant), so every event is addressed to everybody; only which unplaced tile lies in which
stack is secret, and no event tells it.

Conventions: ``seat`` is the seat that acted (for a roll: whose dice they are); a square
is ``(x, y)`` and a position ``(x, y, path)`` as in :mod:`game.goldmine.mine`; tiles are
ids into :data:`game.goldmine.tiles.TILES`; ``round`` is the production round (1 the
first; 0 during the mine's development).  A stack is ``"development"``, ``"production"``
or ``"hand"`` (the seat's own face-up tiles).

The events of a step come in the order the rules apply it: the decision (a choice, a
placement, a move, a challenge), what followed from it (a nugget collected, the bonus
roll...), then :class:`TurnEnded` and the next :class:`TurnBegan` (or the end:
:class:`ProductionBegan` between the phases, :class:`ClimbedOut` or
:class:`RoundLimitReached`, then :class:`GameOver`).  The events and their fields are
listed in ``docs/goldmine.md``, "Events".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import Event

Position = tuple[int, int, int]

DEVELOPMENT, PRODUCTION = "development", "production"
"""The two phases (and the two stacks)."""
HAND = "hand"
"""Where an own face-up tile comes from (the five-tiles variant)."""


# --- setup ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Dealt(Event):
    """The tiles are shuffled into ``dev`` development and ``prod`` production tiles;
    ``hands``: each seat's own face-up tiles (five-tiles variant; else empty)."""

    kind: ClassVar[str] = "goldmine.dealt"
    dev: int
    prod: int
    hands: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class RolledOff(Event):
    """One round of the roll-off for the start: ``rolls`` ``(seat, die)`` per contender;
    ``leaders`` the seats with the highest die (more than one: they roll again);
    ``start`` the seat that starts (-1 while tied)."""

    kind: ClassVar[str] = "goldmine.rolled_off"
    rolls: tuple[tuple[int, int], ...]
    leaders: tuple[int, ...]
    start: int


# --- turns ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnBegan(Event):
    """``phase``: ``development`` (``round`` 0) or ``production``."""

    kind: ClassVar[str] = "goldmine.turn_began"
    seat: int
    round: int
    phase: str


@dataclass(frozen=True)
class TurnEnded(Event):
    kind: ClassVar[str] = "goldmine.turn_ended"
    seat: int
    round: int
    phase: str


@dataclass(frozen=True)
class ProductionBegan(Event):
    """Development is over: ``early`` development tiles that fit nowhere joined the
    production stack (0: the stack ran out); every miner stands on the entrance and
    ``start`` plays first."""

    kind: ClassVar[str] = "goldmine.production_began"
    early: int
    start: int


@dataclass(frozen=True)
class TurnChoice(Event):
    """How the turn gets its tile or its movement: ``draw`` or ``hand`` (development);
    ``excavate`` (from the production stack, or with an own tile: ``tile``), ``roll``,
    ``passage`` or ``stay`` (production's movement step)."""

    kind: ClassVar[str] = "goldmine.turn_choice"
    seat: int
    choice: str
    tile: int = -1
    """The own face-up tile played (``hand``, or ``excavate`` with an own tile); -1 for
    none (an excavation from the production stack has a log line of its own)."""


# --- tiles ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class TileDrawn(Event):
    """``seat`` took ``tile`` from ``stack`` (``hand``: one of its own face-up tiles).
    ``fits``: False when it fits nowhere in the mine (it goes back into the stack and
    another is drawn)."""

    kind: ClassVar[str] = "goldmine.tile_drawn"
    seat: int
    stack: str
    tile: int
    fits: bool


@dataclass(frozen=True)
class TilePlaced(Event):
    """``tile`` laid on ``(x, y)`` turned ``rot`` quarter turns; ``nugget``: a gold
    chamber, which comes with its nugget."""

    kind: ClassVar[str] = "goldmine.tile_placed"
    seat: int
    x: int
    y: int
    tile: int
    rot: int
    nugget: bool


# --- dice and moves -------------------------------------------------------------------------
@dataclass(frozen=True)
class DiceRolled(Event):
    """``seat``'s dice.  ``purpose``: ``move`` (the movement die), ``passage`` (the two
    dice at a secret passage: :class:`PassageTried` follows), ``bonus`` (a gold
    challenge's attacker who won moves again) or ``push`` (a bat challenge's winner
    drives the loser's miner).  The roll-off is :class:`RolledOff`, a challenge's rounds
    :class:`ChallengeRoundWon`."""

    kind: ClassVar[str] = "goldmine.dice_rolled"
    seat: int
    purpose: str
    dice: tuple[int, ...]


@dataclass(frozen=True)
class PassageTried(Event):
    """The passage's two ``dice``: ``low_water`` (a double or a total of 7); ``opened``:
    the miner comes out of another passage (low water and another passage exists), else
    it may walk up to ``steps`` (the lower die)."""

    kind: ClassVar[str] = "goldmine.passage_tried"
    seat: int
    dice: tuple[int, int]
    low_water: bool
    opened: bool
    steps: int


@dataclass(frozen=True)
class MinerMoved(Event):
    """``seat``'s miner went along ``path`` (its start first, each step after).
    ``cause``: ``move`` (a roll, or the lower die at a shut passage), ``passage`` (through
    the water: start and end only), ``bonus`` or ``push`` (driven by ``by``, the winner of
    a bat challenge; a push may leave it where it stood).  ``allowed``: the most steps the
    move could take; ``mud``: it ends in a mud pit it walked into."""

    kind: ClassVar[str] = "goldmine.miner_moved"
    seat: int
    path: tuple[Position, ...]
    cause: str
    allowed: int
    mud: bool
    by: int


@dataclass(frozen=True)
class Stayed(Event):
    """``seat``'s miner stays on ``at``: ``cause`` ``stay`` (the movement chosen) or the
    move it ended where it began (``move``, ``bonus``)."""

    kind: ClassVar[str] = "goldmine.stayed"
    seat: int
    at: Position
    cause: str


# --- gold -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class NuggetCollected(Event):
    """The nugget of the chamber on ``(x, y)``, taken by the miner standing there;
    ``held``: the seat's nuggets after it."""

    kind: ClassVar[str] = "goldmine.nugget_collected"
    seat: int
    x: int
    y: int
    held: int


@dataclass(frozen=True)
class NuggetHidden(Event):
    """A gold challenge's winner put the nugget it won into the empty chamber ``(x, y)``."""

    kind: ClassVar[str] = "goldmine.nugget_hidden"
    seat: int
    x: int
    y: int


@dataclass(frozen=True)
class NuggetsHanded(Event):
    """``count`` nuggets from ``giver`` to ``taker``, partners on the same path, at the
    turn player ``seat``'s choice (it gives or takes); ``held`` per seat after it."""

    kind: ClassVar[str] = "goldmine.nuggets_handed"
    seat: int
    giver: int
    taker: int
    count: int
    held: tuple[int, ...]


# --- challenges -----------------------------------------------------------------------------
@dataclass(frozen=True)
class ChallengeStarted(Event):
    """``seat`` challenges ``target``: ``challenge`` ``gold`` or ``bat``; ``tokens_left``:
    the attacker's tokens of that kind after paying one."""

    kind: ClassVar[str] = "goldmine.challenge_started"
    line_follows: ClassVar[bool] = True  # its own line, worded from it
    seat: int
    target: int
    challenge: str
    tokens_left: int


@dataclass(frozen=True)
class ChallengeRoundWon(Event):
    """Round ``number`` (1 the first) of a challenge: each side's die and the seat that
    won it (a tie goes to the attacker)."""

    kind: ClassVar[str] = "goldmine.challenge_round_won"
    line_follows: ClassVar[bool] = True  # the challenge's line, worded from its result
    number: int
    attacker: int
    defender: int
    attacker_die: int
    defender_die: int
    winner: int


@dataclass(frozen=True)
class ChallengeResolved(Event):
    """A challenge decided (two rounds won), with every number of its result card.

    ``rounds``: ``(attacker's die, defender's die)`` each; ``attacker_won`` and
    ``defender_won`` the rounds each side won.  What follows, ``then``: ``push`` (bat: the
    winner drives the loser's miner, after its roll), ``hide`` (gold: the loser's nugget
    goes into an empty chamber the winner picks), ``keep`` (gold: no chamber is free, the
    winner keeps the nugget).  A gold challenge won by the attacker also brings it a
    bonus move.  ``held``: each seat's nuggets after it."""

    kind: ClassVar[str] = "goldmine.challenge_resolved"
    line_follows: ClassVar[bool] = True  # its own line, worded from it
    challenge: str
    attacker: int
    defender: int
    rounds: tuple[tuple[int, int], ...]
    attacker_won: int
    defender_won: int
    winner: int
    loser: int
    then: str
    held: tuple[int, ...]


# --- the end --------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClimbedOut(Event):
    """``climbers`` (the turn player ``seat``, with its partner in an alliance) climb out on
    the entrance with ``nuggets`` (the goal was ``goal``): they win."""

    kind: ClassVar[str] = "goldmine.climbed_out"
    seat: int
    climbers: tuple[int, ...]
    nuggets: int
    goal: int


@dataclass(frozen=True)
class RoundLimitReached(Event):
    kind: ClassVar[str] = "goldmine.round_limit_reached"
    rounds: int


@dataclass(frozen=True)
class GameOver(Event):
    """``end``: ``climb`` or ``limit``; ``ranking``: groups of seats from first place down;
    ``held``: each seat's nuggets."""

    kind: ClassVar[str] = "goldmine.game_over"
    end: str
    ranking: tuple[tuple[int, ...], ...]
    held: tuple[int, ...]
