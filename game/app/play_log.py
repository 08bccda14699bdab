"""A play scene's part: the log as the viewer may read it.  Each entry is worded once by the
game's ``log_text`` (the match's own line, a resignation, the same in every game), only
those the viewer may know (every line once the game is over), never ahead of the board
(the lines of steps still being shown wait), with turn separators in the seat's colour and
the lines about the viewer's own pieces standing out (:mod:`game.app.log_marks`)."""

from __future__ import annotations

from collections.abc import Callable

from game.app.log_marks import LogMarks, Turn
from game.app.log_view import LogLine, RenderedLog
from game.app.play_context import PlayContext
from game.engine.contract import LogEntry
from game.engine.events import RESIGNED_LOG
from game.text import language, tr


def resignation_text(entry: LogEntry, side_name: Callable[[int], str]) -> str | None:
    """The match's own line (a resignation), the same in every game."""
    if entry.key != RESIGNED_LOG:
        return None
    return tr(RESIGNED_LOG, player=side_name(entry.args.get("side", -1)))


def replaced_by_separator(entry: LogEntry, turn_keys: frozenset[str]) -> bool:
    """Whether ``entry`` is a game's own turn heading (its ``log_turn_keys``: Gold Mine's
    "── Round 5 · Red ──"), which the turn separators say instead."""
    return entry.key in turn_keys


def turn_words(turn: Turn, player: str) -> str:
    """A turn separator's words: "Round 3 · Ann" (before the first round, the name alone)."""
    if turn.round > 0:
        return tr("play.log_turn", round=turn.round, player=player)
    return tr("play.log_turn_first", player=player)


class PlayLog:
    """The log lines of ``scene`` (a :class:`game.app.play.PlayScene`)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.rendered = RenderedLog()
        self.marks = LogMarks()

    def shown(self) -> int:
        """How many log entries the board has shown (those of queued steps wait)."""
        scene = self.scene
        return len(scene.match.log) - scene.steps.unshown_entries

    def lines(self) -> list[str]:
        """The log as the viewer may read it, in the current language."""
        scene = self.scene
        log, viewer = scene.match.log, scene.viewer
        over = scene.match.is_over

        def render(index: int) -> str | None:
            entry = log[index]
            if entry.seats is not None and not over and viewer not in entry.seats:
                return None
            if replaced_by_separator(entry, scene.log_turn_keys):
                return None
            return scene.resignation_text(entry) or scene.log_line(log, index)

        key = (language(), viewer, over, scene.app.settings.colorblind)
        marks = self.marks.update(log, None if over else viewer)

        def decorate(line: str, index: int, turn: Turn | None) -> str:
            own = viewer is not None and viewer in marks.touches.get(index, ())
            return LogLine(line, own, None if turn is None else self.turn_mark(turn))

        return self.rendered.lines(log, self.shown(), key, render, marks, decorate)

    def catch_up(self) -> None:
        """A queued step was seen while others still wait: its lines join the log."""
        log_view = self.scene.log_view
        if log_view is not None and self.shown() != self.rendered.done:
            log_view.set_lines(self.lines())

    def turn_mark(self, turn: Turn) -> tuple[str, tuple[int, int, int]]:
        """A turn separator's words and colour in the log."""
        scene = self.scene
        return turn_words(turn, scene.seat_name(turn.seat)), scene.seat_colour(turn.seat)
