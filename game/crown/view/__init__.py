"""Crown & Dragon on screen: play, results and rules scenes, seat heroes and colours, and
the menu card picture (the New game screen is the shared one, drawn from
``game.crown.setup_options``).

Best result on the Statistics screen: the fewest rounds in which a human side won by the
goal (the crown and enough victory points); wins at the round limit do not count, since the
chosen limit, not the play, decides how long those games last."""

from __future__ import annotations

import pygame

from game.app.views import BestResult, GameView, later


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A corner of a kingdom: castles and walls, a general, a hero at the fortress gate,
    the crown and the dragon."""
    # Loaded at the first call, as the hooks declared with ``later`` are.
    from game.crown.view.card import paint_card

    return paint_card(size, colorblind)


def _seat_colour(observation, seat, colorblind):
    # Loaded at the first call, as the hooks declared with ``later`` are.
    from game.crown.view.pieces import seat_colour

    return seat_colour(seat, colorblind)


VIEW = GameView(
    game_id="crown",
    card_picture=card_picture,
    rules_scene=later("game.crown.view.rules_scene:CrownRulesScene"),
    play_scene=later("game.crown.view.play:CrownPlay"),
    sample_scenes=later("game.crown.view.samples:sample_scenes"),
    seat_label=later("game.crown.view.words:seat_label_key"),
    seat_badge=later("game.crown.view.thumbnail:seat_badge"),
    seat_colour=_seat_colour,
    results_detail=later("game.crown.view.results:results_detail"),
    results_picture=later("game.crown.view.results:results_picture"),
    results_story=later("game.crown.view.story:results_story"),
    board_picture=later("game.crown.view.thumbnail:board_picture"),
    progress=later("game.crown.view.thumbnail:progress"),
    best_result=BestResult(
        later("game.crown.view.thumbnail:fastest_crowning"),
        "crown_view.best_rounds",
        lower_is_better=True,
    ),
    review_board=later("game.crown.view.review_board:review_board"),
)
