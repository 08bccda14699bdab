"""Single-observer information-set Monte Carlo tree search (SO-ISMCTS).

One tree is grown for the searching seat.  Every iteration

1. samples a *determinization*: a full state drawn from the seat's observation with
   ``rules.sample_state`` (hidden values and the order of future draws are sampled, never
   read from the real game);
2. descends the tree in that world: a decision node picks among the actions legal *in this
   world* by UCT with availability counts (an action's exploration term counts the times it
   was available, not the parent's visits); a chance step is resolved by sampling
   ``rules.sample_chance`` in the world and followed to the child of that outcome;
3. adds one new decision node, then plays a rollout with the game's rollout policy until
   the end or the game's depth cutoff, where ``evaluate`` scores the state;
4. credits every node on the path with the value *for the seat that chose it*, so the
   opponents in the tree play for themselves (2-4 players; partners share their side's value).

A multi-decision turn is simply several decision nodes of the same seat in a row.

At the root the budget is spent by *sequential halving* (the default root policy): it is
made for picking one move well rather than for balancing exploration, and with a shared
world per cycle the candidates are compared on the same hidden values.  Below the root,
selection is UCT as above.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.ai.knowledge import GameKnowledge, widen
from game.engine.contract import CHANCE, TERMINAL, Action, Observation, Rules, State, to_action

CHECK_EVERY = 16
"""Iterations between checks of the stop callback and of early termination."""
MIN_BREADTH = 6
"""Root candidates a search keeps at least, whatever its breadth."""
RANKS = 5
"""How many of the best actions :meth:`SearchResult.sample` chooses from."""


class Node:
    """A tree node: the statistics of the step that led here, and the steps that follow."""

    __slots__ = ("avail", "children", "mover", "outcomes", "total", "visits")

    def __init__(self, mover: int) -> None:
        self.mover = mover  # seat that chose the step leading here; CHANCE for a chance outcome
        self.visits = 0
        self.avail = 0
        self.total = 0.0  # sum of values for ``mover``
        self.children: dict[Action, Node] = {}
        self.outcomes: dict[Any, Node] | None = None

    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


def _freeze(value: Any) -> Any:
    """A hashable key for a chance outcome (JSON-like values: lists and dicts included)."""
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


@dataclass
class SearchResult:
    """Root statistics: for each legal action (in the order given), visits and mean value."""

    actions: list[Action]
    visits: list[int]
    means: list[float]
    iterations: int = 0
    seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)
    settle: Action | None = None
    """The knowledge's :meth:`~game.engine.ai.knowledge.GameKnowledge.settle` action, if any."""
    settled: bool = False
    """Whether ``settle`` is played: no other move was measurably better."""

    def best(self) -> Action:
        """The most visited action; ties go to the better mean, then to the first listed.

        With a ``settle`` action: that one when ``settled``, else the best of the others."""
        if self.settle is not None and self.settled:
            return self.settle
        indices = [i for i, a in enumerate(self.actions) if self.settle is None or a != self.settle]
        if not indices:
            return self.actions[0]
        best_index = indices[0]
        for i in indices[1:]:
            key = (self.visits[i], self.means[i])
            if key > (self.visits[best_index], self.means[best_index]):
                best_index = i
        return self.actions[best_index]

    def sample(self, rng: random.Random, temperature: float) -> Action:
        """A good but not always the best action: the ``RANKS`` best searched actions drawn
        with weights ``exp(-rank / temperature)``.

        With temperature 1 the best action is played about 63 % of the time, the second
        23 %, the third 9 %: the mistakes a person makes, never a wild one.
        """
        if self.settle is not None and self.settled:
            return self.settle
        ranked = sorted(
            (
                i
                for i, v in enumerate(self.visits)
                if v > 0 and (self.settle is None or self.actions[i] != self.settle)
            ),
            key=lambda i: (-self.visits[i], -self.means[i], i),
        )[:RANKS]
        if not ranked:
            return self.best()
        weights = [math.exp(-rank / temperature) for rank in range(len(ranked))]
        return self.actions[rng.choices(ranked, weights=weights)[0]]


class Search:
    """One search from one observation; call :meth:`run` once."""

    def __init__(
        self,
        rules: Rules,
        observation: Observation,
        seat: int,
        legal: Sequence[Action],
        knowledge: GameKnowledge,
        rng: random.Random,
        breadth: float = 1.0,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        """``clock`` reads the time a time budget is counted on (tests give a clock of
        their own, so a budget is kept the same way on a busy machine)."""
        self.clock = clock
        self.rules = rules
        self.observation = observation
        self.seat = seat
        self.legal = list(legal)
        self.knowledge = knowledge
        self.rng = rng
        self.breadth = breadth
        self.root = Node(seat)
        self.root_actions: list[Action] | None = None  # chosen on the first world
        self.settle: Action | None = None  # the knowledge's settle action, if any

    def run(
        self,
        iterations: int | None = None,
        seconds: float | None = None,
        stop: Callable[[], bool] | None = None,
    ) -> SearchResult:
        """Search until ``iterations`` are done, ``seconds`` have passed, ``stop()`` is true,
        or the choice is made (halving) or can no longer change (UCT at the root).

        With ``seconds=None`` the result depends only on the seed and ``iterations``.
        """
        if iterations is None and seconds is None:
            raise ValueError("a search needs an iteration or a time budget")
        start = self.clock()
        deadline = None if seconds is None else start + seconds
        done = 0
        if len(self.legal) > 1:
            if self.knowledge.root_policy == "halving":
                done = self._run_halving(iterations, deadline, stop)
            else:
                done = self._run_uct(iterations, start, deadline, stop)
        return self._result(done, self.clock() - start)

    def _run_uct(
        self,
        iterations: int | None,
        start: float,
        deadline: float | None,
        stop: Callable[[], bool] | None,
    ) -> int:
        done = 0
        while iterations is None or done < iterations:
            self.iterate()
            done += 1
            now = self.clock() if deadline is not None else 0.0
            if deadline is not None and now >= deadline:
                break
            if done % CHECK_EVERY == 0:
                if stop is not None and stop():
                    break
                if self._decided(done, iterations, now, start, deadline):
                    break
        return done

    def _run_halving(
        self, iterations: int | None, deadline: float | None, stop: Callable[[], bool] | None
    ) -> int:
        """Sequential halving over the root candidates, in rounds of shared worlds.

        Each round splits what is left of the budget evenly between the rounds still to
        come and gives every surviving candidate the same number of simulations; then the
        better half by mean value survives.  Within a *cycle* every survivor is simulated
        once from the same determinization and with the same random seed (common random
        numbers), so candidates are compared on the same hidden values and similar
        rollouts, which makes their differences far less noisy.  Below the root the tree
        grows by UCT as usual.
        """
        rules, rng = self.rules, self.rng
        world = rules.sample_state(self.observation, rng)
        alive = self._root_candidates(world)
        per_candidate = self.knowledge.per_candidate
        if iterations is not None and per_candidate is not None:
            iterations = min(iterations, per_candidate * len(alive))
        rounds_left = max(1, math.ceil(math.log2(len(alive)))) if len(alive) > 1 else 1
        done = 0
        while True:
            cycles = None
            if iterations is not None:
                cycles = max(1, (iterations - done) // rounds_left // len(alive))
            round_deadline = None
            if deadline is not None:
                now = self.clock()
                round_deadline = now + max(0.0, deadline - now) / rounds_left
            cycle = 0
            while cycles is None or cycle < cycles:
                shared = world if world is not None else rules.sample_state(self.observation, rng)
                world = None
                seed = rng.getrandbits(64)
                for action in alive:
                    state = rules.clone(shared)
                    child = self.root.children.get(action)
                    if child is None:
                        child = self.root.children[action] = Node(self.seat)
                    child.avail += 1
                    rules.apply(state, action)
                    self._simulate(child, state, [child], random.Random(seed))
                done += len(alive)
                cycle += 1
                if stop is not None and stop():
                    return done
                if round_deadline is not None and self.clock() >= round_deadline:
                    break
            rounds_left -= 1
            if len(alive) > 1:
                children = self.root.children
                ranked = sorted(range(len(alive)), key=lambda i: (-children[alive[i]].mean(), i))
                kept = ranked[: (len(alive) + 1) // 2]
                if self.settle is not None and self.settle in alive:  # never dropped
                    kept = sorted({*kept, alive.index(self.settle)})
                alive = [alive[i] for i in sorted(kept)]
            out_of_time = deadline is not None and self.clock() >= deadline
            out_of_iterations = iterations is not None and done >= iterations
            if len(alive) == 1 or rounds_left <= 0 or out_of_time or out_of_iterations:
                return done

    def _root_candidates(self, state: State) -> list[Action]:
        """The root's candidates, decided on the first world; ``breadth`` < 1 keeps only the
        first part of the knowledge's list (a random part when the order is random)."""
        if self.root_actions is None:
            actions = self.knowledge.root_actions(
                self.rules, state, self.seat, self.legal, self.rng
            )
            keep = max(MIN_BREADTH, math.ceil(self.breadth * len(actions)))
            self.root_actions = actions[:keep]
            settle = self.knowledge.settle(self.rules, state, self.seat, self.legal)
            if settle is not None and settle in self.legal:  # searched whatever the breadth
                self.settle = settle
                self.root_actions = [settle, *(a for a in self.root_actions if a != settle)]
        return self.root_actions

    def _decided(
        self, done: int, iterations: int | None, now: float, start: float, deadline: float | None
    ) -> bool:
        """Whether the leading root action keeps the lead whatever the remaining budget does."""
        remaining = math.inf if iterations is None else iterations - done
        if deadline is not None:
            rate = done / max(now - start, 1e-9)
            remaining = min(remaining, rate * (deadline - now))
        first = second = 0
        for child in self.root.children.values():
            if child.visits > first:
                first, second = child.visits, first
            elif child.visits > second:
                second = child.visits
        return first - second > remaining

    def _result(self, done: int, seconds: float) -> SearchResult:
        children = self.root.children
        visits = [children[a].visits if a in children else 0 for a in self.legal]
        means = [children[a].mean() if a in children else 0.0 for a in self.legal]
        result = SearchResult(list(self.legal), visits, means, done, seconds)
        settle = self.settle
        if settle is not None and settle in children and children[settle].visits:
            result.settle = settle
            other = result.best()  # the best move but the settle action
            result.settled = other == settle or (
                children[settle].mean()
                >= means[self.legal.index(other)] - self.knowledge.settle_margin
            )
        return result

    # --- one iteration ---------------------------------------------------------------
    def iterate(self) -> None:
        """One iteration from the root: sample a world, select, expand, roll out, back up."""
        state = self.rules.sample_state(self.observation, self.rng)
        self._simulate(self.root, state, [], self.rng)

    def _simulate(self, node: Node, state: State, path: list[Node], rng: random.Random) -> None:
        """Continue an iteration from ``node`` in the world ``state`` (``path`` so far)."""
        rules, knowledge = self.rules, self.knowledge
        while path == [] or path[-1].visits > 0:
            mover = rules.to_move(state)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                node = self._chance_child(node, state, rng)
                path.append(node)
                continue
            if node is self.root:
                actions = self._root_candidates(state)
                child, action = self._select(node, state, mover, actions, rng, ordered=True)
            else:
                actions = rules.legal_actions(state)
                child, action = self._select(node, state, mover, actions, rng)
            rules.apply(state, action)
            node = child
            path.append(node)
        self._rollout(state, rng)
        seats = {n.mover for n in path if n.mover >= 0} | {self.seat}
        values = knowledge.values(rules, state, sorted(seats))
        self.root.visits += 1
        for n in path:
            n.visits += 1
            if n.mover >= 0:
                n.total += values[n.mover]

    def _chance_child(self, node: Node, state: State, rng: random.Random) -> Node:
        outcome = to_action(self.rules.sample_chance(state, rng))
        self.rules.apply_chance(state, outcome)
        if node.outcomes is None:
            node.outcomes = {}
        key = _freeze(outcome)
        child = node.outcomes.get(key)
        if child is None:
            child = node.outcomes[key] = Node(CHANCE)
        return child

    def _select(
        self,
        node: Node,
        state: State,
        mover: int,
        actions: Sequence[Action],
        rng: random.Random,
        ordered: bool = False,
    ) -> tuple[Node, Action]:
        """UCT over the actions available in this world; the first untried one is expanded.

        ``actions`` are put in the knowledge's order first unless ``ordered`` says they are.
        """
        knowledge = self.knowledge
        pick_untried = False  # draw the expanded action at random rather than take the first
        if ordered:
            candidates = list(actions)
        elif knowledge.ranks_actions or knowledge.widening is not None:
            candidates = knowledge.order(self.rules, state, mover, actions, rng)
        else:
            candidates = knowledge.prune(self.rules, state, mover, actions)
            pick_untried = True
        considered = candidates[: widen(knowledge.widening, node.visits, len(candidates))]
        children = node.children
        untried: list[Action] = []
        for action in considered:
            child = children.get(action)
            if child is None:
                untried.append(action)
            else:
                child.avail += 1
        if untried:
            action = rng.choice(untried) if pick_untried else untried[0]
            child = children[action] = Node(mover)
            child.avail = 1
            return child, action
        c = knowledge.exploration
        best_action = considered[0]
        best_score = -math.inf
        for action in considered:
            child = children[action]
            score = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if score > best_score:
                best_score, best_action = score, action
        return children[best_action], best_action

    def _rollout(self, state: State, rng: random.Random) -> None:
        rules, knowledge = self.rules, self.knowledge
        depth = knowledge.rollout_depth
        decisions = 0
        while True:
            mover = rules.to_move(state)
            if mover == TERMINAL:
                return
            if mover == CHANCE:
                rules.apply_chance(state, to_action(rules.sample_chance(state, rng)))
                continue
            if depth is not None and decisions >= depth:
                return
            rules.apply(state, knowledge.rollout_action(rules, state, mover, rng))
            decisions += 1
