"""Waiting in tests for something that must come: a process's answer, the AI worker's move,
an app's frame loop running.

The bound is how long a wait may last before the test calls it hung, never a measure of
speed: a test asserts what happened, not how fast (``docs/decisions.md``, "Frames and
resources").  It is generous because the suite must pass on a loaded machine, where a
second's work can take a minute; ``GG_TEST_HANG_SECONDS`` changes it.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

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
