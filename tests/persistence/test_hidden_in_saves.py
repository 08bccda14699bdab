"""What the rules hide is not in plain sight in a save (issue 39, item 9): an unfinished
game's file holds no seed, no step (chance outcomes, face-down values, cards) and nothing
from which future draws follow; it still loads to the same game.  A finished game's file
shows everything, for replays and reviews."""

from __future__ import annotations

import json
import random

import pytest

from game.engine import record, registry
from game.engine.match import Match, SeatInfo

SEED = 918_273_645_546
PUBLIC = {"format", "version", "app_version", "game", "saved", "over", "seats", "meta", "setup"}
PUBLIC |= {"played_seconds"}  # how long the game was open: nobody's secret


def hot_seat(game: str, decisions: int) -> Match:
    rules = registry.get(game).rules
    seats = [SeatInfo("human", name=n) for n in ("Ann", "Bea", "Cy")]
    match = Match.new(rules, {"players": 3}, SEED, seats)
    rng = random.Random(7)
    for _ in range(decisions):
        if match.is_over:
            break
        match.play(rng.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("game", registry.shipped())
def test_an_unfinished_hot_seat_save_hides_seed_and_steps(game, tmp_path):
    match = hot_seat(game, 12)
    assert not match.is_over and any(step.is_chance for step in match.steps)
    path = tmp_path / "autosave.json"
    record.save(match, path)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert set(data) == PUBLIC | {"sealed", "checksum"}
    assert str(SEED) not in text
    for step in match.steps:  # no chance outcome or decision written out in the clear
        if not isinstance(step.value, int):
            assert json.dumps(step.value) not in text
            assert json.dumps(step.value, separators=(",", ":")) not in text
    loaded = record.load(path)
    assert loaded.steps == match.steps
    for seat in range(len(match.seats)):
        assert loaded.observe(seat) == match.observe(seat)
    finish(match)
    data = record.to_record(match)  # a finished game shows everything (replays, reviews)
    assert data["seed"] == SEED and len(data["steps"]) == len(match.steps)
    assert "sealed" not in data and record.from_record(data).is_over


def finish(match: Match) -> None:
    """Play on at random to the end (the seats become random AI players' for the rest)."""
    rng = random.Random(3)
    while not match.is_over:
        match.play(rng.choice(match.legal_actions()))
