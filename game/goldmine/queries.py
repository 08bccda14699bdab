"""The questions a screen asks about what everybody sees, answered by the rules from an
observation alone: whose miner the pending move moves, how far each place it may end on
is and whether a mud pit stops it there, who a seat's partner is.

Gold Mine's observation is the whole public position (only the stacks' order is secret,
and nothing asked here depends on it), so the answers are worked out on the observation
itself with the rules' own functions (:mod:`game.goldmine.mine`)."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.contract import Action
from game.goldmine import mine
from game.goldmine.actions import Kind
from game.goldmine.state import MOVE_STAGES, GoldMineObservation, partner_of


def mover(observation: GoldMineObservation) -> int:
    """The seat whose miner the pending move moves (a push moves the challenge's loser)."""
    if observation.stage == "push" and observation.challenge is not None:
        return observation.challenge.loser
    return observation.turn


def move_targets(
    observation: GoldMineObservation, legal: Iterable[Action]
) -> dict[mine.Position, tuple[int | None, bool]]:
    """Where the pending move may end (the ``legal`` moves) -> (the steps it takes, None
    through a secret passage; whether a mud pit stops the miner there)."""
    o = observation
    if o.stage not in MOVE_STAGES:
        return {}
    ends = [(a[1], a[2], a[3]) for a in legal if a[0] == Kind.MOVE]
    if o.stage == "passage_move":
        return {p: (None, False) for p in ends}
    start = o.miners[mover(o)]
    distance = mine.reach(o.board, start, o.steps, o.mud)
    return {
        p: (distance.get(p, 0), o.mud and p != start and mine.is_muddy(o.board, p)) for p in ends
    }


def partner(observation: GoldMineObservation, seat: int) -> int | None:
    """The seat's partner in an alliance (None without one)."""
    return partner_of(observation, seat)


__all__ = ["move_targets", "mover", "partner"]
