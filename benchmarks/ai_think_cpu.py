"""Processor time of AI decisions in the middle of a seeded ladder game (budgets, no clock).

    python benchmarks/ai_think_cpu.py [--game goldmine] [--pairing hard:normal] [--index 150]
                                      [--lead 150] [--decisions 30]

Game ``--index`` of the pairing's ladder (seed 1) is played by Greedy players for its first
``--lead`` decisions (quickly, to reach the middle of a game, where the search spends most
of its time), then by the pairing's deterministic players for ``--decisions`` decisions
with a choice.  Prints the processor time of those and a hash of their actions: a
speed-up that keeps the AI's decisions prints the same hash.  Use it under a whole-process
timer, or read its own figure; on a shared machine compare processor, not wall, time.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.runner import decisions, jobs, make, start_game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="goldmine")
    parser.add_argument("--pairing", default="hard:normal")
    parser.add_argument("--index", type=int, default=150)
    parser.add_argument("--lead", type=int, default=150)
    parser.add_argument("--decisions", type=int, default=30)
    args = parser.parse_args(argv)
    specs = args.pairing.split(":")
    job = list(jobs(args.game, specs, args.index + 1, 1, {}, deterministic=True))[args.index]
    rules, match, players = start_game(job)
    greedy = [make("greedy", seed, True) for seed in job.player_seeds]
    for played, _ in enumerate(decisions(rules, match, greedy), 1):
        if played >= args.lead:
            break
    digest = hashlib.sha256()
    chosen = 0
    start = time.process_time()
    for decision in decisions(rules, match, players):
        digest.update(repr((decision.seat, decision.action)).encode())
        chosen += decision.choices > 1
        if chosen >= args.decisions:
            break
    seconds = time.process_time() - start
    actions = digest.hexdigest()[:16]
    print(f"{chosen} decisions: {seconds:.2f} s of processor time, actions {actions}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
