"""What a stage handler is, the table of them, and the one rule every stage shares: a
decision with nothing to decide is passed by itself.

A :class:`Decision` lists the legal actions of the seat to move and applies the one chosen;
a :class:`Chance` lists (or samples) the outcomes of a die or a draw and applies the one
drawn.  Every ``apply`` takes the log it emits events into (``None`` in the AI's playouts).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from game.crown.events import MainEnded, tell
from game.crown.pieces import Log
from game.crown.state import CrownState
from game.crown.turn import Stage
from game.engine.contract import Action


@dataclass(frozen=True)
class Decision:
    """A stage where the seat to move decides."""

    actions: Callable[[CrownState], list[Action]]
    """The legal actions (a new list)."""
    apply: Callable[[CrownState, Action, Log], None]
    cards: bool = False
    """The active player may also play a card here (``("play", k)``, ``("dark", k)``)."""
    open: Callable[[CrownState], bool] | None = None
    """Whether it offers more than its one way on (``("done",)``, ``("end",)``)..."""
    skip: Callable[[CrownState, Log], None] | None = None
    """... and if it does not, that way on, taken without asking (see :func:`settle`)."""


@dataclass(frozen=True)
class Chance:
    """A stage where chance decides."""

    outcomes: Callable[[CrownState], list[tuple[Any, float]] | None]
    """Every outcome with its probability, or None when there are too many to list."""
    sample: Callable[[CrownState, random.Random], Any]
    valid: Callable[[CrownState, Any], bool]
    apply: Callable[[CrownState, Any, Log], None]


STAGES: dict[Stage, Decision | Chance] = {}
"""Stage -> its handler (filled by :mod:`game.crown.flow`, the table of the turn)."""


def settle(state: CrownState, log: Log) -> None:
    """Skip a decision that has a single, empty answer (an activation that can do nothing, a
    market or building site with nothing to do, no card to play)."""
    handler = STAGES.get(state.stage)
    if type(handler) is Decision and handler.skip is not None and not handler.open(state):
        handler.skip(state, log)


def after_main(state: CrownState, log: Log) -> None:
    """The main action is over: the last moment for cards, then the end of the turn."""
    tell(log, MainEnded, state.turn, str(state.main))
    state.stage = Stage.CARDS
    state.piece = None
    settle(state, log)


def any_of(offers: Iterator[Any]) -> bool:
    """Whether a lazy list of offers holds anything (without listing the rest)."""
    return next(offers, None) is not None


def draw(counts: Callable[[CrownState], dict[int, int]], apply: Callable[..., None]) -> Chance:
    """A draw from a deck: ``counts(state)`` gives each card with its copies."""

    def outcomes(state: CrownState) -> list[tuple[Any, float]]:
        found = counts(state)
        total = sum(found.values())
        return [(card, n / total) for card, n in sorted(found.items())]

    def sample(state: CrownState, rng: random.Random) -> int:
        found = counts(state)
        cards = sorted(found)
        return rng.choices(cards, weights=[found[c] for c in cards])[0]

    def valid(state: CrownState, outcome: Any) -> bool:
        return type(outcome) is int and outcome in counts(state)

    return Chance(outcomes, sample, valid, apply)
