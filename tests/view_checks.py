"""Checks for view modules: what a view must not do.

A view gets observations and events only: it never reads ``match.state``, never calls
``sample_state`` (rebuilding a state), never reads a step's log lines to animate and
decodes a log key only to word the log (in ``log_text``), and imports none of its
game's rules internals (the game's test names them, or lists what it may import).
Checked on the source (:func:`offences`, :func:`unlisted_imports`) and while a game is
played through the screen (:func:`guarded_match`)."""

from __future__ import annotations

import ast
import sys
from collections.abc import Collection, Mapping
from pathlib import Path

from game.engine.match import Match


class Offences(ast.NodeVisitor):
    """What one view module does that a view must not (``found``: one line each)."""

    def __init__(self, name: str, forbidden: tuple[str, ...]) -> None:
        self.name = name
        self.forbidden = forbidden
        self.functions: list[str] = []
        self.found: list[str] = []

    def say(self, node: ast.AST, what: str) -> None:
        self.found.append(f"{self.name}:{node.lineno} {what}")

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        self.functions.append(node.name)
        self.generic_visit(node)
        self.functions.pop()

    def visit_Attribute(self, node: ast.Attribute) -> None:
        owner = node.value
        owner_name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if node.attr == "state" and owner_name == "match":
            self.say(node, "reads match.state")
        elif node.attr == "sample_state":
            self.say(node, "calls sample_state")
        elif node.attr == "entries":
            self.say(node, "reads a step's log lines")
        elif node.attr == "key" and owner_name == "entry" and "log_text" not in self.functions:
            self.say(node, "decodes a log key")
        self.generic_visit(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        module = node.module or ""
        for name in [module] + [f"{module}.{alias.name}" for alias in node.names]:
            if name in self.forbidden:
                self.say(node, f"imports {name}")


def offences(path: Path, forbidden: tuple[str, ...] = ()) -> list[str]:
    """What the view module ``path`` does that a view must not (importing one of the
    ``forbidden`` modules of its game included), one line each."""
    visitor = Offences(path.name, forbidden)
    visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
    return visitor.found


def unlisted_imports(
    path: Path, package: str, allowed: Mapping[str, Collection[str] | None]
) -> list[str]:
    """Imports in the module ``path`` of ``package``'s modules outside its view that
    ``allowed`` does not list (module -> the names it may give; None: any), one line each."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            pairs = [(node.module, alias.name) for alias in node.names]
            if node.module == package:  # ``from game.x import mine``: the module itself
                pairs = [(f"{package}.{alias.name}", None) for alias in node.names]
        elif isinstance(node, ast.Import):
            pairs = [(alias.name, None) for alias in node.names]
        else:
            continue
        for module, name in pairs:
            if not module.startswith(package) or module.startswith(f"{package}.view"):
                continue
            if module not in allowed:
                found.append(f"{path.name}:{node.lineno} imports {module}")
            elif allowed[module] is not None and name not in allowed[module]:
                found.append(f"{path.name}:{node.lineno} imports {name} from {module}")
    return found


def guarded_match(package: str) -> type[Match]:
    """A :class:`Match` whose ``state`` may not be read from a module of ``package`` (a
    game's view): reading it there raises AssertionError."""

    class GuardedMatch(Match):
        def __getattribute__(self, name: str):
            if name == "state":
                caller = sys._getframe(1)
                module = caller.f_globals.get("__name__", "")
                if module.startswith(package):
                    raise AssertionError(f"{module}.{caller.f_code.co_name} read match.state")
            return super().__getattribute__(name)

    return GuardedMatch
