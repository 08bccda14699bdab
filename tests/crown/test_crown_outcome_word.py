"""One word for how a battle ends: the preview's box foresees the word the recap tells of
the battle the rules then fight, in every random attack."""

from __future__ import annotations

import random

from game.crown.events import BattleFought
from game.crown.preview import outcome_of, preview
from game.engine import registry
from game.engine.match import Match, SeatInfo


def test_the_preview_foresees_the_outcome_the_battle_is_told_with():
    rules = registry.get("crown").rules
    seen: set[str] = set()
    for seed in range(6):
        match = Match.new(
            rules, {"players": 2 + seed % 2}, seed, [SeatInfo("ai", "random")] * (2 + seed % 2)
        )
        rng = random.Random(seed)
        for _ in range(1500):
            if match.is_over:
                break
            action = rng.choice(match.legal_actions())
            foreseen = None
            if action[0] == "attack":
                foreseen = preview(match.state, (action[1], action[2])).outcome
            reports = match.play(action)
            if foreseen is None:
                continue
            fought = [e for e in reports[0].events if isinstance(e, BattleFought)]
            assert fought, action
            told = outcome_of(
                fought[0].mode, fought[0].winner, fought[0].slain, bool(fought[0].defender_lost)
            )
            assert told == foreseen, (seed, action)
            seen.add(told)
    assert len(seen) >= 3  # several kinds of ending were tried
