"""Gold Mine's guided first game in the app: "Learn to play" on its menu card and in the
Rules screen opens it with the first lesson's target on the board, and every step's words
fit the coach's card (drawn over the small log of Gold Mine's panel) together with the
"why" of the step before, in both languages at both window sizes."""

from __future__ import annotations

import pygame
import pytest

from game.app import fonts
from game.app.coach_card import CoachCard
from game.engine import registry
from tests.tutorial_checks import steps_too_tall
from tests.ui_fixtures import frames, open_learn_to_play

GAME = "goldmine"


def test_learn_to_play_on_the_menu_card_opens_the_guided_game(menu_app):
    scene = open_learn_to_play(menu_app, GAME)
    for _ in range(2000):  # the AI lays the first tile
        if scene.is_human_turn():
            break
        menu_app.step(0.05, events=[])
    frames(menu_app, 2)
    first = registry.get(GAME).tutorial.chapters[0].lessons[0].steps[0]
    assert scene.hint_action == first.play[0]  # the target is on the board
    assert "Laying tiles" in scene.coach.heading()


def test_the_rules_screen_offers_the_guided_game(menu_app):
    index = menu_app.push("rules")
    frames(menu_app, 2)
    assert GAME in index.learn_buttons.values()


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_step_fits_the_coach_card(make_app, size, lang):
    app = make_app(size=size, lang=lang)
    app.push("menu")
    scene = app.push("tutorial", game_id=GAME)
    frames(app, 2)
    assert steps_too_tall(scene) == []


def test_a_why_that_does_not_fit_whole_is_left_out(make_app):
    """The card's "why" lines never stop mid-sentence: a text that does not fit whole is
    left out, with those after it (the step's words themselves are drawn as far as they go)."""
    app = make_app(size=(1024, 640))
    px = app.px
    canvas = pygame.Surface((300, 200))
    short, long = "One line.", "A much longer text " * 12
    step = fonts.font(px(14)).get_linesize()
    y = CoachCard._lines(canvas, [short, long], px(14), (0, 0, 0), 0, px, 280, 4 * step, whole=True)
    assert y == CoachCard._lines(canvas, [short], px(14), (0, 0, 0), 0, px, 280, 4 * step)
    cut = CoachCard._lines(canvas, [short, long], px(14), (0, 0, 0), 0, px, 280, 4 * step)
    assert cut > y  # without ``whole`` the long text is drawn as far as it goes


def test_whys_that_would_not_fit_whole_are_drawn_smaller_before_one_is_left_out(make_app):
    """The Crown tutorial's last card left "The game is won." out at 1280x800: the card's
    "why" lines take a size down to 12 pixels before a sentence is dropped."""
    app = make_app(size=(1280, 800))
    px = app.px
    texts = ["A sentence that takes about one line here.", "And another one like it."] * 2

    def height(size: int) -> int:
        step = fonts.font(size).get_linesize()
        return sum(step * len(fonts.wrap(t, size, 280)) + px(3) for t in texts)

    assert height(12) < height(px(14))
    assert CoachCard._why_size(texts, px, 280, height(px(14))) == px(14)  # as it was
    size = CoachCard._why_size(texts, px, 280, height(12))
    assert 12 <= size < px(14)
    canvas = pygame.Surface((300, 400))
    end = CoachCard._lines(canvas, texts, size, (0, 0, 0), 0, px, 280, height(12), whole=True)
    assert end == height(size)  # all four drawn whole
    at_14 = CoachCard._lines(canvas, texts, px(14), (0, 0, 0), 0, px, 280, height(12), whole=True)
    assert at_14 < height(px(14)) - px(3) * 2  # at the old size one was left out
    assert CoachCard._why_size(texts, px, 280, 10) == 12  # never below 12
