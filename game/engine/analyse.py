"""``python main.py analyse FILE``: answer a position file's question, whatever its game.

A position file is a JSON object whose ``game`` field names the game; that game's
registry entry supplies the answer (``GameInfo.analyse``: decoded data in, a JSON-able
dict out, :class:`ValueError` naming the problem for a malformed position).  A game may
also declare a command of its own (``GameInfo.analyse_command``, e.g. Armadora's
``score``) that reads files of that game, with or without a ``game`` field.

The answer is printed as one JSON object; a malformed file prints one line
``error: ...`` on stderr and exits 2, never a traceback.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.engine import registry

EXIT_ERROR = 2
MAX_BYTES = 8 * 1024 * 1024
"""Position files are small; anything larger is refused before it is read."""


class AnalysisError(ValueError):
    """A position file that cannot be answered; the message names the problem."""


def read_position(path: str | Path) -> Any:
    """The decoded JSON of a regular file of at most :data:`MAX_BYTES`."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise AnalysisError(f"cannot read {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise AnalysisError(f"{path} is not a regular file")
    if info.st_size > MAX_BYTES:
        raise AnalysisError(f"{path} is larger than {MAX_BYTES // (1024 * 1024)} MB")
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise AnalysisError(f"cannot read {path}: {exc}") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise AnalysisError("bad JSON: nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, and integers too long to convert
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
        result = analyse(read_position(args[0]), game)
    except ValueError as exc:  # AnalysisError and the games' own position errors
        message = " ".join(str(exc).split())
        print(f"error: {message}", file=sys.stderr)
        return EXIT_ERROR
    print(json.dumps(result))
    return 0
