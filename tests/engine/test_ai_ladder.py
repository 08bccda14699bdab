"""The resumable AI strength ladder (``benchmarks/ai_strength.py``)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

import game.engine.ai as ai

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "ai_strength.py"


@pytest.fixture
def ladder():
    spec = importlib.util.spec_from_file_location("ai_strength", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _argv(results: Path, games: int, *extra: str) -> list[str]:
    return [
        "--game", "tiny", "--module", "tiny_game:register", "--pairs", "normal:random",
        "--games", str(games), "--seed", "5", "--results", str(results), *extra,
    ]  # fmt: skip


def _lines(path: Path) -> list[dict]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:
            out.append({})
    return out


def test_a_ladder_resumes_where_it_stopped_and_ignores_an_older_ai(
    ladder, tmp_path: Path, capsys, monkeypatch
) -> None:
    results = tmp_path / "ladder.jsonl"
    ladder.main(_argv(results, 4))
    first = _lines(results)
    assert sorted(r["index"] for r in first) == [0, 1, 2, 3]
    assert all(r["pairing"] == "normal:random" and r["game"] == "tiny" for r in first)

    with results.open("a", encoding="utf-8") as handle:
        handle.write('{"cut short')  # an interrupted write is skipped, not fatal
    ladder.main(_argv(results, 6))
    lines = _lines(results)
    assert lines[4] == {}  # the line cut short stays as it was
    assert sorted(r["index"] for r in lines[5:]) == [4, 5]

    def row(output: str) -> list[str]:
        line = [x for x in output.splitlines() if x.startswith("normal v random")][-1]
        return line.split()[:-1]  # without the wall time of this run

    played = row(capsys.readouterr().out)
    size = results.stat().st_size
    ladder.main(_argv(results, 6, "--report"))
    report = row(capsys.readouterr().out)
    assert results.stat().st_size == size  # --report plays nothing
    assert report[3] == "6"  # six games counted
    assert report == played

    monkeypatch.setattr(ai.player, "AI_VERSION", ai.AI_VERSION + 1)
    ladder.main(_argv(results, 2))
    newer = _lines(results)[7:]
    assert sorted(r["index"] for r in newer) == [0, 1]  # played again for the new AI


def test_the_report_counts_each_heros_wins_from_the_rotated_seats(ladder) -> None:
    # Game 0: hard sits in seat 0 (ragnar); game 1: the seats are swapped, hard in seat 1.
    records = [
        {"index": 0, "winners": ["hard"], "detail": {"heroes": ["ragnar", "sylva"]}},
        {"index": 1, "winners": ["hard"], "detail": {"heroes": ["ragnar", "sylva"]}},
        {"index": 2, "winners": ["normal"], "detail": {"heroes": ["henry", "ragnar"]}},
        {"index": 3, "winners": ["hard"], "detail": {}},  # no heroes recorded: not counted
    ]
    line = ladder.how_heroes_fare(records, ["hard", "normal"])
    assert line == "heroes (won/played): henry 0/1, ragnar 2/3, sylva 1/2"
    assert ladder.how_heroes_fare(records[3:], ["hard", "normal"]) == ""
