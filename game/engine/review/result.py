"""A finished review: a point per decision (each seat's chance, and for the reviewing seat's
decisions the AI's preferred move and the loss), the marks, and the turning points.

The thresholds of the marks are losses of win chance, in points of percentage, of the move
played against the AI's preferred move (docs/review.md, "Marks").
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.contract import Action, to_action
from game.engine.review.plan import Decision, Plan

INACCURACY = 0.05
MISTAKE = 0.10
BLUNDER = 0.20
MARKS: tuple[tuple[str, float], ...] = (
    ("blunder", BLUNDER),
    ("mistake", MISTAKE),
    ("inaccuracy", INACCURACY),
)
"""Marks from the worst down, each with the least loss that earns it."""
TURNING_POINTS = 3
"""How many of the biggest losses a review lists."""


def mark_of(loss: float) -> str | None:
    """The mark a loss of win chance earns, or None below an inaccuracy (the loss taken in
    whole percent, as it is shown)."""
    shown = round(loss * 100)
    return next((name for name, least in MARKS if shown >= round(least * 100)), None)


@dataclass(frozen=True)
class Point:
    """One decision with its analysis."""

    decision: Decision
    chances: tuple[float, ...]
    """Each seat's win chance as the AI estimates it when the decision is made (the
    reviewing seat's own, at its decisions: the chance the move played keeps)."""
    best: Action | None = None
    """The AI's preferred move at a decision of the reviewing seat (None: another seat's
    decision, or the only legal move)."""
    kept: float | None = None
    """The chance the preferred move would have kept (reviewing seat's decisions only)."""
    played: float | None = None
    """The chance the move played keeps (reviewing seat's decisions only)."""

    @property
    def reviewed(self) -> bool:
        """Whether this is a decision of the reviewing seat."""
        return self.played is not None

    @property
    def loss(self) -> float:
        """The chance lost by the move played against the preferred one (0 when it was the
        preferred move or scored at least as well)."""
        if self.kept is None or self.played is None:
            return 0.0
        return max(0.0, self.kept - self.played)

    @property
    def mark(self) -> str | None:
        return mark_of(self.loss) if self.best is not None else None


@dataclass
class Review:
    """The review of one match for one seat."""

    plan: Plan
    points: list[Point]

    @property
    def seat(self) -> int:
        return self.plan.seat

    def turning_points(self, count: int = TURNING_POINTS) -> list[Point]:
        """The reviewing seat's ``count`` biggest losses (at least an inaccuracy each),
        biggest first (an earlier one first among equals)."""
        marked = [p for p in self.points if p.mark is not None]
        marked.sort(key=lambda p: (-p.loss, p.decision.index))
        return marked[:count]

    def marks(self) -> dict[str, int]:
        """How many decisions of the reviewing seat earned each mark."""
        counts = {name: 0 for name, _ in MARKS}
        for point in self.points:
            if point.mark is not None:
                counts[point.mark] += 1
        return counts


# --- the analysis as plain data (from the worker, and in the cache) ------------------------


def _chance(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ValueError(f"not a chance: {value!r:.40}")
    if not -1e-9 <= value <= 1 + 1e-9:
        raise ValueError(f"a chance out of range: {value!r:.40}")
    return min(1.0, max(0.0, float(value)))


def answer_json(answer: Mapping[str, Any], players: int) -> dict[str, Any]:
    """A task's answer as the cache keeps it (chances as a list in seat order)."""
    chances = answer["chances"]
    return {
        "index": answer["index"],
        "chances": [chances[s] for s in range(players)],
        "best": answer["best"],
        "kept": answer["kept"],
        "played": answer["played"],
    }


def point_of(plan: Plan, data: Any) -> Point:
    """The point an answer (as :func:`answer_json` writes it) gives; ValueError when it is
    not one this plan can have (a broken or foreign cache file, a failed analysis)."""
    if not isinstance(data, Mapping):
        raise ValueError("an answer must be an object")
    index = data.get("index")
    if type(index) is not int or not 0 <= index < len(plan.decisions):
        raise ValueError(f"no decision {index!r:.40}")
    decision = plan.decisions[index]
    chances = data.get("chances")
    if not isinstance(chances, Sequence) or len(chances) != plan.players:
        raise ValueError("one chance per seat is needed")
    reviewed = decision.seat == plan.seat
    kept, played, best = data.get("kept"), data.get("played"), data.get("best")
    if reviewed != (played is not None) or (kept is None) != (played is None):
        raise ValueError("the reviewing seat's decisions, and only they, are valued")
    if best is not None:
        best = to_action(best)
        if not reviewed or best not in plan.tasks[index].choice.legal:  # type: ignore[union-attr]
            raise ValueError("the preferred move is not a legal move of the reviewing seat")
    elif reviewed and not decision.forced:
        raise ValueError("a decision with a choice has a preferred move")
    return Point(
        decision=decision,
        chances=two_sided(plan, tuple(_chance(c) for c in chances), played),
        best=best,
        kept=None if kept is None else _chance(kept),
        played=None if played is None else _chance(played),
    )


def two_sided(plan: Plan, chances: tuple[float, ...], played: Any) -> tuple[float, ...]:
    """With two sides, one side's chance is the other's complement: the reviewing seat's
    side keeps its own estimate (the chance its move played keeps, at its decisions) and
    the other side is given the rest, so the two shown always add up to 100 %.  (Each is
    otherwise estimated apart, from different observations, and the two need not.)"""
    sides = plan.sides
    if len(sides.ids) != 2:
        return chances
    mine = sides.of(plan.seat)
    own = _chance(played) if played is not None else chances[plan.seat]
    return tuple(own if sides.of(seat) == mine else 1.0 - own for seat in range(len(chances)))


def review_of(plan: Plan, answers: Sequence[Any]) -> Review:
    """The review the answers make, one per decision in order (ValueError otherwise)."""
    if len(answers) != len(plan.decisions):
        raise ValueError("one answer per decision is needed")
    points = [point_of(plan, data) for data in answers]
    if [p.decision.index for p in points] != list(range(len(points))):
        raise ValueError("the answers are not in the order of the decisions")
    return Review(plan, points)
