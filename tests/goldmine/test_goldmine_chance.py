"""Gold Mine's chance steps (game/goldmine/chance.py): a saved deal or roll-off is accepted
only when the step could have come out so, and every sampled outcome passes that check."""

from __future__ import annotations

import random

import pytest

from game.engine.contract import CHANCE
from game.goldmine import chance
from game.goldmine.rules import GoldMineRules
from game.goldmine.state import DEV_TILES
from game.goldmine.tiles import TILE_TYPES, TILES

RULES = GoldMineRules()


def fresh(**setup):
    return RULES.initial_state(RULES.normalize_setup({"players": 3, **setup}))


def test_a_sampled_deal_is_valid_and_deals_the_development_stack_and_no_hands():
    state = fresh()
    assert state.stage == "deal" and RULES.to_move(state) == CHANCE
    dev, hands = RULES.sample_chance(state, random.Random(4))
    assert len(dev) == DEV_TILES and len(set(dev)) == DEV_TILES and hands == ()
    assert all(1 <= t < len(TILES) for t in dev)  # never the entrance
    assert RULES.chance_is_valid(state, (dev, hands))


def test_a_five_tiles_deal_gives_each_hand_a_cave_two_passages_and_two_mud_tunnels():
    state = fresh(five_tiles=True)
    dev, hands = RULES.sample_chance(state, random.Random(9))
    caves, passages, muddy = chance.five_tile_pools()
    assert len(hands) == 3
    for hand in hands:
        assert len(hand) == 5
        assert sum(t in caves for t in hand) == 1
        assert sum(t in passages for t in hand) == 2
        assert sum(t in muddy for t in hand) == 2
    dealt = [t for hand in hands for t in hand] + list(dev)
    assert len(set(dealt)) == len(dealt)
    assert RULES.chance_is_valid(state, (dev, hands))


def deal_variants(dev, hands):
    """Saved deals that no deal could give, from a good one."""
    yield "not a pair", dev
    yield "a tile twice", (dev[:-1] + dev[:1], hands)
    yield "a stack too short", (dev[:-1], hands)
    yield "the entrance dealt", ((0, *dev[1:]), hands)
    yield "a tile out of range", ((*dev[:-1], len(TILES)), hands)
    yield "a tile not a number", ((*dev[:-1], "7"), hands)
    yield "lists, not tuples", (list(dev), hands)


@pytest.mark.parametrize("five_tiles", [False, True])
def test_a_saved_deal_no_deal_could_give_is_refused(five_tiles):
    state = fresh(five_tiles=five_tiles)
    dev, hands = RULES.sample_chance(state, random.Random(2))
    for why, outcome in deal_variants(dev, hands):
        assert not RULES.chance_is_valid(state, outcome), why


def test_saved_hands_must_match_the_variant():
    plain, five = fresh(), fresh(five_tiles=True)
    dev, hands = RULES.sample_chance(five, random.Random(3))
    assert not RULES.chance_is_valid(plain, (dev, hands))  # no hands without five tiles
    assert not RULES.chance_is_valid(five, (dev, hands[:-1]))  # a seat without a hand
    _, passages, muddy = chance.five_tile_pools()
    tunnel = next(t for t in hands[0] if t in passages)
    mud = next(t for t in hands[1] if t in muddy)
    swap = {tunnel: mud, mud: tunnel}
    mixed = tuple(tuple(sorted(swap.get(t, t) for t in hand)) for hand in hands)
    assert not RULES.chance_is_valid(five, (dev, mixed))  # three mud tunnels, one passage


def test_a_saved_rolloff_has_one_die_per_contender():
    state = fresh()
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
    assert state.stage == "rolloff" and state.contenders == (0, 1, 2)
    assert RULES.chance_is_valid(state, (6, 2, 3))
    assert not RULES.chance_is_valid(state, (6, 2))
    assert not RULES.chance_is_valid(state, (6, 2, 0))
    assert not RULES.chance_is_valid(state, [6, 2, 3])
    assert RULES.chance_outcomes(state) is None  # sampled, not listed
    for seed in range(20):
        assert RULES.chance_is_valid(state, RULES.sample_chance(state, random.Random(seed)))


def test_a_draw_lists_identical_tiles_as_one_outcome_with_their_share():
    state = fresh()
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(5)))
    state.stage, state.source = "draw", "dev"
    listed = RULES.chance_outcomes(state)
    assert abs(sum(p for _, p in listed) - 1) < 1e-9
    types = [TILE_TYPES[t] for t, _ in listed]
    assert len(set(types)) == len(types)  # one outcome per tile type
    for tile, share in listed:
        same = [t for t in state.dev_stack if TILE_TYPES[t] == TILE_TYPES[tile]]
        assert tile == min(same) and share == pytest.approx(len(same) / DEV_TILES)


def test_no_chance_step_pending_is_refused():
    state = fresh()
    state.stage = "movement"
    assert RULES.chance_outcomes(state) is None
    assert not RULES.chance_is_valid(state, 3)
    with pytest.raises(ValueError):
        RULES.sample_chance(state, random.Random(0))
