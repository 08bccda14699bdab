"""Crown & Dragon: build a kingdom, raise armies, take the crown and keep the dragon away.

Everything the app, the AI worker, the match runner and the command line need is declared
here and imported only when used (the rules and the AI never import pygame).
:func:`register` puts it in the registry directly (tests and scripts that do not go
through ``game/games.py``).
"""

from game.engine import registry
from game.engine.registry import GameInfo

GAME = GameInfo(
    game_id="crown",
    title_key="crown.title",
    blurb_key="crown.blurb",
    rules_ref="game.crown.rules:CrownRules",
    knowledge_ref="game.crown.ai:CrownKnowledge",
    view_ref="game.crown.view:VIEW",
    setup_ref="game.crown.setup_options:SETUP",
    analyse_ref="game.crown.position:analyse",
    tutorial_ref="game.crown.tutorial:TUTORIAL",
    guided=True,
    review_ref="game.crown.review:REVIEW",
)


def register() -> GameInfo:
    """Put Crown & Dragon in the registry."""
    return registry.register(GAME)


__all__ = ["GAME", "register"]
