"""What a sensible Gold Mine player tries first: each decision's choices, best first.

The search orders its tree by this ranking (so a roll of six, with some twenty places to
end, is first searched where it matters) and its rollouts play its first choice most of
the time.  The ideas, all from the race (``game.goldmine.race``):

- a miner heads for its *target*: the entrance once its side holds the goal; otherwise
  the nearest gold, or the edge of the mine to dig from when gold lies farther away than
  digging a chamber costs;
- it digs when it stands at the edge and gold is far, lays a dug chamber where it walks in
  at once, and a dug tunnel so that it keeps standing at the edge;
- it takes a secret passage when the passage brings its target nearer;
- it makes a gold challenge whenever it can (the attacker wins ties: about 62 %), and a
  bat challenge against a rival that could climb out soon.

Reads a (determinized) state only; deterministic for a given random generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from game.engine.contract import Action
from game.goldmine import actions as act
from game.goldmine import mine, race
from game.goldmine.race import FAR, distances, nugget_positions, side_held
from game.goldmine.state import ENTRANCE_POSITION, GoldMineState, partner_of
from game.goldmine.tiles import DELTAS, GEOMETRY, TILES

CLIMB_THREAT_STEPS = 7
"""A rival holding the goal this close to the entrance is worth a bat challenge."""
NEAR_GOLD_STEPS = 3
"""Gold this close is rolled for rather than dug for."""


Order = tuple[Callable[[Action], Any], Any]
"""A sort key for a decision's choices, and the least key any choice can have (or
:data:`NO_LEAST`): a choice with that key comes first whatever follows."""
NO_LEAST = object()


def shuffled(actions: Sequence[Action], rng: random.Random) -> list[Action]:
    """A copy of ``actions`` shuffled as ``rng.shuffle`` would, drawing the same numbers.

    A plain :class:`random.Random` shuffles by :meth:`~random.Random.getrandbits` with
    no call per item (``shuffle``'s Fisher-Yates over ``_randbelow``, written out: a
    rollout shuffles every choice list it meets, some fifty placements long)."""
    ranked = list(actions)
    if type(rng) is not random.Random:
        rng.shuffle(ranked)
        return ranked
    bits = rng.getrandbits
    for i in reversed(range(1, len(ranked))):
        below = i + 1
        width = below.bit_length()
        j = bits(width)
        while j >= below:
            j = bits(width)
        ranked[i], ranked[j] = ranked[j], ranked[i]
    return ranked


def rank(state: GoldMineState, seat: int, actions: Sequence[Action], rng: random.Random) -> list:
    """``actions`` best first (ties in random order)."""
    ranked = shuffled(actions, rng)
    order = _order(state, seat, ranked)
    if order is not None:
        ranked.sort(key=order[0])
    return ranked


def first(state: GoldMineState, seat: int, actions: Sequence[Action], rng: random.Random) -> Action:
    """``rank(state, seat, actions, rng)[0]``, drawing the same random numbers, without the
    sort: a rollout plays only the first choice, and a choice with the least key possible
    ends the look (the sort is stable, so the first of the best in the shuffled order)."""
    ranked = shuffled(actions, rng)
    order = _order(state, seat, ranked)
    if order is None:
        return ranked[0]
    key, least = order
    best = ranked[0]
    best_key = key(best)
    if best_key == least:
        return best
    for action in ranked[1:]:
        value = key(action)
        if value < best_key:
            if value == least:
                return action
            best, best_key = action, value
    return best


def _order(state: GoldMineState, seat: int, ranked: list[Action]) -> Order | None:
    """How the stage's choices are ranked (``None``: as they are); ``ranked`` is the
    shuffled list (a movement's or an action's pick looks at it)."""
    stage = state.stage
    if stage in ("move", "bonus_move", "passage_move"):
        away = distances(state.board, target(state, seat))
        nuggets = state.nuggets if stage != "passage_move" else ()

        def key(action: Action) -> float:
            end = action[1:]
            gain = 0.5 if end[:2] in nuggets else 0.0
            return away.get(end, FAR + 1) - gain

        return key, NO_LEAST
    if stage == "push":
        loser = state.challenge.loser
        away = distances(state.board, target(state, loser))
        return (lambda a: -away.get(a[1:], FAR + 1)), NO_LEAST
    if stage == "movement":
        picked = movement(state, seat, ranked)
        return (lambda a: a != picked), False
    if stage == "action":
        picked = action(state, seat, ranked)
        return (lambda a: (a != picked, a[0] == act.BAT)), (False, False)
    if stage == "place" and state.miners[seat] is not None:
        chamber = TILES[state.drawn].spec.chamber
        return (lambda a: (not joins(state, seat, a), not chamber and not leads_on(state, a))), (
            False,
            False,
        )
    if stage == "nugget":
        return (lambda a: _nugget_edge(state, a)), NO_LEAST
    return None


def climbs_now(state: GoldMineState, seat: int) -> bool:
    """Whether the seat's side climbs out if its turn ends now: it holds the goal and its
    miners stand on the entrance."""
    if side_held(state, seat) < state.goal:
        return False
    partner = partner_of(state, seat)
    members = (seat,) if partner is None else (seat, partner)
    return all(state.miners[s] == ENTRANCE_POSITION for s in members)


def target(state: GoldMineState, seat: int) -> list[mine.Position]:
    """Where the seat's miner heads: the entrance once its side holds the goal, else the
    nearest gold, or the edge of the mine to dig from when gold lies too far."""
    if side_held(state, seat) >= state.goal:
        return [ENTRANCE_POSITION]
    gold, front = prospects(state, state.miners[seat])
    if state.prod_stack and race.walk_turns(gold) > race.walk_turns(front) + race.dig_turns(state):
        return race.front_positions(state)
    return nugget_positions(state) or [ENTRANCE_POSITION]


def prospects(state: GoldMineState, position: mine.Position) -> tuple[int, int]:
    """Steps to the nearest gold and to the nearest place to dig from."""
    gold = distances(state.board, nugget_positions(state)).get(position, FAR)
    return gold, race.front_steps(state, position)


def movement(state: GoldMineState, seat: int, actions: Sequence[Action]) -> Action:
    """The movement a sensible player picks: stay on the entrance to climb out; dig at the
    edge when gold is far (a dig's one step also reaches gold one step away); take a
    passage that brings the target nearer; else roll."""
    position = state.miners[seat]
    need = state.goal - side_held(state, seat)
    if need <= 0 and position == ENTRANCE_POSITION and act.stay() in actions:
        return act.stay()
    if need > 0:
        digs = [a for a in actions if a[0] == act.EXCAVATE]
        gold, front = prospects(state, position)
        far = gold > NEAR_GOLD_STEPS and race.walk_turns(gold) > race.dig_turns(state)
        if digs and (gold == 1 or (front == 0 and far)):
            return digs[0]
    if act.passage() in actions and passage_leads(state, seat):
        return act.passage()
    return act.roll()


def passage_leads(state: GoldMineState, seat: int) -> bool:
    """Whether the miner's target is nearer through the secret passage it stands on than
    on foot (the distance map counts a passage as a fixed number of steps)."""
    here_position = state.miners[seat]
    away = distances(state.board, target(state, seat))
    here = away.get(here_position, FAR + 1)
    if here <= 6:
        return False
    others = [p for p in mine.passage_positions(state.board) if p != here_position]
    best = min((away.get(p, FAR + 1) for p in others), default=FAR + 1)
    return best + race.PASSAGE_STEPS <= here


def action(state: GoldMineState, seat: int, actions: Sequence[Action]) -> Action:
    """A gold challenge whenever there is one; a bat challenge against a rival holding the
    goal near the entrance; else end the turn."""
    gold = [a for a in actions if a[0] == act.GOLD]
    if gold:
        return max(gold, key=lambda a: state.held[a[1]])
    bats = [a for a in actions if a[0] == act.BAT]
    if bats:
        to_exit = race.exit_distances(state)
        for candidate in bats:
            rival = candidate[1]
            holds_goal = side_held(state, rival) >= state.goal
            if holds_goal and to_exit.get(state.miners[rival], FAR) <= CLIMB_THREAT_STEPS:
                return candidate
    return act.end()


def _nugget_edge(state: GoldMineState, action: Action) -> int:
    """How much nearer the challenge's winner is to a chamber than the loser (less is
    better for the winner who places the nugget)."""
    challenge = state.challenge
    winner, loser = state.miners[challenge.winner], state.miners[challenge.loser]
    away = distances(state.board, [(action[1], action[2], 0)])
    return away.get(winner, FAR) - away.get(loser, FAR)


def joins(state: GoldMineState, seat: int, action: Action) -> bool:
    """Whether laying the drawn tile by ``action`` joins its path 0 to the digger's path,
    one step away (so the digger's move after excavating walks in)."""
    _, x, y, rot = action
    mx, my, path = state.miners[seat]
    dx, dy = x - mx, y - my
    if abs(dx) + abs(dy) != 1:
        return False
    tile, turned = state.board[(mx, my)]
    edge = DELTAS.index((dx, dy))
    if not GEOMETRY[TILES[tile].kind][turned].paths[path] >> edge & 1:
        return False
    return GEOMETRY[TILES[state.drawn].kind][rot].owner[mine.OPPOSITE[edge]] == 0


def leads_on(state: GoldMineState, action: Action) -> bool:
    """Whether the laid tile's path 0 opens onto an empty square."""
    _, x, y, rot = action
    board = state.board
    for dx, dy, _ in mine.EXITS[TILES[state.drawn].kind][rot][0]:
        if (x + dx, y + dy) not in board:
            return True
    return False
