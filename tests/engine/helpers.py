"""Small helpers for the engine tests built on Tiny Duel."""

from __future__ import annotations

import random

from tiny_game import RULES

from game.engine.match import Match, SeatInfo


def seats(kinds: str) -> list[SeatInfo]:
    """``"ha"`` -> a human seat then an AI seat."""
    return [SeatInfo("human") if k == "h" else SeatInfo("ai", "random") for k in kinds]


def new_match(seed: int = 1, kinds: str = "hh", rounds: int = 3, teams: bool = False) -> Match:
    setup = {"players": len(kinds), "rounds": rounds, "teams": teams}
    return Match.new(RULES, setup, seed, seats(kinds))


def play_randomly(match: Match, rng: random.Random, limit: int | None = None) -> list[tuple]:
    """Play random legal actions until the end (or ``limit`` decisions); returns them."""
    played: list[tuple] = []
    while not match.is_over and (limit is None or len(played) < limit):
        action = rng.choice(match.legal_actions())
        match.play(action)
        played.append(action)
    return played


def replay(seed: int, kinds: str, actions: list[tuple], rounds: int = 3) -> Match:
    match = new_match(seed, kinds, rounds)
    for action in actions:
        match.play(action)
    return match
