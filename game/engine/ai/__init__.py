"""The AI opponents: information-set search over the game contract (pure Python, no pygame).

Importing this package registers the levels ``easy``, ``normal`` and ``hard`` (and the
frozen ``hard-v3``, for the ladder) with :func:`game.engine.players.make_player`.
"""

from __future__ import annotations

from game.engine.ai.knowledge import GameKnowledge, knowledge_for
from game.engine.ai.player import (
    AI_LEVELS,
    AI_VERSION,
    FROZEN_LEVELS,
    LEVELS,
    Level,
    SearchPlayer,
    fingerprint,
    level_factory,
    levels_for,
)
from game.engine.ai.search import Search, SearchResult
from game.engine.players import register_player

for _name in (*LEVELS, *FROZEN_LEVELS):
    register_player(_name, level_factory(_name))

__all__ = [
    "AI_LEVELS",
    "AI_VERSION",
    "FROZEN_LEVELS",
    "LEVELS",
    "GameKnowledge",
    "Level",
    "Search",
    "SearchPlayer",
    "SearchResult",
    "fingerprint",
    "knowledge_for",
    "levels_for",
]
