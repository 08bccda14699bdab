"""Scoring: territories from the rulebook situations and every tie rule, with known numbers."""

from __future__ import annotations

from game.armadora import board
from game.armadora.position import parse_position
from game.armadora.scoring import rank

from .armadora_helpers import (
    BOTTOM_LEFT,
    BOTTOM_RIGHT,
    NO_MINE,
    RULES,
    TOP_LEFT,
    TOP_RIGHT,
    fence,
    fence_pairs,
    gold_list,
    new_state,
    put,
    warrior,
)


def score(players, gold, fences, warriors, teams=False):
    palisades = [p for squares in fences for p in fence_pairs(squares)]
    unique = []
    for p in palisades:  # fences of touching territories share lines
        if p not in unique and [p[1], p[0]] not in unique:
            unique.append(p)
    data = {
        "game": "armadora",
        "players": players,
        "teams": teams,
        "gold": gold_list(gold),
        "palisades": unique,
        "warriors": warriors,
    }
    return parse_position(data).score().to_json()


def territory_with(result, xy):
    for t in result["territories"]:
        if list(xy) in t["cells"]:
            return t
    raise AssertionError(xy)


def test_four_square_territory_goes_to_the_strongest():
    result = score(
        2,
        {(1, 1): 6},
        [TOP_LEFT],
        [warrior((0, 0), 0, 3), warrior((1, 0), 1, 1), warrior((0, 1), 1, 1)],
    )
    top_left = result["territories"][0]
    assert top_left["cells"] == [[0, 0], [1, 0], [0, 1], [1, 1]]
    assert top_left == {
        "cells": [[0, 0], [1, 0], [0, 1], [1, 1]],
        "gold": 6,
        "strength": {"0": 3, "1": 2},
        "winners": [0],
        "awarded": {"0": 6},
    }
    assert result["gold"] == {"0": 6, "1": 0}
    assert result["piles"] == {"0": [6], "1": []}
    assert result["ranking"] == [[0], [1]]
    # the leftover region is the second territory: 36 squares, no warriors, gold 0 here
    rest = result["territories"][1]
    assert len(rest["cells"]) == 36 and rest["winners"] == [] and rest["awarded"] == {}


def test_larger_territory_with_two_mines():
    # Left column block of 8 squares x=0..1, y=0..3 holds mines (1,1) and (0,3).
    block = [(x, y) for x in range(2) for y in range(4)]
    result = score(
        2,
        {(1, 1): 4, (0, 3): 7},
        [block],
        [warrior((0, 0), 1, 2), warrior((1, 2), 0, 1), warrior((0, 2), 0, 1)],
    )
    t = territory_with(result, (0, 0))
    assert len(t["cells"]) == 8 and t["gold"] == 11
    assert t["strength"] == {"0": 2, "1": 2} and t["winners"] == [0, 1]
    assert t["awarded"] == {"0": 5, "1": 5}  # 11 split evenly, 1 discarded
    assert result["piles"] == {"0": [5], "1": [5]}
    assert result["ranking"] == [[0, 1]]


def test_territory_without_a_mine_awards_nothing():
    result = score(2, {(7, 1): 5}, [NO_MINE], [warrior((5, 2), 0, 5), warrior((7, 0), 1, 1)])
    t = territory_with(result, (5, 2))
    assert t["gold"] == 0 and t["winners"] == [0] and t["awarded"] == {"0": 0}
    assert result["gold"] == {"0": 0, "1": 5}
    assert result["piles"] == {"0": [], "1": [5]}
    assert result["ranking"] == [[1], [0]]


def test_gold_without_warriors_or_strength_awards_nothing():
    result = score(
        2,
        {(1, 1): 5, (7, 1): 6},
        [TOP_LEFT, TOP_RIGHT],
        [warrior((6, 0), 0, 1, arrows=1), warrior((7, 0), 1, 1, arrows=2)],
    )
    assert territory_with(result, (0, 0))["winners"] == []
    right = territory_with(result, (6, 0))
    assert right["strength"] == {"0": 0, "1": 0}
    assert right["winners"] == [] and right["awarded"] == {}
    assert result["gold"] == {"0": 0, "1": 0} and result["ranking"] == [[0, 1]]


def test_whole_board_as_one_territory():
    warriors = [warrior((0, 0), 0, 2), warrior((7, 4), 1, 1), warrior((3, 3), 1, 1)]
    gold = dict(zip(board.MINE_XY, (3, 4, 4, 5, 5, 6, 6, 7), strict=True))
    result = score(2, gold, [], warriors)
    assert len(result["territories"]) == 1
    only = result["territories"][0]
    assert len(only["cells"]) == 40 and only["gold"] == 40
    assert only["strength"] == {"0": 2, "1": 2}
    assert only["awarded"] == {"0": 20, "1": 20}


def test_split_remainder_is_discarded():
    # 3 sides tied on 7 gold: 2 each, 1 discarded.
    result = score(
        3,
        {(1, 1): 7},
        [TOP_LEFT],
        [warrior((0, 0), 0, 2), warrior((1, 0), 1, 2), warrior((0, 1), 2, 2)],
    )
    t = result["territories"][0]
    assert t["winners"] == [0, 1, 2] and t["awarded"] == {"0": 2, "1": 2, "2": 2}
    assert sum(result["gold"].values()) == 6


def test_reinforcement_wins_a_tie():
    result = score(
        2,
        {(1, 1): 5},
        [TOP_LEFT],
        [warrior((0, 0), 0, 3), warrior((1, 0), 1, 1, reinforced=True), warrior((0, 1), 1, 1)],
    )
    t = result["territories"][0]
    assert t["strength"] == {"0": 3, "1": 3}
    assert t["winners"] == [1] and t["awarded"] == {"1": 5}


def test_reinforcement_of_a_side_that_is_not_tied_changes_nothing():
    result = score(
        3,
        {(1, 1): 5},
        [TOP_LEFT],
        [warrior((0, 0), 0, 3), warrior((1, 0), 1, 1, reinforced=True), warrior((0, 1), 2, 3)],
    )
    t = result["territories"][0]
    assert t["strength"] == {"0": 3, "1": 2, "2": 3}
    assert t["winners"] == [0, 2] and t["awarded"] == {"0": 2, "2": 2}


def test_arrows_never_push_a_warrior_below_zero():
    # 1 - 2 arrows counts 0 (not -1): side 0 has 0 + 2 = 2, tied with side 1.
    result = score(
        2,
        {(1, 1): 4},
        [TOP_LEFT],
        [warrior((0, 0), 0, 1, arrows=2), warrior((1, 0), 0, 2), warrior((0, 1), 1, 2)],
    )
    t = result["territories"][0]
    assert t["strength"] == {"0": 2, "1": 2}
    assert t["awarded"] == {"0": 2, "1": 2}


def test_arrows_and_reinforcement_on_one_warrior():
    # value 3, one arrow, reinforced: 3 - 1 + 1 = 3
    result = score(
        2,
        {(1, 1): 4},
        [TOP_LEFT],
        [warrior((0, 0), 0, 3, arrows=1, reinforced=True), warrior((1, 0), 1, 2)],
    )
    assert result["territories"][0]["strength"] == {"0": 3, "1": 2}


def test_team_strengths_add_up():
    warriors = [warrior((0, 0), 0, 2), warrior((1, 0), 2, 2), warrior((0, 1), 1, 3)]
    teams = score(4, {(1, 1): 6}, [TOP_LEFT], warriors, teams=True)
    t = teams["territories"][0]
    assert t["strength"] == {"0": 4, "1": 3} and t["awarded"] == {"0": 6}
    assert teams["gold"] == {"0": 6, "1": 0} and teams["ranking"] == [[0], [1]]
    alone = score(4, {(1, 1): 6}, [TOP_LEFT], warriors, teams=False)
    assert alone["territories"][0]["strength"] == {"0": 2, "1": 3, "2": 2, "3": 0}
    assert alone["territories"][0]["awarded"] == {"1": 6}


def test_two_player_tie_broken_by_the_biggest_pile():
    gold = {(1, 1): 7, (7, 1): 3, (0, 3): 6, (6, 4): 4}
    warriors = [
        warrior((0, 0), 0, 1),
        warrior((6, 0), 0, 1),
        warrior((1, 3), 1, 1),
        warrior((7, 4), 1, 1),
    ]
    result = score(2, gold, [TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT], warriors)
    assert result["gold"] == {"0": 10, "1": 10}
    assert result["piles"] == {"0": [7, 3], "1": [6, 4]}
    assert result["ranking"] == [[0], [1]]


def test_three_player_elimination_then_shared_victory():
    # P0 [7, 2], P1 [7, 2], P2 [5, 4]: P2 drops out on the first pile, P0 and P1 stay equal.
    gold = {(1, 1): 7, (7, 1): 7, (0, 3): 5, (6, 4): 4, (4, 3): 4}
    warriors = [
        warrior((0, 0), 0, 1),
        warrior((6, 0), 1, 1),
        warrior((1, 3), 2, 1),
        warrior((7, 4), 2, 1),
        warrior((4, 2), 0, 1),
        warrior((4, 1), 1, 1),
    ]
    result = score(3, gold, [TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT], warriors)
    assert result["gold"] == {"0": 9, "1": 9, "2": 9}
    assert result["piles"] == {"0": [7, 2], "1": [7, 2], "2": [5, 4]}
    assert result["ranking"] == [[0, 1], [2]]


def test_rank_elimination_rules():
    # 2 players: biggest pile decides.
    assert rank([0, 1], {0: 10, 1: 10}, {0: [6, 4], 1: [7, 3]}) == [[1], [0]]
    # 3 players: C has the smaller first pile and is out; then A's 3 beats B's 2.
    gold = {0: 10, 1: 10, 2: 10}
    assert rank([0, 1, 2], gold, {0: [7, 3], 1: [7, 2, 1], 2: [6, 4]}) == [[0], [1], [2]]
    # more gold always ranks first, whatever the piles
    assert rank([0, 1], {0: 9, 1: 10}, {0: [9], 1: [5, 5]}) == [[1], [0]]
    # identical piles share the place; nobody with gold shares with everybody
    assert rank([0, 1, 2], {0: 8, 1: 8, 2: 0}, {0: [5, 3], 1: [5, 3], 2: []}) == [[0, 1], [2]]
    assert rank([0, 1], {0: 0, 1: 0}, {0: [], 1: []}) == [[0, 1]]


def test_territories_are_ordered_by_smallest_cell():
    result = score(2, {}, [BOTTOM_RIGHT, TOP_RIGHT, TOP_LEFT], [])
    firsts = [t["cells"][0] for t in result["territories"]]
    assert firsts == [[0, 0], [2, 0], [6, 0], [6, 3]]


def test_rules_outcome_uses_the_same_scoring_and_groups_partners():
    state = new_state(players=4, teams=True, piles=(3, 4, 4, 5, 5, 6, 6, 7))
    fence(state, TOP_LEFT)  # mine (1,1) holds 4
    put(state, 0, (0, 0), 1)
    put(state, 2, (1, 0), 2)
    put(state, 1, (0, 1), 4)
    put(state, 3, (4, 4), 1)  # the leftover region: 36 gold to side 1
    state.current = -2
    outcome = RULES.outcome(state)
    assert outcome.detail["gold"] == {"0": 0, "1": 40}
    assert outcome.ranking == [[1, 3], [0, 2]]
    assert outcome.sides == {0: 0, 1: 1, 2: 0, 3: 1}
    assert outcome.scores == {0: 0.0, 1: 40.0, 2: 0.0, 3: 40.0}
    assert RULES.side_of(state, 3) == 1 and RULES.side_of(state, 2) == 0
    assert RULES.evaluate(state, 3) == 1.0 and RULES.evaluate(state, 0) == 0.0
