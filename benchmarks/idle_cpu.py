"""Idle CPU and resident memory of the real window, in every screen, nothing moving.

    python benchmarks/idle_cpu.py [--seconds 20] [--only crown] [--list]

Each scene (the menu; every game's play at a human's turn with 2 and with 4 players; the
recap of the others' turns; the coach of each guided first game; the review; each rules
booklet; each Results screen) is shown in a real window and first left to come to rest:
until it says nothing moves (``Scene.animating``) for a second, at least
:data:`SETTLE` seconds and at most :data:`REST_WITHIN`.  Then ``App.loop`` runs with no
input for ``--seconds`` and the process CPU time over that span is printed as a share of one
core, with the resident memory at the end.  A scene that never came to rest is measured
anyway and marked so: its figure is not an idle one.

It needs an X display: when ``DISPLAY`` is not set it starts its own ``Xvfb`` (``apt-get
install xvfb``), since the dummy video driver hides the cost of drawing.  Budget (issue
54): at most 3 % of one core in every scene.  It prints figures and never fails on them.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

SETTLE = 3.0
"""Seconds a scene runs at least before the measurement (opening effects, the sparkles)."""
REST_WITHIN = 45.0
"""Seconds a scene is given to come to rest."""
BUDGET = 3.0
"""Per cent of one core a scene at rest may use (issue 54)."""
GAMES = ("armadora", "goldmine", "crown")


def resident_mb() -> float:
    """Resident memory now (Linux /proc), in MB."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**10


def start_display() -> subprocess.Popen | None:
    """An Xvfb of our own when no display is set (None when one is); it picks a free display
    number and says it when it is ready (``-displayfd``)."""
    if os.environ.get("DISPLAY"):
        return None
    if shutil.which("Xvfb") is None:
        sys.exit("no DISPLAY and no Xvfb: install xvfb or run under an X server")
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        pass_fds=(write,),
    )
    os.close(write)
    with os.fdopen(read) as ready:
        number = ready.readline().strip()  # empty when Xvfb ended without a display
    if not number:
        server.terminate()
        sys.exit("Xvfb did not start")
    os.environ["DISPLAY"] = f":{number}"
    return server


def run_for(app, seconds: float) -> None:
    """The app's own frame loop for ``seconds``, no input."""
    app.running = True
    timer = threading.Timer(seconds, lambda: setattr(app, "running", False))
    timer.start()
    try:
        app.loop()
    finally:
        timer.cancel()


@contextlib.contextmanager
def real_window() -> Iterator[None]:
    """An X display (our own Xvfb when none is set), the real video driver and a
    throw-away user folder, for as long as the block runs."""
    server = start_display()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SDL_VIDEODRIVER"] = os.environ.get("SDL_VIDEODRIVER_FOR_BENCH", "x11")
    try:
        with tempfile.TemporaryDirectory() as home:
            os.environ["GOLD_AND_GLORY_HOME"] = home
            yield
    finally:
        if server is not None:
            server.terminate()


def settle(app) -> bool:
    """Run the scene until it has been at rest for a second (within :data:`REST_WITHIN`
    seconds, after at least :data:`SETTLE`); whether it came to rest."""
    started = time.monotonic()
    run_for(app, SETTLE)
    quiet_since = None
    while time.monotonic() - started < REST_WITHIN:
        top = app.top()
        if top is not None and not top.animating():
            quiet_since = quiet_since or time.monotonic()
            if time.monotonic() - quiet_since >= 1.0:
                return True
        else:
            quiet_since = None
        run_for(app, 0.25)
    return False


def measure(app, seconds: float) -> float:
    """The CPU time of ``seconds`` of the app's frame loop, as a share of one core."""
    cpu0, wall0 = time.process_time(), time.perf_counter()
    run_for(app, seconds)
    return (time.process_time() - cpu0) / (time.perf_counter() - wall0)


# --- the scenes --------------------------------------------------------------------------------


def samples(game_id: str):
    return importlib.import_module(f"game.{game_id}.view.samples")


def human_turn(game_id: str, players: int, steps: int = 30):
    """A sample game of ``players`` (seat 0 a person, the others AI) played on from
    ``steps`` random decisions to the person's next decision: the board waits for them."""
    made = samples(game_id).played_match
    for more in range(steps, steps + 300):
        match = made(steps=more, players=players)
        if match.to_move == 0 and not match.is_over:
            return match
    raise RuntimeError(f"{game_id}: no human turn after {steps} steps")


def finished(game_id: str):
    return samples(game_id).played_match(players=2)


def play(game_id: str, players: int) -> Callable:
    def scenario(app) -> None:
        app.reset_to(app.scene("play", match=human_turn(game_id, players)))

    return scenario


def recap(game_id: str) -> Callable:
    """Seat 0's turn in a 4-player game, the recap of the others' turns on show."""

    def scenario(app) -> None:
        from frames import _with_recap

        _with_recap(app, app.scene("play", match=human_turn(game_id, 4, steps=60)))

    return scenario


def coach(game_id: str) -> Callable:
    def scenario(app) -> None:
        from frames import tutorial_scenario

        tutorial_scenario(game_id)(app)

    return scenario


def review(game_id: str) -> Callable:
    """The review of a short game (a dozen decisions), its analysis done (a whole game's
    takes a minute or two in the worker processes, the window drawing its progress)."""

    def scenario(app) -> None:
        app.reset_to("menu")
        app.push("review", match=human_turn(game_id, 2, steps=12))

    return scenario


def booklet(game_id: str) -> Callable:
    def scenario(app) -> None:
        app.reset_to("menu")
        app.push("rules", game_id=game_id)

    return scenario


def results(game_id: str) -> Callable:
    def scenario(app) -> None:
        app.reset_to("results", match=finished(game_id))

    return scenario


def scenes() -> dict[str, Callable]:
    every: dict[str, Callable] = {"main menu": lambda app: app.reset_to("menu")}
    for game_id in GAMES:
        every[f"{game_id} play, 2 players"] = play(game_id, 2)
        every[f"{game_id} play, 4 players"] = play(game_id, 4)
        every[f"{game_id} recap, 4 players"] = recap(game_id)
        every[f"{game_id} coach (tutorial)"] = coach(game_id)
        every[f"{game_id} review"] = review(game_id)
        every[f"{game_id} rules booklet"] = booklet(game_id)
        every[f"{game_id} results"] = results(game_id)
    return every


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--only", default="", help="only the scenes whose name holds this")
    parser.add_argument("--list", action="store_true", help="print the scenes' names")
    args = parser.parse_args(argv)
    chosen = {name: make for name, make in scenes().items() if args.only in name}
    if args.list:
        print("\n".join(chosen))
        return 0
    with real_window():
        from game.app.app import App

        app = App(size=(1280, 800))
        print(f"{'scene (real window, at rest)':<34} {'CPU % of a core':>16} {'RSS MB':>8}")
        worst = 0.0
        for name, make in chosen.items():
            make(app)
            rested = settle(app)
            share = measure(app, args.seconds) * 100
            worst = max(worst, share)
            note = "" if rested else "   (never at rest: not an idle figure)"
            print(f"{name:<34} {share:>16.1f} {resident_mb():>8.0f}{note}", flush=True)
        print(f"highest {worst:.1f} % of a core (budget {BUDGET:.0f} % in every scene)")
        print(f"peak resident memory {peak_mb():.0f} MB (budget: app under 150 MB)")
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
