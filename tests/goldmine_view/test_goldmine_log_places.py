"""The log and the hints name a square by its steps from the entrance: the mine shows no
coordinates, so "0, -1" would mean nothing to a player."""

from __future__ import annotations

import re

import pytest

from game import text
from game.engine.contract import LogEntry
from game.engine.match import SeatInfo
from game.goldmine.view.play import where
from tests.goldmine_view.test_goldmine_play import new_play

pytestmark = pytest.mark.usefixtures("home")

COORDINATES = re.compile(r"-?\d+, -?\d+")


@pytest.fixture(params=["en", "ko"])
def lang(request):
    before = text.language()
    text.set_language(request.param)
    yield request.param
    text.set_language(before)


def test_a_square_is_named_by_its_steps_from_the_entrance(lang) -> None:
    expected = {
        "en": {
            (0, 0): "the entrance",
            (0, -1): "the square 1 up from the entrance",
            (2, 1): "the square 2 right and 1 down from the entrance",
            (-3, 0): "the square 3 left from the entrance",
        },
        "ko": {
            (0, 0): "입구",
            (0, -1): "입구에서 위로 1칸 떨어진 곳",
            (2, 1): "입구에서 오른쪽으로 2칸, 아래로 1칸 떨어진 곳",
            (-3, 0): "입구에서 왼쪽으로 3칸 떨어진 곳",
        },
    }[lang]
    for (x, y), words in expected.items():
        assert where(x, y) == words


def test_log_lines_and_hints_carry_no_coordinates(make_app, lang) -> None:
    play = new_play(make_app(), [SeatInfo("human"), SeatInfo("human")])
    text.set_language(lang)  # the app takes its language from its settings
    for key in ("place", "move", "pushed", "collect", "nugget_moved"):
        entry = LogEntry(f"goldmine.log.{key}", {"seat": 0, "tile": 5, "x": 2, "y": -1, "path": 0})
        line = play.log_text(entry)
        assert not COORDINATES.search(line), line
        assert where(2, -1) in line
    for action in (("place", 2, -1, 0), ("move", 2, -1, 0), ("nugget", 2, -1)):
        assert not COORDINATES.search(play.describe(action))
    if lang == "ko":  # the particle after the phrase is resolved: 곳 takes 으로
        moved = play.log_text(LogEntry("goldmine.log.move", {"seat": 0, "x": 1, "y": 0}))
        assert "곳으로" in moved
