"""Effects one can see (issue 36, item 4): Shield Wall marks its piece and its log line
names it; the card marks on a piece are in the cards' own branch colours (both palettes),
explained in the piece's tooltip."""

from __future__ import annotations

import pygame
import pytest

from game.crown.cards import MILITARY_BRANCH
from game.crown.view import pieces
from game.crown.view.card_icons import branch_colour
from tests.crown.helpers import mil
from tests.crown_view.helpers import move_mouse, square_point
from tests.crown_view.test_crown_confirm import hero_step_holding, play_and_confirm
from tests.crown_view.test_crown_play import arrange


@pytest.mark.parametrize("colorblind", [False, True])
def test_card_marks_have_the_card_frames_colours(colorblind):
    surface = pygame.Surface((60, 60))
    surface.fill((0, 0, 0))
    cards = (mil("sword", "recruit"), mil("lance", "recruit"), mil("longbow", "recruit"))
    for card in cards:
        surface.fill((0, 0, 0))
        pieces._card_pips(surface, (card,), surface.get_rect(), colorblind)
        w, h = max(4, 60 // 5), max(6, 60 * 2 // 7)
        centre = (60 - (w + 2) - 1 + w // 2, 1 + h // 2)
        want = branch_colour(MILITARY_BRANCH[card], colorblind)
        assert tuple(surface.get_at(centre))[:3] == want


def test_shield_wall_marks_its_piece_and_the_log_names_it(make_app):
    app = make_app()
    scene, shield = hero_step_holding(app, "shield_wall")
    state = scene.match.state
    state.hero_cards[0] = (mil("sword", "recruit"),)
    arrange(scene)
    hero = state.hero_at[0]
    assert not scene.marks().statuses
    play_and_confirm(app, scene, "hand", shield)
    assert scene.match.state.stage == "target"
    scene.controls.choose(("target", *hero))
    scene.refresh()
    assert (hero, "shield_wall") in scene.marks().statuses
    last = [line for line in scene.log_lines() if "Shield Wall" in line][-1]
    assert "hero" in last and f"{hero[0] + 1}, {hero[1] + 1}" in last
    move_mouse(app, square_point(scene, hero))
    tip = scene.state_for_test()["tooltip"]
    assert "Shield Wall" in tip and "infantry" in tip  # the status and the marks' legend
