"""How long a game's review takes: the analysis of a two-player game in the AI worker processes.

    python benchmarks/review_time.py [--games armadora,goldmine,crown] [--jobs 2]
                                     [--players SPEC,SPEC] [--seed 1] [--save FILE ...]

For each game a two-player game is played (seeded; Armadora by two Normal AIs, Gold Mine
and Crown & Dragon by two Greedy players, whose games run to the round limit: the longest
two-player games) and saved, or ``--save`` names saves to review instead.  Then its review
is made as the game's screen makes it: the game's own budget, ``--jobs`` AI worker
processes (two, as in the app), no cache; and opened a second time from the cache.

Prints per game: decisions, the analysis's wall time and the CPU time, the load
average before and after, the second open, and the target (docs/review.md: Armadora 60 s,
the others 120 s).  The wall time depends on what else the machine runs: read it beside
the load, and the CPU time (divided by the processes) for an idle machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import record, registry
from game.engine.ai import SearchPlayer  # also registers the levels
from game.engine.match import Match, SeatInfo
from game.engine.players import make_player
from game.engine.review.cli import plan_for
from game.engine.review.run import InlineExecutor, analyse_now, worker_executors

TARGETS = {"armadora": 60.0, "goldmine": 120.0, "crown": 120.0}
"""Seconds a two-player game's review may take (issue 38, docs/review.md)."""
PLAYERS = {"armadora": "normal,normal"}
"""Who plays the measured game (Greedy for the games not named)."""


def play(game_id: str, specs: list[str], seed: int, limit: int | None, folder: Path) -> Path:
    """A seeded two-player game (AI levels on their iteration budgets only), saved."""
    rules = registry.get(game_id).rules
    seats = [SeatInfo("human")] + [SeatInfo("ai", spec) for spec in specs[1:]]
    match = Match.new(rules, {"players": len(specs)}, seed, seats)
    players = [
        SearchPlayer(spec, seed * 10 + s, deterministic=True)
        if spec in ("easy", "normal", "hard")
        else make_player(spec, seed * 10 + s)
        for s, spec in enumerate(specs)
    ]
    decisions = 0
    while not match.is_over and (limit is None or decisions < limit):
        seat = match.to_move
        legal = match.legal_actions()
        match.play(players[seat].choose(rules, match.observe(seat), legal, seat))
        decisions += 1
    path = folder / f"{game_id}-{seed}.json"
    record.save(match, path)
    return path


def children_cpu() -> float:
    """CPU seconds of the finished child processes (the workers, once shut down)."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def measure(path: Path, jobs: int, cache: Path) -> dict:
    """The review of the save at ``path``: timed, then opened again from the cache."""
    plan = plan_for(path)
    executors = (lambda: [InlineExecutor()]) if jobs == 0 else lambda: worker_executors(jobs)
    load_before = os.getloadavg()[0]
    cpu, start = children_cpu() + time.process_time(), time.perf_counter()
    run = analyse_now(plan, executors, cache)
    seconds = time.perf_counter() - start
    cpu = children_cpu() + time.process_time() - cpu
    load_after = os.getloadavg()[0]
    if run.review is None:
        raise SystemExit(f"{path}: the review failed: {run.error}")
    start = time.perf_counter()
    again = analyse_now(plan_for(path), executors, cache)
    reopen = time.perf_counter() - start
    target = TARGETS.get(plan.game_id)
    return {
        "game": plan.game_id,
        "decisions": len(plan.decisions),
        "over": plan.over,
        "budget": plan.budget.tag(),
        "processes": jobs,
        "seconds": round(seconds, 1),
        "cpu_seconds": round(cpu, 1),
        "load_before": round(load_before, 2),
        "load_after": round(load_after, 2),
        "reopen_seconds": round(reopen, 3),
        "reopened_from_cache": again.from_cache,
        "marks": run.review.marks(),
        "target_seconds": target,
        "within_target": target is None or seconds <= target,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="armadora,goldmine,crown")
    parser.add_argument("--players", help="player specs of the played games (default per game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (0: in process)")
    parser.add_argument("--limit", type=int, help="stop the played games after N decisions")
    parser.add_argument("--save", nargs="*", default=[], help="review these saves instead")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temp:
        folder = Path(temp)
        paths = [Path(p) for p in args.save]
        if not paths:
            for game_id in args.games.split(","):
                specs = (args.players or PLAYERS.get(game_id, "greedy,greedy")).split(",")
                paths.append(play(game_id, specs, args.seed, args.limit, folder))
        results = []
        for path in paths:
            result = measure(path, args.jobs, folder / "reviews")
            results.append(result)
            print(
                f"{result['game']:9} {result['decisions']:4} decisions  "
                f"{result['seconds']:6.1f} s (target {result['target_seconds']} s)  "
                f"CPU {result['cpu_seconds']:6.1f} s  "
                f"load {result['load_before']:.2f} -> {result['load_after']:.2f}  "
                f"reopened in {result['reopen_seconds']:.3f} s",
                flush=True,
            )
    print(json.dumps(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())
