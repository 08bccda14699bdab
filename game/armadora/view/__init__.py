"""Armadora on screen: play, results and rules scenes, seat labels and the menu card picture
(the New game screen is the shared one, drawn from ``game.armadora.setup_options``)."""

from __future__ import annotations

import pygame

from game.app.views import BestResult, GameView


def card_picture(size: tuple[int, int], colorblind: bool = False) -> pygame.Surface:
    """A corner of a board in play: land, a mine with gold, warriors and palisades."""
    from game.armadora.view.card import paint_card

    return paint_card(size, colorblind)


def _rules(app):
    from game.armadora.view.rules_scene import ArmadoraRulesScene

    return ArmadoraRulesScene(app)


def _play(app, match):
    from game.armadora.view.play import ArmadoraPlay

    return ArmadoraPlay(app, match)


def _samples(app):
    from game.armadora.view.samples import sample_scenes

    return sample_scenes(app)


def _seat_label(observation, seat):
    from game.armadora.view.names import seat_label

    return seat_label(observation, seat)


def _results_detail(match, outcome, names):
    from game.armadora.view.results import results_detail

    return results_detail(match, outcome, names)


def _results_picture(app, observation, breakdown):
    from game.armadora.view.results import results_picture

    return results_picture(app, observation, breakdown)


def _board_picture(observation, size, colorblind):
    from game.armadora.view.thumbnail import board_picture

    return board_picture(observation, size, colorblind)


def _most_gold(outcome, humans):
    from game.armadora.view.thumbnail import most_gold

    return most_gold(outcome, humans)


VIEW = GameView(
    game_id="armadora",
    card_picture=card_picture,
    rules_scene=_rules,
    play_scene=_play,
    sample_scenes=_samples,
    seat_label=_seat_label,
    results_detail=_results_detail,
    results_picture=_results_picture,
    board_picture=_board_picture,
    best_result=BestResult(_most_gold, "armadora_ui.best_gold"),
)
