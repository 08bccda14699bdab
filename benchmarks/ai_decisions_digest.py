"""Fingerprint of the AI's decisions: search statistics from fixed positions of a game.

Six positions per game (several player counts and variants, from the first move to
mid-game, reached by seeded random moves) are searched at every level with a fixed seed
and a fixed simulation budget; the SHA-256 of every root's actions, visit counts and mean
values (and the Greedy player's choice) is printed.  A refactoring or a speed-up that must
not change how the AI plays keeps the last line, ``ALL``, identical: compare it before and
after (``--expect DIGEST`` exits 1 when it differs).

    python benchmarks/ai_decisions_digest.py [--game armadora|goldmine|crown] [--expect DIGEST]
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

POSITIONS: dict[str, list[tuple[dict, int]]] = {  # setup, random plies from the start
    "armadora": [
        ({"players": 2, "advanced": False}, 0),
        ({"players": 4, "advanced": False, "teams": True}, 0),
        ({"players": 2, "advanced": True}, 9),
        ({"players": 3, "advanced": True}, 14),
        ({"players": 4, "advanced": True, "teams": True}, 20),
        ({"players": 2, "advanced": False}, 30),
    ],
    "goldmine": [
        ({"players": 2}, 3),
        ({"players": 3, "five_tiles": True}, 25),
        ({"players": 2}, 44),
        ({"players": 4, "alliance": True}, 70),
        ({"players": 2, "mud": False}, 110),
        ({"players": 6, "alliance": True}, 160),
    ],
    "crown": [
        ({"players": 2}, 0),
        ({"players": 3}, 15),
        ({"players": 2}, 30),
        ({"players": 4, "teams": True}, 45),
        ({"players": 2}, 80),
        ({"players": 3}, 120),
    ],
}
BUDGETS = (("hard", 600), ("normal", 250), ("easy", 200))


def positions(game_id: str) -> list[Match]:
    rules = registry.load(game_id).rules
    matches = []
    for setup, plies in POSITIONS[game_id]:
        players = setup["players"]
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
    parser.add_argument("--game", default="armadora", choices=sorted(POSITIONS))
    parser.add_argument("--expect", help="the ALL digest it must print")
    args = parser.parse_args(argv)
    rules = registry.load(args.game).rules
    digest = hashlib.sha256()
    for index, match in enumerate(positions(args.game)):
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
    return finish(digest.hexdigest(), args.expect, "decisions")


def finish(digest: str, expect: str | None, what: str) -> int:
    """Print the ``ALL`` line: 1, after saying so, when ``expect`` is given and differs."""
    print("ALL", digest)
    if expect and expect != digest:
        print(f"the AI's {what} changed", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
