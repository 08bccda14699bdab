"""Crown & Dragon's results story: every player's victory points by source side by side,
each side's points over the rounds (battles, trophies, decrees as they were scored, the
queue's first place as it moved), and the tie-break the round limit needed, all from the
match's events (:mod:`game.crown.events`)."""

from __future__ import annotations

from game.app.seat_names import SeatNames
from game.app.story import column_order, score_steps, sides_of
from game.app.views import Story, StoryRow
from game.crown.cards import QUEUE_VP
from game.crown.events import PointsScored, QueueChanged
from game.crown.view.results import TIE_BREAKS, points_of
from game.engine.contract import Outcome
from game.engine.match import Match
from game.engine.turn_order import event_rounds
from game.text import tr


def point_changes(match: Match, outcome: Outcome) -> tuple[list[tuple[int, int, float]], int]:
    """``(round, side, side's points now)`` at every change, and the last round."""
    players = len(match.seats)
    scored = [0] * players
    first: int | None = None
    changes: list[tuple[int, int, float]] = []
    last = 0
    for rnd, event in event_rounds(match.log.events):
        last = rnd
        if isinstance(event, PointsScored):
            scored[event.seat] += event.points
        elif isinstance(event, QueueChanged):
            first = event.queue[0] if event.queue else None
        else:
            continue
        for side in sides_of(outcome, players):
            members = [s for s in range(players) if outcome.side(s) == side]
            total = sum(scored[s] + (QUEUE_VP if s == first else 0) for s in members)
            changes.append((rnd, side, float(total)))
    return changes, last


def results_story(match: Match, outcome: Outcome, names: SeatNames) -> Story:
    players = len(match.seats)
    shown = match.observe_public()
    points = points_of(outcome, players)
    seats = column_order(outcome, players)
    changes, last = point_changes(match, outcome)

    def row(key: str, value, total: bool = False) -> StoryRow:
        return StoryRow(tr(f"crown_view.story.{key}"), [str(value(s)) for s in seats], total)

    rows = [
        row("vp", lambda s: points[s].total, total=True),
        row("battles", lambda s: points[s].battles),
        row("trophies", lambda s: points[s].trophies),
        row("queue", lambda s: points[s].queue),
        row("decrees", lambda s: points[s].decrees),
        row("gold", lambda s: shown.gold[s]),
    ]
    tiebreaks = []
    if outcome.detail.get("end", shown.end) != "goal":
        rule = outcome.detail.get("tie_break")
        if rule in TIE_BREAKS:
            tiebreaks.append(tr(f"crown_view.results.tie_{rule}"))
    return Story(
        score_key="crown_view.story.score",
        series=score_steps(changes, sides_of(outcome, players), last),
        seats=seats,
        rows=rows,
        tiebreaks=tiebreaks,
    )
