"""Armadora in a game's review: its analysis budget and its moves in words.

Armadora has no rounds (the review counts turns).  Its moves are put into words the way the
play screen's hint says them (``armadora_ui.describe.*``)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.armadora import actions as act
from game.armadora import board
from game.engine.contract import Action, Observation, Rules, State
from game.engine.review.hooks import Budget, GameReview
from game.text import tr


class ArmadoraReview(GameReview):
    # About 60 decisions in a two-player game, most with 40-230 legal moves; measured
    # with benchmarks/review_time.py (docs/review.md, "Budgets").
    budget = Budget(chance=300, search=1000, compare=400)

    def describe(
        self, rules: Rules, observation: Observation, action: Action, name_of: Callable[[int], str]
    ) -> str:
        kind = act.kind_of(action)
        if kind in act.WITH_VALUE:
            square = board.square_name(act.square(action))
            return tr(f"armadora_ui.describe.{kind}", value=act.value(action), square=square)
        if kind in act.ON_LINE:
            a, b = board.LINE_CELLS[act.line(action)]
            return tr(
                f"armadora_ui.describe.{kind}", a=board.square_name(a), b=board.square_name(b)
            )
        if kind in act.ON_SQUARE:
            return tr(f"armadora_ui.describe.{kind}", square=board.square_name(act.square(action)))
        return tr(f"armadora_ui.describe.{kind}")

    def reveal(self, rules: Rules, state: State, seat: int) -> Observation:
        """Every warrior's value face up, every hand known (as at the end of the game)."""
        shown = rules.observe(state, seat)
        return dataclasses.replace(shown, values=tuple(state.values), all_hands=tuple(state.hands))


REVIEW = ArmadoraReview()
