"""Battles and the dragon on the board: who may be attacked, and what a battle, a dragon's
landing or a lost piece changes (the numbers of a battle are :mod:`game.crown.battle`'s).

Also where the crown goes: taken at C by a hero, won with a castle, or back to C.
"""

from __future__ import annotations

from game.crown import battle
from game.crown.battle import CASTLE, DRAGON, GENERAL, HERO, WALL
from game.crown.board import HOMES, TERRITORIES, C, Square, distance, fly
from game.crown.cards import (
    ALERT_SLOTS,
    DRAGON_STRENGTH,
    DRAGONS,
    MILITARY_UPKEEP,
    TROPHY_VP,
)
from game.crown.events import (
    CrownPlaced,
    CrownTaken,
    DragonAlert,
    DragonMoved,
    DragonSlain,
    PieceDefeated,
    RockMoved,
    WallDestroyed,
    recording,
    tell,
)
from game.crown.pieces import (
    CASTLE_KEY,
    GENERAL_KEY,
    HERO_KEY,
    Log,
    castles_of,
    crown_holder,
    exists,
    fighter,
    key_at,
    piece_cards,
    piece_kind,
    piece_owner,
    piece_square,
    score,
    set_cards,
    side_of_seat,
    taken,
    target_fighter,
    units_at,
    update_queue,
)
from game.crown.preview import battle_event, landing, preview
from game.crown.state import CrownState, PieceKey
from game.crown.turn import FollowUp, Phase
from game.engine.events import emit


def attack_targets(state: CrownState, key: PieceKey) -> list[Square]:
    """Squares the piece may attack now, sorted by x then y."""
    cards = piece_cards(state, key)
    if not cards:
        return []
    attacker = fighter(state, key, attacking=True)
    side = side_of_seat(state, attacker.owner)
    hx, hy = attacker.at
    longest = attacker.reach if battle.ranged(attacker) else 1
    found: list[Square] = []
    units = units_at(state)
    # distance() written out: this runs for every piece at every step of a search
    candidates: list[Square] = [
        sq for sq in units if 0 < abs(sq[0] - hx) + abs(sq[1] - hy) <= longest
    ]
    candidates += [sq for sq in state.castles if abs(sq[0] - hx) + abs(sq[1] - hy) <= longest]
    candidates += [sq for sq in state.walls if abs(sq[0] - hx) + abs(sq[1] - hy) == 1]
    if state.dragon_at is not None and key[0] == HERO_KEY:
        candidates.append(state.dragon_at)
    for square in candidates:
        unit = units.get(square)
        if unit is not None and piece_owner(state, unit) in side:
            continue
        if square in state.walls and state.walls[square] in side:
            continue
        defender = target_fighter(state, square, units)
        if defender is not None and battle.illegal_reason(attacker, defender, side) is None:
            found.append(square)
    return sorted(set(found))


def fight(state: CrownState, key: PieceKey, target: Square, log: Log) -> None:
    """The active player's piece attacks ``target``; what must follow (the crown won, the
    upkeep of the cards that fought) joins ``state.pending``."""
    seat = state.turn
    attacker = fighter(state, key, attacking=True)
    defender = target_fighter(state, target)
    result = battle.resolve(attacker, defender)
    crowned = defender.kind == CASTLE and state.crown == target
    target_key = key_at(state, target) if defender.kind in (HERO, GENERAL, CASTLE) else None
    if recording(log):  # the numbers (and the line) as they stand before the battle
        told = preview(state, target, key)
        emit(log, battle_event(told, seat, (key, target_key), state.dragon))
    if defender.kind != WALL:
        state.battle_cry = False
    if defender.kind != DRAGON:  # a slain dragon's 20 points come with its trophy
        for scorer, points in result.vp.items():
            score(state, scorer, points, "battle", log)
    if result.attacker_defeated:  # the dragon (None) or the defender's player won
        lose(state, key, None if defender.kind == DRAGON else defender.owner, log)
    if defender.kind == WALL:
        del state.walls[target]
        tell(log, WallDestroyed, defender.owner, target, seat, "battle")
        update_queue(state, log)
    elif defender.kind == DRAGON:
        if result.slain:
            slay(state, seat, log)
    else:
        if result.defender_defeated:
            lose(state, target_key, seat, log)
        elif result.defender_lost:
            left = list(defender.cards)
            for c in result.defender_lost:
                left.remove(c)
                state.military_discard[c] += 1
            set_cards(state, target_key, tuple(left))
    if crowned and target not in state.castles:
        choices = castles_of(state, seat)
        state.crown_choices = tuple(choices) if choices else (C,)
        state.pending.append(FollowUp.CROWN)
    if (
        defender.kind != WALL
        and not result.attacker_defeated
        and not state.supply_wagon
        and exists(state, key)
        and any(MILITARY_UPKEEP[c] for c in piece_cards(state, key))
    ):
        state.upkeep_piece = key
        state.pending.append(FollowUp.UPKEEP)


def lose(state: CrownState, key: PieceKey, by: int | None, log: Log) -> None:
    """A piece lost a battle (``by``: the winning seat, None for the dragon): a general
    and a castle are removed with their cards, a hero discards its cards and goes home."""
    cards = piece_cards(state, key)
    square = piece_square(state, key)
    owner = piece_owner(state, key)
    for c in cards:
        state.military_discard[c] += 1
    if key == state.piece:
        state.phase = Phase.DONE
    home: Square | tuple[()] = ()
    if key[0] == HERO_KEY:
        state.hero_cards[owner] = ()
        home = home_square(state, owner)
        state.hero_at[owner] = home
    elif key[0] == GENERAL_KEY:
        state.generals.pop(key[1])
        state.general_discard.append(key[1])
        state.general_discard.sort()
    else:
        state.castles.pop(square)
    if recording(log):
        piece, general = piece_kind(key)
        by_seat = -1 if by is None else by
        tell(log, PieceDefeated, owner, piece, general, square, cards, by_seat, home)
    if key[0] == CASTLE_KEY:
        if state.crown == square and by is None:
            place_crown(state, C, log)
        update_queue(state, log)


def home_square(state: CrownState, seat: int) -> Square:
    """The home point, or the nearest free cell of the territory (distance, y, x)."""
    territory = state.territory[seat]
    home = HOMES[territory]
    leaving = state.hero_at[seat]
    cells = sorted(TERRITORIES[territory], key=lambda sq: (distance(sq, home), sq[1], sq[0]))
    occupied = taken(state)
    occupied.discard(leaving)
    if state.dragon_at is not None:
        occupied.add(state.dragon_at)
    for square in cells:
        if square not in occupied:
            return square
    return leaving


# --- the crown -----------------------------------------------------------------------------------
def take_crown(state: CrownState, seat: int, log: Log, cause: str) -> None:
    """The hero passed C (``cause``: a ``move`` or ``shadow_path``): the crown goes onto one
    of its player's castles (a choice when it has several: a follow-up decision)."""
    castles = castles_of(state, seat)
    tell(log, CrownTaken, seat, cause)
    if len(castles) == 1:
        place_crown(state, castles[0], log)
    else:
        state.crown_choices = tuple(castles)
        state.pending.insert(0, FollowUp.CROWN)


def place_crown(state: CrownState, square: Square, log: Log) -> None:
    previous = state.crown
    state.crown = square
    state.crown_choices = ()
    if recording(log):
        holder = crown_holder(state)
        tell(log, CrownPlaced, square, -1 if holder is None else holder, previous)


# --- the dragon ---------------------------------------------------------------------------------
def slay(state: CrownState, seat: int, log: Log) -> None:
    state.trophies[seat].append(state.dragon)
    score(state, seat, TROPHY_VP, "trophy", log)
    slain, previous = state.dragon, state.alert
    state.dragon += 1
    state.dragon_at = None
    state.alert = 1 if state.dragon < len(DRAGONS) else 0
    tell(log, DragonSlain, seat, slain, state.dragon if state.alert else -1)
    if state.alert != previous:
        tell(log, DragonAlert, state.alert, previous, "slain")


def dragon_die(state: CrownState, direction: str, white: int, log: Log, cause: str = "die") -> None:
    """The black die's dragon face (or Dragon's Call on the track: ``cause``): the dragon
    moves up the alert track and lands on C at its end, or flies ``white`` squares from
    where it is."""
    if state.dragon >= len(DRAGONS):
        return
    if state.dragon_at is None:
        state.alert += 1
        tell(log, DragonAlert, state.alert, state.alert - 1, cause)
        if state.alert >= ALERT_SLOTS:
            state.alert = 0
            tell(log, DragonMoved, state.dragon, (), C, "", 0, (C,), cause)
            dragon_lands(state, C, log)
        return
    dragon_flies(state, direction, white, log, cause)


def dragon_flies(state: CrownState, direction: str, squares: int, log: Log, cause: str) -> None:
    """The dragon on the board flies ``squares`` in ``direction`` (wrapping around the
    edges) and attacks where it lands."""
    start = state.dragon_at
    to = fly(start, direction, squares)
    if recording(log):
        path = tuple(fly(start, direction, i) for i in range(squares + 1))
        tell(log, DragonMoved, state.dragon, start, to, direction, squares, path, cause)
    dragon_lands(state, to, log)


def dragon_lands(state: CrownState, square: Square, log: Log) -> None:
    """The dragon lands on ``square`` and attacks whatever is there."""
    state.dragon_at = square
    state.alert = 0
    if square in state.walls:
        owner = state.walls.pop(square)
        tell(log, WallDestroyed, owner, square, -1, "dragon")
        update_queue(state, log)
        return
    if square == state.rock:
        state.rock = None
        tell(log, RockMoved, -1, square, (), "dragon")
        return
    key = key_at(state, square)
    if key is None:
        return
    if recording(log):  # its lines: the dragon's attack, a hero's strike back
        emit(log, battle_event(landing(state, key), -1, (None, key), state.dragon))
    piece = fighter(state, key)
    dragon_atk, dragon_def = DRAGON_STRENGTH[state.dragon]
    if battle.defence(piece) >= dragon_atk:
        state.dragon_at = None
        state.alert = 1
        tell(log, DragonAlert, 1, 0, "repelled")
        if key[0] == HERO_KEY and battle.attack(piece) > dragon_def:
            slay(state, piece.owner, log)
        return
    lose(state, key, None, log)
