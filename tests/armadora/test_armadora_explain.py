"""``ArmadoraRules.explain``: None exactly for the legal actions, a reason in both languages
for every illegal one the screen can point at, answered from the observation alone."""

from __future__ import annotations

import random

import pytest

from game.armadora import board
from game.armadora.moves import POWER_KIND
from tests.event_checks import positions as shared_positions
from tests.event_checks import said

from .armadora_helpers import RULES, TOP_LEFT, cell, fence, line, new_state, put

SETUPS = [
    {"players": 2},
    {"players": 2, "advanced": True},
    {"players": 3, "advanced": True},
    {"players": 4, "advanced": True},
]


def pointable(observation) -> list[tuple]:
    """Every action the play screen can point at: each square with each kind (each value
    for a warrior), each line, and the buttons."""
    actions: list[tuple] = [
        ("done",),
        ("pass",),
        ("reinforce",),
        *((k,) for k in POWER_KIND.values()),
    ]
    for c in range(board.N_CELLS):
        actions += [("warrior", c, v) for v in range(1, 6)]
        actions += [("goblin", c, v) for v in range(1, 6)]
        actions += [("peek", c), ("arrow", c), ("reinforce", c)]
    for index in range(board.N_LINES):
        actions += [("palisade", index), ("orc", index)]
    return actions


def positions(setup: dict, seed: int, every: int = 3):
    return shared_positions(RULES, setup, seed, ("pass",), every)


@pytest.mark.parametrize("index", range(len(SETUPS)))
def test_explain_is_none_exactly_for_legal_actions_and_says_why_otherwise(index):
    reasons = set()
    for match in positions(SETUPS[index], 70 + index):
        if match.is_over:
            observation = match.observe(0)
            assert RULES.explain(observation, ("pass",))[0] == "armadora.problem.not_now"
            continue
        seat = match.to_move
        observation = match.observe(seat)
        legal = set(match.legal_actions())
        for action in pointable(observation):
            found = RULES.explain(observation, action)
            if len(action) == 1 and action[0] not in ("done", "pass"):
                usable = any(a[0] == action[0] for a in legal)
                assert (found is None) == usable, (action, found)
            else:
                assert (found is None) == (action in legal), (action, found)
            if found is not None:
                reasons.add((found[0], tuple(sorted(found[1].items()))))
        other = (seat + 1) % match.setup["players"]
        assert RULES.explain(match.observe(other), next(iter(legal))) == (
            "armadora.problem.not_your_turn",
            {},
        )
    for key, args in reasons:
        assert said((key, dict(args)))
    assert len({key for key, _ in reasons}) >= 6  # the games meet many different reasons


def test_explain_answers_from_the_observation_only():
    """A sampled world behind the same observation gets the same answers."""
    for match in positions({"players": 3, "advanced": True}, 9, every=7):
        if match.is_over:
            continue
        observation = match.observe(match.to_move)
        world = RULES.sample_state(observation, random.Random(1))
        again = RULES.observe(world, match.to_move)
        for action in pointable(observation)[::7]:
            assert RULES.explain(again, action) == RULES.explain(observation, action)


def test_malformed_actions_get_a_reason_not_a_crash():
    observation = RULES.observe(new_state(2), 0)
    for action in [
        (),
        ("fly",),
        ("warrior", 3),
        ("warrior", "A1", 1),
        ("palisade", True),
        ("done", 1),
        [],
        None,
        ("warrior", 99, 1),
        ("palisade", 67),
        ("warrior", 0, 6),
    ]:
        found = RULES.explain(observation, action)
        assert found is not None and said(found)
    assert RULES.explain(observation, ("warrior", 99, 1))[0] == "armadora.problem.no_square"
    assert RULES.explain(observation, ("palisade", 67))[0] == "armadora.problem.no_line"
    assert RULES.explain(observation, ("warrior", 0, 6)) == (
        "armadora.problem.no_value",
        {"value": 6},
    )


def test_the_reasons_of_the_buttons_and_of_a_value_not_in_hand():
    state = new_state(2, advanced=True, factions=["orc", "elf"])
    seat0 = RULES.observe(state, 0)
    assert RULES.explain(seat0, ("done",))[0] == "armadora.problem.done_after_palisade"
    assert RULES.explain(seat0, ("pass",)) is None
    RULES.apply(state, ("orc", line((3, 2), (4, 2))))
    after_power = RULES.observe(state, 0)
    assert RULES.explain(after_power, ("pass",))[0] == "armadora.problem.no_pass_after_power"
    assert RULES.explain(after_power, ("orc",))[0] == "armadora.problem.no_token"  # its one
    RULES.apply(state, ("palisade", line((0, 2), (1, 2))))
    second = RULES.observe(state, 0)
    assert RULES.explain(second, ("pass",))[0] == "armadora.problem.finish_palisades"
    assert (
        RULES.explain(second, ("warrior", cell(0, 0), 1))[0] == "armadora.problem.finish_palisades"
    )
    state = new_state(2)
    put(state, 0, (0, 0), 5)
    assert RULES.explain(RULES.observe(state, 0), ("warrior", cell(2, 2), 5)) == (
        "armadora.problem.no_value",
        {"value": 5},
    )


def test_the_reinforce_button_is_usable_exactly_when_a_warrior_may_take_it():
    state = new_state(2, advanced=True, factions=["elf", "mage"])
    fence(state, TOP_LEFT)
    put(state, 0, (0, 0), 1)
    put(state, 1, (1, 0), 1)
    assert RULES.explain(RULES.observe(state, 0), ("reinforce",)) == (
        "armadora.problem.no_full_territory",
        {},
    )
    put(state, 1, (0, 1), 1)
    assert RULES.explain(RULES.observe(state, 0), ("reinforce",)) is None
    assert RULES.explain(RULES.observe(state, 0), ("reinforce", cell(1, 0)))[0] == (
        "armadora.problem.not_own"
    )
