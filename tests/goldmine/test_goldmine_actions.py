"""Gold Mine's typed actions (``game/goldmine/actions.py``): every legal action of many
random positions is one the constructors make, and the views build none by hand."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

from game.engine.contract import CHANCE, TERMINAL, to_action
from game.goldmine import actions as act
from game.goldmine.actions import Kind
from game.goldmine.ai import GoldMineKnowledge
from game.goldmine.rules import GoldMineRules

RULES = GoldMineRules()
KNOWLEDGE = GoldMineKnowledge()
KIND_NAMES = frozenset(k.value for k in Kind)
VIEW_DIR = Path(__file__).resolve().parents[2] / "game" / "goldmine" / "view"

SETUPS = [
    {"players": 2},
    {"players": 3, "mud": True},
    {"players": 4, "five_tiles": True, "mud": True},
    {"players": 4, "alliance": True},
    {"players": 6, "alliance": True, "round_limit": 30},
]


def positions(setup: dict, seed: int, steps: int = 2500):
    """The decision positions of one game played at random (half the AI's rollout policy,
    so that challenges, hand-overs and the winner's choices come up)."""
    rng = random.Random(seed)
    state = RULES.initial_state(RULES.normalize_setup(setup))
    for _ in range(steps):
        mover = RULES.to_move(state)
        if mover == TERMINAL:
            return
        if mover == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        legal = RULES.legal_actions(state)
        yield state, legal
        if rng.random() < 0.5:
            action = KNOWLEDGE.rollout_action(RULES, state, mover, rng)
        else:
            action = rng.choice(legal)
        RULES.apply(state, action)


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


# --- the views build no action by hand ---------------------------------------------------
NOT_AN_ACTION = "# a label, not an action"


def hand_built(path: Path) -> list[str]:
    """Tuple literals in ``path`` whose first item is a kind's name.  Left alone: a tuple of
    names only (two or more strings: no Gold Mine action carries a string part) and a line
    marked ``# a label, not an action``."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Tuple) or not node.elts:
            continue
        head = node.elts[0]
        if not (isinstance(head, ast.Constant) and head.value in KIND_NAMES):
            continue
        names_only = len(node.elts) > 1 and all(
            isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts
        )
        if names_only or lines[node.lineno - 1].rstrip().endswith(NOT_AN_ACTION):
            continue
        found.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_views_build_no_action_tuple():
    views = sorted(VIEW_DIR.glob("*.py"))
    assert len(views) > 10
    found = [line for path in views for line in hand_built(path)]
    assert not found, "build actions with game.goldmine.actions:\n" + "\n".join(found)


def test_the_scan_finds_a_hand_built_action(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        'a = ("place", 1, 2, 0)\nb = ("stay",)\nc = ("gold", seat)\nd = ("move", *p)\n'
        'names = ("place", "nugget")\nlabel = ("passage", t())  # a label, not an action\n'
        'other = ("warrior", 1)\n',
        encoding="utf-8",
    )
    assert [line.split(":")[1] for line in hand_built(sample)] == ["1", "2", "3", "4"]
