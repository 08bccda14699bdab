"""The battle preview (``game.crown.preview``): each side's numbers add up from their
sources, and the predicted result is the battle that is then fought."""

from __future__ import annotations

import random

from game.crown import battle
from game.crown.preview import preview
from game.crown.queries import Queries
from game.crown.state import CrownState
from tests.crown.helpers import RULES, castle, general, hero, mil, state_of

HENRY = hero(2, "henry")


def acting(state: CrownState, square, steps: int = 0) -> CrownState:
    """The piece on ``square`` is the one moving and fighting now (it has not fought)."""
    state.piece = RULES.key_at(state, tuple(square))
    state.stage = "act"
    state.steps_left = steps
    state.phase = 0
    return state


def fight(state: CrownState, target) -> tuple:
    """The preview, then the battle played on a copy: (preview, state after)."""
    shown = preview(state, tuple(target))
    after = RULES.clone(state)
    assert ("attack", *target) in RULES.legal_actions(after)
    RULES.apply(after, ("attack", *target))
    return shown, after


def test_terms_add_up_to_the_numbers_and_name_their_sources() -> None:
    """Two sabre cards on a sabre marshal: cards, specialty (cavalry general) and
    alignment, each shown."""
    a = general(0, [5, 2], "marshal", "sabre", [("sabre", "elite"), ("sabre", "veteran")])
    b = general(2, [6, 2], "marshal", "longbow", [("longbow", "champion"), ("longbow", "elite")])
    state = acting(state_of(generals=[a, b]), [5, 2])
    shown = preview(state, (6, 2))
    for side in (shown.attacker, shown.defender):
        assert sum(t.value for t in side.atk_terms) == side.atk
        assert sum(t.value for t in side.def_terms) == side.defence
    sources = [t.source for t in shown.attacker.atk_terms]
    assert sources == ["card", "card", "specialty", "alignment"]
    assert (shown.attacker.atk, shown.attacker.defence) == (100, 80)
    assert (shown.defender.atk, shown.defender.defence) == (100, 100)


def test_a_melee_counterattack_is_predicted_and_happens() -> None:
    a = general(0, [5, 2], "marshal", "sabre", [("sabre", "elite"), ("sabre", "veteran")])
    b = general(2, [6, 2], "marshal", "longbow", [("longbow", "champion"), ("longbow", "elite")])
    state = acting(state_of(generals=[a, b]), [5, 2])
    shown, after = fight(state, (6, 2))
    assert shown.mode == "standard" and shown.range == "melee"
    assert shown.outcome == "counterattack" and shown.attacker_defeated
    assert shown.vp == {1: 10}
    assert (5, 2) not in {g.at for g in after.generals.values()}
    assert after.vp[1] == 10


def test_a_melee_win_takes_the_defenders_cards_and_scores() -> None:
    a = general(0, [5, 2], "marshal", "sword", [("sword", "champion"), ("sword", "elite")])
    b = general(2, [6, 2], "vanguard", "spear", [("spear", "recruit")])
    state = acting(state_of(generals=[a, b]), [5, 2])
    shown, after = fight(state, (6, 2))
    assert shown.outcome == "win" and shown.defender_defeated
    assert shown.defender_lost == (mil("spear", "recruit"),)
    assert after.vp[0] == shown.vp[0] == 10
    assert (6, 2) not in {g.at for g in after.generals.values()}
    assert shown.upkeep == 3  # champion 2 + elite 1
    assert after.stage == "upkeep"


def test_a_volley_shows_each_card_and_which_are_hit() -> None:
    archer = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "elite")])
    spear = general(2, [7, 1], "guardian", "spear", [("spear", "veteran"), ("spear", "recruit")])
    state = acting(state_of(generals=[archer, spear]), [5, 1])
    shown, after = fight(state, (7, 1))
    assert shown.mode == "volley" and not shown.shoots_back
    assert shown.outcome == "volley_hits"  # a card was taken, the unit stands
    assert [(h.card, h.defence, h.hit) for h in shown.hits] == [
        (mil("spear", "veteran"), 40, False),
        (mil("spear", "recruit"), 20, True),
    ]
    left = next(g for g in after.generals.values() if g.at == (7, 1))
    assert left.cards == (mil("spear", "veteran"),)


def test_an_archer_that_shoots_back_makes_a_standard_ranged_battle() -> None:
    a = general(0, [5, 1], "vanguard", "crossbow", [("crossbow", "recruit")])
    b = general(2, [7, 1], "vanguard", "longbow", [("longbow", "champion")])
    state = acting(state_of(generals=[a, b]), [5, 1])
    shown, after = fight(state, (7, 1))
    assert shown.range == "ranged" and shown.mode == "standard" and shown.shoots_back
    assert shown.outcome == "counterattack"
    assert all(g.at != (5, 1) for g in after.generals.values())


def test_temporary_effects_are_named_battle_cry_and_shield_wall() -> None:
    a = general(0, [5, 2], "vanguard", "sword", [("spear", "veteran")])
    b = general(2, [6, 2], "guardian", "axe", [("axe", "recruit")])
    state = acting(state_of(generals=[a, b]), [5, 2])
    state.battle_cry = True
    defender = RULES.key_at(state, (6, 2))
    state.shield[1] = defender
    shown, after = fight(state, (6, 2))
    assert ("battle_cry", 20) in [(t.source, t.value) for t in shown.attacker.atk_terms]
    assert ("shield_wall", 20) in [(t.source, t.value) for t in shown.defender.def_terms]
    assert shown.attacker.atk == 40 and shown.defender.defence == 40  # 10 + 10 + 20
    assert shown.outcome == "repelled" and not after.battle_cry


def test_a_castle_volley_and_a_castle_falling_with_the_crown() -> None:
    target = castle(2, [10, 10], [("spear", "recruit")])
    hunter = hero(0, "sylva", [10, 7], [("longbow", "champion"), ("longbow", "elite")])
    state = acting(
        state_of(heroes=[hunter, HENRY], castles=[target], crown=[10, 10]), [10, 7], steps=0
    )
    shown, after = fight(state, (10, 10))
    assert shown.mode == "volley" and shown.defender.kind == "castle"
    assert ("castle", 30) in [(t.source, t.value) for t in shown.defender.def_terms]
    assert shown.outcome == "win" and shown.crown_falls
    assert (10, 10) not in after.castles
    assert after.crown == (6, 6)  # the attacker has no castle: back to C


def test_the_dragon_slain_by_a_hero() -> None:
    ragnar = hero(0, "ragnar", [3, 6], [("lance", "champion"), ("lance", "elite")])
    state = acting(
        state_of(
            heroes=[ragnar, HENRY],
            dragon={"card": "young", "at": [4, 6]},
        ),
        [3, 6],
    )
    shown, after = fight(state, (4, 6))
    assert shown.defender.kind == "dragon" and shown.outcome == "slain"
    assert shown.defender.atk_terms[0].source == "dragon"
    assert after.trophies[0] == [0] and after.vp[0] == 20


def test_a_dragon_strikes_back_at_a_weak_hero() -> None:
    henry = hero(0, "henry", [3, 6], [("sword", "recruit")])
    state = acting(
        state_of(heroes=[henry, hero(2, "sylva")], dragon={"card": "young", "at": [4, 6]}),
        [3, 6],
    )
    shown, after = fight(state, (4, 6))
    assert shown.outcome == "counterattack" and shown.attacker_defeated
    assert after.hero_at[0] == (0, 0) and after.hero_cards[0] == ()


def test_a_cardless_general_and_a_wall() -> None:
    a = general(0, [4, 5], "vanguard", "sword", [("sword", "recruit")])
    b = general(2, [4, 6], "vanguard", "axe")
    state = acting(state_of(generals=[a, b], walls=[[8, 9]]), [4, 5])
    shown, _ = fight(state, (4, 6))
    assert shown.mode == "removal" and shown.outcome == "removed" and shown.vp == {}
    c = general(0, [7, 9], "vanguard", "sword", [("sword", "veteran")])
    state = acting(state_of(generals=[c], walls=[[8, 9]]), [7, 9])
    shown, after = fight(state, (8, 9))
    assert shown.mode == "wall" and shown.outcome == "wall" and shown.upkeep == 0
    assert (8, 9) not in after.walls


def test_random_positions_preview_every_legal_attack_exactly() -> None:
    """From random games: whenever an attack is legal, the preview from the public
    observation names the winner, the lost cards and the points the battle gives."""
    checked = 0
    for seed in range(6):
        checked += _check_random_game(seed)
    assert checked > 20


def _check_random_game(seed: int) -> int:
    rng = random.Random(seed)
    state = RULES.initial_state(RULES.normalize_setup({"players": 2}))
    checked = 0
    for _ in range(3000):
        mover = RULES.to_move(state)
        if mover < 0 and state.stage == "over":
            break
        if state.stage in ("deal", "roll", "refill", "recruit", "draw_black", "draw_action"):
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        legal = RULES.legal_actions(state)
        attacks = [a for a in legal if a[0] == "attack"]
        for action in attacks:
            target = (action[1], action[2])
            shown = Queries(RULES.observe_public(state)).preview(target)
            after = RULES.clone(state)
            vp = list(after.vp)
            RULES.apply(after, action)
            gained = {s: after.vp[s] - vp[s] for s in range(2) if after.vp[s] != vp[s]}
            assert gained == shown.vp
            attacker = RULES.fighter(state, state.piece, attacking=True)
            assert shown.attacker.atk == battle.attack(attacker)
            checked += 1
        choice = rng.choice(attacks) if attacks and rng.random() < 0.7 else rng.choice(legal)
        RULES.apply(state, choice)
    return checked
