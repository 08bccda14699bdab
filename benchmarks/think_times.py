"""Think time per decision of the AI levels as players meet them (time limits on).

    python benchmarks/think_times.py --game crown [--positions 60] [--levels easy,normal,hard]
        [--clock wall|cpu]

The positions are the decisions with a choice met in seeded games between two Greedy
players (every ``--every``-th one, so that the opening, the middle and the end are all
there); each level then decides each of them with its in-play budget (simulations and
time limit, as in the app's worker).  Prints mean, 95th percentile and maximum per level
beside the product's bars (Easy 0.3 s, Normal 1 s, Hard 3 s).

The ladder (``ai_strength.py``) also records think times, but it plays two games at once on
the two cores, often beside other work; this measures one decision at a time, and only means
something on an otherwise idle machine.

Hard thinks for its time budget (issue 53), so its line also gives the simulations it reaches
there: the median is the iteration budget its ``Level.iterations`` should hold for the ladder
(fixed-iteration mode), printed as "ladder equivalent".  ``--clock cpu`` spends the time
budgets in processor time of this process instead of wall time: on a busy machine that
comes near what an idle one reaches (each decision starts from a new tree here: the
positions are unrelated).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import registry
from game.engine.ai import SearchPlayer  # also registers the levels
from game.engine.contract import Action, Observation
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player
from game.engine.runner import percentile

BARS = {"easy": 0.3, "normal": 1.0, "hard": 3.0}

Decision = tuple[Observation, list[Action], int]


def positions(game_id: str, count: int, every: int, players: int) -> list[Decision]:
    """Every ``every``-th decision with a choice from seeded Greedy games, ``count`` of them."""
    rules = registry.load(game_id).rules
    found: list[Decision] = []
    seed = 0
    while len(found) < count:
        match = Match.new(rules, {"players": players}, seed, [SeatInfo("ai", "greedy")] * players)
        greedy = [make_player("greedy", seed * 10 + s) for s in range(players)]
        choices = 0
        while not match.is_over and len(found) < count:
            seat, legal = match.to_move, match.legal_actions()
            observation = match.observe(seat)
            if len(legal) > 1:
                choices += 1
                if choices % every == 0:
                    found.append((observation, legal, seat))
            match.play(greedy[seat].choose(rules, observation, legal, seat))
        seed += 1
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="armadora")
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--every", type=int, default=17)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--clock", default="wall", choices=("wall", "cpu"))
    args = parser.parse_args()
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    rules = registry.load(args.game).rules
    decisions = positions(args.game, args.positions, args.every, args.players)
    print(f"{args.game}: {len(decisions)} decisions from Greedy games, {args.players} players")
    print(f"{args.clock} clock")
    print(f"{'level':8} {'mean':>8} {'p95':>8} {'max':>8} {'bar':>6}  simulations (mean)")
    for level in args.levels.split(","):
        player = SearchPlayer(level, 1, clock=clock)
        times: list[float] = []
        simulations: list[int] = []
        full: list[float] = []  # simulations the whole time budget stands for
        for observation, legal, seat in decisions:
            player.forget()
            start = clock()
            player.choose(rules, observation, legal, seat)
            times.append(clock() - start)
            simulations.append(player.last.iterations if player.last else 0)
            if player.last is not None:
                full.append(player.last.iterations / max(player.last.share, 1e-9))
        print(
            f"{level:8} {statistics.mean(times):7.3f}s {percentile(times, 0.95):7.3f}s "
            f"{max(times):7.3f}s {BARS.get(level, 0):5.1f}s  {statistics.mean(simulations):.0f}"
        )
        if player.level.timed and full:
            print(
                f"{'':8} ladder equivalent: median {statistics.median(full):.0f} "
                f"simulations in the whole {player.level.seconds:g} s (Level.iterations: "
                f"{player.level.iterations})"
            )


if __name__ == "__main__":
    main()
