"""A play scene's part: the autosave after every decision, and Save on the pause menu.

Each match has its own autosave file (chosen by the first autosave, so two games in one
run never share one); the writing happens on a thread (:mod:`game.persistence.autosave`)
and is flushed before the next decision is asked, so what is on disk is never behind the
board by more than the step being shown.  A finished match's autosave is deleted: there is
nothing left to resume (``docs/decisions.md``, "Autosave").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.engine import record
from game.persistence.autosave import AutosaveWriter


class Saving:
    """The autosave and the saved copies of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.writer = AutosaveWriter()
        self.autosave_file: Path | None = None  # chosen by the first autosave

    def autosave(self) -> None:
        """Write the match to its own autosave file (a finished match's is deleted)."""
        scene = self.scene
        if scene.coach is not None and scene.coach.guided:
            return  # a guided first game is started again from Learn to play, not resumed
        if self.autosave_file is None:
            self.autosave_file = scene.app.saves.autosave_file_for(scene.match)
        if scene.match.is_over:
            self.writer.discard(self.autosave_file)
        else:
            self.writer.submit(self.autosave_file, record.dumps(scene.match, scene.save_meta()))

    def flush(self) -> None:
        """Wait until the last autosave is on disk."""
        self.writer.flush()

    def close(self) -> None:
        """The scene goes: its last autosave is written, and the writer stops."""
        self.autosave()
        self.writer.flush()
        self.writer.close()

    def tell_failure(self) -> None:
        """Tell the player, once per run of the app, that autosaving does not work."""
        app = self.scene.app
        if self.writer.failed and not app.autosave_failure_told:
            app.autosave_failure_told = True
            app.show_message("errors.autosave_failed", folder=str(app.saves.folder))

    def save_copy(self) -> None:
        """Save on the pause menu: a new save file beside the autosave."""
        scene = self.scene
        try:
            scene.app.saves.save_as_new(scene.match, scene.save_meta())
        except OSError:
            scene.app.show_message("errors.save_write")
            return
        scene.app.show_message("play.saved")
