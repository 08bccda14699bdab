"""Crown & Dragon's state and observation.

Public: the board (pieces, their cards, castles, walls, rock, dragon, crown), gold, food,
victory points, trophies, the market, the discard piles, how many cards each hand holds
and whether each player holds a black card.  Private: each hand (action cards and the
black card), the general cards a player was dealt at setup and sent to the bottom of the
deck.  Decks have no order here: every draw is a chance step that picks uniformly among
the cards still in the deck (the same as drawing the top of a shuffled deck), except the
generals sent to the bottom of the general deck, which come out last, in order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from game.crown.board import Square

PieceKey = tuple
"""``("h", seat)`` a hero, ``("g", general card)`` a general, ``("c", x, y)`` a castle."""


class GeneralPiece(NamedTuple):
    owner: int
    at: Square
    cards: tuple[int, ...]


class CastlePiece(NamedTuple):
    owner: int
    cards: tuple[int, ...]


@dataclass
class CrownState:
    players: int
    teams: bool
    round_limit: int | None
    goal: int
    territory: tuple[int, ...]
    """The territory (corner) of each seat."""
    hero_choice: tuple[str | None, ...] = ()
    """The heroes picked in the setup (None: dealt at random)."""
    random_start: bool = False

    hero: list[int] = field(default_factory=list)
    hero_at: list[Square] = field(default_factory=list)
    hero_cards: list[tuple[int, ...]] = field(default_factory=list)
    generals: dict[int, GeneralPiece] = field(default_factory=dict)
    castles: dict[Square, CastlePiece] = field(default_factory=dict)
    walls: dict[Square, int] = field(default_factory=dict)
    """Wall square -> the seat whose territory holds it."""
    rock: Square | None = None
    dragon: int = 0
    """The active dragon card (4 once all are slain)."""
    alert: int = 1
    """The dragon's slot on the alert track (0 while it is on the board or gone)."""
    dragon_at: Square | None = None
    crown: Square = (6, 6)
    queue: list[int] = field(default_factory=list)

    vp: list[int] = field(default_factory=list)
    """Points scored (the queue's first place is added when read, see ``rules.points``)."""
    gold: list[int] = field(default_factory=list)
    food: list[int] = field(default_factory=list)
    trophies: list[list[int]] = field(default_factory=list)

    hands: list[list[int]] = field(default_factory=list)
    """Action card kinds held, sorted."""
    black: list[int] = field(default_factory=list)
    """The black card kind held, or -1."""
    dealt: list[tuple[int, ...]] = field(default_factory=list)
    """General cards dealt at setup and not yet kept."""

    military_deck: list[int] = field(default_factory=list)
    """Copies of each military type in the deck."""
    military_discard: list[int] = field(default_factory=list)
    action_deck: list[int] = field(default_factory=list)
    action_discard: list[int] = field(default_factory=list)
    black_deck: list[int] = field(default_factory=list)
    black_discard: list[int] = field(default_factory=list)
    general_pool: list[int] = field(default_factory=list)
    """General cards in the deck above the bottom ones (sorted: their order is not kept)."""
    general_bottom: list[tuple[int, int]] = field(default_factory=list)
    """(seat that put it there, general card) at the bottom of the deck, top first."""
    general_discard: list[int] = field(default_factory=list)
    market_generals: list[int] = field(default_factory=list)
    """Three slots: general cards, -1 for an empty slot."""
    market_military: list[int] = field(default_factory=list)
    """Four slots: military types, -1 for an empty slot."""

    stage: str = "deal"
    turn: int = 0
    start: int = 0
    round: int = 1
    """The round being played (the first is 1)."""
    white: int = 0
    black_face: str = ""
    shield: list[PieceKey | None] = field(default_factory=list)
    """The piece each seat shielded (Shield Wall, until that seat's next turn)."""
    oath: bool = False
    """Hero's Oath on the active player's hero this turn."""
    battle_cry: bool = False
    supply_wagon: bool = False
    played_action: bool = False
    played_black: bool = False
    main: str = ""
    """The main action taken this turn ("" while none yet)."""
    acted: list[int] = field(default_factory=list)
    """The generals activated in this turn's army action."""
    piece: PieceKey | None = None
    """The hero or general moving and fighting now (the hero step or an army activation)."""
    steps_left: int = 0
    phase: int = 0
    """0 nothing done yet, 1 moved, 2 fought (may move with what is left), 3 done."""
    resume: str = ""
    """The stage a card, a battle's follow-ups or a purchase returns to."""
    pending: list[str] = field(default_factory=list)
    """Decisions due before resuming: "crown" (place the won crown), "upkeep"."""
    card: int = -1
    """The card whose targets are being chosen (action kind, or 100 + black kind)."""
    assigning: int = -1
    """The military card to assign now."""
    source: str = ""
    """Where it comes from: "market", "recruit" or "redeploy"."""
    pool: list[int] = field(default_factory=list)
    """Military cards waiting to be assigned in a redeploy (assigned first to last)."""
    refill: tuple[str, int] | None = None
    """The market slot to refill: ("g" | "m", slot)."""
    upkeep_piece: PieceKey | None = None
    crown_choices: tuple[Square, ...] = ()
    end: str = ""
    """"goal" or "limit" once the game is over."""
    winners: tuple[int, ...] = ()


@dataclass(frozen=True)
class CrownObservation:
    """What a seat (``seat`` >= 0) or a spectator (``seat`` = -1) may know.

    The other hands are only sizes; ``dealt`` and ``bottom`` show the seat's own general
    cards and ``-1`` for everyone else's."""

    seat: int
    players: int
    teams: bool
    round_limit: int | None
    goal: int
    territory: tuple[int, ...]
    hero_choice: tuple[str | None, ...]
    random_start: bool
    hero: tuple[int, ...]
    hero_at: tuple[Square, ...]
    hero_cards: tuple[tuple[int, ...], ...]
    generals: tuple[tuple[int, GeneralPiece], ...]
    castles: tuple[tuple[Square, CastlePiece], ...]
    walls: tuple[tuple[Square, int], ...]
    rock: Square | None
    dragon: int
    alert: int
    dragon_at: Square | None
    crown: Square
    queue: tuple[int, ...]
    vp: tuple[int, ...]
    gold: tuple[int, ...]
    food: tuple[int, ...]
    trophies: tuple[tuple[int, ...], ...]
    hand: tuple[int, ...]
    """The seat's own action cards (empty for a spectator)."""
    hand_sizes: tuple[int, ...]
    black: int
    """The seat's own black card, or -1."""
    has_black: tuple[bool, ...]
    dealt: tuple[tuple[int, ...], ...]
    bottom: tuple[tuple[int, int], ...]
    military_deck: tuple[int, ...]
    military_discard: tuple[int, ...]
    action_discard: tuple[int, ...]
    action_deck_size: int
    black_discard: tuple[int, ...]
    black_deck_size: int
    general_pool_size: int
    general_discard: tuple[int, ...]
    market_generals: tuple[int, ...]
    market_military: tuple[int, ...]
    stage: str
    turn: int
    start: int
    round: int
    white: int
    black_face: str
    shield: tuple[PieceKey | None, ...]
    oath: bool
    battle_cry: bool
    supply_wagon: bool
    played_action: bool
    played_black: bool
    main: str
    acted: tuple[int, ...]
    piece: PieceKey | None
    steps_left: int
    phase: int
    resume: str
    pending: tuple[str, ...]
    card: int
    assigning: int
    source: str
    pool: tuple[int, ...]
    refill: tuple[str, int] | None
    upkeep_piece: PieceKey | None
    crown_choices: tuple[Square, ...]
    end: str
    winners: tuple[int, ...]
