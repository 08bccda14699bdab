"""The search AI on Tiny Duel: deterministic, fair, and stronger than Random."""

from __future__ import annotations

import itertools
import random

import pytest
from tiny_game import RULES, TinyState

from engine.helpers import SpyRules, new_match
from engine.test_players import play
from game.engine.ai import LEVELS, GameKnowledge, Level, SearchPlayer, SearchResult
from game.engine.contract import outcome_value
from game.engine.players import RandomPlayer, make_player


def last_move(points: list[int], secrets: list[int], known: bool) -> TinyState:
    """Seat 1 to make the last move of a 2-player game."""
    state = RULES.initial_state(RULES.normalize_setup({"players": 2, "rounds": 3}))
    state.points, state.secrets, state.pending = list(points), list(secrets), ""
    state.known = [[True, False], [known, True]]
    state.turn, state.round, state.moves_left = 1, 2, 1
    return state


def decide(state: TinyState, seat: int, seed: int = 1, iterations: int = 3000) -> SearchResult:
    player = SearchPlayer("hard", seed, max_iterations=iterations)
    return player.analyse(RULES, RULES.observe(state, seat), RULES.legal_actions(state), seat)


def test_levels_are_registered_players() -> None:
    for name in ("easy", "normal", "hard"):
        player = make_player(name, 5)
        assert isinstance(player, SearchPlayer) and player.level == LEVELS[name]
    assert LEVELS["easy"].temperature > 0 == LEVELS["hard"].temperature
    assert LEVELS["easy"].seconds < LEVELS["normal"].seconds < LEVELS["hard"].seconds < 3
    assert LEVELS["easy"].breadth < LEVELS["normal"].breadth < LEVELS["hard"].breadth == 1


def test_lower_breadth_overlooks_root_moves() -> None:
    match = new_match(seed=4, kinds="aaaa")
    observation, legal = match.observe(0), match.legal_actions()
    assert len(legal) == 8
    narrow = SearchPlayer(Level("narrow", 200, None, breadth=0.1), 1)
    result = narrow.analyse(RULES, observation, legal, 0)
    assert sum(1 for v in result.visits if v) == 6  # never fewer than a few
    wide = SearchPlayer("hard", 1, max_iterations=200).analyse(RULES, observation, legal, 0)
    assert all(wide.visits)


def test_same_seed_and_iterations_give_the_same_search() -> None:
    match = new_match(seed=4, kinds="aa")
    observation, legal = match.observe(0), match.legal_actions()
    runs = [SearchPlayer("normal", 9, max_iterations=400).analyse(RULES, observation, legal, 0)]
    runs.append(SearchPlayer("normal", 9, max_iterations=400).analyse(RULES, observation, legal, 0))
    assert runs[0].visits == runs[1].visits and runs[0].means == runs[1].means
    assert runs[0].iterations == runs[1].iterations <= 400
    other = SearchPlayer("normal", 10, max_iterations=400).analyse(RULES, observation, legal, 0)
    assert (other.visits, other.means) != (runs[0].visits, runs[0].means)  # the seed matters


def test_takes_a_known_winning_duel() -> None:
    # Seat 1 trails 2-3, peeked a 2 against its 5: the duel's +3 surely wins.
    result = decide(last_move([3, 2], [2, 5], known=True), seat=1)
    assert result.best() == ("duel", 0)
    assert max(result.means) == pytest.approx(1.0)


def test_never_duels_with_the_lowest_secret() -> None:
    # Secret 1 can at best tie a duel; a sure +1 wins the game.
    result = decide(last_move([3, 3], [4, 1], known=False), seat=1)
    assert result.best() == ("take",)


@pytest.mark.parametrize("truth", [1, 2, 3, 6])
def test_the_hidden_truth_does_not_change_the_choice(truth: int) -> None:
    # Trailing 2-3 with a 4 against an unknown secret: a duel wins half the time (0.5),
    # a take ties (0.5), a roll wins 3/6 and ties 1/6 (0.583).  Knowing the truth would
    # duel a 1, 2 or 3; a fair search rolls whatever the truth is.
    state = last_move([3, 2], [truth, 4], known=False)
    result = decide(state, seat=1)
    assert result.best() == ("roll",)
    baseline = decide(last_move([3, 2], [5, 4], known=False), seat=1)
    assert (result.visits, result.means) == (baseline.visits, baseline.means)


@pytest.mark.parametrize("policy", ["halving", "uct"])
def test_the_search_only_works_on_worlds_sampled_from_the_observation(policy: str) -> None:
    match = new_match(seed=6, kinds="aaa")
    spy = SpyRules()
    observation = RULES.observe(match.state, 0)
    knowledge = GameKnowledge()
    knowledge.root_policy = policy
    player = SearchPlayer("normal", 1, max_iterations=300, knowledge=knowledge)
    result = player.analyse(spy, observation, match.legal_actions(), 0)
    assert result.iterations > 100
    if policy == "uct":
        assert spy.samples == result.iterations  # one fresh world per iteration
    else:
        assert 0 < spy.samples < result.iterations  # one world per cycle of candidates


def test_random_states_each_side_of_an_observation_search_alike() -> None:
    rng = random.Random(2)
    for seed in range(5):
        match = new_match(seed, "aa")
        while not match.is_over and rng.random() < 0.8:
            match.play(rng.choice(match.legal_actions()))
        if match.is_over or match.to_move != 0:
            continue
        other = RULES.clone(match.state)
        if not other.known[0][1]:
            other.secrets[1] = 7 - other.secrets[1] if other.secrets[1] != 3.5 else 1
        a = decide(match.state, 0, seed, 300)
        b = decide(other, 0, seed, 300)
        assert (a.visits, a.means) == (b.visits, b.means)


def test_easy_sometimes_plays_a_good_second_choice() -> None:
    result = SearchResult([("a",), ("b",), ("c",)], [90, 10, 0], [0.6, 0.5, 0.0])
    rng = random.Random(0)
    picks = [result.sample(rng, 1.0) for _ in range(2000)]
    assert picks.count(("c",)) == 0  # never searched, never played
    assert 440 < picks.count(("b",)) < 640  # weight 1/e against 1: about 27 %
    assert result.best() == ("a",)
    many = SearchResult([(str(i),) for i in range(8)], [80, 70, 60, 50, 40, 30, 20, 10], [0.5] * 8)
    picks = [many.sample(rng, 1.0) for _ in range(2000)]
    assert {p[0] for p in picks} == {"0", "1", "2", "3", "4"}  # only the five best
    tied = SearchResult([("a",), ("b",)], [5, 5], [0.2, 0.7])
    assert tied.best() == ("b",)


def test_search_beats_random() -> None:
    # Tiny Duel is mostly luck (Greedy, near-optimal here, wins about 80 %); plain random
    # rollouts to the end with a small budget still win clearly.
    total = 0.0
    games = 60
    for game in range(games):
        seat = game % 2
        players = [RandomPlayer(game), RandomPlayer(game + 99)]
        players[seat] = SearchPlayer("normal", game, max_iterations=200)
        total += play(players, seed=game // 2)[seat]
    assert total / games >= 0.65, total / games


@pytest.mark.parametrize(("kinds", "teams"), [("aaa", False), ("aaaa", True)])
def test_three_and_four_players_with_teams(kinds: str, teams: bool) -> None:
    match = new_match(seed=3, kinds=kinds, teams=teams)
    players = [SearchPlayer("easy", s, max_iterations=60) for s in range(len(kinds))]
    while not match.is_over:
        seat = match.to_move
        legal = match.legal_actions()
        action = players[seat].choose(RULES, match.observe(seat), legal, seat)
        assert action in legal
        match.play(action)
    outcome = match.outcome()
    if teams:
        assert outcome_value(outcome, 0) == outcome_value(outcome, 2)


class Pruned(GameKnowledge):
    """Only takes and rolls, rollouts cut at once: evaluate scores every leaf."""

    rollout_depth = 0
    widening = (1.0, 0.5)

    def __init__(self) -> None:
        self.evaluations = 0

    def order(self, rules, state, seat, actions, rng):  # type: ignore[override]
        return [a for a in actions if a[0] in ("roll", "take")]

    def evaluate(self, rules, state, seat):  # type: ignore[override]
        self.evaluations += 1
        return super().evaluate(rules, state, seat)


def test_knowledge_prunes_orders_and_cuts_rollouts() -> None:
    match = new_match(seed=2, kinds="aa")
    knowledge = Pruned()
    player = SearchPlayer("normal", 1, max_iterations=200, knowledge=knowledge)
    result = player.analyse(RULES, match.observe(0), match.legal_actions(), 0)
    visited = {a for a, v in zip(result.actions, result.visits, strict=True) if v}
    assert visited == {("roll",), ("take",)}
    assert knowledge.evaluations >= result.iterations


def test_a_time_budget_is_kept() -> None:
    """On a clock of the test's own, each reading a millisecond later: the search ends when
    its 0.1 s are spent, far short of Hard's 2000 simulations (a busy machine cannot change
    what is counted)."""
    ticks = itertools.count()
    match = new_match(seed=2, kinds="aa")
    player = SearchPlayer("hard", 1, time_limit=0.1, clock=lambda: next(ticks) / 1000)
    player.choose(RULES, match.observe(0), match.legal_actions(), 0)
    assert player.last is not None
    assert 0.1 <= player.last.seconds < 0.2
    assert 0 < player.last.iterations < player.level.iterations // 4


def test_a_single_legal_action_is_played_at_once() -> None:
    player = SearchPlayer("hard", 1)
    assert player.choose(RULES, None, [("only",)], 0) == ("only",)
    assert player.last is None
