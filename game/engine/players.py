"""The seat interface, and the Random and Greedy baselines that work for any game.

A player decides from its seat's observation only; the legal actions it is given are
the ones its seat could list itself.
"""

from __future__ import annotations

import random
import zlib
from abc import ABC, abstractmethod
from collections.abc import Callable

from game.engine.contract import CHANCE, Action, Observation, Rules, State, to_action


def decision_seed(match_seed: int, step: int, seat: int) -> int:
    """A stable seed per decision, so a replayed game gets the same AI moves."""
    return zlib.crc32(f"{match_seed}:{step}:{seat}".encode()) & 0x7FFFFFFF


class Player(ABC):
    """Something that picks an action for a seat."""

    name: str = "player"

    @abstractmethod
    def choose(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> Action:
        """Pick one of ``legal`` for ``seat``."""


class RandomPlayer(Player):
    """Uniformly random legal actions: the weakest baseline."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> Action:
        return self.rng.choice(legal)


class GreedyPlayer(Player):
    """One-ply lookahead on a sampled state with the game's evaluation.

    Each action is tried on a few states sampled from the observation (hidden values
    drawn fairly), and the action with the best mean evaluation is chosen; ties are
    broken at random.  When an action causes chance (a die roll, a draw), Greedy looks
    past it: the value is the expectation over the listed outcomes
    (:meth:`Rules.chance_outcomes`), or a mean over a few sampled ones when they are not
    listed, instead of an evaluation of the chance node itself.
    """

    name = "greedy"
    chance_samples = 6
    """Outcomes drawn for a chance step whose outcomes are not listed."""
    chance_depth = 3
    """Chance steps in a row looked past before the evaluation takes over."""
    leaves = 64
    """Evaluations one action may cost when it looks past chance.  A chance step with more
    listed outcomes than its share of them is sampled instead of listed in full (a Crown &
    Dragon purchase looks through a market refill, a card draw and the next roll: 36 x 10
    x 30 worlds in full, up to some 15 s for one decision)."""

    def __init__(self, seed: int = 0, samples: int = 1) -> None:
        self.rng = random.Random(seed)
        self.samples = samples

    def value(
        self, rules: Rules, state: State, seat: int, depth: int = 0, leaves: int | None = None
    ) -> float:
        """The evaluation of ``state`` for ``seat``, looking past pending chance steps
        with at most ``leaves`` evaluations (:attr:`leaves` when None)."""
        if rules.to_move(state) != CHANCE or depth >= self.chance_depth:
            return rules.evaluate(state, seat)
        budget = self.leaves if leaves is None else leaves
        listed = rules.chance_outcomes(state)
        if listed is None:
            draws = [rules.sample_chance(state, self.rng) for _ in range(self.chance_samples)]
            listed = [(outcome, 1 / len(draws)) for outcome in draws]
        elif len(listed) > budget:
            count = max(1, min(self.chance_samples, budget))
            weights = [probability for _, probability in listed]
            drawn = self.rng.choices([outcome for outcome, _ in listed], weights, k=count)
            listed = [(outcome, 1 / count) for outcome in drawn]
        share = max(1, budget // len(listed))
        total = 0.0
        for outcome, probability in listed:
            child = rules.clone(state)
            rules.apply_chance(child, to_action(outcome))
            total += probability * self.value(rules, child, seat, depth + 1, share)
        return total

    def mean_value(self, rules: Rules, worlds: list[State], action: Action, seat: int) -> float:
        """The mean :meth:`value` for ``seat`` of ``action`` played in each of ``worlds``."""
        total = 0.0
        for world in worlds:
            child = rules.clone(world)
            rules.apply(child, action)
            total += self.value(rules, child, seat)
        return total / len(worlds)

    def choose(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        worlds = [rules.sample_state(observation, self.rng) for _ in range(self.samples)]
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            value = self.mean_value(rules, worlds, action, seat)
            if value > best_value + 1e-12:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
        return self.rng.choice(best)


BASELINES: tuple[str, ...] = ("random", "greedy")
"""Players that need no search (and no AI worker)."""
AI_LEVEL_NAMES: tuple[str, ...] = ("easy", "normal", "hard")
"""The search levels, weakest first; their budgets are in :mod:`game.engine.ai.player`."""
FROZEN_LEVEL_NAMES: tuple[str, ...] = ("hard-v3",)
"""Earlier versions of a level, kept for the ladder only (never offered in the app): the
budgets are in :mod:`game.engine.ai.player`."""
PLAYER_SPECS: tuple[str, ...] = BASELINES + AI_LEVEL_NAMES + FROZEN_LEVEL_NAMES
"""Every player spec the runner or the ladder may name: the one table of names (a seat
in the app takes a baseline or one of :data:`AI_LEVEL_NAMES`)."""

PlayerFactory = Callable[[int], Player]
_FACTORIES: dict[str, PlayerFactory] = {"random": RandomPlayer, "greedy": GreedyPlayer}


def register_player(spec: str, factory: PlayerFactory) -> None:
    """Make ``spec`` (e.g. an AI level) available to :func:`make_player`."""
    _FACTORIES[spec] = factory


def player_specs() -> list[str]:
    return list(_FACTORIES)


def make_player(spec: str, seed: int = 0) -> Player:
    """A player from its spec name (random, greedy, or a registered AI level)."""
    try:
        factory = _FACTORIES[spec]
    except KeyError:
        raise ValueError(f"unknown player {spec!r}; known: {', '.join(_FACTORIES)}") from None
    return factory(seed)
