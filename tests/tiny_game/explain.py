"""Why a move is not legal now: Tiny Duel's answer to :meth:`Rules.explain`.

The example to copy (a real game: ``game/armadora/explain.py``).  Answered from the
observation of the seat that would play the move, never from the state, with the list of
moves the rules call legal there: the answer is None exactly when the move is legal, so
the view can ask it of every button and show the words as the disabled button's reason.
Every key is under ``tiny.why.``.
"""

from __future__ import annotations

from typing import Any

from game.engine.contract import Action
from tiny_game import actions as act
from tiny_game.actions import Kind
from tiny_game.state import TinyObservation, partner

Reason = tuple[str, dict[str, Any]]


def reason(name: str, **args: Any) -> Reason:
    return (f"tiny.why.{name}", args)


def why_not(
    observation: TinyObservation, action: Action, mover: int, legal: list[Action]
) -> Reason | None:
    """Why the observing seat may not play ``action`` (None: it may).  ``mover`` is the
    rules' ``to_move`` and ``legal`` their legal actions, both of this observation."""
    seat = observation.seat
    if mover < 0:
        return reason("not_now")  # a chance step is pending, or the game is over
    if mover != seat:
        return reason("not_your_turn")
    if action in legal:
        return None
    if observation.challenged >= 0:
        return reason("answer_first")  # whatever else was asked: the duel waits
    kind = _kind(action)
    if kind in act.ANSWERS:
        return reason("no_challenge")
    if kind == Kind.END:
        return reason("end_after_a_move")
    if kind not in act.AT_SEAT or len(action) != 2 or action[1] not in range(observation.players):
        return reason("unknown")
    target = act.target(action)
    if target == seat:
        return reason("yourself")
    if kind == Kind.PEEK:
        return reason("known")  # the only other reason a peek at another seat is refused
    return reason("partner") if partner(observation, seat, target) else reason("dueled")


def _kind(action: Action) -> Kind | None:
    """The kind of anything a view may ask about (None: no move of Tiny Duel)."""
    try:
        return act.kind_of(action)
    except (ValueError, IndexError, TypeError):
        return None
