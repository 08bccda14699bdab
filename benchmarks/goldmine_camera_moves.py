"""How often Gold Mine's view moves by itself in a game nobody touches (headless).

    python benchmarks/goldmine_camera_moves.py [--seeds 1 2 3] [--size 1280x800 1920x1080]
        [--rounds 30] [--frames 40000]

Two random AI seats play a whole game on the play screen at fast speeds; every run of frames
in which the camera's zoom or centre changed counts as one move (and one with a zoom when the
zoom changed in it).  Squares move on screen only in these moves: issue 51's "stays put".
Figures for docs/decisions.md ("Gold Mine's camera stays put").
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def moves(seed: int, size: tuple[int, int], rounds: int, frames: int) -> tuple[int, int, int]:
    """(moves, moves with a zoom, tiles laid) in one game (or its first ``frames`` frames of
    a twentieth of a second)."""
    from game.app.app import App
    from game.engine import registry
    from game.engine.match import Match, SeatInfo
    from game.goldmine.view.play import GoldMinePlay

    app = App(size=size)
    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    seats = [SeatInfo("ai", "random"), SeatInfo("ai", "random")]
    setup = {"players": 2, "round_limit": rounds}
    match = Match.new(registry.get("goldmine").rules, setup, seed, seats)
    scene = app.push(GoldMinePlay(app, match))
    camera = scene.view.camera
    for _ in range(2):
        app.step(1 / 60, events=[])
    before, moving, zoomed = (camera.zoom, camera.centre), False, False
    count = zooms = 0
    for _ in range(frames):
        if match.is_over:
            break
        app.step(0.05, events=[])
        now = (camera.zoom, camera.centre)
        changed = now != before
        if changed and not moving:  # a move begins
            count, zoomed = count + 1, False
        if changed and now[0] != before[0] and not zoomed:
            zooms, zoomed = zooms + 1, True
        moving, before = changed, now
    tiles = len(match.state.board)
    scene.ai.shutdown()
    app.shutdown()
    return count, zooms, tiles


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--size", nargs="+", default=["1280x800", "1920x1080"])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--frames", type=int, default=40_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["GOLD_AND_GLORY_HOME"] = home
        for size in args.size:
            w, h = (int(n) for n in size.split("x"))
            for seed in args.seeds:
                count, zooms, tiles = moves(seed, (w, h), args.rounds, args.frames)
                print(f"{size} seed {seed}: {count} moves ({zooms} with a zoom), {tiles} tiles")


if __name__ == "__main__":
    main()
