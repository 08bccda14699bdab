"""``main.py check-saves``: the saves round trip the frozen app runs in CI (build scripts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli
from game.engine import record, registry
from game.engine.match import Match, SeatInfo
from game.games import SHIPPED

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("GOLD_AND_GLORY_HOME", str(tmp_path))
    return tmp_path


def test_every_shipped_game_round_trips_and_the_folder_is_left_as_it_was(user_home, capsys):
    assert cli.main(["check-saves"]) == 0
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert [line.split(":")[0] for line in lines[:-1]] == [f"check-saves {g}" for g in SHIPPED]
    assert all(": ok (sealed at step " in line for line in lines[:-1])
    assert lines[-1].startswith(f"check-saves: {len(SHIPPED)} games saved, listed, loaded")
    assert out.err == ""
    assert list(user_home.iterdir()) == []  # the saves folder it made is gone again


def test_keep_leaves_one_finished_save_in_the_clear_and_names_it_last(user_home, capsys):
    assert cli.main(["check-saves", "--keep"]) == 0
    kept = Path(capsys.readouterr().out.splitlines()[-1])
    assert list((user_home / "saves").iterdir()) == [kept]
    data = json.loads(kept.read_text(encoding="utf-8"))
    assert data["game"] == SHIPPED[0] and data["over"] and "steps" in data
    assert record.load(kept).is_over


def test_the_player_s_own_saves_are_neither_touched_nor_counted(user_home, capsys):
    """In the player's own folder: their saves, broken ones included, stay byte for byte."""
    saves = user_home / "saves"
    saves.mkdir()
    info = registry.get(SHIPPED[0])
    seats = [SeatInfo("human")] + [SeatInfo("ai", "easy")] * (info.min_players - 1)
    theirs = Match.new(info.rules, {"players": info.min_players}, 5, seats)
    record.save(theirs, saves / "mine.json", {"title": "mine"})
    (saves / "autosave-broken.json").write_text("{not json", encoding="utf-8")
    (saves / "notes.txt").write_text("hello", encoding="utf-8")
    before = {p.name: p.read_bytes() for p in saves.iterdir()}
    assert cli.main(["check-saves"]) == 0, capsys.readouterr().err
    assert {p.name: p.read_bytes() for p in saves.iterdir()} == before


def flip_checksum(text: str) -> str:
    """Any save, one character of its checksum changed: the list shows it as broken."""
    data = json.loads(text)
    digit = data["checksum"][0]
    data["checksum"] = ("1" if digit == "0" else "0") + data["checksum"][1:]
    return json.dumps(data)


def drop_the_last_step(text: str) -> str:
    """A finished save missing its last step, its checksum made to match: listed fine, but
    its replay does not reach the end it claims."""
    data = json.loads(text)
    if "steps" in data:
        data["steps"] = data["steps"][:-1]
        body = {k: v for k, v in data.items() if k != "checksum"}
        data["checksum"] = record._checksum(body)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (flip_checksum, "is listed as broken (errors.save_tampered)"),
        (drop_the_last_step, "RecordError: errors.save_invalid: over"),
    ],
)
def test_a_damaged_save_fails_the_check_with_a_one_line_reason(
    damage, reason, user_home, capsys, monkeypatch
):
    real_dumps = record.dumps
    monkeypatch.setattr(record, "dumps", lambda *args, **kw: damage(real_dumps(*args, **kw)))
    assert cli.main(["check-saves"]) == 1
    out = capsys.readouterr()
    assert out.err.count("\n") == 1
    assert out.err.startswith(f"check-saves FAILED: {SHIPPED[0]}: ") and reason in out.err
    assert f"check-saves {SHIPPED[0]}: ok" not in out.out
    assert list(user_home.iterdir()) == []  # what it wrote is deleted after a failure too


def test_the_command_imports_no_pygame(tmp_path):
    code = (
        "import sys\n"
        "from game.cli import main\n"
        "code = main(['check-saves'])\n"
        "print(code, [m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui')])\n"
    )
    env = {**os.environ, "GOLD_AND_GLORY_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "0 []"
