"""Small helpers for the engine tests built on Tiny Duel."""

from __future__ import annotations

import random

from tiny_game import RULES, TinyRules, TinyState

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


class SpyRules(TinyRules):
    """Tiny Duel that checks the AI (its search, a review's analysis) only works on states
    it sampled itself from observations; ``viewers`` records whose observation each sampled
    state came from."""

    def __init__(self) -> None:
        self.sampled: dict[int, TinyState] = {}  # kept alive, so ids stay unique
        self.samples = 0
        self.viewers: list[int] = []

    def sample_state(self, observation, rng):  # type: ignore[override]
        state = super().sample_state(observation, rng)
        self.sampled[id(state)] = state
        self.samples += 1
        self.viewers.append(observation.seat)
        return state

    def clone(self, state):  # type: ignore[override]
        self._check(state)
        copy = super().clone(state)
        self.sampled[id(copy)] = copy
        return copy

    def _check(self, state) -> None:
        assert id(state) in self.sampled, "the search used a state it did not sample"

    def observe(self, state, seat):  # type: ignore[override]
        raise AssertionError("the search must not observe: it has only the observation")

    def legal_actions(self, state):  # type: ignore[override]
        self._check(state)
        return super().legal_actions(state)

    def apply(self, state, action, log=None):  # type: ignore[override]
        self._check(state)
        assert log is None
        super().apply(state, action, log)

    def apply_chance(self, state, outcome, log=None):  # type: ignore[override]
        self._check(state)
        super().apply_chance(state, outcome, log)

    def evaluate(self, state, seat):  # type: ignore[override]
        self._check(state)
        return super().evaluate(state, seat)


class TimedRules(TinyRules):
    """Tiny Duel on a simulated clock: every step the rules apply costs ``cost`` seconds of
    :meth:`clock`, so a search's time budget is spent on its work, not on the wall clock."""

    def __init__(self, cost: float = 0.001) -> None:
        self.cost = cost
        self.now = 0.0

    def clock(self) -> float:
        return self.now

    def apply(self, state, action, log=None):  # type: ignore[override]
        self.now += self.cost
        super().apply(state, action, log)

    def apply_chance(self, state, outcome, log=None):  # type: ignore[override]
        self.now += self.cost
        super().apply_chance(state, outcome, log)


class SampledOnlyRules(SpyRules):
    """The spy of :class:`SpyRules`, which also lets the AI observe the states it sampled
    itself (a kept tree is followed by observing its own worlds), never another."""

    def observe(self, state, seat):  # type: ignore[override]
        self._check(state)
        return TinyRules.observe(self, state, seat)


def seat_one_to_move(seed: int = 8) -> TinyState:
    """Tiny Duel (2 players) where seat 0 has made both its moves: seat 1 decides."""
    match = new_match(seed=seed, kinds="aa")
    state = match.state
    RULES.apply(state, ("take",))
    RULES.apply(state, ("take",))
    assert RULES.to_move(state) == 1
    return state


SEAT_ONE_MOVES = (("peek", 0), ("roll",))
"""Seat 1's two moves (:func:`seat_one_moves`): plain to seat 0, and nothing of seat 1's
secret shown (a peek of seat 0's own secret, then a roll of 4: no other move looks so)."""


def seat_one_moves(state: TinyState, first: int = 0, last: int = 2) -> None:
    """Seat 1 plays :data:`SEAT_ONE_MOVES` ``[first:last]`` (its roll comes out 4)."""
    for action in SEAT_ONE_MOVES[first:last]:
        RULES.apply(state, action)
        if state.pending == "roll":
            RULES.apply_chance(state, 4)
