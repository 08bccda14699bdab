"""Where a level's extra budget changes its decisions: agreement between searches, per stage.

    python benchmarks/ai_agreement.py [--game goldmine] [--games 1] [--every 3]

Two Normal players play seeded games; at every ``--every``-th decision that has a choice, the
position is searched three more times: Hard with one seed, Hard with another, Normal. Per
stage of the game (the state's ``stage`` when it has one) it prints how often the two Hard
searches agree (a low figure: the candidates are close or the search is noisy, and more
simulations would help) and how often Hard and Normal agree (a low figure: Normal decides
differently, which is where Hard can beat it). Slow: three searches per probed decision.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import registry
from game.engine.ai import SearchPlayer
from game.engine.match import Match, SeatInfo


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="goldmine")
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--every", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args(argv)
    rules = registry.load(args.game).rules
    counts: dict[str, list[int]] = {}  # stage -> [probes, hard agrees with hard, with normal]
    for game in range(args.games):
        seed = args.seed + game
        seats = [SeatInfo("ai", "normal"), SeatInfo("ai", "normal")]
        match = Match.new(rules, {"players": 2}, seed, seats)
        players = [SearchPlayer("normal", seed + s, deterministic=True) for s in range(2)]
        choices = 0
        while not match.is_over:
            seat = match.to_move
            legal = match.legal_actions()
            observation = match.observe(seat)
            if len(legal) > 1:
                if choices % args.every == 0:
                    stage = str(getattr(match.state, "stage", "-"))
                    probe = [
                        SearchPlayer(level, seed * 1000 + choices + k, deterministic=True).choose(
                            rules, observation, legal, seat
                        )
                        for k, level in enumerate(("hard", "hard", "normal"))
                    ]
                    row = counts.setdefault(stage, [0, 0, 0])
                    row[0] += 1
                    row[1] += probe[0] == probe[1]
                    row[2] += probe[0] == probe[2]
                choices += 1
            match.play(players[seat].choose(rules, observation, legal, seat))
    print(f"{args.game}: {args.games} game(s) of Normal v Normal, every {args.every}th decision")
    print(f"{'stage':<14}{'probes':>7}{'Hard = Hard':>13}{'Hard = Normal':>15}")
    for stage, (probes, same, normal) in sorted(counts.items()):
        print(f"{stage:<14}{probes:>7}{same / probes:>12.0%} {normal / probes:>14.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
