"""How long a hint takes, as a player waits for it: the Hint level's decision (the app's
``HINT_LEVEL``, Normal's budget) plus the reason it beats the runner-up
(:mod:`game.engine.reasons`: the runner-up by the coach's judgement, then the comparison).

    python benchmarks/hint_time.py --game crown [--positions 40] [--clock wall|cpu]

The positions are the decisions with a choice met in seeded Greedy games (as in
``think_times.py``).  Prints the mean, the 95th percentile and the maximum of the decision,
of the reason and of the two together, beside the bar (1 s at the 95th percentile on an
idle machine, issue 52), and how often a reason was found.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.think_times import positions
from game.app.play_turns import HINT_LEVEL
from game.engine import reasons, registry
from game.engine.ai import SearchPlayer  # also registers the levels
from game.engine.ai.knowledge import knowledge_for
from game.engine.runner import percentile

BAR = 1.0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="armadora")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--every", type=int, default=13)
    parser.add_argument("--clock", default="wall", choices=("wall", "cpu"))
    args = parser.parse_args()
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    rules = registry.load(args.game).rules
    features = knowledge_for(args.game).features
    player = SearchPlayer(HINT_LEVEL, 1, clock=clock)
    decide: list[float] = []
    explain: list[float] = []
    found = 0
    for observation, legal, seat in positions(args.game, args.positions, args.every, 2):
        player.forget()
        start = clock()
        action = player.choose(rules, observation, legal, seat)
        middle = clock()
        other = reasons.runner_up(rules, observation, legal, seat, action)
        said = (
            []
            if other is None
            else reasons.compare(rules, features, observation, seat, action, other)
        )
        end = clock()
        decide.append(middle - start)
        explain.append(end - middle)
        found += bool(said)
    total = [a + b for a, b in zip(decide, explain, strict=True)]
    print(f"{args.game}: {len(total)} hints ({HINT_LEVEL}), {args.clock} clock, bar p95 {BAR} s")
    for name, times in (("decision", decide), ("reason", explain), ("hint", total)):
        print(
            f"{name:9} mean {statistics.mean(times):6.3f}s  p95 {percentile(times, 0.95):6.3f}s"
            f"  max {max(times):6.3f}s"
        )
    print(f"with a reason: {found} of {len(total)}")


if __name__ == "__main__":
    main()
