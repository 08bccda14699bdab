"""Gold Mine rules speed: legal placements, reach, and full random playouts per second.

Placements are computed from the mine's open frontier; reach by a bounded breadth-first
search over path positions.  Both are timed on mines of about 21, 60 and all 100 tiles
(random games played until the mine is that big), then whole random games are played, and
whole games of the AI's rollout policy (how long purposeful games last and how they end).

    python benchmarks/goldmine_playouts.py [--games 200] [--seconds 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.contract import play_step
from game.goldmine import mine
from game.goldmine.ai import GoldMineKnowledge
from game.goldmine.rules import GoldMineRules
from game.goldmine.state import GoldMineState
from game.goldmine.tiles import KINDS

RULES = GoldMineRules()


def random_action(state: GoldMineState, mover: int, rng: random.Random):
    return rng.choice(RULES.legal_actions(state))


def step(state: GoldMineState, rng: random.Random, choose=random_action) -> bool:
    """One step (a decision by ``choose``, random by default); False once the game is over."""
    return play_step(RULES, state, rng, choose)


def play_games(players: int, setup: dict, games: int, choose=random_action):
    """Whole games: (their rounds, how they ended, steps played, seconds taken)."""
    rng = random.Random(players)
    rounds, ends, steps = [], {"climb": 0, "limit": 0}, 0
    start = time.perf_counter()
    for _ in range(games):
        state = RULES.initial_state(RULES.normalize_setup({"players": players, **setup}))
        while step(state, rng, choose):
            steps += 1
        rounds.append(state.round)
        ends[state.end] += 1
    return rounds, ends, steps, time.perf_counter() - start


def mine_of_size(tiles: int, seed: int) -> GoldMineState:
    """A random game's state once its mine has ``tiles`` tiles (or as many as it got)."""
    rng = random.Random(seed)
    setup = RULES.normalize_setup({"players": 4, "round_limit": None})
    state = RULES.initial_state(setup)
    best = state
    for _ in range(200_000):
        if len(state.board) >= tiles or not step(state, rng):
            break
        if len(state.board) > len(best.board) and state.miners[0] is not None:
            best = RULES.clone(state)
    return state if len(state.board) >= tiles else best


def rate(work, seconds: float) -> float:
    """Calls of ``work()`` per second over about ``seconds``."""
    calls, start = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - start) < seconds:
        work()
        calls += 1
    return calls / elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args(argv)

    print("mine tiles | frontier | placements/s (all 13 kinds) | reach(6)/s | reach(6) size")
    for size in (21, 60, 100):
        state = mine_of_size(size, seed=size)
        kinds = [k for k in range(len(KINDS)) if not KINDS[k].entrance]

        def placements(state: GoldMineState = state, kinds: list[int] = kinds) -> None:
            for kind in kinds:
                mine.placements(state.board, state.frontier, kind)

        starts = [(x, y, 0) for x, y in state.board]
        picks = random.Random(1)

        def reach(state=state, starts=starts, picks=picks) -> None:
            mine.reach(state.board, picks.choice(starts), 6, True)

        sizes = [len(mine.reach(state.board, s, 6, True)) for s in starts]
        print(
            f"{len(state.board):10d} | {len(state.frontier):8d} | "
            f"{rate(placements, args.seconds) * len(kinds):27,.0f} | "
            f"{rate(reach, args.seconds):10,.0f} | {statistics.mean(sizes):13.1f}"
        )

    for players, setup in ((2, {}), (4, {"alliance": True}), (6, {})):
        rounds, ends, steps, elapsed = play_games(players, setup, args.games)
        print(
            f"random playouts, {players} players {setup or ''}: "
            f"{args.games / elapsed:.1f} games/s, {steps / elapsed:,.0f} steps/s, "
            f"rounds mean {statistics.mean(rounds):.1f}, ends {ends}"
        )

    print("games played by the AI's rollout policy (miners head for gold, then for the exit):")
    policy = GoldMineKnowledge()

    def policy_action(state: GoldMineState, mover: int, rng: random.Random):
        return policy.rollout_action(RULES, state, mover, rng)

    for players, setup in ((2, {}), (3, {}), (4, {}), (4, {"alliance": True}), (6, {})):
        rounds, ends, _, elapsed = play_games(players, setup, args.games, policy_action)
        print(
            f"  {players} players {setup or ''}: {args.games / elapsed:.1f} games/s, rounds "
            f"mean {statistics.mean(rounds):.1f}, median {statistics.median(rounds):.0f}, "
            f"max {max(rounds)}, ends {ends}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
