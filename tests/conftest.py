"""Shared test set-up: headless SDL, the repository root importable, the tiny game fixture."""

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
