"""Per-game AI levels and fingerprints: tuning one game's AI leaves the others' alone."""

from __future__ import annotations

from dataclasses import replace
from typing import ClassVar

import tiny_game

from game.engine import registry
from game.engine.ai import LEVELS, GameKnowledge, SearchPlayer, fingerprint, levels_for


class TunedKnowledge(GameKnowledge):
    version = 3
    levels: ClassVar = {"hard": replace(LEVELS["hard"], iterations=77)}


def test_a_games_own_levels_and_version_change_only_its_fingerprint() -> None:
    armadora_before = fingerprint("armadora")
    plain = tiny_game.register()
    try:
        tiny_plain = fingerprint("tiny")
        registry.register(replace(plain, knowledge_ref=TunedKnowledge))
        tiny_tuned = fingerprint("tiny")
    finally:
        tiny_game.unregister()
    assert tiny_tuned != tiny_plain
    assert tiny_tuned.startswith(tiny_plain.split(":")[0] + ".3:")
    assert "hard=77/" in tiny_tuned
    assert fingerprint("armadora") == armadora_before
    assert armadora_before == tiny_plain  # no tuning: the shared budgets and version


def test_a_named_level_plays_with_the_games_own_budget() -> None:
    tuned = TunedKnowledge()
    assert levels_for(tuned)["hard"].iterations == 77
    assert levels_for(tuned)["normal"] == LEVELS["normal"]
    player = SearchPlayer("hard", 1, knowledge=tuned, deterministic=True)
    state = tiny_game.RULES.initial_state(tiny_game.RULES.normalize_setup({}))
    tiny_game.RULES.apply_chance(state, (3, 4))
    observation = tiny_game.RULES.observe(state, 0)
    result = player.analyse(tiny_game.RULES, observation, tiny_game.RULES.legal_actions(state), 0)
    assert result.iterations <= 77 and player.level.iterations == 77
    assert player.level.seconds is None
