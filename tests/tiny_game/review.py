"""Tiny Duel in a game's review: its analysis budget, its rounds, its moves in words and
what "show everything" turns face up (see :mod:`game.engine.review.hooks`).

The example to copy (a real game: ``game/armadora/review.py``).  Moves are put into words
as the play screen's buttons say them (``tiny.action.*``), so the review and the board
name a move alike.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from game.engine.contract import Action, Observation, Rules, State
from game.engine.review.hooks import Budget, GameReview
from game.text import tr
from tiny_game import actions as act


class TinyReview(GameReview):
    # A two-player game of three rounds is 12 decisions of at most 5 moves: a small budget
    # reviews it in well under a second (a real game measures its own with
    # benchmarks/review_time.py; docs/review.md, "Budgets").
    budget = Budget(chance=60, search=160, compare=80)

    def round_of(self, public: Observation) -> int | None:
        """The round counted from 1 (the state counts from 0)."""
        return public.round + 1 if public.round < public.rounds else None

    def describe(
        self, rules: Rules, observation: Observation, action: Action, name_of: Callable[[int], str]
    ) -> str:
        kind = act.kind_of(action)
        target = name_of(act.target(action)) if kind in act.AT_SEAT else ""
        return tr(f"tiny.action.{kind}", target=target)

    def reveal(self, rules: Rules, state: State, seat: int) -> Observation:
        """Every seat's secret shown (as the Results list them once the game is over)."""
        shown = rules.observe(state, seat)
        return dataclasses.replace(shown, secrets=tuple(state.secrets))


REVIEW = TinyReview()
