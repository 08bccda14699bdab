"""Two windows never lose a game (issue 49): one running app per user folder, held by an
operating-system lock that dies with its process; a second start says so, asks the
running app to come forward and exits; the headless commands work beside a running app;
and statistics counted by several processes at once lose no game."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game import jsonio
from game.filelock import FileLock
from game.persistence import stats as stats_module
from game.persistence.instance import LOCK_NAME, RAISE_NAME, InstanceLock
from game.persistence.stats import StatsStore
from tests.persistence.test_signals import environment as signals_environment
from tests.waiting import HANG_SECONDS as HANG
from tests.waiting import run_python, wait_for

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys, time
from pathlib import Path
from game.persistence.instance import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print("held" if lock.claim() and lock.held else "refused", flush=True)
time.sleep(600)
"""

COUNTER = """
import sys
from pathlib import Path
from game.persistence.stats import StatsStore
from tests.persistence.test_signals import environment as signals_environment
from tests.waiting import HANG_SECONDS as HANG
from tests.waiting import run_python, wait_for
path, worker, games = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
Path(sys.argv[4]).touch()
while not Path(sys.argv[5]).exists():
    pass  # all writers start together
for n in range(games):
    StatsStore(path).record("armadora", won=n % 2 == 0, levels=["hard" if worker % 2 else "easy"])
"""


def environment(home: Path) -> dict[str, str]:
    return {**signals_environment(home), "PYTHONPATH": str(ROOT)}


def start_app(home: Path, *args: str, stderr=subprocess.PIPE) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        env=environment(home),
        stdout=subprocess.PIPE,
        stderr=stderr,
        text=True,
    )


def stop(process: subprocess.Popen) -> int:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        return process.wait(timeout=HANG)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise AssertionError("the app did not end on SIGTERM") from None


# --- the lock ------------------------------------------------------------------------------


def test_one_claim_per_user_folder_and_it_is_free_again_once_let_go(tmp_path):
    first, second = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert first.claim() and first.held
    assert not second.claim() and not second.held  # even within one process
    assert InstanceLock(tmp_path / "other").claim()  # another user folder: its own app
    first.release()
    assert second.claim() and second.held
    second.release()
    assert (tmp_path / LOCK_NAME).exists()  # never deleted: see game/filelock.py


def test_a_request_to_come_forward_reaches_only_the_holder_and_is_used_once(tmp_path):
    holder, other = InstanceLock(tmp_path), InstanceLock(tmp_path)
    assert holder.claim() and not other.claim()
    assert not holder.take_request()
    assert other.ask_to_come_forward()
    assert not other.take_request()  # not the holder: it never takes the request
    assert holder.take_request() and not holder.take_request()
    other.ask_to_come_forward()
    holder.release()
    assert holder.claim()  # a request left from before the start is moot
    assert not (tmp_path / RAISE_NAME).exists()
    holder.release()


def test_a_folder_where_nothing_can_be_locked_runs_unguarded(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")  # the "folder" is a file: no lock file in it
    lock = InstanceLock(blocked)
    assert lock.claim() and not lock.held  # the app still starts, as before
    assert not lock.take_request()


def test_waiting_for_a_lock_gives_up_after_its_time_on_the_clock_given(tmp_path):
    held = FileLock(tmp_path / "x.lock")
    assert held.try_acquire()
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(seconds)
        now[0] += seconds

    waiting = FileLock(tmp_path / "x.lock")
    assert not waiting.acquire(1.0, clock=lambda: now[0], sleep=sleep)
    assert now[0] >= 1.0 and len(slept) == pytest.approx(100, abs=1)  # simulated seconds
    held.release()
    assert waiting.acquire(1.0, clock=lambda: now[0], sleep=sleep)
    waiting.release()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_lock_whose_holder_was_killed_is_taken_by_the_next_start(tmp_path):
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)],
        cwd=ROOT,
        env=environment(tmp_path),
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        assert not InstanceLock(tmp_path).claim()
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.wait()
        holder.stdout.close()
    assert (tmp_path / LOCK_NAME).exists()  # the file stays behind; its lock died
    after = InstanceLock(tmp_path)
    assert after.claim() and after.held
    after.release()


# --- two real apps -------------------------------------------------------------------------


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_a_second_app_on_the_same_folder_says_so_and_brings_the_first_forward(tmp_path):
    shot = tmp_path / "shot.png"
    first = start_app(tmp_path, "--screenshot", str(shot))
    second = None
    try:
        wait_for(lambda: shot.exists() or first.poll() is not None, "the first app's frame loop")
        assert first.poll() is None, first.stderr.read()[-2000:]
        before = {p.name for p in tmp_path.rglob("*")}
        told, its_shot = tmp_path.parent / f"{tmp_path.name}-second.txt", tmp_path / "two.png"
        with told.open("w", encoding="utf-8") as err:
            second = start_app(tmp_path, "--screenshot", str(its_shot), stderr=err)

            # Before: a second full app on the same saves (its frame loop takes the
            # screenshot).  Now: a line for the terminal and the message window, which
            # waits for its button (SIGTERM closes it here) and takes no screenshot.
            def answered() -> bool:
                return "\n" in told.read_text(encoding="utf-8") or its_shot.exists()

            wait_for(answered, "the second start's answer")
            assert not its_shot.exists(), "a second full app runs on the same user folder"
            assert stop(second) == 0
        line = told.read_text(encoding="utf-8")
        assert "already running" in line and str(tmp_path) in line, line
        assert second.stdout.read() == ""
        # The request to come forward was written as it closed, and the first app took it.
        wait_for(lambda: not (tmp_path / RAISE_NAME).exists(), "the first app took the request")
        assert first.poll() is None  # still running, its game untouched
        assert {p.name for p in tmp_path.rglob("*")} == before  # nothing else written
    finally:
        if second is not None and second.poll() is None:
            second.kill()
            second.wait()
        first.send_signal(signal.SIGKILL)  # a crash: its lock dies with it
        first.wait()
    # The next start has the folder to itself: the full app, not the message.
    again = start_app(tmp_path, "--first-frame-report")
    out, err = again.communicate(timeout=HANG)
    assert again.returncode == 0 and out.startswith("first-frame "), err[-2000:]


def test_headless_commands_work_beside_a_running_app(tmp_path):
    running = InstanceLock(tmp_path)  # what a running app holds
    assert running.claim()
    try:
        env = environment(tmp_path)
        saves = run_python("main.py", "check-saves", env=env)
        assert saves.returncode == 0, saves.stderr[-2000:]
        game = ["--game", "armadora", "--players", "random,random", "--games", "1"]
        played = run_python("main.py", "selfplay", *game, "--seed", "2", env=env)
        assert played.returncode == 0, played.stderr[-2000:]
        assert json.loads(played.stdout.strip().splitlines()[-1])["games"] == 1
    finally:
        running.release()


# --- statistics from several processes -------------------------------------------------------


def test_two_stores_on_one_file_keep_each_others_games(tmp_path):
    path = tmp_path / "statistics.json"
    app, other = StatsStore(path), StatsStore(path)  # e.g. the app and an older version
    app.record("armadora", won=True, levels=["hard"])
    other.record("armadora", won=False, levels=["easy"])  # read the file, then added
    entry = StatsStore(path).game("armadora")
    assert (entry["played"], entry["won"]) == (2, 1)
    assert entry["by_level"] == {"easy": {"played": 1, "won": 0}, "hard": {"played": 1, "won": 1}}
    assert app.game("armadora")["played"] == 2  # the screen shows the other's game too


def test_a_file_broken_while_the_app_ran_is_set_aside_and_the_count_goes_on(tmp_path):
    path = tmp_path / "statistics.json"
    store = StatsStore(path)
    store.record("armadora", won=True, levels=[])
    path.write_text("{not json", encoding="utf-8")
    assert store.game("armadora")["played"] == 1  # what it knew, not the broken file
    store.record("armadora", won=False, levels=[])
    assert StatsStore(path).game("armadora")["played"] == 2
    assert (tmp_path / "statistics.json.broken").read_text(encoding="utf-8") == "{not json"


def test_a_stuck_writer_delays_counting_a_game_but_never_loses_it(tmp_path, monkeypatch):
    path = tmp_path / "statistics.json"
    stuck = FileLock(path.with_name(path.name + ".lock"))
    assert stuck.try_acquire()
    monkeypatch.setattr(stats_module, "LOCK_SECONDS", 0.05)
    try:
        StatsStore(path).record("armadora", won=True, levels=[])
    finally:
        stuck.release()
    assert StatsStore(path).game("armadora")["played"] == 1


def test_writers_in_several_processes_at_once_lose_no_game(tmp_path):
    path = tmp_path / "statistics.json"
    workers, games = 4, 15
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                COUNTER,
                str(path),
                str(w),
                str(games),
                str(tmp_path / f"ready{w}"),
                str(go),
            ],
            cwd=ROOT,
            env=environment(tmp_path),
        )
        for w in range(workers)
    ]
    try:
        wait_for(lambda: all((tmp_path / f"ready{w}").exists() for w in range(workers)), "ready")
        go.touch()
        assert [p.wait(timeout=HANG) for p in procs] == [0] * workers
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait()
    entry = StatsStore(path).game("armadora")
    assert entry["played"] == workers * games
    assert entry["won"] == workers * ((games + 1) // 2)
    assert {level: c["played"] for level, c in entry["by_level"].items()} == {
        "easy": games * 2,
        "hard": games * 2,
    }


# --- Windows' file sharing -------------------------------------------------------------------


def failing_at_first(real, failures: int):
    """``real``, raising PermissionError (Windows' sharing violation) the first times."""
    calls = []

    def step(*args, **kwargs):
        calls.append(1)
        if len(calls) <= failures:
            raise PermissionError(13, "the file is open in another process")
        return real(*args, **kwargs)

    return step


def test_a_file_open_elsewhere_is_replaced_and_read_once_it_is_free(tmp_path, monkeypatch):
    """On Windows a rename over a file another process reads, or an open while it is being
    replaced, fails for a moment: the step is tried again, so a reader never takes the
    statistics for broken (and sets them aside) and a writer never loses its game."""
    monkeypatch.setattr(jsonio, "RETRY_SHARING", True)
    monkeypatch.setattr(jsonio, "SHARING_PAUSE", 0.0)
    path = tmp_path / "statistics.json"
    StatsStore(path).record("armadora", won=True, levels=[])
    monkeypatch.setattr(jsonio.os, "replace", failing_at_first(os.replace, 3))
    monkeypatch.setattr(jsonio.os, "open", failing_at_first(os.open, 3))
    store = StatsStore(path)
    assert store.problem is None  # not "broken"
    store.record("armadora", won=False, levels=[])
    assert StatsStore(path).game("armadora")["played"] == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["statistics.json", "statistics.json.lock"]


def test_a_file_that_stays_open_elsewhere_fails_as_before(tmp_path, monkeypatch):
    monkeypatch.setattr(jsonio, "RETRY_SHARING", True)
    monkeypatch.setattr(jsonio, "SHARING_PAUSE", 0.0)
    monkeypatch.setattr(jsonio.os, "replace", failing_at_first(os.replace, 10**6))
    with pytest.raises(PermissionError):
        jsonio.atomic_write_text(tmp_path / "x.json", "{}")
    assert list(tmp_path.iterdir()) == []  # the temporary file is gone too
