"""Crown & Dragon on the shared screens: its view in the registry, the menu card picture,
each seat's badge on the New game screen, the Load list's board picture and progress, the
best result on the Statistics screen, the New game screen's options and its one-click
default, and every sample scene the self-test builds."""

from __future__ import annotations

import pygame
import pytest

from game import text
from game.app.setup_scene import SetupScene
from game.crown import GAME
from game.crown.cards import HERO_NAMES
from game.crown.setup_options import SETUP
from game.crown.view import VIEW, samples, thumbnail
from game.engine import registry
from game.engine.contract import Outcome
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_game_declares_its_view():
    assert GAME.view_ref == "game.crown.view:VIEW"
    assert registry.get("crown").view is VIEW
    assert VIEW.game_id == "crown"


def test_card_picture_fills_its_size_in_both_palettes():
    pygame.init()
    for size in ((300, 130), (220, 96)):
        normal = VIEW.card_picture(size)
        assert normal.get_size() == size
        assert normal.get_bounding_rect().size == size
        safe = VIEW.card_picture(size, colorblind=True)
        assert _bytes(normal) != _bytes(safe)


def test_seat_badges_show_the_hero_or_the_seat():
    pygame.init()
    seats = [VIEW.seat_badge(seat, None, 28, False) for seat in range(4)]
    assert all(b.get_size() == (28, 28) for b in seats)
    assert len({_bytes(b) for b in seats}) == 4
    heroes = [VIEW.seat_badge(0, hero, 28, False) for hero in HERO_NAMES]
    assert len({_bytes(b) for b in heroes}) == 4
    assert _bytes(heroes[0]) != _bytes(seats[0])
    assert _bytes(VIEW.seat_badge(1, None, 28, True)) != _bytes(seats[1])


def test_seat_label_is_the_hero():
    match = samples.played_match(steps=20)
    shown = match.observe_public()
    for seat in range(shown.players):
        key = VIEW.seat_label(shown, seat)
        assert key == f"crown.hero.{HERO_NAMES[shown.hero[seat]]}"
        assert key in text.catalog("ko")


def test_board_picture_and_progress():
    pygame.init()
    match = samples.played_match(steps=120, setup={"round_limit": 20})
    shown = match.observe_public()
    picture = VIEW.board_picture(shown, (160, 120), False)
    assert picture.get_width() <= 160 and picture.get_height() <= 120
    assert picture.get_width() >= 110 and picture.get_width() == picture.get_height()
    assert _bytes(picture) != _bytes(VIEW.board_picture(shown, (160, 120), True))
    assert VIEW.progress(shown) == text.tr("crown_view.progress.round", round=shown.round, limit=20)
    open_ended = samples.played_match(steps=60, setup={"round_limit": None}).observe_public()
    assert VIEW.progress(open_ended) == text.tr(
        "crown_view.progress.round_open", round=open_ended.round
    )
    dealing = samples.played_match(steps=0).observe_public()
    assert VIEW.progress(dealing) == text.tr("crown_view.progress.setup")


def test_best_result_is_the_fastest_crowning():
    best = VIEW.best_result
    assert best is not None and best.lower_is_better
    assert best.text_key in text.catalog("en") and best.text_key in text.catalog("ko")
    won = Outcome([[0], [1]], {0: 50.0, 1: 20.0}, {"end": "goal", "rounds": 17})
    assert best.measure(won, [0]) == 17
    assert best.measure(won, [1]) is None  # lost
    at_limit = Outcome([[0], [1]], {0: 40.0, 1: 20.0}, {"end": "limit", "rounds": 30})
    assert best.measure(at_limit, [0]) is None
    assert thumbnail.fastest_crowning(won, [0, 1]) == 17


def test_setup_declares_every_option_the_issue_asks_for():
    ids = {option.key for option in SETUP.options}
    assert {"teams", "random_start", "round_limit"} <= ids
    assert SETUP.seat_choice is not None and SETUP.seat_choice.unique
    values = [choice.value for choice in SETUP.seat_choice.choices]
    assert values == [None, *HERO_NAMES]
    for choice in SETUP.seat_choice.choices[1:]:
        assert choice.help_key in text.catalog("ko")  # each hero's ability explained


def test_one_click_on_play_starts_two_players_against_a_normal_ai(make_app):
    app = make_app()
    scene = app.push(SetupScene(app, "crown"))
    frames(app, 2)
    state = scene.state_for_test()
    assert state["players"] == 2
    assert [(s["kind"], s["level"]) for s in state["seats"]] == [
        ("human", "normal"),
        ("ai", "normal"),
    ]
    assert state["setup"]["round_limit"] == 30
    assert sorted(state["badges"]) == [0, 1]
    scene.start()
    frames(app, 2)
    assert app.top().name != "setup"
    assert app.top().match.rules.game_id == "crown"


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_sample_scene_opens(make_app, lang):
    app = make_app(lang=lang)
    scenes = VIEW.sample_scenes(app)
    assert len(scenes) == 4
    for scene in scenes:
        app.push(scene)
        frames(app, 3)
        app.pop()
