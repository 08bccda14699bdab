"""The Armadora search knowledge: legal rollouts, pruning, and a whole game."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.armadora.ai import PASS, ArmadoraKnowledge
from game.engine import registry
from game.engine.ai import SearchPlayer, knowledge_for
from game.engine.match import Match, SeatInfo

RULES = registry.get("armadora").rules


def position(seed: int, moves: int, setup: dict) -> Match:
    match = Match.new(RULES, setup, seed, [SeatInfo("ai")] * setup["players"])
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        legal = match.legal_actions()
        match.play(rng.choice([a for a in legal if a != PASS] or legal))
    return match


SETUPS = [
    {"players": 2},
    {"players": 3},
    {"players": 4, "advanced": True},
    {"players": 2, "advanced": True},
]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 90), setup=st.sampled_from(SETUPS))
def test_rollout_moves_are_always_legal(seed: int, moves: int, setup: dict) -> None:
    match = position(seed, moves, setup)
    knowledge = ArmadoraKnowledge()
    rng = random.Random(seed)
    state = RULES.sample_state(match.observe(max(match.to_move, 0)), rng)
    steps = 0
    while RULES.to_move(state) >= 0:
        seat = RULES.to_move(state)
        action = knowledge.rollout_action(RULES, state, seat, rng)
        assert action in RULES.legal_actions(state)
        RULES.apply(state, action)
        steps += 1
        assert steps < 500, "a rollout must end"


def test_armadora_has_its_own_knowledge_and_never_passes_with_warriors_in_hand() -> None:
    knowledge = knowledge_for("armadora")
    assert isinstance(knowledge, ArmadoraKnowledge)
    match = position(3, 0, {"players": 2})
    seat = match.to_move
    state = RULES.sample_state(match.observe(seat), random.Random(1))
    legal = match.legal_actions()
    assert PASS in legal
    rng = random.Random(2)
    roots = knowledge.root_actions(RULES, state, seat, legal, rng)
    assert PASS not in roots and set(roots) == set(legal) - {PASS}
    assert PASS not in knowledge.order(RULES, state, seat, legal, rng)
    assert knowledge.order(RULES, state, seat, [PASS], rng) == [PASS]


def test_a_small_search_plays_a_whole_game() -> None:
    match = Match.new(RULES, {"players": 2}, 5, [SeatInfo("ai")] * 2)
    players = [
        SearchPlayer("easy", 1, max_iterations=20),
        SearchPlayer("easy", 2, max_iterations=20),
    ]
    while not match.is_over:
        seat = match.to_move
        legal = match.legal_actions()
        action = players[seat].choose(RULES, match.observe(seat), legal, seat)
        assert action in legal
        match.play(action)
    assert match.outcome().ranking
