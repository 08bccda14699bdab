"""Gold Mine on screen: play, results and rules scenes, seat colours and the menu card
picture (the New game screen is the shared one, drawn from ``game.goldmine.setup_options``)."""

from __future__ import annotations

import pygame

from game.app.views import BestResult, GameView, later


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A corner of a mine: tunnels, a chamber with its nugget, a pool and two miners."""
    # Loaded at the first call, as the hooks declared with ``later`` are.
    from game.goldmine.view.card import paint_card

    return paint_card(size, colorblind)


def _seat_label(observation, seat):
    # The play scene's module loads when a seat is first named (the Load list), not with
    # the menu.
    from game.goldmine.view.play import seat_label_key

    return seat_label_key(seat)


def _seat_badge(seat, value, size, colorblind):
    # Loaded at the first call, as the hooks declared with ``later`` are.
    from game.goldmine.view.miners import badge

    return badge(seat, size, colorblind)


def _seat_colour(observation, seat, colorblind):
    # Loaded at the first call, as the hooks declared with ``later`` are.
    from game.goldmine.view.miners import colour

    return colour(seat, colorblind)


VIEW = GameView(
    game_id="goldmine",
    card_picture=card_picture,
    rules_scene=later("game.goldmine.view.rules_scene:GoldMineRulesScene"),
    play_scene=later("game.goldmine.view.play:GoldMinePlay"),
    sample_scenes=later("game.goldmine.view.samples:sample_scenes"),
    seat_label=_seat_label,
    seat_badge=_seat_badge,
    seat_colour=_seat_colour,
    results_detail=later("game.goldmine.view.results:results_detail"),
    results_picture=later("game.goldmine.view.results:results_picture"),
    results_story=later("game.goldmine.view.story:results_story"),
    board_picture=later("game.goldmine.view.thumbnail:board_picture"),
    progress=later("game.goldmine.view.thumbnail:progress"),
    best_result=BestResult(
        later("game.goldmine.view.thumbnail:fastest_win"),
        "goldmine_ui.best_rounds",
        lower_is_better=True,
    ),
    review_board=later("game.goldmine.view.review_board:review_board"),
)
