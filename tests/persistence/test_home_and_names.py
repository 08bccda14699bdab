"""``--self-test`` works inside ``GOLD_AND_GLORY_HOME``; seat names of thousands of
characters are cut when they come in, and the log lays out a long word in linear time."""

from __future__ import annotations

import json
import os
import tempfile
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


class MeasuringFace:
    """A font face that counts the characters it is asked to measure or draw."""

    def __init__(self, face, counted: list[int]) -> None:
        self.face, self.counted = face, counted

    def size(self, text: str):
        self.counted.append(len(text))
        return self.face.size(text)

    def render(self, text: str, *args, **kwargs):
        self.counted.append(len(text))
        return self.face.render(text, *args, **kwargs)

    def __getattr__(self, name: str):
        return getattr(self.face, name)


def test_the_log_wraps_a_4000_character_word_in_linear_work(make_app, monkeypatch):
    """Work, not time: doubling the word doubles the characters measured (cutting it by
    measuring ever shorter prefixes would quadruple them)."""
    from game.app import fonts
    from game.app.log_view import LogView

    make_app()  # fonts need pygame
    face = fonts.font
    counted: list[int] = []

    def measured(length: int) -> tuple[int, int]:
        counted.clear()
        view = LogView(pygame.Rect(0, 0, 356, 400), 15, 8)
        view.set_lines(["W" * length + " took the gold", "x" * length])
        return sum(counted), len(view.rows)

    with monkeypatch.context() as patch:  # undone before the app shuts down
        patch.setattr(fonts, "font", lambda *a, **k: MeasuringFace(face(*a, **k), counted))
        work, rows = measured(4000)
        twice, more_rows = measured(8000)
    assert rows > 100 and more_rows > 2 * rows - 5
    assert twice < 2.5 * work
    assert work < 60 * 8000  # a few dozen characters measured per character wrapped


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
    from game.app import fonts

    app = make_app()
    app.settings.ai_speed = "fast"
    app.push(MainMenu(app))
    face, laid_out = fonts.font, []
    with pytest.MonkeyPatch.context() as patch:  # every text measured, wrapped or drawn
        patch.setattr(fonts, "font", lambda *a, **k: MeasuringFace(face(*a, **k), laid_out))
        assert open_save(app, path)
        for _ in range(20):
            app.step(0.2, events=[])
        scene = next(s for s in app.stack.scenes if hasattr(s, "match"))
        frames(app, 2)
    assert [len(seat.name) for seat in scene.match.seats] == [MAX_NAME_CHARS] * 2
    # Work, not time: no text near the names' 4000 characters is ever laid out.
    assert laid_out and max(laid_out) < 10 * MAX_NAME_CHARS
