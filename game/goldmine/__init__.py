"""Gold Mine: dig a mine of tiles, race for nuggets and climb out with enough of them.

Everything the app, the AI worker, the match runner and the command line need is declared
here and imported only when used (the rules and the AI never import pygame).
"""

from game.engine.registry import GameInfo

GAME = GameInfo(
    game_id="goldmine",
    title_key="goldmine.title",
    blurb_key="goldmine.blurb",
    rules_ref="game.goldmine.rules:GoldMineRules",
    knowledge_ref="game.goldmine.ai:GoldMineKnowledge",
    view_ref="game.goldmine.view:VIEW",
    setup_ref="game.goldmine.setup_options:SETUP",
    analyse_ref="game.goldmine.position:analyse",
    tutorial_ref="game.goldmine.tutorial:TUTORIAL",
    guided=True,
    review_ref="game.goldmine.review:REVIEW",
)

__all__ = ["GAME"]
