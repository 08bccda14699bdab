"""The headless match runner."""

from __future__ import annotations

import json

import pytest

from game.engine import runner

TINY = ["--game", "tiny", "--module", "tiny_game:register"]


def test_labels_percentiles_and_seat_rotation() -> None:
    assert runner.labels_for(["hard", "greedy", "hard", "hard"]) == [
        "hard",
        "greedy",
        "hard#2",
        "hard#3",
    ]
    assert runner.percentile([5, 1, 4, 2, 3], 0.95) == 5
    assert runner.percentile(list(range(1, 101)), 0.95) == 95
    assert runner.percentile([], 0.95) == 0.0
    jobs = list(runner.jobs("tiny", ["easy", "greedy"], 4, 3, {}))
    assert [j.labels for j in jobs] == [("easy", "greedy"), ("greedy", "easy")] * 2
    assert jobs[0].match_seed == jobs[1].match_seed != jobs[2].match_seed  # swapped deals
    assert all(j.setup == {"players": 2} for j in jobs)


def test_rotating_by_two_keeps_neighbouring_partners_together() -> None:
    specs = ["hard", "hard", "greedy", "greedy"]  # Gold Mine alliances: seats 0-1 and 2-3
    jobs = list(runner.jobs("tiny", specs, 4, 3, {}, rotate=2))
    assert [j.labels for j in jobs] == [
        ("hard", "hard#2", "greedy", "greedy#2"),
        ("greedy", "greedy#2", "hard", "hard#2"),
    ] * 2
    assert jobs[0].match_seed == jobs[1].match_seed != jobs[2].match_seed  # a deal per cycle


def test_selfplay_prints_one_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [*TINY, "--players", "normal,random", "--games", "6", "--seed", "2", "--deterministic"]
    assert runner.main(argv) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    data = json.loads(out[0])
    assert {"game", "games", "wins", "draws", "think_mean_s", "think_p95_s"} <= set(data)
    assert data["game"] == "tiny" and data["games"] == 6
    assert set(data["wins"]) == set(data["think_mean_s"]) == {"normal", "random"}
    assert sum(data["wins"].values()) + data["draws"] == 6
    assert data["think_p95_s"]["normal"] >= data["think_mean_s"]["normal"] * 0.5
    assert runner.main(argv) == 0  # deterministic: the same games again
    again = json.loads(capsys.readouterr().out)
    assert (again["wins"], again["draws"]) == (data["wins"], data["draws"])


def test_selfplay_with_repeated_specs_teams_and_worker_processes(capsys) -> None:
    argv = [*TINY, "--players", "greedy,random,greedy,random", "--games", "4"]
    argv += ["--setup", '{"teams": true}', "--workers", "2"]
    assert runner.main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["wins"]) == {"greedy", "random", "greedy#2", "random#2"}
    # Partners win together: a team's two labels have the same number of wins.
    assert data["wins"]["greedy"] == data["wins"]["greedy#2"]
    assert data["wins"]["greedy"] + data["wins"]["random"] + data["draws"] == 4


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "hard"],
        ["--players", "hard,grandmaster"],
        ["--players", "hard,greedy", "--games", "0"],
        ["--game", "no_such_game", "--players", "random,random"],
        [*TINY, "--players", "random,random", "--setup", "[1]"],
        [*TINY, "--players", "random,random", "--setup", '{"rounds": 99}'],
    ],
)
def test_bad_arguments_exit_with_2(argv: list[str], capsys) -> None:
    assert runner.main(argv) == 2
    assert capsys.readouterr().err.startswith("selfplay:")
