"""The analysis of one decision, as the AI sees it: win chances, the preferred move, the loss.

Everything here starts from observations, never from a state: a chance is estimated from
the observation of the seat it is estimated for (or, for an unfinished game, of the
reviewing seat), and the reviewing seat's decision from its own observation before it
moved.  Worlds are sampled from them with ``rules.sample_state``, as the AI's search does,
so the review knows exactly what each seat knew (docs/review.md, "Fairness").

A :class:`PositionTask` is plain picklable data: the AI worker runs it (``run``), and so
does the command line in this process.  Its answer depends only on its contents.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from game.engine import registry
from game.engine.ai import Level, SearchPlayer, knowledge_for
from game.engine.ai.knowledge import GameKnowledge
from game.engine.ai.search import CHECK_EVERY, Node, Search
from game.engine.contract import Action, Observation, Rules, State

Stop = Callable[[], bool]


class _Tally:
    """The game's search knowledge, also summing the values it gives some seats.

    The search asks for values once per iteration (at its end, for the seats on the path);
    the tally asks for ``seats`` too and adds them up, so one search estimates the chance
    of several seats at once."""

    def __init__(self, knowledge: GameKnowledge, seats: Sequence[int]) -> None:
        self._knowledge = knowledge
        self.seats = tuple(seats)
        self.sums = dict.fromkeys(self.seats, 0.0)
        self.count = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._knowledge, name)

    def values(self, rules: Rules, state: State, seats: Sequence[int]) -> dict[int, float]:
        wanted = sorted(set(seats) | set(self.seats))
        values = self._knowledge.values(rules, state, wanted)
        for seat in self.seats:
            self.sums[seat] += values[seat]
        self.count += 1
        return values

    def means(self) -> dict[int, float]:
        return {seat: total / max(1, self.count) for seat, total in self.sums.items()}


class Estimate(Search):
    """A search that values a position instead of choosing a move.

    Every iteration samples a world from the observation (plays ``first`` in it, when
    given: the move being valued), then grows the tree below a node of its own: every
    seat chooses for itself there, as below the root of the AI's search, and the rollout
    and evaluation are the game's.  The worlds come from one generator and each
    simulation from a seed drawn beside them, so two estimates of the same observation
    and seed see the same worlds (common random numbers: the difference between two
    moves is far less noisy than either value)."""

    def __init__(
        self,
        rules: Rules,
        observation: Observation,
        seats: Sequence[int],
        knowledge: GameKnowledge,
        seed: int,
    ) -> None:
        self.tally = _Tally(knowledge, seats)
        searched = cast(GameKnowledge, self.tally)  # the game's knowledge, as far as it goes
        super().__init__(rules, observation, seats[0], [], searched, random.Random(seed))
        self.seed = seed

    def values(
        self, iterations: int, first: Action | None = None, stop: Stop | None = None
    ) -> dict[int, float] | None:
        """The mean value of each seat over ``iterations`` worlds; None when stopped."""
        rules, worlds = self.rules, random.Random(self.seed)
        top = Node(self.seat)
        for done in range(iterations):
            if stop is not None and done % CHECK_EVERY == 0 and stop():
                return None
            world = rules.sample_state(self.observation, worlds)
            simulation = random.Random(worlds.getrandbits(64))
            if first is not None:
                rules.apply(world, first)
            self._simulate(top, world, [top], simulation)
        return self.tally.means()


def estimate(
    rules: Rules,
    knowledge: GameKnowledge,
    observation: Observation,
    seats: Sequence[int],
    iterations: int,
    seed: int,
    first: Action | None = None,
    stop: Stop | None = None,
) -> dict[int, float] | None:
    """Each of ``seats``' chance from ``observation`` (after ``first``, when given)."""
    search = Estimate(rules, observation, seats, knowledge, seed)
    return search.values(iterations, first, stop)


@dataclass(frozen=True)
class View:
    """Chances to estimate from one observation: those of ``seats``."""

    observation: Observation
    seats: tuple[int, ...]


@dataclass(frozen=True)
class Choice:
    """A decision of the reviewing seat: its observation before it, its legal actions, the
    action it played, and the seats whose chances the valuation of that move gives."""

    observation: Observation
    seat: int
    legal: tuple[Action, ...]
    played: Action
    seats: tuple[int, ...]


@dataclass(frozen=True)
class PositionTask:
    """Everything the analysis of one decision needs (picklable, for the AI worker)."""

    game_id: str
    index: int
    seed: int
    chance: int
    search: int
    compare: int
    views: tuple[View, ...] = ()
    choice: Choice | None = None
    module: str | None = None

    def run(self, stop: Stop | None = None) -> dict[str, Any] | None:
        """The analysis as plain data (see :func:`analyse`); None when stopped."""
        rules = registry.rules_for(self.game_id, self.module)
        return analyse(rules, knowledge_for(self.game_id), self, stop)


def analyse(
    rules: Rules, knowledge: GameKnowledge, task: PositionTask, stop: Stop | None = None
) -> dict[str, Any] | None:
    """``{"index", "chances": {seat: chance}, "best", "kept", "played"}`` for ``task``.

    ``best`` is the AI's preferred move at the reviewing seat's decision (None: not the
    reviewing seat's decision, or only one legal move), ``kept`` the chance it keeps and
    ``played`` the chance the move played keeps, both from the seat's observation before
    it moved; the seat's own point on the curve is ``played``."""
    chances: dict[int, float] = {}
    for number, view in enumerate(task.views):
        found = estimate(
            rules,
            knowledge,
            view.observation,
            view.seats,
            task.chance,
            task.seed + number,
            None,
            stop,
        )
        if found is None:
            return None
        chances.update(found)
    answer: dict[str, Any] = {"index": task.index, "best": None, "kept": None, "played": None}
    choice = task.choice
    if choice is not None:
        valued = _value_choice(rules, knowledge, task, choice, stop)
        if valued is None:
            return None
        best, kept, played = valued
        chances.update(played)
        answer.update(best=best, kept=kept[choice.seat], played=played[choice.seat])
    answer["chances"] = chances
    return answer


def _value_choice(
    rules: Rules,
    knowledge: GameKnowledge,
    task: PositionTask,
    choice: Choice,
    stop: Stop | None,
) -> tuple[Action | None, dict[int, float], dict[int, float]] | None:
    """The preferred move (None when the choice was forced), the chances it keeps and
    those the move played keeps."""
    seed, seats = task.seed + 1000, (choice.seat, *[s for s in choice.seats if s != choice.seat])
    best: Action | None = None
    if len(choice.legal) > 1:
        player = SearchPlayer(Level("review", task.search, None), task.seed)
        player.stop = stop
        found = player.analyse(rules, choice.observation, list(choice.legal), choice.seat)
        if stop is not None and stop():
            return None
        best = found.best()
    observation = choice.observation
    played = estimate(rules, knowledge, observation, seats, task.compare, seed, choice.played, stop)
    if played is None:
        return None
    if best is None or best == choice.played:
        return best, played, played
    kept = estimate(rules, knowledge, observation, seats, task.compare, seed, best, stop)
    if kept is None:
        return None
    return best, kept, played
