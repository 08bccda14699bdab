"""Autosaves: one per unfinished match (a new game never replaces another), Continue resumes
the newest, a finished match's is deleted; each decision is on disk before the next is asked
for; a failed autosave is told once; what a killed run left behind is cleaned at start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import tiny_game

from game.app.resume import open_save
from game.app.scenes.dialogs import MessageDialog
from game.app.scenes.main_menu import MainMenu
from game.engine import record
from game.engine.match import Match, SeatInfo
from game.persistence import autosave as autosave_module
from game.persistence.saves import SaveStore
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("tiny_registered")

HUMAN, RANDOM = SeatInfo("human"), SeatInfo("ai", "random")
ROOT = Path(__file__).resolve().parents[2]


def start(app, seats, seed: int):
    from tiny_view import TinyPlay

    app.settings.ai_speed = "fast"
    app.settings.animation_speed = "fast"
    match = Match.new(tiny_game.RULES, {"players": len(seats)}, seed, seats)
    return app.push(TinyPlay(app, match))


def decide(scene, count: int = 1) -> None:
    """``count`` decisions by whoever is to move (the first legal action)."""
    for _ in range(count):
        assert scene.match.to_move >= 0
        scene.play(scene.match.legal_actions()[0])


def menu(app) -> None:
    app.reset_to(MainMenu(app))
    frames(app, 2)


def on_disk_steps(path: Path) -> int:
    return len(record.unsealed(json.loads(path.read_text(encoding="utf-8")))["steps"])


def test_a_new_game_keeps_the_unfinished_one_and_continue_takes_the_newest(make_app):
    app = make_app()
    menu(app)
    first = start(app, [HUMAN, HUMAN], seed=1)
    decide(first, 2)
    first_steps = list(first.match.steps)
    menu(app)
    second = start(app, [HUMAN, HUMAN], seed=2)
    decide(second, 1)
    second_steps = list(second.match.steps)
    menu(app)
    assert first.saving.autosave_file != second.saving.autosave_file
    good, broken = app.saves.list()
    assert broken == []
    assert {s.path for s in good if s.is_autosave} == {
        first.saving.autosave_file,
        second.saving.autosave_file,
    }
    assert app.top().state_for_test()["continue_enabled"]
    assert app.saves.latest_autosave() == second.saving.autosave_file  # Continue: the newest
    assert record.load(first.saving.autosave_file).steps == first_steps  # the older one is intact

    assert open_save(app, app.saves.autosave_path)
    resumed = next(s for s in app.stack.scenes if hasattr(s, "match"))
    assert resumed.match.steps == second_steps
    decide(resumed, 1)
    menu(app)
    assert (
        resumed.saving.autosave_file == second.saving.autosave_file
    )  # written back to its own file
    assert len(app.saves.autosaves()) == 2
    assert record.load(second.saving.autosave_file).steps == resumed.match.steps

    # Loading the older one makes it the newest; deleting one leaves the other.
    assert open_save(app, first.saving.autosave_file)
    menu(app)
    assert app.saves.latest_autosave() == first.saving.autosave_file
    app.saves.delete(first.saving.autosave_file)
    assert app.saves.latest_autosave() == second.saving.autosave_file


def test_a_finished_match_leaves_no_autosave(make_app):
    app = make_app()
    menu(app)
    scene = start(app, [HUMAN, HUMAN], seed=4)
    for _ in range(500):
        if scene.match.is_over:
            break
        decide(scene)
    assert scene.match.is_over
    scene.saving.flush()
    assert not scene.saving.autosave_file.exists()
    menu(app)
    assert app.saves.autosaves() == []
    assert not app.top().state_for_test()["continue_enabled"]


def test_a_finished_autosave_left_by_a_killed_run_is_retired_at_start(make_app, home):
    match = Match.new(tiny_game.RULES, {"players": 2}, 4, [HUMAN, HUMAN])
    while not match.is_over:
        match.play(match.legal_actions()[0])
    folder = home / "saves"
    record.save(match, folder / "autosave-tiny-20240101-000000-abcdef.json")
    record.save(match, folder / "finished-named-save.json")  # a named save is kept
    app = make_app()
    assert sorted(p.name for p in folder.iterdir()) == ["finished", "finished-named-save.json"]
    (kept,) = (folder / "finished").iterdir()  # the game, among the finished ones
    assert kept.name.startswith("tiny-") and record.load(kept).steps == match.steps
    assert not app.saves.has_continue()


def test_the_single_slot_of_earlier_versions_is_resumed_in_place(make_app, home):
    match = Match.new(tiny_game.RULES, {"players": 2}, 6, [HUMAN, HUMAN])
    match.play(match.legal_actions()[0])
    legacy = home / "saves" / "autosave.json"
    record.save(match, legacy)
    app = make_app()
    menu(app)
    assert app.saves.autosave_path == legacy
    assert open_save(app, legacy)
    scene = next(s for s in app.stack.scenes if hasattr(s, "match"))
    decide(scene)
    menu(app)
    assert [p.name for p in (home / "saves").iterdir()] == ["autosave.json"]
    assert record.load(legacy).steps == scene.match.steps


def test_each_decision_is_on_disk_before_the_next_is_asked_for(make_app, monkeypatch):
    """A slow disk: the writer thread takes 40 ms a file while frames run flat out."""
    carry_out = autosave_module.AutosaveWriter._carry_out

    def slow(item):
        time.sleep(0.04)
        return carry_out(item)

    monkeypatch.setattr(autosave_module.AutosaveWriter, "_carry_out", staticmethod(slow))
    app = make_app()
    scene = start(app, [RANDOM, RANDOM], seed=9)
    asked = scene.turns.ask
    behind: list[tuple[int, int]] = []

    def ask(seat, level, salt, hint=False):
        behind.append((on_disk_steps(scene.saving.autosave_file), len(scene.match.steps)))
        asked(seat, level, salt, hint=hint)

    scene.turns.ask = ask
    for _ in range(400):
        if scene.match.is_over:
            break
        app.step(1.0, events=[])  # AI pacing and animations pass at once
    assert len(behind) >= 5
    assert all(disk == steps for disk, steps in behind), behind


def test_a_failed_autosave_is_told_once(make_app, home):
    (home / "saves").write_text("a file where the saves folder belongs", encoding="utf-8")
    app = make_app()
    menu(app)
    start(app, [HUMAN, RANDOM], seed=1)
    frames(app, 3)
    told = [s for s in app.stack.scenes if isinstance(s, MessageDialog)]
    assert [d.key for d in told] == ["errors.autosave_failed"]
    assert told[0].args["folder"] == str(home / "saves")
    app.pop()
    for _ in range(20):
        app.step(0.5, events=[])  # the game goes on; more autosaves fail
    menu(app)
    start(app, [HUMAN, RANDOM], seed=2)
    frames(app, 3)
    assert not any(isinstance(s, MessageDialog) for s in app.stack.scenes)  # once a run


# --- what a killed run leaves behind -------------------------------------------------------


def gone_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


@pytest.mark.skipif(os.name != "posix", reason="process ids are asked on POSIX only")
def test_stale_temporary_files_are_removed_at_start(make_app, home):
    dead = gone_pid()
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        files = {
            home / "saves" / f".autosave-tiny-x.json.{dead}.ab12cd34.tmp": False,
            home / "saves" / f".game-20240101.json.{dead}.ab12cd34.tmp": False,
            home / "saves" / f".autosave-tiny-y.json.{sleeper.pid}.ab12cd34.tmp": True,
            home / "saves" / ".autosave.json.oldstyle.tmp": False,  # no pid, an hour old
            home / "saves" / ".autosave.json.freshone.tmp": True,  # no pid, just written
            home / "saves" / "notes.tmp": True,  # not the app's
            home / "saves" / ".hidden.txt": True,
            home / "config" / f".settings.json.{dead}.ab12cd34.tmp": False,
            home / f".statistics.json.{dead}.ab12cd34.tmp": False,
            home / f".other.json.{dead}.ab12cd34.tmp": True,  # not a file the app writes there
        }
        for path in files:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("half a file", encoding="utf-8")
        hour_ago = time.time() - 3600
        os.utime(home / "saves" / ".autosave.json.oldstyle.tmp", (hour_ago, hour_ago))
        make_app()
        assert {p: p.exists() for p in files} == files
    finally:
        sleeper.kill()
        sleeper.wait()


WRITER = """
import sys
from pathlib import Path
from game.jsonio import atomic_write_text
path, n = Path(sys.argv[1]), 0
print("ready", flush=True)
while True:
    n += 1
    atomic_write_text(path, '{"n": %d, "pad": "%s"}' % (n, "x" * 400000))
"""


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_kill_9_mid_write_keeps_the_file_loadable_and_start_up_cleans_up(tmp_path):
    target = tmp_path / "autosave-tiny-kill.json"
    for n in range(12):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(target)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert writer.stdout.readline().strip() == "ready"
        time.sleep(0.05 + 0.013 * n)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
        writer.stdout.close()
        if target.exists():
            assert json.loads(target.read_text(encoding="utf-8"))["n"] >= 1  # never half
    SaveStore(tmp_path).tidy()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
