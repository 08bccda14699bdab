"""``CrownRules.explain``: no reason for a legal action, a reason in both languages for an
illegal one, in many positions of random games; and the reasons a player meets most (the
movement rules, battles, the market, cards, a card's targets), each the right one."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from game import text
from game.crown.cards import ACTIONS, BLACKS, GENERAL_COUNT, MILITARY_TYPES
from game.engine.contract import CHANCE, TERMINAL
from tests.crown.helpers import RULES, general, hero, new_game, state_of

PLACEHOLDER = re.compile(r"%\{(\w+)\}")
SQUARE_KINDS = ("move", "attack", "place", "rock", "castle", "wall", "assign", "crown", "target")
BUTTONS = [
    ("end",),
    ("done",),
    ("market",),
    ("redeploy",),
    ("build",),
    ("army",),
    ("black",),
    ("trade",),
    ("discard",),
    ("target",),
    ("target", "N", 3),
    ("target", "W"),
    ("target", 1),
    ("target", 0, 2, 2),
    *[("upkeep", mask) for mask in range(4)],
]


def candidates(rng: random.Random) -> list[tuple]:
    """Actions a screen may point at: squares of every kind, every card, every button."""
    squares = [(rng.randrange(13), rng.randrange(13)) for _ in range(12)]
    found = [(kind, *square) for kind in SQUARE_KINDS for square in squares]
    found += [(kind, k) for kind in ("play", "discard") for k in range(len(ACTIONS))]
    found += [("dark", k) for k in range(len(BLACKS))]
    found += [(kind, rng.randrange(GENERAL_COUNT)) for kind in ("keep", "general", "act")]
    found += [("military", rng.randrange(MILITARY_TYPES))]
    return found + BUTTONS


def positions(seed: int, count: int):
    """Decision positions of a seeded random game (every few decisions)."""
    rng = random.Random(seed)
    players = 2 + seed % 3
    state = RULES.initial_state(RULES.normalize_setup({"players": players, "teams": False}))
    found = 0
    while found < count and RULES.to_move(state) != TERMINAL:
        if RULES.to_move(state) == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        if rng.random() < 0.35:
            found += 1
            yield state, rng
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))


def test_explain_is_none_exactly_for_the_legal_actions_and_names_a_reason_otherwise():
    en, ko = text.catalog("en"), text.catalog("ko")
    keys: Counter[str] = Counter()
    stages: set[str] = set()
    for seed in range(6):
        for state, rng in positions(seed, 30):
            seat = RULES.to_move(state)
            shown = RULES.observe(state, seat)
            legal = RULES.legal_actions(state)
            stages.add(str(state.stage))
            for action in legal:
                assert RULES.explain(shown, action) is None, (state.stage, action)
            for action in candidates(rng):
                if action in legal:
                    continue
                found = RULES.explain(shown, action)
                assert found is not None, (state.stage, action)
                key, args = found
                for catalog in (en, ko):  # a plural text is an object of forms
                    forms = [k for k in (key, f"{key}.one", f"{key}.other") if k in catalog]
                    assert forms, key
                    for form in forms:
                        assert set(PLACEHOLDER.findall(catalog[form])) <= set(args), key
                keys[key] += 1
    assert {"act", "main", "market", "build"} <= stages
    assert len(keys) >= 25
    assert "crown_ui.why.out_of_reach" in keys and "crown_ui.why.not_now" in keys


def test_another_seat_is_told_it_is_not_its_turn():
    state = new_game(3)
    other = 1 - RULES.to_move(state)
    for shown in (RULES.observe(state, other), RULES.observe_public(state)):
        assert RULES.explain(shown, RULES.legal_actions(state)[0]) == (
            "crown_ui.why.not_your_turn",
            {},
        )


def why(state, action) -> tuple[str, dict]:
    found = RULES.explain(RULES.observe(state, state.turn), action)
    return found if found is None else (found[0].removeprefix("crown_ui.why."), found[1])


def moving(state, key_square, steps=2):
    state.piece = RULES.key_at(state, key_square)
    state.phase, state.steps_left = 0, steps
    return state


def test_the_movement_rules_are_named():
    bare = moving(state_of("act", heroes=[hero(0, "henry", [4, 5]), hero(2, "sylva")]), (4, 5))
    assert why(bare, ("move", 5, 5))[0] == "fortress"
    assert why(bare, ("move", 0, 6))[0] == "tunnel"
    assert why(bare, ("move", 4, 7))[0] == "stay_home"
    assert why(bare, ("move", 4, 5))[0] == "own_piece"
    assert why(bare, ("move", 12, 12))[0] == "out_of_reach_battle"  # Sylva stands there
    assert why(bare, ("move", 0, 0)) == ("out_of_reach", {"count": 2})
    bare.phase = 1
    assert why(bare, ("move", 3, 5))[0] == "moved"


def test_a_partners_piece_is_named_as_such():
    heroes = [hero(c, h) for c, h in enumerate(("henry", "sylva", "ragnar", "mirae"))]
    heroes[0]["at"], heroes[2]["at"] = [5, 4], [6, 4]
    state = moving(state_of("act", players=4, teams=True, heroes=heroes), (5, 4))
    assert why(state, ("move", 6, 4))[0] == "partner"
    assert why(state, ("attack", 6, 4))[0] in ("own_target", "no_cards")


def test_battles_that_may_not_be_fought_are_named():
    heroes = [hero(0, "henry", [5, 3], [("sword", "veteran")]), hero(2, "sylva", [6, 3])]
    guard = general(0, [2, 2], "guardian", "spear", [])
    state = moving(state_of("act", heroes=heroes, generals=[guard]), (5, 3))
    assert why(state, ("attack", 6, 3)) is None
    assert why(state, ("attack", 3, 3))[0] == "nothing_there"
    assert why(state, ("attack", 2, 2))[0] == "own_target"
    state.phase = 2
    assert why(state, ("attack", 6, 3))[0] == "fought"
    cardless = moving(state_of("act", heroes=[hero(0, "henry", [5, 3]), heroes[1]]), (5, 3))
    assert why(cardless, ("attack", 6, 3))[0] == "no_cards"


def test_the_market_names_price_room_and_limits():
    state = state_of("market", seats={0: {"gold": 1}})
    general_card = state.general_pool.pop(0)
    state.market_generals[0] = general_card
    assert why(state, ("general", general_card))[0] == "buy_gold"
    assert why(state, ("black",)) == ("buy_gold", {"price": 3, "gold": 1})
    assert why(state, ("trade",)) == ("trade_food", {"food": 1})  # Henry trades 1:1
    state.gold[0] = 12
    assert why(state, ("trade",)) == ("trade_cap", {"most": 12})
    assert why(state, ("general", -1))[0] == "not_offered"
    state.stage = "main"
    assert why(state, ("general", general_card))[0] == "buy_moment"


def test_a_cards_target_is_named():
    state = state_of("main")
    state.stage = "target"
    from game.crown.turn import PlayedCard

    state.card = PlayedCard(ACTIONS.index("masons"), black=False)
    state.resume = "main"
    assert why(state, ("target", 6, 6))[0] == "target.masons"
    state.card = PlayedCard(BLACKS.index("siege_ram"), black=True)
    assert why(state, ("target", 6, 6))[0] == "target.siege_ram"


@pytest.mark.parametrize("stage", ["place", "rock", "build", "crown"])
def test_a_square_choice_names_its_stage(stage):
    state = state_of(stage)
    state.crown_choices = ((1, 1),)
    kind = {"build": "castle"}.get(stage, stage)
    assert why(state, (kind, 6, 6))[0] == stage


def test_a_cardless_piece_outside_steps_straight_back_in():
    """The spec's Movement (corrected): a piece with no military card outside its
    territory may step back in, each step landing in its territory; farther out it cannot
    move until it gets a card."""
    near = moving(state_of("act", heroes=[hero(0, "henry", [5, 2]), hero(2, "sylva")]), (5, 2))
    moves = {a[1:] for a in RULES.legal_actions(near) if a[0] == "move"}
    assert moves == {(4, 2), (3, 2), (4, 1), (4, 3)}  # first step in, then on inside
    assert why(near, ("move", 5, 1))[0] == "stay_home"  # never along the outside
    assert why(near, ("move", 2, 2)) == ("out_of_reach", {"count": 2})
    far = moving(state_of("act", heroes=[hero(0, "henry", [6, 2]), hero(2, "sylva")]), (6, 2))
    assert not [a for a in RULES.legal_actions(far) if a[0] == "move"]
    assert why(far, ("move", 4, 2))[0] == "stranded"
    assert why(far, ("move", 5, 2))[0] == "stay_home"
    assert not RULES.destinations(far, far.piece, 3)
    assert set(RULES.destinations(near, near.piece, 1)) == {(4, 2)}
