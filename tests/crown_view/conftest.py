"""UI test fixtures (shared with the other UI test folders).  Crown & Dragon is not a
shipped game yet: its registry entry (with its view) is added for each test here."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from game.crown import GAME
from game.engine import registry
from tests.ui_fixtures import home, make_app, menu_app  # noqa: F401


@pytest.fixture(autouse=True)
def crown_in_the_app() -> Iterator[None]:
    known = registry._GAMES.get("crown")
    registry.register(GAME)
    try:
        yield
    finally:
        if known is None:
            registry.unregister("crown")
        else:
            registry.register(known)
