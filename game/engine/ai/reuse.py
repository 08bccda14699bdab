"""Keeping a search tree from one decision to the next: where did the game go?

A :class:`KeptTree` is the tree a seat grew at one position (its root stands for that
position's observation) and, when the seat decided there, the action it chose.  At the
seat's next decision (the same turn's next step, its next turn, or after the decision it
pondered) :func:`follow` looks for the node of the tree that stands for the new
observation.  It has the two observations and its own tree only, nothing the seat may not
know: never the true state, the match or its log.

The walk replays the tree in worlds sampled from the *old* observation: from the root, down
the steps legal in that world (first the action the seat chose, when it chose one; then
the other seats' decisions and the chance outcomes kept in the tree), until the next
decision point.  A node is found when the world there shows the seat exactly the new
observation.  It is kept only when its path is *told apart* by what the seat sees: no other
step legal at any point of the path (another of the opponent's actions, another chance
outcome) would have shown the seat the same.  Otherwise (an opponent's face-down value, a
hidden draw, a shuffle) the tree's nodes stand for hidden values the seat cannot know, so
the tree is dropped and the search starts afresh: never a guess about what is hidden.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from game.engine.ai.search import Node, freeze
from game.engine.contract import CHANCE, TERMINAL, Action, Observation, Rules, State, to_action

WORLDS = 6
"""Worlds sampled from the old observation to replay the tree in."""
HOPELESS_AFTER = 3
"""Worlds without a match after which the walk gives up (most often the tree never met
what happened: another seat's move it did not search, a chance outcome it did not draw)."""
MAX_DECISIONS = 2
"""Decisions a walk may cross: the seat's own and one other's (two players taking turns);
further away the kept nodes have too few visits to be worth the walk."""
MAX_STATES = 4000
"""States a walk may build in all its worlds before it gives up (a wide tree)."""
CHANCE_PROBES = 4
"""Other outcomes drawn to tell a chance step apart when its outcomes are not listed."""
CHECKED_WORLDS = 2
"""Worlds in which a found path is checked step by step (it costs a state per choice)."""


@dataclass
class KeptTree:
    """A seat's tree at one position, and what happened there."""

    root: Node
    observation: Observation
    seat: int
    played: Action | None = None
    """The action the seat chose at the root, or None when another seat was to move."""


@dataclass
class _Found:
    node: Node
    path: list[tuple[State, Any, bool]]  # (state before the step, step, is a chance step)


class _Walk:
    """One search for the new root over several worlds (a budget of states shared)."""

    def __init__(self, rules: Rules, tree: KeptTree, observation: Observation, mover: int):
        self.rules = rules
        self.tree = tree
        self.target = observation
        self.mover = mover
        self.states = 0

    def run(self, rng: random.Random) -> Node | None:
        found: Node | None = None
        checked = 0
        for world_index in range(WORLDS):
            if found is None and world_index >= HOPELESS_AFTER:
                return None
            world = self.rules.sample_state(self.tree.observation, rng)
            matches: list[_Found] = []
            self._down(self.tree.root, world, 0, [], matches)
            if self.states > MAX_STATES:
                return None
            for match in matches:
                if found is not None and match.node is not found:
                    return None  # two nodes show the same: the tree cannot tell them apart
                if checked < CHECKED_WORLDS:
                    checked += 1
                    if not self._told_apart(match.path, rng):
                        return None
                found = match.node
        return found

    def _down(
        self,
        node: Node,
        state: State,
        decisions: int,
        path: list[tuple[State, Any, bool]],
        matches: list[_Found],
    ) -> None:
        rules = self.rules
        mover = rules.to_move(state)
        if decisions and mover >= 0:  # a decision point after at least one decision
            if mover == self.mover and rules.observe(state, self.tree.seat) == self.target:
                matches.append(_Found(node, list(path)))
                return
            if decisions >= MAX_DECISIONS:
                return
        if mover == TERMINAL or self.states > MAX_STATES:
            return
        if mover == CHANCE:
            for child in list((node.outcomes or {}).values()):
                if rules.chance_is_valid(state, child.step):
                    after = self._next(state)
                    rules.apply_chance(after, child.step)
                    path.append((state, child.step, True))
                    self._down(child, after, decisions, path, matches)
                    path.pop()
            return
        if node is self.tree.root and self.tree.played is not None:
            steps = [self.tree.played] if self.tree.played in node.children else []
        elif mover == self.tree.seat:
            return  # the seat made no other decision since: the game is not down there
        else:
            steps = list(node.children)
        if not steps:
            return
        legal = set(rules.legal_actions(state))
        for action in steps:
            if action in legal:
                after = self._next(state)
                rules.apply(after, action)
                path.append((state, action, False))
                self._down(node.children[action], after, decisions + 1, path, matches)
                path.pop()

    def _next(self, state: State) -> State:
        self.states += 1
        return self.rules.clone(state)

    def _told_apart(self, path: list[tuple[State, Any, bool]], rng: random.Random) -> bool:
        """Whether every step of ``path`` (but the seat's own choice) shows the seat
        something that no other step possible there would have shown."""
        for index, (before, step, chance) in enumerate(path):
            if index == 0 and self.tree.played is not None:
                continue  # the seat's own choice: it knows what it chose
            seen = self._seen_after(before, step, chance)
            for other in self._alternatives(before, step, chance, rng):
                if self._seen_after(before, other, chance) == seen:
                    return False
        return True

    def _alternatives(self, state: State, step: Any, chance: bool, rng: random.Random) -> list[Any]:
        rules = self.rules
        if not chance:
            return [a for a in rules.legal_actions(state) if a != step]
        listed = rules.chance_outcomes(state)
        if listed is not None:
            outcomes = [to_action(outcome) for outcome, _ in listed]
        else:
            outcomes = [to_action(rules.sample_chance(state, rng)) for _ in range(CHANCE_PROBES)]
        key = freeze(step)
        return [outcome for outcome in outcomes if freeze(outcome) != key]

    def _seen_after(self, state: State, step: Any, chance: bool) -> Observation:
        after = self._next(state)
        if chance:
            self.rules.apply_chance(after, step)
        else:
            self.rules.apply(after, step)
        return self.rules.observe(after, self.tree.seat)


def follow(
    rules: Rules, tree: KeptTree, observation: Observation, mover: int, rng: random.Random
) -> Node | None:
    """The node of ``tree`` that stands for ``observation`` (``mover`` to decide there), or
    None when the tree cannot follow the game there (the search then starts afresh).

    The same observation as the tree's own (the seat asked again at the same position, a
    ponder resumed after a hint) is the root itself: the seat knows exactly what it knew.
    """
    if observation == tree.observation:
        return tree.root
    return _Walk(rules, tree, observation, mover).run(rng)
