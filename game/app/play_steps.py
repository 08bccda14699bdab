"""A play scene's part: what follows the steps the match applied.  Each is queued on the
scene's :class:`~game.app.step_queue.StepQueue` and animated in turn by the game (its result
card after it, :mod:`game.app.recap_view`); the match is autosaved; once the last one has
been shown the decision is handed over (:mod:`game.app.play_handover`), or the end begins
(:mod:`game.app.play_end`).  A step the viewing player just made is shown at once and holds
nothing up; while Finish now is at work every step is shown at once, silently."""

from __future__ import annotations

from game.app.play_context import PlayContext
from game.engine.match import StepReport

LIVELY_AFTER_STEP = 1.5
"""Seconds after a step during which the scene counts as animating (effects that nothing
waits for: a piece appearing, the view gliding to the action)."""


class StepFlow:
    """The steps of ``scene`` (a :class:`game.app.play.PlayScene`) after they were applied."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene

    def took(self, reports: list[StepReport], by_viewer: bool) -> None:
        """Steps the match just applied: show them, autosave, and go on (or to the end)."""
        scene = self.scene
        steps = scene.steps
        scene.touch()
        scene.turns.clear_hint()
        scene.router.hide_tooltip()
        scene.quiet_hover()
        scene.lively_until = scene.time + LIVELY_AFTER_STEP
        scene.undone.follow(reports)
        scene.recap.took(reports)
        if scene.finishing:  # shown at once and silently: the rest is played without pauses
            with scene.app.audio.hushed():
                steps.queue(reports)
                if steps.clear():
                    scene.finish_animations()
        elif by_viewer:  # the player who made it knows it: shown, but nothing waits for it
            steps.show(reports[0])
            steps.queue(reports[1:])
        else:
            steps.queue(reports)
        scene.saving.autosave()
        if scene.match.is_over:
            scene.ending.record_statistics()
            scene.ending.update()  # the end animation starts now unless steps are still showing
        elif not steps.busy:
            scene.handing.hand_over()
        if scene.coach is not None:
            scene.coach.after_steps(scene, reports)
        scene.refresh()

    def animate(self, report: StepReport) -> float:
        """The game's animation of a step, and its result card after it."""
        scene = self.scene
        return scene.recap.animate(report, max(0.0, float(scene.animate(report) or 0.0)))

    def update(self, dt: float) -> None:
        """The frame's part of the steps being shown."""
        steps = self.scene.steps
        if not steps.busy:
            return
        steps.update(dt)
        if not steps.busy:
            self.shown()
        else:
            self.scene.game_log.catch_up()  # a step was seen: its lines join the log

    def skip(self) -> bool:
        """Show the end of every queued step at once; True when something was playing."""
        scene = self.scene
        scene.recap.skipped()
        if not scene.steps.clear():
            return False
        scene.finish_animations()
        self.shown()
        return True

    def shown(self) -> None:
        """The queued steps have all been shown: the game goes on."""
        scene = self.scene
        if not scene.match.is_over:
            scene.handing.hand_over()
        scene.refresh()
