"""Advanced rules: the four powers and the reinforcement, legal and illegal cases."""

from __future__ import annotations

from game.armadora.moves import power_targets
from game.armadora.state import AFTER_POWER
from game.engine.contract import LogEntry

from .armadora_helpers import (
    RULES,
    TOP_LEFT,
    cell,
    empty_hand,
    fence,
    line,
    new_state,
    put,
    set_hand,
)


def kinds(state):
    return {a[0] for a in RULES.legal_actions(state)}


def arrow_targets(state):
    return {a[1] for a in RULES.legal_actions(state) if a[0] == "arrow"}


def problem(state, kind, xy):
    """Why the seat to move may not use the square ``xy`` for ``kind`` (the rules' explain,
    from that seat's observation)."""
    seat = RULES.to_move(state)
    action = (kind, cell(*xy))
    if kind in ("warrior", "goblin"):
        action += (next((v for v in range(1, 6) if state.hands[seat][v]), 1),)
    found = RULES.explain(RULES.observe(state, seat), action)
    return None if found is None else found[0].removeprefix("armadora.problem.")


# --- general power rules ----------------------------------------------------------------------


def test_no_powers_or_reinforcement_in_the_base_game():
    state = new_state(2, factions=["elf", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 0, (1, 0), 1)
    put(state, 1, (0, 1), 1)
    assert kinds(state) == {"warrior", "palisade", "pass"}
    assert problem(state, "reinforce", (0, 0)) == "advanced_only"


def test_power_then_main_action_and_only_one_power_per_turn():
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    put(state, 1, (2, 2), 3)
    put(state, 1, (3, 2), 1)
    assert {a for a in RULES.legal_actions(state) if a[0] == "peek"} == {
        ("peek", cell(2, 2)),
        ("peek", cell(3, 2)),
    }
    RULES.apply(state, ("peek", cell(2, 2)))
    assert state.stage == AFTER_POWER and RULES.to_move(state) == 0
    # the Mage still has a token, but a second power this turn is not allowed, nor passing
    assert state.power_tokens[0] == 1
    assert kinds(state) == {"warrior", "palisade"}
    assert problem(state, "peek", (3, 2)) == "power_used"
    RULES.apply(state, ("warrior", cell(0, 0), 1))
    assert RULES.to_move(state) == 1


def test_power_needs_a_main_action_afterwards():
    state = new_state(2, advanced=True, factions=["mage", "elf"])
    put(state, 1, (2, 2), 3)
    empty_hand(state, 0)
    state.palisades_left = 0
    assert RULES.legal_actions(state) == [("pass",)]
    assert problem(state, "peek", (2, 2)) == "no_main_after"
    assert power_targets(state, 0, state.hands[0]) == {"kind": None}


def test_power_followed_by_reinforcement_counts_as_a_main_action():
    state = new_state(2, advanced=True, factions=["elf", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 1, (1, 0), 1)
    put(state, 1, (0, 1), 1)  # top-left is full
    put(state, 1, (4, 4), 2)  # an arrow target in the open leftover region
    put(state, 0, (3, 3), 1)
    empty_hand(state, 0)
    state.palisades_left = 0
    assert kinds(state) == {"arrow", "reinforce", "pass"}
    RULES.apply(state, ("arrow", cell(4, 4)))
    assert RULES.legal_actions(state) == [("reinforce", cell(0, 0))]


# --- Elf --------------------------------------------------------------------------------------


def test_elf_may_shoot_anywhere_while_the_board_is_one_region():
    state = new_state(2, advanced=True, factions=["elf", "orc"])
    put(state, 1, (0, 0), 1)
    put(state, 1, (7, 4), 2)
    put(state, 0, (3, 2), 1)
    assert arrow_targets(state) == {cell(0, 0), cell(7, 4)}
    assert problem(state, "arrow", (3, 2)) == "own_warrior"
    assert problem(state, "arrow", (4, 2)) == "no_warrior"


def test_elf_needs_own_warrior_in_an_unfilled_territory():
    state = new_state(2, advanced=True, factions=["elf", "orc"])
    fence(state, TOP_LEFT)
    put(state, 1, (0, 0), 2)
    put(state, 1, (4, 4), 2)  # the leftover region, no elf warrior there yet
    assert arrow_targets(state) == set()
    assert problem(state, "arrow", (0, 0)) == "no_elf_there"
    put(state, 0, (1, 0), 1)
    assert arrow_targets(state) == {cell(0, 0)}
    put(state, 0, (3, 3), 1)
    assert arrow_targets(state) == {cell(0, 0), cell(4, 4)}
    put(state, 1, (0, 1), 1)  # top-left is now full: no arrow may go there
    assert arrow_targets(state) == {cell(4, 4)}
    assert problem(state, "arrow", (0, 0)) == "territory_full"


def test_elf_never_shoots_a_partner():
    state = new_state(4, advanced=True, teams=True, factions=["elf", "orc", "goblin", "mage"])
    put(state, 2, (2, 2), 1)
    put(state, 1, (3, 2), 1)
    put(state, 3, (4, 2), 1)
    assert arrow_targets(state) == {cell(3, 2), cell(4, 2)}
    assert problem(state, "arrow", (2, 2)) == "partner"


def test_two_arrows_on_one_warrior_on_different_turns():
    state = new_state(2, advanced=True, factions=["elf", "orc"])
    put(state, 1, (2, 2), 3)
    log: list[LogEntry] = []
    RULES.apply(state, ("arrow", cell(2, 2)), log)
    assert log[0] == LogEntry(
        "armadora.log.arrow", {"player": 0, "owner": 1, "square": "C3", "x": 2, "y": 2}
    )
    assert "arrow" not in kinds(state)  # not twice in one turn
    RULES.apply(state, ("warrior", cell(0, 0), 1))
    RULES.apply(state, ("warrior", cell(7, 0), 1))
    assert ("arrow", cell(2, 2)) in RULES.legal_actions(state)
    RULES.apply(state, ("arrow", cell(2, 2)))
    RULES.apply(state, ("warrior", cell(0, 4), 1))
    assert state.arrows[cell(2, 2)] == 2 and state.power_tokens[0] == 0
    RULES.apply(state, ("warrior", cell(7, 4), 1))
    assert "arrow" not in kinds(state)
    assert problem(state, "arrow", (2, 2)) == "no_token"


# --- Mage -------------------------------------------------------------------------------------


def test_mage_peeks_only_at_hidden_opposing_warriors():
    state = new_state(4, advanced=True, teams=True, factions=["orc", "goblin", "elf", "mage"])
    state.current = 3
    a = put(state, 0, (0, 0), 4)  # opponent, face down: the only target
    put(state, 1, (1, 0), 2)  # partner
    put(state, 2, (2, 0), 3, face_up=True)  # opponent, face up (Goblin-style)
    put(state, 3, (4, 0), 1)  # own
    assert {x[1] for x in RULES.legal_actions(state) if x[0] == "peek"} == {a}
    assert problem(state, "peek", (1, 0)) == "partner"
    assert problem(state, "peek", (2, 0)) == "face_up"
    assert problem(state, "peek", (4, 0)) == "own_warrior"
    assert RULES.reveals(state, ("peek", a))
    log: list[LogEntry] = []
    RULES.apply(state, ("peek", a), log)
    public, private = log
    assert public.seats is None and "value" not in public.args
    assert private.seats == (3,) and private.args["value"] == 4
    assert not private.visible_to(0) and private.visible_to(3)
    assert RULES.observe(state, 3).values[a] == 4
    assert RULES.observe(state, 1).values[a] == 0  # the Mage's partner learns nothing
    RULES.apply(state, ("warrior", cell(5, 2), 1))
    for x in range(3):  # seats 0, 1 and 2 play a warrior each
        RULES.apply(state, ("warrior", cell(x, 2), 1))
    assert RULES.to_move(state) == 3
    assert problem(state, "peek", (0, 0)) == "already_peeked"


# --- Goblin -----------------------------------------------------------------------------------


def test_goblin_places_a_face_up_warrior_then_acts_again():
    state = new_state(2, advanced=True, factions=["goblin", "mage"])
    assert RULES.reveals(state, ("goblin", cell(2, 2), 3))
    log: list[LogEntry] = []
    RULES.apply(state, ("goblin", cell(2, 2), 3), log)
    assert log[0].args["value"] == 3
    assert state.face_up >> cell(2, 2) & 1 and state.stage == AFTER_POWER
    assert kinds(state) == {"warrior", "palisade"}
    RULES.apply(state, ("warrior", cell(2, 3), 5))
    assert state.hand_sizes[0] == 14 and RULES.to_move(state) == 1
    seen = RULES.observe(state, 1)
    assert seen.values[cell(2, 2)] == 3 and seen.values[cell(2, 3)] == 0


def test_goblin_only_where_a_main_action_remains():
    state = new_state(2, advanced=True, factions=["goblin", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 0, (1, 0), 1)
    set_hand(state, 0, {2: 1})
    state.palisades_left = 0
    goblins = {a[1] for a in RULES.legal_actions(state) if a[0] == "goblin"}
    # only filling the top-left territory leaves something to do (the reinforcement)
    assert goblins == {cell(0, 1)}
    assert problem(state, "goblin", (5, 2)) == "no_main_after"
    assert problem(state, "goblin", (1, 1)) == "mine"
    RULES.apply(state, ("goblin", cell(0, 1), 2))
    assert {a for a in RULES.legal_actions(state)} == {
        ("reinforce", cell(0, 0)),
        ("reinforce", cell(1, 0)),
        ("reinforce", cell(0, 1)),
    }


# --- Orc --------------------------------------------------------------------------------------


def test_orc_places_up_to_three_palisades_in_a_turn():
    state = new_state(2, advanced=True, factions=["orc", "mage"])
    RULES.apply(state, ("orc", line((3, 2), (4, 2))))
    assert state.stage == AFTER_POWER and "orc" not in kinds(state)
    RULES.apply(state, ("palisade", line((3, 3), (4, 3))))
    RULES.apply(state, ("palisade", line((3, 1), (4, 1))))
    assert RULES.to_move(state) == 1 and state.palisades_left == 32
    assert state.power_tokens[0] == 0


def test_orc_needs_a_palisade_or_warrior_left_for_the_main_action():
    state = new_state(2, advanced=True, factions=["orc", "mage"])
    empty_hand(state, 0)
    state.palisades_left = 1
    assert kinds(state) == {"palisade", "pass"}
    state.palisades_left = 2
    assert kinds(state) == {"palisade", "orc", "pass"}
    assert power_targets(state, 0, state.hands[0])["kind"] == "orc"


# --- reinforcement ----------------------------------------------------------------------------


def test_reinforcement_only_in_a_full_territory_once():
    state = new_state(2, advanced=True, factions=["orc", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 1, (1, 0), 1)
    assert "reinforce" not in kinds(state)
    assert problem(state, "reinforce", (0, 0)) == "not_full"
    put(state, 1, (0, 1), 1)
    state.arrows[cell(0, 0)] = 1  # an arrowed warrior may still be reinforced
    assert {a for a in RULES.legal_actions(state) if a[0] == "reinforce"} == {
        ("reinforce", cell(0, 0))
    }
    assert problem(state, "reinforce", (1, 0)) == "not_own"
    log: list[LogEntry] = []
    RULES.apply(state, ("reinforce", cell(0, 0)), log)
    assert log[0].key == "armadora.log.reinforce"
    assert RULES.to_move(state) == 1 and state.reinforcements_left == [0, 1]
    assert "reinforce" not in kinds(state)  # the territory already has one
    assert problem(state, "reinforce", (1, 0)) == "already_reinforced"


def test_reinforcement_token_is_used_once():
    state = new_state(2, advanced=True, factions=["orc", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 0, (1, 0), 1)
    put(state, 0, (0, 1), 1)
    state.reinforcements_left[0] = 0
    assert "reinforce" not in kinds(state)
    assert problem(state, "reinforce", (0, 0)) == "no_token"


def test_reinforcement_never_on_a_partner():
    state = new_state(4, advanced=True, teams=True, factions=["orc", "goblin", "elf", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 2, (1, 0), 1)
    put(state, 2, (0, 1), 1)
    assert {a for a in RULES.legal_actions(state) if a[0] == "reinforce"} == {
        ("reinforce", cell(0, 0))
    }
    assert problem(state, "reinforce", (1, 0)) == "partner"
