"""The AI players: the search at three levels of budget and care.

A level fixes an iteration budget and a time budget.  Easy and Normal end a decision at
whichever comes first (or earlier, when the leading move can no longer be overtaken); Hard
(``timed``) thinks for its whole time budget in play, keeps its tree from one decision to
the next (``reuse``) and thinks on the other seats' time (``ponder``, in the AI worker).
With ``max_iterations`` given, or ``deterministic``, the clock decides nothing (it only
measures): a player is fully deterministic for its seed and plays every level at its
iteration budget (tree reuse included, which is deterministic too), which the tests, the
benchmarks and the ladder rely on.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from game.engine.ai.knowledge import DEFAULT, GameKnowledge, knowledge_for
from game.engine.ai.reuse import KeptTree, follow
from game.engine.ai.search import Clock, Node, Search, SearchResult
from game.engine.contract import Action, Observation, Rules
from game.engine.players import AI_LEVEL_NAMES, FROZEN_LEVEL_NAMES, Player


@dataclass(frozen=True)
class Level:
    """The budget and style of one AI level."""

    name: str
    iterations: int | None
    """Simulations per decision (``None``: only the time budget counts).  For a ``timed``
    level, the simulations it plays in fixed-iteration mode (the ladder): about what its time
    budget reaches on the reference machine, so that the ladder measures what players meet."""
    seconds: float | None
    """Time budget per decision in play (``None``: only the iterations count)."""
    breadth: float = 1.0
    """Share of the root moves considered (at least a few); lower levels overlook moves."""
    temperature: float = 0.0
    """0 plays the best searched move; above 0 sometimes a close runner-up (Easy)."""
    timed: bool = False
    """In play, think for ``seconds`` whatever the simulations (else ``seconds`` is only a
    safety net and ``iterations`` end the decision)."""
    reuse: bool = False
    """Keep the tree from one decision to the next where the information allows it
    (:mod:`game.engine.ai.reuse`); what it brought counts towards the next budget."""
    ponder: bool = False
    """Think on the other seats' time in the AI worker (needs ``reuse``)."""
    per_candidate: int | None = None
    """At most this many simulations per root choice (with the knowledge's own
    ``per_candidate``, the smaller counts; in play the same share of the time): a choice
    between two moves is not worth the budget of one between twenty."""


LEVELS: dict[str, Level] = {
    # Product budgets per decision on a 2-core machine: Easy < 0.3 s, Normal < 1 s,
    # Hard < 3 s at the 95th percentile (issue 53: Hard's p95 <= 2.5 s).  Easy and Normal
    # are defined by their simulations (their time limits are a safety net for a slow or
    # busy machine); Hard by its time, with ``iterations`` its equivalent on this machine
    # for the reproducible ladder.  Measured figures and the reasons: docs/ai.md.
    "easy": Level("easy", iterations=200, seconds=0.2, breadth=0.45, temperature=0.6),
    "normal": Level("normal", iterations=250, seconds=0.4, breadth=0.5),
    "hard": Level(
        "hard",
        iterations=8000,
        seconds=2.2,
        timed=True,
        reuse=True,
        ponder=True,
        per_candidate=1000,
    ),
}

FROZEN_LEVELS: dict[str, Level] = {
    "hard-v3": Level("hard-v3", iterations=2000, seconds=2.4),
}
"""Earlier versions of a level, kept as players to measure the new ones against (the ladder:
``hard:hard-v3``); never offered in the app.  ``hard-v3`` is Hard as it was until issue 53:
2000 simulations, no kept tree, no pondering (a game may keep its own budget for it, as
Crown & Dragon does; the game's knowledge is the current one)."""

WALK_SALT = 0x7A1C
"""Mixed into a decision's seed for the walk through the kept tree, so that the search's
own random numbers are those of a search without one."""
PONDER_SECONDS = 30.0
"""The longest a seat ponders on one position (someone else's decision) before it rests."""
PONDER_ITERATIONS = 60_000
"""The most simulations one ponder runs: a bound on the tree's memory (docs/ai.md)."""


AI_VERSION = 2
"""Raised whenever the shared search changes how the AI plays, so recorded benchmark results
of an older AI are told apart (``benchmarks/ai_strength.py``).  A game's own knowledge has
its own ``GameKnowledge.version``; both are in :func:`fingerprint`.  A level that plays
differently says so in its budget's part of the fingerprint (``/reuse``, its iterations)."""

AI_LEVELS: tuple[str, ...] = AI_LEVEL_NAMES
assert tuple(LEVELS) == AI_LEVEL_NAMES, "a level's budget for every name, in the same order"
assert tuple(FROZEN_LEVELS) == FROZEN_LEVEL_NAMES, "a budget for every frozen level"


def levels_for(knowledge: GameKnowledge) -> dict[str, Level]:
    """The levels as a game plays them: the shared budgets, with the game's own on top."""
    return {**LEVELS, **FROZEN_LEVELS, **knowledge.levels}


def fingerprint(game_id: str) -> str:
    """What a game's AI plays with: the search version, the game's knowledge version (when
    raised) and its level budgets.  Recorded ladder results are keyed by it."""
    knowledge = knowledge_for(game_id)
    levels = ";".join(
        f"{name}={level.iterations}/{level.breadth}/{level.temperature}"
        + ("/reuse" if level.reuse else "")
        + (f"/{level.per_candidate}" if level.per_candidate else "")
        for name, level in sorted(levels_for(knowledge).items())
    )
    version = f"v{AI_VERSION}" + (f".{knowledge.version}" if knowledge.version else "")
    return f"{version}:{levels}"


class SearchPlayer(Player):
    """ISMCTS player at a given :class:`Level`.

    ``stop`` (settable) is polled during the search; when it returns true the search
    ends early and the best move so far is played (the worker uses it to cancel).
    ``clock`` measures the time budgets (tests pass their own; nothing else reads time).
    A level with ``reuse`` keeps its tree in ``tree`` between decisions; :meth:`forget`
    drops it (the game went back or is another game).
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
        clock: Clock = time.perf_counter,
    ) -> None:
        if isinstance(level, str) and level not in LEVELS and level not in FROZEN_LEVELS:
            raise ValueError(f"unknown AI level {level!r}")
        self._level = level
        self.max_iterations = max_iterations
        """Fixed-iteration mode's budget when given (settable: the worker's kept players)."""
        self._time_limit = time_limit
        self._deterministic = deterministic
        self.name = level if isinstance(level, str) else level.name
        self.rng = random.Random(seed)
        self.knowledge = knowledge
        self.clock = clock
        self.stop: Callable[[], bool] | None = None
        self.last: SearchResult | None = None
        self.tree: KeptTree | None = None
        self.level = self.level_for(DEFAULT)
        """The level as last played (a game's own budget once it has searched one)."""

    @property
    def fixed(self) -> bool:
        """Fixed-iteration mode: the level's (or the given) simulations, no clock."""
        return self.max_iterations is not None or self._deterministic

    def level_for(self, knowledge: GameKnowledge) -> Level:
        """This player's level in a game (a level named here takes the game's budget)."""
        level = self._level
        base = levels_for(knowledge)[level] if isinstance(level, str) else level
        if self.max_iterations is not None:
            # Deterministic mode: the iteration budget only, unless a time limit is given too.
            return replace(base, iterations=self.max_iterations, seconds=self._time_limit)
        if self._time_limit is not None:
            return replace(base, seconds=self._time_limit)
        if self._deterministic:  # the level's own iteration budget, no time limit
            return replace(base, seconds=None)
        return base

    def forget(self) -> None:
        """Drop the kept tree: the next decision starts afresh."""
        self.tree = None

    def _kept_root(
        self, rules: Rules, observation: Observation, mover: int, rng: random.Random
    ) -> Node | None:
        """The kept tree's node for this position, or None (and the tree is dropped)."""
        tree, self.tree = self.tree, None
        if tree is None:
            return None
        return follow(rules, tree, observation, mover, rng)

    def analyse(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> SearchResult:
        """Search the decision and return the root statistics (also kept in ``last``)."""
        knowledge = self.knowledge or knowledge_for(rules.game_id)
        level = self.level = self.level_for(knowledge)
        start = self.clock() if level.seconds is not None else 0.0
        seed = self.rng.getrandbits(64)
        rng = random.Random(seed)
        root = None
        if level.reuse:
            root = self._kept_root(rules, observation, seat, random.Random(seed ^ WALK_SALT))
        search = Search(
            rules,
            observation,
            seat,
            legal,
            knowledge,
            rng,
            level.breadth,
            root,
            level.per_candidate,
        )
        iterations, seconds, reference = level.iterations, level.seconds, None
        if level.timed and not self.fixed:  # think for the time, counted as the iterations
            iterations, reference = None, level.iterations
        if seconds is not None:  # the walk through the kept tree was part of the time
            seconds = max(0.0, seconds - (self.clock() - start))
        self.last = search.run(
            iterations,
            seconds,
            self.stop,
            clock=self.clock,
            reference=reference,
            credit=level.reuse,
        )
        if level.reuse:
            self.tree = KeptTree(search.root, observation, seat)
        return self.last

    def choose(
        self, rules: Rules, observation: Observation, legal: list[Action], seat: int
    ) -> Action:
        if len(legal) == 1:
            self._follow_forced(rules, observation, seat, legal[0])
            return legal[0]
        result = self.analyse(rules, observation, legal, seat)
        if self.level.temperature > 0:
            action = result.sample(self.rng, self.level.temperature)
        else:
            action = result.best()
        if self.tree is not None:
            self.tree.played = action
        return action

    def _follow_forced(self, rules: Rules, observation: Observation, seat: int, only: Action):
        """A forced move keeps the tree going through it (nothing to search)."""
        if self.tree is None:
            return
        rng = random.Random(self.rng.getrandbits(64))
        root = self._kept_root(rules, observation, seat, rng)
        if root is not None:
            self.tree = KeptTree(root, observation, seat, played=only)

    def ponder(
        self,
        rules: Rules,
        observation: Observation,
        seat: int,
        mover: int,
        *,
        iterations: int | None = None,
        seconds: float | None = None,
    ) -> SearchResult | None:
        """Think for ``seat`` while ``mover`` (another seat) decides, from ``seat``'s own
        observation: the tree grows below ``mover``'s choices, for the seat's next decision.

        Only a level that ponders does (None otherwise).  Without a budget it runs for
        :data:`PONDER_SECONDS` or :data:`PONDER_ITERATIONS`, or until ``stop()``.
        """
        knowledge = self.knowledge or knowledge_for(rules.game_id)
        level = self.level = self.level_for(knowledge)
        if not (level.reuse and level.ponder):
            return None
        if iterations is None and seconds is None:
            iterations, seconds = PONDER_ITERATIONS, PONDER_SECONDS
        seed = self.rng.getrandbits(64)
        rng = random.Random(seed)
        root = self._kept_root(rules, observation, mover, random.Random(seed ^ WALK_SALT))
        search = Search(rules, observation, seat, None, knowledge, rng, level.breadth, root)
        result = search.run(iterations, seconds, self.stop, clock=self.clock)
        self.tree = KeptTree(search.root, observation, seat)
        return result


def level_factory(name: str) -> Callable[[int], Player]:
    """A :func:`~game.engine.players.register_player` factory for a level."""

    def make(seed: int) -> Player:
        return SearchPlayer(name, seed)

    return make
