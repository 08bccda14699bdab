"""Armadora: claim gold mines with hidden warriors and palisades.

Everything the app, the AI worker, the match runner and the command line need is declared
here and imported only when used (the rules and the AI never import pygame; the view does).
"""

from game.engine.registry import GameInfo

GAME = GameInfo(
    game_id="armadora",
    title_key="armadora.title",
    blurb_key="armadora.blurb",
    rules_ref="game.armadora.rules:ArmadoraRules",
    knowledge_ref="game.armadora.ai:ArmadoraKnowledge",
    view_ref="game.armadora.view:VIEW",
    setup_ref="game.armadora.setup_options:SETUP",
    analyse_ref="game.armadora.position:analyse",
    review_ref="game.armadora.review:REVIEW",
    analyse_command="score",
    tutorial_ref="game.armadora.tutorial:TUTORIAL",
    guided=True,
)

__all__ = ["GAME"]
