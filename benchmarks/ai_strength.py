"""AI strength ladder: win rates and think times of the AI levels against each other.

    python benchmarks/ai_strength.py                       # Armadora, 200 games per pairing
    python benchmarks/ai_strength.py --games 20 --workers 2
    python benchmarks/ai_strength.py --pairs hard:greedy,easy:random

Every pairing is two-player with seats swapped (the runner rotates seats and gives each
rotation the same deal).  A shared victory counts half a win for each side in the win
rate.  The quality bars (product spec) are printed beside the results: Hard beats Random
at least 95 %, Greedy at least 75 %, Normal at least 60 %; think time per decision at the
95th percentile under 0.3 s (Easy), 1 s (Normal), 3 s (Hard).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.runner import Summary, run

LADDER = [("hard", "random"), ("hard", "greedy"), ("hard", "normal"), ("normal", "greedy"),
          ("easy", "random")]  # fmt: skip
WIN_BARS = {("hard", "random"): 0.95, ("hard", "greedy"): 0.75, ("hard", "normal"): 0.60}
THINK_BARS = {"easy": 0.3, "normal": 1.0, "hard": 3.0}


def win_rate(summary: Summary, label: str) -> float:
    return (summary.wins[label] + 0.5 * summary.draws) / summary.games if summary.games else 0.0


def parse_pairs(text: str) -> list[tuple[str, str]]:
    pairs = []
    for item in text.split(","):
        a, _, b = item.strip().partition(":")
        if not a or not b:
            raise argparse.ArgumentTypeError(f"a pairing is first:second, not {item!r}")
        pairs.append((a, b))
    return pairs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="armadora")
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes per pairing")
    parser.add_argument("--setup", default="{}", help="extra setup as JSON")
    parser.add_argument("--pairs", type=parse_pairs, default=LADDER, help="e.g. hard:greedy")
    parser.add_argument("--json", action="store_true", help="also print each summary as JSON")
    args = parser.parse_args(argv)
    setup = json.loads(args.setup)

    header = f"{'pairing':<18}{'games':>6}{'win rate':>10}{'bar':>6}{'draws':>7}"
    header += f"{'think mean':>12}{'think p95':>11}{'p95 bar':>9}{'wall':>8}"
    print(f"AI strength on {args.game} (2 players, seats swapped, seed {args.seed})")
    print(header)
    print("-" * len(header))
    start = time.perf_counter()
    failed = False
    for first, second in args.pairs:
        summary = run(args.game, [first, second], args.games, args.seed, setup, args.workers)
        rate = win_rate(summary, first)
        bar = WIN_BARS.get((first, second))
        failed |= bar is not None and rate < bar
        mean_s = summary.to_json()["think_mean_s"][first]
        p95_s = summary.to_json()["think_p95_s"][first]
        think_bar = THINK_BARS.get(first)
        failed |= think_bar is not None and p95_s >= think_bar
        print(
            f"{first + ' v ' + second:<18}{summary.games:>6}{rate:>9.1%} "
            f"{'' if bar is None else f'{bar:.0%}':>5}{summary.draws:>7}"
            f"{mean_s:>11.3f}s{p95_s:>10.3f}s"
            f"{'' if think_bar is None else f'{think_bar:.1f}s':>9}"
            f"{summary.elapsed:>7.0f}s",
            flush=True,
        )
        if args.json:
            print(json.dumps(summary.to_json()), flush=True)
    print(f"total wall time {time.perf_counter() - start:.0f}s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
