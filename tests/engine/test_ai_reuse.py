"""Hard's thinking (issue 53): a time budget on an injected clock, trees kept between
decisions where the information allows, and pondering on the other seats' time."""

from __future__ import annotations

import random

import pytest
from tiny_game import RULES

from engine.helpers import (
    SEAT_ONE_MOVES,
    SampledOnlyRules,
    TimedRules,
    new_match,
    seat_one_moves,
    seat_one_to_move,
)
from game.engine import registry
from game.engine.ai import LEVELS, SearchPlayer
from game.engine.ai.reuse import KeptTree, follow
from game.engine.ai.search import MIN_SHARE, Node, freeze
from game.engine.match import Match, SeatInfo


def opening(seed: int = 4):
    """Tiny Duel after the deal: seat 0 has the first of its two moves to make."""
    match = new_match(seed=seed, kinds="aa")
    assert match.to_move == 0
    return match


# --- the time budget --------------------------------------------------------------------


def think(seconds: float, level: str = "hard") -> tuple[int, float, float]:
    """Simulations, seconds and the budget's share of one in-play decision on a simulated
    clock (Tiny Duel's opening: few choices, so Hard spends a share of its time)."""
    rules = TimedRules(cost=0.001)
    match = opening()
    player = SearchPlayer(level, 1, time_limit=seconds, clock=rules.clock)
    result = player.analyse(rules, match.observe(0), match.legal_actions(), 0)
    return result.iterations, result.seconds, result.share


def test_hard_thinks_until_its_deadline_on_the_injected_clock() -> None:
    iterations, seconds, share = think(0.8)
    hard = LEVELS["hard"]
    assert share == hard.per_candidate * len(opening().legal_actions()) / hard.iterations < 1
    cycle = 0.05  # one simulation of each candidate left: a few steps of 1 ms each
    assert 0.8 * share <= seconds <= 0.8 * share + cycle
    assert iterations > 20


def test_more_time_reaches_more_simulations() -> None:
    short, _, _ = think(0.5)
    long, seconds, share = think(2.0)
    assert 2.0 * share <= seconds <= 2.0 * share + 0.05
    assert long > 3 * short


def test_hard_in_play_is_not_capped_by_its_ladder_simulations() -> None:
    # Hard's iterations are its ladder equivalent; in play only the time counts.
    rules = TimedRules(cost=0.00001)
    match = opening()
    legal = match.legal_actions()
    player = SearchPlayer("hard", 1, clock=rules.clock)
    result = player.analyse(rules, match.observe(0), legal, 0)
    hard = player.level
    assert result.iterations > min(hard.iterations, hard.per_candidate * len(legal))
    budget = hard.seconds * result.share
    assert budget <= result.seconds <= budget + 0.01


def test_normal_keeps_its_simulations_and_its_time_cap() -> None:
    iterations, seconds, _ = think(10.0, "normal")
    assert iterations <= 250 and seconds < 10.0  # its simulations end it first
    iterations, seconds, _ = think(0.05, "normal")
    assert iterations < 250 and seconds <= 0.1  # the cap cuts a slow decision short


def test_fixed_iteration_mode_does_not_depend_on_the_clock() -> None:
    match = opening()
    observation, legal = match.observe(0), match.legal_actions()
    ticks = iter(range(10**9))
    results = []
    for clock in (lambda: 0.0, lambda: float(next(ticks)) * 1000):
        player = SearchPlayer("hard", 5, deterministic=True, clock=clock)
        results.append(player.analyse(RULES, observation, legal, 0))
    assert results[0].visits == results[1].visits and results[0].means == results[1].means
    hard = LEVELS["hard"]  # its ladder budget, a share of it for a choice between few moves
    assert results[0].iterations == min(hard.iterations, hard.per_candidate * len(legal))


# --- kept trees ---------------------------------------------------------------------------


def after_outcome(node: Node, match: Match, start: int) -> Node:
    """The node below ``node`` for the chance outcomes the match drew since step ``start``."""
    for step in match.steps[start:]:
        if step.is_chance:
            node = node.outcomes[freeze(step.value)]
    return node


def test_the_next_decision_of_a_turn_starts_from_the_kept_child() -> None:
    match = opening()
    player = SearchPlayer("hard", 3, max_iterations=600)
    action = player.choose(RULES, match.observe(0), match.legal_actions(), 0)
    kept = player.tree.root.children[action]
    start = len(match.steps)
    match.play(action)
    kept = after_outcome(kept, match, start + 1)
    assert match.to_move == 0  # the turn's second move
    visits = kept.visits
    statistics = {a: (c.visits, c.total) for a, c in kept.children.items()}
    assert visits > 20 and statistics
    rng = random.Random(1)
    assert follow(RULES, player.tree, match.observe(0), 0, rng) is kept
    result = player.analyse(RULES, match.observe(0), match.legal_actions(), 0)
    assert player.tree.root is kept and result.inherited == visits
    for a, (v, total) in statistics.items():  # the child's statistics were kept, then grew
        assert kept.children[a].visits >= v and (
            kept.children[a].visits > v or kept.children[a].total == total
        )
    # What the tree brought counts towards the budget: fewer new simulations.
    assert result.iterations == max(int(MIN_SHARE * 600 + 0.999), 600 - visits)


def test_an_opponents_public_move_keeps_the_tree() -> None:
    # Seat 0 plays the last move of its turn; seat 1's first move (a peek, which seat 0
    # sees) follows, and seat 1 is to move again: the node below both is kept.
    match = opening(seed=8)
    match.play(("take",))
    player = SearchPlayer("hard", 2, max_iterations=800)
    action = player.choose(RULES, match.observe(0), [("take",), ("peek", 1)], 0)
    start = len(match.steps)
    match.play(action)
    assert match.to_move == 1
    below = after_outcome(player.tree.root.children[action], match, start + 1)
    expected = below.children.get(("peek", 0))
    assert expected is not None and expected.visits > 0
    match.play(("peek", 0))
    found = follow(RULES, player.tree, match.observe(0), 1, random.Random(3))
    assert found is expected


def test_moves_that_look_alike_are_merged() -> None:
    # In Tiny Duel a roll of 3 gains 1, as a take does, and the observation does not keep
    # the die: after the opponent's take, its take node and its roll-of-3 node are one
    # position for seat 0, so the kept root is both merged.
    state = seat_one_to_move()
    player = SearchPlayer("hard", 4, max_iterations=400)
    player.ponder(RULES, RULES.observe(state, 0), 0, 1, iterations=1500)
    root = player.tree.root
    take, three = root.children[("take",)], root.children[("roll",)].outcomes[3]
    assert take.visits and three.visits
    RULES.apply(state, ("take",))
    found = follow(RULES, player.tree, RULES.observe(state, 0), 1, random.Random(0))
    assert found is not take and found.visits == take.visits + three.visits
    assert found.total == take.total + three.total
    for action in set(take.children) | set(three.children):
        parts = [n.children[action].visits for n in (take, three) if action in n.children]
        assert found.children[action].visits == sum(parts)


def test_a_move_whose_detail_is_hidden_merges_every_value_it_may_have() -> None:
    # Armadora: the opponent's warrior lies face down.  The tree has a node for each value
    # it could have; to seat 0 they are one position, merged, never one of them guessed.
    rules = registry.load("armadora").rules
    match = Match.new(rules, {"players": 2}, 1, [SeatInfo("ai", "random")] * 2)
    player = SearchPlayer("hard", 2, max_iterations=900)
    warriors = [a for a in match.legal_actions() if a[0] == "warrior"]
    action = player.choose(rules, match.observe(0), warriors, 0)
    match.play(action)
    assert match.to_move == 1
    below = player.tree.root.children[action]
    reply = max(
        (a for a in below.children if a[0] == "warrior" and a in match.legal_actions()),
        key=lambda a: below.children[a].visits,
    )
    alike = [c for a, c in below.children.items() if a[:2] == reply[:2]]
    match.play(reply)
    assert match.to_move == 0
    found = follow(rules, player.tree, match.observe(0), 0, random.Random(0))
    assert found is not None and found.visits == sum(c.visits for c in alike)
    assert len(alike) == 1 or all(found is not c for c in alike)
    result = player.analyse(rules, match.observe(0), match.legal_actions(), 0)
    assert result.inherited == found.visits


def test_an_unrelated_position_drops_the_tree() -> None:
    match = opening()
    player = SearchPlayer("hard", 3, max_iterations=300)
    player.choose(RULES, match.observe(0), match.legal_actions(), 0)
    other = new_match(seed=99, kinds="aa")  # another game altogether
    assert follow(RULES, player.tree, other.observe(0), 0, random.Random(0)) is None
    result = player.analyse(RULES, other.observe(0), other.legal_actions(), 0)
    assert result.inherited == 0


def test_kept_trees_play_the_same_game_for_the_same_seed() -> None:
    def game() -> list[tuple]:
        match = new_match(seed=12, kinds="aa")
        players = [SearchPlayer("hard", s, max_iterations=150) for s in (1, 2)]
        while not match.is_over:
            seat = match.to_move
            legal = match.legal_actions()
            match.play(players[seat].choose(RULES, match.observe(seat), legal, seat))
        return [step.value for step in match.steps]

    assert game() == game()


# --- pondering ----------------------------------------------------------------------------


def test_pondering_grows_the_tree_the_next_decision_starts_from() -> None:
    state = seat_one_to_move()
    player = SearchPlayer("hard", 4, max_iterations=400)
    pondered = player.ponder(RULES, RULES.observe(state, 0), 0, 1, iterations=1500)
    assert pondered is not None and pondered.iterations == 1500
    assert pondered.actions == []  # nothing to choose: another seat is to move
    below = player.tree.root.children[SEAT_ONE_MOVES[0]]
    seat_one_moves(state, 0, 1)
    player.ponder(RULES, RULES.observe(state, 0), 0, 1, iterations=1500)
    assert player.tree.root is below  # the ponder went on from the played move's node
    kept = player.tree.root.children[SEAT_ONE_MOVES[1]].outcomes[4]
    RULES.apply(state, ("roll",))
    RULES.apply_chance(state, 4)
    assert RULES.to_move(state) == 0
    result = player.analyse(RULES, RULES.observe(state, 0), RULES.legal_actions(state), 0)
    assert player.tree.root is kept and result.inherited > 50
    assert kept.visits == result.inherited + result.iterations


def test_a_tree_is_dropped_when_the_game_went_further_than_it_follows() -> None:
    match = opening(seed=8)
    player = SearchPlayer("hard", 4, max_iterations=400)
    state = match.state
    action = player.choose(RULES, match.observe(0), match.legal_actions(), 0)
    RULES.apply(state, action)
    if state.pending == "roll":
        RULES.apply_chance(state, 4)
    assert follow(RULES, player.tree, RULES.observe(state, 0), 0, random.Random(1))
    RULES.apply(state, ("take",))  # seat 0's second move, made without the player
    seat_one_moves(state)  # and seat 1's two: four decisions from the kept root
    legal = RULES.legal_actions(state)
    assert player.analyse(RULES, RULES.observe(state, 0), legal, 0).inherited == 0


def test_only_a_pondering_level_ponders() -> None:
    state = seat_one_to_move()
    player = SearchPlayer("normal", 1, max_iterations=100)
    assert player.ponder(RULES, RULES.observe(state, 0), 0, 1, iterations=100) is None
    assert player.tree is None


def test_pondering_and_kept_trees_only_use_worlds_sampled_from_the_observation() -> None:
    spy = SampledOnlyRules()
    state = seat_one_to_move()
    player = SearchPlayer("hard", 4, max_iterations=300)
    for move in range(len(SEAT_ONE_MOVES)):
        player.ponder(spy, RULES.observe(state, 0), 0, 1, iterations=1500)
        seat_one_moves(state, move, move + 1)
    result = player.analyse(spy, RULES.observe(state, 0), RULES.legal_actions(state), 0)
    assert result.inherited > 0
    assert set(spy.viewers) == {0}  # every world came from seat 0's own observations


@pytest.mark.parametrize("truth", [1, 2, 3, 6])
def test_pondering_and_kept_trees_do_not_change_with_the_hidden_truth(truth: int) -> None:
    """Two games a seat cannot tell apart (the opponent's secret differs) get the same
    pondering, the same kept trees and the same decisions from the seat."""

    def decisions(secret: int) -> list:
        match = opening(seed=8)
        state = match.state
        state.secrets[1] = secret
        player = SearchPlayer("hard", 4, max_iterations=300)
        out = []
        for _ in range(2):  # seat 0's two moves
            out.append(player.choose(RULES, RULES.observe(state, 0), RULES.legal_actions(state), 0))
            RULES.apply(state, ("take",))  # the same whatever seat 0 chose, for every truth
        # Seat 1 peeks, then rolls a 4: seat 0 ponders at each of its decisions.
        for move in range(len(SEAT_ONE_MOVES)):
            pondered = player.ponder(RULES, RULES.observe(state, 0), 0, 1, iterations=1500)
            out.append((pondered.iterations, player.tree.root.visits))
            seat_one_moves(state, move, move + 1)
        assert RULES.to_move(state) == 0 and not state.known[0][1]
        result = player.analyse(RULES, RULES.observe(state, 0), RULES.legal_actions(state), 0)
        out.append((result.visits, result.means, result.inherited))
        return out

    same = decisions(5)
    assert same[-1][2] > 0  # the pondering was used
    assert decisions(truth) == same


def test_a_kept_tree_for_the_same_observation_is_its_own_root() -> None:
    match = opening()
    root = Node(0)
    tree = KeptTree(root, match.observe(0), 0, played=("take",))
    assert follow(RULES, tree, match.observe(0), 0, random.Random(0)) is root
