"""Fingerprint of the AI's decisions: search statistics from fixed Armadora positions.

Six positions (2-4 players, base and advanced rules, teams, from the first move to mid-game)
are searched at every level with a fixed seed and a fixed simulation budget; the SHA-256 of
every root's actions, visit counts and mean values (and the Greedy player's choice) is
printed.  A refactoring that must not change how the AI plays keeps the last line, ``ALL``,
identical: compare it before and after (``--expect DIGEST`` exits 1 when it differs).

    python benchmarks/ai_decisions_digest.py [--expect DIGEST]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import registry
from game.engine.ai import SearchPlayer
from game.engine.match import Match, SeatInfo
from game.engine.players import GreedyPlayer

POSITIONS = [  # players, advanced rules, teams, random plies played from the start
    (2, False, False, 0),
    (4, False, True, 0),
    (2, True, False, 9),
    (3, True, False, 14),
    (4, True, True, 20),
    (2, False, False, 30),
]
BUDGETS = (("hard", 600), ("normal", 250), ("easy", 200))


def positions() -> list[Match]:
    rules = registry.get("armadora").rules
    matches = []
    for players, advanced, teams, plies in POSITIONS:
        setup = {"players": players, "advanced": advanced}
        if players == 4:
            setup["teams"] = teams
        match = Match.new(rules, setup, 5 + plies, [SeatInfo("ai", "random")] * players)
        rng = random.Random(plies)
        for _ in range(plies):
            if match.is_over:
                break
            match.play(rng.choice(match.legal_actions()))
        matches.append(match)
    return matches


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--expect", help="the ALL digest it must print")
    args = parser.parse_args(argv)
    rules = registry.get("armadora").rules
    digest = hashlib.sha256()
    for index, match in enumerate(positions()):
        seat = match.to_move
        observation, legal = match.observe(seat), match.legal_actions()
        for level, iterations in BUDGETS:
            player = SearchPlayer(level, 1234 + index, max_iterations=iterations)
            result = player.analyse(rules, observation, legal, seat)
            line = json.dumps(
                [str(result.actions), result.visits, [round(x, 12) for x in result.means]]
            )
            digest.update(line.encode())
            short = hashlib.sha256(line.encode()).hexdigest()[:16]
            print(index, level, short, result.iterations, result.best())
        greedy = GreedyPlayer(7).choose(rules, observation, legal, seat)
        print(index, "greedy", greedy)
        digest.update(str(greedy).encode())
    print("ALL", digest.hexdigest())
    if args.expect and args.expect != digest.hexdigest():
        print("the AI's decisions changed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
