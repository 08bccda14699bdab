"""The AI players: the search at three levels of budget and care.

A level fixes an iteration budget and a time budget; a decision ends at whichever comes
first (or earlier, when the leading move can no longer be overtaken).  With
``max_iterations`` given and no time limit, a player is fully deterministic for its seed,
which the tests and benchmarks rely on.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from game.engine.ai.knowledge import DEFAULT, GameKnowledge, knowledge_for
from game.engine.ai.search import Search, SearchResult
from game.engine.contract import Action, Observation, Rules
from game.engine.players import AI_LEVEL_NAMES, Player


@dataclass(frozen=True)
class Level:
    """The budget and style of one AI level."""

    name: str
    iterations: int | None
    """Simulations per decision (``None``: only the time budget counts)."""
    seconds: float | None
    """Time budget per decision in play (``None``: only the iterations count)."""
    breadth: float = 1.0
    """Share of the root moves considered (at least a few); lower levels overlook moves."""
    temperature: float = 0.0
    """0 plays the best searched move; above 0 sometimes a close runner-up (Easy)."""


LEVELS: dict[str, Level] = {
    # Product budgets per decision on a 2-core machine: Easy < 0.3 s, Normal < 1 s,
    # Hard < 3 s at the 95th percentile; the time limits are a safety net for a slow or
    # busy machine, and on this one the simulations end a decision first (Armadora: some
    # 2700 simulations per second at the start of a game, 4500 later), so a level plays
    # the same wherever it runs.  Measured figures and the reasons: docs/ai.md.
    "easy": Level("easy", iterations=200, seconds=0.2, breadth=0.45, temperature=0.6),
    "normal": Level("normal", iterations=250, seconds=0.4, breadth=0.5),
    "hard": Level("hard", iterations=2000, seconds=2.4),
}


AI_VERSION = 2
"""Raised whenever the shared search changes how the AI plays, so recorded benchmark results
of an older AI are told apart (``benchmarks/ai_strength.py``).  A game's own knowledge has
its own ``GameKnowledge.version``; both are in :func:`fingerprint`."""

AI_LEVELS: tuple[str, ...] = AI_LEVEL_NAMES
assert tuple(LEVELS) == AI_LEVEL_NAMES, "a level's budget for every name, in the same order"


def levels_for(knowledge: GameKnowledge) -> dict[str, Level]:
    """The levels as a game plays them: the shared budgets, with the game's own on top."""
    return {**LEVELS, **knowledge.levels}


def fingerprint(game_id: str) -> str:
    """What a game's AI plays with: the search version, the game's knowledge version (when
    raised) and its level budgets.  Recorded ladder results are keyed by it."""
    knowledge = knowledge_for(game_id)
    levels = ";".join(
        f"{name}={level.iterations}/{level.breadth}/{level.temperature}"
        for name, level in sorted(levels_for(knowledge).items())
    )
    version = f"v{AI_VERSION}" + (f".{knowledge.version}" if knowledge.version else "")
    return f"{version}:{levels}"


class SearchPlayer(Player):
    """ISMCTS player at a given :class:`Level`.

    ``stop`` (settable) is polled during the search; when it returns true the search
    ends early and the best move so far is played (the worker uses it to cancel).
    """

    def __init__(
        self,
        level: Level | str = "normal",
        seed: int = 0,
        *,
        max_iterations: int | None = None,
        time_limit: float | None = None,
        knowledge: GameKnowledge | None = None,
        deterministic: bool = False,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if isinstance(level, str) and level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        self._level = level
        self._max_iterations = max_iterations
        self._time_limit = time_limit
        self._deterministic = deterministic
        self.name = level if isinstance(level, str) else level.name
        self.rng = random.Random(seed)
        self.knowledge = knowledge
        self.clock = clock
        """What a time budget is counted on (the real clock; tests give one of theirs)."""
        self.stop: Callable[[], bool] | None = None
        self.last: SearchResult | None = None
        self.level = self.level_for(DEFAULT)
        """The level as last played (a game's own budget once it has searched one)."""

    def level_for(self, knowledge: GameKnowledge) -> Level:
        """This player's level in a game (a level named here takes the game's budget)."""
        level = self._level
        base = levels_for(knowledge)[level] if isinstance(level, str) else level
        if self._max_iterations is not None:
            # Deterministic mode: the iteration budget only, unless a time limit is given too.
            return replace(base, iterations=self._max_iterations, seconds=self._time_limit)
        if self._time_limit is not None:
            return replace(base, seconds=self._time_limit)
        if self._deterministic:  # the level's own iteration budget, no time limit
            return replace(base, seconds=None)
        return base

    def analyse(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> SearchResult:
        """Search the decision and return the root statistics (also kept in ``last``)."""
        knowledge = self.knowledge or knowledge_for(rules.game_id)
        level = self.level = self.level_for(knowledge)
        rng = random.Random(self.rng.getrandbits(64))
        search = Search(rules, observation, seat, legal, knowledge, rng, level.breadth, self.clock)
        self.last = search.run(level.iterations, level.seconds, self.stop)
        return self.last

    def choose(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        result = self.analyse(rules, observation, legal, seat)
        if self.level.temperature > 0:
            return result.sample(self.rng, self.level.temperature)
        return result.best()


def level_factory(name: str) -> Callable[[int], Player]:
    """A :func:`~game.engine.players.register_player` factory for a level."""

    def make(seed: int) -> Player:
        return SearchPlayer(name, seed)

    return make
