"""The Random and Greedy baselines play whole games through the contract."""

from __future__ import annotations

import pytest
from tiny_game import RULES

from engine.helpers import new_match
from game.engine.contract import outcome_value
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
