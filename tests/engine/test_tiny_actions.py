"""Tiny Duel's declared action kinds (tests/tiny_game/actions.py): every legal action of
random games is one its constructors build, the readers give back the parts, and its view
builds no action by hand.  The test to copy for a new game's ``actions.py``."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest
from tiny_game import RULES
from tiny_game import actions as act
from tiny_game.actions import Kind

from game.engine.contract import CHANCE, TERMINAL

VIEW = Path(__file__).resolve().parents[1] / "tiny_view.py"
SETUPS = [
    {"players": 2},
    {"players": 3, "defend": True},
    {"players": 4, "teams": True, "defend": True},
    {"players": 6, "rounds": 1},
]


def rebuilt(action: tuple) -> tuple:
    """The action built again from its parts by its kind's constructor."""
    return act.BUILD[act.kind_of(action)](*action[1:])


def test_every_legal_action_of_random_games_is_built_by_the_constructors():
    seen: set[Kind] = set()
    positions = 0
    for game in range(24):
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
                assert type(action[0]) is str  # the plain string: repr and saves unchanged
                assert rebuilt(action) == action, action
                seen.add(kind)
            RULES.apply(state, rng.choice(legal))
    assert positions > 200
    assert seen == set(Kind)  # every kind was legal somewhere


def test_readers_give_the_parts_the_constructors_took():
    assert act.target(act.peek(2)) == 2 and act.target(act.duel(5)) == 5
    assert act.kind_of(act.yield_()) == Kind.YIELD == "yield"
    assert [act.take(), act.roll(), act.end()] == [("take",), ("roll",), ("end",)]
    assert set(act.BUILD) == set(Kind)
    assert {Kind.ACCEPT, Kind.YIELD} == act.ANSWERS and {Kind.PEEK, Kind.DUEL} == act.AT_SEAT
    with pytest.raises(ValueError):
        act.kind_of(("fly", 3))


def hand_built(source: str) -> list[str]:
    """Tuple literals that open with a kind's string: actions built by hand."""
    kinds = {str(kind) for kind in Kind}
    return [
        f"line {node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Tuple)
        and node.elts
        and isinstance(node.elts[0], ast.Constant)
        and node.elts[0].value in kinds
    ]


def test_the_scan_finds_hand_built_actions():
    assert len(hand_built('a = ("take",)\nb = ("duel", j)\n')) == 2
    assert hand_built('c = act.duel(j)\nd = ("seat", 3)\n') == []


def test_the_view_builds_actions_only_through_the_constructors():
    assert hand_built(VIEW.read_text(encoding="utf-8")) == []
