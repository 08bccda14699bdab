"""``main.py review SAVE [--seat N] [--json]``: the curve and the turning points, or one
line and exit 2 for a file it cannot review."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine.helpers import new_match, play_randomly

from game import text
from game.cli import main
from game.engine import record
from game.engine.review import cache
from tests.waiting import HANG_SECONDS

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tiny_registered: object
) -> Iterator[None]:
    monkeypatch.setenv("GOLD_AND_GLORY_HOME", str(tmp_path / "home"))
    text.add_locale_dir(Path(__file__).parents[1] / "tiny_locales")  # the game's title
    yield
    text.set_language("en")


def saved(tmp_path: Path, finished: bool = True, name: str = "game.json") -> Path:
    match = new_match(seed=3, kinds="ha")
    play_randomly(match, random.Random(3), limit=None if finished else 6)
    path = tmp_path / name
    record.save(match, path)
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["review", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_has_every_point_and_the_turning_points(tmp_path: Path, capsys) -> None:
    path = saved(tmp_path)
    code, out, err = run(capsys, str(path), "--json", "--jobs", "0")
    assert code == 0, err
    data = json.loads(out)
    assert data["game"] == "tiny" and data["seat"] == 0 and data["over"] is True
    assert len(data["points"]) == 12 and data["final"] is not None
    assert data["thresholds"] == {"blunder": 0.2, "mistake": 0.1, "inaccuracy": 0.05}
    mine = [p for p in data["points"] if p["seat"] == 0]
    assert all(p["played"] is not None and p["loss"] is not None for p in mine)
    assert all(p["loss"] is None for p in data["points"] if p["seat"] == 1)
    losses = sorted((p["loss"] for p in mine if p["mark"]), reverse=True)[:3]
    assert [t["loss"] for t in data["turning_points"]] == losses
    assert all(t["text"] for t in data["turning_points"])
    assert data["from_cache"] is False


def test_the_second_run_reads_the_saved_review(tmp_path: Path, capsys) -> None:
    path = saved(tmp_path)
    first = json.loads(run(capsys, str(path), "--json", "--jobs", "0")[1])
    folder = cache.default_folder()
    assert len(list(folder.glob("review-*.json"))) == 1
    second = json.loads(run(capsys, str(path), "--json", "--jobs", "0")[1])
    assert second.pop("from_cache") is True and first.pop("from_cache") is False
    assert first == second
    third = json.loads(run(capsys, str(path), "--json", "--jobs", "0", "--no-cache")[1])
    assert third["from_cache"] is False


def test_text_shows_the_curve_and_the_turning_points(tmp_path: Path, capsys) -> None:
    code, out, _ = run(capsys, str(saved(tmp_path)), "--seat", "1", "--jobs", "0")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Review of Tiny Duel for Player 2"
    table = lines[lines.index("") + 1 :]
    assert table[0].split()[:2] == ["Decision", "When"]
    assert [row.split()[0] for row in table[1:13]] == [str(n) for n in range(1, 13)]
    assert table[13].split()[0] == "End"
    assert any(line.startswith("Inaccuracies:") for line in lines)
    assert "Turning points:" in out or "No move lost" in out


def test_korean_text(tmp_path: Path, capsys) -> None:
    code, out, _ = run(capsys, str(saved(tmp_path)), "--jobs", "0", "--lang", "ko")
    assert code == 0 and "복기" in out.splitlines()[0]


def test_an_unfinished_game_says_whose_view_it_is(tmp_path: Path, capsys) -> None:
    path = saved(tmp_path, finished=False)
    assert "sealed" in json.loads(path.read_text(encoding="utf-8"))
    code, out, _ = run(capsys, str(path), "--jobs", "0")
    assert code == 0 and "not over" in out.splitlines()[1]
    data = json.loads(run(capsys, str(path), "--jobs", "0", "--json")[1])
    assert data["over"] is False and data["final"] is None and len(data["points"]) == 6


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "could not be opened"),
        ("{not json", "damaged"),
        ('{"format": "something else"}', "not a Gold & Glory save"),
    ],
)
def test_a_bad_file_is_one_line_and_exit_2(tmp_path: Path, capsys, content, message) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("error: ") and message in err


def test_a_tampered_save_and_a_seat_not_in_the_game(tmp_path: Path, capsys) -> None:
    path = saved(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["steps"][3]["a"] = ["take"]  # the checksum no longer matches
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, str(forged))
    assert code == 2 and "changed outside the game" in err
    code, _, err = run(capsys, str(path), "--seat", "2")
    assert code == 2 and err == "error: There is no seat 2 in this game: its seats are 0 to 1.\n"


def test_the_real_entry_point(tmp_path: Path) -> None:
    env = {**os.environ, "GOLD_AND_GLORY_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "main.py", "review", str(tmp_path / "missing.json")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_SECONDS,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1
