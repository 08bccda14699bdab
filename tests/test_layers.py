"""The layers, enforced: what each part of the tree may import.

* the engine (``game/engine``) imports no game package, no pygame, and neither the
  persistence layer nor the app shell (both stand above it; the safe JSON files they
  share are ``game/jsonio.py``, below all three);
* a game's rules and AI knowledge (``game/<id>/`` outside ``view/``) import no pygame;
* the app shell (``game/app``), the command line and the persistence layer import no
  game package, and nothing outside ``game/app`` names a game's view;
* nothing in the engine, the app shell or the command line names a game by its id.

Imports are read from the syntax tree, function-level imports included, so a lazy import
counts as much as one at the top of a module.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from game.games import SHIPPED
from tests.waiting import HANG_SECONDS

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
GUI = ("pygame", "pygame_gui")


def imports(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in the file."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def python_files(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def game_packages() -> list[Path]:
    """Every game package under ``game/`` (a folder with rules), shipped or not."""
    shells = {"app", "engine", "persistence"}
    return [
        p
        for p in GAME.iterdir()
        if p.is_dir() and p.name not in shells and (p / "__init__.py").exists()
    ]


def is_game_module(name: str) -> bool:
    parts = name.split(".")
    packages = {p.name for p in game_packages()} | set(SHIPPED)
    return len(parts) >= 2 and parts[0] == "game" and parts[1] in packages


def is_gui(name: str) -> bool:
    return name.split(".")[0] in GUI


def offenders(files: list[Path], bad) -> list[str]:
    return [
        f"{path.relative_to(ROOT)} imports {name}"
        for path in files
        for name in sorted(imports(path))
        if bad(name)
    ]


def test_the_engine_imports_no_game_and_no_pygame() -> None:
    files = python_files(GAME / "engine")
    assert files
    assert offenders(files, lambda n: is_game_module(n) or is_gui(n)) == []


def test_the_engine_imports_neither_persistence_nor_the_app() -> None:
    """Records and position files read and write through ``game/jsonio.py``, which stands
    below both the engine and the persistence layer (persistence may use the engine)."""
    files = python_files(GAME / "engine")
    below = ("game.persistence", "game.app")
    assert offenders(files, lambda n: n.startswith(below)) == []


def test_the_file_helpers_import_nothing_of_the_game() -> None:
    """``game/jsonio.py`` and ``game/filelock.py`` are the floor under the engine and
    persistence: stdlib only."""
    helpers = [GAME / "jsonio.py", GAME / "filelock.py"]
    assert offenders(helpers, lambda n: n == "game" or n.startswith("game.")) == []


def test_rules_and_ai_knowledge_import_no_pygame() -> None:
    packages = game_packages()
    assert packages
    for package in packages:
        files = [p for p in python_files(package) if "view" not in p.relative_to(package).parts]
        assert files
        assert offenders(files, is_gui) == []
        assert offenders(files, lambda n: ".view" in n) == []


def test_the_app_shell_command_line_and_persistence_import_no_game() -> None:
    files = python_files(GAME / "app") + python_files(GAME / "persistence")
    files += [GAME / "cli.py", GAME / "text.py", GAME / "paths.py", ROOT / "main.py"]
    assert offenders(files, is_game_module) == []


@pytest.mark.parametrize("folder", ["engine", "app", "persistence"])
def test_no_shell_module_names_a_game(folder: str) -> None:
    """Not even in a string: the registry and ``game/games.py`` are how games are found."""
    pattern = re.compile(r"\b(" + "|".join(map(re.escape, SHIPPED)) + r")\b", re.IGNORECASE)
    files = python_files(GAME / folder) + ([GAME / "cli.py"] if folder == "engine" else [])
    named = []
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {  # module, class, function and attribute docstrings may speak of games
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in docstrings and pattern.search(node.value):
                    named.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value!r}")
            elif isinstance(node, ast.Name) and pattern.search(node.id):
                named.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.id}")
    assert named == []


def test_the_ai_worker_and_the_command_line_load_no_pygame() -> None:
    """Loading a game's rules and knowledge through the registry keeps pygame out."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from game.engine import registry\n"
        "from game.engine.ai import knowledge_for\n"
        "for info in registry.games():\n"
        "    info.rules; knowledge_for(info.game_id); info.analyse\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')]\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=HANG_SECONDS
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
