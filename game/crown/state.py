"""Crown & Dragon's state and observation; every field says who may see it (the schema:
``game.engine.schema``).

Public: the board (pieces, their cards, castles, walls, rock, dragon, crown), gold, food,
victory points, trophies, the market, the discard piles, how many cards each hand holds
and whether each player holds a black card.  Private: each hand (action cards and the
black card), the general cards a player was dealt at setup and sent to the bottom of the
deck.  Hidden: the decks.  Decks have no order here: every draw is a chance step that picks
uniformly among the cards still in the deck (the same as drawing the top of a shuffled
deck), except the generals sent to the bottom of the general deck, which come out last, in
order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.crown.board import Square
from game.crown.turn import FollowUp, Main, Phase, PlayedCard, Refill, Source, Stage
from game.engine.schema import StateSchema, hidden, private, public

PieceKey = tuple
"""``("h", seat)`` a hero, ``("g", general card)`` a general, ``("c", x, y)`` a castle."""


class GeneralPiece(NamedTuple):
    owner: int
    at: Square
    cards: tuple[int, ...]


class CastlePiece(NamedTuple):
    owner: int
    cards: tuple[int, ...]


def _seated(state: CrownState, seat: int) -> bool:
    return 0 <= seat < state.players


def _own_hand(state: CrownState, seat: int) -> tuple[int, ...]:
    """The seat's own action cards (a spectator: none)."""
    return tuple(state.hands[seat]) if _seated(state, seat) else ()


def _hand_sizes(state: CrownState) -> tuple[int, ...]:
    return tuple(len(h) for h in state.hands)


def _own_black(state: CrownState, seat: int) -> int:
    """The seat's own black card, or -1."""
    return state.black[seat] if _seated(state, seat) else -1


def _has_black(state: CrownState) -> tuple[bool, ...]:
    return tuple(k >= 0 for k in state.black)


def _own_dealt(state: CrownState, seat: int) -> tuple[tuple[int, ...], ...]:
    """The seat's own dealt generals; -1 for each of everyone else's."""
    return tuple(
        hand if s == seat else tuple(-1 for _ in hand) for s, hand in enumerate(state.dealt)
    )


def _own_bottom(state: CrownState, seat: int) -> tuple[tuple[int, int], ...]:
    """Who put each general at the bottom of the deck; the seat's own cards, -1 for others'."""
    return tuple((s, g if s == seat else -1) for s, g in state.general_bottom)


def _action_deck_size(state: CrownState) -> int:
    return sum(state.action_deck)


def _black_deck_size(state: CrownState) -> int:
    return sum(state.black_deck)


def _general_pool_size(state: CrownState) -> int:
    return len(state.general_pool)


@dataclass
class CrownState:
    players: int = public()
    teams: bool = public()
    round_limit: int | None = public()
    goal: int = public()
    territory: tuple[int, ...] = public()
    """The territory (corner) of each seat."""
    hero_choice: tuple[str | None, ...] = public(default=())
    """The heroes picked in the setup (None: dealt at random)."""
    random_start: bool = public(default=False)

    hero: list[int] = public(default_factory=list)
    hero_at: list[Square] = public(default_factory=list)
    hero_cards: list[tuple[int, ...]] = public(default_factory=list)
    generals: dict[int, GeneralPiece] = public(default_factory=dict)
    castles: dict[Square, CastlePiece] = public(default_factory=dict)
    walls: dict[Square, int] = public(default_factory=dict)
    """Wall square -> the seat whose territory holds it."""
    rock: Square | None = public(default=None)
    dragon: int = public(default=0)
    """The active dragon card (4 once all are slain)."""
    alert: int = public(default=1)
    """The dragon's slot on the alert track (0 while it is on the board or gone)."""
    dragon_at: Square | None = public(default=None)
    crown: Square = public(default=(6, 6))
    queue: list[int] = public(default_factory=list)

    vp: list[int] = public(default_factory=list)
    """Points scored (the queue's first place is added when read, see ``rules.points``)."""
    decree_vp: list[int] = public(default_factory=list)
    """The part of ``vp`` each seat's Royal Decrees scored (the Results' split by source)."""
    gold: list[int] = public(default_factory=list)
    food: list[int] = public(default_factory=list)
    trophies: list[list[int]] = public(default_factory=list)

    hands: list[list[int]] = private(
        _own_hand, name="hand", shows={"hand_sizes": _hand_sizes}, default_factory=list
    )
    """Action card kinds held, sorted."""
    black: list[int] = private(_own_black, shows={"has_black": _has_black}, default_factory=list)
    """The black card kind held, or -1."""
    dealt: list[tuple[int, ...]] = private(_own_dealt, default_factory=list)
    """General cards dealt at setup and not yet kept."""

    military_deck: list[int] = public(default_factory=list)
    """Copies of each military type in the deck."""
    military_discard: list[int] = public(default_factory=list)
    action_deck: list[int] = hidden(
        shows={"action_deck_size": _action_deck_size}, default_factory=list
    )
    action_discard: list[int] = public(default_factory=list)
    black_deck: list[int] = hidden(
        shows={"black_deck_size": _black_deck_size}, default_factory=list
    )
    black_discard: list[int] = public(default_factory=list)
    general_pool: list[int] = hidden(
        shows={"general_pool_size": _general_pool_size}, default_factory=list
    )
    """General cards in the deck above the bottom ones (sorted: their order is not kept)."""
    general_bottom: list[tuple[int, int]] = private(
        _own_bottom, name="bottom", default_factory=list
    )
    """(seat that put it there, general card) at the bottom of the deck, top first."""
    general_discard: list[int] = public(default_factory=list)
    market_generals: list[int] = public(default_factory=list)
    """Three slots: general cards, -1 for an empty slot."""
    market_military: list[int] = public(default_factory=list)
    """Four slots: military types, -1 for an empty slot."""

    stage: Stage = public(default=Stage.DEAL)
    """What the game waits for (see :mod:`game.crown.flow`)."""
    turn: int = public(default=0)
    start: int = public(default=0)
    round: int = public(default=1)
    """The round being played (the first is 1)."""
    white: int = public(default=0)
    black_face: str = public(default="")
    shield: list[PieceKey | None] = public(default_factory=list)
    """The piece each seat shielded (Shield Wall, until that seat's next turn)."""
    oath: bool = public(default=False)
    """Hero's Oath on the active player's hero this turn."""
    battle_cry: bool = public(default=False)
    supply_wagon: bool = public(default=False)
    played_action: bool = public(default=False)
    played_black: bool = public(default=False)
    main: Main | None = public(default=None)
    """The main action taken this turn (None while none yet)."""
    acted: list[int] = public(default_factory=list)
    """The generals activated in this turn's army action."""
    piece: PieceKey | None = public(default=None)
    """The hero or general moving and fighting now (the hero step or an army activation)."""
    steps_left: int = public(default=0)
    phase: Phase = public(default=Phase.READY)
    """How far the moving piece has come (moved, fought, done)."""
    resume: Stage | None = public(default=None)
    """The stage a card, a battle's follow-ups or a purchase returns to."""
    pending: list[FollowUp] = public(default_factory=list)
    """Follow-ups due before resuming (the crown to place, upkeep, a market refill)."""
    card: PlayedCard | None = public(default=None)
    """The card whose target is being chosen."""
    assigning: int = public(default=-1)
    """The military card to assign now."""
    source: Source | None = public(default=None)
    """Where it comes from: the market or Recruiters."""
    pool: list[int] = public(default_factory=list)
    """Military cards waiting to be assigned in a redeploy (assigned first to last)."""
    refill: Refill | None = public(default=None)
    """The market slot to refill."""
    upkeep_piece: PieceKey | None = public(default=None)
    crown_choices: tuple[Square, ...] = public(default=())
    bonus: dict[PieceKey, tuple[int, int]] = public(default_factory=dict, shared=True)
    """(ATK, DEF) a piece has beyond its cards and this turn's cards: the temporary effects
    of a position file, given as numbers (always empty in a game; never changed in place)."""
    end: str = public(default="")
    """"goal" or "limit" once the game is over."""
    winners: tuple[int, ...] = public(default=())


SCHEMA = StateSchema(CrownState)


@SCHEMA.observation
class CrownObservation:
    """What a seat (``seat`` >= 0) or a spectator (``seat`` = -1) may know: every public
    field of :class:`CrownState`; of the hands only the seat's own (``hand``, ``black``) and
    their sizes (``hand_sizes``, ``has_black``); ``dealt`` and ``bottom`` show the seat's
    own general cards and ``-1`` for everyone else's; of the decks only their sizes."""
