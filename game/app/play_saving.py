"""A play scene's part: the autosave after every decision, and Save on the pause menu.

Each match has its own autosave file (chosen by the first autosave, so two games in one
run never share one); the writing happens on a thread (:mod:`game.persistence.autosave`)
and is flushed before the next decision is asked, so what is on disk is never behind the
board by more than the step being shown.  A match that ends here (played to its end, or
stopped by a resignation) has its autosave retired into the finished games, and a guided
first game its record kept there, before anything else happens (the statistics count it
after): it can be reviewed from Load's Finished tab and never resumes
(``docs/decisions.md``, "Autosave" and "Load").
"""

from __future__ import annotations

from pathlib import Path

from game.app.play_context import PlayContext
from game.engine import record
from game.persistence.autosave import AutosaveWriter


class Saving:
    """The autosave and the saved copies of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.writer = AutosaveWriter()
        self.autosave_file: Path | None = None  # chosen by the first autosave
        self.retired = False

    def autosave(self) -> None:
        """Write the match to its own autosave file (a finished match's is retired)."""
        scene = self.scene
        guided = scene.coach is not None and scene.coach.guided
        if scene.match.is_over:
            self.retire(guided)
            return
        if guided:
            return  # a guided first game is started again from Learn to play, not resumed
        if self.autosave_file is None:
            self.autosave_file = scene.app.saves.autosave_file_for(scene.match)
            if self.autosave_file.exists():
                return  # the autosave it was just loaded from: it holds this very match
        self.writer.submit(self.autosave_file, record.dumps(scene.match, scene.save_meta()))

    def retire(self, guided: bool) -> None:
        """The match is over: once, its autosave becomes a finished game (a guided game,
        which has none, is kept there too), and this waits until it is on disk.  A match
        loaded finished keeps no new copy; its autosave, if it was one, is retired."""
        scene = self.scene
        saves = scene.app.saves
        if self.retired:
            return
        self.retired = True
        autosave = None if guided else self.autosave_file or saves.autosave_file_for(scene.match)
        self.autosave_file = autosave
        if scene.ending.over_at_start and (autosave is None or not autosave.exists()):
            return  # nothing was played here, and no autosave holds it
        meta = {**scene.save_meta(), **({"tutorial": True} if guided else {})}
        self.writer.retire(
            autosave, record.dumps(scene.match, meta), saves.finished_file_for(scene.match)
        )
        self.writer.flush()
        saves.trim_finished()

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
