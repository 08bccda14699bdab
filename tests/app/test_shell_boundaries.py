"""The shared screens obey the same boundary as a game's view: observations and events only."""

from __future__ import annotations

import re
from pathlib import Path

import game.app
from tests.view_checks import offences

SHELL = Path(game.app.__file__).parent

ALLOWED = {
    # Words the match's own log line (a resignation), as a game's log_text words its own,
    # and leaves out the entries a game's turn separators replace.
    "play_log.py decodes a log key",
    # The pause menu's own method named ``entries`` (its buttons), not log lines.
    "pause.py reads a step's log lines",
    # The step queue counts the log lines of steps not yet shown, to hold them back.
    "step_queue.py reads a step's log lines",
}


def test_no_shared_screen_reads_the_state_or_decodes_the_log() -> None:
    files = sorted(SHELL.rglob("*.py"))
    assert len(files) > 20
    # Line numbers dropped: the allowance names a module and what it does, wherever it stands.
    found = {re.sub(r":\d+ ", " ", line) for path in files for line in offences(path)}
    assert found - ALLOWED == set()


def test_the_check_sees_a_shell_module_reading_the_state(tmp_path: Path) -> None:
    bad = tmp_path / "bad_screen.py"
    bad.write_text("def names(match):\n    return match.rules.sides(match.state)\n")
    assert offences(bad) == ["bad_screen.py:2 reads match.state"]
