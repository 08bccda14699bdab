"""Command line: start the app, or run one of the headless commands.

python main.py                  start the game
python main.py --self-test      load every asset, render every scene headless, exit 0/1
python main.py --version        print the version
python main.py analyse FILE     answer a position file of any game (JSON out)
python main.py NAME FILE        a game's own position command (Armadora: score)
python main.py selfplay ...     AI-only matches, JSON summary out
python main.py review SAVE      a game's win-chance curve and turning points (--seat N, --json)
python main.py check-saves      save, list, load, play on and delete a match of every game
"""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Callable, Sequence

from game.version import __version__

# Headless subcommands: name -> "module:function" taking argv and returning an exit code.
# Imported lazily so that starting the game stays fast.
SUBCOMMANDS: dict[str, str] = {
    "analyse": "game.engine.analyse:main",
    "check-saves": "game.persistence.save_check:main",
    "review": "game.engine.review.cli:main",
    "selfplay": "game.engine.runner:main",
}


def _subcommand(name: str) -> Callable[[Sequence[str]], int] | None:
    """The function behind a headless command: a generic one, or a game's own position
    command as its registry entry declares it; None when ``name`` is neither."""
    if name in SUBCOMMANDS:
        module_name, func = SUBCOMMANDS[name].split(":")
        return getattr(importlib.import_module(module_name), func)
    if name.startswith("-"):
        return None
    # Imported here, as the subcommands are: the game starts without them.
    from game.engine import analyse

    game_id = analyse.command_games().get(name)
    if game_id is None:
        return None
    return lambda args: analyse.main(args, game=game_id, command=name)


def main(argv: Sequence[str]) -> int:
    argv = list(argv)
    command = _subcommand(argv[0]) if argv else None
    if command is not None:
        return command(argv[1:])
    parser = argparse.ArgumentParser(prog="gold-and-glory", description="Gold & Glory")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--self-test", action="store_true", help="render every scene headless and exit"
    )
    parser.add_argument("--screenshot", metavar="FILE", help="save a screenshot after start-up")
    parser.add_argument("--size", metavar="WxH", help="initial window size, e.g. 1024x640")
    parser.add_argument("--lang", choices=["en", "ko"], help="language for this run")
    parser.add_argument("--first-frame-report", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.version:
        print(__version__)
        return 0
    # The app (pygame) is imported only on these paths: the headless commands never load it.
    if args.self_test:
        from game.app.selftest import run_self_test

        return run_self_test()
    from game.app.app import run_app

    return run_app(
        screenshot=args.screenshot,
        size=args.size,
        lang=args.lang,
        first_frame_report=args.first_frame_report,
    )
