"""Whole AI turns as a player waits for them: the real play scene, paced, in real time.

    python benchmarks/ai_turn_times.py [--game crown] [--level hard] [--turns 12]
        [--speed normal] [--human-think 0] [--seed 3]

A headless window (1280x800, SDL's dummy driver) plays a two-player game: seat 0 is the
"human", played at once by the Greedy baseline (after ``--human-think`` seconds of frames,
during which a pondering AI may think), seat 1 the AI at ``--level`` in the worker process,
paced by the AI speed setting (``--speed``) with normal animations.  A whole AI turn runs
from the moment the human's decision is played until the board waits for the human again:
the thinking, the pauses that let a person follow, and every step's animation.

Each frame of a turn is put down to what holds the game up then: the AI's answer has not
come (**think**), it has come but the decision's pause still runs (**pause**), or the steps
before it are still shown (**animation**; the steps after the last decision count here too).
Prints the median and 95th percentile of whole turns and each part's share.  Real time, so
it only means something on an otherwise idle machine; the frames sleep as the app's do.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FPS = 60
SETUPS: dict[str, dict] = {"armadora": {}, "goldmine": {}, "crown": {}}


@dataclass
class Turn:
    """One AI turn: its length and what held it up."""

    decisions: int = 0
    parts: dict[str, float] = field(
        default_factory=lambda: {"think": 0.0, "pause": 0.0, "animation": 0.0}
    )

    @property
    def seconds(self) -> float:
        return sum(self.parts.values())


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.999999) - 1))]


def play(game: str, level: str, turns: int, speed: str, human_think: float, seed: int) -> list:
    from game.app.app import App
    from game.app.views import get_view
    from game.engine import registry
    from game.engine.match import Match, SeatInfo
    from game.engine.players import make_player

    app = App(size=(1280, 800))
    app.settings.ai_speed = speed
    app.settings.animation_speed = "normal"
    rules = registry.get(game).rules
    match = Match.new(
        rules, {"players": 2, **SETUPS[game]}, seed, [SeatInfo("human"), SeatInfo("ai", level)]
    )
    scene = app.push(get_view(game).play_scene(app, match))
    scene.ai.warm_up()
    human = make_player("greedy", seed)
    done: list[Turn] = []
    turn: Turn | None = None
    human_waited = 0.0
    frame = 1 / FPS
    while len(done) < turns and not match.is_over:
        started = time.perf_counter()
        if scene.is_human_turn():
            if turn is not None and turn.decisions:
                done.append(turn)
            turn = None
            human_waited += frame
            if human_waited >= human_think:
                human_waited = 0.0
                seat = match.to_move
                legal = match.legal_actions()
                action = human.choose(rules, match.observe(seat), legal, seat)
                scene.play(action)
                turn = Turn()
        elif turn is not None and match.to_move == 1:
            turns_part = scene.turns
            if turns_part.ready is None and scene.ai.busy:
                turn.parts["think"] += frame
            elif turns_part.wait > 0:
                turn.parts["pause"] += frame
            else:
                turn.parts["animation"] += frame
        elif turn is not None:
            turn.parts["animation"] += frame
        steps = len(match.steps)
        app.step(frame, events=[])
        if turn is not None:
            turn.decisions += sum(step.seat == 1 for step in match.steps[steps:])
        time.sleep(max(0.0, frame - (time.perf_counter() - started)))
    scene.ai.shutdown()
    app.shutdown()
    return done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="crown", choices=sorted(SETUPS))
    parser.add_argument("--level", default="hard")
    parser.add_argument("--turns", type=int, default=12)
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast"))
    parser.add_argument("--human-think", type=float, default=0.0)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["GOLD_AND_GLORY_HOME"] = home
        turns = play(args.game, args.level, args.turns, args.speed, args.human_think, args.seed)
    if not turns:
        print(f"{args.game}: no AI turn finished")
        return
    seconds = [t.seconds for t in turns]
    total = sum(seconds) or 1.0
    shares = {
        part: sum(t.parts[part] for t in turns) / total for part in ("think", "pause", "animation")
    }
    print(
        f"{args.game} {args.level} at {args.speed} pacing, human thinks {args.human_think:g} s: "
        f"{len(turns)} AI turns, {statistics.mean(t.decisions for t in turns):.1f} decisions "
        "a turn"
    )
    print(
        f"  whole turn: median {statistics.median(seconds):.1f} s, p95 "
        f"{percentile(seconds, 0.95):.1f} s, max {max(seconds):.1f} s"
    )
    print(
        "  held up by: "
        + ", ".join(f"{part} {share * 100:.0f} %" for part, share in shares.items())
    )


if __name__ == "__main__":
    main()
