"""The board drawn from an observation (``paint_board``), usable without a play scene (the
Results picture and the Load-list thumbnail call it), and the words for every decision."""

from __future__ import annotations

import random

import pygame
import pytest

from game import text
from game.crown.board import SIZE, TUNNELS, C
from game.crown.rules import CrownRules
from game.crown.view import board_art
from game.crown.view.play import CrownPlay
from game.engine.contract import CHANCE, TERMINAL
from tests.crown.helpers import new_game
from tests.crown_view.helpers import solo

RULES = CrownRules()


def played(seed: int, decisions: int, players: int = 4):
    """A state some random decisions into a game (structures, pieces and cards about)."""
    state = new_game(seed, players=players)
    rng = random.Random(seed)
    for _ in range(decisions * 3):
        mover = RULES.to_move(state)
        if mover == TERMINAL:
            break
        if mover == CHANCE:
            RULES.apply_chance(state, RULES.sample_chance(state, rng))
            continue
        legal = RULES.legal_actions(state)
        build = [a for a in legal if a[0] in ("castle", "wall", "build", "military", "assign")]
        RULES.apply(state, rng.choice(build if build and rng.random() < 0.8 else legal))
    return state


@pytest.mark.parametrize("colorblind", [False, True])
def test_paint_board_draws_a_position_on_any_surface(colorblind):
    pygame.font.init()
    state = played(3, 300)
    shown = RULES.observe_public(state)
    surface = pygame.Surface((300, 220))
    surface.fill((1, 2, 3))
    rect = pygame.Rect(10, 10, 280, 200)
    geo = board_art.paint_board(surface, rect, shown, colorblind)
    assert rect.contains(geo.rect) and geo.rect.w == geo.cell * SIZE
    assert geo.rect.w == 200 // SIZE * SIZE  # the largest whole grid that fits
    assert surface.get_at((0, 0))[:3] == (1, 2, 3)  # nothing outside the rectangle
    territory = board_art.seat_colour(0, colorblind)
    corner = surface.get_at(geo.square_rect((2, 1)).topleft)[:3]
    assert corner != (1, 2, 3) and corner != territory  # the ground, darkened


def test_geometry_finds_every_square_under_its_centre():
    geo = board_art.Geometry.fit(pygame.Rect(5, 7, 400, 300))
    for square in [(0, 0), (12, 12), C, *TUNNELS]:
        point = tuple(round(v) for v in geo.centre(square))
        assert geo.square_at(point) == square
    assert geo.square_at((geo.x - 1, geo.y)) is None


def test_marks_are_drawn_on_their_squares():
    pygame.font.init()
    shown = RULES.observe_public(new_game(2))
    plain = pygame.Surface((390, 390))
    marked = pygame.Surface((390, 390))
    rect = plain.get_rect()
    board_art.paint_board(plain, rect, shown)
    marks = board_art.Marks(
        reach=frozenset({(6, 2)}), targets=frozenset({(3, 3)}), sites=frozenset({(2, 2)})
    )
    geo = board_art.paint_board(marked, rect, shown, marks=marks)

    def pixels(surface, square) -> bytes:
        return pygame.image.tobytes(surface.subsurface(geo.square_rect(square)), "RGB")

    for square in ((6, 2), (3, 3), (2, 2)):
        assert pixels(plain, square) != pixels(marked, square)
    assert pixels(plain, (10, 2)) == pixels(marked, (10, 2))


@pytest.mark.usefixtures("home")
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_decision_and_step_has_words(make_app, lang):
    """Random games played through the scene: every legal action is described (and has
    help), every prompt and log line is found, in both languages (strict: a missing key
    fails)."""
    app = make_app(lang=lang)
    for seed in (1, 2):
        scene: CrownPlay = solo(app, seed=seed, round_limit=3)
        rng = random.Random(seed)
        for _ in range(400):
            match = scene.match
            if match.is_over:
                break
            scene.viewer = match.to_move if match.to_move >= 0 else 0
            scene.refresh()
            for action in match.legal_actions():
                assert scene.describe(action)
                assert scene.action_help(action)
            assert scene.prompt()
            scene.play(rng.choice(match.legal_actions()))
            scene.skip_animations()
        assert all(line and "crown.log" not in line for line in scene.log_lines())
        assert scene.over_text() if scene.match.is_over else True
        app.pop()
    text.set_language("en")


def test_hot_seat_seats_are_named_by_their_heroes():
    from game.crown.view.play import seat_label_key

    shown = RULES.observe_public(new_game(4, heroes=["mirae", "ragnar"]))
    assert [seat_label_key(shown, s) for s in (0, 1)] == ["crown.hero.mirae", "crown.hero.ragnar"]


def test_the_crown_under_the_dragon_on_c_still_shows():
    """The dragon on C covers the crown lying there: a small crown in C's corner says it is
    still there (gold pixels in the corner only then)."""
    from game.app import theme

    pygame.font.init()
    state = new_game(2, players=2)
    rect = pygame.Rect(0, 0, 390, 390)

    def corner_has_gold(dragon_at) -> bool:
        state.dragon_at = dragon_at
        surface = pygame.Surface(rect.size)
        geo = board_art.paint_board(surface, rect, RULES.observe_public(state))
        square = geo.square_rect(C)
        corner = pygame.Rect(square.centerx, square.top, square.w // 2, square.h // 4)
        return any(
            surface.get_at((x, y))[:3] == theme.GOLD
            for x in range(corner.left, corner.right)
            for y in range(corner.top, corner.bottom)
        )

    assert state.crown == C
    assert corner_has_gold(C)
    assert not corner_has_gold((1, 6))
