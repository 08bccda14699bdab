"""Armadora: claim gold mines with hidden warriors and palisades (pure rules, no pygame).

Importing the package registers the game with :mod:`game.engine.registry`.
"""

from game.armadora.rules import ArmadoraRules
from game.engine.registry import GameInfo, register

GAME = register(
    GameInfo(
        game_id="armadora",
        rules=ArmadoraRules(),
        title_key="armadora.title",
        blurb_key="armadora.blurb",
        min_players=2,
        max_players=4,
    )
)

__all__ = ["GAME", "ArmadoraRules"]
