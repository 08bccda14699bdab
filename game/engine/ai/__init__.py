"""The AI opponents: information-set search over the game contract (pure Python, no pygame).

Importing this package registers the levels ``easy``, ``normal`` and ``hard`` with
:func:`game.engine.players.make_player`.
"""

from __future__ import annotations

from game.engine.ai.knowledge import GameKnowledge, knowledge_for
from game.engine.ai.player import LEVELS, Level, SearchPlayer, level_factory
from game.engine.ai.search import Search, SearchResult
from game.engine.players import register_player

AI_VERSION = 2
"""Raised whenever the search or a game's knowledge changes how the AI plays, so recorded
benchmark results of an older AI are told apart (``benchmarks/ai_strength.py``)."""

for _name in LEVELS:
    register_player(_name, level_factory(_name))

__all__ = [
    "AI_VERSION",
    "LEVELS",
    "GameKnowledge",
    "Level",
    "Search",
    "SearchPlayer",
    "SearchResult",
    "knowledge_for",
]
