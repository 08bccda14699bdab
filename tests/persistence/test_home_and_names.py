"""``--self-test`` works inside ``GOLD_AND_GLORY_HOME``; seat names of thousands of
characters are cut when they come in, and the log lays out a long word in linear time."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

import pygame
import pytest

from game.app import selftest
from game.engine import record
from game.engine.names import MAX_NAME_CHARS
from tests.ui_fixtures import frames


def fake_run(seen: list[Path]):
    def run() -> int:
        home = Path(os.environ["GOLD_AND_GLORY_HOME"])
        (home / "config").mkdir()
        (home / "config" / "settings.json").write_text("{}", encoding="utf-8")
        seen.append(home)
        return 1

    return run


def test_the_self_test_works_inside_gold_and_glory_home(tmp_path, monkeypatch):
    chosen = tmp_path / "portable" / "home"
    monkeypatch.setenv("GOLD_AND_GLORY_HOME", str(chosen))
    seen: list[Path] = []
    monkeypatch.setattr(selftest, "_run", fake_run(seen))
    assert selftest.run_self_test() == 0
    assert seen[0].parent == chosen  # its throw-away folder is inside the chosen home
    assert not seen[0].exists()  # and gone afterwards
    assert list(chosen.iterdir()) == []  # nothing of the player's touched or left
    assert os.environ["GOLD_AND_GLORY_HOME"] == str(chosen)


def test_without_a_home_the_self_test_uses_the_temporary_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("GOLD_AND_GLORY_HOME", raising=False)
    seen: list[Path] = []
    monkeypatch.setattr(selftest, "_run", fake_run(seen))
    assert selftest.run_self_test() == 0
    assert seen[0].parent == Path(tempfile.gettempdir())
    assert "GOLD_AND_GLORY_HOME" not in os.environ


def test_the_log_wraps_a_4000_character_word_quickly(make_app):
    from game.app.log_view import LogView

    make_app()  # fonts need pygame
    view = LogView(pygame.Rect(0, 0, 356, 400), 15, 8)
    started = time.perf_counter()
    view.set_lines(["W" * 4000 + " took the gold", "x" * 4000])
    assert time.perf_counter() - started < 1.0
    assert len(view.rows) > 100


@pytest.mark.usefixtures("tiny_registered")
def test_a_save_with_4000_character_names_plays_without_freezing(make_app, home):
    import tiny_game

    from game.app.resume import open_save
    from game.app.scenes.main_menu import MainMenu
    from game.engine.match import Match, SeatInfo

    long_names = [SeatInfo("human", name="A" * 4000), SeatInfo("ai", "random", name="B" * 4000)]
    match = Match.new(tiny_game.RULES, {"players": 2}, 3, long_names)
    data = record.to_record(match)
    assert len(data["seats"][0]["name"]) == MAX_NAME_CHARS  # bounded when typed in
    data["seats"][0]["name"] = data["seats"][1]["name"] = "W" * 4000  # an older or forged file
    body = {k: v for k, v in data.items() if k != "checksum"}
    body["checksum"] = record._checksum(body)
    path = home / "saves" / "long-names.json"
    path.parent.mkdir()
    path.write_text(json.dumps(body), encoding="utf-8")
    app = make_app()
    app.settings.ai_speed = "fast"
    app.push(MainMenu(app))
    started = time.perf_counter()
    assert open_save(app, path)
    for _ in range(20):
        app.step(0.2, events=[])
    scene = next(s for s in app.stack.scenes if hasattr(s, "match"))
    frames(app, 2)
    assert time.perf_counter() - started < 5.0
    assert [len(seat.name) for seat in scene.match.seats] == [MAX_NAME_CHARS] * 2
