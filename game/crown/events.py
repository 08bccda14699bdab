"""Crown & Dragon's step events: what each step did, as data (``game.engine.events``).

The rules emit them and nothing else: the log's lines are worded from them by
:mod:`game.crown.log_words` (a log that is not a :class:`~game.engine.events.Journal`
takes only those lines; the AI's playouts keep no log at all).  Every
event is public unless it says otherwise: a card only its owner may know travels in a
:class:`CardRevealed` addressed to that seat, beside a public :class:`CardDrawn` that
says only that a card was drawn.

Conventions: a square is ``(x, y)``, and ``()`` where there is none (the rock off the
board, the dragon on the alert track); a seat is the rules' seat number, ``-1`` for
nobody (the die, the dragon); cards are numbers as in :mod:`game.crown.cards` (a military
card its type, a general its card, an action or black card its kind) and ``deck`` says
which kind (``"military"``, ``"general"``, ``"action"``, ``"black"``); a piece is
``piece`` (``"hero"``, ``"general"``, ``"castle"``) with ``general`` its general card
(``-1`` for the others).  ``cause`` names the rule or card behind a change.  The list of
events and their fields is in ``docs/crown.md``, "Events".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.engine.events import Event, emit

Square = tuple[int, ...]
"""``(x, y)``, or ``()`` for none."""
Part = tuple[str, int, int]
"""One term of a strength: ``(source, value, card)``; ``source`` is ``card`` (``card`` its
military type, else -1), ``specialty``, ``alignment``, ``castle`` (a castle's base DEF),
``dragon``, ``battle_cry``, ``oath``, ``shield_wall`` or ``bonus`` (a position file's)."""


def recording(log: object) -> bool:
    """Whether ``log`` takes events or their lines (worth working out an event's numbers
    for): the AI's playouts keep no log (``None``)."""
    return log is not None


def tell(log: Any, event_type: type[Event], *fields: Any, **named: Any) -> None:
    """Emit the event of ``event_type`` made of ``fields`` into ``log``
    (:func:`game.engine.events.emit`: a journal keeps it and its lines, a plain list its
    lines); nothing is built for the AI's playouts, which keep no log."""
    if log is not None:
        emit(log, event_type(*fields, **named))


# --- the deal and the turn ------------------------------------------------------------------
@dataclass(frozen=True)
class Dealt(Event):
    """The deal: each seat's hero (an index of ``HERO_NAMES``) and the seat that starts."""

    kind: ClassVar[str] = "crown.dealt"
    heroes: tuple[int, ...]
    start: int


@dataclass(frozen=True)
class TurnBegan(Event):
    """``gold`` and ``food``: the income due (before the caps; what comes in is the
    :class:`Resources` that follows)."""

    kind: ClassVar[str] = "crown.turn_began"
    seat: int
    round: int
    gold: int
    food: int


@dataclass(frozen=True)
class TurnEnding(Event):
    """The turn's choices are over (the last moment for cards has passed): the draw, and a
    discard if the hand is too full, end it."""

    kind: ClassVar[str] = "crown.turn_ending"
    seat: int
    round: int


@dataclass(frozen=True)
class TurnEnded(Event):
    kind: ClassVar[str] = "crown.turn_ended"
    seat: int
    round: int


@dataclass(frozen=True)
class GameOver(Event):
    """``end``: ``"goal"`` (the crown and enough points) or ``"limit"`` (the last round)."""

    kind: ClassVar[str] = "crown.game_over"
    end: str
    winners: tuple[int, ...]


@dataclass(frozen=True)
class Resources(Event):
    """A seat's gold or food changed by ``gold`` and ``food`` (after the caps) to the
    totals.  ``cause``: ``income``, ``purchase``, ``trade``, ``build``, ``redeploy``,
    ``upkeep``, ``harvest``, ``tribute``, ``plunder`` (the thief) or ``plundered``."""

    kind: ClassVar[str] = "crown.resources"
    seat: int
    gold: int
    food: int
    cause: str
    gold_total: int
    food_total: int


@dataclass(frozen=True)
class PointsScored(Event):
    """``cause``: ``battle``, ``trophy`` or ``decree``; ``total``: the seat's points after
    it (the queue's first place included)."""

    kind: ClassVar[str] = "crown.points_scored"
    seat: int
    points: int
    cause: str
    total: int


@dataclass(frozen=True)
class QueueChanged(Event):
    """The Kingdom Completion Queue, first place (worth 20 points) first."""

    kind: ClassVar[str] = "crown.queue_changed"
    queue: tuple[int, ...]
    previous: tuple[int, ...]


@dataclass(frozen=True)
class DiceRolled(Event):
    """``black``: ``R`` (the rock) or a dragon direction ``N``/``E``/``S``/``W``."""

    kind: ClassVar[str] = "crown.dice_rolled"
    seat: int
    black: str
    white: int


@dataclass(frozen=True)
class MainChosen(Event):
    """``action``: ``market``, ``redeploy``, ``build`` or ``army``."""

    kind: ClassVar[str] = "crown.main_chosen"
    seat: int
    action: str


@dataclass(frozen=True)
class MainEnded(Event):
    kind: ClassVar[str] = "crown.main_ended"
    seat: int
    action: str


# --- pieces ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class PieceActivated(Event):
    """The hero step begins (``steps``: the white die, Ragnar's extra included), or a
    general of the army acts."""

    kind: ClassVar[str] = "crown.piece_activated"
    seat: int
    piece: str
    general: int
    at: Square
    steps: int


@dataclass(frozen=True)
class PieceMoved(Event):
    """A hero or general went along ``path`` (its start first; a tunnel is followed by the
    tunnel it comes out of).  ``cost``: the steps it took; ``steps_left`` after it.
    ``cause``: ``move``, ``forced_march``, ``shadow_path`` (a jump: start and end only) or
    ``home`` (a defeated hero sent home: start and end only)."""

    kind: ClassVar[str] = "crown.piece_moved"
    seat: int
    piece: str
    general: int
    path: tuple[Square, ...]
    cost: int
    steps_left: int
    cause: str


@dataclass(frozen=True)
class ActivationEnded(Event):
    """The moving piece is done (``at``: where it stands, ``()`` when it fell)."""

    kind: ClassVar[str] = "crown.activation_ended"
    seat: int
    piece: str
    general: int
    at: Square


@dataclass(frozen=True)
class GeneralKept(Event):
    """At setup: the general kept; ``to_bottom`` others go under the general deck."""

    kind: ClassVar[str] = "crown.general_kept"
    seat: int
    general: int
    to_bottom: int


@dataclass(frozen=True)
class GeneralPlaced(Event):
    """``cause``: ``keep`` (at setup) or ``market`` (bought)."""

    kind: ClassVar[str] = "crown.general_placed"
    seat: int
    general: int
    at: Square
    cause: str


@dataclass(frozen=True)
class PieceDefeated(Event):
    """A piece lost a battle or to the dragon: a general or castle left the board with
    ``cards``; a hero discarded them and went ``home``.  ``by``: the winning seat, -1 for
    the dragon."""

    kind: ClassVar[str] = "crown.piece_defeated"
    touches: ClassVar[tuple[str, ...]] = ("seat",)
    seat: int
    piece: str
    general: int
    at: Square
    cards: tuple[int, ...]
    by: int
    home: Square


@dataclass(frozen=True)
class Built(Event):
    """``structure``: ``castle`` or ``wall``; ``cause``: ``build`` or ``masons``."""

    kind: ClassVar[str] = "crown.built"
    seat: int
    structure: str
    at: Square
    price: int
    cause: str


@dataclass(frozen=True)
class WallDestroyed(Event):
    """``owner``: the seat whose territory held it; ``by``: -1 for the dragon; ``cause``:
    ``battle``, ``siege_ram`` or ``dragon``."""

    kind: ClassVar[str] = "crown.wall_destroyed"
    owner: int
    at: Square
    by: int
    cause: str


@dataclass(frozen=True)
class RockMoved(Event):
    """``seat``: who moved it (-1: the die or the dragon); ``cause``: ``placed`` (after a
    roll), ``die``, ``tunnel_scouts``, ``rockfall`` or ``dragon`` (shattered: to ``()``)."""

    kind: ClassVar[str] = "crown.rock_moved"
    seat: int
    start: Square
    to: Square
    cause: str


# --- battles, the dragon, the crown ---------------------------------------------------------
@dataclass(frozen=True)
class BattleFought(Event):
    """A battle with every number behind it.

    ``mode``: ``standard``, ``volley``, ``removal`` (a general without cards), ``wall``, or
    ``landing`` (the dragon landed on the defender; ``seat`` is then -1).  Each side has
    its kind (``hero``, ``general``, ``castle``, ``wall``, ``dragon``), seat (-1: the
    dragon), square, general card, cards, and both its ATK and DEF with their parts (a
    standard battle compares the attacker's ATK with the defender's DEF, then the
    defender's ATK with the attacker's DEF; a landing the dragon's ATK with the
    defender's DEF, then a hero's ATK with the dragon's DEF).  ``hits``: in a volley
    against a unit, each defending card with its own DEF and whether it was hit.
    ``winner``: ``attacker``, ``defender`` or ``""``; ``lost``: the cards each side
    discarded; ``vp``: ``(seat, points)`` scored; ``upkeep``: gold due afterwards for the
    attacker's cards (before any choice to let some go)."""

    kind: ClassVar[str] = "crown.battle"
    line_follows: ClassVar[bool] = True  # its lines (worded from it) follow it
    seat: int
    mode: str
    range: str
    attacker: str
    attacker_seat: int
    attacker_at: Square
    attacker_general: int
    attacker_cards: tuple[int, ...]
    attack: int
    attack_parts: tuple[Part, ...]
    attacker_defence: int
    attacker_defence_parts: tuple[Part, ...]
    defender: str
    defender_seat: int
    defender_at: Square
    defender_general: int
    defender_cards: tuple[int, ...]
    defence: int
    defence_parts: tuple[Part, ...]
    defender_attack: int
    defender_attack_parts: tuple[Part, ...]
    shoots_back: bool
    hits: tuple[tuple[int, int, bool], ...]
    winner: str
    attacker_lost: tuple[int, ...]
    defender_lost: tuple[int, ...]
    attacker_defeated: bool
    defender_defeated: bool
    vp: tuple[tuple[int, int], ...]
    slain: bool
    dragon: int
    """The dragon card in the battle (-1: none)."""
    crown_falls: bool
    upkeep: int


@dataclass(frozen=True)
class DragonAlert(Event):
    """The dragon's slot on the alert track changed.  ``cause``: ``die``,
    ``dragons_call``, ``dragon_lore``, ``repelled`` or ``slain`` (back to slot 1)."""

    kind: ClassVar[str] = "crown.dragon_alert"
    slot: int
    previous: int
    cause: str


@dataclass(frozen=True)
class DragonMoved(Event):
    """The dragon flew from ``start`` ``distance`` squares ``direction`` along ``path``
    (wrapping around the edges; its start first), or down from the alert track onto C
    (``start`` ``()``, ``direction`` ``""``).  ``cause``: ``die``, ``dragons_call`` or
    ``dragon_lore``.  What it attacks there follows (a wall or the rock destroyed, a
    :class:`BattleFought` of ``mode`` ``landing``)."""

    kind: ClassVar[str] = "crown.dragon_moved"
    dragon: int
    start: Square
    to: Square
    direction: str
    distance: int
    path: tuple[Square, ...]
    cause: str


@dataclass(frozen=True)
class DragonSlain(Event):
    """``next``: the dragon card now active (-1: none is left)."""

    kind: ClassVar[str] = "crown.dragon_slain"
    seat: int
    dragon: int
    next: int


@dataclass(frozen=True)
class CrownTaken(Event):
    """A hero passed C with a castle of its player's (``cause``: ``move`` or
    ``shadow_path``); where the crown goes follows (:class:`CrownPlaced`)."""

    kind: ClassVar[str] = "crown.crown_taken"
    seat: int
    cause: str


@dataclass(frozen=True)
class CrownPlaced(Event):
    """The crown now lies ``at`` (a castle of ``seat``'s, or C with ``seat`` -1)."""

    kind: ClassVar[str] = "crown.crown_placed"
    at: Square
    seat: int
    previous: Square


# --- cards ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardDrawn(Event):
    """``seat`` drew ``count`` cards of ``deck`` (which ones: :class:`CardRevealed`);
    ``cause``: ``deal`` (dealt at setup) or ``draw``."""

    kind: ClassVar[str] = "crown.card_drawn"
    seat: int
    deck: str
    count: int
    cause: str = "draw"


@dataclass(frozen=True)
class CardRevealed(Event):
    """Which cards ``seat`` drew (or was dealt): addressed to that seat alone for a hand,
    to everyone for Recruiters' public card.  ``cause``: ``deal`` or ``draw``."""

    kind: ClassVar[str] = "crown.card_revealed"
    seat: int
    deck: str
    cards: tuple[int, ...]
    cause: str = "draw"


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """An empty deck took its ``cards`` discards back before a draw."""

    kind: ClassVar[str] = "crown.deck_reshuffled"
    deck: str
    cards: int


@dataclass(frozen=True)
class MarketRefilled(Event):
    """``deck``: ``general`` or ``military``; ``slot``: its place in the market;
    ``cause``: ``deal`` (the market laid out at setup) or ``refill`` (after a purchase)."""

    kind: ClassVar[str] = "crown.market_refilled"
    deck: str
    slot: int
    card: int
    cause: str = "refill"


@dataclass(frozen=True)
class CardBought(Event):
    """A general or military card from its market ``slot``, or a black card drawn blind
    (``card`` and ``slot`` -1)."""

    kind: ClassVar[str] = "crown.card_bought"
    seat: int
    deck: str
    card: int
    price: int
    slot: int


@dataclass(frozen=True)
class CardAssigned(Event):
    """A military card onto a piece; ``cause``: ``market``, ``recruit`` or ``redeploy``."""

    kind: ClassVar[str] = "crown.card_assigned"
    seat: int
    card: int
    piece: str
    general: int
    at: Square
    cause: str


@dataclass(frozen=True)
class Redeployed(Event):
    """Every military card of the seat's taken up (``cards``) for ``food``; each is
    assigned again by a :class:`CardAssigned`."""

    kind: ClassVar[str] = "crown.redeployed"
    seat: int
    cards: tuple[int, ...]
    food: int


@dataclass(frozen=True)
class UpkeepPaid(Event):
    """After a battle: ``paid`` gold for the cards ``kept``, the ``lost`` ones discarded."""

    kind: ClassVar[str] = "crown.upkeep_paid"
    seat: int
    piece: str
    general: int
    at: Square
    paid: int
    kept: tuple[int, ...]
    lost: tuple[int, ...]


@dataclass(frozen=True)
class CardPlayed(Event):
    """``deck``: ``action`` or ``black``; its effect follows as events of its own."""

    kind: ClassVar[str] = "crown.card_played"
    seat: int
    deck: str
    card: int


@dataclass(frozen=True)
class EffectStarted(Event):
    """A lasting effect: ``battle_cry`` (+``atk`` to the seat's next battle this turn),
    ``supply_wagon`` (no upkeep this turn), ``heros_oath`` (its hero, this turn) or
    ``shield_wall`` (the piece ``at``, until the seat's next turn; ``piece``: its kind,
    ``hero``, ``general`` or ``castle``)."""

    kind: ClassVar[str] = "crown.effect_started"
    seat: int
    effect: str
    at: Square
    atk: int
    defence: int
    piece: str = ""


@dataclass(frozen=True)
class Plundered(Event):
    """``taken`` gold from ``victim``; the thief ``kept`` what fits under the cap."""

    kind: ClassVar[str] = "crown.plundered"
    seat: int
    victim: int
    taken: int
    kept: int


@dataclass(frozen=True)
class CardDiscarded(Event):
    """``cause``: ``hand_limit`` (a fourth action card) or ``recruit`` (Recruiters' card
    sent away)."""

    kind: ClassVar[str] = "crown.card_discarded"
    seat: int
    deck: str
    card: int
    cause: str
