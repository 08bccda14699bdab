"""Every log line worded from the rules' events (``log_words.py``) has its text in both
languages, with every placeholder filled by the entry's arguments."""

from __future__ import annotations

import random
import re

from game import text
from game.crown.ai import CrownKnowledge
from game.engine.contract import CHANCE, TERMINAL
from tests.crown.helpers import RULES

PLACEHOLDER = re.compile(r"%\{(\w+)\}")


def test_log_keys_exist_with_their_placeholders() -> None:
    en, ko = text.catalog("en"), text.catalog("ko")
    knowledge = CrownKnowledge()
    seen: dict[str, set[str]] = {}
    for seed in range(6):
        rng = random.Random(seed)
        setup = {"players": 2 + seed % 3, "round_limit": 12}
        state = RULES.initial_state(RULES.normalize_setup(setup))
        while RULES.to_move(state) != TERMINAL:
            log = []
            if RULES.to_move(state) == CHANCE:
                RULES.apply_chance(state, RULES.sample_chance(state, rng), log)
            elif rng.random() < 0.7:
                RULES.apply(state, knowledge.rollout_action(RULES, state, state.turn, rng), log)
            else:
                RULES.apply(state, rng.choice(RULES.legal_actions(state)), log)
            for entry in log:
                seen.setdefault(entry.key, set()).update(entry.args)
    assert len(seen) > 30
    for key, args in seen.items():
        assert key in en and key in ko, key
        assert set(PLACEHOLDER.findall(en[key])) <= args, key
