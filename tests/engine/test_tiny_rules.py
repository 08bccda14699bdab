"""Known answers for Tiny Duel itself, so the contract tests stand on a game that is right."""

from __future__ import annotations

import pytest
from tiny_game import RULES, TinyState

from engine.helpers import new_match
from game.engine.contract import CHANCE, TERMINAL, IllegalAction, SetupError, outcome_value
from game.engine.match import entries_of


def state(points: list[int], secrets: list[int], teams: bool = False, **kw: object) -> TinyState:
    n = len(points)
    base = RULES.initial_state({"players": n, "rounds": 3, "teams": teams})
    base.points, base.secrets, base.pending = list(points), list(secrets), ""
    for seat in range(n):
        base.known[seat][seat] = True
    for key, value in kw.items():
        setattr(base, key, value)
    return base


def test_setup_is_normalized_and_checked() -> None:
    assert RULES.normalize_setup({}) == {"players": 2, "rounds": 3, "teams": False, "defend": False}
    bads = ({"players": 7}, {"players": 1}, {"rounds": 0}, {"teams": True}, {"players": "2"})
    for bad in (*bads, {"defend": "yes"}):
        with pytest.raises(SetupError):
            RULES.normalize_setup(bad)


def test_the_deal_is_seeded_and_secret() -> None:
    match = new_match(seed=1)
    assert match.state.secrets == [1, 6]  # regression: chance_rng(1, 0) deals these
    assert new_match(seed=2).state.secrets == [4, 2]
    assert match.observe(0).secrets == (1, None)
    assert match.observe(1).secrets == (None, 6)
    assert match.to_move == 0
    assert match.legal_actions() == [("take",), ("roll",), ("peek", 1), ("duel", 1)]


def test_a_turn_is_two_moves_and_end_is_only_a_second_move() -> None:
    match = new_match(seed=1)
    match.play(("take",))
    assert match.to_move == 0 and ("end",) in match.legal_actions()
    match.play(("end",))
    assert match.to_move == 1 and ("end",) not in match.legal_actions()
    assert match.state.points == [1, 0]


def test_roll_is_a_chance_step_resolved_from_the_match_seed() -> None:
    match = new_match(seed=5, kinds="hhh")
    assert match.state.secrets == [5, 3, 6]
    match.play(("roll",))
    assert match.steps[-1].is_chance and match.steps[-1].value == 6
    assert match.state.points == [4, 0, 0]  # a 6 gains 6 - 2
    assert match.state.moves_left == 1


def test_peek_shows_the_value_to_the_peeker_only() -> None:
    match = new_match(seed=1)
    entries = entries_of(match.play(("peek", 1)))
    assert match.observe(0).secrets == (1, 6)
    assert match.observe(1).secrets == (None, 6)
    assert [e.key for e in entries] == ["tiny.log.peek", "tiny.log.peek_value"]
    assert entries[1].visible_to(0) and not entries[1].visible_to(1)
    assert RULES.reveals(match.state, ("duel", 1)) and not RULES.reveals(match.state, ("take",))


@pytest.mark.parametrize(("mine", "theirs", "gain"), [(5, 2, 3), (2, 5, -2), (4, 4, 0)])
def test_duel_scores_and_makes_both_secrets_public(mine: int, theirs: int, gain: int) -> None:
    s = state([0, 0, 0], [mine, theirs, 1])
    RULES.apply(s, ("duel", 1))
    assert s.points == [gain, 0, 0]
    assert RULES.observe(s, 2).secrets == (mine, theirs, 1)
    assert ("duel", 1) not in RULES.legal_actions(s)


def test_rounds_end_the_game_with_a_shared_victory_on_equal_points() -> None:
    s = state([3, 3], [1, 1], round=2, turn=1, moves_left=1)
    RULES.apply(s, ("take",))
    assert RULES.to_move(s) == TERMINAL
    assert s.points == [3, 4]
    s.points = [4, 4]
    outcome = RULES.outcome(s)
    assert outcome.ranking == [[0, 1]]
    assert outcome_value(outcome, 0) == outcome_value(outcome, 1) == 0.5


def test_teams_sum_partners_and_share_the_win() -> None:
    s = state([1, 2, 3, 0], [1, 2, 3, 4], teams=True, round=3)
    outcome = RULES.outcome(s)
    assert outcome.ranking == [[0, 2], [1, 3]]
    assert [outcome_value(outcome, seat) for seat in range(4)] == [1.0, 0.0, 1.0, 0.0]
    s.round = 0
    assert ("duel", 2) not in RULES.legal_actions(s)  # no duels between partners


def test_evaluate_prefers_the_leader_and_counts_the_pending_roll() -> None:
    ahead = state([5, 0], [1, 1])
    assert RULES.evaluate(ahead, 0) > 0.5 > RULES.evaluate(ahead, 1)
    rolling = state([0, 0], [1, 1], pending="roll")
    assert RULES.to_move(rolling) == CHANCE
    assert RULES.evaluate(rolling, 0) > RULES.evaluate(state([0, 0], [1, 1]), 0)


def test_illegal_actions_are_refused() -> None:
    match = new_match()
    with pytest.raises(IllegalAction):
        match.play(("end",))
    with pytest.raises(IllegalAction):
        match.play(("duel", 0))
