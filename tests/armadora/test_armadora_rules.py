"""Set-up, turn flow, palisade rules, supply, passing and the end of the game."""

from __future__ import annotations

import random

import pytest

from game.armadora import board
from game.armadora.state import AFTER_POWER, SECOND_PALISADE, START
from game.engine.contract import CHANCE, TERMINAL, LogEntry, SetupError
from game.engine.match import Match, SeatInfo

from .armadora_helpers import (
    RULES,
    TOP_LEFT,
    cell,
    empty_hand,
    fence,
    line,
    new_state,
    put,
    wall,
)


def kinds(actions):
    return {a[0] for a in actions}


# --- set-up --------------------------------------------------------------------------------


def test_setup_defaults():
    assert RULES.normalize_setup({"players": 2}) == {
        "players": 2,
        "advanced": False,
        "peek_own": True,
        "teams": False,
        "factions": ["orc", "goblin"],
    }
    four = RULES.normalize_setup({"players": 4, "advanced": True})
    assert four["teams"] is True and four["factions"] == [None] * 4
    assert RULES.normalize_setup({"players": 4, "teams": False})["teams"] is False


@pytest.mark.parametrize(
    ("setup", "key"),
    [
        ({"players": 1}, "armadora.error.players"),
        ({"players": 5}, "armadora.error.players"),
        ({"players": "3"}, "armadora.error.players"),
        ({}, "armadora.error.players"),
        ({"players": 3, "teams": True}, "armadora.error.teams_need_four"),
        ({"players": 2, "advanced": "yes"}, "armadora.error.option"),
        ({"players": 2, "factions": ["orc"]}, "armadora.error.factions_count"),
        ({"players": 2, "factions": ["orc", "dwarf"]}, "armadora.error.faction_unknown"),
        ({"players": 2, "factions": ["elf", "elf"]}, "armadora.error.faction_twice"),
    ],
)
def test_setup_errors(setup, key):
    with pytest.raises(SetupError) as info:
        RULES.normalize_setup(setup)
    assert str(info.value) == key


@pytest.mark.parametrize(
    ("players", "hand", "size"),
    [
        (2, (0, 11, 2, 1, 1, 1), 16),
        (3, (0, 7, 2, 1, 1, 0), 11),
        (4, (0, 5, 1, 1, 1, 0), 8),
    ],
)
def test_warriors_per_player(players, hand, size):
    state = new_state(players)
    assert state.hands == [hand] * players and state.hand_sizes == [size] * players


def test_setup_chance_deals_piles_and_random_factions():
    state = RULES.initial_state(
        RULES.normalize_setup({"players": 3, "advanced": True, "factions": [None, "elf", None]})
    )
    assert RULES.to_move(state) == CHANCE and RULES.legal_actions(state) == []
    outcome = RULES.sample_chance(state, random.Random(4))
    piles, factions = outcome
    assert sorted(piles) == [3, 4, 4, 5, 5, 6, 6, 7]
    assert factions[1] == "elf" and len(set(factions)) == 3
    assert RULES.chance_is_valid(state, outcome)
    assert not RULES.chance_is_valid(state, (piles, ("elf", "orc", "mage")))  # seat 1 fixed
    assert not RULES.chance_is_valid(state, ((3, 3, 4, 5, 5, 6, 6, 7), factions))
    assert not RULES.chance_is_valid(state, (piles, ("orc", "elf", "orc")))
    log: list[LogEntry] = []
    RULES.apply_chance(state, outcome, log)
    assert RULES.to_move(state) == 0 and state.gold == list(piles)
    assert state.power_tokens == [{"mage": 2, "elf": 2, "orc": 1, "goblin": 1}[f] for f in factions]
    assert [e.key for e in log].count("armadora.log.gold_pile") == 8
    assert log[0].key == f"armadora.log.faction.{factions[0]}"


def test_same_seed_same_game():
    def run(seed):
        match = Match.new(RULES, {"players": 3, "advanced": True}, seed, [SeatInfo()] * 3)
        rng = random.Random(seed)
        while not match.is_over:
            match.play(rng.choice(match.legal_actions()))
        return [s.value for s in match.steps], [e.to_json() for e in match.log]

    assert run(11) == run(11)
    assert run(11) != run(12)


# --- turn flow ------------------------------------------------------------------------------


def test_first_turn_choices_in_the_base_game():
    state = new_state(2)
    actions = RULES.legal_actions(state)
    # 32 free squares x 5 values + 67 lines + pass
    assert len(actions) == 32 * 5 + 67 + 1
    assert kinds(actions) == {"warrior", "palisade", "pass"}
    assert ("warrior", cell(3, 0), 1) not in actions  # a mine


def test_warrior_goes_face_down_and_turn_passes():
    state = new_state(2)
    log: list[LogEntry] = []
    RULES.apply(state, ("warrior", cell(2, 2), 5), log)
    assert state.owners[cell(2, 2)] == 0 and state.values[cell(2, 2)] == 5
    assert state.hands[0][5] == 0 and state.hand_sizes[0] == 15
    assert not state.face_up
    assert RULES.to_move(state) == 1
    assert log == [LogEntry("armadora.log.warrior", {"player": 0, "square": "C3", "x": 2, "y": 2})]
    assert ("warrior", cell(2, 2), 1) not in RULES.legal_actions(state)  # square taken


def test_one_or_two_palisades_per_turn():
    state = new_state(2)
    RULES.apply(state, ("palisade", line((3, 2), (4, 2))))
    assert RULES.to_move(state) == 0 and state.stage == SECOND_PALISADE
    actions = RULES.legal_actions(state)
    assert kinds(actions) == {"palisade", "done"}
    assert ("palisade", line((3, 2), (4, 2))) not in actions
    RULES.apply(state, ("done",))
    assert RULES.to_move(state) == 1 and state.palisades_left == 34
    RULES.apply(state, ("palisade", line((0, 0), (1, 0))))
    RULES.apply(state, ("palisade", line((5, 3), (5, 4))))  # need not touch the first
    assert RULES.to_move(state) == 0 and state.palisades_left == 32


def palisade_problem(state, line_index):
    """Why the seat to move may not raise a palisade on ``line_index`` (the rules' explain)."""
    observation = RULES.observe(state, RULES.to_move(state))
    return RULES.explain(observation, ("palisade", line_index))


def test_palisade_may_not_leave_a_region_under_four_squares():
    state = new_state(2)
    wall(state, (1, 0), (2, 0))
    wall(state, (0, 1), (0, 2))
    wall(state, (0, 0), (0, 1))
    # (0,0) and (1,0) now hang on the board only through (1,0)-(1,1)
    actions = RULES.legal_actions(state)
    assert ("palisade", line((1, 0), (1, 1))) not in actions
    assert palisade_problem(state, line((1, 0), (1, 1))) == (
        "armadora.problem.small_region",
        {"size": 2, "count": 2},
    )
    assert ("palisade", line((1, 1), (2, 1))) in actions
    RULES.apply(state, ("palisade", line((1, 1), (2, 1))))
    # closing the 2x2 corner (4 squares) is legal
    assert palisade_problem(state, line((1, 1), (1, 2))) is None
    RULES.apply(state, ("palisade", line((1, 1), (1, 2))))
    assert [r.bit_count() for r in state.regions] == [4, 36]
    assert palisade_problem(state, line((1, 1), (2, 1))) == ("armadora.problem.line_taken", {})


def test_supply_runs_out():
    state = new_state(2)
    state.palisades_left = 1
    RULES.apply(state, ("palisade", line((3, 2), (4, 2))))
    # the last palisade ends the turn: no "done" decision without a palisade to place
    assert RULES.to_move(state) == 1 and state.stage == START
    assert state.palisades_left == 0
    assert "palisade" not in kinds(RULES.legal_actions(state))
    assert palisade_problem(state, line((0, 2), (1, 2))) == ("armadora.problem.no_supply", {})


def test_second_palisade_skipped_when_no_legal_line_remains():
    state = new_state(2)
    # Fill the board with palisades so that only one legal line remains.
    rng = random.Random(3)
    while True:
        legal = list(board.iter_bits(state.legal_lines))
        if len(legal) <= 1:
            break
        state.add_palisade(rng.choice(legal))
    assert len(legal) == 1
    RULES.apply(state, ("palisade", legal[0]))
    assert RULES.to_move(state) == 1 and state.stage == START


def test_forced_pass_when_nothing_is_legal():
    state = new_state(2)
    empty_hand(state, 0)
    state.palisades_left = 0
    assert RULES.legal_actions(state) == [("pass",)]
    log: list[LogEntry] = []
    RULES.apply(state, ("pass",), log)
    assert log[0].key == "armadora.log.pass_forced"


def test_forced_pass_with_palisades_but_no_legal_line():
    state = new_state(2)
    empty_hand(state, 0)
    state.palisades_left = 60  # more than the real supply, to run out of legal lines first
    while state.legal_lines:
        state.add_palisade(next(board.iter_bits(state.legal_lines)))
    assert state.palisades_left > 0
    assert RULES.legal_actions(state) == [("pass",)]


def test_warriors_still_playable_without_palisades_and_vice_versa():
    state = new_state(2)
    state.palisades_left = 0
    assert kinds(RULES.legal_actions(state)) == {"warrior", "pass"}
    empty_hand(state, 1)
    RULES.apply(state, ("warrior", cell(0, 0), 1))
    state.palisades_left = 5
    assert kinds(RULES.legal_actions(state)) == {"palisade", "pass"}


def test_pass_is_permanent_and_game_ends_when_all_passed():
    state = new_state(3)
    log: list[LogEntry] = []
    RULES.apply(state, ("pass",), log)
    assert log[-1].key == "armadora.log.pass"
    assert RULES.to_move(state) == 1
    RULES.apply(state, ("warrior", cell(0, 0), 1))
    assert RULES.to_move(state) == 2
    RULES.apply(state, ("warrior", cell(1, 0), 1))
    assert RULES.to_move(state) == 1  # seat 0 is skipped for good
    RULES.apply(state, ("pass",))
    assert RULES.to_move(state) == 2
    RULES.apply(state, ("warrior", cell(2, 0), 2))
    assert RULES.to_move(state) == 2  # the last player keeps playing alone
    assert RULES.reveals(state, ("pass",))
    RULES.apply(state, ("pass",), log)
    assert RULES.to_move(state) == TERMINAL
    keys = [e.key for e in log]
    assert "armadora.log.game_end" in keys and keys[-1] == "armadora.log.winner"
    # one territory, P2 has 3 strength against P1's 1: all 40 gold
    assert RULES.outcome(state).detail["gold"] == {"0": 0, "1": 0, "2": 40}
    assert log[-1].args == {"side": 2}


def test_turn_order_alternates_teams():
    state = new_state(4, teams=True)
    order = []
    for x in range(4):
        order.append(RULES.to_move(state))
        RULES.apply(state, ("warrior", cell(x, 2), 1))
    assert order == [0, 1, 2, 3]
    assert [RULES.side_of(state, s) for s in order] == [0, 1, 0, 1]


def test_end_log_explains_the_result():
    state = new_state(2, piles=(3, 5, 4, 5, 5, 6, 6, 6))  # mine (1,1) holds 5
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 2)
    put(state, 1, (1, 0), 2)
    put(state, 1, (4, 4), 1)
    log: list[LogEntry] = []
    RULES.apply(state, ("pass",), log)
    RULES.apply(state, ("pass",), log)
    end = [(e.key.removeprefix("armadora.log."), e.args) for e in log[2:]]
    assert end[0] == ("game_end", {})
    assert ("reveal", {"player": 0, "warriors": "A1 2"}) in end
    assert ("territory", {"square": "A1", "x": 0, "y": 0, "size": 4, "gold": 5}) in end
    assert ("territory_share", {"side": 0, "strength": 2, "gold": 2}) in end
    assert ("territory_share", {"side": 1, "strength": 2, "gold": 2}) in end
    assert ("territory_discard", {"gold": 1}) in end
    assert ("territory_majority", {"side": 1, "strength": 1, "gold": 35}) in end
    assert ("final_gold", {"side": 1, "gold": 37, "piles": "35, 2"}) in end
    assert end[-1] == ("winner", {"side": 1})


def test_record_round_trip_and_undo_stops_at_a_peek():
    from game.engine import record

    seats = [SeatInfo("human"), SeatInfo("ai", "random")]
    match = Match.new(
        RULES, {"players": 2, "advanced": True, "factions": ["mage", "orc"]}, 5, seats
    )
    match.play(("warrior", cell(0, 0), 1))
    match.play(("warrior", cell(2, 2), 3))  # the AI seat, played by hand here
    match.play(("peek", cell(2, 2)))
    match.play(("warrior", cell(0, 4), 1))
    match.play(("warrior", cell(7, 4), 1))
    assert match.undo(0)  # back to just before the warrior after the peek
    assert match.state.stage == AFTER_POWER and match.to_move == 0
    assert not match.can_undo(0)  # the peek showed a value: no undo across it
    loaded = record.loads(record.dumps(match))
    assert [s.value for s in loaded.steps] == [s.value for s in match.steps]
    assert loaded.observe(0) == match.observe(0)
