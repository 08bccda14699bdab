"""Gold Mine on screen: play, results and rules scenes, seat colours and the menu card
picture (the New game screen is the shared one, drawn from ``game.goldmine.setup_options``)."""

from __future__ import annotations

import pygame

from game.app.views import GameView


def card_picture(size: tuple[int, int]) -> pygame.Surface:
    """A corner of a mine: tunnels, a chamber with its nugget, a pool and two miners."""
    from game.goldmine.view.card import paint_card

    return paint_card(size)


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


def _results_detail(match, outcome, names):
    from game.goldmine.view.results import results_detail

    return results_detail(match, outcome, names)


def _results_picture(app, observation, breakdown):
    from game.goldmine.view.results import results_picture

    return results_picture(app, observation, breakdown)


VIEW = GameView(
    game_id="goldmine",
    card_picture=card_picture,
    rules_scene=_rules,
    play_scene=_play,
    sample_scenes=_samples,
    seat_label=_seat_label,
    results_detail=_results_detail,
    results_picture=_results_picture,
)
