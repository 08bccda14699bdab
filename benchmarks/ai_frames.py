"""Frame times of a game's play scene while the AI worker thinks (1280x800, headless).

    python benchmarks/ai_frames.py [--game armadora|goldmine|crown] [--frames 900] [--level hard]
        [--ponder on|off]

A human seat waits while an AI seat of ``--level`` plays in the worker process; the mouse
sweeps the board so hover previews are part of the cost.  Only frames during which a
search was running are counted.  The worker runs in its own process, so on this 2-core
machine the UI thread competes with it for the CPU.

``--ponder on|off``: the human seat (seat 0, first to move) thinks instead, never moving,
while the AI seat ponders (``on``) or not (``off``): the frames of a person deciding, with
the AI thinking on their time and without.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


SETUPS: dict[str, dict] = {"armadora": {"advanced": True}, "goldmine": {}, "crown": {}}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--game", default="armadora", choices=sorted(SETUPS))
    parser.add_argument("--ponder", choices=("on", "off"))
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["GOLD_AND_GLORY_HOME"] = home
        import pygame

        from game.app.app import App
        from game.app.views import get_view
        from game.engine import registry
        from game.engine.match import Match, SeatInfo

        app = App(size=(1280, 800))
        app.settings.ai_speed = "fast"
        seats = [SeatInfo("ai", args.level), SeatInfo("ai", args.level)]
        if args.ponder:
            seats[0] = SeatInfo("human")
        rules = registry.get(args.game).rules
        match = Match.new(rules, {"players": 2, **SETUPS[args.game]}, 7, seats)
        scene = app.push(get_view(args.game).play_scene(app, match))
        scene.ai.warm_up()
        if args.ponder == "off":
            scene.turns._ponder = lambda mover: None
        thinking: list[float] = []
        decisions = 0
        for i in range(args.frames):
            if match.is_over:
                break
            steps = len(match.steps)
            busy = scene.ai.busy or (args.ponder is not None and scene.is_human_turn())
            x, y = 100 + (i * 37) % 760, 180 + (i * 23) % 480
            started = time.perf_counter()
            app.step(
                1 / 60,
                events=[
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0)
                    )
                ],
            )
            elapsed = time.perf_counter() - started
            if busy:
                thinking.append(elapsed * 1000)
            decisions += len(match.steps) - steps
            time.sleep(max(0.0, 1 / 60 - elapsed))  # a real 60 FPS loop sleeps the rest
        scene.ai.shutdown()
        app.shutdown()
    ordered = sorted(thinking)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    what = "thinks" if args.ponder is None else f"waits for the person (ponder {args.ponder})"
    print(
        f"{args.game}: frames while the {args.level} AI {what}: "
        f"{len(thinking)} over {decisions} decisions"
    )
    print(
        f"median {statistics.median(thinking):.2f} ms, p99 {p99:.2f} ms "
        f"(budget: median < 5, p99 < 16)"
    )


if __name__ == "__main__":
    main()
