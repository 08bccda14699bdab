"""Frame times of the app's scenes at 1280x800 (headless, dummy video driver).

    python benchmarks/frames.py [--frames 600] [--only goldmine]

Prints median and 99th-percentile frame time (events + update + draw, without the
60 FPS sleep) per scene, as wall time and as the frame loop's own CPU time (the second is
what to compare on a busy machine).  Games add their play scenes through ``SCENARIOS``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(app, frames: int) -> tuple[float, float, float, float]:
    """Median and 99th percentile of the frames' wall time, then of the frame loop's own
    CPU time (``time.thread_time``: what the frame costs, whatever else the machine runs;
    on a busy machine the wall time's tail is mostly waiting for a core)."""
    import pygame

    for _ in range(10):
        app.step(1 / 60, events=[])
    app.frame_times.clear()
    app.record_frames = True
    cpu = []
    for i in range(frames):
        # Move the mouse around so hover effects are part of the cost.
        x = 100 + (i * 37) % 1080
        y = 100 + (i * 23) % 600
        started = time.thread_time()
        app.step(
            1 / 60,
            events=[
                pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(0, 0, 0))
            ],
        )
        cpu.append((time.thread_time() - started) * 1000)
    app.record_frames = False
    times = [t * 1000 for t in app.frame_times]
    return (
        statistics.median(times),
        percentile(times, 0.99),
        statistics.median(cpu),
        percentile(cpu, 0.99),
    )


def menu_scenario(app) -> None:
    from game.app.scenes.main_menu import MainMenu

    app.reset_to(MainMenu(app))


def armadora_play_scenario(app) -> None:
    """Mid-game Armadora, a human's turn, the mouse sweeping over squares and lines."""
    from game.armadora.view.play import ArmadoraPlay
    from game.armadora.view.samples import played_match

    app.reset_to(ArmadoraPlay(app, played_match(steps=40)))


def tutorial_scenario(game_id: str) -> Callable:
    """The game's guided first game, the coach's card open with the why of the learner's
    first move (the AI's answer and the next lesson follow)."""

    def scenario(app) -> None:
        scene = app.scene("tutorial", game_id=game_id)
        app.reset_to(scene)
        scene.play(scene.coach.progress.target(scene.legal()))

    return scenario


def armadora_ai_turns_scenario(app) -> None:
    """Two baseline AIs playing each other at fast speed: moves, animations, log growth."""
    from game.armadora.view.play import ArmadoraPlay
    from game.armadora.view.samples import played_match

    app.settings.ai_speed = "fast"
    app.reset_to(ArmadoraPlay(app, played_match(steps=4, humans=0)))


def armadora_results_scenario(app) -> None:
    from game.app.results_scene import ResultsScene
    from game.armadora.view.samples import played_match

    app.reset_to(ResultsScene(app, played_match()))


def goldmine_big_mine_scenario(app) -> None:
    """A mine of about 95 tiles, zoomed out to show all of it, a human's turn."""
    from game.goldmine.view.play import GoldMinePlay
    from game.goldmine.view.samples import big_mine_match

    scene = GoldMinePlay(app, big_mine_match())
    app.reset_to(scene)
    scene.view.fit(scene.match.state.board)


def goldmine_ai_turns_scenario(app) -> None:
    """Four baseline AIs digging, rolling and walking at fast speed in a big mine."""
    from game.goldmine.view.play import GoldMinePlay
    from game.goldmine.view.samples import big_mine_match

    app.settings.ai_speed = "fast"
    scene = GoldMinePlay(app, big_mine_match(tiles=80, humans=0))
    app.reset_to(scene)
    scene.view.fit(scene.match.state.board)


def crown_play_scenario(app) -> None:
    """Four players part-way through a game, a human's turn (hover, highlights, panel)."""
    from game.crown.view.play import CrownPlay
    from game.crown.view.samples import played_match

    app.reset_to(CrownPlay(app, played_match(steps=200, players=4)))


def crown_ai_turns_scenario(app) -> None:
    """Four baseline AIs at fast speed: dice, moves, battles, the dragon and the log."""
    from game.crown.view.play import CrownPlay
    from game.crown.view.samples import played_match

    app.settings.ai_speed = "fast"
    app.reset_to(CrownPlay(app, played_match(steps=60, players=4, humans=0)))


def _with_recap(app, scene) -> None:
    """Show ``scene`` (a sample game) to seat 0 with the recap of the turns since its last
    decision and a result card, as at a human's turn after the others played."""
    from game.app.recap import replayed

    fresh, reports = replayed(scene.match)
    scene.match = fresh
    scene.viewer = 0
    scene.recap.recap.reports.clear()  # the scene's own (RecapView.resume): every step's here
    scene.recap.recap.took(reports)
    own = [r.index for r in reports if r.seat == 0]
    scene.recap.recap.acted(0, own[-1] if own else -1)
    scene.recap.recap.open(0, len(fresh.steps), scene.tell)
    scene.cards_seen = [c for r in reports for c in scene.tell(r.events_for(0)).cards]
    scene.recap.cards = tuple(scene.cards_seen[-1:])
    app.reset_to(scene)


def _crown_human_turn(steps: int = 300):
    """A four-player Crown sample game played to seat 0's decision (at or after ``steps``)."""
    from game.crown.view.samples import played_match

    for more in range(steps, steps + 200):
        match = played_match(steps=more, players=4)
        if match.to_move == 0:
            return match
    return match


def crown_recap_animating_scenario(app) -> None:
    """A human's turn in a four-player Crown game with the recap of the others' turns,
    while result cards follow one another (each fading in) and a turn is picked in the
    recap every second (its panel drawn again): the recap's and the cards' worst case."""
    from game.crown.view.play import CrownPlay

    scene = CrownPlay(app, _crown_human_turn())
    _with_recap(app, scene)
    update = scene.update
    ticks = [0]

    def cycling(dt: float) -> None:
        update(dt)
        ticks[0] += 1
        if ticks[0] % 30 == 0:  # a new card twice a second, fading in
            cards = scene.cards_seen
            scene.recap.cards = (cards[(ticks[0] // 30) % len(cards)],)
            scene.recap.card_from = scene.time
        if ticks[0] % 60 == 0 and scene.recap.recap.turns:
            scene.recap.recap.pick((ticks[0] // 60) % len(scene.recap.recap.turns))
        scene.lively_until = scene.time + 1.0  # drawn every frame, as while animating

    scene.update = cycling


def crown_recap_idle_scenario(app) -> None:
    """A human's turn in a four-player Crown game with the recap on show, nothing moving."""
    from game.crown.view.play import CrownPlay

    _with_recap(app, CrownPlay(app, _crown_human_turn()))


SCENARIOS: dict[str, Callable] = {
    "main menu": menu_scenario,
    "armadora play (human turn)": armadora_play_scenario,
    "armadora play (AI turns)": armadora_ai_turns_scenario,
    "armadora tutorial (coach)": tutorial_scenario("armadora"),
    "armadora results": armadora_results_scenario,
    "goldmine 95-tile mine": goldmine_big_mine_scenario,
    "goldmine play (AI turns)": goldmine_ai_turns_scenario,
    "goldmine tutorial (coach)": tutorial_scenario("goldmine"),
    "crown play (4 players)": crown_play_scenario,
    "crown play (AI turns)": crown_ai_turns_scenario,
    "crown recap and cards": crown_recap_animating_scenario,
    "crown recap (human turn)": crown_recap_idle_scenario,
    "crown tutorial (coach)": tutorial_scenario("crown"),
}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument(
        "--only", default="", help="run only the scenes whose name contains this text"
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["GOLD_AND_GLORY_HOME"] = home
        from game.app.app import App

        app = App(size=(1280, 800))
        print(
            f"{'scene':<28} {'median ms':>10} {'p99 ms':>10} {'cpu median':>11} {'cpu p99':>8}"
            "   (budget: median < 5, p99 < 16)"
        )
        for name, setup in SCENARIOS.items():
            if args.only not in name:
                continue
            setup(app)
            median, p99, cpu_median, cpu_p99 = measure(app, args.frames)
            print(f"{name:<28} {median:>10.2f} {p99:>10.2f} {cpu_median:>11.2f} {cpu_p99:>8.2f}")
        app.shutdown()


if __name__ == "__main__":
    main()
