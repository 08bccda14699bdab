"""Statistics' averages (length, margin) and winning streak (issue 35, part 4): kept per
game, written beside the old counts; a file written before them loads as it is, and the new
fields obey the hostile-file rules (docs/decisions.md): whole numbers in range, finite
margins, consistent with the games played and won, else the file is set aside."""

from __future__ import annotations

import json

import pytest

from game.persistence.stats import MAX_SUM, StatsStore, averages


def test_averages_and_the_streak_add_up(tmp_path):
    path = tmp_path / "statistics.json"
    stats = StatsStore(path)
    stats.record("goldmine", True, ["hard"], rounds=20, seconds=600, margin=3)
    stats.record("goldmine", True, ["hard"], rounds=30, seconds=None, margin=1)
    stats.record("goldmine", False, ["hard"], rounds=40, seconds=1200, margin=-2)
    stats.record("goldmine", True, ["hard"])  # no story: counted, but in no average
    entry = StatsStore(path).game("goldmine")
    assert (entry["played"], entry["won"]) == (4, 3)
    assert (entry["streak"], entry["best_streak"]) == (1, 2)
    assert averages(entry) == {"rounds": 30.0, "minutes": 15.0, "margin": pytest.approx(2 / 3)}


def test_a_file_from_before_loads_with_nothing_averaged(tmp_path):
    path = tmp_path / "statistics.json"
    old = {"games": {"armadora": {"played": 5, "won": 2, "by_level": {}}}}
    path.write_text(json.dumps(old), encoding="utf-8")
    stats = StatsStore(path)
    assert stats.problem is None
    entry = stats.game("armadora")
    assert (entry["played"], entry["won"], entry["streak"]) == (5, 2, 0)
    assert averages(entry) == {"rounds": None, "minutes": None, "margin": None}
    stats.record("armadora", True, [], rounds=12, margin=4)
    assert averages(StatsStore(path).game("armadora"))["rounds"] == 12


@pytest.mark.parametrize(
    "fields",
    [
        {"streak": -1},
        {"streak": 3},  # more wins in a row than games won
        {"best_streak": 1, "streak": 2},
        {"measured": 6},  # more than played
        {"measured": 1, "timed": 2},
        {"resigned": 6},  # more than played
        {"measured": 4, "resigned": 2},  # more measured and resigned than played
        {"resigned": -1},
        {"rounds": 1.5},
        {"rounds": MAX_SUM + 1},
        {"seconds": "600"},
        {"margin": "NaN"},
        {"margin": True},
        {"margin": 1e300},
    ],
)
def test_a_hostile_story_field_sets_the_file_aside(tmp_path, fields):
    path = tmp_path / "statistics.json"
    entry = {"played": 5, "won": 2, "by_level": {}, **fields}
    path.write_text(json.dumps({"games": {"armadora": entry}}), encoding="utf-8")
    stats = StatsStore(path)
    assert stats.problem == "errors.stats_broken"
    assert stats.game("armadora")["played"] == 0
    assert (tmp_path / "statistics.json.broken").exists()


def test_a_game_a_resignation_ended_counts_as_played_and_in_no_average(tmp_path):
    """Issue 49: the averages are the games played to their end; a game a resignation
    stopped counts as played (a loss or a win) and as resigned, so the screen can say how
    many the averages leave out."""
    path = tmp_path / "statistics.json"
    stats = StatsStore(path)
    stats.record("crown", False, ["hard"], rounds=20, margin=-5)
    stats.record("crown", False, ["hard"], rounds=2, margin=None, resigned=True)
    stats.record("crown", True, [], rounds=3, margin=0, resigned=True)  # the other resigned
    entry = StatsStore(path).game("crown")
    assert (entry["played"], entry["won"], entry["resigned"], entry["measured"]) == (3, 1, 2, 1)
    assert averages(entry) == {"rounds": 20.0, "minutes": None, "margin": -5.0}
