"""Crown & Dragon's guided first game in the app: "Learn to play" on its menu card and in
the Rules screen opens it with the first lesson's target named, the coach's card follows
the path to the win, every step's words fit the card together with the "why" of the step
before, in both languages at both window sizes, and the lesson list keeps the current
lesson in sight."""

from __future__ import annotations

import pygame
import pytest

from game.app import fonts
from game.app.coach_card import CoachCard
from game.engine import registry
from game.text import tr
from tests.tutorial_checks import steps_too_tall
from tests.ui_fixtures import click, frames

GAME = "crown"


def test_learn_to_play_on_the_menu_card_opens_the_first_lesson(menu_app):
    learn = {game: button for button, game in menu_app.top().learn_buttons.items()}
    click(menu_app, learn[GAME])
    frames(menu_app, 2)
    scene = menu_app.top()
    first = registry.get(GAME).tutorial.chapters[0].lessons[0].steps[0]
    assert scene.hint_action == first.play[0]  # keep Edmund: named in the status line
    assert "Heroes and generals" in scene.coach.heading()


def test_the_rules_screen_offers_the_guided_game(menu_app):
    index = menu_app.push("rules")
    frames(menu_app, 2)
    assert GAME in index.learn_buttons.values()


def guided(app, speed: str = "normal"):
    """The tutorial's play scene, opened over the menu, its first frames drawn."""
    app.settings.ai_speed = app.settings.animation_speed = speed
    app.push("menu")
    scene = app.push("tutorial", game_id=GAME)
    frames(app, 2)
    return scene


def test_the_coach_leads_to_the_win(make_app):
    app = make_app()
    scene = guided(app, "fast")
    coach = scene.coach
    for _ in range(20000):
        if coach.progress.finished:
            break
        if scene.is_human_turn():
            target = coach.progress.target(scene.legal())
            assert target is not None, coach.heading()
            scene.play(target)
        app.step(0.05, events=[])
    assert coach.progress.finished
    assert scene.match.state.crown != (6, 6)  # the crown is Henry's
    assert scene.match.is_over and scene.match.outcome().ranking[0] == [0]  # and the game


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_step_fits_the_coach_card(make_app, size, lang):
    scene = guided(make_app(size=size, lang=lang))
    assert steps_too_tall(scene) == []


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_lesson_list_keeps_the_current_lesson_in_sight(make_app, lang):
    """Sixteen lessons do not fit the card at 1024x640: the covered ones at the top give
    way to a line that counts them, the current lesson and the next ones stay listed."""
    scene = guided(make_app(size=(1024, 640), lang=lang))
    coach, px = scene.coach, scene.px
    lessons = coach.progress.chapter.lessons
    current = next(i for i, lesson in enumerate(lessons) if lesson.key == "redeploy")
    coach.progress.covered = {(done.key, s.key) for done in lessons[:current] for s in done.steps}
    area = coach.card.area(scene)
    heading = px(8) + fonts.font(px(17), True).get_linesize() + px(4)
    room = area.h - px(44) - heading
    all_rows = coach.lesson_rows()
    rows = CoachCard._rows(all_rows, px, area.w - px(20), room)
    canvas = pygame.Surface(area.size)
    texts = [title for title, _ in rows]
    bottom = CoachCard._lines(canvas, texts, px(15), (0, 0, 0), 0, px, area.w - px(20), 10**6, True)
    assert bottom <= room  # every row listed fits
    titles = [t for t, _ in rows]
    assert all_rows[current][0] in titles and all_rows[-1][0] in titles
    assert titles[0] == tr("coach.lessons_covered", count=all_rows.index(rows[1]))
