"""A played card's target (``target``): what each card that needs one may aim at, and what
it does there.  The other cards act at once (:mod:`game.crown.flow.plays`).

Action cards: Forced March (another general steps up to 2 squares), Shield Wall (one of
the player's pieces), Masons (a free wall site), Tunnel Scouts (the rock to a free tunnel,
or off the board), Dragon Lore (the dragon one square).  Black cards: Dragon's Call (the
dragon 1-6 squares), Siege Ram (an enemy wall), Plunder (an opponent with gold), Shadow
Path (the hero anywhere but enemy territory), Rockfall (the rock to a free tunnel).
"""

from __future__ import annotations

from collections.abc import Iterator

from game.crown import actions as acts
from game.crown.board import DIRECTIONS, FORTRESS, TERRITORY_OF, TUNNEL_SET, C, Square
from game.crown.cards import (
    DRAGON_LORE,
    DRAGONS_CALL,
    FORCED_MARCH,
    FORCED_MARCH_STEPS,
    MASONS,
    PLUNDER,
    PLUNDER_GOLD,
    ROCKFALL,
    SHADOW_PATH,
    SHIELD_WALL,
    SHIELD_WALL_DEF,
    SIEGE_RAM,
    TUNNEL_SCOUTS,
)
from game.crown.combat import dragon_flies, take_crown
from game.crown.events import (
    Built,
    EffectStarted,
    PieceMoved,
    Plundered,
    RockMoved,
    WallDestroyed,
    recording,
    tell,
)
from game.crown.flow.base import Decision
from game.crown.flow.followups import proceed
from game.crown.moves import (
    may_move,
    may_take_crown,
    move_cost,
    route,
    square_of,
    stop_squares,
)
from game.crown.pieces import (
    GENERAL_KEY,
    HERO_KEY,
    Log,
    earn,
    free_tunnels,
    free_wall_sites,
    generals_of,
    holders,
    key_at,
    opponents,
    piece_square,
    side_of_seat,
    taken,
    update_queue,
)
from game.crown.state import CrownState
from game.engine.contract import Action


def any_march(state: CrownState) -> bool:
    """Whether another general of the player's could march at all."""
    for g in generals_of(state, state.turn):
        key = (GENERAL_KEY, g)
        if key != state.piece and may_move(state, key, 1):
            return True
    return False


def march_targets(state: CrownState) -> list[tuple[int, Square]]:
    found = []
    for g in generals_of(state, state.turn):
        key = (GENERAL_KEY, g)
        if key == state.piece:
            continue
        for i in stop_squares(state, key, FORCED_MARCH_STEPS):
            found.append((g, square_of(i)))
    return found


def enemy_walls(state: CrownState) -> list[Square]:
    side = side_of_seat(state, state.turn)
    return sorted(sq for sq, owner in state.walls.items() if owner not in side)


def shadow_squares(state: CrownState) -> Iterator[Square]:
    """Free squares outside the opponents' territories (fortress only with military, never
    a tunnel), by x then y; a hero without military card stays in its own territory."""
    seat = state.turn
    here = state.hero_at[seat]
    has_cards = bool(state.hero_cards[seat])
    enemy = {state.territory[s] for s in opponents(state, seat)}
    own = state.territory[seat]
    occupied = taken(state)
    for x in range(13):
        for y in range(13):
            square = (x, y)
            if square == here or square in TUNNEL_SET or square in occupied:
                continue
            territory = TERRITORY_OF.get(square)
            if territory in enemy:
                continue
            if square in FORTRESS and not has_cards:
                continue
            if not has_cards and territory != own:
                continue
            yield square


def _actions(state: CrownState) -> list[Action]:
    kind, black = state.card
    seat = state.turn
    if black:
        if kind == DRAGONS_CALL:
            return [acts.target_flight(d, n) for d in DIRECTIONS for n in range(1, 7)]
        if kind == SIEGE_RAM:
            return [acts.target_square(x, y) for x, y in enemy_walls(state)]
        if kind == PLUNDER:
            return [acts.target_seat(s) for s in opponents(state, seat) if state.gold[s] > 0]
        if kind == SHADOW_PATH:
            return [acts.target_square(x, y) for x, y in shadow_squares(state)]
        if kind == ROCKFALL:
            return [acts.target_square(x, y) for x, y in free_tunnels(state)]
        return []
    if kind == FORCED_MARCH:
        return [acts.target_march(g, x, y) for g, (x, y) in march_targets(state)]
    if kind == SHIELD_WALL:
        squares = sorted(piece_square(state, k) for k in holders(state, seat))
        return [acts.target_square(x, y) for x, y in squares]
    if kind == MASONS:
        return [acts.target_square(x, y) for x, y in free_wall_sites(state, seat)]
    if kind == TUNNEL_SCOUTS:
        tunnels = [acts.target_square(x, y) for x, y in free_tunnels(state)]
        return [*tunnels, acts.target_off_board()]
    if kind == DRAGON_LORE:
        return [acts.target_direction(d) for d in DIRECTIONS]
    return []


def _apply(state: CrownState, action: Action, log: Log) -> None:
    kind, black = state.card
    state.card = None
    if black:
        _black_effect(state, kind, action, log)
    else:
        _action_effect(state, kind, action, log)
    proceed(state, log)


def _action_effect(state: CrownState, kind: int, action: Action, log: Log) -> None:
    seat = state.turn
    if kind == FORCED_MARCH:
        g, to = acts.march_of(action)
        _march(state, g, to, log)
        state.generals[g] = state.generals[g]._replace(at=to)
    elif kind == SHIELD_WALL:
        square = acts.square_of(action)
        key = key_at(state, square)
        state.shield[seat] = key
        kind = {"h": "hero", "g": "general"}.get(key[0], "castle") if key else "castle"
        tell(log, EffectStarted, seat, "shield_wall", square, 0, SHIELD_WALL_DEF, kind)
    elif kind == MASONS:
        square = acts.square_of(action)
        state.walls[square] = seat
        tell(log, Built, seat, "wall", square, 0, "masons")
        update_queue(state, log)
    elif kind == TUNNEL_SCOUTS:
        _move_rock(state, action, log, "tunnel_scouts")
    elif kind == DRAGON_LORE:
        dragon_flies(state, acts.flight_of(action).direction, 1, log, "dragon_lore")


def _march(state: CrownState, general: int, to: Square, log: Log) -> None:
    """Forced March's event (the general still where it starts)."""
    if recording(log):
        key = (GENERAL_KEY, general)
        cost, _ = move_cost(state, key, to, FORCED_MARCH_STEPS)
        path = route(state, key, to, False)
        tell(log, PieceMoved, state.turn, "general", general, path, cost, 0, "forced_march")


def _black_effect(state: CrownState, kind: int, action: Action, log: Log) -> None:
    seat = state.turn
    if kind == DRAGONS_CALL:
        direction, distance = acts.flight_of(action)
        dragon_flies(state, direction, distance, log, "dragons_call")
    elif kind == SIEGE_RAM:
        square = acts.square_of(action)
        owner = state.walls.pop(square)
        tell(log, WallDestroyed, owner, square, seat, "siege_ram")
        update_queue(state, log)
    elif kind == PLUNDER:
        victim = acts.victim_of(action)
        took = min(PLUNDER_GOLD, state.gold[victim])
        before = state.gold[seat]
        earn(state, victim, log, "plundered", gold=-took)
        earn(state, seat, log, "plunder", gold=took)
        tell(log, Plundered, seat, victim, took, state.gold[seat] - before)
    elif kind == SHADOW_PATH:
        start, to = state.hero_at[seat], acts.square_of(action)
        state.hero_at[seat] = to
        steps = state.steps_left if state.piece == (HERO_KEY, seat) else 0
        tell(log, PieceMoved, seat, "hero", -1, (start, to), 0, steps, "shadow_path")
        if to == C and may_take_crown(state, seat):
            take_crown(state, seat, log, "shadow_path")
    elif kind == ROCKFALL:
        _move_rock(state, action, log, "rockfall")


def _move_rock(state: CrownState, action: Action, log: Log, cause: str) -> None:
    """The rock to a tunnel, or off the board (Tunnel Scouts'
    :func:`~game.crown.actions.target_off_board`)."""
    start = state.rock
    state.rock = acts.rock_to(action)
    tell(log, RockMoved, state.turn, start or (), state.rock or (), cause)


TARGET = Decision(_actions, _apply)
