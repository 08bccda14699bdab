"""Gold Mine's AI plays to climb out: the race in turns, what a sensible player tries first,
and the search's choices in small positions with an obvious answer.

Positions are built as in ``test_goldmine_rules`` (squares ``(x, y)``, y growing south; a tile
turned ``rot`` moves an opening on edge ``e`` to ``(e + rot) % 4``)."""

from __future__ import annotations

import random

import pytest

from game.engine.ai import SearchPlayer
from game.goldmine import race, tactics
from game.goldmine.ai import GoldMineKnowledge
from game.goldmine.state import BAT, GOLD
from game.goldmine.tiles import TILES
from tests.goldmine.test_goldmine_rules import ENTRANCE, RULES, T, at, build, tile_id

KNOWLEDGE = GoldMineKnowledge()

# A corridor east of the entrance: straights turned {E, W} from (1, 0) to (4, 0), a chamber
# dead end at (5, 0) opening west.
CORRIDOR = [ENTRANCE] + [T(x, 0, "straight", 1) for x in range(1, 5)]


def corridor(nugget=True):
    return [*CORRIDOR, T(5, 0, "chamber_dead_end", 3, nugget=nugget)]


def choose(state, level="normal", seed=3, iterations=400):
    seat = RULES.to_move(state)
    player = SearchPlayer(level, seed, max_iterations=iterations)
    return player.choose(RULES, RULES.observe(state, seat), RULES.legal_actions(state), seat)


# --- the race in turns -----------------------------------------------------------------------


def test_a_secret_passage_joins_parts_of_the_mine_that_walking_cannot():
    # (1, 0) and (3, 0) hold passages; the caved-in tile between them has two stubs and no
    # way through, so only the passage links them.
    tiles = [
        ENTRANCE,
        T(1, 0, "straight", 1, passage=True),
        T(2, 0, "caved_in", 1),
        T(3, 0, "straight", 1, passage=True),
    ]
    state = build(tiles)
    start = at(state, 1, 0, "EW")
    away = race.distances(state.board, [start])
    assert away[at(state, 2, 0, "W")] == 1
    assert away[at(state, 3, 0, "EW")] == race.PASSAGE_STEPS
    assert away[at(state, 2, 0, "E")] == race.PASSAGE_STEPS + 1
    assert away[(0, 0, 0)] == 1


def test_gold_one_step_away_costs_a_turn_then_the_walk_home():
    state = build(corridor(), miners=[(4, 0, "EW")])
    to_exit = race.exit_distances(state)
    turns = race.miner_turns(state, state.miners[0], 1, to_exit, race.dig_turns(state))
    # one turn to step in, then five steps home
    assert turns == pytest.approx(1 + race.walk_turns(5))


def test_a_walk_takes_a_turn_a_roll_and_more_the_farther_it_is():
    assert race.walk_turns(0) == 0
    assert race.walk_turns(1) == 1  # any roll reaches it
    assert race.walk_turns(2) == pytest.approx(1 + 1 / 6)  # a one misses it by a step
    gaps = [race.walk_turns(d + 1) - race.walk_turns(d) for d in range(1, 30)]
    assert all(g > 0 for g in gaps)
    assert gaps[-1] == pytest.approx(1 / race.STEPS_PER_TURN, rel=0.05)


def test_every_step_towards_the_gold_shortens_the_estimate():
    state = build(corridor(), miners=[(1, 0, "EW")])
    to_exit, per_dig = race.exit_distances(state), race.dig_turns(state)
    estimates = [
        race.miner_turns(state, at(state, x, 0, "EW"), 3, to_exit, per_dig) for x in range(1, 5)
    ]
    assert estimates == sorted(estimates, reverse=True)
    assert len(set(estimates)) == len(estimates)


def test_without_gold_in_the_mine_each_nugget_costs_a_dig():
    state = build(corridor(nugget=False), miners=[(4, 0, "EW")])
    to_exit, per_dig = race.exit_distances(state), race.dig_turns(state)
    one = race.miner_turns(state, state.miners[0], 1, to_exit, per_dig)
    three = race.miner_turns(state, state.miners[0], 3, to_exit, per_dig)
    assert three - one == pytest.approx(2 * per_dig)
    rich = per_dig
    state.prod_stack = [t for t in state.prod_stack if not TILES[t].spec.chamber][:40] + [
        t for t in state.prod_stack if TILES[t].spec.chamber
    ][:2]
    assert race.dig_turns(state) > rich


def test_a_side_holding_the_goal_needs_only_the_walk_home():
    state = build(corridor(), miners=[(3, 0, "EW")], held=[10, 0])
    turns = race.side_turns(state, 0, race.exit_distances(state), race.dig_turns(state))
    assert turns == pytest.approx(race.walk_turns(3))


# --- what a sensible player tries first ------------------------------------------------------


def test_a_miner_holding_the_goal_on_the_entrance_stays_to_climb_out():
    state = build(corridor(), held=[10, 0])
    assert tactics.movement(state, 0, RULES.legal_actions(state)) == ("stay",)


def test_at_the_edge_of_a_mine_without_gold_a_miner_digs():
    state = build(CORRIDOR, miners=[(4, 0, "EW")])
    assert tactics.movement(state, 0, RULES.legal_actions(state)) == ("excavate",)


def test_gold_one_step_away_is_collected_by_digging_and_stepping_in():
    state = build(corridor(), miners=[(4, 0, "EW")])
    assert tactics.movement(state, 0, RULES.legal_actions(state)) == ("excavate",)


def test_a_dug_chamber_is_laid_where_the_digger_walks_in():
    state = build(CORRIDOR, miners=[(4, 0, "EW")], stage="place")
    state.drawn = tile_id("chamber_corner")
    state.prod_stack.remove(state.drawn)
    ranked = tactics.rank(state, 0, RULES.legal_actions(state), random.Random(1))
    assert ranked[0][1:3] == (5, 0)
    assert tactics.joins(state, 0, ranked[0])


def test_a_rival_holding_the_goal_near_the_entrance_is_hunted_with_a_bat():
    state = build(corridor(), miners=[(5, 0, "W"), (1, 0, "EW")], held=[3, 10], stage="action")
    legal = RULES.legal_actions(state)
    assert tactics.action(state, 0, legal) == ("bat", 1)


# --- values -----------------------------------------------------------------------------------


def over(end, held):
    state = build(corridor(), held=held)
    state.stage, state.end = "over", end
    state.climbed = (0,) if end == "climb" else ()
    return state


def test_a_climb_out_is_worth_more_than_a_win_at_the_round_limit():
    climbed = over("climb", [10, 4])
    limit = over("limit", [9, 4])
    assert KNOWLEDGE.values(RULES, climbed, [0, 1]) == {0: 1.0, 1: 0.0}
    assert KNOWLEDGE.values(RULES, limit, [0, 1]) == {0: KNOWLEDGE.limit_share, 1: 0.0}
    assert KNOWLEDGE.limit_share < 1.0


def test_the_same_lead_is_worth_more_the_sooner_it_climbs_out():
    near = build(corridor(), miners=[(1, 0, "EW")], held=[10, 0])
    far = build(corridor(), miners=[(4, 0, "EW")], held=[10, 0])
    assert KNOWLEDGE.evaluate(RULES, near, 0) > KNOWLEDGE.evaluate(RULES, far, 0)


# --- the search's choices ----------------------------------------------------------------------


def test_holding_the_goal_the_ai_walks_home_and_climbs_out():
    state = build(corridor(), miners=[(3, 0, "EW")], held=[10, 0])
    assert choose(state) == ("roll",)
    home = build(corridor(), held=[10, 0])
    assert choose(home) == ("stay",)


def test_the_ai_rolls_for_gold_two_steps_away_rather_than_waiting():
    state = build(corridor(), miners=[(3, 0, "EW")])
    state.tokens[1] = [0, 0]  # no challenge can answer
    assert choose(state) == ("roll",)


def test_the_ai_spends_a_bat_on_a_rival_about_to_climb_out():
    state = build(corridor(), miners=[(5, 0, "W"), (1, 0, "EW")], held=[3, 10], stage="action")
    state.tokens[0] = [0, 1]
    assert state.tokens[0][BAT] == 1 and state.tokens[0][GOLD] == 0
    assert choose(state) == ("bat", 1)
