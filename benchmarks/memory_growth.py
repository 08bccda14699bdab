"""Resident memory of the real window across many resizes and many games in a row.

    python benchmarks/memory_growth.py [--resizes 50] [--games 10]

The app starts at the main menu in a real window (its own Xvfb when ``DISPLAY`` is unset,
as in ``idle_cpu.py``); then the window is resized ``--resizes`` times to sizes between the
minimum and 1440x900, then ``--games`` games are shown one after another (an Armadora game
in play and its results, a Gold Mine mine in play and its results, back to the menu).
Resident memory is printed after each phase and at its peak.  Budget (issue 15): no growth
over 10 % across the resizes and the games, peak under 150 MB for the app (the AI worker
is a process of its own).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from idle_cpu import peak_mb, real_window, resident_mb


def frames(app, count: int) -> None:
    """Frames as the app runs them: events taken from the queue (pygame-gui's own events
    hold their widgets until someone takes them)."""
    for _ in range(count):
        app.step(1 / 60)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--resizes", type=int, default=50)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args(argv)
    with real_window():
        from game.app.app import App
        from game.app.results_scene import ResultsScene
        from game.app.scenes.main_menu import MainMenu
        from game.armadora.view.play import ArmadoraPlay
        from game.armadora.view.samples import played_match
        from game.goldmine.view.play import GoldMinePlay
        from game.goldmine.view.samples import big_mine_match

        app = App(size=(1280, 800))
        app.reset_to(MainMenu(app))
        frames(app, 30)
        start = resident_mb()
        print(f"main menu                      {start:7.0f} MB")
        for i in range(args.resizes):
            app.resize((1024 + (i * 37) % 417, 640 + (i * 23) % 261))
            frames(app, 3)
        app.resize((1280, 800))
        frames(app, 10)
        after_resizes = resident_mb()
        print(
            f"after {args.resizes} resizes              {after_resizes:7.0f} MB "
            f"({(after_resizes / start - 1) * 100:+.0f} %)"
        )
        for game in range(args.games):
            app.reset_to(ArmadoraPlay(app, played_match(steps=40, seed=game)))
            frames(app, 30)
            app.reset_to(ResultsScene(app, played_match(seed=game)))
            frames(app, 10)
            app.reset_to(GoldMinePlay(app, big_mine_match()))
            frames(app, 30)
            app.reset_to(MainMenu(app))
            frames(app, 10)
        after_games = resident_mb()
        print(
            f"after {args.games} games in a row         {after_games:7.0f} MB "
            f"({(after_games / after_resizes - 1) * 100:+.0f} % since the resizes)"
        )
        print(f"peak resident memory           {peak_mb():7.0f} MB (budget 150 MB)")
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
