"""The review screen's words: the position shown, the move made from it, the log so far.

Every text comes from ``locales/review_ui.*.json`` and ``locales/review.*.json``; moves are
put into words by the game (:mod:`game.engine.review.words`), log lines by the game's
locale keys with seats named (the review board's ``log_arg``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.app.log_marks import LogMarks, Turn
from game.app.log_view import Colour, LogLine
from game.app.play_log import replaced_by_separator
from game.app.review.board import ReviewBoard
from game.app.seat_names import SeatNames
from game.engine.contract import LogEntry
from game.engine.events import RESIGNED_LOG
from game.engine.review import words
from game.engine.review.plan import Decision, Plan
from game.engine.review.result import Point, Review
from game.text import has, tr


def where(decision: Decision | None, names: SeatNames) -> str:
    """ "Round 7: Player 2 to decide", or the end."""
    if decision is None:
        return tr("review_ui.end")
    return tr("review_ui.at", when=words.when(decision), player=names.seat(decision.seat))


def chances(point: Point | None, final: tuple[float, ...] | None, names: SeatNames) -> str:
    """Every seat's chance at a position ("" before the analysis)."""
    values = point.chances if point is not None else final
    if values is None:
        return ""
    listed = ", ".join(
        tr("review_ui.chance", player=names.seat(s), percent=words.percent(v))
        for s, v in enumerate(values)
    )
    return tr("review_ui.chances", list=listed)


def move_lines(plan: Plan, review: Review | None, position: int, names: SeatNames) -> list[str]:
    """What was played from ``position`` and, for the reviewing seat, what the AI thought."""
    if position >= len(plan.decisions):
        return []
    decision = plan.decisions[position]
    lines = []
    if decision.seat == plan.seat:
        played = words.move(plan, decision, decision.action, names.seat)
        lines.append(tr("review_ui.played", move=played))
    if review is None:
        return lines
    point = review.points[position]
    if not point.reviewed:
        return lines
    if decision.forced:
        lines.append(tr("review_ui.forced"))
    elif not preferred(point):
        lines.append(tr("review_ui.as_good"))
    else:
        loss = words.percent(point.loss)
        mark = words.mark(point)
        key = "review_ui.lost" if mark else "review_ui.lost_little"
        lines.append(tr(key, loss=loss, mark=mark))
        best = words.move(plan, decision, point.best, names.seat)
        lines.append(tr("review_ui.preferred", move=best))
    return lines


def preferred(point: Point) -> bool:
    """Whether the AI preferred another move that kept at least 1 % more (shown in words
    and as a ghost; a smaller difference is no difference to a player)."""
    return point.best is not None and words.percent(point.loss) >= 1


def log_lines(
    entries: list[LogEntry],
    seat: int,
    reveal: bool,
    write: Callable[[LogEntry], str | None],
    marks: LogMarks,
    turn_mark: Callable[[Turn], tuple[str, Colour]],
    skip: frozenset[str] = frozenset(),
) -> list[str]:
    """The log up to the cursor as ``seat`` could read it (every line when revealed), as
    the play screen's log shows it: ``write`` puts one entry into words (None: no line for
    it); ``marks`` (the replay's journal's, as ``seat`` or everyone may know them) put a
    separator before each turn, worded and coloured by ``turn_mark`` (the game's own turn
    lines, ``skip``, are left out), and the lines about the seat's pieces stand out."""
    lines: list[str] = []
    turn: Turn | None = None
    for index, entry in enumerate(entries):
        turn = marks.turns.get(index, turn)
        if entry.seats is not None and not reveal and seat not in entry.seats:
            continue
        text = None if replaced_by_separator(entry, skip) else write(entry)
        if not text:
            continue
        own = seat in marks.touches.get(index, ())
        lines.append(LogLine(text, own, None if turn is None else turn_mark(turn)))
        turn = None
    return lines


def generic_writer(board: ReviewBoard, names: SeatNames) -> Callable[[LogEntry], str | None]:
    """Log lines from the locale keys alone, seats named (a game without a play class)."""

    def log_text(entry: LogEntry) -> str | None:
        args = {k: board.log_arg(k, v, names) for k, v in entry.args.items()}
        if entry.key == RESIGNED_LOG:
            args["player"] = names.side(entry.args.get("side", -1))
        return tr(entry.key, **args) if has(entry.key) else None

    return log_text


def play_writer(reader: Any) -> Callable[[LogEntry], str | None]:
    """Log lines as the game's play scene writes them (:func:`board.log_reader`)."""

    def write(entry: LogEntry) -> str | None:
        return reader.resignation_text(entry) or reader.log_text(entry)

    return write
