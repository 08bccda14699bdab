"""Gold Mine on screen: play, results and rules scenes, seat colours and the menu card
picture (the New game screen is the shared one, drawn from ``game.goldmine.setup_options``)."""

from __future__ import annotations

import pygame

from game.app.views import BestResult, GameView


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A corner of a mine: tunnels, a chamber with its nugget, a pool and two miners."""
    from game.goldmine.view.card import paint_card

    return paint_card(size, colorblind)


def _rules(app):
    from game.goldmine.view.rules_scene import GoldMineRulesScene

    return GoldMineRulesScene(app)


def _play(app, match):
    from game.goldmine.view.play import GoldMinePlay

    return GoldMinePlay(app, match)


def _samples(app):
    from game.goldmine.view.samples import sample_scenes

    return sample_scenes(app)


def _seat_label(observation, seat):
    from game.goldmine.view.play import seat_label_key

    return seat_label_key(seat)


def _seat_badge(seat, value, size, colorblind):
    from game.goldmine.view.miners import badge

    return badge(seat, size, colorblind)


def _results_detail(match, outcome, names):
    from game.goldmine.view.results import results_detail

    return results_detail(match, outcome, names)


def _results_picture(app, observation, breakdown):
    from game.goldmine.view.results import results_picture

    return results_picture(app, observation, breakdown)


def _board_picture(observation, size, colorblind):
    from game.goldmine.view.thumbnail import board_picture

    return board_picture(observation, size, colorblind)


def _progress(observation):
    from game.goldmine.view.thumbnail import progress

    return progress(observation)


def _fastest_win(outcome, humans):
    from game.goldmine.view.thumbnail import fastest_win

    return fastest_win(outcome, humans)


VIEW = GameView(
    game_id="goldmine",
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
    best_result=BestResult(_fastest_win, "goldmine_ui.best_rounds", lower_is_better=True),
)
