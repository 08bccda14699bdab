"""Hostile files in the user folders: whatever sits where a settings, statistics or save
file belongs, the app starts (nothing hangs, nothing is read without end), says which file
was broken, sets it aside, uses defaults and touches nothing else; the Load and Statistics
screens show what survives validation."""

from __future__ import annotations

import contextlib
import json
import os
import signal
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from game import jsonio
from game.engine import record
from game.engine.match import Match, SeatInfo
from game.engine.names import MAX_NAME_CHARS
from game.jsonio import BrokenFile, read_json
from game.persistence.saves import SaveStore
from game.persistence.settings import SettingsStore
from game.persistence.stats import StatsStore
from tests.ui_fixtures import frames

POSIX = os.name == "posix"


class Hung(BaseException):
    """Raised by :func:`deadline` (not an OSError, which the code under test may catch)."""


@contextlib.contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Fail instead of hanging when the body takes longer than ``seconds`` (again every
    second after that, should the code under test swallow it)."""

    def expire(signum, frame) -> None:
        raise Hung(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds, 1.0)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _text(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8")


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _endless(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _too_large(path: Path) -> None:
    path.write_text('{"x": "' + "a" * (jsonio.SMALL_FILE_LIMIT + 10) + '"}', encoding="utf-8")


HOSTILE: dict[str, Callable[[Path], None]] = {
    "nested_100000": _text("[" * 100_000 + "]" * 100_000),
    "nested_200": _text('{"a": ' * 200 + "1" + "}" * 200),  # parses, but deeper than any file
    "number_5000_digits": _text('{"games": {}, "x": ' + "7" * 5000 + "}"),
    "float_1e400": _text('{"games": {}, "x": 1e400}'),
    "nan": _text('{"games": {}, "x": NaN}'),
    "not_utf8": lambda path: path.write_bytes(b'{"games": "\xff\xfe"}'),
    "too_large": _too_large,
    "folder": lambda path: path.mkdir(),
    "fifo": _fifo,
    "symlink_to_dev_zero": _endless,
}
NEEDS_POSIX = {"fifo", "symlink_to_dev_zero"}


def make_hostile(kind: str, path: Path) -> None:
    if kind in NEEDS_POSIX and not (POSIX and Path("/dev/zero").exists()):
        pytest.skip("needs FIFOs and /dev/zero")
    path.parent.mkdir(parents=True, exist_ok=True)
    HOSTILE[kind](path)


def untouched_neighbours(home: Path) -> Callable[[], None]:
    """Files beside the hostile one; the returned check says they are still as they were."""
    files = {
        home / "saves" / "keep.json": "untouched save",
        home / "config" / "keep.txt": "untouched config",
        home / "keep.txt": "untouched data",
    }
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def check() -> None:
        for path, text in files.items():
            assert path.read_text(encoding="utf-8") == text

    return check


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_read_json_says_broken_and_never_hangs(kind, tmp_path):
    path = tmp_path / "file.json"
    make_hostile(kind, path)
    with deadline(5), pytest.raises(BrokenFile):
        read_json(path)


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_app_starts_with_a_hostile_settings_file(kind, make_app, home):
    path = home / "config" / "settings.json"
    make_hostile(kind, path)
    check_neighbours = untouched_neighbours(home)
    with deadline(30):
        app = make_app()
    assert app.startup_problems == ["errors.settings_broken"]
    assert app.settings.ai_speed == "normal"  # defaults
    assert os.path.lexists(home / "config" / "settings.json.broken")  # set aside, kept
    assert not os.path.lexists(path)
    app.save_settings()
    assert json.loads(path.read_text(encoding="utf-8"))["ai_speed"] == "normal"
    check_neighbours()


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_the_app_starts_with_a_hostile_statistics_file(kind, make_app, home):
    path = home / "statistics.json"
    make_hostile(kind, path)
    check_neighbours = untouched_neighbours(home)
    with deadline(30):
        app = make_app()
    assert app.startup_problems == ["errors.stats_broken"]
    assert app.stats.game("armadora")["played"] == 0
    assert os.path.lexists(home / "statistics.json.broken")
    assert not os.path.lexists(path)
    check_neighbours()


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_save_is_listed_as_broken_and_left_alone(kind, make_app, home):
    from game.app.resume import open_save
    from game.app.scenes.load_game import LoadGame
    from game.app.scenes.main_menu import MainMenu

    path = home / "saves" / "hostile.json"  # a named save: the player's, never moved
    make_hostile(kind, path)
    mode = path.lstat().st_mode
    with deadline(30):
        app = make_app()
        app.push(MainMenu(app))
        frames(app, 2)
        assert app.top().name == "main_menu"  # nothing to tell: no autosave was set aside
        assert not app.top().state_for_test()["continue_enabled"]
        good, broken = app.saves.list()
        assert good == [] and [b.path for b in broken] == [path]
        with pytest.raises(record.RecordError):
            record.load(path)
        assert not open_save(app, path)  # a message, not a crash
        app.pop()
        app.push(LoadGame(app))
        frames(app, 3)
    assert path.lstat().st_mode == mode  # still there, as it was
    assert app.startup_problems == []


@pytest.mark.parametrize("kind", sorted(HOSTILE))
def test_a_hostile_autosave_is_set_aside_and_told_once_at_the_menu(kind, make_app, home):
    from game.app.scenes.dialogs import MessageDialog
    from game.app.scenes.main_menu import MainMenu

    path = home / "saves" / "autosave-armadora-hostile.json"  # Continue looks at it
    make_hostile(kind, path)
    check_neighbours = untouched_neighbours(home)
    with deadline(30):
        app = make_app()
        app.push(MainMenu(app))
        frames(app, 2)
    assert not os.path.lexists(path)
    assert os.path.lexists(path.with_name(path.name + ".broken"))  # kept for the player
    told = app.top()
    assert isinstance(told, MessageDialog) and told.key == "errors.autosave_set_aside"
    assert told.args["files"] == "autosave-armadora-hostile.json.broken"
    app.pop()
    assert not app.top().state_for_test()["continue_enabled"]
    app.reset_to(MainMenu(app))  # the menu again: told once only
    frames(app, 2)
    assert app.top().name == "main_menu"
    good, broken = app.saves.list()
    assert good == [] and [b.path.name for b in broken] == ["keep.json"]  # a named save stays
    check_neighbours()


def tiny_record(**changes) -> str:
    """A valid Tiny Duel save with ``changes`` made, its checksum recomputed (a careful
    forger); a change of None removes the field."""
    import tiny_game

    match = Match.new(tiny_game.RULES, {"players": 2}, 5, [SeatInfo("human"), SeatInfo("human")])
    data = record.to_record(match)
    for key, value in changes.items():
        if value is None:
            data.pop(key)
        else:
            data[key] = value
    body = {k: v for k, v in data.items() if k != "checksum"}
    body["checksum"] = record._checksum(body)
    return json.dumps(body)


WRONG_SUMMARIES = {
    "seat_name_number": {"seats": [{"kind": "human", "level": "normal", "name": 5}] * 2},
    "seat_level_list": {"seats": [{"kind": "ai", "level": ["hard"], "name": ""}] * 2},
    "seat_kind_number": {"seats": [{"kind": 1}, {"kind": 2}]},
    "seats_text": {"seats": "Ann, Bea"},
    "game_number": {"game": 7},
    "saved_number": {"saved": 20240101},
    "saved_not_a_date": {"saved": "yesterday"},
    "meta_list": {"meta": ["title"]},
    "over_text": {"over": "yes"},
    "no_over": {"over": None},
    "version_text": {"version": "1"},
}


@pytest.mark.usefixtures("tiny_registered")
@pytest.mark.parametrize("case", sorted(WRONG_SUMMARIES))
def test_a_summary_with_wrong_types_is_broken_and_the_load_screen_shows(case, make_app, home):
    from game.app.scenes.load_game import LoadGame

    folder = home / "saves"
    folder.mkdir()
    (folder / "good.json").write_text(tiny_record(), encoding="utf-8")
    (folder / "bad.json").write_text(tiny_record(**WRONG_SUMMARIES[case]), encoding="utf-8")
    good, broken = SaveStore(folder).list()
    assert [s.path.name for s in good] == ["good.json"]
    assert [b.path.name for b in broken] == ["bad.json"]
    with pytest.raises(record.RecordError):
        record.load(folder / "bad.json")  # the list and loading agree
    app = make_app()
    app.push(LoadGame(app))
    frames(app, 5)  # builds, replays the good save for its picture, draws


@pytest.mark.usefixtures("tiny_registered")
def test_long_names_are_bounded_on_load_and_in_the_list(tmp_path):
    long_name = "W" * 4000
    seats = [{"kind": "human", "level": "normal", "name": long_name}] * 2
    (tmp_path / "long.json").write_text(tiny_record(seats=seats), encoding="utf-8")
    (summary,), _ = SaveStore(tmp_path).list()
    assert [len(seat["name"]) for seat in summary.seats] == [MAX_NAME_CHARS] * 2
    match = record.load(tmp_path / "long.json")
    assert [seat.name for seat in match.seats] == [long_name[:MAX_NAME_CHARS]] * 2
    assert len(SeatInfo("human", name=long_name).name) == MAX_NAME_CHARS  # typed in


BAD_STATISTICS = {
    "count_1e400_float": '{"games": {"armadora": {"played": 1e400, "won": 0, "by_level": {}}}}',
    "count_10_to_400": '{"games": {"armadora": {"played": 1'
    + "0" * 400
    + ', "won": 1, "by_level": {}}}}',
    "won_above_played": '{"games": {"armadora": {"played": 2, "won": 9, "by_level": {}}}}',
    "level_won_above_played": '{"games": {"armadora": {"played": 2, "won": 1, "by_level": '
    '{"hard": {"played": 1, "won": 2}}}}}',
    "negative": '{"games": {"armadora": {"played": -4, "won": 0, "by_level": {}}}}',
    "text_count": '{"games": {"armadora": {"played": "many", "won": 0, "by_level": {}}}}',
    "bool_count": '{"games": {"armadora": {"played": true, "won": 0, "by_level": {}}}}',
    "no_by_level": '{"games": {"armadora": {"played": 2, "won": 1}}}',
    "games_list": '{"games": []}',
    "best_text": '{"games": {"armadora": {"played": 1, "won": 1, "best": "x", "by_level": {}}}}',
}


@pytest.mark.parametrize("case", sorted(BAD_STATISTICS))
def test_invalid_statistics_are_broken_and_the_screen_shows(case, make_app, home):
    from game.app.scenes.statistics import Statistics

    (home / "statistics.json").write_text(BAD_STATISTICS[case], encoding="utf-8")
    app = make_app()
    assert app.startup_problems == ["errors.stats_broken"]
    assert app.stats.game("armadora") == {"played": 0, "won": 0, "by_level": {}}
    assert (home / "statistics.json.broken").read_text(encoding="utf-8") == BAD_STATISTICS[case]
    app.push(Statistics(app))
    frames(app, 3)


def test_the_largest_valid_counts_show_without_overflow(make_app, home):
    from game.app.scenes.statistics import Statistics
    from game.persistence.stats import MAX_COUNT

    counts = {"played": MAX_COUNT, "won": MAX_COUNT}
    data = {"games": {"armadora": {**counts, "by_level": {"hard": counts}}}}
    (home / "statistics.json").write_text(json.dumps(data), encoding="utf-8")
    app = make_app()
    assert app.startup_problems == []
    assert app.stats.game("armadora")["won"] == MAX_COUNT
    app.push(Statistics(app))
    frames(app, 3)


def test_a_broken_file_is_set_aside_under_a_free_name(tmp_path):
    path = tmp_path / "settings.json"
    (tmp_path / "settings.json.broken").write_text("older", encoding="utf-8")
    path.write_text("{", encoding="utf-8")
    store = SettingsStore(path)
    store.load()
    assert store.problem == "errors.settings_broken"
    assert (tmp_path / "settings.json.broken").read_text(encoding="utf-8") == "older"
    assert (tmp_path / "settings.json.broken1").read_text(encoding="utf-8") == "{"


def test_a_good_statistics_file_round_trips(tmp_path):
    path = tmp_path / "statistics.json"
    StatsStore(path).record("armadora", won=True, levels=["hard"])
    again = StatsStore(path)
    assert again.problem is None
    assert again.game("armadora")["by_level"]["hard"] == {"played": 1, "won": 1}


def test_a_save_above_the_size_cap_is_not_read(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_text(json.dumps({"format": record.FORMAT, "pad": "x" * 5000}), encoding="utf-8")
    monkeypatch.setattr(record, "MAX_BYTES", 4096)
    with pytest.raises(record.RecordError) as caught:
        record.load(path)
    assert caught.value.key == "errors.save_unreadable"
    assert [b.key for b in SaveStore(tmp_path).list()[1]] == ["errors.save_unreadable"]
