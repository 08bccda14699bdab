"""Gold Mine's search knowledge: an evaluation that knows the race, and purposeful play.

The race (``game.goldmine.race``): a side wants its nuggets up to the goal, then its miners
on the entrance, and the side that needs the fewest turns to climb out is ahead.  The
evaluation turns that comparison into a chance of winning; a sooner win is worth more
than a later one, and a win at the round limit less than a climb-out, so a side that can
finish goes for it instead of sitting on a lead.  The tree is ordered, and the rollouts
played, by what a sensible player tries first (``game.goldmine.tactics``); rollouts stop
after a couple of turns to evaluate.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import ClassVar

from game.engine.ai.knowledge import GameKnowledge
from game.engine.ai.player import Level
from game.engine.contract import TERMINAL, Action, Rules
from game.goldmine import actions as act
from game.goldmine import race, tactics
from game.goldmine.features import FEATURES
from game.goldmine.race import distances, nugget_positions, side_held
from game.goldmine.state import GoldMineState

__all__ = ["GoldMineKnowledge", "distances", "nugget_positions"]


class GoldMineKnowledge(GameKnowledge):
    """The race evaluation, tactics-ordered tree and rollouts, a cut-off after a few turns."""

    version = 3
    levels: ClassVar[dict[str, Level]] = {
        "hard": Level(
            "hard",
            iterations=6500,
            seconds=2.2,
            timed=True,
            reuse=True,
            ponder=True,
            per_candidate=1000,
        )
    }
    """Hard's time budget is the shared one; 6500 simulations are what it reaches there on
    the reference machine (about 3000 a second: ``benchmarks/think_times.py --clock cpu``),
    its equivalent in the reproducible ladder.  Most decisions have two to five choices (stay
    or move, a challenge's answer): 1000 simulations a choice, so two choices think some
    0.7 s (as long as ``hard-v3``'s whole 2000) and seven or more the whole 2.2 s."""
    rollout_depth = 8
    exploration = 0.3
    features = FEATURES
    ranks_actions = True
    widening = (1.0, 0.5)
    """A node considers ``ceil(sqrt(visits + 1))`` of its ranked choices: the first one or
    two until it has been visited a few times (a roll of six has some twenty ends, and a
    roll searched over all of them looks worse than staying put, whose one line is
    searched deeply)."""
    settle_margin = 0.01
    greed = 0.9
    """How often a rollout plays the first-ranked choice (else a random one)."""
    hurry = 0.015
    """A win ``t`` turns from now is worth ``exp(-hurry * t)`` of a win now: a turn sooner
    is worth about 1.5 points of winning chance, so a side that has the race won still
    hurries, and a side far behind still races."""
    limit_share = 0.6
    """A win at the round limit is worth this share of a climb-out at the same time: the
    limit is only a safety net."""
    spread = 0.5
    """Turns of uncertainty in a race estimate, plus :attr:`spread_share` of its length."""
    spread_share = 0.15

    # --- values ------------------------------------------------------------------------------
    def terminal_value(self, rules: Rules, state: GoldMineState, seat: int) -> float:
        first = rules.outcome(state).ranking[0]
        if seat not in first:
            return 0.0
        share = 1.0 / len({rules.sides(state).of(s) for s in first})
        return share if state.end == "climb" else self.limit_share * share

    def values(self, rules: Rules, state: GoldMineState, seats: Sequence[int]) -> dict:
        if rules.to_move(state) == TERMINAL:
            return {seat: self.terminal_value(rules, state, seat) for seat in seats}
        if state.miners[0] is None:  # still digging: nobody is ahead yet
            return dict.fromkeys(seats, 0.5)
        standing = self.standing(rules, state)
        return {seat: self.value(state, standing, rules.sides(state).of(seat)) for seat in seats}

    def evaluate(self, rules: Rules, state: GoldMineState, seat: int) -> float:
        return self.values(rules, state, [seat])[seat]

    def standing(self, rules: Rules, state: GoldMineState) -> dict[int, tuple[float, int]]:
        """Each side's turns to climb out and nuggets held."""
        to_exit = race.exit_distances(state)
        per_dig = race.dig_turns(state)
        sides = rules.sides(state)
        found: dict[int, tuple[float, int]] = {}
        for seat in range(state.players):
            side = sides.of(seat)
            if side not in found:
                turns = race.side_turns(state, seat, to_exit, per_dig)
                found[side] = (turns, side_held(state, seat))
        return found

    def value(
        self, state: GoldMineState, standing: dict[int, tuple[float, int]], side: int
    ) -> float:
        """The side's chance to climb out first, discounted by how long it takes, mixed with
        a win on nuggets at the round limit by the chance that nobody climbs out before."""
        mine_turns, mine_nuggets = standing[side]
        rival_turns = min(t for other, (t, _) in standing.items() if other != side)
        spread = self.spread + self.spread_share * min(mine_turns, rival_turns)
        value = _logistic((rival_turns - mine_turns) / spread)
        value *= math.exp(-self.hurry * mine_turns)
        if state.round_limit is None:
            return value
        left = max(0.0, state.round_limit - state.round)
        stalled = _logistic((min(mine_turns, rival_turns) - left) / spread)
        rival_nuggets = max(n for other, (_, n) in standing.items() if other != side)
        lead = _logistic(mine_nuggets - rival_nuggets)
        at_limit = self.limit_share * lead * math.exp(-self.hurry * left)
        return (1.0 - stalled) * value + stalled * at_limit

    # --- the tree and the rollouts ----------------------------------------------------------
    def order(
        self, rules: Rules, state: GoldMineState, seat: int, actions: Sequence[Action], rng
    ) -> list[Action]:
        return tactics.rank(state, seat, self.prune(rules, state, seat, actions), rng)

    def prune(
        self, rules: Rules, state: GoldMineState, seat: int, actions: Sequence[Action]
    ) -> list[Action]:
        """A side that climbs out by ending this turn where it stands does just that."""
        if tactics.climbs_now(state, seat):
            if state.stage == "movement" and act.stay() in actions:
                return [act.stay()]
            if state.stage == "action" and act.end() in actions:
                return [act.end()]
        return list(actions)

    def settle(
        self, rules: Rules, state: GoldMineState, seat: int, actions: Sequence[Action]
    ) -> Action | None:
        """What a sensible player picks (dig at the edge when gold is far, roll for gold in
        reach, go home with the goal; walk towards the target): played unless the search
        finds something measurably better.  A dig's worth, or a step's, shows only over
        turns, and a short search cannot tell it from standing still by chance."""
        if state.stage == "movement":
            return tactics.movement(state, seat, actions)
        if state.stage in ("move", "bonus_move", "passage_move"):
            return tactics.rank(state, seat, actions, random.Random(0))[0]
        return None

    def rollout_action(
        self, rules: Rules, state: GoldMineState, seat: int, rng: random.Random
    ) -> Action:
        actions = rules.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        if rng.random() >= self.greed:
            return rng.choice(actions)
        return tactics.first(state, seat, actions, rng)


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))
