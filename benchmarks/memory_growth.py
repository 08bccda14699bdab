"""Resident memory of the real window across many resizes, many games in a row, big
windows, and of the AI worker process.

    python benchmarks/memory_growth.py [--resizes 50] [--games 10]
        [--big 3840x2160,7680x4320] [--worker-decisions 6]

The app starts at the main menu in a real window (its own Xvfb when ``DISPLAY`` is unset,
as in ``idle_cpu.py``), after tuning the C allocator as ``main.py`` does; then the window
is resized ``--resizes`` times to sizes between the minimum and 1440x900, then ``--games``
games are shown one after another (an Armadora game in play and its results, a Gold Mine
mine in play and its results, a Crown & Dragon game in play and its results, back to the
menu: every shipped game).  Resident memory is printed after each
phase and at its peak.  Then the AI worker process answers ``--worker-decisions`` Hard
decisions of each game (its resident memory and peak, from ``/proc/<pid>/status``), and
the same scenes are shown in each ``--big`` window (resident memory at the end and peak
of each, also without the window's own framebuffer, 4 bytes a pixel).

Budget (issue 15): no growth over 10 % across the resizes and the games, peak under
150 MB for the app, under 100 MB for the AI worker; in big windows the same, not counting
the window's framebuffer (which the system needs whatever the app does).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.app.memory import tune_allocator

tune_allocator()  # as main.py does, before anything else is allocated

from idle_cpu import peak_mb, real_window, resident_mb  # noqa: E402

SCENE_MODULES = (
    "game.app.results_scene",
    "game.armadora.view.play",
    "game.armadora.view.samples",
    "game.crown.view.play",
    "game.crown.view.samples",
    "game.goldmine.view.play",
    "game.goldmine.view.samples",
)


def frames(app, count: int) -> None:
    """Frames as the app runs them: events taken from the queue (pygame-gui's own events
    hold their widgets until someone takes them)."""
    for _ in range(count):
        app.step(1 / 60)


def status_mb(pid: int | str = "self") -> tuple[float, float]:
    """(resident, peak resident) of a process, in MB (Linux /proc)."""
    values = {}
    with open(f"/proc/{pid}/status", encoding="ascii") as handle:
        for line in handle:
            key, _, rest = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                values[key] = int(rest.split()[0]) / 1024
    return values["VmRSS"], values["VmHWM"]


def reset_peak() -> bool:
    """Start a new peak (``VmHWM``) from the resident size now; False where the kernel
    does not allow it (then peaks are since the start)."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
            handle.write("5")
    except OSError:
        return False
    return True


def one_game(app, seed: int) -> None:
    from game.app.results_scene import ResultsScene
    from game.app.scenes.main_menu import MainMenu
    from game.armadora.view.play import ArmadoraPlay
    from game.armadora.view.samples import played_match
    from game.crown.view.play import CrownPlay
    from game.crown.view.samples import played_match as crown_match
    from game.goldmine.view.play import GoldMinePlay
    from game.goldmine.view.samples import big_mine_match
    from game.goldmine.view.samples import played_match as goldmine_match

    app.reset_to(ArmadoraPlay(app, played_match(steps=40, seed=seed)))
    frames(app, 30)
    app.reset_to(ResultsScene(app, played_match(seed=seed)))
    frames(app, 10)
    app.reset_to(GoldMinePlay(app, big_mine_match()))
    frames(app, 30)
    app.reset_to(ResultsScene(app, goldmine_match(seed=seed)))
    frames(app, 10)
    app.reset_to(CrownPlay(app, crown_match(seed=seed, steps=80)))
    frames(app, 30)
    app.reset_to(ResultsScene(app, crown_match(seed=seed)))
    frames(app, 10)
    app.reset_to(MainMenu(app))
    frames(app, 10)


def worker_positions():
    """(game id, match) positions a Hard AI decides from: mid-game of each shipped game."""
    from game.armadora.view.samples import played_match
    from game.crown.view.samples import played_match as crown_match
    from game.goldmine.view.samples import big_mine_match

    out = [("armadora", played_match(steps=s, seed=s)) for s in (6, 20, 34)]
    out += [("goldmine", big_mine_match(tiles=t)) for t in (20, 60, 95)]
    out += [("crown", crown_match(steps=s, seed=s)) for s in (10, 60, 120)]
    return out


def measure_worker(decisions: int) -> tuple[float, float, int]:
    """Resident memory and peak of the AI worker, in MB, after about ``decisions`` Hard
    decisions per game, and how many it answered."""
    from game.engine.ai.worker import AIClient

    client = AIClient()
    client.start(wait=True)
    pid = client._process.pid
    answered = 0
    for _ in range(max(1, decisions // 3)):
        for game_id, match in worker_positions():
            if match.is_over or match.to_move < 0:
                continue
            seat = match.to_move
            client.request(
                game_id,
                match.setup,
                match.observe(seat),
                seat,
                "hard",
                seat + 1,
                match.legal_actions(),
            )
            while client.poll() is None:
                time.sleep(0.02)
            answered += 1
    resident, peak = status_mb(pid)
    client.shutdown()
    return resident, peak, answered


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--resizes", type=int, default=50)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--big", default="3840x2160,7680x4320", help="'' for none")
    parser.add_argument("--worker-decisions", type=int, default=6, help="0: no worker")
    args = parser.parse_args(argv)
    with real_window():
        from game.app.app import App
        from game.app.scenes.main_menu import MainMenu

        for module in SCENE_MODULES:  # their code is loaded before the first measure
            importlib.import_module(module)

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
            one_game(app, game)
        after_games = resident_mb()
        print(
            f"after {args.games} games in a row         {after_games:7.0f} MB "
            f"({(after_games / after_resizes - 1) * 100:+.0f} % since the resizes, "
            f"{(after_games / start - 1) * 100:+.0f} % since the menu)"
        )
        print(f"peak resident memory           {peak_mb():7.0f} MB (budget 150 MB)")
        if args.worker_decisions > 0:
            resident, peak, answered = measure_worker(args.worker_decisions)
            print(
                f"AI worker after {answered} Hard decisions {resident:4.0f} MB, "
                f"peak {peak:.0f} MB (budget 100 MB)"
            )
        for spec in filter(None, args.big.split(",")):
            w, h = (int(v) for v in spec.lower().split("x"))
            reset_peak()
            app.resize((w, h))
            frames(app, 10)
            one_game(app, 1)
            resident, peak = status_mb()
            window = w * h * 4 / 2**20
            print(
                f"{spec:>9} window: {resident:5.0f} MB, peak {peak:5.0f} MB; without its "
                f"{window:.0f} MB framebuffer {resident - window:5.0f} MB, "
                f"peak {peak - window:5.0f} MB"
            )
            reset_peak()
            app.resize((1280, 800))
            frames(app, 10)
        if args.big:
            resident, peak = status_mb()
            print(f"back at 1280x800               {resident:7.0f} MB, peak since {peak:.0f} MB")
        app.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
