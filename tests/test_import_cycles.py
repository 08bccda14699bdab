"""No import cycle in ``game/``.

The graph is read from the syntax tree of every module: every import counts, wherever it
stands (at the top, inside a function, under ``if TYPE_CHECKING``), since a cycle hidden in
a function is still a cycle and one kept for type hints still ties the files together.  An
import of ``package.module`` or ``from package import module`` points at the module; one of
a name from a package points at its ``__init__``.  Dynamic imports (``importlib``, the
registry's and the views' ``"module:name"`` references) are not imports and are not read.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def module_files(root: Path, package: str) -> dict[str, Path]:
    """Every module of ``package`` under ``root`` by its dotted name."""
    found = {}
    for path in sorted((root / package).rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def import_graph(root: Path, package: str = "game") -> dict[str, set[str]]:
    """``module -> the modules of the package it imports`` (anywhere in its source)."""
    modules = module_files(root, package)
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets: set[str] = set()
        is_package = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets.update(alias.name for alias in node.names if alias.name in modules)
            elif isinstance(node, ast.ImportFrom):
                base = _absolute(name, is_package, node)
                for alias in node.names:
                    if f"{base}.{alias.name}" in modules:
                        targets.add(f"{base}.{alias.name}")
                    elif base in modules:
                        targets.add(base)
        targets.discard(name)
        graph[name] = targets
    return graph


def _absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The module a ``from ... import`` names, relative imports resolved."""
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    keep = len(parts) - node.level + (1 if is_package else 0)
    base = ".".join(parts[:keep])
    return f"{base}.{node.module}" if node.module else base


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (``a, b, ..., a``) through each group of modules that import each other."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[set[str]] = []

    def visit(start: str) -> None:  # Tarjan's strongly connected components, iteratively
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for target in edges:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.add(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(group)

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return [_loop(graph, group) for group in groups]


def _loop(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A shortest way round from the first module of ``group`` back to itself."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for target in sorted(graph[node] & group):
            if target == start:
                return [*paths[node], start]
            if target not in paths:
                paths[target] = [*paths[node], target]
                queue.append(target)
    return sorted(group)


def test_no_import_cycle_in_game() -> None:
    found = cycles(import_graph(ROOT))
    assert found == [], "import cycles: " + "; ".join(" -> ".join(c) for c in found)


def test_a_cycle_hidden_in_a_function_is_found(tmp_path: Path) -> None:
    package = tmp_path / "game"
    (package / "app").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "app" / "__init__.py").write_text("")
    (package / "app" / "menu.py").write_text("from game.app.load import Load\n")
    (package / "app" / "load.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.app import results\n"
    )
    (package / "app" / "results.py").write_text(
        "def to_menu():\n    from game.app.menu import Menu\n"
    )
    (package / "app" / "apart.py").write_text("from . import menu\n")
    graph = import_graph(tmp_path)
    assert graph["game.app.apart"] == {"game.app.menu"}  # a relative import is read too
    assert cycles(graph) == [
        ["game.app.load", "game.app.results", "game.app.menu", "game.app.load"]
    ]
