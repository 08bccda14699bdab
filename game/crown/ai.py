"""Crown & Dragon's search knowledge: an evaluation of the race to the crown and the points,
pruning that keeps the wide market, army and card choices searchable, and rollouts that
play purposeful turns.

The race: a side wins holding the crown with enough points, so its standing is its points
(the queue's 20 included) towards the goal, plus what it holds that turns into points or
protects the crown: the crown itself (worth more the nearer the goal), castles (income,
and the crown's resting place), walls, the strength of its army, gold and food.  A crowned
castle that enemy pieces can reach, and a dragon about to fly, count against it.  The
value is a logistic of the margin over the best rival side.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache
from typing import ClassVar

from game.crown import actions as acts
from game.crown import battle
from game.crown.actions import CARD_PLAYS, Kind
from game.crown.board import DIRECTIONS, C, Square, distance, fly
from game.crown.cards import (
    DRAGON_STRENGTH,
    MILITARY_ATK,
    MILITARY_DEF,
    MILITARY_PRICE,
    RAGNAR,
    RAGNAR_EXTRA_STEPS,
    SHADOW_PATH,
)
from game.crown.features import FEATURES
from game.crown.pieces import CASTLE_KEY, GENERAL_KEY, HERO_KEY
from game.crown.rules import CrownRules
from game.crown.state import CrownState, PieceKey
from game.crown.turn import PlayedCard
from game.engine.ai.knowledge import GameKnowledge
from game.engine.ai.player import Level
from game.engine.contract import TERMINAL, Action, Rules, outcome_value

BUYS = frozenset((Kind.MILITARY, Kind.GENERAL))
"""The market's purchases the rollouts prefer."""
SHADOW_CARD = PlayedCard(SHADOW_PATH, black=True)
"""``state.card`` while Shadow Path's square is chosen."""


class CrownKnowledge(GameKnowledge):
    """The race evaluation, pruned wide choices and purposeful rollouts."""

    version = 7
    """7: the search is version 6's, but the rules it searches changed (issue 36: a piece
    without a military card may step back into its territory; Battle Cry and Hero's Oath
    are offered only when they can matter), so version 6's ladder no longer describes it."""
    levels: ClassVar[dict[str, Level]] = {
        "hard": Level("hard", iterations=2000, seconds=1.2, timed=True, reuse=True, ponder=True),
        "hard-v3": Level("hard-v3", iterations=2000, seconds=2.8),
    }
    """A simulation costs about three times Armadora's (rules ten times richer, rollouts cut
    at 16 decisions), and a turn is some eight decisions: Hard thinks 1.2 s on a decision
    with five choices or more, less on smaller ones (``per_candidate``), and what the turn's
    earlier decisions searched counts, so that a whole turn stays within some 12 s at normal
    pacing (docs/ai.md, "Time budget"); 2000 simulations are its equivalent on this machine
    for the ladder.  ``hard-v3`` is Hard until issue 53: 2000 simulations, 2.8 s at most
    (1500 in version 2 used half the 3-second budget and beat Normal only 59.5 % of the time
    over 42 games)."""
    per_candidate = 400
    """Most of a turn's decisions have two to five choices (buy one more card or stop, which
    piece takes it, which general acts next): 400 simulations a choice tell them apart, and
    the level's full budget goes to the wide ones (docs/crown.md, "AI knowledge")."""
    rollout_depth = 16
    exploration = 0.6
    features = FEATURES
    scale = 12.0
    """Points of margin at which the value is about 0.73 (the logistic's unit)."""
    castle_value = 4.0
    wall_value = 0.6
    general_value = 1.5
    strength_value = 0.08
    """Points per unit of card ATK + DEF on the board."""
    gold_value = 0.35
    food_value = 0.2
    crown_value = 12.0
    exposure = 0.5
    """Share of the crown's worth lost while a rival piece that would win the battle can
    reach the crowned castle on its next turn."""
    hero_reach = 4
    """Squares a hero is taken to cover in a turn (the white die's mean rounded up)."""
    excess_value = 0.1
    """What a point beyond the goal is worth: without the crown it wins nothing (it only
    counts at the round limit), so a seat over the goal is pressed to take the crown, and a
    rival with the crown near the goal stays a threat however many points the seat piles
    up (version 4 lost games it led by 50 points and more, and won others by 200 at the
    round limit instead of taking the crown).  Worth a full point in the last two rounds."""

    # --- evaluation ------------------------------------------------------------------------
    def standing(self, rules: CrownRules, state: CrownState, seat: int) -> float:
        """A seat's standing in points: scored, plus what it holds, less what is at risk."""
        points = rules.points(state, seat)
        reached = self.reached(rules, state, seat)
        value = reached * state.goal + self.excess_rate(state) * max(0, points - state.goal)
        value += self.gold_value * state.gold[seat] + self.food_value * state.food[seat]
        strength = sum(MILITARY_ATK[c] + MILITARY_DEF[c] for c in rules.military_owned(state, seat))
        value += self.strength_value * strength
        castles = rules.castle_count(state, seat)
        value += self.castle_value * castles + self.wall_value * rules.walls_of(state, seat)
        value += self.general_value * len(rules.generals_of(state, seat))
        if rules.crown_holder(state) == seat:
            crown = self.crown_value * (0.5 + reached)  # worth more near the goal
            value += crown * (1 - self.exposure * self.crown_threatened(rules, state, seat))
        elif state.crown == C and castles and state.hero_cards[seat]:
            # a hero with a card near C may take the crown soon
            near = distance(state.hero_at[seat], C)
            value += self.crown_value * 0.5 / (1 + near / 4)
        return value - self.dragon_risk(rules, state, seat)

    @staticmethod
    def reached(rules: CrownRules, state: CrownState, seat: int) -> float:
        """How near the goal the seat's points are, from 0 to 1."""
        return min(rules.points(state, seat), state.goal) / state.goal

    def excess_rate(self, state: CrownState) -> float:
        """What a point beyond the goal is worth now (see :attr:`excess_value`)."""
        if state.round_limit is not None and state.round_limit - state.round < 2:
            return 1.0
        return self.excess_value

    def crown_threatened(self, rules: CrownRules, state: CrownState, seat: int) -> bool:
        """Whether a rival hero or general could reach the crowned castle on its next turn
        and beat its defence (distance as the crow flies: a cheap and cautious guess)."""
        castle = rules.target_fighter(state, state.crown)
        if castle is None:
            return False
        guard = battle.defence(castle)
        side = rules.side_of_seat(state, seat)
        for key in self._units(rules, state):
            owner = rules.piece_owner(state, key)
            if owner in side or not rules.piece_cards(state, key):
                continue
            attacker = rules.fighter(state, key, attacking=True)
            if battle.attack(attacker) <= guard:
                continue
            reach = attacker.reach if battle.ranged(attacker) else 1
            if distance(attacker.at, state.crown) <= self._steps(rules, state, key) + reach:
                return True
        return False

    def dragon_risk(self, rules: CrownRules, state: CrownState, seat: int) -> float:
        """Points the dragon is expected to take from the seat over the next round: each
        roll lands it on one of 24 squares (4 directions x 1-6) with chance 1/36, and a
        piece there whose defence is below the dragon's attack is lost."""
        if state.dragon_at is None or state.dragon >= len(DRAGON_STRENGTH):
            return 0.0
        landings = _landings(state.dragon_at)
        strike = DRAGON_STRENGTH[state.dragon][0]
        risk = 0.0
        for key in rules.holders(state, seat):
            square = rules.piece_square(state, key)
            if square not in landings:
                continue
            if battle.defence(rules.fighter(state, key)) >= strike:
                continue
            cards = rules.piece_cards(state, key)
            worth = self.strength_value * sum(MILITARY_ATK[c] + MILITARY_DEF[c] for c in cards)
            if key[0] == CASTLE_KEY:
                worth += self.castle_value
                if square == state.crown:
                    worth += self.crown_value * (0.5 + self.reached(rules, state, seat))
            elif key[0] == GENERAL_KEY:
                worth += self.general_value
            risk += worth
        return risk * state.players / 36

    @staticmethod
    def _units(rules: CrownRules, state: CrownState) -> list[PieceKey]:
        keys: list[PieceKey] = [(HERO_KEY, s) for s in range(state.players)]
        return keys + [(GENERAL_KEY, g) for g in sorted(state.generals)]

    def _steps(self, rules: CrownRules, state: CrownState, key: PieceKey) -> int:
        if key[0] == HERO_KEY:
            extra = RAGNAR_EXTRA_STEPS if state.hero[key[1]] == RAGNAR else 0
            return self.hero_reach + extra
        return rules.steps_of(state, key)

    def evaluate(self, rules: Rules, state: CrownState, seat: int) -> float:
        return self.values(rules, state, [seat])[seat]

    def values(self, rules: Rules, state: CrownState, seats: Sequence[int]) -> dict[int, float]:
        """Each seat's value: a logistic of its side's standing over the best rival side's
        (the standings are worked out once for all the seats asked)."""
        if rules.to_move(state) == TERMINAL:
            outcome = rules.outcome(state)
            return {seat: outcome_value(outcome, seat) for seat in seats}
        sides = rules.sides(state)
        totals: dict[int, float] = {}
        for other in range(state.players):
            side = sides.of(other)
            totals[side] = totals.get(side, 0.0) + self.standing(rules, state, other)
        out = {}
        for seat in seats:
            own = sides.of(seat)
            rival = max(v for side, v in totals.items() if side != own)
            out[seat] = 1.0 / (1.0 + math.exp(-(totals[own] - rival) / self.scale))
        return out

    # --- pruning -----------------------------------------------------------------------------
    def prune(
        self, rules: Rules, state: CrownState, seat: int, actions: Sequence[Action]
    ) -> list[Action]:
        """Drop choices that are nearly always worse: buying nothing good, Shadow Path to a
        far corner... kept small so that every kind of action stays searchable."""
        actions = list(actions)
        if state.stage == "act" and len(actions) > 12:
            return self._prune_moves(rules, state, actions)
        if state.stage == "target" and state.card == SHADOW_CARD and len(actions) > 12:
            near = sorted(actions, key=lambda a: distance(acts.square_of(a), C))[:8]
            return list(dict.fromkeys(near + actions[:: max(1, len(actions) // 4)]))
        if state.stage in ("place", "keep_place") and len(actions) > 6:
            return self._toward_centre(actions, 6)
        return actions

    def _prune_moves(self, rules: Rules, state: CrownState, actions: list[Action]) -> list[Action]:
        """Keep every attack, the end, and the moves that go farthest towards the crown, the
        enemy or home (a sample of the rest)."""
        other = [a for a in actions if a[0] != Kind.MOVE]
        moves = [a for a in actions if a[0] == Kind.MOVE]
        by_centre = sorted(moves, key=lambda a: distance(acts.square_of(a), C))
        keep = by_centre[:6] + by_centre[-2:] + moves[:: max(1, len(moves) // 4)]
        return other + list(dict.fromkeys(keep))

    @staticmethod
    def _toward_centre(actions: list[Action], count: int) -> list[Action]:
        return sorted(actions, key=lambda a: distance(acts.square_of(a), C))[:count]

    # --- rollouts ----------------------------------------------------------------------------
    def rollout_action(
        self, rules: Rules, state: CrownState, seat: int, rng: random.Random
    ) -> Action:
        actions = rules.legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        stage = state.stage
        plays = [a for a in actions if a[0] in CARD_PLAYS]
        if plays and rng.random() < 0.3:
            return rng.choice(plays)
        if stage == "act":
            return self._rollout_act(rules, state, actions, rng)
        if stage == "main":
            return self._rollout_main(rules, state, seat, actions, rng)
        if stage == "market":
            buys = [a for a in actions if a[0] in BUYS]
            if buys and rng.random() < 0.85:
                return max(buys, key=lambda a: _price(a) + rng.random())
            if acts.done() in actions:
                return acts.done()
        if stage == "build":
            castles = [a for a in actions if a[0] == Kind.CASTLE]
            if castles:
                return rng.choice(castles)
            walls = [a for a in actions if a[0] == Kind.WALL]
            if walls and rng.random() < 0.8:
                return rng.choice(walls)
            return acts.done()
        if stage == "army":
            generals = [a for a in actions if a[0] == Kind.ACT]
            if generals:
                return rng.choice(generals)
        if stage == "upkeep":
            return actions[0]
        non_plays = [a for a in actions if a[0] not in CARD_PLAYS]
        return rng.choice(non_plays or actions)

    def _rollout_act(
        self, rules: CrownRules, state: CrownState, actions: list[Action], rng: random.Random
    ) -> Action:
        attacks = [a for a in actions if a[0] == Kind.ATTACK]
        if attacks:
            attacker = rules.fighter(state, state.piece, attacking=True)
            good = []
            for a in attacks:
                defender = rules.target_fighter(state, acts.square_of(a))
                result = battle.resolve(attacker, defender)
                if result.winner == "attacker" or (
                    result.mode == "volley" and result.defender_lost
                ):
                    good.append(a)
            if good:
                return rng.choice(good)
        moves = [a for a in actions if a[0] == Kind.MOVE]
        if not moves:
            return acts.end()
        if state.piece[0] == "h" and rules.may_take_crown(state, state.turn):
            return min(moves, key=lambda a: (distance(acts.square_of(a), C), rng.random()))
        if rng.random() < 0.2:
            return acts.end()
        return rng.choice(moves)

    def _rollout_main(
        self,
        rules: CrownRules,
        state: CrownState,
        seat: int,
        actions: list[Action],
        rng: random.Random,
    ) -> Action:
        gold = state.gold[seat]
        castles = rules.castle_count(state, seat)
        build, army = acts.build(), acts.army()
        if build in actions and castles < 3 and gold >= rules.castle_price(state, seat):
            return build
        if army in actions and rng.random() < 0.3:
            return army
        if build in actions and castles == 3 and rng.random() < 0.5:
            return build
        return acts.market()


@cache
def _landings(square: Square) -> frozenset[Square]:
    """The squares the dragon on ``square`` may fly to with one roll."""
    return frozenset(fly(square, d, w) for d in DIRECTIONS for w in range(1, 7))


def _price(action: Action) -> int:
    if action[0] == Kind.MILITARY:
        return MILITARY_PRICE[acts.card_of(action)]
    return 2
