"""Fingerprint of the game log: every line of many seeded random games, hashed per game.

The log's words are rendered from the rules' events (issue 50); a change to how they are
rendered that must not change what players read keeps each game's digest identical.  Each
game plays ``--games`` random games over several player counts and variants (seeded, so the
same on every machine); every log line (locale key, arguments, who may read it) is hashed in
order.  ``--dump DIR`` writes the lines as text, one file per
game, to compare two versions with ``diff``.

    python benchmarks/log_digest.py [--game armadora|goldmine|crown|all] [--games 40] [--dump DIR]
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
from game.engine.match import Match, SeatInfo

SETUPS: dict[str, list[dict]] = {
    "armadora": [
        {"players": 2, "advanced": False},
        {"players": 3, "advanced": True},
        {"players": 4, "advanced": True, "teams": True},
        {"players": 4, "advanced": False, "teams": False},
    ],
    "goldmine": [
        {"players": 2},
        {"players": 3, "five_tiles": True},
        {"players": 4, "alliance": True},
        {"players": 6, "alliance": True, "mud": False},
    ],
    "crown": [
        {"players": 2},
        {"players": 3},
        {"players": 4, "teams": True},
    ],
}
MAX_STEPS = 3000


def game_lines(game_id: str, setup: dict, seed: int) -> list[str]:
    """The log of one random game, a text line per log line: seats, key, arguments."""
    rules = registry.load(game_id).rules
    match = Match.new(rules, setup, seed, [SeatInfo("ai", "random")] * setup["players"])
    rng = random.Random(seed)
    for _ in range(MAX_STEPS):
        if match.is_over:
            break
        match.play(rng.choice(match.legal_actions()))
    return [json.dumps(entry.to_json(), sort_keys=True, ensure_ascii=False) for entry in match.log]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="all", choices=[*SETUPS, "all"])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--dump", type=Path)
    args = parser.parse_args(argv)
    everything = hashlib.sha256()
    for game_id in SETUPS if args.game == "all" else [args.game]:
        digest = hashlib.sha256()
        text: list[str] = []
        for index in range(args.games):
            setup = SETUPS[game_id][index % len(SETUPS[game_id])]
            lines = game_lines(game_id, setup, seed=1000 + index)
            text.append(f"# game {index} {json.dumps(setup, sort_keys=True)}")
            text.extend(lines)
        for line in text:
            digest.update(line.encode() + b"\n")
        everything.update(digest.digest())
        print(f"{game_id:9} {digest.hexdigest()[:16]}  ({len(text)} lines)")
        if args.dump:
            args.dump.mkdir(parents=True, exist_ok=True)
            (args.dump / f"{game_id}.txt").write_text("\n".join(text) + "\n", encoding="utf-8")
    print(f"ALL       {everything.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
