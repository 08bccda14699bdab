"""The Random and Greedy baselines play whole games through the contract."""

from __future__ import annotations

import pytest
from tiny_game import RULES

from engine.helpers import new_match
from game.engine.contract import CHANCE, outcome_value
from game.engine.players import GreedyPlayer, Player, RandomPlayer, make_player


def play(players: list[Player], seed: int, teams: bool = False) -> list[float]:
    """One game; returns each seat's outcome value."""
    match = new_match(seed, "a" * len(players), teams=teams)
    while not match.is_over:
        seat = match.to_move
        legal = match.legal_actions()
        action = players[seat].choose(RULES, match.observe(seat), list(legal), seat)
        assert action in legal
        match.play(action)
    outcome = match.outcome()
    return [outcome_value(outcome, seat) for seat in range(len(players))]


@pytest.mark.parametrize(("count", "teams"), [(2, False), (3, False), (4, True)])
def test_random_and_greedy_finish_games(count: int, teams: bool) -> None:
    players: list[Player] = [RandomPlayer(s) if s % 2 else GreedyPlayer(s) for s in range(count)]
    for seed in range(3):
        values = play(players, seed, teams)
        assert 0.99 < sum(values) < 1.01 or teams  # one side wins or the win is shared
        if teams:
            assert values[0] == values[2] and values[1] == values[3]


def test_make_player_knows_the_baselines() -> None:
    assert isinstance(make_player("random", 3), RandomPlayer)
    assert isinstance(make_player("greedy", 3), GreedyPlayer)
    with pytest.raises(ValueError):
        make_player("grandmaster")


def test_greedy_beats_random_clearly() -> None:
    total = 0.0
    games = 120
    for game in range(games):
        greedy_seat = game % 2
        players: list[Player] = [RandomPlayer(game), RandomPlayer(game)]
        players[greedy_seat] = GreedyPlayer(game)
        total += play(players, seed=game // 2)[greedy_seat]
    assert total / games >= 0.7, total / games


class ChainOfDraws:
    """Three draws in a row from 40 listed outcomes each, then an evaluation: the value of a
    state is the sum of what was drawn, so the exact expectation is 3 x 19.5."""

    def to_move(self, state: list[int]) -> int:
        return CHANCE if len(state) < 3 else 0

    def chance_outcomes(self, state: list[int]) -> list[tuple[int, float]]:
        return [(n, 1 / 40) for n in range(40)]

    def clone(self, state: list[int]) -> list[int]:
        return list(state)

    def apply_chance(self, state: list[int], outcome: object) -> None:
        state.append(outcome[0] if isinstance(outcome, tuple) else outcome)

    def evaluate(self, state: list[int], seat: int) -> float:
        self.evaluations += 1
        return float(sum(state))

    evaluations = 0


def test_greedy_samples_chance_chains_within_its_leaf_budget() -> None:
    """Listing every outcome of every draw would cost 40 ** 3 evaluations per action; Greedy
    lists the first draw and samples past it, at most ``leaves`` evaluations."""
    rules = ChainOfDraws()
    player = GreedyPlayer(seed=1)
    value = player.value(rules, [], 0)  # type: ignore[arg-type]
    assert 0 < rules.evaluations <= player.leaves
    assert 50 <= value <= 67  # the first draw listed (19.5), the other two sampled (39)

    wide = GreedyPlayer(seed=1)
    wide.leaves = 40**3
    rules.evaluations = 0
    assert wide.value(rules, [], 0) == pytest.approx(58.5)  # type: ignore[arg-type]
    assert rules.evaluations == 40**3
