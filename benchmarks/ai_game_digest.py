"""Fingerprint of whole AI games: the actions of seeded ladder games, hashed.

:mod:`ai_decisions_digest` searches a few fixed positions with small budgets; this plays
games of the AI ladder exactly as ``game/engine/runner.play_game`` does (same jobs, same
seeds, deterministic players, full budgets) and hashes every action played, in order.  A
speed-up that must not change how the AI plays keeps every line identical, ``ALL``
included (``--expect DIGEST`` exits 1 when it differs).

    python benchmarks/ai_game_digest.py [--game goldmine] [--decisions N] [--expect DIGEST]

``--decisions N`` stops each game after N decisions that had a choice (a quicker check).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_decisions_digest import finish  # this folder: how the two digests end

from game.engine.runner import GameJob, decisions, jobs, start_game

GAMES: dict[str, list[tuple[str, dict[str, Any], int, int]]] = {
    # pairing, setup, rotate, game index (as benchmarks/ai_strength.py runs them, seed 1).
    # Hard is the frozen ``hard-v3`` (Hard until issue 53, at 2000 simulations): the digest
    # pins down the rules and the shared search, so a new Hard does not change it.
    "goldmine": [
        ("hard-v3:normal", {}, 1, 150),
        ("hard-v3:normal", {}, 1, 151),
        ("hard-v3:random", {}, 1, 0),
        ("hard-v3:hard-v3:greedy:greedy", {"alliance": True}, 2, 0),
    ],
}


def ladder_job(game: str, pairing: str, setup: dict[str, Any], rotate: int, index: int) -> GameJob:
    """The ladder's job for game ``index`` of the pairing (seed 1, deterministic players)."""
    specs = pairing.split(":")
    every = jobs(game, specs, index + 1, 1, setup, deterministic=True, rotate=rotate)
    return list(every)[index]


def game_digest(job: GameJob, limit: int | None) -> tuple[str, int, int]:
    """SHA-256 of the game's actions (seat and action, in order); the decisions that had a
    choice and all decisions played."""
    rules, match, players = start_game(job)
    digest = hashlib.sha256()
    chosen = played = 0
    for decision in decisions(rules, match, players):
        digest.update(repr((decision.seat, decision.action)).encode())
        played += 1
        chosen += decision.choices > 1
        if limit is not None and chosen >= limit:
            break
    return digest.hexdigest(), chosen, played


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="goldmine", choices=sorted(GAMES))
    parser.add_argument("--decisions", type=int, help="stop each game after this many choices")
    parser.add_argument("--expect", help="the ALL digest it must print")
    args = parser.parse_args(argv)
    everything = hashlib.sha256()
    for pairing, setup, rotate, index in GAMES[args.game]:
        start = time.process_time()
        job = ladder_job(args.game, pairing, setup, rotate, index)
        digest, chosen, played = game_digest(job, args.decisions)
        everything.update(digest.encode())
        seconds = time.process_time() - start
        print(f"{pairing} {setup} game {index}: {digest[:16]} {chosen}/{played} {seconds:.1f} s")
    return finish(everything.hexdigest(), args.expect, "games")


if __name__ == "__main__":
    sys.exit(main())
