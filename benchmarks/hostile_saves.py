"""Start-up and the Load screen with huge hostile files in the saves folder (issue 39).

python benchmarks/hostile_saves.py [--runs 3] [--lists 5000000] [--steps 1000000]

Two files, each in a folder of its own:
- "lists": a 15 MB file of 5 million empty lists (``{"format": ..., "x": [[], [], ...]}``);
- "steps": a save of an unfinished Armadora game whose steps are a million ``{}``,
  signed as the version-1 format signs (a careful forger), about 6 MB.

For each: the time from process start to the first main-menu frame (``main.py
--first-frame-report``, headless), and, in this process, the time to open the Load screen
and fill every row (the longest frame and the total).
"""

from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from startup import ROOT, one_run  # the same measure as benchmarks/startup.py

sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _signed_v1(body: dict) -> str:
    """``body`` with the version-1 checksum (SHA-256 of the canonical JSON) added."""
    canonical = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    signed = {**body, "checksum": hashlib.sha256(canonical.encode()).hexdigest()}
    return json.dumps(signed, indent=1)  # as version 1 wrote saves


def lists_file(path: Path, count: int) -> None:
    inner = ",".join(["[]"] * count)
    path.write_text(
        '{"format": "gold-and-glory/match", "version": 1, "x": [' + inner + "]}",
        encoding="utf-8",
    )


def steps_file(path: Path, count: int) -> None:
    body = {
        "format": "gold-and-glory/match",
        "version": 1,
        "app_version": "0",
        "game": "armadora",
        "setup": {"players": 2},
        "seed": 7,
        "seats": [{"kind": "human", "level": "normal", "name": "A"}] * 2,
        "steps": [{}] * count,
        "saved": "2024-01-01T12:00:00+00:00",
        "over": False,
        "meta": {},
    }
    path.write_text(_signed_v1(body), encoding="utf-8")


def load_screen(home: str, make) -> tuple[float, float]:
    """(total seconds, longest frame) to open Load and fill every row, in this process; the
    file is made once the app runs, so the Load screen is the first to read it."""
    os.environ["GOLD_AND_GLORY_HOME"] = home
    from game.app.app import App
    from game.app.scenes.load_game import LoadGame
    from game.app.scenes.main_menu import MainMenu

    app = App(size=(1280, 800))
    app.saves.folder.mkdir(parents=True, exist_ok=True)
    try:
        app.push(MainMenu(app))
        app.step(1 / 60)
        make()
        started = time.perf_counter()
        scene = app.push(LoadGame(app))  # builds the table: the list of saves is read here
        longest = time.perf_counter() - started
        for _ in range(600):
            frame = time.perf_counter()
            app.step(1 / 60)
            longest = max(longest, time.perf_counter() - frame)
            if not scene.animating():
                break
        return time.perf_counter() - started, longest
    finally:
        app.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lists", type=int, default=5_000_000)
    parser.add_argument("--steps", type=int, default=1_000_000)
    args = parser.parse_args()
    makers = {
        "lists": lambda p: lists_file(p, args.lists),
        "steps": lambda p: steps_file(p, args.steps),
    }
    for name, make in makers.items():
        with tempfile.TemporaryDirectory() as home:
            saves = Path(home) / "saves"
            saves.mkdir()
            path = saves / f"{name}.json"
            make(path)
            size = path.stat().st_size / 1e6
            times = [one_run(home) for _ in range(args.runs)]
        with tempfile.TemporaryDirectory() as home:
            path = Path(home) / "saves" / f"{name}.json"
            total, longest = load_screen(home, functools.partial(make, path))
            print(
                f"{name}: {size:.1f} MB; start to first menu frame median "
                f"{statistics.median(times):.2f} s (max {max(times):.2f} s, {args.runs} runs); "
                f"Load screen filled in {total:.2f} s, longest frame {longest:.2f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
