"""Crown & Dragon properties over random legal games of every setup: decisions and chance
both come from a seed hypothesis draws; the invariants are checked after every step.

Each game mixes uniform random decisions with the AI's rollout policy (which buys, builds,
fights and heads for the crown, so games reach every stage and end by the goal as well as
by the round limit)."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.crown.ai import CrownKnowledge
from game.crown.board import (
    CASTLE_SITES,
    FORTRESS,
    TUNNEL_SET,
    WALL_SITES,
    C,
)
from game.crown.cards import (
    ACTION_COUNT,
    BLACK_COUNT,
    FOOD_CAP,
    GENERAL_COUNT,
    GOLD_CAP,
    MILITARY,
    MILITARY_BRANCH,
    MILITARY_TYPES,
)
from game.crown.flow import CHANCE_STAGES
from game.crown.rules import CrownRules
from game.engine.contract import CHANCE, TERMINAL

RULES = CrownRules()
KNOWLEDGE = CrownKnowledge()
MAX_STEPS = 60_000


@st.composite
def setups(draw, short: bool = False):
    players = draw(st.integers(2, 4))
    teams = players == 4 and draw(st.booleans())
    limits = (2, 3, 4) if short else (6, 10, 30)
    return {
        "players": players,
        "teams": teams,
        "round_limit": draw(st.sampled_from(limits)),
        "random_start": draw(st.booleans()),
    }


# --- invariants --------------------------------------------------------------------------------


def check_money(state) -> None:
    assert all(0 <= g <= GOLD_CAP for g in state.gold)
    assert all(0 <= f <= FOOD_CAP for f in state.food)
    assert all(v >= 0 for v in state.vp)


def check_cards(state) -> None:
    military = Counter()
    for t in range(MILITARY_TYPES):
        military[t] += state.military_deck[t] + state.military_discard[t]
    military.update(t for t in state.market_military if t >= 0)
    for s in range(state.players):
        military.update(state.hero_cards[s])
    for g in state.generals.values():
        military.update(g.cards)
    for c in state.castles.values():
        military.update(c.cards)
    military.update(state.pool)
    if state.stage in ("assign", "recruit") and state.assigning >= 0:
        military[state.assigning] += 1
    assert all(military[t] == MILITARY[t].count for t in range(MILITARY_TYPES)), military

    actions = Counter()
    for k in range(len(ACTION_COUNT)):
        actions[k] += state.action_deck[k] + state.action_discard[k]
    for hand in state.hands:
        actions.update(hand)
    assert [actions[k] for k in range(len(ACTION_COUNT))] == list(ACTION_COUNT)

    black = Counter()
    for k in range(len(BLACK_COUNT)):
        black[k] += state.black_deck[k] + state.black_discard[k]
    black.update(k for k in state.black if k >= 0)
    assert [black[k] for k in range(len(BLACK_COUNT))] == list(BLACK_COUNT)

    if state.stage == "deal":
        return
    generals = list(state.general_pool) + [g for _, g in state.general_bottom]
    generals += state.general_discard + [g for g in state.market_generals if g >= 0]
    generals += list(state.generals) + [g for hand in state.dealt for g in hand]
    if state.stage in ("place", "keep_place"):
        generals.append(state.assigning)
    assert sorted(generals) == list(range(GENERAL_COUNT))
    trophies = sorted(d for t in state.trophies for d in t)
    assert trophies == list(range(state.dragon))


def check_pieces(state) -> None:
    things: list = list(state.hero_at) + [g.at for g in state.generals.values()]
    things += list(state.castles) + list(state.walls)
    things += [sq for sq in (state.rock, state.dragon_at) if sq is not None]
    assert len(things) == len(set(things)), "two things on one square"
    for sq in state.hero_at:
        assert sq not in TUNNEL_SET
    for g in state.generals.values():
        assert g.at not in TUNNEL_SET and g.at not in FORTRESS
    for s in range(state.players):
        assert len(RULES.generals_of(state, s)) <= 3
        assert len(RULES.castles_of(state, s)) <= 3 and RULES.walls_of(state, s) <= 8
        assert len(state.hero_cards[s]) <= 2
        assert len({MILITARY_BRANCH[c] for c in state.hero_cards[s]}) <= 1
    for sq, castle in state.castles.items():
        assert sq in CASTLE_SITES[state.territory[castle.owner]]
        assert len(castle.cards) <= 2 and len({MILITARY_BRANCH[c] for c in castle.cards}) <= 1
    for g in state.generals.values():
        assert len(g.cards) <= 2
    for sq, owner in state.walls.items():
        assert sq in WALL_SITES[state.territory[owner]]
    assert state.rock is None or state.rock in TUNNEL_SET
    # (while the winner of a crowned castle chooses where the crown goes, it is in hand)
    assert state.crown == C or state.crown in state.castles or state.stage == "crown"
    assert len(set(state.queue)) == len(state.queue)
    assert all(RULES.complete(state, s) for s in state.queue)
    if state.dragon < 4:
        assert (state.dragon_at is None) == (1 <= state.alert <= 4)
    else:
        assert state.dragon_at is None


def check_information(state, rng) -> None:
    """Sampled worlds look the same to the seat they were sampled for and to spectators."""
    public = RULES.observe_public(state)
    assert public.hand == () and public.black == -1
    for seat in range(state.players):
        observation = RULES.observe(state, seat)
        world = RULES.sample_state(observation, rng)
        assert RULES.observe(world, seat) == observation
        assert RULES.observe_public(world) == public
        check_cards(world)


# --- games -------------------------------------------------------------------------------------


def choose(state, mover, rng, rollout_share):
    if rng.random() < rollout_share:
        return KNOWLEDGE.rollout_action(RULES, state, mover, rng)
    return rng.choice(RULES.legal_actions(state))


def play(setup, seed, rollout_share, information=True):
    rng = random.Random(seed)
    state = RULES.initial_state(RULES.normalize_setup(setup))
    record = []
    stages = set()
    for step in range(MAX_STEPS):
        mover = RULES.to_move(state)
        stages.add(state.stage)
        if mover == TERMINAL:
            assert state.end in ("goal", "limit")
            outcome = RULES.outcome(state)
            assert sorted(s for group in outcome.ranking for s in group) == list(
                range(state.players)
            )
            return state, record, stages
        if mover == CHANCE:
            assert state.stage in CHANCE_STAGES
            value = RULES.sample_chance(state, rng)
            assert RULES.chance_is_valid(state, value)
            listed = RULES.chance_outcomes(state)
            assert listed is None or value in [o for o, _ in listed]
            RULES.apply_chance(state, value)
        else:
            assert mover == state.turn
            actions = RULES.legal_actions(state)
            assert actions and len(set(actions)) == len(actions)
            value = choose(state, mover, rng, rollout_share)
            assert value in actions
            RULES.apply(state, value)
        record.append((mover, value))
        check_money(state)
        check_cards(state)
        check_pieces(state)
        if information and step % 5 == 0:
            check_information(state, rng)
    raise AssertionError(f"{setup} seed {seed} did not end in {MAX_STEPS} steps")


def replayed(setup, record):
    state = RULES.initial_state(RULES.normalize_setup(setup))
    for mover, value in record:
        if mover == CHANCE:
            RULES.apply_chance(state, value)
        else:
            RULES.apply(state, value)
    return state


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    setup=setups(),
    seed=st.integers(0, 2**32 - 1),
    rollout_share=st.sampled_from((0.0, 0.5, 0.9, 1.0)),
)
def test_random_games_keep_every_invariant_and_replay(setup, seed, rollout_share):
    final, record, _ = play(setup, seed, rollout_share)
    again = replayed(setup, record)
    assert replace(again) == replace(final)


@settings(
    max_examples=1000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    setup=setups(short=True),
    seed=st.integers(0, 2**32 - 1),
    rollout_share=st.sampled_from((0.0, 0.5, 0.9, 1.0)),
)
def test_many_short_random_games_conserve_cards_money_and_pieces(setup, seed, rollout_share):
    final, _, _ = play(setup, seed, rollout_share, information=False)
    assert final.stage == "over"


def test_long_purposeful_games_reach_every_stage_and_both_endings() -> None:
    stages: set[str] = set()
    ends = Counter()
    for seed in range(12):
        setup = {"players": 2 + seed % 3, "teams": seed % 6 == 5 and False, "round_limit": 30}
        if seed % 4 == 3:
            setup = {"players": 4, "teams": True, "round_limit": 30}
        final, _, seen = play(setup, seed, 0.9, information=False)
        stages |= seen
        ends[final.end] += 1
    assert stages >= {
        "deal",
        "keep",
        "keep_place",
        "roll",
        "rock",
        "act",
        "main",
        "market",
        "place",
        "assign",
        "redeploy",
        "build",
        "army",
        "target",
        "upkeep",
        "cards",
        "discard",
        "refill",
        "recruit",
        "draw_black",
        "draw_action",
        "over",
    }
    assert ends["goal"] and ends["limit"]
