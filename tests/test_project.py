"""Project-level promises: the self-test, the version flag, and ruff."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from tests.waiting import run_python

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return run_python(*args, env=env)


def test_self_test_renders_every_scene():
    result = run("main.py", "--self-test")
    assert result.returncode == 0, result.stderr[-3000:]
    assert "self-test passed" in result.stdout


def test_version_matches_the_package():
    from game.version import __version__

    result = run("main.py", "--version")
    assert result.stdout.strip() == __version__


def test_ruff_is_clean():
    result = run("-m", "ruff", "check", ".")
    assert result.returncode == 0, result.stdout[-3000:]
