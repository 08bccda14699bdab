"""Scripted games for the review tests: a cheap driver, and one planted blunder per game.

The driver plays every decision with the game's rollout policy (or seat 0 with the
review's own preferred move); ``plant(match, legal)`` replaces one of seat 0's moves with
an obviously losing one.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import registry
from game.engine.ai import Level, SearchPlayer, knowledge_for
from game.engine.contract import Action
from game.engine.match import Match, SeatInfo
from game.engine.review.plan import task_seed

Plant = Callable[[Match, list[Action]], Action | None]


def drive(
    game_id: str,
    setup: dict,
    seed: int,
    plant: Plant | None = None,
    search: int | None = None,
    after: int | None = None,
) -> tuple[Match, int | None]:
    """A match of ``game_id`` played by the game's rollout policy; seat 0's move is
    ``plant(match, legal)`` once that returns one (the first time only).  Returns the
    match and the planted decision's index among the decisions (None: nothing planted).

    ``search``: seat 0 plays the review's own preferred move everywhere else (the search
    the review makes with that budget and seed), so none of its other moves loses
    anything.  ``after``: stop that many decisions after the planted one (the game is
    then unfinished)."""
    rules = registry.get(game_id).rules
    players = setup.get("players", 2)
    match = Match.new(rules, setup, seed, [SeatInfo("human")] + [SeatInfo("ai")] * (players - 1))
    knowledge = knowledge_for(game_id)
    rng = random.Random(seed)
    planted: int | None = None
    decisions = 0
    while not match.is_over:
        if planted is not None and after is not None and decisions > planted + after:
            break
        seat, legal = match.to_move, match.legal_actions()
        action = None
        if seat == 0 and planted is None and plant is not None:
            action = plant(match, legal)
            if action is not None:
                planted = decisions
        if action is None and seat == 0 and search is not None:
            action = _preferred(match, legal, search)
        if action is None:
            world = rules.sample_state(match.observe(seat), rng)
            action = knowledge.rollout_action(rules, world, seat, rng)
        match.play(action)
        decisions += 1
    return match, planted


def _preferred(match: Match, legal: list[Action], budget: int) -> Action:
    """The move the review's search prefers for seat 0 here (its seed and budget)."""
    if len(legal) == 1:
        return legal[0]
    player = SearchPlayer(Level("review", budget, None), task_seed(match.seed, len(match.steps)))
    return player.analyse(match.rules, match.observe(0), legal, 0).best()


def decisions_of(match: Match) -> int:
    return sum(1 for step in match.steps if not step.is_chance)


# --- the planted blunders -------------------------------------------------------------------


def armadora_early_pass(match: Match, legal: list[Action]) -> Action | None:
    """Armadora: pass for good at the fourth decision, warriors in hand and every gold
    mine still open (the rival then claims them all)."""
    if match.decisions_of(0) == 3 and ("pass",) in legal:
        return ("pass",)
    return None


def goldmine_walk_away(match: Match, legal: list[Action]) -> Action | None:
    """Gold Mine: holding the goal with the entrance in reach, while the rival holds it
    too, walk to the square farthest from the entrance instead of climbing out."""
    state = match.state
    if min(state.held) < state.goal:  # both hold the goal: the rival climbs out next
        return None
    moves = [a for a in legal if a[0] == "move"]
    if not any(a[1:3] == (0, 0) for a in moves):
        return None
    return max(moves, key=lambda a: (abs(a[1]) + abs(a[2]), a))


def crown_turned_from_crown(match: Match, legal: list[Action]) -> Action | None:
    """Crown & Dragon: a hero that can step onto the crown's square and take the crown
    walks to the square farthest from it instead."""
    state = match.state
    if ("move", 6, 6) not in legal or state.crown != (6, 6) or state.piece != ("h", 0):
        return None
    if not any(castle.owner == 0 for castle in state.castles.values()):
        return None  # without a castle of its own the hero could not take it
    moves = [a for a in legal if a[0] == "move"]
    return max(moves, key=lambda a: (abs(a[1] - 6) + abs(a[2] - 6), a))
