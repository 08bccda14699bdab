"""Who stands where and holds what: queries over Crown & Dragon's pieces, and the queue.

A piece is named by a key: ``("h", seat)`` a hero, ``("g", general card)`` a general,
``("c", x, y)`` a castle.  Pure functions of the state; the only changes made here are a
piece's cards (:func:`set_cards`) and the queue of complete kingdoms (:func:`update_queue`).
"""

from __future__ import annotations

from game.crown.battle import CASTLE, DRAGON, GENERAL, HERO, WALL, Fighter
from game.crown.board import TERRITORIES, TUNNELS, WALL_SITES, C, Square
from game.crown.cards import (
    BATTLE_CRY_ATK,
    CARDS_PER_PIECE,
    CASTLE_PRICE,
    CAVALRY,
    CAVALRY_STEPS,
    FOOD_CAP,
    FOOD_PER_GOLD,
    GENERAL_STEPS,
    GENERALS,
    GOLD_CAP,
    HENRY,
    HENRY_FOOD_PER_GOLD,
    HERO_BONUS,
    HERO_WEAPON,
    HEROS_OATH_BONUS,
    MAX_CASTLES,
    MAX_WALLS,
    MILITARY_BRANCH,
    MIRAE,
    MIRAE_CASTLE_PRICE,
    QUEUE_VP,
    SHIELD_WALL_DEF,
    SYLVA,
    SYLVA_REACH,
)
from game.crown.events import PointsScored, QueueChanged, Resources, tell
from game.crown.state import CrownState, PieceKey
from game.engine.contract import LogEntry

HERO_KEY = "h"
GENERAL_KEY = "g"
CASTLE_KEY = "c"
PIECE_KINDS = {HERO_KEY: HERO, GENERAL_KEY: GENERAL, CASTLE_KEY: CASTLE}
Log = list[LogEntry] | None


# --- seats and points ----------------------------------------------------------------------------
def side_of_seat(state: CrownState, seat: int) -> frozenset[int]:
    """``seat`` and its partner (teams: seats 0+2 and 1+3)."""
    if state.teams:
        return frozenset((seat % 2, seat % 2 + 2))
    return frozenset((seat,))


def opponents(state: CrownState, seat: int) -> list[int]:
    side = side_of_seat(state, seat)
    return [s for s in range(state.players) if s not in side]


def points(state: CrownState, seat: int) -> int:
    """Victory points, the queue's first place included."""
    return state.vp[seat] + (QUEUE_VP if state.queue and state.queue[0] == seat else 0)


def crown_holder(state: CrownState) -> int | None:
    if state.crown == C:
        return None
    castle = state.castles.get(state.crown)
    return castle.owner if castle is not None else None


def earn(state: CrownState, seat: int, log: Log, cause: str, gold: int = 0, food: int = 0) -> None:
    """The seat's gold and food change (a gain up to the caps, a cost in full), told as a
    :class:`~game.crown.events.Resources` event."""
    before = state.gold[seat], state.food[seat]
    state.gold[seat] = min(GOLD_CAP, before[0] + gold) if gold > 0 else before[0] + gold
    state.food[seat] = min(FOOD_CAP, before[1] + food) if food > 0 else before[1] + food
    if log is not None:
        gained = (state.gold[seat] - before[0], state.food[seat] - before[1])
        tell(log, Resources, seat, *gained, cause, state.gold[seat], state.food[seat])


def score(state: CrownState, seat: int, vp: int, cause: str, log: Log) -> None:
    """The seat scores ``vp`` points (``cause``: ``battle``, ``trophy`` or ``decree``)."""
    state.vp[seat] += vp
    if cause == "decree":
        state.decree_vp[seat] += vp
    if log is not None:
        tell(log, PointsScored, seat, vp, cause, points(state, seat))


def castle_price(state: CrownState, seat: int) -> int:
    return MIRAE_CASTLE_PRICE if state.hero[seat] == MIRAE else CASTLE_PRICE


def food_per_gold(state: CrownState, seat: int) -> int:
    return HENRY_FOOD_PER_GOLD if state.hero[seat] == HENRY else FOOD_PER_GOLD


# --- pieces ----------------------------------------------------------------------------------
def piece_square(state: CrownState, key: PieceKey) -> Square:
    if key[0] == HERO_KEY:
        return state.hero_at[key[1]]
    if key[0] == GENERAL_KEY:
        return state.generals[key[1]].at
    return (key[1], key[2])


def piece_cards(state: CrownState, key: PieceKey) -> tuple[int, ...]:
    if key[0] == HERO_KEY:
        return state.hero_cards[key[1]]
    if key[0] == GENERAL_KEY:
        return state.generals[key[1]].cards
    return state.castles[(key[1], key[2])].cards


def piece_kind(key: PieceKey) -> tuple[str, int]:
    """An event's name for the piece: its kind and its general card (-1 for the others)."""
    return PIECE_KINDS[key[0]], key[1] if key[0] == GENERAL_KEY else -1


def piece_owner(state: CrownState, key: PieceKey) -> int:
    if key[0] == HERO_KEY:
        return key[1]
    if key[0] == GENERAL_KEY:
        return state.generals[key[1]].owner
    return state.castles[(key[1], key[2])].owner


def exists(state: CrownState, key: PieceKey | None) -> bool:
    if key is None:
        return False
    if key[0] == HERO_KEY:
        return True
    if key[0] == GENERAL_KEY:
        return key[1] in state.generals
    return (key[1], key[2]) in state.castles


def set_cards(state: CrownState, key: PieceKey, cards: tuple[int, ...]) -> None:
    if key[0] == HERO_KEY:
        state.hero_cards[key[1]] = cards
    elif key[0] == GENERAL_KEY:
        state.generals[key[1]] = state.generals[key[1]]._replace(cards=cards)
    else:
        square = (key[1], key[2])
        state.castles[square] = state.castles[square]._replace(cards=cards)


def units_at(state: CrownState) -> dict[Square, PieceKey]:
    """Heroes and generals by square."""
    found: dict[Square, PieceKey] = {sq: (HERO_KEY, s) for s, sq in enumerate(state.hero_at)}
    for g, general in state.generals.items():
        found[general.at] = (GENERAL_KEY, g)
    return found


def key_at(
    state: CrownState, square: Square, units: dict[Square, PieceKey] | None = None
) -> PieceKey | None:
    """The hero, general or castle on ``square`` (``units``: :func:`units_at`, when the
    caller has it)."""
    if square in state.castles:
        return (CASTLE_KEY, *square)
    return (units_at(state) if units is None else units).get(square)


def taken(state: CrownState) -> set[Square]:
    """Every square holding a piece, a structure, the rock or the dragon."""
    found = set(state.hero_at)
    found.update(g.at for g in state.generals.values())
    found.update(state.castles)
    found.update(state.walls)
    if state.rock is not None:
        found.add(state.rock)
    if state.dragon_at is not None:
        found.add(state.dragon_at)
    return found


def is_free(state: CrownState, square: Square) -> bool:
    """No piece, structure, rock or dragon."""
    return square not in taken(state)


def free_cells(state: CrownState, seat: int) -> list[Square]:
    """Free cells of the seat's territory, sorted by x then y."""
    occupied = taken(state)
    return sorted(sq for sq in TERRITORIES[state.territory[seat]] if sq not in occupied)


def free_tunnels(state: CrownState) -> list[Square]:
    """Tunnels holding neither the rock nor the dragon, sorted by x then y."""
    return sorted(t for t in TUNNELS if t != state.rock and t != state.dragon_at)


def free_wall_sites(state: CrownState, seat: int) -> list[Square]:
    """The seat's wall sites with nothing on them."""
    occupied = taken(state)
    return [sq for sq in WALL_SITES[state.territory[seat]] if sq not in occupied]


def military_owned(state: CrownState, seat: int) -> list[int]:
    cards = list(state.hero_cards[seat])
    for general in state.generals.values():
        if general.owner == seat:
            cards.extend(general.cards)
    for castle in state.castles.values():
        if castle.owner == seat:
            cards.extend(castle.cards)
    return cards


def castles_of(state: CrownState, seat: int) -> list[Square]:
    return sorted(sq for sq, c in state.castles.items() if c.owner == seat)


def castle_count(state: CrownState, seat: int) -> int:
    return sum(1 for c in state.castles.values() if c.owner == seat)


def walls_of(state: CrownState, seat: int) -> int:
    return sum(1 for owner in state.walls.values() if owner == seat)


def generals_of(state: CrownState, seat: int) -> list[int]:
    return sorted(g for g, p in state.generals.items() if p.owner == seat)


def holders(state: CrownState, seat: int) -> list[PieceKey]:
    """The seat's pieces that may hold military cards: hero, generals, castles."""
    keys: list[PieceKey] = [(HERO_KEY, seat)]
    keys += [(GENERAL_KEY, g) for g in generals_of(state, seat)]
    keys += [(CASTLE_KEY, *sq) for sq in castles_of(state, seat)]
    return keys


def can_hold(state: CrownState, key: PieceKey, card: int) -> bool:
    """Room for one more card: a general takes any, a hero or castle one branch."""
    cards = piece_cards(state, key)
    if len(cards) >= CARDS_PER_PIECE:
        return False
    if key[0] == GENERAL_KEY or not cards:
        return True
    return MILITARY_BRANCH[cards[0]] == MILITARY_BRANCH[card]


def steps_of(state: CrownState, key: PieceKey) -> int:
    """A general's allowance: 5 with cards, all cavalry; else 3."""
    cards = piece_cards(state, key)
    if cards and all(MILITARY_BRANCH[c] == CAVALRY for c in cards):
        return CAVALRY_STEPS
    return GENERAL_STEPS


# --- strength ------------------------------------------------------------------------------------
def fighter(state: CrownState, key: PieceKey, attacking: bool = False) -> Fighter:
    """The piece as a battle sees it, with its temporary effects."""
    owner = piece_owner(state, key)
    shielded = SHIELD_WALL_DEF if state.shield[owner] == key else 0
    cry = BATTLE_CRY_ATK if attacking and state.battle_cry and owner == state.turn else 0
    extra_atk, extra_def = state.bonus.get(key, (0, 0)) if state.bonus else (0, 0)
    square = piece_square(state, key)
    cards = piece_cards(state, key)
    if key[0] == HERO_KEY:
        hero = state.hero[owner]
        oath = HEROS_OATH_BONUS if state.oath and owner == state.turn else 0
        return Fighter(
            HERO,
            owner,
            square,
            cards,
            HERO_WEAPON[hero],
            HERO_BONUS,
            (oath + cry + extra_atk, oath + shielded + extra_def),
            SYLVA_REACH if hero == SYLVA else 3,
        )
    if key[0] == GENERAL_KEY:
        card = GENERALS[key[1]]
        bonus = (card.atk, card.defence)
        temp = (cry + extra_atk, shielded + extra_def)
        return Fighter(GENERAL, owner, square, cards, card.weapon, bonus, temp)
    return Fighter(CASTLE, owner, square, cards, temp=(extra_atk, shielded + extra_def))


def target_fighter(
    state: CrownState, square: Square, units: dict[Square, PieceKey] | None = None
) -> Fighter | None:
    """Whatever may be attacked on ``square``: a piece, a castle, a wall or the dragon
    (``units``: :func:`units_at`, when the caller has it)."""
    key = key_at(state, square, units)
    if key is not None:
        return fighter(state, key)
    if square in state.walls:
        return Fighter(WALL, state.walls[square], square)
    if square == state.dragon_at:
        return Fighter(DRAGON, -1, square, dragon=state.dragon)
    return None


# --- the queue -----------------------------------------------------------------------------------
def complete(state: CrownState, seat: int) -> bool:
    """A complete kingdom: every castle and wall built."""
    return castle_count(state, seat) == MAX_CASTLES and walls_of(state, seat) == MAX_WALLS


def update_queue(state: CrownState, log: Log = None) -> None:
    """Incomplete kingdoms leave the queue; complete ones join its end in seat order."""
    before = list(state.queue)
    state.queue = [s for s in state.queue if complete(state, s)]
    state.queue += [s for s in range(state.players) if s not in state.queue and complete(state, s)]
    if state.queue != before:
        tell(log, QueueChanged, tuple(state.queue), tuple(before))
