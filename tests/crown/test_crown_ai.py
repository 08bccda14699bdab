"""The search knowledge: values in [0, 1], pruning keeps legal and distinct actions, and the
rollout policy always picks a legal action; a small search finds the obvious win."""

from __future__ import annotations

import random

from game.crown.ai import CrownKnowledge
from game.crown.flow.act import start_hero_step
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
    start_hero_step(state, None)
    player = SearchPlayer("normal", 1, max_iterations=120, knowledge=KNOWLEDGE)
    action = player.choose(RULES, RULES.observe(state, 0), RULES.legal_actions(state), 0)
    RULES.apply(state, action)
    assert state.stage == "over" and state.winners == (0,)


def _crowned(enemy_at: list[int], castle_cards=(), dragon=None) -> object:
    """Seat 0 holds the crown on its castle at (1, 1); seat 1's hero holds a champion sword
    (ATK 40 against the empty castle's 30)."""
    return state_of(
        heroes=[hero(0, "henry"), hero(2, "sylva", enemy_at, [("sword", "champion")])],
        castles=[castle(0, [1, 1], castle_cards)],
        crown=[1, 1],
        **({"dragon": dragon} if dragon is not None else {}),
    )


def test_a_crowned_castle_within_a_stronger_rivals_reach_is_worth_less() -> None:
    near, far = _crowned([4, 1]), _crowned([12, 11])
    assert KNOWLEDGE.crown_threatened(RULES, near, 0)
    assert not KNOWLEDGE.crown_threatened(RULES, far, 0)
    assert KNOWLEDGE.standing(RULES, near, 0) < KNOWLEDGE.standing(RULES, far, 0)
    guarded = _crowned([4, 1], [("spear", "champion"), ("axe", "champion")])
    assert not KNOWLEDGE.crown_threatened(RULES, guarded, 0), "its defence beats the sword"


def test_pieces_on_the_dragons_flight_lines_are_at_risk() -> None:
    in_line = _crowned([12, 11], dragon={"card": "young", "at": [1, 5]})  # 4 squares north
    aside = _crowned([12, 11], dragon={"card": "young", "at": [5, 5]})
    assert KNOWLEDGE.dragon_risk(RULES, aside, 0) == 0.0
    risk = KNOWLEDGE.dragon_risk(RULES, in_line, 0)
    assert 0.0 < risk < 2.0, "castle and crown (about 14 points) at 2 rolls in 36"
    assert KNOWLEDGE.standing(RULES, in_line, 0) < KNOWLEDGE.standing(RULES, aside, 0)
    strong = _crowned(
        [12, 11],
        [("spear", "champion"), ("axe", "champion")],
        dragon={"card": "young", "at": [1, 5]},
    )
    assert KNOWLEDGE.dragon_risk(RULES, strong, 0) == 0.0, "a castle that repels it"


def test_few_choices_cost_fewer_simulations() -> None:
    state = state_of(heroes=[hero(0, "henry"), hero(2, "sylva")], castles=[castle(0, [1, 1])])
    legal = RULES.legal_actions(state)
    player = SearchPlayer("hard", 1, deterministic=True, knowledge=KNOWLEDGE)
    player.choose(RULES, RULES.observe(state, 0), legal, 0)
    assert 2 <= len(legal) <= 4
    assert player.last is not None
    budget = KNOWLEDGE.levels["hard"].iterations
    assert player.last.iterations <= KNOWLEDGE.per_candidate * len(legal) < budget


def test_points_beyond_the_goal_do_not_outweigh_a_rival_crown_near_the_goal() -> None:
    """Seat 0 has piled up 150 points without the crown; seat 1 holds it with 45 of 50: the
    rival is the one about to win, and the evaluation must say so (version 4 counted every
    point alike and thought seat 0 far ahead)."""
    state = state_of(
        heroes=[hero(0, "henry"), hero(2, "sylva")],
        castles=[castle(2, [11, 11])],
        crown=[11, 11],
        seats={0: {"vp": 150}, 2: {"vp": 45}},
    )
    assert RULES.crown_holder(state) == 1
    assert KNOWLEDGE.evaluate(RULES, state, 0) < 0.5 < KNOWLEDGE.evaluate(RULES, state, 1)
    state.round_limit, state.round = 30, 30  # the last round: most points win, all count
    assert KNOWLEDGE.evaluate(RULES, state, 0) > 0.9
