"""Crown & Dragon's actions, declared in one place: the kinds (:class:`Kind`), one
constructor a kind (a card's target has one per shape) and the readers that unpack them.

An action stays the tuple the rules have always used, its kind first (``("move", 4, 7)``):
saves keep tuples on disk, the AI hashes and compares them, and the constructors build
exactly those tuples (the kind as a plain string, so a tuple's ``repr`` is unchanged).
:class:`Kind` is a string enum: ``Kind.MOVE == "move"``, so code reads ``action[0]``
against the enum.  The rules, the AI and the screens build actions only here.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from game.crown.board import Square
from game.engine.contract import Action


class Kind(StrEnum):
    """What an action does, the first item of its tuple."""

    KEEP = "keep"
    """Setup: keep one of the dealt generals (the others go to the bottom)."""
    PLACE = "place"
    """Put the general kept or bought on a free cell of one's territory."""
    ROCK = "rock"
    """The rock, off the board, enters at a free tunnel (the black die showed it)."""
    MOVE = "move"
    """The acting piece moves to a square it can reach with its steps left."""
    ATTACK = "attack"
    """The acting piece fights the piece (or the dragon) on a square."""
    END = "end"
    """The acting piece is done, or (at the end of the turn) no more cards: go on."""
    MARKET = "market"
    """Main action: the market."""
    REDEPLOY = "redeploy"
    """Main action: take every military card up and assign them again, for food."""
    BUILD = "build"
    """Main action: build castles and walls."""
    ARMY = "army"
    """Main action: the army (each general acts once)."""
    GENERAL = "general"
    """Market: buy a general card."""
    MILITARY = "military"
    """Market: buy a military card (of a type)."""
    BLACK = "black"
    """Market: buy a black card (drawn unseen)."""
    TRADE = "trade"
    """Market: trade food for one gold."""
    DONE = "done"
    """The market, building or the army is over."""
    ASSIGN = "assign"
    """The military card in hand goes onto the piece on a square (a purchase, Recruiters,
    a redeploy)."""
    DISCARD = "discard"
    """Throw away the card Recruiters drew, or an action card above the hand limit."""
    CASTLE = "castle"
    """Building: a castle on a castle site."""
    WALL = "wall"
    """Building: a wall on a wall site."""
    ACT = "act"
    """Army: this general acts next."""
    PLAY = "play"
    """Play an action card from the hand."""
    DARK = "dark"
    """Play one's black card."""
    TARGET = "target"
    """The target of the card just played (a square, a seat, a direction, ...)."""
    UPKEEP = "upkeep"
    """After a battle: which of the piece's cards to keep and pay for."""
    CROWN = "crown"
    """A won crown goes onto one of one's castles."""


SQUARE_KINDS = frozenset(
    (
        Kind.MOVE,
        Kind.ATTACK,
        Kind.ROCK,
        Kind.PLACE,
        Kind.ASSIGN,
        Kind.CASTLE,
        Kind.WALL,
        Kind.CROWN,
    )
)
"""The kinds whose parts are a square, ``(kind, x, y)``."""
CARD_PLAYS = frozenset((Kind.PLAY, Kind.DARK))
"""Playing a card (allowed between decisions of the stages that offer cards)."""

# the kinds as plain strings, the tuples of the kinds without parts (built once)
_KEEP = Kind.KEEP.value
_PLACE = Kind.PLACE.value
_ROCK = Kind.ROCK.value
_MOVE = Kind.MOVE.value
_ATTACK = Kind.ATTACK.value
_GENERAL = Kind.GENERAL.value
_MILITARY = Kind.MILITARY.value
_ASSIGN = Kind.ASSIGN.value
_DISCARD = Kind.DISCARD.value
_CASTLE = Kind.CASTLE.value
_WALL = Kind.WALL.value
_ACT = Kind.ACT.value
_PLAY = Kind.PLAY.value
_DARK = Kind.DARK.value
_TARGET = Kind.TARGET.value
_UPKEEP = Kind.UPKEEP.value
_CROWN = Kind.CROWN.value
_END: Action = (Kind.END.value,)
_MARKET: Action = (Kind.MARKET.value,)
_REDEPLOY: Action = (Kind.REDEPLOY.value,)
_BUILD: Action = (Kind.BUILD.value,)
_ARMY: Action = (Kind.ARMY.value,)
_BLACK: Action = (Kind.BLACK.value,)
_TRADE: Action = (Kind.TRADE.value,)
_DONE: Action = (Kind.DONE.value,)
_DISCARD_DRAWN: Action = (Kind.DISCARD.value,)
_OFF_BOARD: Action = (Kind.TARGET.value,)


# --- constructors --------------------------------------------------------------------------------
def keep(general: int) -> Action:
    """Keep dealt general card ``general``."""
    return (_KEEP, general)


def place(x: int, y: int) -> Action:
    """Put the general being placed on ``(x, y)``."""
    return (_PLACE, x, y)


def rock(x: int, y: int) -> Action:
    """The rock enters at tunnel ``(x, y)``."""
    return (_ROCK, x, y)


def move(x: int, y: int) -> Action:
    """The acting piece moves to ``(x, y)``."""
    return (_MOVE, x, y)


def attack(x: int, y: int) -> Action:
    """The acting piece attacks ``(x, y)``."""
    return (_ATTACK, x, y)


def end() -> Action:
    """The acting piece ends its activation; at the end of the turn: play no more cards."""
    return _END


def market() -> Action:
    """Main action: the market."""
    return _MARKET


def redeploy() -> Action:
    """Main action: a redeploy."""
    return _REDEPLOY


def build() -> Action:
    """Main action: building."""
    return _BUILD


def army() -> Action:
    """Main action: the army."""
    return _ARMY


def main(kind: str) -> Action:
    """The main action named ``kind`` (``market``, ``redeploy``, ``build``, ``army``)."""
    return (Kind(kind).value,)


def buy_general(general: int) -> Action:
    """Buy general card ``general`` from the market."""
    return (_GENERAL, general)


def buy_military(kind: int) -> Action:
    """Buy a military card of type ``kind`` from the market."""
    return (_MILITARY, kind)


def buy_black() -> Action:
    """Buy a black card."""
    return _BLACK


def trade() -> Action:
    """Trade food for one gold."""
    return _TRADE


def done() -> Action:
    """End the market, building or the army."""
    return _DONE


def assign(x: int, y: int) -> Action:
    """The military card being placed goes onto the piece on ``(x, y)``."""
    return (_ASSIGN, x, y)


def discard_drawn() -> Action:
    """Throw away the military card Recruiters drew."""
    return _DISCARD_DRAWN


def discard(card: int) -> Action:
    """Discard action card ``card`` (above the hand limit at the end of the turn)."""
    return (_DISCARD, card)


def castle(x: int, y: int) -> Action:
    """Build a castle on ``(x, y)``."""
    return (_CASTLE, x, y)


def wall(x: int, y: int) -> Action:
    """Build a wall on ``(x, y)``."""
    return (_WALL, x, y)


def act(general: int) -> Action:
    """General ``general`` acts next in the army."""
    return (_ACT, general)


def play(card: int) -> Action:
    """Play action card ``card`` from the hand."""
    return (_PLAY, card)


def dark(card: int) -> Action:
    """Play one's black card ``card``."""
    return (_DARK, card)


def target_square(x: int, y: int) -> Action:
    """A card aimed at ``(x, y)``: Siege Ram's wall, Shadow Path's square, Rockfall's or
    Tunnel Scouts' tunnel, Shield Wall's piece, Masons' wall site."""
    return (_TARGET, x, y)


def target_seat(seat: int) -> Action:
    """Plunder's victim."""
    return (_TARGET, seat)


def target_direction(direction: str) -> Action:
    """Dragon Lore: the dragon one square that way (``N``, ``E``, ``S``, ``W``)."""
    return (_TARGET, direction)


def target_flight(direction: str, distance: int) -> Action:
    """Dragon's Call: the dragon ``distance`` (1-6) squares that way."""
    return (_TARGET, direction, distance)


def target_march(general: int, x: int, y: int) -> Action:
    """Forced March: general ``general`` steps to ``(x, y)``."""
    return (_TARGET, general, x, y)


def target_off_board() -> Action:
    """Tunnel Scouts: the rock off the board."""
    return _OFF_BOARD


def upkeep(mask: int) -> Action:
    """Keep the cards of the piece that fought whose bits are set in ``mask`` (bit i: its
    card i), paying their upkeep; the others are lost."""
    return (_UPKEEP, mask)


def crown(x: int, y: int) -> Action:
    """The won crown goes onto the castle on ``(x, y)``."""
    return (_CROWN, x, y)


def on_square(kind: str, square: Square) -> Action:
    """The square action of ``kind`` (one of :data:`SQUARE_KINDS`) on ``square``."""
    if kind not in SQUARE_KINDS:
        raise ValueError(f"not an action on a square: {kind!r}")
    return (Kind(kind).value, *square)


# --- readers -------------------------------------------------------------------------------------
def kind_of(action: Action) -> Kind:
    """The action's kind."""
    return Kind(action[0])


def square_of(action: Action) -> Square:
    """The square of an action made on one (:data:`SQUARE_KINDS`, a target square)."""
    return (action[1], action[2])


def card_of(action: Action) -> int:
    """The card of ``keep``, ``general``, ``military``, ``play``, ``dark``, ``discard``
    (an action card), the general of ``act``."""
    return action[1]


def victim_of(action: Action) -> int:
    """The seat :func:`target_seat` names (Plunder's victim)."""
    return action[1]


def mask_of(action: Action) -> int:
    """The cards ``upkeep`` keeps (bit i: card i of the piece)."""
    return action[1]


class March(NamedTuple):
    """Forced March's target: a general and where it goes."""

    general: int
    to: Square


def march_of(action: Action) -> March:
    """The general and square of :func:`target_march`."""
    return March(action[1], (action[2], action[3]))


class Flight(NamedTuple):
    """The dragon's flight a card asks for: a direction and a distance."""

    direction: str
    distance: int


def flight_of(action: Action) -> Flight:
    """The dragon's flight of :func:`target_flight` or :func:`target_direction` (one
    square)."""
    return Flight(action[1], action[2] if len(action) == 3 else 1)


def rock_to(action: Action) -> Square | None:
    """Where Tunnel Scouts or Rockfall take the rock (None: off the board)."""
    return (action[1], action[2]) if len(action) == 3 else None
