"""The coach's judgement: what each move is worth, and what a move would do, in words.

Pure and deterministic (a fixed seed and a fixed small budget), so the same position
always gets the same advice and it costs a few milliseconds:

- :func:`assess` values every legal decision with the game's own evaluation
  (``Rules.evaluate``, the AI's leaf value, in [0, 1]), one ply ahead on a few worlds
  drawn from the seat's observation and looking past the die or the draw a move causes
  (the Greedy baseline's :meth:`~game.engine.players.GreedyPlayer.value`);
- :func:`foresee` plays a decision on one such world and answers the events the seat
  would see, which the game's narrator (``Tutorial.reasons``) turns into sentences
  ("closes a territory worth 7 gold where you lead 5-2").

The coach only ever reads the seat's observation, like the AI: it never sees a secret.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.contract import Action, Rules
from game.engine.events import Event, Journal
from game.engine.players import GreedyPlayer

WORLDS = 2
"""Worlds drawn from the observation per assessment (hidden values differ in each)."""
SEED = 0xC0AC
"""The coach's fixed seed: the same position always gets the same advice."""


@dataclass(frozen=True)
class Assessment:
    """Every legal decision of one position with its value for the seat (in [0, 1])."""

    actions: tuple[Action, ...]
    values: tuple[float, ...]

    @property
    def best(self) -> Action:
        """The best decision (ties: the first listed)."""
        return self.actions[max(range(len(self.actions)), key=self.values.__getitem__)]

    @property
    def best_value(self) -> float:
        return max(self.values)

    def value_of(self, action: Action) -> float | None:
        try:
            return self.values[self.actions.index(action)]
        except ValueError:
            return None


def assess(
    rules: Rules, observation: Any, legal: Sequence[Action], seat: int, seed: int = SEED
) -> Assessment:
    """The value of each of ``legal`` for ``seat`` (see the module docstring)."""
    judge = GreedyPlayer(seed)
    rng = random.Random(seed)
    worlds = [rules.sample_state(observation, rng) for _ in range(WORLDS)]
    values = tuple(judge.mean_value(rules, worlds, action, seat) for action in legal)
    return Assessment(tuple(legal), values)


def foresee(
    rules: Rules, observation: Any, action: Action, seat: int, seed: int = SEED
) -> tuple[tuple[Event, ...], Any]:
    """The events ``seat`` would see if it played ``action`` now, and its observation
    after (played on a world drawn from ``observation``)."""
    world = rules.sample_state(observation, random.Random(seed))
    log = Journal()
    rules.apply(world, action, log)
    events = tuple(event for event in log.events if event.visible_to(seat))
    return events, rules.observe(world, seat)


def percent(value: float) -> int:
    """A value in [0, 1] as a whole percentage."""
    return round(100 * min(1.0, max(0.0, value)))
