"""How long each guided first game takes, played through the app as a new player would.

    python benchmarks/tutorial_timing.py [--game crown] [--lang ko] [--size 1024x640]
                                         [--wpm 180] [--decide 4]

Each chapter of each tutorial is opened in the app with a new player's settings (default
AI and animation speeds) and played along the coach's path in real time: the app runs its
own frames (60 a second), the AI thinks, pieces move and the coach's card changes exactly
as on screen.  With ``DISPLAY`` set (Xvfb) the real video driver draws every frame; without
it the dummy driver is used and the output says so.

A person's share cannot be measured here, so it is counted, not waited for: each time the
learner is to move, the words on the coach's card that are new since the learner last read
it (heading, step text, the "why" after the last move) are read at ``--wpm`` words a
minute, and the decision itself (find the ringed target, click, confirm) takes
``--decide`` seconds.  A tutorial's time is the app's measured time plus that reading and
deciding; the printout gives both parts, the steps, the learner's decisions and their kinds,
and the frame times while the coach was shown (wall time, and the frame loop's own CPU
time, which is what to compare on a busy machine).
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
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["GOLD_AND_GLORY_HOME"] = tempfile.mkdtemp(prefix="gg-tutorial-timing-")

FPS = 60
STALL_SECONDS = 120.0
"""The app may not keep the learner waiting longer than this for one turn."""


def words(text: str) -> int:
    return len(text.split())


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def play_chapter(app, game_id: str, chapter, wpm: float, decide: float) -> dict:
    """Play one chapter in real time along the coach's path; answer what was measured."""
    import pygame

    from game.engine.tutorial import decision_kind

    scene = app.push("tutorial", game_id=game_id, chapter=chapter.key)
    coach = scene.coach
    clock = pygame.time.Clock()
    read: set[str] = set()
    reading = deciding = 0.0
    decisions = 0
    kinds: set[str] = set()
    cpu: list[float] = []
    app.frame_times.clear()
    app.record_frames = True
    started = time.perf_counter()
    waited_since = started
    longest_wait = 0.0
    while not coach.chapter_over and not scene.match.is_over:
        dt = clock.tick(FPS) / 1000.0
        cpu_started = time.thread_time()
        app.step(min(dt, 0.1), events=pygame.event.get())
        cpu.append((time.thread_time() - cpu_started) * 1000)
        ready = scene.is_human_turn() and not scene.animating()
        if not ready:
            if time.perf_counter() - waited_since > STALL_SECONDS:
                raise RuntimeError(f"{game_id} {chapter.key}: the learner's turn never came")
            continue
        longest_wait = max(longest_wait, time.perf_counter() - waited_since)
        target = coach.progress.target(scene.legal()) if coach.progress else None
        if target is None:
            if coach.progress is None or coach.progress.finished:
                break
            raise RuntimeError(f"{game_id} {chapter.key}: no target at {coach.heading()}")
        shown = [coach.heading(), coach.text(), *coach.why]
        fresh = [line for line in shown if line not in read]
        read.update(fresh)
        reading += sum(words(line) for line in fresh) / wpm * 60.0
        deciding += decide
        decisions += 1
        kinds.add(decision_kind(target))
        scene.play(target)
        waited_since = time.perf_counter()
    # The chapter's last words are read too.
    for _ in range(30):
        app.step(1 / FPS, events=pygame.event.get())
    last = [coach.heading(), coach.text(), *coach.why]
    reading += sum(words(line) for line in last if line not in read) / wpm * 60.0
    app.record_frames = False
    app_seconds = time.perf_counter() - started
    frames = [t * 1000 for t in app.frame_times]
    covered = len(coach.progress.covered) if coach.progress else 0
    app.pop()
    return {
        "steps": covered,
        "of_steps": len(chapter.steps()),
        "decisions": decisions,
        "kinds": sorted(kinds),
        "app_s": app_seconds,
        "reading_s": reading,
        "deciding_s": deciding,
        "longest_wait_s": longest_wait,
        "frame_median_ms": statistics.median(frames) if frames else 0.0,
        "frame_p99_ms": percentile(frames, 0.99),
        "cpu_median_ms": statistics.median(cpu) if cpu else 0.0,
        "cpu_p99_ms": percentile(cpu, 0.99),
        "over": scene.match.is_over,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game id (default: every tutorial)")
    parser.add_argument("--lang", default="en", choices=("en", "ko"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--wpm", type=float, default=180.0, help="reading speed, words/minute")
    parser.add_argument("--decide", type=float, default=4.0, help="seconds per decision")
    args = parser.parse_args()

    from game.app.app import App
    from game.engine import registry

    size = tuple(int(n) for n in args.size.split("x"))
    games = args.game or [
        g for g in registry.shipped() if getattr(registry.get(g).tutorial, "chapters", ())
    ]
    driver = os.environ.get("SDL_VIDEODRIVER") or "x11 (DISPLAY=" + os.environ["DISPLAY"] + ")"
    print(
        f"video {driver}, {args.size}, {args.lang}; reading {args.wpm:.0f} words/min, "
        f"{args.decide:.1f} s a decision"
    )
    header = (
        f"{'tutorial':22} {'steps':>7} {'decis.':>6} {'app':>7} {'read':>7} {'decide':>7} "
        f"{'total':>7} {'wait max':>8} {'frame med/p99':>14} {'cpu med/p99':>12}"
    )
    print(header)
    print("-" * len(header))
    for game_id in games:
        total = 0.0
        made: set[str] = set()
        for chapter in registry.get(game_id).tutorial.chapters:
            app = App(size=size, lang=args.lang)
            app.settings.tutorials = {}
            app.push("menu")
            found = play_chapter(app, game_id, chapter, args.wpm, args.decide)
            app.shutdown()
            seconds = found["app_s"] + found["reading_s"] + found["deciding_s"]
            total += seconds
            made.update(found["kinds"])
            print(
                f"{game_id + ' ' + chapter.key:22} {found['steps']:>3}/{found['of_steps']:<3} "
                f"{found['decisions']:>6} {found['app_s']:>6.0f}s {found['reading_s']:>6.0f}s "
                f"{found['deciding_s']:>6.0f}s {seconds / 60:>6.1f}m "
                f"{found['longest_wait_s']:>7.1f}s "
                f"{found['frame_median_ms']:>6.2f}/{found['frame_p99_ms']:<6.2f} "
                f"{found['cpu_median_ms']:>5.2f}/{found['cpu_p99_ms']:<6.2f}"
            )
        kinds = " ".join(sorted(made))
        print(f"{game_id + ' (all)':22} {'':>22} {total / 60:>25.1f}m  kinds: {kinds}")


if __name__ == "__main__":
    main()
