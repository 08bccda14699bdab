"""Armadora's declared action kinds (game/armadora/actions.py): every legal action is one its
constructors build, and the views build none by hand."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game.armadora import actions as act
from game.armadora.actions import Kind
from game.engine.contract import CHANCE, TERMINAL

from .armadora_helpers import RULES

VIEW_DIR = Path(__file__).resolve().parents[2] / "game" / "armadora" / "view"
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
    for game in range(40):
        rng = random.Random(game)
        state = RULES.initial_state(RULES.normalize_setup(SETUPS[game % len(SETUPS)]))
        while RULES.to_move(state) != TERMINAL:
            if RULES.to_move(state) == CHANCE:
                RULES.apply_chance(state, RULES.sample_chance(state, rng))
                continue
            legal = RULES.legal_actions(state)
            positions += 1
            for action in legal:
                kind = act.kind_of(action)  # raises for a kind the module does not declare
                assert type(action[0]) is str  # the plain string: repr, saves unchanged
                assert _rebuilt(action) == action, action
                seen.add(kind)
            RULES.apply(state, rng.choice(legal))
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


def _is_action_literal(node: ast.AST, kinds: set[str]) -> bool:
    """A tuple literal opening with a kind's string, i.e. an action built by hand.

    A tuple of two or more strings only (``("orc", "goblin")``: factions; ``("done",
    "pass")``: a row of buttons) is a list of names, never an action: an action's items
    after its kind are numbers."""
    if not isinstance(node, ast.Tuple) or not node.elts:
        return False
    first = node.elts[0]
    if not (isinstance(first, ast.Constant) and first.value in kinds):
        return False
    names = all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)
    return not (names and len(node.elts) >= 2)


def _hand_built(source: str) -> list[str]:
    kinds = {str(kind) for kind in Kind}
    tree = ast.parse(source)
    return [
        f"line {node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if _is_action_literal(node, kinds)
    ]


def test_the_scan_finds_hand_built_actions():
    found = _hand_built('a = ("warrior", 3, 1)\nb = ("done",)\nc = ("orc", line)\n')
    assert len(found) == 3
    assert _hand_built('f = ("orc", "goblin")\ng = act.warrior(3, 1)\nh = ("cell", 3)\n') == []


def test_views_build_actions_only_through_the_constructors():
    files = sorted(VIEW_DIR.glob("*.py"))
    assert files
    found = {
        path.name: hits for path in files if (hits := _hand_built(path.read_text(encoding="utf-8")))
    }
    assert found == {}, f"tuple actions built by hand in views (use game.armadora.actions): {found}"
