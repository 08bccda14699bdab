"""Battles and the dragon on the board: who may be attacked, and what a battle, a dragon's
landing or a lost piece changes (the numbers of a battle are :mod:`game.crown.battle`'s).

Also where the crown goes: taken at C by a hero, won with a castle, or back to C.
"""

from __future__ import annotations

from game.crown import battle
from game.crown.battle import CASTLE, DRAGON, WALL
from game.crown.board import HOMES, TERRITORIES, C, Square, distance, fly
from game.crown.cards import (
    ALERT_SLOTS,
    DRAGON_STRENGTH,
    DRAGONS,
    GENERALS,
    MILITARY_UPKEEP,
    TROPHY_VP,
)
from game.crown.pieces import (
    GENERAL_KEY,
    HERO_KEY,
    Log,
    castles_of,
    exists,
    fighter,
    key_at,
    log_entry,
    piece_cards,
    piece_owner,
    set_cards,
    side_of_seat,
    taken,
    target_fighter,
    units_at,
    update_queue,
)
from game.crown.state import CrownState, PieceKey
from game.crown.turn import FollowUp, Phase


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
        defender = target_fighter(state, square)
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
    if defender.kind != WALL:
        state.battle_cry = False
    log_entry(
        log,
        "battle",
        seat=seat,
        x=target[0],
        y=target[1],
        target=defender.kind,
        mode=result.mode,
        winner=result.winner or "",
    )
    if defender.kind != DRAGON:  # a slain dragon's 20 points come with its trophy
        for scorer, points in result.vp.items():
            state.vp[scorer] += points
    if result.attacker_defeated:
        lose(state, key, None, log)
    if defender.kind == WALL:
        del state.walls[target]
        update_queue(state, log)
    elif defender.kind == DRAGON:
        if result.slain:
            slay(state, seat, log)
    else:
        target_key = key_at(state, target)
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
    for c in piece_cards(state, key):
        state.military_discard[c] += 1
    if key == state.piece:
        state.phase = Phase.DONE
    if key[0] == HERO_KEY:
        seat = key[1]
        state.hero_cards[seat] = ()
        home = home_square(state, seat)
        state.hero_at[seat] = home
        log_entry(log, "hero_home", seat=seat, x=home[0], y=home[1])
    elif key[0] == GENERAL_KEY:
        general = state.generals.pop(key[1])
        state.general_discard.append(key[1])
        state.general_discard.sort()
        log_entry(log, "general_removed", seat=general.owner, general=GENERALS[key[1]].key)
    else:
        square = (key[1], key[2])
        castle = state.castles.pop(square)
        log_entry(log, "castle_removed", seat=castle.owner, x=square[0], y=square[1])
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
def take_crown(state: CrownState, seat: int, log: Log) -> None:
    """The hero passed C: the crown goes onto one of its player's castles (a choice when it
    has several: a follow-up decision)."""
    castles = castles_of(state, seat)
    log_entry(log, "crown_taken", seat=seat)
    if len(castles) == 1:
        place_crown(state, castles[0], log)
    else:
        state.crown_choices = tuple(castles)
        state.pending.insert(0, FollowUp.CROWN)


def place_crown(state: CrownState, square: Square, log: Log) -> None:
    state.crown = square
    state.crown_choices = ()
    log_entry(log, "crown_placed", x=square[0], y=square[1])


# --- the dragon ----------------------------------------------------------------------------------
def slay(state: CrownState, seat: int, log: Log) -> None:
    state.trophies[seat].append(state.dragon)
    state.vp[seat] += TROPHY_VP
    log_entry(log, "dragon_slain", seat=seat, dragon=DRAGONS[state.dragon])
    state.dragon += 1
    state.dragon_at = None
    state.alert = 1 if state.dragon < len(DRAGONS) else 0


def dragon_die(state: CrownState, direction: str, white: int, log: Log) -> None:
    """The black die's dragon face (or Dragon's Call on the track): the dragon moves up the
    alert track and lands on C at its end, or flies ``white`` squares from where it is."""
    if state.dragon >= len(DRAGONS):
        return
    if state.dragon_at is None:
        state.alert += 1
        log_entry(log, "dragon_alert", slot=state.alert)
        if state.alert >= ALERT_SLOTS:
            state.alert = 0
            dragon_lands(state, C, log)
        return
    dragon_lands(state, fly(state.dragon_at, direction, white), log)


def dragon_lands(state: CrownState, square: Square, log: Log) -> None:
    """The dragon lands on ``square`` and attacks whatever is there."""
    state.dragon_at = square
    state.alert = 0
    log_entry(log, "dragon_lands", x=square[0], y=square[1], dragon=DRAGONS[state.dragon])
    if square in state.walls:
        del state.walls[square]
        log_entry(log, "dragon_destroys_wall", x=square[0], y=square[1])
        update_queue(state, log)
        return
    if square == state.rock:
        state.rock = None
        log_entry(log, "dragon_destroys_rock", x=square[0], y=square[1])
        return
    key = key_at(state, square)
    if key is None:
        return
    piece = fighter(state, key)
    dragon_atk, dragon_def = DRAGON_STRENGTH[state.dragon]
    if battle.defence(piece) >= dragon_atk:
        state.dragon_at = None
        state.alert = 1
        log_entry(log, "dragon_repelled", seat=piece.owner, x=square[0], y=square[1])
        if key[0] == HERO_KEY and battle.attack(piece) > dragon_def:
            slay(state, piece.owner, log)
        return
    log_entry(log, "dragon_defeats", seat=piece.owner, x=square[0], y=square[1], target=piece.kind)
    lose(state, key, None, log)
