"""Headless match runner: seeded AI-only matches, win rates and think times as JSON.

    python main.py selfplay --game armadora --players hard,greedy --games 200 --seed 1

Seats rotate from game to game (with two players: seats swapped), and the games of one
rotation cycle share their chance seed, so every player meets the same deals from every
seat.  A shared victory counts as a draw.  Output is one JSON object on stdout::

    {"game": "armadora", "games": 200, "wins": {"hard": 180, "greedy": 17}, "draws": 3,
     "think_mean_s": {...}, "think_p95_s": {...}, ...}

Player specs are keyed by name; a spec listed twice gets a ``#2`` suffix.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from game.engine import registry
from game.engine.ai import AI_LEVELS, FROZEN_LEVELS, SearchPlayer
from game.engine.contract import Action, Rules
from game.engine.match import Match, SeatInfo
from game.engine.players import PLAYER_SPECS, make_player

SPECS = PLAYER_SPECS
MAX_PLAYERS = 6
"""The most seats any game has (Gold Mine); each game checks its own range in its setup."""


@dataclass(frozen=True)
class GameJob:
    """Everything one worker needs to play one game (picklable)."""

    game_id: str
    setup: Mapping[str, Any]
    labels: tuple[str, ...]  # label per seat, e.g. ("greedy", "hard")
    specs: tuple[str, ...]  # spec per seat
    match_seed: int
    player_seeds: tuple[int, ...]
    deterministic: bool = False
    module: str | None = None
    index: int = 0  # the game's number in its run (0-based)


@dataclass
class GameResult:
    winners: list[str]  # labels of the winning side; empty for a shared victory
    think: dict[str, list[float]] = field(default_factory=dict)
    index: int = 0
    detail: dict[str, Any] = field(default_factory=dict)
    """The outcome's ``detail`` (JSON-able): the ladder reports its ``rounds`` and ``end``
    when a game gives them (how long games last and how they end)."""


class Decision(NamedTuple):
    """One decision of a game: who chose, among how many actions, what, and how fast."""

    seat: int
    choices: int
    action: Action
    seconds: float


@dataclass
class Summary:
    game: str
    labels: list[str]
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    think: dict[str, list[float]] = field(default_factory=dict)
    elapsed: float = 0.0

    @classmethod
    def empty(cls, game: str, labels: list[str]) -> Summary:
        """No games yet: zero wins and no think times for every label."""
        return cls(game, labels, wins=dict.fromkeys(labels, 0), think={k: [] for k in labels})

    def add(self, result: GameResult) -> None:
        self.games += 1
        if result.winners:
            for label in result.winners:
                self.wins[label] += 1
        else:
            self.draws += 1
        for label, times in result.think.items():
            self.think[label].extend(times)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "wins": dict(self.wins),
            "draws": self.draws,
            "think_mean_s": {k: round(mean(v), 4) for k, v in self.think.items()},
            "think_p95_s": {k: round(percentile(v, 0.95), 4) for k, v in self.think.items()},
            "think_max_s": {k: round(max(v, default=0.0), 4) for k, v in self.think.items()},
            "decisions": {k: len(v) for k, v in self.think.items()},
            "elapsed_s": round(self.elapsed, 1),
        }


def mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile by the nearest-rank method (0 for no values)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def labels_for(specs: Sequence[str]) -> list[str]:
    """``["hard", "greedy", "hard"]`` -> ``["hard", "greedy", "hard#2"]``."""
    seen: dict[str, int] = {}
    labels = []
    for spec in specs:
        seen[spec] = seen.get(spec, 0) + 1
        labels.append(spec if seen[spec] == 1 else f"{spec}#{seen[spec]}")
    return labels


def make(spec: str, seed: int, deterministic: bool) -> Any:
    if deterministic and (spec in AI_LEVELS or spec in FROZEN_LEVELS):
        return SearchPlayer(spec, seed, deterministic=True)
    return make_player(spec, seed)


def start_game(job: GameJob) -> tuple[Rules, Match, list[Any]]:
    """The job's rules, its new match and a player per seat."""
    rules = registry.load(job.game_id, job.module).rules
    seats = [SeatInfo("ai", spec) for spec in job.specs]
    match = Match.new(rules, job.setup, job.match_seed, seats)
    players = [
        make(s, seed, job.deterministic)
        for s, seed in zip(job.specs, job.player_seeds, strict=True)
    ]
    return rules, match, players


def decisions(rules: Rules, match: Match, players: Sequence[Any]) -> Iterator[Decision]:
    """Play the match to its end, one decision at a time (each is played before it is
    yielded): what the ladder plays, so a benchmark that hashes the moves sees the same."""
    while not match.is_over:
        seat = match.to_move
        legal = match.legal_actions()
        observation = match.observe(seat)
        start = time.perf_counter()
        action = players[seat].choose(rules, observation, legal, seat)
        seconds = time.perf_counter() - start
        match.play(action)
        yield Decision(seat, len(legal), action, seconds)


def play_game(job: GameJob) -> GameResult:
    """Play one seeded game and time every decision that had a choice."""
    rules, match, players = start_game(job)
    think: dict[str, list[float]] = {label: [] for label in job.labels}
    for decision in decisions(rules, match, players):
        if decision.choices > 1:
            think[job.labels[decision.seat]].append(decision.seconds)
    outcome = match.outcome()
    winners = outcome.winners
    sides = {outcome.side(s) for s in winners}
    labels = [job.labels[s] for s in winners] if len(sides) == 1 else []
    return GameResult(labels, think, job.index, dict(outcome.detail))


def jobs(
    game_id: str,
    specs: Sequence[str],
    games: int,
    seed: int,
    setup: Mapping[str, Any],
    deterministic: bool = False,
    module: str | None = None,
    rotate: int = 1,
) -> Iterator[GameJob]:
    """The seeded games: seats rotate by ``rotate`` each game (2 keeps neighbours together,
    as Gold Mine's alliances pair seats 0-1, 2-3, 4-5); one rotation cycle shares a chance
    seed."""
    labels = labels_for(specs)
    n = len(specs)
    period = n // math.gcd(n, rotate)  # games before the seats come round again
    for game in range(games):
        shift = game * rotate % n
        order = [(i + shift) % n for i in range(n)]  # seat -> index into specs
        cycle = game // period
        yield GameJob(
            game_id=game_id,
            setup={**setup, "players": n},
            labels=tuple(labels[i] for i in order),
            specs=tuple(specs[i] for i in order),
            match_seed=seed * 1_000_003 + cycle,
            player_seeds=tuple(seed * 7919 + game * 31 + seat for seat in range(n)),
            deterministic=deterministic,
            module=module,
            index=game,
        )


def run(
    game_id: str,
    specs: Sequence[str],
    games: int,
    seed: int = 1,
    setup: Mapping[str, Any] | None = None,
    workers: int = 1,
    deterministic: bool = False,
    module: str | None = None,
    skip: Collection[int] = (),
    on_result: Callable[[GameResult], None] | None = None,
    rotate: int = 1,
) -> Summary:
    """Play ``games`` seeded games and sum them up (in ``workers`` processes if > 1).

    Games whose index is in ``skip`` are not played (a resumed run); ``on_result`` sees
    each finished game as it comes (in any order when there are several workers).
    """
    registry.load(game_id, module)  # fail early on an unknown game
    labels = labels_for(specs)
    summary = Summary.empty(game_id, labels)
    everything = jobs(game_id, specs, games, seed, setup or {}, deterministic, module, rotate)
    todo = [job for job in everything if job.index not in skip]

    def finished(result: GameResult) -> None:
        summary.add(result)
        if on_result is not None:
            on_result(result)

    start = time.perf_counter()
    if workers > 1 and len(todo) > 1:
        context = multiprocessing.get_context("spawn")
        with context.Pool(min(workers, len(todo))) as pool:
            for result in pool.imap_unordered(play_game, todo):
                finished(result)
    else:
        for job in todo:
            finished(play_game(job))
    summary.elapsed = time.perf_counter() - start
    return summary


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="gold-and-glory selfplay", description="AI-only matches with a JSON summary"
    )
    first = registry.shipped()[0]
    parser.add_argument("--game", default=first, help=f"game id (default: {first})")
    parser.add_argument(
        "--players",
        default="hard,greedy",
        help=f"comma-separated player specs, one per seat ({', '.join(SPECS)})",
    )
    parser.add_argument("--games", type=int, default=200, help="number of games (default: 200)")
    parser.add_argument("--seed", type=int, default=1, help="base seed (default: 1)")
    parser.add_argument("--workers", type=int, default=1, help="processes to play games in")
    parser.add_argument(
        "--setup", default="{}", help="extra setup as JSON, e.g. '{\"advanced\": true}'"
    )
    parser.add_argument(
        "--deterministic",
        action="store_true",
        help="AI levels use their iteration budgets only (no time limit): reproducible",
    )
    parser.add_argument("--module", help="module[:function] that registers the game (tests)")
    return parser.parse_args(list(argv))


def main(argv: Sequence[str]) -> int:
    args = parse_args(argv)
    specs = [s.strip() for s in args.players.split(",") if s.strip()]
    unknown = [s for s in specs if s not in SPECS]
    if unknown or not 2 <= len(specs) <= MAX_PLAYERS or args.games < 1 or args.workers < 1:
        print(
            f"selfplay: need 2-{MAX_PLAYERS} players from {', '.join(SPECS)}, games >= 1, "
            "workers >= 1",
            file=sys.stderr,
        )
        return 2
    try:
        setup = json.loads(args.setup)
        if not isinstance(setup, dict):
            raise ValueError("the setup must be a JSON object")
        summary = run(
            args.game,
            specs,
            args.games,
            args.seed,
            setup,
            args.workers,
            args.deterministic,
            args.module,
        )
    except (ImportError, KeyError, ValueError) as exc:
        print(f"selfplay: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(summary.to_json()))
    return 0
