"""Search knowledge for Armadora: which moves are worth searching, and fast rollouts.

* **Passing is dominated** while a warrior can still be placed: a warrior never lowers its
  owner's strength anywhere, while passing gives up every later move.  The search and the
  rollouts only pass when out of warriors (or when nothing else is legal).
* **No evaluation-based pruning.**  Keeping only the 24 moves the game's evaluation liked
  best after one ply lost to searching every move (14 of 20 against Greedy instead of
  17 of 20 at 350 iterations): that evaluation cannot tell most squares apart early on.
* **Alone at the end**: once every other seat has passed, passing is the *settle* move (the
  search plays it unless another move is measurably better), so the AI stops placing pieces
  that change nothing it values.  With warriors still in hand only when passing wins by the
  full margin even if the rivals' hidden warriors were the strongest they could be: the
  sampled worlds assume hidden values are spread at random, while people (and Greedy) place
  their strong warriors first, so passing on the samples alone once turned a won game into
  a tie.  Warriors come before
  palisades among equals then (a warrior never lowers its owner's strength; a palisade may).
* **Rollouts** pick moves without listing every legal action (a random held warrior on a
  random free square, or a random legal palisade), which makes them about 1.5 times faster
  than uniformly random legal moves.  They play to the end of the game: cutting them short
  and scoring with the evaluation made the search clearly weaker in self-play.  Powers and
  reinforcements are left out of rollouts (they are optional); the tree still searches them.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.armadora import actions as act
from game.armadora import board
from game.armadora.actions import Kind
from game.armadora.features import FEATURES
from game.armadora.state import AFTER_POWER, SECOND_PALISADE, START, WARRIORS, side_for
from game.engine.ai.knowledge import GameKnowledge
from game.engine.contract import TERMINAL, Action, Rules, State

PASS: Action = act.PASS
DONE: Action = act.DONE


def _random_bit(mask: int, rng: random.Random) -> int:
    """The index of a uniformly chosen set bit of ``mask`` (which must not be 0)."""
    return board.nth_bit(mask, rng.randrange(mask.bit_count()))


def _random_value(hand: tuple[int, ...], rng: random.Random) -> int:
    """A value drawn from ``hand`` (counts by value) in proportion to the counts."""
    pick = rng.randrange(sum(hand))
    for value, count in enumerate(hand):
        if pick < count:
            return value
        pick -= count
    raise ValueError("empty hand")


class ArmadoraKnowledge(GameKnowledge):
    """Pass pruning and cheap rollouts for Armadora."""

    rollout_depth: int | None = None
    exploration = 0.5
    features = FEATURES
    palisade_share = 0.25
    """In rollouts, the chance of a palisade (when one is legal) instead of a warrior."""
    margin_weight = 0.1
    """Share of a finished game's value that comes from the gold margin, not the result."""
    margin_scale = 20.0
    """Gold lead (or deficit) at which the margin part reaches 1 (or 0)."""

    def values(self, rules: Rules, state: State, seats: Sequence[int]) -> dict[int, float]:
        """A finished game is worth its result, plus a little for a bigger gold margin.

        The margin part lets the search prefer a safer win (and a closer loss) when every
        move wins (or loses) its rollouts.
        """
        if rules.to_move(state) != TERMINAL:
            return super().values(rules, state, seats)
        result = rules.score_result(state)  # the outcome's figures, without its detail
        gold, first = result.gold, result.ranking[0]
        out = {}
        for seat in seats:
            side = side_for(seat, state.teams)
            rival = max((g for s, g in gold.items() if s != side), default=0)
            margin = min(1.0, max(0.0, 0.5 + (gold[side] - rival) / (2 * self.margin_scale)))
            won = 1.0 / len(first) if side in first else 0.0
            out[seat] = (1 - self.margin_weight) * won + self.margin_weight * margin
        return out

    def prune(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action]
    ) -> list[Action]:
        return self._without_dominated_pass(state, seat, actions)

    def root_actions(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> list[Action]:
        """As usual, except alone at the end: warriors first (ties go to them)."""
        if not alone(state, seat):
            return super().root_actions(rules, state, seat, actions, rng)
        kept = self.prune(rules, state, seat, actions)
        warriors = [a for a in kept if a[0] == Kind.WARRIOR]
        others = [a for a in kept if a[0] != Kind.WARRIOR]
        rng.shuffle(warriors)
        rng.shuffle(others)
        return warriors + others

    def settle(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action]
    ) -> Action | None:
        """Passing, once every other seat has passed and the seat holds no warrior, or holds
        some but wins by the full margin whatever the rivals' hidden warriors are."""
        if PASS not in actions or len(actions) < 2 or not alone(state, seat):
            return None
        if state.hand_sizes[seat] and not self._safe_to_pass(rules, state, seat):
            return None
        return PASS

    def _safe_to_pass(self, rules: Rules, state: State, seat: int) -> bool:
        """Passing now wins by the full margin even if the rivals' warriors this seat has
        not seen were as strong as they could be.

        In every territory each rival's unseen warriors get the highest values still
        unaccounted for in that rival's set (the strongest on the squares with the fewest
        arrows), territory by territory, which no real deal can beat anywhere; an unseen
        partner's warrior is taken to be a 1.
        """
        worst = rules.clone(state)
        known = state.face_up | state.peeked[seat]
        side = side_for(seat, state.teams)
        table = WARRIORS[state.players]
        pools: dict[int, list[int]] = {}
        for owner in range(state.players):
            if owner == seat or side_for(owner, state.teams) == side:
                continue
            remaining = list(table)
            for cell in board.iter_bits(state.occupied & known):
                if state.owners[cell] == owner:
                    remaining[state.values[cell]] -= 1
            top = range(len(table) - 1, 0, -1)
            pools[owner] = [v for v in top for _ in range(max(0, remaining[v]))]
        for region in state.regions:
            unseen = list(board.iter_bits(region & state.occupied & ~known))
            for owner in range(state.players):
                if owner == seat:
                    continue
                cells = [c for c in unseen if state.owners[c] == owner]
                if owner not in pools:  # a partner
                    for cell in cells:
                        worst.values[cell] = 1
                    continue
                cells.sort(key=lambda c: state.arrows[c])
                for cell, value in zip(cells, pools[owner], strict=False):
                    worst.values[cell] = value
        rules.apply(worst, PASS)
        return self.values(rules, worst, [seat])[seat] >= 1.0 - 1e-9

    @staticmethod
    def _without_dominated_pass(state: State, seat: int, actions: Sequence[Action]) -> list[Action]:
        if state.hand_sizes[seat] and len(actions) > 1 and PASS in actions:
            return [a for a in actions if a != PASS]
        return list(actions)

    def rollout_action(self, rules: Rules, state: State, seat: int, rng: random.Random) -> Action:
        stage = state.stage
        lines = state.legal_lines
        if stage == SECOND_PALISADE:
            if lines and rng.random() < 0.5:
                return act.palisade(_random_bit(lines, rng))
            return DONE
        if stage not in (START, AFTER_POWER):
            return rng.choice(rules.legal_actions(state))
        free = board.ALL_CELLS & ~board.MINES & ~state.occupied
        if state.hand_sizes[seat] and free:
            if lines and rng.random() < self.palisade_share:
                return act.palisade(_random_bit(lines, rng))
            return act.warrior(_random_bit(free, rng), _random_value(state.hands[seat], rng))
        if stage == START:
            return PASS
        return rng.choice(rules.legal_actions(state))


def alone(state: State, seat: int) -> bool:
    """Every other seat has passed: only ``seat`` still plays, at the start of its turn."""
    return state.stage == START and all(p for s, p in enumerate(state.passed) if s != seat)
