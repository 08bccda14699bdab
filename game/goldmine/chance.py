"""Gold Mine's chance steps: what each may come out as, drawing one, and checking one read
from a save (the rules' ``chance_outcomes``, ``sample_chance`` and ``chance_is_valid``).

The chance stages: ``deal`` (the development stack and the five-tiles hands), ``rolloff``
(one die per contender), ``draw`` (a tile from the pending draw's stack), ``roll`` /
``bonus_roll`` / ``push_roll`` (one die), ``passage_roll`` (two dice) and ``duel`` (a
challenge's rounds until a side has won two).
"""

from __future__ import annotations

import random
from typing import Any

from game.goldmine.state import DEV_TILES, GoldMineState
from game.goldmine.tiles import ENTRANCE, TILE_TYPES, TILES

FACES = (1, 2, 3, 4, 5, 6)
DIE = [(face, 1 / 6) for face in FACES]
TWO_DICE = [((a, b), 1 / 36) for a in FACES for b in FACES]
ONE_DIE_STAGES = ("roll", "bonus_roll", "push_roll")


def five_tile_pools() -> tuple[list[int], list[int], list[int]]:
    """The tiles the five-tiles variant deals from: caves, passage tunnels, mud tunnels."""
    caves = [t for t, tile in enumerate(TILES) if tile.spec.cave]
    tunnels = [t for t, tile in enumerate(TILES) if not tile.spec.chamber and t != ENTRANCE]
    passages = [t for t in tunnels if TILES[t].passage]
    muddy = [t for t in tunnels if TILES[t].mud]
    return caves, passages, muddy


def canonical(stack: list[int], tile: int) -> int:
    """The lowest id in ``stack`` of the same type as ``tile`` (identical tiles are one
    outcome, so the AI does not tell them apart): the lower ids of its type are looked
    for in the stack first (a few searches of the list), since ``tile`` is mostly in it."""
    for lower in _LOWER_OF_TYPE[tile]:
        if lower in stack:
            return lower
    if tile in stack:
        return tile
    types = TILE_TYPES
    wanted = types[tile]
    return min(t for t in stack if types[t] == wanted)


_LOWER_OF_TYPE: tuple[tuple[int, ...], ...] = tuple(
    tuple(t for t in range(tile) if TILE_TYPES[t] == TILE_TYPES[tile]) for tile in range(len(TILES))
)
"""``[tile]``: the lower ids of the same type as ``tile``, ascending."""


def duel_winner(rounds: list[tuple[int, int]] | tuple[tuple[int, int], ...]) -> str:
    """ "attacker" or "defender" once one has two rounds (ties go to the attacker)."""
    attacker = sum(1 for a, d in rounds if a >= d)
    if attacker >= 2:
        return "attacker"
    if len(rounds) - attacker >= 2:
        return "defender"
    return ""


def stack(state: GoldMineState) -> list[int]:
    """The stack the pending draw comes from (the state's ``source``)."""
    return state.dev_stack if state.source == "dev" else state.prod_stack


def _left(state: GoldMineState) -> list[int]:
    """The pending draw's stack without the tiles drawn back this turn (the stack itself
    when there are none: the caller must not change it)."""
    rejected = state.rejected
    if not rejected:
        return stack(state)
    return [t for t in stack(state) if t not in rejected]


def outcomes(state: GoldMineState) -> list[tuple[Any, float]] | None:
    """The pending step's outcomes with their chances (None: too many to list: the deal,
    the roll-off and a challenge are sampled)."""
    stage = state.stage
    if stage in ONE_DIE_STAGES:
        return list(DIE)
    if stage == "passage_roll":
        return list(TWO_DICE)
    if stage == "draw":
        left = _left(state)
        counts: dict[int, int] = {}
        for tile in left:
            first = canonical(left, tile)
            counts[first] = counts.get(first, 0) + 1
        return [(tile, n / len(left)) for tile, n in sorted(counts.items())]
    return None


def sample(state: GoldMineState, rng: random.Random) -> Any:
    """One outcome of the pending step."""
    stage = state.stage
    if stage == "deal":
        rest = [t for t in range(1, len(TILES))]
        hands: list[tuple[int, ...]] = []
        if state.five_tiles:
            caves, passages, muddy = five_tile_pools()
            for _ in range(state.players):
                hand = _take(rng, caves, 1) + _take(rng, passages, 2) + _take(rng, muddy, 2)
                hands.append(tuple(sorted(hand)))
            dealt = {t for hand in hands for t in hand}
            rest = [t for t in rest if t not in dealt]
        dev = tuple(sorted(rng.sample(rest, DEV_TILES)))
        return (dev, tuple(hands))
    if stage == "rolloff":
        return tuple(rng.choice(FACES) for _ in state.contenders)
    if stage == "draw":
        left = _left(state)
        return canonical(left, rng.choice(left))
    if stage in ONE_DIE_STAGES:
        return rng.choice(FACES)
    if stage == "passage_roll":
        return (rng.choice(FACES), rng.choice(FACES))
    if stage == "duel":
        rounds: list[tuple[int, int]] = []
        while not duel_winner(rounds):
            rounds.append((rng.choice(FACES), rng.choice(FACES)))
        return tuple(rounds)
    raise ValueError("no chance step is pending")


def _take(rng: random.Random, pool: list[int], count: int) -> list[int]:
    chosen = rng.sample(pool, count)
    for tile in chosen:
        pool.remove(tile)
    return chosen


def is_valid(state: GoldMineState, outcome: Any) -> bool:
    """Whether ``outcome`` (read from a save) is one the pending step may come out as."""
    stage = state.stage
    if stage in ONE_DIE_STAGES:
        return type(outcome) is int and outcome in FACES
    if stage == "passage_roll":
        return _dice(outcome, 2)
    if stage == "rolloff":
        return _dice(outcome, len(state.contenders))
    if stage == "draw":
        left = _left(state)
        return type(outcome) is int and outcome in left
    if stage == "duel":
        if not isinstance(outcome, tuple) or not all(_dice(r, 2) for r in outcome):
            return False
        return all(not duel_winner(outcome[:i]) for i in range(len(outcome))) and bool(
            duel_winner(outcome)
        )
    if stage == "deal":
        return _valid_deal(state, outcome)
    return False


def _valid_deal(state: GoldMineState, outcome: Any) -> bool:
    if not (isinstance(outcome, tuple) and len(outcome) == 2):
        return False
    dev, hands = outcome
    if not isinstance(dev, tuple) or not isinstance(hands, tuple):
        return False
    tiles = [t for t in dev] + [t for hand in hands if isinstance(hand, tuple) for t in hand]
    if not all(type(t) is int and 1 <= t < len(TILES) for t in tiles):
        return False
    if len(set(tiles)) != len(tiles) or len(dev) != DEV_TILES:
        return False
    if not state.five_tiles:
        return hands == ()
    caves, passages, muddy = five_tile_pools()
    return len(hands) == state.players and all(
        len(hand) == 5
        and sum(t in caves for t in hand) == 1
        and sum(t in passages for t in hand) == 2
        and sum(t in muddy for t in hand) == 2
        for hand in hands
    )


def _dice(value: Any, count: int) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == count
        and all(type(v) is int and v in FACES for v in value)
    )
