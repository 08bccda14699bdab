"""The play scene's parts see it through a typed context, and each piece of shared state has
one writer (:mod:`game.app.play_context`).

Read from the source: every parameter named ``scene`` in ``game/`` is annotated with a
protocol; every attribute a function reads or writes of its ``scene`` (or a part of its
``self.scene``) is one that protocol declares; and each attribute written through a scene
(``scene.x = …``, ``self.scene.x += …``) is written from one module only.  Then, on real
scenes: every game's play scene has every member its protocol declares.
"""

from __future__ import annotations

import ast
import importlib
import typing
from collections import defaultdict
from pathlib import Path

import pytest

from game.app.play_context import PlayContext
from game.app.review.controls import ReviewContext
from game.armadora.view.context import ArmadoraContext
from game.crown.view.context import CrownContext
from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.goldmine.view.context import GoldMineContext
from tests.ui_fixtures import frames

ROOT = Path(__file__).resolve().parents[2]
PROTOCOLS = {
    "PlayContext": PlayContext,
    "ArmadoraContext": ArmadoraContext,
    "GoldMineContext": GoldMineContext,
    "CrownContext": CrownContext,
    "ReviewContext": ReviewContext,
}
PLAIN_SCENES = {"Scene", "Scene | str"}
"""Helpers that take any screen (the app's scene stack, dialogs): no play scene's state."""


def members(protocol: type) -> set[str]:
    """What ``protocol`` declares: annotated attributes, methods and properties, inherited
    from the protocols it extends."""
    found: set[str] = set()
    for cls in protocol.__mro__:
        if cls in (object, typing.Protocol, typing.Generic):
            continue
        found |= set(getattr(cls, "__annotations__", {}))
        found |= {name for name in vars(cls) if not name.startswith("_")}
    return found


def sources() -> list[Path]:
    return sorted(p for p in (ROOT / "game").rglob("*.py"))


def scene_params(tree: ast.AST) -> list[tuple[ast.FunctionDef, ast.arg]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for arg in [*node.args.args, *node.args.kwonlyargs]:
                if arg.arg == "scene":
                    found.append((node, arg))
    return found


def class_contexts(tree: ast.AST) -> dict[ast.ClassDef, str]:
    """Each class whose ``__init__`` takes a typed ``scene``: the protocol ``self.scene`` has."""
    found = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                    for arg in item.args.args:
                        if arg.arg == "scene" and arg.annotation is not None:
                            found[node] = ast.unparse(arg.annotation)
    return found


def uses(node: ast.AST, through_self: bool) -> list[ast.Attribute]:
    """The attributes read or written of ``scene`` (or of ``self.scene``) inside ``node``."""
    found = []
    for sub in ast.walk(node):
        if not isinstance(sub, ast.Attribute):
            continue
        base = sub.value
        if (isinstance(base, ast.Name) and base.id == "scene") or (
            through_self
            and isinstance(base, ast.Attribute)
            and base.attr == "scene"
            and isinstance(base.value, ast.Name)
            and base.value.id == "self"
        ):
            found.append(sub)
    return found


def test_every_scene_parameter_is_typed_with_a_protocol() -> None:
    untyped = []
    for path in sources():
        for function, arg in scene_params(ast.parse(path.read_text())):
            annotation = None if arg.annotation is None else ast.unparse(arg.annotation)
            if annotation not in PROTOCOLS and annotation not in PLAIN_SCENES:
                untyped.append(f"{path.relative_to(ROOT)}:{function.lineno} scene: {annotation}")
    assert not untyped, "a part takes an untyped scene:\n" + "\n".join(untyped)


def test_parts_use_only_what_their_context_declares() -> None:
    unknown = []
    for path in sources():
        tree = ast.parse(path.read_text())
        checked: list[tuple[ast.AST, str, bool]] = []
        for function, arg in scene_params(tree):
            if arg.annotation is not None and ast.unparse(arg.annotation) in PROTOCOLS:
                checked.append((function, ast.unparse(arg.annotation), False))
        for cls, annotation in class_contexts(tree).items():
            if annotation in PROTOCOLS:
                checked.append((cls, annotation, True))
        for node, annotation, through_self in checked:
            declared = members(PROTOCOLS[annotation])
            for attribute in uses(node, through_self):
                if attribute.attr not in declared:
                    unknown.append(
                        f"{path.relative_to(ROOT)}:{attribute.lineno} scene.{attribute.attr}"
                        f" (not in {annotation})"
                    )
    assert not unknown, "\n".join(sorted(set(unknown)))


def scene_own_writes(tree: ast.AST) -> list[tuple[ast.AST, str]]:
    """``self.x = …`` in a play scene's own methods (its ``__init__`` sets them up and is not
    counted): a scene writing what a part also writes is two writers."""
    found = []
    for cls in ast.walk(tree):
        if not isinstance(cls, ast.ClassDef):
            continue
        if not any("PlayScene" in ast.unparse(base) for base in cls.bases) and cls.name != (
            "PlayScene"
        ):
            continue
        for method in cls.body:
            if not isinstance(method, ast.FunctionDef) or method.name == "__init__":
                continue
            for node in ast.walk(method):
                targets = node.targets if isinstance(node, ast.Assign) else []
                if isinstance(node, ast.AugAssign | ast.AnnAssign):
                    targets = [node.target]
                for target in targets:
                    if (
                        isinstance(target, ast.Attribute)
                        and isinstance(target.value, ast.Name)
                        and target.value.id == "self"
                    ):
                        found.append((node, target.attr))
    return found


def several(modules: set[str]) -> bool:
    """More than one writer for one scene: two modules of one game, two of the app's shared
    parts, or one of each (two games' scenes may each keep a private ``_why``)."""
    families: dict[str, int] = defaultdict(int)
    for module in modules:
        parts = Path(module).parts
        families[parts[1] if parts[1] != "app" else "app"] += 1
    shared = families.pop("app", 0)
    return shared > 1 or any(count + shared > 1 for count in families.values())


def test_each_piece_of_shared_state_has_one_writer() -> None:
    writers: dict[str, set[str]] = defaultdict(set)
    for path in sources():
        tree = ast.parse(path.read_text())
        for _node, attr in scene_own_writes(tree):
            writers[attr].add(str(path.relative_to(ROOT)))
        for node in ast.walk(tree):
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            for target in targets:
                for attribute in uses(target, through_self=True):
                    if attribute is target:
                        writers[attribute.attr].add(str(path.relative_to(ROOT)))
    shared = {name: where for name, where in writers.items() if several(where)}
    assert not shared, f"state written by several parts: {shared}"


def test_a_second_writer_would_be_found() -> None:
    """The scan itself: two modules writing ``scene.version`` are two writers."""
    tree = ast.parse("def f(scene):\n    scene.version += 1\n    self.scene.mouse = (1, 2)\n")
    written = [
        a.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign | ast.AugAssign)
        for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
        for a in uses(target, through_self=True)
    ]
    assert written == ["version", "mouse"]


@pytest.mark.parametrize(
    ("game_id", "protocol"),
    [("armadora", ArmadoraContext), ("goldmine", GoldMineContext), ("crown", CrownContext)],
)
def test_every_play_scene_has_what_its_context_declares(make_app, game_id, protocol) -> None:
    app = make_app()
    info = registry.get(game_id)
    seats = [SeatInfo("human"), SeatInfo("ai", "greedy")]
    scene = app.push(info.view.play_scene(app, Match.new(info.rules, {"players": 2}, 7, seats)))
    frames(app, 2)
    missing = sorted(name for name in members(protocol) if not hasattr(scene, name))
    assert not missing, f"{game_id}'s play scene lacks {missing}"
    module = importlib.import_module(f"game.{game_id}.view.context")
    assert module.__doc__
