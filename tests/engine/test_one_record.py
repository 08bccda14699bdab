"""One record of what happened: the rules emit events, and only the games' wording modules
(and the engine's own, for the match's steps) build log lines from them."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
WORDING = {"log_words.py"}
"""The modules that word events as log lines (one per game)."""
ENGINE_WORDING = GAME / "engine" / "events.py"
"""The match's own events (a resignation) and their words."""


def builds_log_lines(path: Path) -> list[int]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name | ast.Attribute)
        and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr) == "LogEntry"
    ]


def test_no_module_but_the_wording_builds_a_log_line():
    found = {
        f"{path.relative_to(GAME)}:{line}"
        for path in GAME.rglob("*.py")
        if path.name not in WORDING and path != ENGINE_WORDING
        for line in builds_log_lines(path)
    }
    assert found == set()


def test_every_shipped_game_words_its_log_in_one_module():
    from game.games import SHIPPED

    for game_id in SHIPPED:
        assert (GAME / game_id / "log_words.py").is_file(), game_id
