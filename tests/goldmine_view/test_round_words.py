"""The production round in words: a game the round limit stopped stands at its last round
("60 of 60"), not one past it."""

from __future__ import annotations

from types import SimpleNamespace

from game.goldmine.view.words import progress
from game.text import tr


def shown(round_: int, limit: int | None) -> SimpleNamespace:
    return SimpleNamespace(miners=[(0, 0, 0)], round=round_, round_limit=limit)


def test_a_game_stopped_by_the_limit_stands_at_its_last_round():
    assert progress(shown(59, 60)) == tr("goldmine_ui.round", round=60, limit=60)
    assert progress(shown(60, 60)) == tr("goldmine_ui.round", round=60, limit=60)  # over
    assert progress(shown(20, None)) == tr("goldmine_ui.round_open", round=21)
