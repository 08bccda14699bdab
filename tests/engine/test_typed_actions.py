"""No module of a game builds an action tuple by hand: each game's actions are built by the
constructors of its ``game/<game>/actions.py`` only (issue 50).

The scan reads every module under ``game/<game>/`` (rules, flow, AI, tutorial, explain,
position files, views...) but the game's ``actions.py`` and flags each tuple literal that
reads as one of the game's actions: its first item one of the game's kind strings and its
length one a constructor of that kind builds.  What the kinds' constructors build is learnt
from the constructors themselves (called with stand-in arguments), so a new kind or a new
shape needs no change here.

Tuples that open with a kind's name without being actions are left alone:

* a tuple of names only (every item a string: ``kind in ("castle", "wall")``), unless a
  constructor builds such a tuple (Crown's Dragon Lore target, ``("target", "N")``);
* a tuple with a tuple, list, set or dict literal among its parts (a table's row: no action
  part is a container);
* a tuple unpacked at once into names: the right side of ``stage, steps = "move", 1`` and the
  rows of a literal table a ``for`` loop unpacks (``for deck, cards in (("general", ...),)``).
"""

from __future__ import annotations

import ast
import importlib
import inspect
import itertools
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("armadora", "goldmine", "crown")


@dataclass
class Shapes:
    """What a game's constructors build: the tuple lengths of each kind, and the (kind,
    length) pairs whose parts may all be strings."""

    lengths: dict[str, set[int]] = field(default_factory=dict)
    named: set[tuple[str, int]] = field(default_factory=set)

    def add(self, action: tuple) -> None:
        self.lengths.setdefault(action[0], set()).add(len(action))
        if all(isinstance(part, str) for part in action):
            self.named.add((action[0], len(action)))


def _stand_ins(annotation: str, kinds: list[str]) -> list[object]:
    """Arguments to call a constructor's parameter with, from its annotation."""
    if "Kind" in annotation:
        return list(kinds)
    if "str" in annotation:
        return ["N"]  # a direction, Crown's only string part; anything else raises
    return [0]


def shapes_of(module: ModuleType) -> Shapes:
    """The shapes built by every public function of ``module`` that returns an ``Action``,
    called with stand-in arguments (with and without its optional parameters); a call the
    constructor refuses (a kind that is not its own) is skipped."""
    kinds = [kind.value for kind in module.Kind]
    shapes = Shapes()
    for name, make in vars(module).items():
        if name.startswith("_") or not inspect.isfunction(make):
            continue
        if make.__module__ != module.__name__:
            continue
        signature = inspect.signature(make)
        if signature.return_annotation not in ("Action", tuple):
            continue
        params = list(signature.parameters.values())
        required = [p for p in params if p.default is inspect.Parameter.empty]
        for used in {len(required), len(params)}:
            choices = [_stand_ins(str(p.annotation), kinds) for p in params[:used]]
            for args in itertools.product(*choices):
                try:
                    built = make(*args)
                except (ValueError, TypeError, KeyError):
                    continue
                if isinstance(built, tuple) and built and built[0] in kinds:
                    shapes.add(built)
    return shapes


def _unpacked(tree: ast.AST) -> set[int]:
    """The ids of the tuple literals unpacked at once into names (never an action)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            pairs = [(target, node.value) for target in node.targets]
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            pairs = []
            if isinstance(node.iter, (ast.Tuple, ast.List)):
                pairs = [(node.target, row) for row in node.iter.elts]
        else:
            continue
        for target, value in pairs:
            if (
                isinstance(target, ast.Tuple)
                and isinstance(value, ast.Tuple)
                and len(target.elts) == len(value.elts)
            ):
                found.add(id(value))
    return found


def looks_like_action(node: ast.Tuple, shapes: Shapes) -> bool:
    """A tuple literal written as one of the game's actions (see the module's docstring)."""
    items = node.elts
    if not items or not isinstance(items[0], ast.Constant):
        return False
    kind = items[0].value
    if not isinstance(kind, str) or kind not in shapes.lengths:
        return False
    rest = items[1:]
    if any(isinstance(item, (ast.Tuple, ast.List, ast.Set, ast.Dict)) for item in rest):
        return False
    if any(isinstance(item, ast.Starred) for item in rest):
        return len(items) - 1 <= max(shapes.lengths[kind])
    if len(items) not in shapes.lengths[kind]:
        return False
    names = all(isinstance(item, ast.Constant) and isinstance(item.value, str) for item in items)
    return not names or len(items) == 1 or (kind, len(items)) in shapes.named


def hand_built(source: str, shapes: Shapes, name: str = "<source>") -> list[str]:
    """``name:line: tuple`` for every action tuple built by hand in ``source``."""
    tree = ast.parse(source, filename=name)
    skip = _unpacked(tree)
    found = [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Tuple) and id(node) not in skip and looks_like_action(node, shapes)
    ]
    found.sort(key=lambda node: (node.lineno, node.col_offset))
    return [f"{name}:{node.lineno}: {ast.unparse(node)}" for node in found]


def game_shapes(game: str) -> Shapes:
    return shapes_of(importlib.import_module(f"game.{game}.actions"))


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_has_a_constructor_the_scan_knows(game):
    module = importlib.import_module(f"game.{game}.actions")
    assert set(game_shapes(game).lengths) == {kind.value for kind in module.Kind}


@pytest.mark.parametrize("game", GAMES)
def test_no_module_of_the_game_builds_an_action_tuple(game):
    folder = ROOT / "game" / game
    shapes = game_shapes(game)
    paths = sorted(p for p in folder.rglob("*.py") if p != folder / "actions.py")
    assert len(paths) > 20 and any(p.parent != folder for p in paths)  # views, flow too
    found = [
        line
        for path in paths
        for line in hand_built(
            path.read_text(encoding="utf-8"), shapes, str(path.relative_to(ROOT))
        )
    ]
    assert not found, f"build actions with game/{game}/actions.py:\n" + "\n".join(found)


def _lines(found: list[str]) -> list[int]:
    return [int(line.split(":")[1]) for line in found]


def test_the_scan_finds_planted_actions_and_names_their_lines():
    crown = game_shapes("crown")
    planted = (
        'a = ("attack", x, y)\n'  # 1
        'b = [("end",), ("keep", g)]\n'  # 2
        'c = ("target", *square)\n'  # 3
        'd = ("target", "N")\n'  # 4: the Dragon Lore target, only strings
        'e = ("target", "N", 2)\n'  # 5
        'f = ("upkeep", 0b11)\n'  # 6
        "g = at(x) or (\n"  # 7
        '    "move", 1, 2)\n'
    )
    found = hand_built(planted, crown, "planted.py")
    assert _lines(found) == [1, 2, 2, 3, 4, 5, 6, 7]
    assert found[0] == "planted.py:1: ('attack', x, y)"


def test_the_scan_leaves_names_tables_and_unpacking_alone():
    crown = game_shapes("crown")
    alone = (
        'if kind in ("castle", "wall"): pass\n'  # names only
        'key = ("military", kind, size, colorblind)\n'  # no military action is 4 long
        'row = ("general", ("sword", "vanguard"))\n'  # a table's row
        'state.stage, state.steps = "keep", 3\n'  # unpacked at once
        'for deck, cards in (("general", dealt), ("military", offer)): pass\n'
        'label = ("black", view.card)\n'  # the black card is bought with no part
        'other = ("warrior", 3, 1)\n'  # Armadora's kind, not Crown's
        "built = acts.attack(x, y)\n"
    )
    assert hand_built(alone, crown) == []


def test_each_game_has_its_own_kinds_and_shapes():
    armadora, goldmine = game_shapes("armadora"), game_shapes("goldmine")
    assert _lines(hand_built('a = ("warrior", 3, 1)\nb = ("done",)\n', armadora)) == [1, 2]
    assert hand_built('f = ("orc", "goblin")\nh = ("done", "pass")\n', armadora) == []
    assert goldmine.lengths["excavate"] == {1, 2}  # the optional own tile
    source = 'a = ("place", 1, 2, 0)\nb = ("excavate", 7)\nc = ("move", low)\n'
    assert _lines(hand_built(source, goldmine)) == [1, 2]
