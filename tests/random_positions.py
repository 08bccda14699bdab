"""The decision positions of seeded random games, for tests that check something of every
legal action (or every position) a real game reaches."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from game.engine.contract import CHANCE, TERMINAL, Action

Chooser = Callable[[Any, list[Action], random.Random], Action]
"""Picks the action played from a position (state, its legal actions, the game's rng)."""


def uniform(state: Any, legal: list[Action], rng: random.Random) -> Action:
    """Any legal action, all alike."""
    return rng.choice(legal)


def random_positions(
    rules: Any,
    games: Iterable[tuple[dict, int]],
    *,
    max_steps: int | None = None,
    choose: Chooser = uniform,
) -> Iterator[tuple[Any, list[Action]]]:
    """``(state, legal actions)`` at every decision of each game of ``games``, a
    ``(setup, seed)`` pair each: the setup is normalised, one ``random.Random(seed)`` draws
    the chance outcomes and ``choose``'s picks.  A game stops at its end or after
    ``max_steps`` steps (chance steps count).

    The state is the game's live one, changed as soon as the next position is asked for:
    read it (or copy it) before."""
    for setup, seed in games:
        rng = random.Random(seed)
        state = rules.initial_state(rules.normalize_setup(setup))
        steps = 0
        while max_steps is None or steps < max_steps:
            steps += 1
            mover = rules.to_move(state)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                rules.apply_chance(state, rules.sample_chance(state, rng))
                continue
            legal = rules.legal_actions(state)
            yield state, legal
            rules.apply(state, choose(state, legal, rng))
