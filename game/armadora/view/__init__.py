"""Armadora on screen: setup, play, results and rules scenes, and the menu card picture."""

from __future__ import annotations

import pygame

from game.app.views import GameView


def card_picture(size: tuple[int, int]) -> pygame.Surface:
    """A corner of a board in play: land, a mine with gold, warriors and palisades."""
    from game.armadora.view.card import paint_card

    return paint_card(size)


def _setup(app):
    from game.armadora.view.setup import ArmadoraSetup

    return ArmadoraSetup(app)


def _rules(app):
    from game.armadora.view.rules_scene import ArmadoraRulesScene

    return ArmadoraRulesScene(app)


def _play(app, match):
    from game.armadora.view.play import ArmadoraPlay

    return ArmadoraPlay(app, match)


def _samples(app):
    from game.armadora.view.samples import sample_scenes

    return sample_scenes(app)


VIEW = GameView(
        game_id="armadora",
        card_picture=card_picture,
        setup_scene=_setup,
        rules_scene=_rules,
        play_scene=_play,
        sample_scenes=_samples,
)
