"""A source check for view modules: what a view must not do.

A view gets observations and events only: it never reads ``match.state``, never calls
``sample_state`` (rebuilding a state), never reads a step's log lines to animate and
decodes a log key only to word the log (in ``log_text``), and imports none of its
game's rules internals (the game's test names them)."""

from __future__ import annotations

import ast
from pathlib import Path


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
