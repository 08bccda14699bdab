"""Crown & Dragon is not a shipped game yet: tests that go through the registry register it
for their own duration only (the app's menus list every registered game)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.crown import GAME, register
from game.engine import registry


@pytest.fixture
def crown_registered() -> Iterator[registry.GameInfo]:
    known = "crown" in registry._GAMES
    info = register()
    try:
        yield info
    finally:
        if not known:
            registry.unregister("crown")


__all__ = ["GAME", "crown_registered"]
