"""Shared test set-up: headless SDL, the repository root importable, the tiny game fixture,
and a bound on the memory a test process may grow to."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parent.parent
for folder in (ROOT, ROOT / "tests"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


@pytest.fixture
def tiny_registered() -> Iterator[object]:
    """Tiny Duel in the game registry for one test (records name their game by id)."""
    import tiny_game

    info = tiny_game.register()
    try:
        yield info
    finally:
        tiny_game.unregister()


PEAK_MEMORY_LIMIT = 2 << 30
"""Most memory (peak resident size) a test process may reach: a test worker needs well
under 1 GB.  A test that takes it past this keeps what it should have let go (issue 49:
queued pygame-gui events kept every screen of the text-fits test alive, 6 GB in one
worker), and fails, named, instead of the machine running out of memory later."""


def _peak_bytes() -> int | None:
    """This process's peak resident size (None where the system does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024  # bytes on macOS, KiB else


@pytest.fixture(autouse=True)
def _memory_bound() -> Iterator[None]:
    before = _peak_bytes()
    yield
    after = _peak_bytes()
    if before is not None and after is not None and before <= PEAK_MEMORY_LIMIT < after:
        pytest.fail(
            f"this test took the test process's peak memory to {after >> 20} MB "
            f"(limit {PEAK_MEMORY_LIMIT >> 20} MB): something it made is never let go"
        )
