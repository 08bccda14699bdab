"""What a game tells the review about itself: its analysis budget, its rounds, its moves in
words, and its secrets once the game is over.

A game declares a :class:`GameReview` (``GameInfo.review_ref``, e.g.
``"game.armadora.review:REVIEW"``) in a pure module of its rules package; a game that
declares none is reviewed with the defaults below (turns counted by the engine, actions
written as their raw values).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.contract import Action, Observation, Rules, State


@dataclass(frozen=True)
class Budget:
    """Simulations the analysis spends per decision: iterations only, never a time limit,
    so the same save always gives the same review (docs/review.md, "Budgets")."""

    chance: int = 200
    """Each seat's win chance at a decision: a search from that seat's observation."""
    search: int = 600
    """The reviewing seat's decisions: the search that finds the AI's preferred move."""
    compare: int = 300
    """The reviewing seat's decisions: the win chance kept by the preferred move and by the
    move played, each valued on the same sampled worlds."""

    def tag(self) -> str:
        """A short text naming the budget (part of a cached review's key)."""
        return f"{self.chance}/{self.search}/{self.compare}"


class GameReview:
    """A game's hooks for the review.  Subclass and override what the game can say better."""

    budget: Budget = Budget()
    """The game's analysis budget (chosen so that a two-player game is reviewed in the
    time docs/review.md promises)."""

    def round_of(self, public: Observation) -> int | None:
        """The round a decision is made in, counted from 1, from the public observation
        before it; ``None`` when the game has no rounds there (the review then counts
        turns; in a game that never has rounds, it counts passes of the turn order as
        the play screen's log does: :class:`game.engine.review.plan.PassCounter`)."""
        return None

    def describe(
        self, rules: Rules, observation: Observation, action: Action, name_of: Callable[[int], str]
    ) -> str:
        """``action`` in words, as the seat that could play it saw the game
        (``observation``); ``name_of(seat)`` names a seat."""
        return " ".join(map(str, action))

    def reveal(self, rules: Rules, state: State, seat: int) -> Observation:
        """What ``seat``'s board shows of ``state`` with every secret the board can show
        turned face up ("show everything", offered only once the game is over).  By
        default the seat's own observation: the game's board shows no secret."""
        return rules.observe(state, seat)

    def secrets(self, rules: Rules, state: State, name_of: Callable[[int], str]) -> list[str]:
        """The secrets of ``state`` the board does not show, in words (each seat's hand),
        for "show everything"; none by default."""
        return []


DEFAULT = GameReview()


def hooks_of(info: Any) -> GameReview:
    """The review hooks a game's registry entry declares, or the defaults."""
    hooks = info.review
    return hooks if hooks is not None else DEFAULT
