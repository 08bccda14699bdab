"""Speed of the Armadora rules as the AI uses them (no log, no Match).

    python benchmarks/armadora_playouts.py [--seconds 2.0]

Prints random full-game playouts per second for 2, 3 and 4 players, base and advanced
rules, then the mean time to list the legal actions in mid-game positions (cold: right after
a palisade, when the legal-line cache must be rebuilt; warm: cache filled), and the cost of
the other hot calls (clone, evaluate, observe + sample_state, region and palisade checks).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.armadora import board
from game.armadora.rules import ArmadoraRules
from game.armadora.state import ArmadoraState

RULES = ArmadoraRules()
SETUPS = [
    ("2p base", {"players": 2}),
    ("2p advanced", {"players": 2, "advanced": True}),
    ("3p base", {"players": 3}),
    ("3p advanced", {"players": 3, "advanced": True}),
    ("4p base (teams)", {"players": 4}),
    ("4p advanced (teams)", {"players": 4, "advanced": True}),
]


def new_game(setup: dict, rng: random.Random) -> ArmadoraState:
    state = RULES.initial_state(RULES.normalize_setup(setup))
    RULES.apply_chance(state, RULES.sample_chance(state, rng))
    return state


def playout(state: ArmadoraState, rng: random.Random) -> int:
    """Play uniformly random legal actions to the end; returns the number of decisions."""
    steps = 0
    while state.current >= 0:
        RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        steps += 1
    RULES.outcome(state)
    return steps


def playouts_per_second(setup: dict, seconds: float) -> tuple[float, float]:
    rng = random.Random(1)
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += playout(new_game(setup, rng), rng)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / games


def mid_game_positions(setup: dict, count: int) -> list[ArmadoraState]:
    """Positions 15-35 decisions into random games."""
    rng = random.Random(2)
    out = []
    while len(out) < count:
        state = new_game(setup, rng)
        stop = rng.randint(15, 35)
        for _ in range(stop):
            if state.current < 0:
                break
            RULES.apply(state, rng.choice(RULES.legal_actions(state)))
        if state.current >= 0:
            out.append(state)
    return out


def mean_us(func: Callable[[], object], repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        func()
    return (time.perf_counter() - start) / repeat * 1e6


def legal_action_times(setup: dict) -> tuple[float, float, float]:
    positions = mid_game_positions(setup, 200)

    def cold() -> None:
        for state in positions:
            state.layout = board.Layout(state.palisades, state.right_open, state.down_open)
            RULES.legal_actions(state)

    def warm() -> None:
        for state in positions:
            RULES.legal_actions(state)

    count = sum(len(RULES.legal_actions(s)) for s in positions) / len(positions)
    return mean_us(cold, 5) / len(positions), mean_us(warm, 5) / len(positions), count


def other_costs() -> list[tuple[str, float]]:
    positions = mid_game_positions({"players": 3, "advanced": True}, 100)
    rng = random.Random(3)
    lines = [(s, next(board.iter_bits(board.ALL_LINES & ~s.palisades))) for s in positions]

    def each(func: Callable[[ArmadoraState], object]) -> Callable[[], None]:
        def run() -> None:
            for state in positions:
                func(state)

        return run

    def split_checks() -> None:
        for state, line in lines:
            board.line_splits_small(line, state.right_open, state.down_open)

    n = len(positions)
    return [
        ("clone", mean_us(each(RULES.clone), 20) / n),
        ("evaluate", mean_us(each(lambda s: RULES.evaluate(s, s.current)), 20) / n),
        (
            "observe + sample_state",
            mean_us(each(lambda s: RULES.sample_state(RULES.observe(s, s.current), rng)), 20) / n,
        ),
        (
            "regions (flood fill)",
            mean_us(each(lambda s: board.regions(s.right_open, s.down_open)), 20) / n,
        ),
        ("one palisade check", mean_us(split_checks, 20) / n),
        (
            "all legal lines",
            mean_us(each(lambda s: board.legal_lines(s.palisades, s.right_open, s.down_open)), 20)
            / n,
        ),
    ]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per playout setup")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}")
    print("Random playouts (rules only, no log):")
    for name, setup in SETUPS:
        rate, steps = playouts_per_second(setup, args.seconds)
        print(f"  {name:22s} {rate:8.0f} games/s   ({steps:.0f} decisions per game)")
    print("legal_actions in mid-game positions (mean per call):")
    for name, setup in SETUPS:
        cold, warm, count = legal_action_times(setup)
        print(f"  {name:22s} cold {cold:7.1f} us   warm {warm:7.1f} us   ({count:.0f} actions)")
    print("Other hot calls (3p advanced, mid-game, mean per call):")
    for name, cost in other_costs():
        print(f"  {name:24s} {cost:7.1f} us")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
