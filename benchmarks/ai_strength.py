"""AI strength ladder: win rates and think times of the AI levels against each other.

    python benchmarks/ai_strength.py                       # Armadora, 200 games per pairing
    python benchmarks/ai_strength.py --games 20 --workers 2
    python benchmarks/ai_strength.py --pairs hard:greedy,easy:random
    python benchmarks/ai_strength.py --pairs hard:normal:greedy --games 60   # 3 players
    python benchmarks/ai_strength.py --report              # only print what is recorded

A pairing is two to six player specs joined by ``:`` (as many as the game seats); the
first is the one measured.
Seats rotate from game to game (two players: seats swapped) and a rotation cycle shares
its deal.  A shared victory counts half a win for each side in the win rate.  The quality
bars (product spec) are printed beside the results: Hard beats Random at least 95 %,
Greedy at least 75 %, Normal at least 60 %; think time per decision at the 95th percentile
under 0.3 s (Easy), 1 s (Normal), 3 s (Hard).

**Resumable.**  Every finished game is appended to a JSON-lines file (``--results``, by
default ``benchmarks/results/<game>_ladder.jsonl``) with the AI's fingerprint
(:func:`game.engine.ai.fingerprint`: the search and game knowledge versions and the game's level
budgets).  A later run skips the games
already recorded for the same pairing, seed, setup and fingerprint, so a 200-game ladder
can be played in several sittings; results of an older AI are ignored, never mixed in.

The AI levels play with their iteration budgets only (``deterministic``), so the results
depend on the seeds alone, not on how busy the machine is.  Think times are measured all
the same; they are only meaningful on an otherwise idle machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.runner import MAX_PLAYERS, GameResult, Summary, labels_for, run

LADDER = ["hard:random", "hard:greedy", "hard:normal", "normal:greedy", "easy:random"]
WIN_BARS = {"hard:random": 0.95, "hard:greedy": 0.75, "hard:normal": 0.60}
THINK_BARS = {"easy": 0.3, "normal": 1.0, "hard": 3.0}
RESULTS_DIR = Path(__file__).resolve().parent / "results"


def fingerprint(game: str) -> str:
    """What the recorded results were played with: the AI versions and the game's levels."""
    from game.engine.ai import fingerprint as ai_fingerprint

    return ai_fingerprint(game)


def win_rate(summary: Summary, label: str) -> float:
    return (summary.wins[label] + 0.5 * summary.draws) / summary.games if summary.games else 0.0


def parse_pairs(text: str) -> list[str]:
    pairs = []
    for item in text.split(","):
        specs = [s for s in item.strip().split(":") if s]
        if not 2 <= len(specs) <= MAX_PLAYERS:
            raise argparse.ArgumentTypeError(
                f"a pairing is 2-{MAX_PLAYERS} specs joined by ':', not {item!r}"
            )
        pairs.append(":".join(specs))
    return pairs


class ResultsFile:
    """The recorded games (JSON lines), read once and appended to as games finish."""

    def __init__(
        self, path: Path, game: str, seed: int, setup: dict[str, Any], rotate: int = 1
    ) -> None:
        self.path = path
        self.key = {"game": game, "seed": seed, "setup": setup, "ai": fingerprint(game)}
        if rotate != 1:  # other games than the usual rotation's: never mixed with them
            self.key["rotate"] = rotate
        self.records: list[dict[str, Any]] = []
        if path.exists():
            text = path.read_text(encoding="utf-8")
            if text and not text.endswith("\n"):
                with path.open("a", encoding="utf-8") as handle:
                    handle.write("\n")  # end a line cut short, so the next one starts clean
            for line in text.splitlines():
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line cut short by an interrupted run
                if isinstance(record, dict):
                    self.records.append(record)

    def games(self, pairing: str) -> dict[int, dict[str, Any]]:
        """The recorded games of ``pairing`` under this key, by game index."""
        out = {}
        for record in self.records:
            if record.get("pairing") == pairing and all(
                record.get(k) == v for k, v in self.key.items()
            ):
                out[record["index"]] = record
        return out

    def append(self, pairing: str, result: GameResult) -> None:
        record = {**self.key, "pairing": pairing, **asdict(result)}
        record["think"] = {k: [round(t, 4) for t in v] for k, v in result.think.items()}
        self.records.append(record)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self.path.open("a", encoding="utf-8") as handle:
            handle.write(json.dumps(record, separators=(",", ":")) + "\n")


def summarise(game: str, specs: list[str], records: list[dict[str, Any]]) -> Summary:
    summary = Summary.empty(game, labels_for(specs))
    for record in records:
        summary.add(GameResult(record["winners"], record["think"], record["index"]))
    return summary


def how_games_end(records: list[dict[str, Any]]) -> str:
    """ "rounds mean 41.2, median 40, p90 55 (18-60); ends: climb 12, limit 30" from the
    games' outcome details,
    or "" when the game records neither (older records have no detail)."""
    details = [r.get("detail") or {} for r in records]
    rounds = [d["rounds"] for d in details if isinstance(d.get("rounds"), int)]
    ends: dict[str, int] = {}
    for d in details:
        if isinstance(d.get("end"), str):
            ends[d["end"]] = ends.get(d["end"], 0) + 1
    parts = []
    if rounds:
        ordered = sorted(rounds)
        median = statistics.median(ordered)
        p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
        parts.append(
            f"rounds mean {sum(rounds) / len(rounds):.1f}, median {median:g}, p90 {p90}"
            f" ({ordered[0]}-{ordered[-1]})"
        )
    if ends:
        parts.append("ends: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
    return "; ".join(parts)


def how_heroes_fare(records: list[dict[str, Any]], specs: list[str], rotate: int = 1) -> str:
    """ "heroes (won/played): henry 7/18, mirae 9/28" from the games' details, for a game
    whose outcome names each seat's hero (Crown & Dragon), or "" for one that does not.

    A seat's player is found as the runner seats them: game ``index`` moves every player
    ``index * rotate`` seats on."""
    labels = labels_for(specs)
    n = len(labels)
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for record in records:
        heroes = (record.get("detail") or {}).get("heroes")
        if not isinstance(heroes, list) or len(heroes) != n:
            continue
        shift = record["index"] * rotate % n
        for seat, hero in enumerate(heroes):
            played[hero] = played.get(hero, 0) + 1
            if labels[(seat + shift) % n] in record["winners"]:
                won[hero] = won.get(hero, 0) + 1
    if not played:
        return ""
    shares = ", ".join(f"{hero} {won.get(hero, 0)}/{played[hero]}" for hero in sorted(played))
    return f"heroes (won/played): {shares}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="armadora")
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1, help="processes per pairing")
    parser.add_argument("--setup", default="{}", help="extra setup as JSON")
    parser.add_argument(
        "--rotate",
        type=int,
        default=1,
        help="seats the players move on each game (2 keeps Gold Mine's alliance partners together)",
    )
    parser.add_argument("--pairs", type=parse_pairs, default=LADDER, help="e.g. hard:greedy")
    parser.add_argument("--results", type=Path, help="JSON-lines file of recorded games")
    parser.add_argument("--report", action="store_true", help="play nothing, print the table")
    parser.add_argument("--json", action="store_true", help="also print each summary as JSON")
    parser.add_argument("--module", help="module[:function] that registers the game (tests)")
    args = parser.parse_args(argv)
    setup = json.loads(args.setup)
    path = args.results or RESULTS_DIR / f"{args.game}_ladder.jsonl"
    recorded = ResultsFile(path, args.game, args.seed, setup, args.rotate)

    width = max(24, *(len(p.replace(":", " v ")) + 2 for p in args.pairs))
    header = f"{'pairing':<{width}}{'games':>6}{'win rate':>10}{'bar':>6}{'draws':>7}"
    header += f"{'think mean':>12}{'think p95':>11}{'p95 bar':>9}{'played':>8}"
    turn = "seats rotated" if args.rotate == 1 else f"seats rotated by {args.rotate}"
    print(f"AI strength on {args.game} ({turn}, seed {args.seed}, setup {setup})")
    print(f"AI {recorded.key['ai']}; results in {path}")
    print(header)
    print("-" * len(header))
    start = time.perf_counter()
    failed = False
    for pairing in args.pairs:
        specs = pairing.split(":")
        done = recorded.games(pairing)
        wall = 0.0
        if not args.report and len(done) < args.games:
            played = run(
                args.game,
                specs,
                args.games,
                args.seed,
                setup,
                args.workers,
                deterministic=True,
                module=args.module,
                skip=set(done),
                on_result=lambda result, p=pairing: recorded.append(p, result),
                rotate=args.rotate,
            )
            wall = played.elapsed
        records = [r for i, r in recorded.games(pairing).items() if i < args.games]
        summary = summarise(args.game, specs, records)
        first = summary.labels[0]
        rate = win_rate(summary, first)
        bar = WIN_BARS.get(pairing)
        failed |= bar is not None and rate < bar
        data = summary.to_json()
        mean_s, p95_s = data["think_mean_s"][first], data["think_p95_s"][first]
        think_bar = THINK_BARS.get(first)
        failed |= think_bar is not None and p95_s >= think_bar
        name = " v ".join(specs)
        print(
            f"{name:<{width}}{summary.games:>6}{rate:>9.1%} "
            f"{'' if bar is None else f'{bar:.0%}':>5}{summary.draws:>7}"
            f"{mean_s:>11.3f}s{p95_s:>10.3f}s"
            f"{'' if think_bar is None else f'{think_bar:.1f}s':>9}"
            f"{wall:>7.0f}s",
            flush=True,
        )
        for line in (how_games_end(records), how_heroes_fare(records, specs, args.rotate)):
            if line:
                print(f"{'':<{width}}{line}", flush=True)
        if len(specs) > 2:
            shares = ", ".join(f"{k} {v}" for k, v in summary.wins.items())
            print(f"{'':<{width}}wins: {shares}, shared {summary.draws}", flush=True)
        if args.json:
            print(json.dumps(data), flush=True)
    print(f"total wall time {time.perf_counter() - start:.0f}s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
