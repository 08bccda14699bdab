"""Crown & Dragon in a game's review: its analysis budget, its rounds and its moves in words.

Moves are put into words as the play screen's buttons and hints say them
(:mod:`game.crown.choice_words`), from the reviewing seat's observation alone."""

from __future__ import annotations

from collections.abc import Callable

from game.crown import choice_words, words
from game.crown.queries import Queries
from game.engine.contract import Action, Observation, Rules, State
from game.engine.review.hooks import Budget, GameReview
from game.text import tr


class CrownReview(GameReview):
    # About 500 decisions in a two-player game of 30 rounds, most with a handful of moves;
    # measured with benchmarks/review_time.py (docs/review.md, "Budgets").
    budget = Budget(chance=64, search=192, compare=96)

    def round_of(self, public: Observation) -> int | None:
        return public.round

    def describe(
        self, rules: Rules, observation: Observation, action: Action, name_of: Callable[[int], str]
    ) -> str:
        return choice_words.describe(action, Queries(observation), name_of)

    def secrets(self, rules: Rules, state: State, name_of: Callable[[int], str]) -> list[str]:
        """Each seat's hand: its action cards and its black card."""
        lines = []
        for seat, hand in enumerate(state.hands):
            cards = [words.action_name(kind) for kind in hand]
            black = state.black[seat] if seat < len(state.black) else -1
            if black >= 0:
                cards.append(words.black_name(black))
            shown = ", ".join(cards) if cards else tr("review_ui.no_cards")
            lines.append(tr("review_ui.hand", player=name_of(seat), cards=shown))
        return lines


REVIEW = CrownReview()
