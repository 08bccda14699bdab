"""Per-game knowledge the generic search plugs in: evaluation, move ordering, rollouts.

Every hook receives a *determinized* state (a full state sampled from the searching
seat's observation, or one reached from it by search), never the true state, so a hook
cannot make the AI unfair however much it reads.

A game gets the defaults below unless its registry entry names a subclass
(``knowledge_ref``), imported only when the game is searched.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine import registry
from game.engine.contract import TERMINAL, Action, Rules, State, outcome_value
from game.engine.reasons import Feature


class GameKnowledge:
    """Search hooks with game-agnostic defaults.  Subclass and override what you know."""

    version: int = 0
    """Raised whenever this game's knowledge changes how its AI plays; part of the game's
    AI fingerprint, so tuning one game never voids another game's recorded ladder."""

    levels: Mapping[str, Any] = {}
    """This game's own budgets for some levels (``"hard": Level(...)``), replacing the
    shared defaults of :data:`game.engine.ai.player.LEVELS` for this game only."""

    per_candidate: int | None = None
    """At most this many simulations per root candidate under sequential halving (the
    level's budget still caps the whole search): a choice between two moves then costs
    less than one between twenty.  ``None`` (the default) spends the level's budget on
    every decision.  Only games that set it are changed; the shared search is not."""

    rollout_depth: int | None = None
    """Decisions a rollout plays before it stops and evaluates; ``None`` plays to the end."""

    exploration: float = 0.7
    """UCT exploration constant (rewards are in [0, 1])."""

    root_policy: str = "halving"
    """How the root spends its budget: ``"halving"`` (sequential halving over the root
    candidates with shared worlds: made for picking one move, it beat UCT at the root in
    Armadora self-play) or ``"uct"`` (UCT with availability counts, as below the root)."""

    widening: tuple[float, float] | None = None
    """Progressive widening ``(k, alpha)``: a node visited ``n`` times considers only the
    first ``ceil(k * (n + 1) ** alpha)`` actions of :meth:`order`.  ``None`` considers all.
    Only useful when :meth:`order` puts good actions first."""

    ranks_actions: bool = False
    """Whether :meth:`order` ranks the actions.  When it does not (the default: pruning then
    a shuffle), the search skips the per-visit shuffle and draws an untried action itself."""

    settle_margin: float = 0.005
    """How much better (in value) than :meth:`settle`'s action the best other move must be
    for the search to play it instead."""

    features: tuple[Feature, ...] = ()
    """The quantities this game's AI weighs, each measurable on a position and put into
    words: why one move beats another (:mod:`game.engine.reasons`; the hint, the coach and
    the review say them).  None by default: no reasons beyond the move itself."""

    def settle(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action]
    ) -> Action | None:
        """An action to play unless the search finds a move measurably better, or None.

        For a move that ends what is left of the game when nothing else changes anything
        (Armadora: passing once every other seat has passed), so that moves which change
        nothing the seat values do not win by noise or by their place in the list.  The
        root always searches it, sequential halving never drops it, and it is played when
        its mean is within :attr:`settle_margin` of the best other move's.  Asked once per
        search, on the root's first world; the default (None) changes nothing.
        """
        return None

    def prune(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action]
    ) -> list[Action]:
        """The actions worth searching (at least one, all from ``actions``); default: all."""
        return list(actions)

    def order(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> list[Action]:
        """The actions the search should consider, best first; may leave hopeless ones out.

        It must return at least one action, all of them from ``actions``.  The default keeps
        :meth:`prune`'s actions in a random order, so that no action is favoured by its list
        position.  A game that overrides it to rank actions sets :attr:`ranks_actions`.
        """
        ordered = self.prune(rules, state, seat, actions)
        rng.shuffle(ordered)
        return ordered

    def root_actions(
        self, rules: Rules, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> list[Action]:
        """The root's candidates, best first, chosen once per search on its first world.

        Room for costlier judgement than :meth:`order` (which runs at every visit of every
        node); the default is :meth:`order`.
        """
        return self.order(rules, state, seat, actions, rng)

    def rollout_action(self, rules: Rules, state: State, seat: int, rng: random.Random) -> Action:
        """The action ``seat`` plays in a rollout (default: uniformly random)."""
        return rng.choice(rules.legal_actions(state))

    def evaluate(self, rules: Rules, state: State, seat: int) -> float:
        """Value in [0, 1] of a non-terminal state for ``seat`` (default: the game's own)."""
        return rules.evaluate(state, seat)

    def values(self, rules: Rules, state: State, seats: Sequence[int]) -> dict[int, float]:
        """Value of ``state`` for each of ``seats``: exact when terminal, else evaluated.

        With teams, a seat's value is its side's value: :func:`outcome_value` and the
        games' ``evaluate`` both count a partner's win as the seat's own.
        """
        if rules.to_move(state) == TERMINAL:
            outcome = rules.outcome(state)
            return {seat: outcome_value(outcome, seat) for seat in seats}
        return {seat: self.evaluate(rules, state, seat) for seat in seats}


def widen(widening: tuple[float, float] | None, visits: int, available: int) -> int:
    """How many of a node's ordered actions progressive widening lets it consider."""
    if widening is None:
        return available
    k, alpha = widening
    return max(1, min(available, math.ceil(k * (visits + 1) ** alpha)))


DEFAULT = GameKnowledge()


def knowledge_for(game_id: str) -> GameKnowledge:
    """The knowledge a game declares in its registry entry, or the defaults."""
    try:
        knowledge = registry.get(game_id).knowledge
    except KeyError:
        return DEFAULT
    return knowledge if knowledge is not None else DEFAULT
