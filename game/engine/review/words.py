"""A review in words (current language): when a decision was made, a move, a turning point.

Every text comes from ``locales/review.*.json``; a move is put into words by its game
(:meth:`~game.engine.review.hooks.GameReview.describe`), from what the reviewing seat saw
when it moved.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import registry
from game.engine.contract import Action
from game.engine.review.plan import Decision, Plan
from game.engine.review.result import Point
from game.text import tr

NameOf = Callable[[int], str]


def default_names(plan: Plan) -> NameOf:
    """Seats named as the match names them, else "Player n"."""

    def name_of(seat: int) -> str:
        name = plan.names[seat] if seat < len(plan.names) else ""
        return name or tr("players.default_name", n=seat + 1)

    return name_of


def when(decision: Decision) -> str:
    """ "Round 7" when the game counts rounds there, else "Turn 12"."""
    if decision.round is not None:
        return tr("review.round", n=decision.round)
    return tr("review.turn", n=decision.turn)


def percent(chance: float) -> int:
    """A chance (or a loss of chance) in whole percent."""
    return round(chance * 100)


def move(plan: Plan, decision: Decision, action: Action, name_of: NameOf) -> str:
    """``action``, which the reviewing seat could play at ``decision``, in words."""
    rules = registry.get(plan.game_id).rules
    return plan.hooks.describe(rules, plan.observations[decision.index], action, name_of)


def mark(point: Point) -> str:
    """The point's mark in words ("" for none)."""
    return tr(f"review.mark.{point.mark}") if point.mark else ""


def turning_point(plan: Plan, point: Point, name_of: NameOf) -> str:
    """ "Round 7: a palisade between D3 and D4 lost 18%; the AI preferred ..."."""
    decision = point.decision
    best = point.best if point.best is not None else decision.action
    return tr(
        "review.turning_point",
        when=when(decision),
        played=move(plan, decision, decision.action, name_of),
        loss=percent(point.loss),
        best=move(plan, decision, best, name_of),
        mark=mark(point),
    )
