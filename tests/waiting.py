"""Waiting in tests for something that must come: a process's answer, the AI worker's move,
an app's frame loop running.

The bound is how long a wait may last before the test calls it hung, never a measure of
speed: a test asserts what happened, not how fast (``docs/decisions.md``, "Frames and
resources").  It is generous because the suite must pass on a loaded machine, where a
second's work can take a minute; ``GG_TEST_HANG_SECONDS`` changes it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HANG_SECONDS = float(os.environ.get("GG_TEST_HANG_SECONDS", "600"))


def wait_for(
    condition: Callable[[], object], what: str, seconds: float = HANG_SECONDS, poll: float = 0.05
) -> None:
    """Return once ``condition()`` is true; AssertionError naming ``what`` if it never
    becomes true within ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, f"{what}: not after {seconds:.0f} s"
        time.sleep(poll)


def run_python(
    *args: str, env: dict[str, str] | None = None, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    """Run this Python with ``args`` in the repository, its output captured as text; a run
    past :data:`HANG_SECONDS` is taken to hang (``subprocess.TimeoutExpired``)."""
    return subprocess.run(
        [sys.executable, *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_SECONDS,
    )
