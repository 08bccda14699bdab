"""The real app ends cleanly on SIGTERM (the system or the desktop ending it): no "Quit?"
question, the game in progress autosaved, exit status 0, promptly; also when a hostile
file sits where a settings file belongs (start-up never hangs)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine import record

pytestmark = pytest.mark.skipif(os.name != "posix", reason="signals")

ROOT = Path(__file__).resolve().parents[2]

IN_GAME = """
import sys
from game.app.scenes import main_menu
from game.cli import main

entered = main_menu.MainMenu.on_enter

def continue_at_once(self):
    entered(self)
    if not getattr(main_menu, "_continued", False):
        main_menu._continued = True
        self.continue_game()
        print("playing", flush=True)

main_menu.MainMenu.on_enter = continue_at_once
sys.exit(main([]))
"""


def environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "GOLD_AND_GLORY_HOME": str(home),
        "GG_SCREENSHOT_DELAY": "0.2",
        "LANG": "en_US.UTF-8",
    }


def wait_for(condition, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the app did not get going"
        time.sleep(0.05)


def terminate(app: subprocess.Popen, seconds: float = 5.0) -> float:
    """Send SIGTERM; answer how long the app took to exit (it must exit)."""
    sent = time.monotonic()
    app.send_signal(signal.SIGTERM)
    try:
        app.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
        raise AssertionError("SIGTERM did not end the app") from None
    return time.monotonic() - sent


@pytest.mark.parametrize("settings", ["none", "fifo"])
def test_sigterm_ends_the_app_at_the_menu(tmp_path, settings):
    if settings == "fifo":
        (tmp_path / "config").mkdir()
        os.mkfifo(tmp_path / "config" / "settings.json")
    shot = tmp_path / "shot.png"
    app = subprocess.Popen(
        [sys.executable, "main.py", "--screenshot", str(shot)],
        cwd=ROOT,
        env=environment(tmp_path),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        wait_for(shot.exists, 60)  # the frame loop is running
    except AssertionError:
        app.kill()
        app.wait()
        raise
    took = terminate(app)
    stderr = app.stderr.read().decode(errors="replace")
    assert app.returncode == 0, stderr[-2000:]
    assert took < 3.0
    settings_file = tmp_path / "config" / "settings.json"
    assert json.loads(settings_file.read_text(encoding="utf-8"))["language"] == "en"  # shut down
    if settings == "fifo":
        assert (tmp_path / "config" / "settings.json.broken").exists()


def test_sigterm_in_a_game_autosaves_it_and_exits_0(tmp_path):
    from game.armadora import GAME
    from game.engine.match import Match, SeatInfo

    match = Match.new(
        GAME.rules, {"players": 2}, 8, [SeatInfo("ai", "random"), SeatInfo("ai", "random")]
    )
    saves = tmp_path / "saves"
    autosave = saves / "autosave.json"  # the name every version resumes
    record.save(match, autosave)
    env = {**environment(tmp_path), "PYTHONPATH": str(ROOT)}
    app = subprocess.Popen(
        [sys.executable, "-c", IN_GAME],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert app.stdout.readline().strip() == "playing"
        # Two random AIs play on their own (fast enough at the default pace).
        wait_for(lambda: len(record.load(autosave).steps) >= 2, 60)
    except AssertionError:
        app.kill()
        app.wait()
        raise
    took = terminate(app)
    assert app.returncode == 0, app.stderr.read()[-2000:]
    assert took < 3.0
    saved = record.load(autosave)  # the match as it was when the app ended, loadable
    assert len(saved.steps) >= 2 and not saved.is_over
    assert [p.name for p in saves.iterdir()] == [autosave.name]  # no temp file, no other save
