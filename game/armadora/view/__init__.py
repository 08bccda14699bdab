"""Armadora on screen: play, results and rules scenes, seat labels and the menu card picture
(the New game screen is the shared one, drawn from ``game.armadora.setup_options``)."""

from __future__ import annotations

import pygame

from game.app.views import BestResult, GameView, later


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A corner of a board in play: land, a mine with gold, warriors and palisades."""
    # Loaded at the first call, as the hooks declared with ``later`` are.
    from game.armadora.view.card import paint_card

    return paint_card(size, colorblind)


VIEW = GameView(
    game_id="armadora",
    card_picture=card_picture,
    rules_scene=later("game.armadora.view.rules_scene:ArmadoraRulesScene"),
    play_scene=later("game.armadora.view.play:ArmadoraPlay"),
    sample_scenes=later("game.armadora.view.samples:sample_scenes"),
    seat_label=later("game.armadora.view.names:seat_label"),
    seat_colour=later("game.armadora.view.names:seat_colour"),
    results_detail=later("game.armadora.view.results:results_detail"),
    results_picture=later("game.armadora.view.results:results_picture"),
    results_story=later("game.armadora.view.story:results_story"),
    board_picture=later("game.armadora.view.thumbnail:board_picture"),
    best_result=BestResult(
        later("game.armadora.view.thumbnail:most_gold"), "armadora_ui.best_gold"
    ),
    review_board=later("game.armadora.view.review_board:review_board"),
)
