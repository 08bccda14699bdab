"""Hostile files, round two (issue 39): text that can be neither written back nor drawn, a
date out of range, huge files, a forged "over" flag, a broken autosave told at the menu.
Whatever the file, the app starts, says what it set aside, and touches nothing else."""

from __future__ import annotations

import hashlib
import json
import os
import random
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game import jsonio
from game.app.resume import open_save
from game.app.scenes.dialogs import MessageDialog
from game.app.scenes.load_game import LoadGame, saved_when
from game.app.scenes.main_menu import MainMenu
from game.engine import record, registry, seal
from game.engine.match import Match, SeatInfo
from tests.persistence.test_hostile_files import deadline, untouched_neighbours
from tests.ui_fixtures import frames

GAMES = registry.shipped()


def signed(body: dict) -> str:
    """``body`` signed as a careful forger would (text that UTF-8 cannot hold included)."""
    body = {k: v for k, v in body.items() if k != "checksum"}
    canonical = record._canonical(body).encode("utf-8", "surrogatepass")
    return json.dumps({**body, "checksum": hashlib.sha256(canonical).hexdigest()})


def a_match(game: str = "armadora", steps: int = 3, names=("Ann", "Bea")) -> Match:
    seats = [SeatInfo("human", name=n) for n in names]
    match = Match.new(registry.get(game).rules, {"players": len(seats)}, 5, seats)
    for _ in range(steps):
        match.play(match.legal_actions()[0])
    return match


def menu(app) -> None:
    app.reset_to(MainMenu(app))
    frames(app, 2)


def dialogs(app) -> list[MessageDialog]:
    return [s for s in app.stack.scenes if isinstance(s, MessageDialog)]


# --- item 1: a lone surrogate anywhere --------------------------------------------------------

SURROGATE_SAVE = '{"format": "gold-and-glory/match", "version": 1, "x": "\\ud800"}'


@pytest.mark.parametrize("name", ["game.json", "autosave-armadora-x.json", "autosave.json"])
def test_the_63_byte_save_never_stops_the_app(name, make_app, home):
    path = home / "saves" / name
    path.parent.mkdir()
    path.write_text(SURROGATE_SAVE, encoding="utf-8")
    check_neighbours = untouched_neighbours(home)
    app = make_app()
    menu(app)
    if name.startswith("autosave"):  # set aside and told
        assert not path.exists() and path.with_name(name + ".broken").exists()
        assert [d.key for d in dialogs(app)] == ["errors.autosave_set_aside"]
    else:  # a named save is the player's: listed as unreadable, left where it is
        assert path.read_text(encoding="utf-8") == SURROGATE_SAVE
        assert path in [b.path for b in app.saves.list()[1]]
        assert dialogs(app) == []
    app.push(LoadGame(app))
    frames(app, 3)
    check_neighbours()


def test_a_lone_surrogate_in_a_remembered_setup_makes_settings_broken(make_app, home):
    path = home / "config" / "settings.json"
    path.parent.mkdir()
    text = '{"ai_speed": "fast", "setups": {"crown": {"players": 2, "note": "\\ud800"}}}'
    path.write_text(text, encoding="utf-8")
    app = make_app()
    assert app.startup_problems == ["errors.settings_broken"]
    assert (home / "config" / "settings.json.broken").read_text(encoding="utf-8") == text
    menu(app)
    app.push("setup", game_id="armadora")
    frames(app, 2)
    app.pop()  # leaving the New game screen remembers its setup: settings are written
    frames(app, 2)
    app.shutdown()  # and again here
    assert json.loads(path.read_text(encoding="utf-8"))["ai_speed"] == "normal"


@pytest.mark.parametrize(
    "text",
    [
        '{"games": {"armadora": {"played": 1, "won": 0, "by_level": '
        '{"\\ud800": {"played": 1, "won": 0}}}}}',
        '{"games": {"\\udfffx": {"played": 1, "won": 0, "by_level": {}}}}',
        '{"games": {"armadora": {"played": 1, "won": 0, "by_level": '
        '{"hard\\u0000": {"played": 1, "won": 0}}}}}',
        '{"games": {"armadora": {"played": 1, "won": 0, "by_level": {"' + "h" * 65 + '": '
        '{"played": 1, "won": 0}}}}}',
    ],
)
def test_statistics_with_text_that_cannot_be_drawn_are_broken(text, make_app, home):
    from game.app.scenes.statistics import Statistics

    (home / "statistics.json").write_text(text, encoding="utf-8")
    app = make_app()
    assert app.startup_problems == ["errors.stats_broken"]
    assert (home / "statistics.json.broken").read_text(encoding="utf-8") == text
    app.push(Statistics(app))
    frames(app, 3)
    app.stats.record("armadora", won=True, levels=["hard"])  # the end of a game
    assert json.loads((home / "statistics.json").read_text(encoding="utf-8"))["games"]


def test_read_json_refuses_text_that_cannot_be_written_back(tmp_path):
    for text in ('{"a": "\\ud800"}', '{"\\udc00": 1}', '["a\\u0000"]', '["' + "x" * 1001 + '"]'):
        path = tmp_path / "f.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(jsonio.BrokenFile):
            jsonio.read_json(path)
    path.write_text('{"a": "\\ud83d\\ude00"}', encoding="utf-8")  # a pair is fine: 😀
    assert jsonio.read_json(path) == {"a": "\U0001f600"}


# --- item 2: NUL in a seat name, every game -------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_nul_in_a_seat_name_is_a_broken_save_not_a_crash(game, make_app, home):
    folder = home / "saves"
    folder.mkdir()
    body = record.to_record(a_match(game))
    body["seats"][0]["name"] = "A\u0000B"
    (folder / f"autosave-{game}-nul.json").write_text(signed(body), encoding="utf-8")
    (folder / "named-nul.json").write_text(signed(body), encoding="utf-8")
    app = make_app()
    menu(app)
    assert [d.key for d in dialogs(app)] == ["errors.autosave_set_aside"]  # Continue's file
    app.pop()
    assert not app.top().state_for_test()["continue_enabled"]
    assert not open_save(app, folder / "named-nul.json")
    assert dialogs(app)[-1].key == "errors.save_corrupt"
    app.pop()
    scene = app.push(LoadGame(app))
    frames(app, 3)
    assert scene.state_for_test()["notice"].startswith("1 file")


# --- item 3: a date out of range --------------------------------------------------------------


@pytest.mark.parametrize(
    ("saved", "tz"),
    [
        ("9999-12-31T23:59:59-23:59", None),
        ("9999-12-31T23:59:59+00:00", "Asia/Seoul"),
        ("0001-01-01T00:00:00+23:59", None),
    ],
)
def test_a_date_out_of_range_is_shown_as_written(saved, tz, make_app, home, monkeypatch):
    if tz is not None:
        monkeypatch.setenv("TZ", tz)
        time.tzset()
    try:
        assert saved_when(saved) == (saved, "")
        app = make_app()
        folder = app.saves.folder
        folder.mkdir(parents=True)
        body = record.to_record(a_match())
        body["saved"] = saved
        (folder / "far.json").write_text(signed(body), encoding="utf-8")
        scene = app.push(LoadGame(app))
        scene.fill_details(None)
        frames(app, 2)
        assert "".join(scene.state_for_test()["rows"][0]["saved"]) == saved
    finally:
        monkeypatch.delenv("TZ", raising=False)
        time.tzset()


# --- item 4: huge files -----------------------------------------------------------------------


def test_a_save_of_millions_of_lists_is_refused_unparsed_at_start(make_app, home, monkeypatch):
    parsed: list[int] = []
    decode = jsonio._DECODER.decode
    monkeypatch.setattr(jsonio._DECODER, "decode", lambda t: parsed.append(len(t)) or decode(t))
    folder = home / "saves"
    folder.mkdir()
    lists = ",".join(["[]"] * (record.MAX_ITEMS + 1))
    for name in ("lists.json", "autosave-crown-lists.json"):
        (folder / name).write_text(f'{{"format": "{record.FORMAT}", "version": 1, "x": [{lists}]}}')
    with deadline(20):
        app = make_app()
        menu(app)
    assert [b.path.name for b in app.saves.list()[1]] == ["lists.json"]
    assert (folder / "autosave-crown-lists.json.broken").exists()
    assert all(size < record.HEAD_BYTES for size in parsed)  # never the whole file


def test_a_save_of_a_million_empty_steps_is_refused_unparsed_by_load(make_app, home, monkeypatch):
    app = make_app()
    folder = app.saves.folder
    folder.mkdir(parents=True)
    body = record.unsealed(record.to_record(a_match()))
    body["steps"] = [{}] * (record.MAX_ITEMS + 1)
    (folder / "steps.json").write_text(signed(body), encoding="utf-8")
    parsed: list[int] = []
    decode = jsonio._DECODER.decode
    monkeypatch.setattr(jsonio._DECODER, "decode", lambda t: parsed.append(len(t)) or decode(t))
    with deadline(20):
        scene = app.push(LoadGame(app))
        scene.fill_details(None)
        frames(app, 2)
    (row,) = scene.state_for_test()["rows"]  # its summary (the head) is fine
    assert row["progress"] == "Cannot be loaded"
    assert not open_save(app, folder / "steps.json")
    assert dialogs(app)[-1].key == "errors.save_corrupt"
    assert parsed == []  # refused before parsing


def big_unfinished_autosave(folder: Path, game: str = "armadora") -> Path:
    """A valid-looking autosave of an unfinished game whose sealed part is 200 kB."""
    body = record.to_record(a_match(game))
    body["sealed"] = seal.seal(os.urandom(150_000))  # does not open to steps: fails on load
    path = folder / f"autosave-{game}-big.json"
    path.write_text(signed(body), encoding="utf-8")
    return path


def test_start_up_and_the_load_list_read_a_bounded_summary(make_app, home, monkeypatch):
    folder = home / "saves"
    folder.mkdir()
    path = big_unfinished_autosave(folder)
    assert path.stat().st_size > 3 * record.HEAD_BYTES
    read: list[int] = []  # how much of a save was asked for, each time one was read
    head = jsonio.read_head

    def read_head(file: Path, limit: int, size: int):
        if file.parent == folder:
            read.append(size)
        return head(file, limit, size)

    monkeypatch.setattr(jsonio, "read_head", read_head)
    app = make_app()
    menu(app)
    assert app.top().state_for_test()["continue_enabled"]  # its summary says unfinished
    scene = app.push(LoadGame(app))  # the table, before any row's picture
    assert [row["path"] for row in scene.state_for_test()["rows"]] == [path.name]
    assert read == [record.HEAD_BYTES]  # its summary, read once and remembered
    scene.fill_details(None)  # the row's picture: now it is loaded, and found broken
    assert scene.state_for_test()["rows"][0]["progress"] == "Cannot be loaded"


# --- items 6 and 8: "over" only from a replay; a broken autosave is told, never silent ----


def test_a_forged_over_flag_never_deletes_an_unfinished_game(make_app, home):
    folder = home / "saves"
    folder.mkdir()
    match = a_match("goldmine", steps=4)
    body = record.to_record(match)
    body["over"] = True
    path = folder / "autosave-goldmine-forged.json"
    path.write_text(signed(body), encoding="utf-8")
    app = make_app()
    menu(app)
    kept = folder / "autosave-goldmine-forged.json.broken"
    assert kept.read_text(encoding="utf-8") == signed(body)  # kept, byte for byte
    assert dialogs(app)[-1].args["files"] == kept.name
    honest = json.loads(signed(record.unsealed({**body, "over": False})))
    assert record.from_record(honest).steps == match.steps  # the game was there, unfinished


def test_continue_on_an_autosave_that_fails_its_replay_sets_it_aside_and_goes_on(make_app, home):
    folder = home / "saves"
    folder.mkdir()
    older = a_match("armadora", steps=2)
    record.save(older, folder / "autosave-armadora-older.json")
    body = record.unsealed(record.to_record(a_match("armadora", steps=3)))
    body["steps"][-1] = {"s": body["steps"][-1].get("s", 0), "a": ["fly"]}
    body["saved"] = datetime.now(UTC).replace(year=datetime.now(UTC).year + 1).isoformat()
    newer = folder / "autosave-armadora-newer.json"
    newer.write_text(signed(body), encoding="utf-8")
    future = record.to_record(a_match("armadora", steps=1))
    future["version"] = 99  # another version's: left for it, and skipped by Continue
    (folder / "autosave-armadora-future.json").write_text(signed(future), encoding="utf-8")
    app = make_app()
    menu(app)
    assert dialogs(app) == []  # its summary is fine: nothing is known yet
    assert app.saves.latest_autosave() == newer
    app.top().continue_game()
    told = dialogs(app)
    assert [d.key for d in told] == ["errors.autosave_set_aside"]
    assert told[0].args["files"] == "autosave-armadora-newer.json.broken"
    assert (folder / "autosave-armadora-newer.json.broken").exists()
    app.pop()
    assert app.top().state_for_test()["continue_enabled"]
    app.top().continue_game()  # now the older one
    scene = next(s for s in app.stack.scenes if hasattr(s, "match"))
    assert scene.match.steps == older.steps
    assert (folder / "autosave-armadora-future.json").read_text(encoding="utf-8") == signed(future)


# --- item 7: loose types, in every game's actions ------------------------------------------


def bool_for_int(value):
    """The first 0 or 1 inside ``value`` written as false or true (None if there is none)."""
    if isinstance(value, list):
        for index, part in enumerate(value):
            loose = bool_for_int(part)
            if loose is not None:
                return [*value[:index], loose, *value[index + 1 :]]
        return None
    return bool(value) if type(value) is int and value in (0, 1) else None


@pytest.mark.parametrize("game", GAMES)
def test_an_action_with_a_bool_for_a_number_is_rejected(game):
    rules = registry.get(game).rules
    match = Match.new(rules, {"players": 2}, 11, [SeatInfo("human"), SeatInfo("human")])
    rng = random.Random(4)
    body = None
    for _ in range(300):
        match.play(rng.choice(match.legal_actions()))
        body = record.unsealed(record.to_record(match))
        if any(bool_for_int(s.get("a")) is not None for s in body["steps"] if "a" in s):
            break
    steps = body["steps"]
    at = next(i for i, s in enumerate(steps) if "a" in s and bool_for_int(s["a"]) is not None)
    steps[at] = {"s": steps[at]["s"], "a": bool_for_int(steps[at]["a"])}  # e.g. ["palisade", true]
    with pytest.raises(record.RecordError) as caught:
        record.from_record(json.loads(signed({**body, "steps": steps})))
    assert caught.value.key == "errors.save_invalid"
