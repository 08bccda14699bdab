"""Sample positions for the self-test and the frame benchmark."""

from __future__ import annotations

import random

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.goldmine.actions import Kind


def played_match(
    seed: int = 7,
    steps: int | None = None,
    players: int = 2,
    humans: int = 1,
    setup: dict | None = None,
) -> Match:
    """A match played by seeded random decisions (ending turns only when nothing else is
    legal, so that the miners dig, move and challenge)."""
    seats = [SeatInfo("human") for _ in range(humans)] + [
        SeatInfo("ai", "random") for _ in range(players - humans)
    ]
    full = {"players": players, **(setup or {})}
    match = Match.new(registry.get("goldmine").rules, full, seed, seats)
    rng = random.Random(seed)
    count = 0
    while not match.is_over and (steps is None or count < steps):
        legal = match.legal_actions()
        useful = [a for a in legal if a[0] != Kind.END] or legal
        match.play(rng.choice(useful if rng.random() < 0.8 else legal))
        count += 1
    return match


def sample_scenes(app) -> list:
    """The play scene in development and in production, and the results."""
    return [
        app.scene("play", match=played_match(steps=12)),
        app.scene("play", match=played_match(steps=160, players=4, setup={"alliance": True})),
        app.scene("results", match=played_match(seed=3, setup={"round_limit": 30})),
    ]


def big_mine_match(tiles: int = 95, seed: int = 2, humans: int = 1) -> Match:
    """A 4-player match played at random until its mine holds ``tiles`` tiles (or as many as
    that game ever gets), a human to decide next when possible (the frame benchmark)."""
    best: Match | None = None
    for attempt in range(20):
        match = played_match(
            seed=seed + attempt, steps=0, players=4, humans=humans, setup={"round_limit": None}
        )
        rng = random.Random(seed + attempt)
        for _ in range(20_000):
            if match.is_over or len(match.observe_public().board) >= tiles:
                break
            legal = match.legal_actions()
            digs = [a for a in legal if a[0] in (Kind.EXCAVATE, Kind.PLACE)]
            match.play(rng.choice(digs or legal))
        size = len(match.observe_public().board)
        if best is None or size > len(best.observe_public().board):
            best = match
        if len(best.observe_public().board) >= tiles:
            break
    return best
