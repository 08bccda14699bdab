"""The Armadora rules booklet: paging with buttons and keys, every page in both languages and
at both window sizes, Esc / Back, and diagrams that show legal positions matching their text."""

from __future__ import annotations

import pygame
import pytest

from game import text
from game.armadora import board
from game.armadora.view import rules_diagrams
from game.armadora.view.rules_scene import BOOKLET, ArmadoraRulesScene
from game.text import tr
from tests.ui_fixtures import click, frames

PAGES = BOOKLET.pages  # the game's pages and the shared marks page last

SIZES = ((1280, 800), (1024, 640))


@pytest.fixture
def rules_app(make_app):
    """The main menu with the rules booklet open on top of it."""
    from game.app.scenes.main_menu import MainMenu

    app = make_app()
    app.push(MainMenu(app))
    app.push(ArmadoraRulesScene(app))
    frames(app, 2)
    return app


def key(app, code: int) -> None:
    app.step(1 / 60, events=[pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")])
    frames(app, 1)


def test_buttons_flip_pages_forward_and_back(rules_app):
    scene = rules_app.top()
    assert isinstance(scene, ArmadoraRulesScene)
    assert scene.state_for_test()["indicator"] == f"1 / {len(PAGES)}"
    assert not scene.prev_button.is_enabled
    click(rules_app, scene.next_button)
    click(rules_app, scene.next_button)
    assert scene.page == 2
    assert scene.state_for_test()["indicator"] == f"3 / {len(PAGES)}"
    assert scene.prev_button.is_enabled
    click(rules_app, scene.prev_button)
    assert scene.page == 1
    for _ in range(len(PAGES) + 2):
        click(rules_app, scene.next_button)
    assert scene.page == len(PAGES) - 1
    assert not scene.next_button.is_enabled
    assert scene.state_for_test()["title"] == tr(PAGES[-1].title)


def test_arrow_keys_flip_pages_and_stop_at_the_ends(rules_app):
    scene = rules_app.top()
    key(rules_app, pygame.K_LEFT)
    assert scene.page == 0
    key(rules_app, pygame.K_RIGHT)
    key(rules_app, pygame.K_RIGHT)
    assert scene.page == 2
    key(rules_app, pygame.K_LEFT)
    assert scene.page == 1
    key(rules_app, pygame.K_END)
    assert scene.page == len(PAGES) - 1
    key(rules_app, pygame.K_RIGHT)
    assert scene.page == len(PAGES) - 1
    key(rules_app, pygame.K_HOME)
    assert scene.page == 0


def test_escape_returns_to_the_previous_scene(rules_app):
    from game.app.scenes.main_menu import MainMenu

    key(rules_app, pygame.K_RIGHT)
    key(rules_app, pygame.K_ESCAPE)
    assert isinstance(rules_app.top(), MainMenu)
    assert rules_app.running


def test_back_button_returns_to_the_previous_scene(rules_app):
    from game.app.scenes.main_menu import MainMenu

    click(rules_app, rules_app.top().back_button)
    assert isinstance(rules_app.top(), MainMenu)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_page_renders_and_fits(make_app, size, lang):
    app = make_app(size=size, lang=lang)
    scene = app.push(ArmadoraRulesScene(app))
    panel = scene.panel_rect()
    assert panel.bottom < scene.back_button.rect.top
    assert app.screen.get_rect().contains(scene.next_button.rect)
    for index in range(len(PAGES)):
        scene.go(index)
        frames(app, 1)
        image = scene.page_surface(index)
        assert image.get_size() == panel.size
        assert scene.overflow[index] == 0, (lang, size, index)
        # The design sizes must not need tiny print.
        assert scene.text_scale[index] >= 0.9, (lang, size, index)
    assert scene.state_for_test()["indicator"] == tr(
        "booklet.page", page=len(PAGES), total=len(PAGES)
    )


def test_a_page_too_tall_for_a_large_ui_scale_scrolls(make_app):
    app = make_app(size=(1024, 640))
    app.settings.ui_scale = 1.5
    app.apply_display_settings()
    scene = app.push(ArmadoraRulesScene(app))
    frames(app, 1)
    tall = next(i for i in range(len(PAGES)) if scene.page_image(i).max_scroll > 0)
    scene.go(tall)
    frames(app, 1)
    assert scene.state_for_test()["scrollable"]
    key(app, pygame.K_DOWN)
    assert scene.scroll > 0
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-100, flipped=False)])
    assert scene.scroll == scene.page_image(tall).max_scroll
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=100, flipped=False)])
    assert scene.scroll == 0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT if tall < len(PAGES) - 1 else pygame.K_LEFT)
    assert scene.scroll == 0


def test_language_switch_rebuilds_the_open_booklet(rules_app):
    scene = rules_app.top()
    key(rules_app, pygame.K_RIGHT)
    rules_app.set_language("ko")
    frames(rules_app, 1)
    assert rules_app.top() is scene and scene.page == 1
    assert scene.next_button.text == tr("booklet.next")
    assert scene.state_for_test()["title"] == text.catalog("ko")[PAGES[1].title]


def test_pages_are_cached_not_redrawn_every_frame(rules_app):
    scene = rules_app.top()
    first = scene.page_surface(0)
    frames(rules_app, 3)
    assert scene.page_surface(0) is first


def test_colour_blind_palette_gives_other_pictures(make_app):
    app = make_app()
    scene = app.push(ArmadoraRulesScene(app))
    normal = scene.page_surface(4)
    app.settings.colorblind = True
    other = scene.page_surface(4)
    assert other is not normal


# --- the diagrams show what their captions say ---------------------------------------------


@pytest.mark.parametrize("name", list(rules_diagrams.EXAMPLES))
def test_diagram_positions_are_legal(name):
    example = rules_diagrams.EXAMPLES[name]()
    pos = example.pos
    assert all(region.bit_count() >= board.MIN_REGION for region in pos.regions), name
    assert pos.occupied & board.MINES == 0, name
    assert sorted(pos.gold) == [3, 4, 4, 5, 5, 6, 6, 7]
    for c in board.iter_bits(pos.occupied):
        assert 1 <= pos.values[c] <= 5
        assert 0 <= pos.owners[c] < pos.players
    assert pos.palisades & ~board.ALL_LINES == 0


def test_territory_diagram_shows_one_legal_and_one_illegal_palisade():
    pos = rules_diagrams.territory_example().pos
    right, down = pos.right_open, pos.down_open
    assert not board.line_splits_small(rules_diagrams.TERRITORY_LEGAL, right, down)
    assert board.split_sizes(rules_diagrams.TERRITORY_LEGAL, right, down) == (4, 36)
    assert board.line_splits_small(rules_diagrams.TERRITORY_ILLEGAL, right, down)
    closed = board.close_line(rules_diagrams.TERRITORY_ILLEGAL, right, down)
    assert rules_diagrams.TERRITORY_SMALL in board.regions(*closed)


def test_full_and_reinforcement_diagrams_show_full_territories():
    from game.armadora import moves

    pos = rules_diagrams.full_example().pos
    assert rules_diagrams.FULL_REGION in pos.regions
    assert moves.is_full(rules_diagrams.FULL_REGION, pos.occupied)
    top_left = moves.region_at(pos, 0)
    assert not moves.is_full(top_left, pos.occupied)
    pos = rules_diagrams.reinforce_example().pos
    assert moves.is_full(rules_diagrams.REINFORCE_REGION, pos.occupied)


def test_scoring_caption_matches_the_real_scoring():
    result = rules_diagrams.score_example("scoring")
    by_mask = {t.mask: t for t in result.territories}
    tie = by_mask[rules_diagrams.SCORING_TIE]
    assert (tie.gold, tie.strength, tie.reason) == (9, {0: 4, 1: 4}, "split")
    assert tie.awarded == {0: 4, 1: 4} and tie.discarded == 1
    majority = by_mask[rules_diagrams.SCORING_MAJORITY]
    assert (majority.strength, majority.awarded) == ({0: 3, 1: 5}, {1: 6})


def test_reinforcement_caption_matches_the_real_scoring():
    result = rules_diagrams.score_example("reinforce")
    territory = next(t for t in result.territories if t.mask == rules_diagrams.REINFORCE_REGION)
    assert territory.strength == {0: 3, 1: 3}
    assert territory.reason == "reinforcement"
    assert territory.awarded == {0: 5}


def test_elf_diagram_targets_follow_the_rules():
    example = rules_diagrams.elf_example()
    targets = example.overlay.targets
    assert targets
    assert targets & rules_diagrams.ELF_SAFE == 0
    pos = example.pos
    assert all(pos.owners[c] == 1 for c in board.iter_bits(targets))
    assert pos.arrows[board.cell_of(5, 3)] == 1 and targets >> board.cell_of(5, 3) & 1
