"""``python main.py analyse FILE``: answer a position file's question, whatever its game.

A position file is a JSON object whose ``game`` field names the game; that game's
registry entry supplies the answer (``GameInfo.analyse``: decoded data in, a JSON-able
dict out, :class:`ValueError` naming the problem for a malformed position).  A game may
also declare a command of its own (``GameInfo.analyse_command``, e.g. Armadora's
``score``) that reads files of that game, with or without a ``game`` field.

The answer is printed as one JSON object; a malformed file prints one line
``error: ...`` on stderr and exits 2, never a traceback.  Numbers are at most 40
characters long as read (each game bounds its own to the spec's ranges), so no answer
is too large to print.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game import jsonio
from game.engine import registry

EXIT_ERROR = 2
MAX_BYTES = 8 * 1024 * 1024
"""Position files are small; anything larger is refused before it is read."""
MAX_ITEMS = 1_000_000
"""Most values (brackets and commas, counted before parsing) in a position file."""


class AnalysisError(ValueError):
    """A position file that cannot be answered; the message names the problem."""


def read_position(path: str | Path) -> Any:
    """The decoded JSON of a regular file of at most :data:`MAX_BYTES` (plain data as
    :func:`jsonio.loads` checks it: bounded numbers, depth and values, drawable text)."""
    try:
        text = jsonio.read_text(Path(path), MAX_BYTES)
    except jsonio.BrokenFile as exc:  # not a regular file, too large, not UTF-8
        raise AnalysisError(f"cannot read {path}: {exc}") from None
    if text is None:
        raise AnalysisError(f"cannot read {path}: no such file")
    try:
        return jsonio.loads(text, max_text=MAX_BYTES, max_items=MAX_ITEMS)
    except jsonio.BrokenFile as exc:
        raise AnalysisError(f"bad JSON: {exc}") from None


def analyse(data: Any, game: str | None = None) -> dict[str, Any]:
    """The answer to a decoded position: of the game its ``game`` field names, or of
    ``game`` when given (a game's own command; that game then checks the field itself)."""
    if not isinstance(data, dict):
        raise AnalysisError("the position must be a JSON object")
    game_id = game if game is not None else data.get("game")
    if game_id is None:
        raise AnalysisError("the position needs a 'game' field")
    if not isinstance(game_id, str):
        raise AnalysisError(f"'game' must be a string, not {json.dumps(game_id)}")
    try:
        info = registry.get(game_id)
    except KeyError:
        known = ", ".join(f'"{g}"' for g in registry.known())
        raise AnalysisError(f"unknown game {json.dumps(game_id)} (known: {known})") from None
    if info.analyse is None:
        raise AnalysisError(f"{game_id} has no position analysis")
    try:
        return info.analyse(data)
    except RecursionError:
        raise AnalysisError("the position is nested too deeply") from None


def command_games() -> dict[str, str]:
    """Game-specific command names -> the game they read (e.g. ``score`` -> Armadora)."""
    commands = {}
    for info in registry.games():
        if info.analyse_command:
            commands[info.analyse_command] = info.game_id
    return commands


def main(argv: Sequence[str], game: str | None = None, command: str = "analyse") -> int:
    """Entry point of ``python main.py analyse FILE``; returns the exit code."""
    args = list(argv)
    if len(args) != 1 or args[0].startswith("-"):
        print(f"usage: main.py {command} FILE", file=sys.stderr)
        return EXIT_ERROR
    try:
        answer = json.dumps(analyse(read_position(args[0]), game))
    except ValueError as exc:  # AnalysisError, the games' own position errors, and any
        # answer that cannot be written as JSON
        message = " ".join(str(exc).split())
        print(f"error: {message}", file=sys.stderr)
        return EXIT_ERROR
    print(answer)
    return 0
