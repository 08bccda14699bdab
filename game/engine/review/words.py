"""A review in words (current language): when a decision was made, a move, a turning point.

Every text comes from ``locales/review.*.json``; a move is put into words by its game
(:meth:`~game.engine.review.hooks.GameReview.describe`), from what the reviewing seat saw
when it moved.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine import reasons, registry
from game.engine.ai.knowledge import knowledge_for
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
    """ "Round 7: a palisade between D3 and D4 lost 18%; the AI preferred ...; why"."""
    decision = point.decision
    best = point.best if point.best is not None else decision.action
    text = tr(
        "review.turning_point",
        when=when(decision),
        played=move(plan, decision, decision.action, name_of),
        loss=max(0, percent(point.kept or 0.0) - percent(point.played or 0.0)),
        kept=percent(point.kept or 0.0),
        chance=percent(point.played or 0.0),
        best=move(plan, decision, best, name_of),
        mark=mark(point),
    )
    why = why_better(plan, decision, best)
    return tr("review.because", text=text, reasons=why) if why else text


def why_better(plan: Plan, decision: Decision, best: Action | None) -> str:
    """What the AI's preferred move gains over the one played, in the game's terms, as the
    seat saw the position then ("" when they differ in nothing the game measures)."""
    if best is None or decision.action is None or best == decision.action:
        return ""
    rules = registry.get(plan.game_id).rules
    features = knowledge_for(plan.game_id).features
    observation = plan.observations[decision.index]
    found = reasons.compare(rules, features, observation, decision.seat, best, decision.action)
    return reasons.worded(plan.game_id, found)
