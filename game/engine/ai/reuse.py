"""Keeping a search tree from one decision to the next: where did the game go?

A :class:`KeptTree` is the tree a seat grew at one position (its root stands for that
position's observation) and, when the seat decided there, the action it chose.  At the
seat's next decision (the same turn's next step, its next turn, or after the decision it
pondered) :func:`follow` finds what of the tree stands for the new observation.  It has the
two observations and its own tree only, nothing the seat may not know: never the true
state, the match or its log.

The walk replays the tree in worlds sampled from the *old* observation: from the root, down
the steps legal in that world (first the action the seat chose, when it chose one; then
the other seats' decisions and the chance outcomes kept in the tree), to the next decision
point.  A node *matches* when the world there shows the seat exactly the new observation.

Several nodes may match: steps the seat cannot tell apart (an opponent's face-down warrior,
whose every value has its node; a hidden draw; in Tiny Duel a roll of 3, which gains what a
take gains).  The single-observer tree keys them apart, but for the seat they are one
position: the matching nodes are merged into one (:func:`merge`: visits, values and
children added up), which is what an information-set tree would have held there.  No node
matches when the tree never met what happened (a move it did not search, an outcome it did
not draw, a value revealed that the sampled worlds did not hold): the tree is dropped and the
search starts afresh.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.engine.ai.search import Node
from game.engine.contract import CHANCE, TERMINAL, Action, Observation, Rules, State

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


@dataclass
class KeptTree:
    """A seat's tree at one position, and what happened there."""

    root: Node
    observation: Observation
    seat: int
    played: Action | None = None
    """The action the seat chose at the root, or None when another seat was to move."""


class _Walk:
    """One search for the new root over several worlds (a budget of states shared)."""

    def __init__(self, rules: Rules, tree: KeptTree, observation: Observation, mover: int):
        self.rules = rules
        self.tree = tree
        self.target = observation
        self.mover = mover
        self.states = 0

    def run(self, rng: random.Random) -> list[Node] | None:
        """The matching nodes (each once, in the order found), or None."""
        found: dict[int, Node] = {}
        for world_index in range(WORLDS):
            if not found and world_index >= HOPELESS_AFTER:
                return None
            world = self.rules.sample_state(self.tree.observation, rng)
            self._down(self.tree.root, world, 0, found)
            if self.states > MAX_STATES:
                return None
        return list(found.values()) or None

    def _down(self, node: Node, state: State, decisions: int, found: dict[int, Node]) -> None:
        rules = self.rules
        mover = rules.to_move(state)
        if decisions and mover >= 0:  # a decision point after at least one decision
            if mover == self.mover and rules.observe(state, self.tree.seat) == self.target:
                found.setdefault(id(node), node)
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
                    self._down(child, after, decisions, found)
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
                self._down(node.children[action], after, decisions + 1, found)

    def _next(self, state: State) -> State:
        self.states += 1
        return self.rules.clone(state)


def merge(nodes: list[Node]) -> Node:
    """One node for ``nodes``, which the seat cannot tell apart: their visits, values and
    availability added up, and their children (and chance outcomes) merged alike."""
    if len(nodes) == 1:
        return nodes[0]
    merged = Node(nodes[0].mover, nodes[0].step)
    by_action: dict[Action, list[Node]] = {}
    by_outcome: dict[object, list[Node]] = {}
    for node in nodes:
        merged.visits += node.visits
        merged.avail += node.avail
        merged.total += node.total
        for action, child in node.children.items():
            by_action.setdefault(action, []).append(child)
        for key, child in (node.outcomes or {}).items():
            by_outcome.setdefault(key, []).append(child)
    merged.children = {action: merge(group) for action, group in by_action.items()}
    if by_outcome:
        merged.outcomes = {key: merge(group) for key, group in by_outcome.items()}
    return merged


def follow(
    rules: Rules, tree: KeptTree, observation: Observation, mover: int, rng: random.Random
) -> Node | None:
    """The node of ``tree`` that stands for ``observation`` (``mover`` to decide there), the
    matching nodes merged, or None when the tree cannot follow the game there (the search
    then starts afresh).

    The same observation as the tree's own (the seat asked again at the same position, a
    ponder resumed after a hint) is the root itself: the seat knows exactly what it knew.
    """
    if observation == tree.observation:
        return tree.root
    found = _Walk(rules, tree, observation, mover).run(rng)
    return None if found is None else merge(found)
