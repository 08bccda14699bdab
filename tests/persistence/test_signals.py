"""The real app ends cleanly on SIGTERM (the system or the desktop ending it): no "Quit?"
question, the game in progress autosaved, exit status 0; also when a hostile file sits
where a settings file belongs (start-up never hangs).  That it ends promptly is the frame
loop's: it never sleeps longer than one idle wait (tests/app/test_idle_frames.py, on a
simulated clock); here a wall clock only bounds how long a hung app is waited for."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import record
from tests.waiting import HANG_SECONDS, wait_for

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


def terminate(app: subprocess.Popen) -> None:
    """Send SIGTERM; the app must exit (a question on screen would keep it open)."""
    app.send_signal(signal.SIGTERM)
    try:
        app.wait(timeout=HANG_SECONDS)
    except subprocess.TimeoutExpired:
        app.kill()
        app.wait()
        raise AssertionError("SIGTERM did not end the app") from None


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
        wait_for(shot.exists, "the frame loop running")
    except AssertionError:
        app.kill()
        app.wait()
        raise
    terminate(app)
    stderr = app.stderr.read().decode(errors="replace")
    assert app.returncode == 0, stderr[-2000:]
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
        wait_for(lambda: len(record.load(autosave).steps) >= 2, "two steps autosaved")
    except AssertionError:
        app.kill()
        app.wait()
        raise
    terminate(app)
    assert app.returncode == 0, app.stderr.read()[-2000:]
    saved = record.load(autosave)  # the match as it was when the app ended, loadable
    assert len(saved.steps) >= 2 and not saved.is_over
    assert [p.name for p in saves.iterdir()] == [autosave.name]  # no temp file, no other save
