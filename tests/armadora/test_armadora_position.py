"""The score command: exact output on a known position, and one error per kind of bad file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.armadora import position
from tests.waiting import HANG_SECONDS

from .armadora_helpers import TOP_LEFT, fence_pairs, gold_list, warrior

ROOT = Path(__file__).resolve().parents[2]

KNOWN = {
    "game": "armadora",
    "players": 2,
    "teams": False,
    "gold": [
        [3, 0, 5],
        [1, 1, 4],
        [5, 1, 7],
        [7, 1, 3],
        [0, 3, 6],
        [4, 3, 4],
        [2, 4, 6],
        [6, 4, 5],
    ],
    "palisades": fence_pairs(TOP_LEFT),
    "warriors": [
        warrior((0, 0), 0, 3),
        warrior((1, 0), 1, 2, arrows=1),
        warrior((0, 1), 1, 1, reinforced=True),
        warrior((5, 2), 1, 2),
        warrior((6, 2), 0, 1),
    ],
}
KNOWN_OUTPUT = {
    "territories": [
        {
            "cells": [[0, 0], [1, 0], [0, 1], [1, 1]],
            "gold": 4,
            "strength": {"0": 3, "1": 3},
            "winners": [1],
            "awarded": {"1": 4},
        },
        {
            "cells": [[x, 0] for x in range(2, 8)]
            + [[x, 1] for x in range(2, 8)]
            + [[x, y] for y in (2, 3, 4) for x in range(8)],
            "gold": 36,
            "strength": {"0": 1, "1": 2},
            "winners": [1],
            "awarded": {"1": 36},
        },
    ],
    "gold": {"0": 0, "1": 40},
    "piles": {"0": [], "1": [36, 4]},
    "ranking": [[1], [0]],
}


def write(tmp_path: Path, data, name="pos.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_score_command_prints_the_exact_result(tmp_path):
    path = write(tmp_path, KNOWN)
    done = subprocess.run(
        [sys.executable, "main.py", "score", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=HANG_SECONDS,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == KNOWN_OUTPUT
    assert list(json.loads(done.stdout)) == ["territories", "gold", "piles", "ranking"]
    assert list(json.loads(done.stdout)["territories"][0]) == [
        "cells",
        "gold",
        "strength",
        "winners",
        "awarded",
    ]


def test_team_position_keys_sides_by_lowest_seat(tmp_path, capsys):
    data = {
        "game": "armadora",
        "players": 4,
        "teams": True,
        "gold": gold_list({(1, 1): 6}),
        "palisades": fence_pairs(TOP_LEFT),
        "warriors": [warrior((0, 0), 2, 2), warrior((1, 0), 3, 1), warrior((0, 1), 0, 1)],
    }
    assert position.main([str(write(tmp_path, data))]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["gold"] == {"0": 6, "1": 0}
    assert out["territories"][0]["strength"] == {"0": 3, "1": 1}
    assert out["ranking"] == [[0], [1]]


def bad(**changes):
    data = json.loads(json.dumps(KNOWN))
    for key, value in changes.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    return data


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ('{"players": 2, "gold": [', "bad JSON"),
        ("[1, 2]", "must be a JSON object"),
        (bad(players=None), "missing key 'players'"),
        (bad(warriors=None), "missing key 'warriors'"),
        (bad(players="two"), "'players' must be an integer"),
        (bad(players=5), "'players' must be 2, 3 or 4"),
        (bad(teams=True), "'teams' needs 4 players"),
        (bad(game="chess"), "'game' must be \"armadora\""),
        (bad(gold=[[8, 0, 3]]), "gold[0]: square (8,0) is off the board"),
        (bad(gold=[[0, 0, 3]]), "gold[0]: square (0,0) is not a gold mine"),
        (bad(gold=[[3, 0, "5"]]), "gold[0]: must be [x, y, amount]"),
        (bad(gold=[[3, 0, 41]]), "gold[0]: gold amount must be from 0 to 40"),
        (bad(gold=[[3, 0, -1]]), "gold[0]: gold amount must be from 0 to 40"),
        (bad(warriors=[warrior((0, 5), 0, 1)]), "warriors[0]: square (0,5) is off the board"),
        (bad(warriors=[warrior((3, 0), 0, 1)]), "warriors[0]: square (3,0) is a gold mine"),
        (
            bad(warriors=[warrior((2, 2), 0, 1), warrior((2, 2), 1, 2)]),
            "warriors[1]: square (2,2) already holds a warrior",
        ),
        (bad(warriors=[warrior((2, 2), 2, 1)]), "warriors[0]: owner 2 is not a seat"),
        (bad(warriors=[warrior((2, 2), 0, 7)]), "warriors[0]: value 7 is not between 1 and 5"),
        (bad(warriors=[{"at": [2, 2], "owner": 0}]), "warriors[0]: missing key 'value'"),
        (bad(warriors=[{"at": "c3", "owner": 0, "value": 1}]), "warriors[0]: 'at' must be a list"),
        (
            bad(warriors=[warrior((2, 2), 0, 1, reinforced="yes")]),
            "warriors[0]: 'reinforced' must be true or false",
        ),
        (
            bad(palisades=[[[0, 0], [2, 0]]]),
            "palisades[0]: squares (0,0) and (2,0) are not neighbours",
        ),
        (
            bad(palisades=[[[0, 0], [1, 1]]]),
            "palisades[0]: squares (0,0) and (1,1) are not neighbours",
        ),
        (
            bad(palisades=[[[0, 0], [-1, 0]]]),
            "palisades[0]: palisade (0,0)-(-1,0) is on the board edge",
        ),
        (
            bad(palisades=[[[7, 4], [7, 5]]]),
            "palisades[0]: palisade (7,4)-(7,5) is on the board edge",
        ),
        (bad(palisades=[[[9, 9], [9, 8]]]), "palisades[0]: square (9,9) is off the board"),
        (
            bad(palisades=[[[0, 0], [1, 0]], [[1, 0], [0, 0]]]),
            "palisades[1]: palisade (1,0)-(0,0) is listed twice",
        ),
        (bad(palisades=[[[0, 0], [1, 0], [2, 0]]]), "palisades[0]: a palisade must be two squares"),
    ],
)
def test_malformed_files_fail_with_one_line(tmp_path, capsys, data, message):
    code = position.main([str(write(tmp_path, data))])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ")
    assert message in lines[0], lines[0]


def test_missing_file_and_usage(tmp_path, capsys):
    assert position.main([str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert position.main([]) == 2
    assert "usage" in capsys.readouterr().err


def test_malformed_file_through_main_py(tmp_path):
    path = write(tmp_path, bad(warriors=[warrior((1, 1), 0, 1)]))
    done = subprocess.run(
        [sys.executable, "main.py", "score", str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=HANG_SECONDS,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip() == "error: warriors[0]: square (1,1) is a gold mine"
