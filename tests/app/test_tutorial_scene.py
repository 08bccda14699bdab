"""The guided first game in the app: offered once, opened from the menu card, the coach's
card following the lessons as the learner plays the path, the "why" after a move, the
next chapter offered at the end, and the coach's hints in a normal game."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.match import Match, SeatInfo
from game.text import tr
from tests.ui_fixtures import click, frames, open_learn_to_play

GAME = "armadora"


def run_until(app, condition, limit: int = 4000) -> None:
    for _ in range(limit):
        if condition():
            return
        app.step(0.05, events=[])
    raise AssertionError("the condition never came true")


def learner_turn(scene) -> bool:
    return scene.is_human_turn() or scene.match.is_over


def test_the_first_start_of_a_game_offers_its_tutorial_once(menu_app):
    menu = menu_app.top()
    menu.open_setup(GAME)
    assert menu_app.top().name == "confirm" and menu_app.top().key == "coach.offer"
    click(menu_app, menu_app.top().no_button)
    assert menu_app.top().name == "setup"
    assert GAME in menu_app.settings.tutorials
    menu_app.pop()
    menu.open_setup(GAME)
    assert menu_app.top().name == "setup"  # asked once only


def test_learn_to_play_on_the_card_opens_the_guided_game(menu_app):
    open_learn_to_play(menu_app, GAME)


def test_the_coach_leads_the_learner_through_a_chapter(make_app):
    app = make_app()
    app.settings.ai_speed = app.settings.animation_speed = "fast"
    app.push("menu")
    scene = app.push("tutorial", game_id=GAME)
    coach = scene.coach
    frames(app, 2)
    tutorial = registry.get(GAME).tutorial
    first = tutorial.chapters[0]
    assert "Lesson 1/" in coach.heading()
    assert scene.hint_action == first.lessons[0].steps[0].play[0]  # the target on the board
    # A legal move off the path: the tooltip says where the lesson goes.
    off = ("warrior", 20, 1)
    assert "The lesson suggests" in coach.aside(scene, off, None)
    headings = []
    while not scene.match.is_over:
        run_until(app, lambda: learner_turn(scene))
        if scene.match.is_over:
            break
        target = coach.progress.target(scene.legal())
        assert target is not None, coach.heading()
        scene.play(target)
        headings.append(coach.heading())
        if len(headings) == 1:
            assert coach.why  # the lesson's why, the move's, and the evaluation's
            assert any("evaluation after it" in line for line in coach.why)  # on the path
            scene.saving.flush()
            assert app.saves.latest_autosave() is None  # a lesson is not resumed later
    run_until(app, lambda: coach.chapter_over)
    assert coach.progress.finished and app.top() is scene  # the board stays, with a card
    assert len(set(headings)) >= len(first.lessons) - 1
    frames(app, 2)
    assert [name for _, name in coach.card.buttons] == ["next", "results"]
    assert app.stats.game(GAME).get("played", 0) == 0  # a lesson is no result
    covered = app.settings.tutorials[GAME]
    assert len(covered) == len(first.steps())
    coach.card.press(scene, "next")
    nxt = app.top()
    assert nxt is not scene and nxt.coach.chapter.key == tutorial.chapters[1].key
    # Learn to play again later: the chapter not finished yet.
    assert app.scene("tutorial", game_id=GAME).coach.chapter.key == tutorial.chapters[1].key


def test_the_card_hides_and_lists_the_lessons(make_app):
    app = make_app()
    app.push("menu")
    scene = app.push("tutorial", game_id=GAME)
    frames(app, 2)
    card = scene.coach.card
    names = [name for _, name in card.buttons]
    assert names == ["lessons", "hide"]
    rect = dict((n, r) for r, n in card.buttons)["lessons"]
    click_at(app, rect.center)
    assert card.listing and scene.coach.lesson_rows()[0][1] is False
    rect = dict((n, r) for r, n in card.buttons)["hide"]
    click_at(app, rect.center)
    frames(app, 1)
    assert not card.open and [name for _, name in card.buttons] == ["show"]


def click_at(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(1 / 60, events=[pygame.event.Event(kind, pos=pos, button=1)])


@pytest.mark.parametrize(
    ("game_id", "hints"), [(GAME, False), *((g, True) for g in registry.shipped())]
)
def test_coach_hints_in_a_normal_game_only_when_asked_for(make_app, game_id, hints):
    app = make_app()
    app.settings.coach_hints = hints
    app.push("menu")
    info = registry.get(game_id)
    match = Match.new(info.rules, {"players": 2}, 3, [SeatInfo("human"), SeatInfo("ai")])
    scene = app.push("play", match=match)
    frames(app, 2)
    if not hints:
        assert scene.coach is None
        return
    run_until(app, scene.is_human_turn)
    frames(app, 1)
    ask = scene.coach.card.ask
    assert ask is not None
    click_at(app, ask.center)
    words = scene.coach.suggestion[1]
    assert "The coach suggests" in words
    if game_id == "crown":  # the opening's moves all score alike: no "50 %" of any of them
        assert "%" not in words and tr("coach.chance_flat") in words
    else:
        assert "%" in words and tr("coach.chance_flat") not in words
    assert scene.hint_action in scene.legal()


def test_the_last_chapter_ends_with_its_words_and_the_results(make_app):
    app = make_app()
    app.push("menu")
    last = registry.get(GAME).tutorial.chapters[-1]
    scene = app.push("tutorial", game_id=GAME, chapter=last.key)
    coach = scene.coach
    assert not coach.hold_results(scene)  # not finished: nothing is held
    coach.progress.index = len(last.steps())
    assert coach.hold_results(scene) and coach.next_chapter() is None
    frames(app, 1)
    assert [name for _, name in coach.card.buttons] == ["results"]
    coach.card.press(scene, "results")
    assert app.top().name == "results"


def test_a_move_off_the_path_gets_the_coachs_comparison(make_app):
    app = make_app()
    app.push("menu")
    scene = app.push("tutorial", game_id=GAME)
    frames(app, 2)
    scene.play(("warrior", 20, 1))  # E3, not the lesson's A1
    assert scene.coach.progress.index == 1  # a warrior all the same: the step is done
    assert any("The coach's evaluation:" in line for line in scene.coach.why)


@pytest.mark.parametrize("over", [False, True])
def test_no_percent_after_the_move_that_ends_the_game(make_app, over):
    """The Crown tutorial's winning move was rated "100 % for you" (and the line pushed the
    game's last sentence off the card): once the game is over the percent says nothing."""
    from types import SimpleNamespace

    from game.app.coach import Coach
    from game.engine import coach as judge

    app = make_app()
    tutorial = registry.get(GAME).tutorial
    coach = Coach(app, tutorial, None)
    move = ("pass",)
    coach.judged = (move, judge.Assessment((move,), (1.0,)))
    match = SimpleNamespace(is_over=over, observe=lambda seat: None)
    report = SimpleNamespace(value=move, events_for=lambda seat: [])
    why = coach._why(SimpleNamespace(match=match), report, [])
    assert any("%" in line for line in why) is not over
