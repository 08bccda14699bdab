"""Crown & Dragon rules speed: legal actions, copies and sampled worlds per second, random
playouts per second, and games of the AI's rollout policy (how long they last, how they end).

Legal actions are timed on decision states collected from random games (every stage mixed,
and the hero step and army moves alone, the costliest ones: a 0-1 search over the board).

    python benchmarks/crown_playouts.py [--games 20] [--seconds 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.crown.ai import CrownKnowledge
from game.crown.cards import HERO_NAMES
from game.crown.rules import CrownRules
from game.crown.state import CrownState
from game.engine.contract import CHANCE, TERMINAL, play_step

RULES = CrownRules()
KNOWLEDGE = CrownKnowledge()
SETUPS = (
    ("2 players", {"players": 2}),
    ("3 players", {"players": 3}),
    ("4 players", {"players": 4}),
    ("4, teams", {"players": 4, "teams": True}),
)


def random_action(state: CrownState, mover: int, rng: random.Random):
    return rng.choice(RULES.legal_actions(state))


def policy_action(state: CrownState, mover: int, rng: random.Random):
    return KNOWLEDGE.rollout_action(RULES, state, mover, rng)


def step(state: CrownState, rng: random.Random, choose=random_action) -> bool:
    """One step (a decision by ``choose``, random by default); False once the game is over."""
    return play_step(RULES, state, rng, choose)


def play_games(setup: dict, games: int, choose=random_action, seed: int = 1, balance=None):
    """Whole games: (rounds, endings, decisions, seconds).  ``balance`` (a :class:`Balance`)
    also counts who won each game."""
    rng = random.Random(seed)
    rounds, ends, decisions = [], Counter(), 0
    start = time.perf_counter()
    for _ in range(games):
        state = RULES.initial_state(RULES.normalize_setup(setup))
        while True:
            mover = RULES.to_move(state)
            if mover == TERMINAL:
                break
            if mover != CHANCE:
                decisions += 1
            step(state, rng, choose)
        rounds.append(state.round)
        ends[state.end] += 1
        if balance is not None:
            balance.add(state)
    return rounds, ends, decisions, time.perf_counter() - start


class Balance:
    """Wins by hero and by seat (a victory shared by k seats counts 1/k to each)."""

    def __init__(self) -> None:
        self.games = 0
        self.hero_games: Counter[str] = Counter()
        self.hero_wins: Counter[str] = Counter()
        self.seat_wins: Counter[int] = Counter()

    def add(self, state: CrownState) -> None:
        self.games += 1
        names = [HERO_NAMES[h] for h in state.hero[: state.players]]
        self.hero_games.update(names)
        for seat in state.winners:
            self.hero_wins[names[seat]] += 1 / len(state.winners)
            self.seat_wins[seat] += 1 / len(state.winners)

    def lines(self) -> list[str]:
        heroes = ", ".join(
            f"{name} {self.hero_wins[name] / count:.0%} of {count}"
            for name, count in sorted(self.hero_games.items())
        )
        seats = ", ".join(
            f"seat {seat + 1} {self.seat_wins[seat] / self.games:.0%}"
            for seat in sorted(self.seat_wins)
        )
        return [f"  wins by hero: {heroes}", f"  wins by seat: {seats}"]


def decision_states(count: int, seed: int = 7) -> list[CrownState]:
    """Decision states met in random 3-player games (copies)."""
    rng = random.Random(seed)
    found: list[CrownState] = []
    while len(found) < count:
        state = RULES.initial_state(RULES.normalize_setup({"players": 3}))
        while len(found) < count and step(state, rng):
            if RULES.to_move(state) >= 0 and rng.random() < 0.2:
                found.append(RULES.clone(state))
    return found


def rate(work, items: list, seconds: float) -> float:
    """Calls of ``work(item)`` per second over about ``seconds`` (items in turn)."""
    calls, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        work(items[calls % len(items)])
        calls += 1
    return calls / elapsed


def rollouts_per_second(seconds: float) -> float:
    """The search's rollouts: from sampled worlds of mid-game observations, play the rollout
    policy for ``rollout_depth`` decisions and evaluate."""
    rng = random.Random(3)
    starts = decision_states(40, seed=11)
    observations = [RULES.observe(s, RULES.to_move(s)) for s in starts]
    calls, begin = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - begin) < seconds:
        observation = observations[calls % len(observations)]
        world = RULES.sample_state(observation, rng)
        for _ in range(KNOWLEDGE.rollout_depth):
            mover = RULES.to_move(world)
            if mover == TERMINAL:
                break
            if mover == CHANCE:
                RULES.apply_chance(world, RULES.sample_chance(world, rng))
                continue
            RULES.apply(world, KNOWLEDGE.rollout_action(RULES, world, mover, rng))
        KNOWLEDGE.evaluate(RULES, world, observation.seat)
        calls += 1
    return calls / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument(
        "--balance", type=int, default=400, help="2-player rollout-policy games for who wins"
    )
    args = parser.parse_args(argv)

    states = decision_states(300)
    moving = [s for s in states if s.stage == "act"]
    print(f"decision states: {len(states)} from random 3-player games ({len(moving)} moving)")
    mean_actions = statistics.mean(len(RULES.legal_actions(s)) for s in states)
    print(f"  legal actions per decision: mean {mean_actions:.1f}")
    print(f"  legal_actions/s, all stages: {rate(RULES.legal_actions, states, args.seconds):,.0f}")
    print(
        f"  legal_actions/s, moving pieces: {rate(RULES.legal_actions, moving, args.seconds):,.0f}"
    )
    print(f"  clone/s: {rate(RULES.clone, states, args.seconds):,.0f}")
    observations = [RULES.observe(s, RULES.to_move(s)) for s in states]
    sampler = random.Random(5)
    samples = rate(lambda o: RULES.sample_state(o, sampler), observations, args.seconds)
    print(f"  sample_state/s: {samples:,.0f}")
    rollouts = rollouts_per_second(args.seconds)
    print(
        f"  search rollouts/s ({KNOWLEDGE.rollout_depth} decisions + evaluation): {rollouts:,.0f}"
    )

    for name, setup in SETUPS:
        rounds, ends, decisions, elapsed = play_games({**setup, "round_limit": 30}, args.games)
        print(
            f"random playouts, {name}: {args.games / elapsed:.2f} games/s, "
            f"{decisions / elapsed:,.0f} decisions/s, {decisions / args.games:.0f} decisions a "
            f"game, rounds mean {statistics.mean(rounds):.1f}, ends {dict(ends)}"
        )
    print("games of the AI's rollout policy (buys, builds, fights, heads for the crown):")
    for name, setup in SETUPS:
        rounds, ends, decisions, elapsed = play_games(
            {**setup, "round_limit": 30}, args.games, policy_action
        )
        print(
            f"  {name}: {args.games / elapsed:.2f} games/s, {decisions / elapsed:,.0f} "
            f"decisions/s, rounds mean {statistics.mean(rounds):.1f}, "
            f"median {statistics.median(rounds):.0f}, ends {dict(ends)}"
        )
    if args.balance:
        balance = Balance()
        rounds, ends, _, _ = play_games(
            {"players": 2, "round_limit": 30}, args.balance, policy_action, 2, balance
        )
        print(f"who wins {args.balance} 2-player games of the rollout policy ({dict(ends)}):")
        for line in balance.lines():
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
