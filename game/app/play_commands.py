"""A play scene's part: what a player asks for beside the board's moves.  Undo (Ctrl+Z, the
Undo button, the privacy screen) goes back to the viewer's previous decision, never across
another human's; the pause menu (Esc, Menu) saves a copy, quits to the main menu, or
resigns for the player at the keyboard (``Match.resign``)."""

from __future__ import annotations

from game.app.play_chrome import Resignation
from game.app.play_context import PlayContext


class Commands:
    """Undo, the pause menu and resigning for ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene

    def can_undo(self) -> bool:
        scene = self.scene
        return scene.viewer is not None and scene.match.can_undo(scene.viewer)

    def undo(self) -> bool:
        """Back to the viewer's previous decision (never across another human's)."""
        scene = self.scene
        if not self.can_undo():
            scene.app.audio.play("error")
            return False
        self._stop()
        match, viewer = scene.match, scene.viewer
        point = match.undo_point(viewer)
        taken_back = match.steps[point:] if point is not None else []
        match.undo(viewer)
        scene.undone.remember(len(match.steps), taken_back)
        scene.recap.undone()
        scene.turns.clear_hint()
        scene.router.hide_tooltip()
        scene.saving.autosave()
        scene.after_undo()
        if scene.coach is not None:
            scene.coach.after_undo(scene)
        scene.quiet_hover()
        scene.refresh()
        return True

    def _stop(self) -> None:
        """Nothing on its way any more: no AI decision, no hurry, no steps being shown."""
        scene = self.scene
        scene.turns.halt()
        if scene.steps.clear():
            scene.finish_animations()

    def resigner(self) -> int | None:
        """The seat Resign gives up for: the only human, or in hot-seat the human whose
        decision is on screen (None: nobody may resign now)."""
        scene = self.scene
        humans = scene.humans
        seat = humans[0] if len(humans) == 1 else scene.viewer
        if seat is None or not scene.match.seats[seat].is_human:
            return None
        return seat if scene.match.can_resign(seat) else None

    def resign(self) -> None:
        """The player at the keyboard gives up (confirmed on the pause menu): the match
        records it; the game goes on without their side or ends (``Match.resign``)."""
        scene = self.scene
        seat = self.resigner()
        if seat is None:
            return
        scene.saving.flush()
        self._stop()
        reports = scene.match.resign(seat)
        scene.took(reports[1:], by_viewer=False)  # the first is the resignation: no picture

    def open_menu(self) -> None:
        """The pause menu: Save, Quit, and Resign when somebody may."""
        scene = self.scene
        resign = None
        seat = self.resigner()
        if seat is not None:
            player = scene.names().side_of(seat)
            resign = Resignation(player, scene.match.resigning_ends(seat), self.resign)
        elif not scene.match.is_over and scene.humans:
            resign = Resignation("", False, None)  # several people: on one's own turn
        scene.app.push(
            "pause",
            game_id=scene.match.rules.game_id,
            on_save=scene.saving.save_copy,
            on_quit=self.quit_to_menu,
            resign=resign,
        )

    def quit_to_menu(self) -> None:
        self.scene.app.reset_to("menu")
