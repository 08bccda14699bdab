"""The search knowledge: values in [0, 1], pruning keeps legal and distinct actions, and the
rollout policy always picks a legal action; a small search finds the obvious win."""

from __future__ import annotations

import random

from game.crown.ai import CrownKnowledge
from game.engine.ai.player import SearchPlayer
from game.engine.contract import CHANCE, TERMINAL
from tests.crown.helpers import RULES, castle, hero, state_of

KNOWLEDGE = CrownKnowledge()


def test_rollouts_prune_and_evaluate_over_random_games() -> None:
    rng = random.Random(2)
    for players in (2, 3, 4):
        state = RULES.initial_state(RULES.normalize_setup({"players": players, "round_limit": 8}))
        while RULES.to_move(state) != TERMINAL:
            if RULES.to_move(state) == CHANCE:
                RULES.apply_chance(state, RULES.sample_chance(state, rng))
                continue
            seat = state.turn
            actions = RULES.legal_actions(state)
            kept = KNOWLEDGE.prune(RULES, state, seat, actions)
            assert kept and len(set(kept)) == len(kept) and set(kept) <= set(actions)
            values = KNOWLEDGE.values(RULES, state, range(players))
            assert all(0.0 <= v <= 1.0 for v in values.values())
            action = KNOWLEDGE.rollout_action(RULES, state, seat, rng)
            assert action in actions
            RULES.apply(state, action)


def test_the_search_takes_the_winning_crown() -> None:
    """The hero can reach C and its player has 50 points and a castle: moving to C wins."""
    me = hero(0, "henry", [6, 3], [("sword", "recruit")])
    state = state_of(
        stage="roll",
        heroes=[me, hero(2, "sylva")],
        castles=[castle(0, [1, 1])],
        seats={0: {"vp": 50}},
    )
    state.white = 3
    RULES._start_hero_step(state, None)
    player = SearchPlayer("normal", 1, max_iterations=120, knowledge=KNOWLEDGE)
    action = player.choose(RULES, RULES.observe(state, 0), RULES.legal_actions(state), 0)
    RULES.apply(state, action)
    assert state.stage == "over" and state.winners == (0,)
