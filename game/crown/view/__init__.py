"""Crown & Dragon on screen: play, results and rules scenes, seat heroes and colours, and
the menu card picture (the New game screen is the shared one, drawn from
``game.crown.setup_options``).

Best result on the Statistics screen: the fewest rounds in which a human side won by the
goal (the crown and enough victory points); wins at the round limit do not count, since the
chosen limit, not the play, decides how long those games last."""

from __future__ import annotations

import pygame

from game.app.views import BestResult, GameView


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A corner of a kingdom: castles and walls, a general, a hero at the fortress gate,
    the crown and the dragon."""
    from game.crown.view.card import paint_card

    return paint_card(size, colorblind)


def _rules(app):
    from game.crown.view.rules_scene import CrownRulesScene

    return CrownRulesScene(app)


def _play(app, match):
    from game.crown.view.play import CrownPlay

    return CrownPlay(app, match)


def _samples(app):
    from game.crown.view.samples import sample_scenes

    return sample_scenes(app)


def _seat_label(observation, seat):
    from game.crown.view.words import seat_label_key

    return seat_label_key(observation, seat)


def _seat_badge(seat, value, size, colorblind):
    from game.crown.view.thumbnail import seat_badge

    return seat_badge(seat, value, size, colorblind)


def _results_detail(match, outcome, names):
    from game.crown.view.results import results_detail

    return results_detail(match, outcome, names)


def _results_picture(app, observation, breakdown):
    from game.crown.view.results import results_picture

    return results_picture(app, observation, breakdown)


def _board_picture(observation, size, colorblind):
    from game.crown.view.thumbnail import board_picture

    return board_picture(observation, size, colorblind)


def _progress(observation):
    from game.crown.view.thumbnail import progress

    return progress(observation)


def _fastest_crowning(outcome, humans):
    from game.crown.view.thumbnail import fastest_crowning

    return fastest_crowning(outcome, humans)


VIEW = GameView(
    game_id="crown",
    card_picture=card_picture,
    rules_scene=_rules,
    play_scene=_play,
    sample_scenes=_samples,
    seat_label=_seat_label,
    seat_badge=_seat_badge,
    results_detail=_results_detail,
    results_picture=_results_picture,
    board_picture=_board_picture,
    progress=_progress,
    best_result=BestResult(_fastest_crowning, "crown_view.best_rounds", lower_is_better=True),
)
