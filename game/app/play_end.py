"""A play scene's part: the end of a match.  Its result goes into the statistics once; after
the last step has been shown, the game's end animation plays, the finished board stays a
moment, and the Results screen follows (a coach may hold it for the lesson's last word)."""

from __future__ import annotations

from game.app.play_context import PlayContext
from game.app.results_story import story_numbers
from game.app.views import best_result_of

RESULTS_HOLD = 0.9
"""Seconds the finished board stays on screen after the end animation."""


class Ending:
    """The end of the match of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        match = scene.match
        self.over_at_start = match.is_over
        self.finished_recorded = match.is_over  # a game loaded finished counts no more
        self.one_sitting = not any(step.seat >= 0 for step in match.steps)
        """No decision was made before this scene: its clock is the game's length."""
        self.end_at: float | None = None
        self.results_shown = False

    def seconds(self) -> float | None:
        """The game's length, when it was all played in this scene."""
        return self.scene.time if self.one_sitting else None

    def update(self) -> None:
        """After the last step has been shown: the end animation, a pause, the results."""
        scene = self.scene
        if self.results_shown or scene.steps.busy:
            return
        if self.end_at is None:
            self.end_at = scene.time
            if scene.match.stopped:  # a resignation: no victory fanfare, only a moment's pause
                self.end_at += RESULTS_HOLD
            elif not self.over_at_start:
                self.end_at += scene.animate_end() * scene.animation_scale() + RESULTS_HOLD
        if scene.time >= self.end_at:
            self.results_shown = True
            if scene.coach is None or not scene.coach.hold_results(scene):
                scene.show_results()

    def record_statistics(self) -> None:
        """The finished match's result, once, for the human seats (none for a lesson)."""
        scene = self.scene
        humans = scene.humans
        if self.finished_recorded or not humans:
            return
        if scene.coach is not None and scene.coach.guided:
            return  # a lesson is no result
        self.finished_recorded = True
        match = scene.match
        outcome = match.outcome()
        won = any(seat in outcome.winners for seat in humans)
        levels = [seat.level for seat in match.seats if not seat.is_human]
        result = best_result_of(match.rules.game_id)
        # A game stopped by a resignation has no result of its own; a resigned seat's is not
        # a result either.
        kept = [seat for seat in humans if seat not in outcome.resigned]
        best = None if outcome.stopped or not kept else result.measure(outcome, kept)
        rounds, margin = story_numbers(match, outcome, kept)
        try:
            scene.app.stats.record(
                match.rules.game_id,
                won,
                levels,
                best,
                result.lower_is_better,
                rounds,
                self.seconds(),
                margin,
                resigned=outcome.stopped,
            )
        except OSError:
            scene.app.show_message("errors.save_write")
