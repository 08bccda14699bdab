"""``main.py analyse``: numbers too large to answer are refused when the file is read, and
every failure (even an answer that cannot be printed) is one line on stderr with exit 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import analyse
from tests.waiting import HANG_SECONDS

ROOT = Path(__file__).resolve().parents[2]
NINES = "9" * 4300  # 10**4300 - 1: the longest integer Python converts to text by default


def armadora_rich_mines() -> str:
    return (
        '{"game": "armadora", "players": 2, "palisades": [], "warriors": [], '
        f'"gold": [[3, 0, {NINES}], [1, 1, {NINES}]]}}'
    )


def crown_huge_bonus() -> str:
    from tests.crown.test_crown_position import SPEC_EXAMPLE

    text = json.dumps(SPEC_EXAMPLE)
    return text.replace('"bonus": {"atk": 0, "def": 20}', f'"bonus": {{"atk": {NINES}, "def": 0}}')


FILES = {"armadora": armadora_rich_mines, "crown": crown_huge_bonus}


@pytest.mark.parametrize("name", sorted(FILES))
def test_a_file_with_numbers_out_of_bounds_is_one_line_and_exit_2(name, tmp_path):
    path = tmp_path / "position.json"
    path.write_text(FILES[name](), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "main.py", "analyse", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=HANG_SECONDS,
    )
    assert done.returncode == 2, done.stderr[-500:]
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr[-500:]
    assert done.stdout == ""


def test_an_answer_that_cannot_be_printed_is_an_error_too(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(analyse, "read_position", lambda path: {"game": "armadora"})
    monkeypatch.setattr(analyse, "analyse", lambda data, game=None: {"gold": 10**5000})
    assert analyse.main([str(tmp_path / "any.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1
    assert captured.err.startswith("error: ")
