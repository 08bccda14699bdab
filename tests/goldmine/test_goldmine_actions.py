"""Gold Mine's typed actions (``game/goldmine/actions.py``): every legal action of many
random positions is one the constructors make.  (That no module builds an action tuple by
hand: tests/engine/test_typed_actions.py.)"""

from __future__ import annotations

import json

import pytest
from random_positions import random_positions

from game.engine.contract import to_action
from game.goldmine import actions as act
from game.goldmine.actions import Kind
from game.goldmine.ai import GoldMineKnowledge
from game.goldmine.rules import GoldMineRules

RULES = GoldMineRules()
KNOWLEDGE = GoldMineKnowledge()

SETUPS = [
    {"players": 2},
    {"players": 3, "mud": True},
    {"players": 4, "five_tiles": True, "mud": True},
    {"players": 4, "alliance": True},
    {"players": 6, "alliance": True, "round_limit": 30},
]


def half_rollout(state, legal, rng):
    """Half the AI's rollout policy, half any legal action: challenges, hand-overs and the
    winner's choices come up."""
    if rng.random() < 0.5:
        return KNOWLEDGE.rollout_action(RULES, state, RULES.to_move(state), rng)
    return rng.choice(legal)


def positions(setup: dict, seed: int, steps: int = 2500):
    """The decision positions of one game played by :func:`half_rollout`."""
    return random_positions(RULES, [(setup, seed)], max_steps=steps, choose=half_rollout)


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: "-".join(f"{k}{v}" for k, v in s.items()))
def test_every_legal_action_is_one_the_constructors_make(setup):
    seen: set[Kind] = set()
    for seed in range(3):
        for state, legal in positions(setup, seed):
            for action in legal:
                kind = act.kind_of(action)
                seen.add(kind)
                assert type(action) is tuple and type(action[0]) is str, action
                rebuilt = act.rebuild(action)
                assert rebuilt == action and type(rebuilt[0]) is str, (action, rebuilt)
                assert act.read(action) == action
                assert to_action(json.loads(json.dumps(action))) == action  # saves unchanged
            assert act.stay() in RULES.legal_actions(state) or state.stage != "movement"
    assert {Kind.PLACE, Kind.MOVE, Kind.ROLL, Kind.STAY, Kind.END} <= seen


def test_all_kinds_come_up():
    seen = {
        act.kind_of(a)
        for setup in SETUPS
        for seed in range(3)
        for _, legal in positions(setup, seed)
        for a in legal
    }
    assert seen == set(Kind), set(Kind) - seen


def test_readers_name_the_parts():
    assert act.read(act.place(2, -1, 3)).rot == 3
    assert act.read(act.move(0, 1, 2)).path == 2
    assert act.read(act.nugget(4, 5)).y == 5
    assert act.read(act.gold(1)).target == 1
    assert act.read(act.take(2)).count == 2
    assert act.read(act.hand(7)).tile == 7
    assert act.read(act.excavate(7)).tile == 7
    assert act.read(act.excavate()) == ("excavate",)
    assert act.own_tile(act.excavate(7)) and not act.own_tile(act.excavate())
    assert act.challenge("bat", 3) == act.bat(3)
    assert act.handover("give", 2) == act.give(2)
    with pytest.raises(ValueError):
        act.kind_of(("warrior", 1))
    with pytest.raises(ValueError):
        act.read(("place", 1, 2))
    with pytest.raises(ValueError):
        act.challenge("give", 1)


def test_kind_constants_are_the_enum_values():
    for kind in Kind:
        constant = getattr(act, kind.name)
        assert constant == kind and type(constant) is str
