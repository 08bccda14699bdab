"""Sample matches for the self-test (and the screens' tests): games played by seeded random
decisions, stopped part-way or played to the end (by the goal, or at the round limit)."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.engine import registry
from game.engine.match import Match, SeatInfo

GOAL_SEEDS = range(1, 60)
"""Seeds tried, in order, for a random game that ends by the goal (most end at the limit)."""


def played_match(
    seed: int = 7,
    steps: int | None = None,
    players: int = 2,
    humans: int = 1,
    setup: dict | None = None,
) -> Match:
    """A match played by seeded random decisions, ``steps`` of them (None: to its end)."""
    seats = [SeatInfo("human") for _ in range(humans)] + [
        SeatInfo("ai", "random") for _ in range(players - humans)
    ]
    full = {"players": players, **(setup or {})}
    match = Match.new(registry.get("crown").rules, full, seed, seats)
    rng = random.Random(seed)
    count = 0
    while not match.is_over and (steps is None or count < steps):
        match.play(rng.choice(match.legal_actions()))
        count += 1
    return match


def won_by_goal(players: int = 2, setup: dict | None = None) -> Match:
    """The first seeded random game that ends by the goal (the crown and enough points);
    failing that, the last one tried (ended at the round limit)."""
    match = played_match(GOAL_SEEDS[0], players=players, setup=setup)
    for seed in GOAL_SEEDS:
        match = played_match(seed, players=players, setup=setup)
        if match.observe_public().end == "goal":
            break
    return match


def ended_at_limit(players: int = 4, rounds: int = 12) -> Match:
    """A team game played to a short round limit."""
    setup = {"round_limit": rounds, "teams": players == 4}
    return played_match(3, players=players, setup=setup)


def sample_scenes(app) -> list:
    """The play scene part-way through a 2-player and a 4-player team game, and the Results
    of a game won by the goal and of a team game ended by the round limit."""
    makers: list[Callable[[], object]] = [
        lambda: app.scene("play", match=played_match(steps=80)),
        lambda: app.scene(
            "play", match=played_match(seed=5, steps=200, players=4, setup={"teams": True})
        ),
        lambda: app.scene("results", match=won_by_goal()),
        lambda: app.scene("results", match=ended_at_limit()),
    ]
    return [make() for make in makers]
