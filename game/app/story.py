"""What every game's results story shares (:class:`game.app.views.Story`): the score over
the rounds as steps, and the order of the table's columns."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.contract import Outcome

Series = dict[int, list[tuple[int, float]]]


def score_steps(
    changes: Iterable[tuple[int, int, float]], sides: Iterable[int], last_round: int
) -> Series:
    """Each side's score from 0 at round 0 to ``last_round``, from ``(round, side, score
    now)`` changes in the order they happened (the last change of a round counts)."""
    series: Series = {side: [(0, 0.0)] for side in sides}
    for rnd, side, score in changes:
        points = series.setdefault(side, [(0, 0.0)])
        if points[-1][0] == rnd:
            points[-1] = (rnd, float(score))
        elif float(score) != points[-1][1]:
            points.append((rnd, float(score)))
    for points in series.values():
        if points[-1][0] < last_round:
            points.append((last_round, points[-1][1]))
    return series


def column_order(outcome: Outcome, players: int) -> list[int]:
    """The seats from first place down, each followed by its partners."""
    ranked = [seat for group in outcome.ranking for seat in group]
    order: list[int] = []
    for seat in ranked + list(range(players)):
        if seat in order or not 0 <= seat < players:
            continue
        side = outcome.side(seat)
        order += [s for s in range(players) if outcome.side(s) == side and s not in order]
    return order


def sides_of(outcome: Outcome, players: int) -> list[int]:
    """Every side once, in seat order."""
    found: list[int] = []
    for seat in range(players):
        if outcome.side(seat) not in found:
            found.append(outcome.side(seat))
    return found
