"""Every action card and black card, and the limit of one of each per turn."""

from __future__ import annotations

from game.crown import battle
from game.crown.board import C
from game.crown.cards import (
    BATTLE_CRY,
    DRAGON_LORE,
    DRAGONS_CALL,
    FORCED_MARCH,
    HARVEST,
    HEROS_OATH,
    MASONS,
    PLUNDER,
    RECRUITERS,
    ROCKFALL,
    ROYAL_DECREE,
    SHADOW_PATH,
    SHIELD_WALL,
    SIEGE_RAM,
    SUPPLY_WAGON,
    TRIBUTE,
    TUNNEL_SCOUTS,
    general_card,
)
from game.crown.flow.end import next_turn
from game.crown.flow.start import begin_turn
from tests.crown.helpers import RULES, castle, general, hero, hero_step, mil, state_of


def with_hand(state, actions=(), black=-1):
    state.hands[state.turn] = sorted(actions)
    for k in actions:
        state.action_deck[k] -= 1
    state.black[state.turn] = black
    if black >= 0:
        state.black_deck[black] -= 1
    return state


def test_cards_are_played_from_open_stages_one_of_each_per_turn() -> None:
    armed = [hero(0, "henry", [5, 2], [("sword", "recruit")]), hero(2, "sylva")]
    state = with_hand(state_of(stage="roll", heroes=armed), [HARVEST, TRIBUTE], HEROS_OATH)
    hero_step(state, 1)
    plays = [a for a in RULES.legal_actions(state) if a[0] in ("play", "dark")]
    assert plays == [("play", HARVEST), ("play", TRIBUTE), ("dark", HEROS_OATH)]
    RULES.apply(state, ("play", HARVEST))
    assert state.food[0] == 2 and state.stage == "act"
    assert [a for a in RULES.legal_actions(state) if a[0] == "play"] == []
    RULES.apply(state, ("dark", HEROS_OATH))
    assert state.oath and state.black[0] == -1 and state.black_discard[HEROS_OATH] == 1
    assert not RULES.reveals(state, ("play", TRIBUTE))  # its own card: Undo may take it back
    # not while choosing a rock tunnel or a card's target
    state = with_hand(state_of(stage="rock"), [HARVEST])
    assert all(a[0] == "rock" for a in RULES.legal_actions(state))


def test_harvest_and_tribute_stop_at_the_caps_and_are_kept_when_useless() -> None:
    state = with_hand(
        state_of(stage="main", seats={0: {"food": 4, "gold": 11}}), [HARVEST, TRIBUTE]
    )
    RULES.apply(state, ("play", TRIBUTE))
    assert state.gold[0] == 12
    state = with_hand(
        state_of(stage="main", seats={0: {"food": 5, "gold": 12}}), [HARVEST, TRIBUTE]
    )
    assert [a for a in RULES.legal_actions(state) if a[0] == "play"] == []


def test_forced_march_moves_a_general_two_squares_without_battle() -> None:
    g = general(0, [2, 2], "vanguard", "sword", [("sword", "recruit")])
    state = with_hand(state_of(stage="main", generals=[g]), [FORCED_MARCH])
    RULES.apply(state, ("play", FORCED_MARCH))
    targets = RULES.legal_actions(state)
    assert state.stage == "target" and ("target", general_card(0, 0), 4, 2) in targets
    assert ("target", general_card(0, 0), 5, 2) not in targets
    RULES.apply(state, ("target", general_card(0, 0), 4, 2))
    assert state.generals[general_card(0, 0)].at == (4, 2) and state.stage == "main"


def test_shield_wall_lasts_until_the_next_turn() -> None:
    state = with_hand(state_of(stage="main", castles=[castle(0, [2, 2])]), [SHIELD_WALL])
    RULES.apply(state, ("play", SHIELD_WALL))
    assert RULES.legal_actions(state) == [("target", 0, 0), ("target", 2, 2)]
    RULES.apply(state, ("target", 2, 2))
    assert battle.defence(RULES.fighter(state, ("c", 2, 2))) == 50
    state.turn = 1
    begin_turn(state, None)
    assert battle.defence(RULES.fighter(state, ("c", 2, 2))) == 50  # still, on others' turns
    state.turn = 0
    begin_turn(state, None)
    assert battle.defence(RULES.fighter(state, ("c", 2, 2))) == 30


def test_battle_cry_adds_20_to_the_next_battle_only() -> None:
    me = hero(0, "henry", [5, 2], [("sword", "recruit")])  # 20 ATK with alignment
    foe = general(2, [6, 2], "guardian", "axe", [("axe", "veteran")])  # DEF 30 + 10 = 40
    state = with_hand(
        state_of(stage="roll", heroes=[me, hero(2, "sylva")], generals=[foe]), [BATTLE_CRY]
    )
    hero_step(state, 1)
    RULES.apply(state, ("play", BATTLE_CRY))
    assert battle.attack(RULES.fighter(state, ("h", 0), attacking=True)) == 40
    RULES.apply(state, ("attack", 6, 2))
    assert general_card(2, 1) in state.generals  # 40 does not beat 40
    assert not state.battle_cry


def test_battle_cry_is_offered_only_while_a_battle_may_follow() -> None:
    mine = general(0, [5, 1], "guardian", "axe", [("axe", "recruit")])
    unarmed = general(0, [5, 1], "guardian", "axe")  # no military card: starts no battle

    def offered(stage: str, generals=(), **kw) -> bool:
        state = with_hand(state_of(stage=stage, generals=list(generals), **kw), [BATTLE_CRY])
        return ("play", BATTLE_CRY) in RULES.legal_actions(state)

    assert offered("main", [mine])  # the army may follow
    assert not offered("main")  # no general: the hero step was the last chance
    assert not offered("main", [unarmed]) and not offered("army", [unarmed])
    assert offered("army", [mine])
    for stage in ("market", "build", "cards"):  # one main action a turn: no army after these
        assert not offered(stage, [mine])
    bare = [hero(0, "henry"), hero(2, "sylva")]  # at home: it may move, not fight
    state = with_hand(state_of(stage="roll", heroes=bare), [BATTLE_CRY])
    hero_step(state, 1)  # a hero without a military card starts no battle
    assert state.stage == "act" and ("play", BATTLE_CRY) not in RULES.legal_actions(state)
    heroes = [hero(0, "henry", [5, 2], [("sword", "recruit")]), hero(2, "sylva")]
    state = with_hand(state_of(stage="roll", heroes=heroes), [BATTLE_CRY])
    hero_step(state, 1)
    assert state.stage == "act" and ("play", BATTLE_CRY) in RULES.legal_actions(state)
    assert why(state, ("play", BATTLE_CRY)) is None
    state.phase = 2  # the hero has fought; without a general nothing follows
    assert why(state, ("play", BATTLE_CRY)) == "crown_ui.why.card_effect.battle_cry"


def test_masons_build_a_free_wall() -> None:
    state = with_hand(state_of(stage="main", seats={0: {"gold": 0}}), [MASONS])
    RULES.apply(state, ("play", MASONS))
    assert len(RULES.legal_actions(state)) == 8
    RULES.apply(state, ("target", 4, 0))
    assert state.walls[(4, 0)] == 0 and state.gold[0] == 0


def test_tunnel_scouts_move_the_rock_or_take_it_away() -> None:
    state = with_hand(
        state_of(stage="main", rock=[6, 0], dragon={"card": "young", "at": [12, 6]}),
        [TUNNEL_SCOUTS],
    )
    RULES.apply(state, ("play", TUNNEL_SCOUTS))
    assert RULES.legal_actions(state) == [("target", 0, 6), ("target", 6, 12), ("target",)]
    RULES.apply(state, ("target",))
    assert state.rock is None
    state = with_hand(state_of(stage="main"), [TUNNEL_SCOUTS])
    assert ("play", TUNNEL_SCOUTS) not in RULES.legal_actions(state)  # no rock out


def test_recruiters_take_the_top_military_card() -> None:
    state = with_hand(state_of(stage="main"), [RECRUITERS])
    RULES.apply(state, ("play", RECRUITERS))
    assert state.stage == "recruit"
    RULES.apply_chance(state, mil("axe", "champion"))
    assert RULES.legal_actions(state) == [("assign", 0, 0), ("discard",)]
    RULES.apply(state, ("assign", 0, 0))
    assert state.hero_cards[0] == (mil("axe", "champion"),) and state.stage == "main"
    state = with_hand(state_of(stage="main"), [RECRUITERS])
    RULES.apply(state, ("play", RECRUITERS))
    RULES.apply_chance(state, mil("axe", "champion"))
    RULES.apply(state, ("discard",))
    assert state.military_discard[mil("axe", "champion")] == 1


def test_supply_wagon_waives_upkeep() -> None:
    me = hero(0, "henry", [5, 2], [("sword", "champion")])
    foe = general(2, [6, 2], "guardian", "axe", [("axe", "recruit")])
    state = with_hand(
        state_of(stage="roll", heroes=[me, hero(2, "sylva")], generals=[foe]), [SUPPLY_WAGON]
    )
    hero_step(state, 1)
    RULES.apply(state, ("play", SUPPLY_WAGON))
    RULES.apply(state, ("attack", 6, 2))
    assert state.stage != "upkeep" and state.gold[0] == 5 and state.hero_cards[0]


def test_dragon_lore_on_the_track_and_on_the_board() -> None:
    state = with_hand(state_of(stage="main", dragon={"card": "young", "alert": 3}), [DRAGON_LORE])
    RULES.apply(state, ("play", DRAGON_LORE))
    assert state.alert == 2 and state.stage == "main"
    state = with_hand(state_of(stage="main", dragon={"card": "young", "alert": 1}), [DRAGON_LORE])
    assert ("play", DRAGON_LORE) not in RULES.legal_actions(state)
    state = with_hand(
        state_of(stage="main", dragon={"card": "young", "at": [4, 5]}, walls=[[4, 3]]),
        [DRAGON_LORE],
    )
    RULES.apply(state, ("play", DRAGON_LORE))
    assert RULES.legal_actions(state) == [
        ("target", "N"),
        ("target", "E"),
        ("target", "S"),
        ("target", "W"),
    ]
    RULES.apply(state, ("target", "N"))
    assert state.dragon_at == (4, 4)
    state = with_hand(state_of(stage="main", dragon={"card": "young", "at": [0, 5]}), [DRAGON_LORE])
    RULES.apply(state, ("play", DRAGON_LORE))
    RULES.apply(state, ("target", "W"))
    assert state.dragon_at == (12, 5)  # wraps around


def test_dragons_call() -> None:
    state = with_hand(
        state_of(stage="main", dragon={"card": "young", "alert": 4}), black=DRAGONS_CALL
    )
    RULES.apply(state, ("dark", DRAGONS_CALL))
    assert state.dragon_at == C
    state = with_hand(
        state_of(stage="main", dragon={"card": "young", "at": [4, 6]}, walls=[[4, 3]]),
        black=DRAGONS_CALL,
    )
    RULES.apply(state, ("dark", DRAGONS_CALL))
    assert len(RULES.legal_actions(state)) == 24
    RULES.apply(state, ("target", "N", 3))
    assert state.dragon_at == (4, 3) and (4, 3) not in state.walls


def test_siege_ram_breaks_an_enemy_wall_only() -> None:
    state = with_hand(
        state_of(stage="main", players=4, teams=True, walls=[[4, 0], [8, 0], [8, 9]]),
        black=SIEGE_RAM,
    )
    RULES.apply(state, ("dark", SIEGE_RAM))
    assert RULES.legal_actions(state) == [("target", 8, 0)]  # (8, 9) is the partner's
    RULES.apply(state, ("target", 8, 0))
    assert (8, 0) not in state.walls


def test_plunder_takes_up_to_three() -> None:
    state = with_hand(
        state_of(stage="main", players=3, seats={0: {"gold": 11}, 1: {"gold": 2}, 2: {"gold": 0}}),
        black=PLUNDER,
    )
    RULES.apply(state, ("dark", PLUNDER))
    assert RULES.legal_actions(state) == [("target", 1)]
    RULES.apply(state, ("target", 1))
    assert state.gold == [12, 0, 0]  # what passes the cap goes back to the bank


def test_heros_oath_is_offered_only_while_the_hero_may_still_fight() -> None:
    def oath(heroes, white: int = 1, phase: int | None = None, hand=()) -> str | None:
        state = with_hand(state_of(stage="roll", heroes=heroes), hand, HEROS_OATH)
        hero_step(state, white)
        if phase is not None:
            state.phase = phase
        offered = ("dark", HEROS_OATH) in RULES.legal_actions(state)
        assert offered == (why(state, ("dark", HEROS_OATH)) is None)
        return why(state, ("dark", HEROS_OATH))

    armed = [hero(0, "henry", [5, 2], [("sword", "recruit")]), hero(2, "sylva")]
    bare = [hero(0, "henry"), hero(2, "sylva")]  # at home: it may move, not fight
    assert oath(armed) is None  # the hero may fight this turn
    reason = "crown_ui.why.card_effect.heros_oath"
    assert oath(armed, phase=2) == reason  # it has fought: nothing the oath could help
    assert oath(bare) == reason  # no military card: the hero starts no battle
    assert oath(bare, hand=[RECRUITERS]) is None  # ...unless Recruiters gives it one
    state = with_hand(state_of(stage="main", heroes=armed), (), HEROS_OATH)
    assert why(state, ("dark", HEROS_OATH)) == reason  # the hero step is over
    state = with_hand(state_of(stage="cards", heroes=armed), (), HEROS_OATH)
    assert why(state, ("dark", HEROS_OATH)) == reason  # the last moment before the draw


def test_heros_oath_until_the_end_of_the_turn() -> None:
    state = with_hand(
        state_of(
            stage="main",
            heroes=[hero(0, "henry", [0, 0], [("sword", "recruit")]), hero(2, "sylva")],
        ),
        black=HEROS_OATH,
    )
    before = RULES.fighter(state, ("h", 0))
    RULES.apply(state, ("dark", HEROS_OATH))
    after = RULES.fighter(state, ("h", 0))
    assert battle.attack(after) == battle.attack(before) + 30
    assert battle.defence(after) == battle.defence(before) + 30
    next_turn(state, None)
    assert not state.oath


def test_shadow_path_squares_and_the_crown() -> None:
    armed = hero(0, "henry", [0, 0], [("sword", "recruit")])
    state = with_hand(
        state_of(stage="main", heroes=[armed, hero(2, "sylva")], castles=[castle(0, [1, 1])]),
        black=SHADOW_PATH,
    )
    RULES.apply(state, ("dark", SHADOW_PATH))
    squares = {a[1:] for a in RULES.legal_actions(state)}
    assert C in squares and (6, 0) not in squares and (10, 10) not in squares
    assert (10, 2) in squares  # an unused territory is neutral ground
    assert (1, 1) not in squares and (0, 0) not in squares
    RULES.apply(state, ("target", 6, 6))
    assert state.hero_at[0] == C and state.crown == (1, 1)
    bare = hero(0, "henry", [0, 0])
    state = with_hand(state_of(stage="main", heroes=[bare, hero(2, "sylva")]), black=SHADOW_PATH)
    RULES.apply(state, ("dark", SHADOW_PATH))
    assert all(x <= 4 and y <= 4 for _, x, y in RULES.legal_actions(state))


def test_rockfall_and_royal_decree() -> None:
    state = with_hand(state_of(stage="main", rock=[6, 0]), black=ROCKFALL)
    RULES.apply(state, ("dark", ROCKFALL))
    assert RULES.legal_actions(state) == [("target", 0, 6), ("target", 6, 12), ("target", 12, 6)]
    RULES.apply(state, ("target", 12, 6))
    assert state.rock == (12, 6)
    state = with_hand(state_of(stage="main"), black=ROYAL_DECREE)
    assert ("dark", ROYAL_DECREE) not in RULES.legal_actions(state)
    state = with_hand(
        state_of(stage="main", castles=[castle(0, [1, 1])], crown=[1, 1]), black=ROYAL_DECREE
    )
    RULES.apply(state, ("dark", ROYAL_DECREE))
    assert state.vp[0] == 10


def test_explain_names_why_a_card_cannot_be_played() -> None:
    from game.crown.cards import ACTIONS, BLACKS, FOOD_CAP

    harvest, oath = (
        ACTIONS.index("harvest"),
        BLACKS.index("plunder"),
    )  # rivals hold gold: it may be played
    state = with_hand(state_of(stage="main"), [harvest], black=oath)
    assert why(state, ("play", harvest)) is None
    assert why(state, ("dark", oath)) is None
    state.food[0] = FOOD_CAP
    assert why(state, ("play", harvest)) == "crown_ui.why.card_effect.harvest"
    state.played_black = True
    assert why(state, ("dark", oath)) == "crown_ui.why.card_played_black"
    state.stage = "rock"  # a choice is open (where the rock enters): no card now
    assert why(state, ("dark", oath)) == "crown_ui.why.card_moment"
    state.stage = "main"
    assert why(state, ("play", ACTIONS.index("tribute"))) == "crown_ui.why.card_not_held"


def why(state, action) -> str | None:
    """The key of the rules' reason why the seat to move may not play ``action``."""
    found = RULES.explain(RULES.observe(state, state.turn), action)
    return None if found is None else found[0]
