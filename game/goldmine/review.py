"""Gold Mine in a game's review: its analysis budget, its rounds and its moves in words.

The rounds are the production rounds (the round limit counts them); the development turns
before them are counted as turns.  Moves are put into words as the play screen's hint says
them (``goldmine_ui.action.*``; squares by their steps from the entrance, as on screen)."""

from __future__ import annotations

from collections.abc import Callable

from game.engine.contract import Action, Observation, Rules
from game.engine.review.hooks import Budget, GameReview
from game.goldmine import actions as act
from game.goldmine.actions import CHALLENGES, HANDOVERS, Kind
from game.goldmine.state import partner_of
from game.goldmine.words import tile_name, where
from game.text import tr


class GoldMineReview(GameReview):
    # About 400 decisions in a two-player game to the round limit, most with few moves;
    # measured with benchmarks/review_time.py (docs/review.md, "Budgets").
    budget = Budget(chance=128, search=320, compare=160)

    def round_of(self, public: Observation) -> int | None:
        if all(miner is None for miner in public.miners):
            return None  # developing the mine: no rounds yet
        return public.round + 1

    def describe(
        self, rules: Rules, observation: Observation, action: Action, name_of: Callable[[int], str]
    ) -> str:
        kind = action[0]
        if kind in CHALLENGES:
            return tr(f"goldmine_ui.action.{kind}", target=name_of(action[1]))
        if kind in HANDOVERS:
            partner = partner_of(observation, observation.seat)
            name = name_of(partner) if partner is not None else ""
            return tr(f"goldmine_ui.action.{kind}", count=action[1], target=name)
        if act.own_tile(action):
            return tr(f"goldmine_ui.action.{kind}_own", tile=tile_name(action[1]))
        if kind in (Kind.PLACE, Kind.MOVE, Kind.NUGGET):
            return tr(f"goldmine_ui.action.{kind}", where=where(action[1], action[2]))
        return tr(f"goldmine_ui.action.{kind}")


REVIEW = GoldMineReview()
