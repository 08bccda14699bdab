"""Armadora's typed step events: what each step did, as data (see :mod:`game.engine.events`).

The rules emit them and nothing else: the log's lines are worded from them by
:mod:`game.armadora.log_words`.  The play scene animates and highlights from them, and a
recap, result cards and a game review are built on them.  Each carries
only what its receiving seats may know: a face-down value is told by a
:class:`ValueRevealed` of its own, addressed to the seat that learns it.

Conventions: ``seat`` is the seat that acted (or the seat told, for a private event);
cells are indices ``y * 8 + x`` and lines as in :mod:`game.armadora.board`; a side is a
seat, or the lowest seat of a team (0 or 1) in team play.  Tuples "per seat" have one
entry per seat in seat order; ``(side, number)`` pairs are ordered by side.

Warrior records in territory events are tuples ``(cell, owner, value, arrows,
reinforced)``; ``value`` is 0 where the receiving seats do not know it.

The events of one step come in this order: what the step did (a power, then its
effect; a warrior, palisade, reinforcement or pass), then what followed from it (a
territory closed or filled), then :class:`TurnBegan` for the next turn, or at the end
:class:`GameEnded`, :class:`WarriorsRevealed`, one :class:`TerritoryScored` per
territory and :class:`GameScored`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.engine.events import Event

WarriorRecord = tuple[int, int, int, int, bool]
"""``(cell, owner, value, arrows, reinforced)``; value 0: not known to the receiver."""


@dataclass(frozen=True)
class Dealt(Event):
    """The setup's chance step: gold piles on the mines and the factions.

    ``mines`` are the mine cells and ``piles`` the gold on each, in the same order;
    ``picked[seat]`` is True when the seat chose its faction on the setup screen (False:
    dealt at random)."""

    kind: ClassVar[str] = "armadora.dealt"
    mines: tuple[int, ...]
    piles: tuple[int, ...]
    factions: tuple[str, ...]
    picked: tuple[bool, ...]


@dataclass(frozen=True)
class TurnBegan(Event):
    """``seat``'s turn begins (after the deal, and after every turn that is not the last)."""

    kind: ClassVar[str] = "armadora.turn_began"
    seat: int


@dataclass(frozen=True)
class WarriorPlaced(Event):
    """A warrior from ``seat``'s hand on ``cell``: face down (``value`` 0; the owner is
    told the value by a :class:`ValueRevealed`), or face up by the Goblin power (``value``
    public).  ``hand_left``: the warriors ``seat`` still holds."""

    kind: ClassVar[str] = "armadora.warrior_placed"
    seat: int
    cell: int
    face_up: bool
    value: int
    hand_left: int


@dataclass(frozen=True)
class ValueRevealed(Event):
    """``seat`` learns the value of ``owner``'s face-down warrior on ``cell`` (addressed to
    ``seat`` only).  ``reason``: ``"placed"`` (its owner put it there) or ``"peek"``
    (the Mage power)."""

    kind: ClassVar[str] = "armadora.value_revealed"
    seat: int
    cell: int
    owner: int
    value: int
    reason: str


@dataclass(frozen=True)
class PalisadePlaced(Event):
    """A palisade on ``line`` between the squares ``a`` and ``b``.  ``palisades_left``: the
    shared supply after it; ``second``: the second palisade of a main action; ``orc``:
    placed by the Orc power (not a main action)."""

    kind: ClassVar[str] = "armadora.palisade_placed"
    seat: int
    line: int
    a: int
    b: int
    palisades_left: int
    second: bool
    orc: bool


@dataclass(frozen=True)
class SecondPalisadeDeclined(Event):
    """``seat`` ended its turn after one palisade (Done)."""

    kind: ClassVar[str] = "armadora.second_palisade_declined"
    seat: int


@dataclass(frozen=True)
class TerritoryClosed(Event):
    """A palisade (``line``, placed by ``seat``) closed off the territory ``cells``.

    ``mines`` are its gold mines and ``gold`` their gold; ``full``: every square holds a
    warrior or a mine.  What everybody knows of its warriors: ``warriors`` (face-down
    values 0), ``strength`` per seat (the known values, arrows and reinforcement
    counted), ``hidden`` per seat (face-down warriors, not in ``strength``).  Each seat
    is also told its own :class:`TerritoryStanding`."""

    kind: ClassVar[str] = "armadora.territory_closed"
    seat: int
    line: int
    cells: tuple[int, ...]
    mines: tuple[int, ...]
    gold: int
    full: bool
    warriors: tuple[WarriorRecord, ...]
    strength: tuple[int, ...]
    hidden: tuple[int, ...]


@dataclass(frozen=True)
class TerritoryStanding(Event):
    """A just-closed territory as ``seat`` knows it (addressed to ``seat`` only): its
    warriors with the values ``seat`` knows (its own, face-up ones, ones it peeked),
    ``strength`` per seat from those, ``hidden`` per seat (warriors it cannot value);
    ``knows_more``: it knows more there than everybody (its numbers differ from the
    :class:`TerritoryClosed`'s), so the log tells it its own standing."""

    kind: ClassVar[str] = "armadora.territory_standing"
    seat: int
    cells: tuple[int, ...]
    warriors: tuple[WarriorRecord, ...]
    strength: tuple[int, ...]
    hidden: tuple[int, ...]
    knows_more: bool


@dataclass(frozen=True)
class TerritoryFilled(Event):
    """A warrior of ``seat`` filled the last free square of the region ``cells`` (with
    ``gold`` on its mines): it may now take a reinforcement, and no arrow flies into it."""

    kind: ClassVar[str] = "armadora.territory_filled"
    seat: int
    cells: tuple[int, ...]
    gold: int


@dataclass(frozen=True)
class PowerUsed(Event):
    """``seat`` used its faction's power (``power``: ``peek``, ``goblin``, ``orc`` or
    ``arrow``; ``tokens_left`` after it).  Its effect follows: :class:`WarriorPeeked`,
    :class:`WarriorPlaced` face up, :class:`PalisadePlaced` or :class:`ArrowShot`."""

    kind: ClassVar[str] = "armadora.power_used"
    seat: int
    faction: str
    power: str
    tokens_left: int


@dataclass(frozen=True)
class WarriorPeeked(Event):
    """The Mage on ``seat`` looked at ``owner``'s face-down warrior on ``cell`` (public;
    the value goes to ``seat`` alone in a :class:`ValueRevealed`)."""

    kind: ClassVar[str] = "armadora.warrior_peeked"
    seat: int
    cell: int
    owner: int


@dataclass(frozen=True)
class ArrowShot(Event):
    """The Elf on ``seat`` shot ``owner``'s warrior on ``cell``; ``arrows``: how many it
    carries now (each is -1 at scoring)."""

    kind: ClassVar[str] = "armadora.arrow_shot"
    seat: int
    cell: int
    owner: int
    arrows: int


@dataclass(frozen=True)
class Reinforced(Event):
    """``seat`` put its reinforcement on its warrior on ``cell`` in the full territory
    ``cells`` (+1 at scoring)."""

    kind: ClassVar[str] = "armadora.reinforced"
    seat: int
    cell: int
    cells: tuple[int, ...]


@dataclass(frozen=True)
class Passed(Event):
    """``seat`` passed for the rest of the game (``forced``: it had no other action);
    ``still_playing``: the seats that have not passed yet."""

    kind: ClassVar[str] = "armadora.passed"
    seat: int
    forced: bool
    still_playing: tuple[int, ...]


@dataclass(frozen=True)
class GameEnded(Event):
    """Every player has passed: the game is over and it is scored."""

    kind: ClassVar[str] = "armadora.game_ended"


@dataclass(frozen=True)
class WarriorsRevealed(Event):
    """The end: every warrior that was face down, as ``(cell, owner, value)``."""

    kind: ClassVar[str] = "armadora.warriors_revealed"
    warriors: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True)
class TerritoryScored(Event):
    """How one territory (``cells``, listed by its smallest cell) was decided.

    ``warriors`` with every value; ``seat_strength`` per seat and ``strength`` per side
    (``(side, strength)``); ``reason``: ``none`` (nobody has strength), ``majority``,
    ``reinforcement`` (a tie broken by the reinforcement of ``reinforced_side``) or
    ``split``; ``winners`` the sides taking its ``gold``, ``awarded`` their ``(side,
    gold)`` and ``discarded`` what an even split leaves."""

    kind: ClassVar[str] = "armadora.territory_scored"
    cells: tuple[int, ...]
    mines: tuple[int, ...]
    gold: int
    warriors: tuple[WarriorRecord, ...]
    seat_strength: tuple[int, ...]
    strength: tuple[tuple[int, int], ...]
    reason: str
    reinforced_side: int | None
    winners: tuple[int, ...]
    awarded: tuple[tuple[int, int], ...]
    discarded: int


@dataclass(frozen=True)
class GameScored(Event):
    """The final account: ``gold`` and ``piles`` per side (``(side, ...)``, piles from the
    largest), ``ranking`` (groups of sides from first place down), ``tiebreak``: the
    first place needed the pile comparison."""

    kind: ClassVar[str] = "armadora.game_scored"
    gold: tuple[tuple[int, int], ...]
    piles: tuple[tuple[int, tuple[int, ...]], ...]
    ranking: tuple[tuple[int, ...], ...]
    tiebreak: bool
