"""Idle CPU and resident memory of the real window: the app's own frame loop, nothing moving.

    python benchmarks/idle_cpu.py [--seconds 20] [--scenes "main menu,armadora play (human turn)"]

Each scene of :data:`benchmarks.frames.SCENARIOS` that waits for a person (the main menu, a
human's turn) is shown in a real window and left alone while ``App.run`` runs for
``--seconds``; the process CPU time over that span is printed as a share of one core, with
the resident memory at the end and at its peak.  It needs an X display: when ``DISPLAY`` is
not set it starts its own ``Xvfb`` (``apt-get install xvfb``), since the dummy video driver
hides the cost of drawing.  Budget (issue 15): at most 5 % of one core while waiting.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

SETTLE = 5.0
"""Seconds a scene runs before the measurement starts."""
IDLE_SCENES = (
    "main menu",
    "armadora play (human turn)",
    "armadora tutorial (coach)",
    "goldmine 95-tile mine",
    "goldmine tutorial (coach)",
    "crown play (4 players)",
    "crown recap (human turn)",
    "crown tutorial (coach)",
)


def resident_mb() -> float:
    """Resident memory now (Linux /proc), in MB."""
    with open("/proc/self/statm", encoding="ascii") as handle:
        pages = int(handle.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**10


def start_display() -> subprocess.Popen | None:
    """An Xvfb of our own when no display is set (None when one is)."""
    if os.environ.get("DISPLAY"):
        return None
    if shutil.which("Xvfb") is None:
        sys.exit("no DISPLAY and no Xvfb: install xvfb or run under an X server")
    display = f":{70 + os.getpid() % 50}"
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1280x800x24"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    time.sleep(1.0)
    os.environ["DISPLAY"] = display
    return server


def run_for(app, seconds: float) -> None:
    app.running = True
    timer = threading.Timer(seconds, lambda: setattr(app, "running", False))
    timer.start()
    app.loop()


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


def measure(app, seconds: float) -> float:
    """Run the app's real frame loop for ``seconds`` with no input, after a few seconds to
    settle (opening effects); the CPU time as a share of one core."""
    run_for(app, SETTLE)
    app.running = True
    timer = threading.Timer(seconds, lambda: setattr(app, "running", False))
    cpu0, wall0 = time.process_time(), time.perf_counter()
    timer.start()
    app.loop()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return cpu / wall


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--scenes", default=",".join(IDLE_SCENES))
    args = parser.parse_args(argv)
    with real_window():
        from frames import SCENARIOS

        from game.app.app import App

        app = App(size=(1280, 800))
        print(f"{'scene (real window, idle)':<30} {'CPU % of a core':>16} {'RSS MB':>8}")
        for name in args.scenes.split(","):
            SCENARIOS[name](app)
            share = measure(app, args.seconds)
            print(f"{name:<30} {share * 100:>16.1f} {resident_mb():>8.0f}")
        print(f"peak resident memory {peak_mb():.0f} MB (budget: app under 150 MB)")
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
