"""The benchmark scripts still run (a few frames and games each): a renamed class or a
changed signature must not leave them broken until someone measures again."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from tests.waiting import run_python

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "script",
    [
        ["benchmarks/frames.py", "--frames", "3"],
        ["benchmarks/startup.py", "--runs", "1", "--only", "source,cold"],
        ["benchmarks/idle_cpu.py", "--list"],
        ["benchmarks/hostile_saves.py", "--runs", "1", "--lists", "1000", "--steps", "1000"],
        ["benchmarks/goldmine_playouts.py", "--games", "2", "--seconds", "0.05"],
        ["benchmarks/goldmine_tutorial_path.py", "--first", "98", "--count", "1"],
        ["benchmarks/armadora_alone.py", "--games", "1", "--level", "easy", "--pass-after", "3"],
        ["benchmarks/crown_playouts.py", "--games", "1", "--seconds", "0.05", "--balance", "2"],
        ["benchmarks/think_times.py", "--game", "crown", "--positions", "2", "--levels", "easy"],
        ["benchmarks/hint_time.py", "--game", "goldmine", "--positions", "2"],
        [
            "benchmarks/goldmine_camera_moves.py",
            "--seeds",
            "1",
            "--size",
            "1024x640",
            "--frames",
            "60",
        ],
        ["benchmarks/ai_frames.py", "--game", "crown", "--frames", "30", "--level", "easy"],
        ["benchmarks/ai_frames.py", "--game", "armadora", "--frames", "20", "--ponder", "on"],
        ["benchmarks/think_times.py", "--positions", "1", "--levels", "hard", "--clock", "cpu"],
        [
            "benchmarks/ai_turn_times.py",
            "--game",
            "armadora",
            "--turns",
            "1",
            "--level",
            "easy",
            "--speed",
            "fast",
        ],
        ["benchmarks/review_time.py", "--games", "armadora", "--limit", "4", "--jobs", "1"],
        ["benchmarks/ai_game_digest.py", "--decisions", "1"],
        [
            "benchmarks/ai_think_cpu.py",
            "--pairing",
            "easy:greedy",
            "--lead",
            "5",
            "--decisions",
            "1",
        ],
    ],
)
def test_benchmark_script_runs(script, tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["GOLD_AND_GLORY_HOME"] = str(tmp_path)
    result = run_python(*script, env=env)
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip()


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb")
def test_idle_cpu_measures_a_screen_in_a_real_window(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "SDL_VIDEODRIVER")}
    env["GOLD_AND_GLORY_HOME"] = str(tmp_path)
    result = run_python(
        "benchmarks/idle_cpu.py", "--seconds", "0.5", "--only", "main menu", env=env
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert re.search(r"^main menu +\d+\.\d +\d+$", result.stdout, re.M), result.stdout


def test_ci_figures_reports_and_skips_what_it_cannot_measure(tmp_path):
    log = tmp_path / "suite.log"
    log.write_text("....\n== 1234 passed, 2 skipped in 301.25s (0:05:01) ==\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env.update(PATH=str(tmp_path), GOLD_AND_GLORY_HOME=str(tmp_path))  # no Xvfb on the path
    result = run_python(
        "benchmarks/ci_figures.py", "--suite-seconds", "312", "--suite-log", str(log),
        "--runs", "1", "--frozen", str(tmp_path / "none"), env=env,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-2000:]
    out = result.stdout
    assert "test suite: 312 s (pytest: 1234 passed, 2 skipped in 301.25s (0:05:01))" in out
    assert "frozen start: skipped" in out and "idle CPU: skipped" in out
    assert re.search(r"^source +\d+\.\d{3}", out, re.M) and re.search(r"^compiled ", out, re.M)
