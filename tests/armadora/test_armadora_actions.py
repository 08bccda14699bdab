"""Armadora's declared action kinds (game/armadora/actions.py): every legal action is one its
constructors build.  (That no module builds an action tuple by hand:
tests/engine/test_typed_actions.py.)"""

from __future__ import annotations

import pytest
from random_positions import random_positions

from game.armadora import actions as act
from game.armadora.actions import Kind

from .armadora_helpers import RULES

SETUPS = [
    {"players": 2},
    {"players": 2, "advanced": True},
    {"players": 3, "advanced": True},
    {"players": 4, "advanced": True, "teams": True},
    {"players": 4, "advanced": True, "teams": False},
]


def _rebuilt(action: tuple) -> tuple:
    """The action built again from its parts by its kind's constructor."""
    return act.BUILD[act.kind_of(action)](*action[1:])


def test_every_legal_action_of_random_games_is_built_by_the_constructors():
    seen: set[Kind] = set()
    positions = 0
    games = ((SETUPS[game % len(SETUPS)], game) for game in range(40))
    for _, legal in random_positions(RULES, games):
        positions += 1
        for action in legal:
            kind = act.kind_of(action)  # raises for a kind the module does not declare
            assert type(action[0]) is str  # the plain string: repr, saves unchanged
            assert _rebuilt(action) == action, action
            seen.add(kind)
    assert positions > 1000
    assert seen == set(Kind)  # every kind was legal somewhere


def test_readers_give_the_parts_the_constructors_took():
    assert act.square(act.warrior(12, 3)) == 12 and act.value(act.warrior(12, 3)) == 3
    assert act.square(act.goblin(7, 5)) == 7 and act.value(act.goblin(7, 5)) == 5
    assert act.line(act.palisade(40)) == 40 and act.line(act.orc(2)) == 2
    for build in (act.peek, act.arrow, act.reinforce):
        assert act.square(build(9)) == 9
    assert act.done() == act.DONE == act.button(Kind.DONE) == ("done",)
    assert act.pass_() == act.PASS == act.button(Kind.PASS) == ("pass",)
    assert act.button(Kind.REINFORCE) == ("reinforce",)
    assert set(act.BUILD) == set(Kind)
    with pytest.raises(ValueError):
        act.kind_of(("fly", 3))
