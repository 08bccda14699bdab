"""The Gold Mine rules booklet: every page lays out in both languages at both window sizes,
every key and diagram a page names exists, and the example mines in the pictures follow the
real placement and movement rules."""

from __future__ import annotations

import re

import pygame
import pytest

from game import text
from game.app.booklet import Page, Para
from game.goldmine import mine
from game.goldmine.tiles import DELTAS, GEOMETRY, KINDS
from game.goldmine.view import diagram_examples, rules_diagrams
from game.goldmine.view.rules_scene import BOOKLET, GoldMineRulesScene
from tests.booklet_pages import assert_every_page_fits, diagram_names, page_keys
from tests.ui_fixtures import frames, home, make_app  # noqa: F401

PAGES = BOOKLET.pages  # the game's pages and the shared marks page last

SIZES = ((1280, 800), (1024, 640))
ICON = re.compile(r"\[icon:([\w.-]+)\]")


def missing_keys(pages: tuple[Page, ...], lang: str) -> list[str]:
    catalog = text.catalog(lang)
    return [key for page in pages for key in page_keys(page) if key not in catalog]


# --- content --------------------------------------------------------------------------------


def test_the_booklet_has_about_ten_pages():
    assert 8 <= len(PAGES) - 1 <= 10  # the game's own, and the shared marks page
    assert GoldMineRulesScene.name == "goldmine_rules"
    assert GoldMineRulesScene.title_key in text.catalog("en")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_key_a_page_uses_exists(lang):
    assert missing_keys(PAGES, lang) == []


def test_a_page_with_a_missing_key_is_caught():
    broken = (Page("goldmine_rules.goal.title", (Para("goldmine_rules.no_such_key"),)),)
    assert missing_keys(broken, "en") == ["goldmine_rules.no_such_key"]


def test_both_languages_have_the_same_booklet_keys():
    en = {k for k in text.catalog("en") if k.startswith("goldmine_rules.")}
    ko = {k for k in text.catalog("ko") if k.startswith("goldmine_rules.")}
    assert en == ko
    unused = en - {k for page in PAGES for k in page_keys(page)}
    # The rest are drawn inside the pictures (tile names, the "up to" label) or the title.
    assert all(
        k.startswith(("goldmine_rules.label.", "goldmine_rules.diagram.")) or k.endswith(".title")
        for k in unused
    ), sorted(unused)


def test_every_icon_in_the_text_is_drawn():
    for lang in ("en", "ko"):
        for key, value in text.catalog(lang).items():
            if key.startswith("goldmine_rules."):
                for name in ICON.findall(value):
                    assert BOOKLET.icon is not None
                    assert BOOKLET.icon(name, 20) is not None, (lang, key, name)


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_diagram_named_on_a_page_is_drawn(lang):
    pygame.font.init()
    text.set_language(lang)
    text.set_strict(True)
    try:
        for name in sorted(diagram_names(PAGES)):
            for width in (240, 520):
                for colorblind in (False, True):
                    image = BOOKLET.diagram(name, width, colorblind)  # the game's or a mark
                    assert image.get_width() == width, name
                    assert image.get_height() == BOOKLET.diagram_height(name, width), name
                    assert image.get_bounding_rect().w > 0, name  # something was drawn
    finally:
        text.set_strict(False)
        text.set_language("en")


def test_an_unknown_diagram_name_is_an_error():
    with pytest.raises(KeyError):
        rules_diagrams.render("no_such_diagram", 200, False)


# --- the scene ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "ko"])
def test_every_page_renders_and_fits(make_app, size, lang):  # noqa: F811
    assert_every_page_fits(make_app(size=size, lang=lang), GoldMineRulesScene, PAGES, 0.9)


def test_keys_turn_the_pages(make_app):  # noqa: F811
    app = make_app()
    scene = app.push(GoldMineRulesScene(app))
    frames(app, 1)
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="")
    app.step(1 / 60, events=[event])
    assert scene.page == len(PAGES) - 1


# --- the example mines follow the rules -------------------------------------------------------


@pytest.mark.parametrize("name", list(diagram_examples.EXAMPLE_MINES))
def test_example_mines_are_mines_play_could_reach(name):
    example = diagram_examples.EXAMPLE_MINES[name]
    for (x, y), (tile, rot) in example.items():
        shape = GEOMETRY[tile.kind][rot]
        for edge, (dx, dy) in enumerate(DELTAS):
            other = example.get((x + dx, y + dy))
            if other is None:
                continue
            facing = GEOMETRY[other[0].kind][other[1]]
            if shape.cave or facing.cave:
                continue
            assert shape.is_open(edge) == facing.is_open((edge + 2) % 4), (name, (x, y), edge)
            if KINDS[tile.kind].entrance:
                assert not KINDS[other[0].kind].dead_end, (name, (x + dx, y + dy))
    board, tiles = diagram_examples.tables(example)
    start = next(iter(board))
    seen = {start}
    todo = [start]
    while todo:  # every tile joins the others through meeting openings
        x, y = todo.pop()
        for path in range(len(mine.geometry(board, (x, y), tiles).paths)):
            for nx, ny, _ in mine.neighbours(board, (x, y, path), tiles):
                if (nx, ny) not in seen:
                    seen.add((nx, ny))
                    todo.append((nx, ny))
    assert seen == set(board), name


def test_placement_diagram_marks_follow_the_rules():
    tile, _ = diagram_examples.PLACEMENT_TILE
    legal = diagram_examples.legal_spots(diagram_examples.PLACEMENT_MINE, tile)
    forbidden = diagram_examples.forbidden_spots(diagram_examples.PLACEMENT_MINE, tile)
    assert set(legal) == {(2, 0), (-1, 1), (0, 2)}
    assert diagram_examples.PLACEMENT_GHOST in legal
    # As the caption says: one cross beside the entrance, one where two tunnels arrive.
    assert forbidden == {(0, -1): "dead_end", (1, 1): "mismatch"}


def test_moving_diagram_stops_in_the_mud():
    board, tiles = diagram_examples.tables(diagram_examples.MOVE_MINE)
    reach = mine.reach(board, diagram_examples.MOVE_START, diagram_examples.MOVE_DIE, True, tiles)
    muddy = diagram_examples.MOVE_STEPS[-1]
    assert reach[muddy] == len(diagram_examples.MOVE_STEPS)
    assert mine.is_muddy(board, muddy, tiles)
    assert diagram_examples.MOVE_OTHER in diagram_examples.MOVE_STEPS  # walked through
    blocked = (*diagram_examples.MOVE_BLOCKED, 0)
    assert blocked not in reach
    # Without the mud the chamber would have been in reach.
    assert blocked in mine.reach(
        board, diagram_examples.MOVE_START, diagram_examples.MOVE_DIE, False, tiles
    )
    route = mine.route(board, diagram_examples.MOVE_START, muddy, True, tiles)
    assert tuple(route[1:]) == diagram_examples.MOVE_STEPS


def test_bat_push_diagram_is_a_real_walk():
    board, tiles = diagram_examples.tables(diagram_examples.BAT_MINE)
    end = diagram_examples.BAT_STEPS[-1]
    route = mine.route(board, diagram_examples.BAT_START, end, True, tiles)
    assert tuple(route[1:]) == diagram_examples.BAT_STEPS
    assert len(diagram_examples.BAT_STEPS) == diagram_examples.BAT_DIE


def test_hide_diagram_uses_an_empty_chamber_away_from_the_fight():
    example = diagram_examples.HIDE_MINE
    target = diagram_examples.HIDE_TARGET
    assert example[target][0].spec.chamber
    assert target in diagram_examples.HIDE_EMPTY
    fighters = {pos[:2] for _, pos in diagram_examples.HIDE_MINERS[:2]}
    assert target not in fighters


def test_duel_diagram_attacker_wins_two_rounds_with_a_tie():
    rounds = diagram_examples.DUEL_ROUNDS
    assert sum(a >= b for a, b in rounds) == 2
    assert any(a == b for a, b in rounds)
