"""The turn of Crown & Dragon step by step: setup, income, the dice, the rock, the dragon,
the hero step, the four main actions, the draw, the goal and the round limit."""

from __future__ import annotations

import random

import pytest

from game.crown.board import HOMES, C
from game.crown.cards import (
    BLACK_COUNT,
    MILITARY_DECK,
    MIRAE,
    general_card,
)
from game.crown.flow.end import finish_turn
from game.crown.flow.start import begin_turn
from game.crown.rules import CrownRules
from game.crown.state import CastlePiece, GeneralPiece
from game.engine.contract import CHANCE, SetupError
from tests.crown.helpers import (
    RULES,
    castle,
    general,
    hero,
    hero_step,
    mil,
    new_game,
    state_of,
)

# --- setup -------------------------------------------------------------------------------------


def test_setup_options_are_checked() -> None:
    rules = CrownRules()
    assert rules.normalize_setup({}) == {
        "players": 2,
        "teams": False,
        "round_limit": 30,
        "random_start": False,
        "heroes": [None, None],
    }
    for bad in (
        {"players": 5},
        {"players": 3, "teams": True},
        {"round_limit": 0},
        {"teams": "yes"},
        {"heroes": ["henry", "henry"]},
        {"heroes": ["arthur", None]},
    ):
        with pytest.raises(SetupError):
            rules.normalize_setup(bad)


def test_the_deal_and_the_kept_generals() -> None:
    state = new_game(3, players=3, heroes=["mirae", None, None])
    assert state.stage == "keep" and state.turn == 0
    assert state.hero[0] == MIRAE and len(set(state.hero)) == 3
    assert state.gold == [5, 5, 5] and state.food == [0, 0, 0]
    assert all(k >= 0 for k in state.black)
    assert sum(state.black_deck) == sum(BLACK_COUNT) - 3
    assert all(g >= 0 for g in state.market_generals) and all(t >= 0 for t in state.market_military)
    assert sum(state.military_deck) == len(MILITARY_DECK) - 4
    assert [state.hero_at[s] for s in range(3)] == [HOMES[0], HOMES[1], HOMES[2]]
    for seat in range(3):
        dealt = state.dealt[seat]
        assert len(dealt) == 3
        RULES.apply(state, ("keep", dealt[1]))
        assert state.stage == "keep_place"
        places = RULES.legal_actions(state)
        assert ("place", *HOMES[seat]) not in places  # the hero stands there
        RULES.apply(state, places[0])
        assert state.generals[dealt[1]].owner == seat
    assert [s for s, _ in state.general_bottom] == [0, 0, 1, 1, 2, 2]
    assert len(state.general_pool) == 27 - 9 - 3
    assert state.stage == "roll" and state.turn == 0
    assert state.gold[0] == 7 and state.food[0] == 1  # the first income


def test_random_start() -> None:
    starts = set()
    for seed in range(12):
        state = RULES.initial_state(RULES.normalize_setup({"players": 4, "random_start": True}))
        RULES.apply_chance(state, RULES.sample_chance(state, random.Random(seed)))
        starts.add(state.start)
    assert starts == {0, 1, 2, 3}


# --- income, dice, rock ------------------------------------------------------------------------


def test_income_counts_castles_and_stops_at_the_caps() -> None:
    state = state_of(castles=[castle(0, [1, 1]), castle(0, [2, 2])], seats={0: {"gold": 3}})
    begin_turn(state, None)
    assert state.gold[0] == 3 + 2 + 4 and state.food[0] == 1
    state = state_of(castles=[castle(0, [1, 1])], seats={0: {"gold": 11, "food": 5}})
    begin_turn(state, None)
    assert state.gold[0] == 12 and state.food[0] == 5


def test_the_roll_lists_both_dice() -> None:
    state = state_of(stage="roll")
    outcomes = RULES.chance_outcomes(state)
    assert len(outcomes) == 30
    assert sum(p for (face, _), p in outcomes if face == "R") == pytest.approx(1 / 3)
    assert sum(p for (face, _), p in outcomes if face == "N") == pytest.approx(1 / 6)


def test_the_rock_enters_where_the_active_player_says_then_moves_clockwise() -> None:
    state = state_of(stage="roll")
    RULES.apply_chance(state, ("R", 3))
    assert state.stage == "rock"
    assert RULES.legal_actions(state) == [
        ("rock", 0, 6),
        ("rock", 6, 0),
        ("rock", 6, 12),
        ("rock", 12, 6),
    ]
    RULES.apply(state, ("rock", 0, 6))
    assert state.rock == (0, 6) and state.stage == "act"
    state = state_of(stage="roll", rock=[0, 6])
    RULES.apply_chance(state, ("R", 3))
    assert state.rock == (6, 0)  # T4 -> T1
    state = state_of(stage="roll", rock=[6, 0], dragon={"card": "young", "at": [12, 6]})
    RULES.apply_chance(state, ("R", 3))
    assert state.rock == (6, 12)  # passes over the tunnel the dragon holds


# --- the dragon --------------------------------------------------------------------------------


def test_the_dragon_advances_on_the_track_and_flies_to_c_from_slot_5() -> None:
    state = state_of(stage="roll", dragon={"card": "young", "alert": 3})
    RULES.apply_chance(state, ("N", 2))
    assert state.alert == 4 and state.dragon_at is None
    state = state_of(stage="roll", dragon={"card": "young", "alert": 4})
    RULES.apply_chance(state, ("E", 2))
    assert state.dragon_at == C and state.alert == 0


def test_the_dragon_flies_the_white_die_with_wrap_around() -> None:
    state = state_of(stage="roll", dragon={"card": "young", "at": [6, 2]})
    RULES.apply_chance(state, ("N", 4))
    assert state.dragon_at == (6, 11)


def test_the_dragon_smashes_walls_and_the_rock_and_stays() -> None:
    state = state_of(stage="roll", dragon={"card": "young", "at": [4, 5]}, walls=[[4, 3]])
    RULES.apply_chance(state, ("N", 2))
    assert state.dragon_at == (4, 3) and (4, 3) not in state.walls
    state = state_of(stage="roll", dragon={"card": "young", "at": [6, 3]}, rock=[6, 0])
    RULES.apply_chance(state, ("N", 3))
    assert state.dragon_at == (6, 0) and state.rock is None


def test_a_repelled_dragon_goes_back_to_slot_1_and_a_hero_strikes_back() -> None:
    sturdy = castle(0, [2, 2], [("sword", "champion")])  # DEF 30 + 50 = 80 >= 50
    state = state_of(stage="roll", dragon={"card": "young", "at": [2, 5]}, castles=[sturdy])
    RULES.apply_chance(state, ("N", 3))
    assert state.dragon_at is None and state.alert == 1 and state.dragon == 0
    assert (2, 2) in state.castles
    # Ragnar holding two lances: ATK 50+40+20+10 = 120 > 40, DEF 40+30+20+10 = 100 >= 50
    ragnar = hero(0, "ragnar", [3, 6], [("lance", "champion"), ("lance", "elite")])
    state = state_of(
        stage="roll", dragon={"card": "young", "at": [3, 8]}, heroes=[ragnar, hero(2, "henry")]
    )
    RULES.apply_chance(state, ("N", 2))
    assert state.dragon == 1 and state.alert == 1 and state.trophies[0] == [0]
    assert state.vp[0] == 20


def test_a_piece_the_dragon_beats_loses_without_points() -> None:
    henry = hero(0, "henry", [0, 0], [("sword", "recruit")])
    state = state_of(
        stage="roll", dragon={"card": "young", "at": [0, 3]}, heroes=[henry, hero(2, "sylva")]
    )
    RULES.apply_chance(state, ("N", 3))
    assert state.dragon_at == (0, 0)
    assert state.hero_at[0] == (1, 0) and state.hero_cards[0] == ()  # home is the dragon's
    assert state.vp == [0, 0]
    crowned = castle(0, [2, 2])
    state = state_of(
        stage="roll",
        dragon={"card": "grown", "at": [2, 6]},
        castles=[crowned],
        crown=[2, 2],
        seats={0: {"trophies": ["young"], "vp": 20}},
    )
    RULES.apply_chance(state, ("N", 4))
    assert (2, 2) not in state.castles and state.crown == C and state.dragon_at == (2, 2)


def test_no_dragon_once_all_four_are_slain() -> None:
    state = state_of(
        stage="roll",
        dragon=None,
        seats={
            0: {"trophies": ["young", "grown"]},
            2: {"trophies": ["elder", "ancient"], "vp": 40},
        },
    )
    RULES.apply_chance(state, ("S", 5))
    assert state.dragon == 4 and state.dragon_at is None and state.stage == "act"


# --- the hero step -----------------------------------------------------------------------------


def test_the_hero_step_moves_up_to_the_white_die_and_ragnar_two_more() -> None:
    armed = [("lance", "recruit")]
    state = hero_step(
        state_of(stage="roll", heroes=[hero(0, "ragnar", [5, 2], armed), hero(2, "henry")]), 3
    )
    assert state.steps_left == 5 and state.stage == "act"
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert (10, 2) in moves and (11, 2) not in moves
    state = hero_step(
        state_of(stage="roll", heroes=[hero(0, "henry", [5, 2], armed), hero(2, "sylva")]), 3
    )
    assert state.steps_left == 3


def test_a_hero_without_cards_stays_home_and_out_of_the_fortress() -> None:
    state = hero_step(state_of(stage="roll"), 6)
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert moves and all(x <= 4 and y <= 4 for x, y in moves)
    armed = hero(0, "henry", [5, 4], [("sword", "recruit")])
    state = hero_step(state_of(stage="roll", heroes=[armed, hero(2, "sylva")]), 2)
    assert ("move", 5, 6) in RULES.legal_actions(state)
    bare = hero(0, "henry", [5, 4])  # outside, next to its territory: it steps back in
    state = hero_step(state_of(stage="roll", heroes=[bare, hero(2, "sylva")]), 2)
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert moves == {(4, 4), (3, 4), (4, 3)}
    bare = hero(0, "henry", [6, 4])  # two squares out: it cannot move until it gets a card
    state = hero_step(state_of(stage="roll", heroes=[bare, hero(2, "sylva")]), 2)
    assert [a for a in RULES.legal_actions(state) if a[0] == "move"] == []


def test_move_fight_then_move_on_with_the_steps_left() -> None:
    me = hero(0, "henry", [5, 2], [("sword", "elite")])  # 30+10 aligned = 40 ATK
    foe = general(2, [8, 2], "vanguard", "axe", [("axe", "recruit")])  # DEF 10
    state = hero_step(state_of(stage="roll", heroes=[me, hero(2, "sylva")], generals=[foe]), 4)
    RULES.apply(state, ("move", 7, 2))
    assert state.steps_left == 2 and state.phase == 1
    assert [a for a in RULES.legal_actions(state) if a[0] == "move"] == []
    RULES.apply(state, ("attack", 8, 2))
    assert general_card(2, 0) not in state.generals and state.vp[0] == 10
    assert state.stage == "upkeep"  # the elite costs 1: pay or let it go
    assert RULES.legal_actions(state) == [("upkeep", 1), ("upkeep", 0)]
    RULES.apply(state, ("upkeep", 1))
    assert state.gold[0] == 4 and state.stage == "act" and state.phase == 2
    RULES.apply(state, ("move", 9, 2))
    assert state.steps_left == 0 and state.stage == "main"


def test_the_crown_is_taken_passing_c_with_a_castle() -> None:
    me = hero(0, "henry", [6, 4], [("sword", "recruit")])
    state = hero_step(
        state_of(stage="roll", heroes=[me, hero(2, "sylva")], castles=[castle(0, [1, 1])]), 6
    )
    RULES.apply(state, ("move", 5, 5))  # via C: 2 steps there, 2 back up... within 6
    assert state.crown == (1, 1)
    # without a castle the crown stays on C
    state = hero_step(state_of(stage="roll", heroes=[me, hero(2, "sylva")]), 6)
    RULES.apply(state, ("move", 6, 6))
    assert state.crown == C
    # two castles: the player picks one
    state = hero_step(
        state_of(
            stage="roll",
            heroes=[me, hero(2, "sylva")],
            castles=[castle(0, [1, 1]), castle(0, [2, 2])],
        ),
        2,
    )
    RULES.apply(state, ("move", 6, 6))
    assert state.stage == "crown"
    assert RULES.legal_actions(state) == [("crown", 1, 1), ("crown", 2, 2)]
    RULES.apply(state, ("crown", 2, 2))
    assert state.crown == (2, 2) and state.stage == "main"  # nothing left to do


def test_tunnels_link_and_the_rock_closes_one() -> None:
    me = hero(0, "henry", [5, 0], [("sword", "recruit")])
    state = hero_step(state_of(stage="roll", heroes=[me, hero(2, "sylva")]), 2)
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert {(11, 6), (12, 5), (12, 7), (0, 5), (1, 6), (6, 11)} <= moves  # out of other tunnels
    assert (6, 0) not in moves  # never ends on a tunnel
    state = hero_step(state_of(stage="roll", heroes=[me, hero(2, "sylva")], rock=[0, 6]), 2)
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert (1, 6) not in moves and (11, 6) in moves


def test_own_castles_are_passed_free_and_own_walls_at_one_step() -> None:
    me = hero(0, "henry", [0, 0])
    state = hero_step(
        state_of(
            stage="roll",
            heroes=[me, hero(2, "sylva")],
            castles=[castle(0, [1, 0]), castle(0, [2, 0])],
        ),
        1,
    )
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert (3, 0) in moves and (1, 0) not in moves
    walls = [[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4], [3, 4]]
    armed = hero(0, "henry", [3, 0], [("sword", "recruit")])
    state = hero_step(state_of(stage="roll", heroes=[armed, hero(2, "sylva")], walls=walls), 2)
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert (5, 0) in moves and (4, 0) not in moves
    foe = hero(2, "sylva", [5, 0], [("longbow", "recruit")])
    state = hero_step(
        state_of(stage="roll", active=2, heroes=[hero(0, "henry"), foe], walls=walls), 3
    )
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert not any(x <= 4 and y <= 4 for x, y in moves)


# --- main actions ------------------------------------------------------------------------------


def market_state(**kw):
    state = state_of(stage="main", **kw)
    state.market_generals = [general_card(0, 0), general_card(3, 2), general_card(6, 1)]
    state.market_military = [
        mil("sword", "recruit"),
        mil("lance", "champion"),
        mil("longbow", "elite"),
        mil("sword", "recruit"),
    ]
    for t in state.market_military:
        state.military_deck[t] -= 1
    for g in state.market_generals:
        state.general_pool.remove(g)
    return state


def test_exactly_one_main_action() -> None:
    state = market_state(generals=[general(0, [2, 2], "vanguard", "spear")], seats={0: {"food": 2}})
    kinds = [
        a for a in RULES.legal_actions(state) if a[0] in ("market", "redeploy", "build", "army")
    ]
    assert kinds == [("market",), ("build",), ("army",)]  # nothing to redeploy yet
    RULES.apply(state, ("build",))
    assert state.main == "build" and state.stage == "build"
    RULES.apply(state, ("done",))
    assert state.stage in ("cards", "draw_action")


def test_market_buys_one_at_a_time_with_refills_and_assignment() -> None:
    state = market_state(
        seats={0: {"gold": 12}}, castles=[castle(0, [2, 2], [("longbow", "recruit")])]
    )
    state.black = [1, 1]
    state.black_deck[1] -= 2
    RULES.apply(state, ("market",))
    actions = RULES.legal_actions(state)
    assert ("military", mil("sword", "recruit")) in actions and ("black",) not in actions
    assert actions.count(("military", mil("sword", "recruit"))) == 1
    RULES.apply(state, ("military", mil("longbow", "elite")))
    assert state.gold[0] == 9 and state.stage == "assign"
    assert RULES.legal_actions(state) == [("assign", 0, 0), ("assign", 2, 2)]
    RULES.apply(state, ("assign", 2, 2))
    assert state.castles[(2, 2)].cards == (mil("longbow", "recruit"), mil("longbow", "elite"))
    assert state.stage == "refill" and RULES.to_move(state) == CHANCE
    RULES.apply_chance(state, mil("axe", "veteran"))
    assert state.market_military[2] == mil("axe", "veteran") and state.stage == "market"
    # the castle is full; a sword may only go to the hero
    RULES.apply(state, ("military", mil("sword", "recruit")))
    assert RULES.legal_actions(state) == [("assign", 0, 0)]
    RULES.apply(state, ("assign", 0, 0))
    RULES.apply_chance(state, mil("axe", "recruit"))
    # the hero holds infantry: a lance cannot join it, and nothing else has room
    assert ("military", mil("lance", "champion")) not in RULES.legal_actions(state)
    RULES.apply(state, ("general", general_card(3, 2)))
    assert state.stage == "place"
    RULES.apply(state, ("place", 3, 3))
    assert state.generals[general_card(3, 2)] == GeneralPiece(0, (3, 3), ())
    RULES.apply_chance(state, RULES.sample_chance(state, random.Random(1)))
    assert state.gold[0] == 12 - 3 - 1 - 4 and state.stage == "market"
    RULES.apply(state, ("military", mil("lance", "champion")))
    assert RULES.legal_actions(state) == [("assign", 3, 3)]


def test_a_black_card_only_when_holding_none_and_food_trades() -> None:
    state = market_state(
        seats={0: {"gold": 10, "food": 5}}, heroes=[hero(0, "ragnar"), hero(2, "sylva")]
    )
    state.black = [-1, 2]
    RULES.apply(state, ("market",))
    assert ("black",) in RULES.legal_actions(state)
    RULES.apply(state, ("black",))
    assert state.stage == "draw_black" and state.gold[0] == 7
    RULES.apply_chance(state, 4)
    assert state.black[0] == 4 and ("black",) not in RULES.legal_actions(state)
    RULES.apply(state, ("trade",))
    assert (state.food[0], state.gold[0]) == (3, 8)
    state.hero[0] = 0  # Henry trades 1:1
    RULES.apply(state, ("trade",))
    assert (state.food[0], state.gold[0]) == (2, 9)


def test_redeploy_pays_food_and_reassigns_every_card() -> None:
    cards = [("lance", "recruit"), ("lance", "veteran")]
    state = state_of(
        stage="main",
        heroes=[hero(0, "ragnar", [0, 0], cards), hero(2, "sylva")],
        generals=[general(0, [2, 2], "vanguard", "sword", [("sword", "recruit")])],
        castles=[castle(0, [3, 3])],
        seats={0: {"food": 3}},
    )
    RULES.apply(state, ("redeploy",))
    assert state.food[0] == 1 and state.stage == "redeploy"
    assert state.pool == sorted(
        [mil("lance", "recruit"), mil("lance", "veteran"), mil("sword", "recruit")]
    )
    assert state.hero_cards[0] == () and state.generals[general_card(0, 0)].cards == ()
    while state.stage == "redeploy":
        RULES.apply(state, RULES.legal_actions(state)[-1])
    assert state.pool == []
    assert sorted(RULES.military_owned(state, 0)) == sorted(
        [mil("lance", "recruit"), mil("lance", "veteran"), mil("sword", "recruit")]
    )
    five = [("sword", "recruit")] * 2
    state = state_of(
        stage="main",
        heroes=[hero(0, "henry", [0, 0], five), hero(2, "sylva")],
        generals=[general(0, [2, 2], "vanguard", "sword", five)],
        castles=[castle(0, [3, 3], [("axe", "recruit")])],
        seats={0: {"food": 2}},
    )
    assert ("redeploy",) not in RULES.legal_actions(state)  # 5 cards: 3 food


def test_redeploy_never_strands_a_card() -> None:
    # two archery and two infantry cards, a hero and a castle (one branch each), no general:
    # the first archery card must not go where an infantry pair is needed
    state = state_of(
        stage="main",
        heroes=[
            hero(0, "henry", [0, 0], [("sword", "recruit"), ("axe", "recruit")]),
            hero(2, "sylva"),
        ],
        castles=[castle(0, [3, 3], [("longbow", "recruit"), ("javelin", "recruit")])],
        seats={0: {"food": 2}},
    )
    RULES.apply(state, ("redeploy",))
    for _ in range(4):
        actions = RULES.legal_actions(state)
        assert actions
        RULES.apply(state, actions[0])
    assert state.stage != "redeploy"
    assert len(RULES.military_owned(state, 0)) == 4


def test_construction_prices_limits_and_the_queue() -> None:
    state = state_of(stage="main", seats={0: {"gold": 12}})
    RULES.apply(state, ("build",))
    castles = [a for a in RULES.legal_actions(state) if a[0] == "castle"]
    walls = [a for a in RULES.legal_actions(state) if a[0] == "wall"]
    assert len(castles) == 15 and len(walls) == 8
    RULES.apply(state, ("castle", 1, 1))
    assert state.gold[0] == 9
    mirae = state_of(
        stage="main", heroes=[hero(0, "mirae"), hero(2, "sylva")], seats={0: {"gold": 4}}
    )
    RULES.apply(mirae, ("build",))
    RULES.apply(mirae, ("castle", 1, 1))
    assert mirae.gold[0] == 2
    walls = [[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4]]
    state = state_of(
        stage="main",
        walls=walls,
        castles=[castle(0, [1, 1]), castle(0, [2, 2]), castle(0, [3, 3])],
        seats={0: {"gold": 5}},
    )
    RULES.apply(state, ("build",))
    assert [a for a in RULES.legal_actions(state) if a[0] == "castle"] == []
    RULES.apply(state, ("wall", 3, 4))
    assert state.queue == [0] and RULES.points(state, 0) == 20
    assert state.stage == "cards" or state.stage == "draw_action"  # nothing else to build


def test_the_army_moves_each_general_once() -> None:
    cav = general(0, [2, 2], "vanguard", "lance", [("lance", "recruit")])
    foot = general(0, [3, 3], "vanguard", "sword")
    state = state_of(stage="main", generals=[cav, foot])
    RULES.apply(state, ("army",))
    assert RULES.legal_actions(state)[:3] == [
        ("act", general_card(0, 0)),
        ("act", general_card(3, 0)),
        ("done",),
    ]
    RULES.apply(state, ("act", general_card(3, 0)))
    assert state.steps_left == 5 and state.piece == ("g", general_card(3, 0))
    RULES.apply(state, ("move", 7, 2))
    assert state.stage == "army"
    assert ("act", general_card(3, 0)) not in RULES.legal_actions(state)
    RULES.apply(state, ("act", general_card(0, 0)))
    assert state.steps_left == 3
    moves = {a[1:] for a in RULES.legal_actions(state) if a[0] == "move"}
    assert all(x <= 4 and y <= 4 for x, y in moves)  # no card: stays home


# --- the end of the turn -----------------------------------------------------------------------


def test_draw_one_and_discard_down_to_three() -> None:
    state = state_of(stage="cards")
    state.hands[0] = [0, 1, 2]
    for k in (0, 1, 2):
        state.action_deck[k] -= 1
    finish_turn(state, None)
    assert state.stage == "draw_action"
    RULES.apply_chance(state, 5)
    assert state.hands[0] == [0, 1, 2, 5] and state.stage == "discard"
    assert RULES.legal_actions(state) == [
        ("discard", 0),
        ("discard", 1),
        ("discard", 2),
        ("discard", 5),
    ]
    RULES.apply(state, ("discard", 1))
    assert state.hands[0] == [0, 2, 5] and state.action_discard[1] == 1
    assert state.turn == 1 and state.stage == "roll"


def test_the_goal_is_checked_at_once_during_ones_own_turn() -> None:
    state = state_of(
        stage="main",
        castles=[castle(0, [1, 1])],
        crown=[1, 1],
        seats={0: {"vp": 40, "gold": 12}},
        walls=[[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4]],
    )
    state.castles[(2, 2)] = CastlePiece(0, ())
    state.castles[(3, 3)] = CastlePiece(0, ())
    RULES.apply(state, ("build",))
    assert state.stage == "build"
    RULES.apply(state, ("wall", 3, 4))  # the queue's 20: 60 >= 50 with the crown
    assert state.stage == "over" and state.end == "goal" and state.winners == (0,)
    assert RULES.outcome(state).ranking == [[0], [1]]
    # three players need 70
    state = state_of(
        stage="main", players=3, castles=[castle(0, [1, 1])], crown=[1, 1], seats={0: {"vp": 60}}
    )
    RULES.apply(state, ("market",))
    assert state.stage != "over"
    # another seat's points do not end the game on this turn
    state = state_of(
        stage="main", active=2, castles=[castle(0, [1, 1])], crown=[1, 1], seats={0: {"vp": 60}}
    )
    RULES.apply(state, ("market",))
    assert state.stage != "over"


def test_a_team_wins_with_a_partners_crown_and_a_partners_points() -> None:
    state = state_of(
        stage="main",
        players=4,
        teams=True,
        active=2,
        castles=[castle(0, [1, 1])],
        crown=[1, 1],
        seats={2: {"vp": 50}},
    )
    RULES.apply(state, ("market",))
    assert state.stage == "over" and state.winners == (0, 2)
    outcome = RULES.outcome(state)
    assert outcome.ranking[0] == [0, 2] and outcome.sides == {0: 0, 1: 1, 2: 0, 3: 1}


def test_the_round_limit_ranks_by_points_then_crown_then_gold() -> None:
    state = state_of(
        stage="discard",
        players=3,
        active=2,
        castles=[castle(1, [9, 1])],
        crown=[9, 1],
        seats={0: {"vp": 30, "gold": 2}, 1: {"vp": 30, "gold": 0}, 2: {"vp": 10, "gold": 9}},
    )
    state.round_limit = 4
    state.round = 4
    state.hands[2] = [0, 0, 0, 0]
    RULES.apply(state, ("discard", 0))
    assert state.stage == "over" and state.end == "limit"
    assert RULES.outcome(state).ranking == [[1], [0], [2]]
    state = state_of(
        stage="discard",
        players=3,
        active=2,
        seats={0: {"vp": 30, "gold": 2}, 1: {"vp": 30, "gold": 2}},
    )
    state.round_limit = 1
    state.hands[2] = [0, 0, 0, 0]
    RULES.apply(state, ("discard", 0))
    assert RULES.outcome(state).ranking == [[0, 1], [2]]


def test_the_queue_leaves_when_a_structure_falls() -> None:
    walls0 = [[4, 0], [4, 1], [4, 2], [4, 3], [0, 4], [1, 4], [2, 4], [3, 4]]
    walls2 = [[8, 9], [8, 10], [8, 11], [8, 12], [9, 8], [10, 8], [11, 8], [12, 8]]
    castles = [
        castle(0, [1, 1]),
        castle(0, [2, 2]),
        castle(0, [3, 3]),
        castle(2, [9, 9]),
        castle(2, [10, 10]),
        castle(2, [11, 11]),
    ]
    state = state_of(stage="main", walls=walls0 + walls2, castles=castles, queue=[0, 2])
    assert state.queue == [0, 1]  # internal seats: corner 2 is seat 1 with two players
    assert RULES.points(state, 0) == 20 and RULES.points(state, 1) == 0
    del state.walls[(4, 0)]
    RULES.update_queue(state)
    assert state.queue == [1] and RULES.points(state, 1) == 20
    state.walls[(4, 0)] = 0
    RULES.update_queue(state)
    assert state.queue == [1, 0]  # back at the end
