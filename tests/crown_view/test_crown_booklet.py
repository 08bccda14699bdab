"""The Crown & Dragon rules booklet: every page lays out in both languages at both window
sizes without scrolling, every key, icon and diagram a page names exists, and the worked
examples in the text are what the rules answer for the positions drawn beside them."""

from __future__ import annotations

import re

import pygame
import pytest

from game import text
from game.crown import battle
from game.crown.view import rules_diagrams, rules_positions
from game.crown.view.rules_scene import BOOKLET, PAGES, CrownRulesScene
from tests.booklet_pages import assert_every_page_fits, diagram_names, page_keys
from tests.ui_fixtures import frames

pytestmark = pytest.mark.usefixtures("home")
SIZES = ((1280, 800), (1024, 640))
ICON = re.compile(r"\[icon:([\w.-]+)\]")


def test_the_booklet_covers_every_topic():
    titles = [page.title for page in PAGES]
    for topic in ("goal", "board", "turn", "move", "battle", "fight", "ranged", "dragon"):
        assert f"crown_rules.{topic}.title" in titles
    for topic in ("crown", "cards", "teams"):
        assert f"crown_rules.{topic}.title" in titles
    assert CrownRulesScene.title_key in text.catalog("en")


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_key_a_page_uses_exists(lang):
    catalog = text.catalog(lang)
    assert [key for page in PAGES for key in page_keys(page) if key not in catalog] == []


def test_every_booklet_key_is_shown():
    en = {k for k in text.catalog("en") if k.startswith("crown_rules.")}
    used = {k for page in PAGES for k in page_keys(page)}
    unused = en - used - {CrownRulesScene.title_key}
    assert all(k.startswith("crown_rules.diagram.") for k in unused), sorted(unused)


def test_every_icon_in_the_text_is_drawn():
    for lang in text.LANGUAGES:
        for key, value in text.catalog(lang).items():
            if key.startswith("crown_rules."):
                for name in ICON.findall(value):
                    assert BOOKLET.icon is not None
                    assert BOOKLET.icon(name, 20) is not None, (lang, key, name)
    assert BOOKLET.icon("no_such_icon", 20) is None


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_diagram_is_drawn(lang):
    pygame.font.init()
    text.set_language(lang)
    text.set_strict(True)
    try:
        assert diagram_names(PAGES) == set(rules_diagrams.DIAGRAMS)
        for name in sorted(diagram_names(PAGES)):
            for width in (240, 560):
                for colorblind in (False, True):
                    image = rules_diagrams.render(name, width, colorblind)
                    assert image.get_size() == (width, rules_diagrams.height_for(name, width))
                    assert image.get_bounding_rect().w > width // 2, name
    finally:
        text.set_strict(False)
        text.set_language("en")


def test_an_unknown_diagram_is_an_error():
    with pytest.raises(KeyError):
        rules_diagrams.render("no_such_diagram", 200, False)


# --- the worked examples are the rules' answers ------------------------------------------------


def test_counterattack_example():
    """A (100/80) attacks B (100/100): the rules let B hold and win by its counterattack."""
    (a_atk, a_def), (b_atk, b_def) = rules_diagrams.COUNTER_EXAMPLE
    recruit = 0  # a sword Recruit (10/10); the generals' own weapon is the spear: no bonus
    a = battle.Fighter(battle.GENERAL, 0, (5, 4), (recruit,), 1, (0, 0), (a_atk - 10, a_def - 10))
    b = battle.Fighter(battle.GENERAL, 1, (5, 3), (recruit,), 1, (0, 0), (b_atk - 10, b_def - 10))
    assert (battle.attack(a), battle.defence(a)) == (a_atk, a_def)
    assert (battle.attack(b), battle.defence(b)) == (b_atk, b_def)
    result = battle.resolve(a, b)
    assert (result.mode, result.winner) == ("standard", "defender")
    example = text.catalog("en")["crown_rules.fight.example"]
    assert all(str(n) in example for n in (a_atk, a_def, b_atk, b_def))


def test_strength_example():
    piece = rules_positions.answer("strength")["pieces"][0]
    assert (piece["atk"], piece["def"]) == (80, 100)
    assert piece["specialty"] and piece["aligned"]


def test_volley_example():
    reply = rules_positions.answer("volley")
    assert reply["mode"] == "volley"
    assert reply["winner"] is None
    assert reply["discarded"] == {
        "attacker": [],
        "defender": [{"weapon": "spear", "grade": "recruit"}],
    }
    position = rules_positions.POSITIONS["volley"]
    strength = _strength(position)
    assert strength[(8, 6)][0] == 40  # "Viggo (attack 40)"


def test_archer_against_archer_example():
    reply = rules_positions.answer("archers")
    assert (reply["range"], reply["mode"], reply["winner"]) == ("ranged", "standard", "defender")
    assert reply["removed"] == [[8, 6]]
    assert reply["vp"] == {"2": 10}
    strength = _strength(rules_positions.POSITIONS["archers"])
    assert strength[(8, 6)] == (40, 30)  # Saga: attack 40, defence 30
    assert strength[(11, 6)] == (50, 60)  # Zoran: attack 50, defence 60


def _strength(position) -> dict:
    from game.crown.position import parse_position

    squares = [g["at"] for g in position["generals"]]
    reply = parse_position({**position, "query": {"type": "strength", "pieces": squares}})
    return {tuple(p["at"]): (p["atk"], p["def"]) for p in reply.answer()["pieces"]}


def test_movement_example_uses_tunnels_and_the_crown():
    reply = rules_positions.answer("movement")
    assert reply["steps"] == 5  # white 3, Ragnar +2
    squares = {tuple(sq) for sq in reply["squares"]}
    assert reply["takes_crown"]
    assert (11, 6) in squares  # out of the east tunnel, far from the hero
    assert (6, 1) not in squares  # the rock closes the north tunnel


def test_dragon_example_wraps_round_the_edge():
    reply = rules_positions.answer("dragon")
    assert reply["outcome"] == "landed"
    assert reply["landed"] == [1, 6]


def test_crown_example_is_a_winning_kingdom():
    reply = rules_positions.answer("crown")
    assert reply["crown"] == 0


# --- the scene ---------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_page_renders_and_fits(make_app, size, lang):
    assert_every_page_fits(make_app(size=size, lang=lang), CrownRulesScene, PAGES, 0.8)


def test_the_rules_open_from_the_view(make_app):
    from game.crown.view import VIEW

    app = make_app()
    scene = app.push(VIEW.rules_scene(app))
    frames(app, 1)
    assert isinstance(scene, CrownRulesScene)


@pytest.mark.parametrize("size", SIZES)
def test_every_effect_card_is_drawn_with_its_words(make_app, size, monkeypatch):
    """Issue 36, item 3: at 1024x640 the booklet drew the action cards too small for their
    effect in words, and the black cards' words tiny; every action and black card is drawn
    at least a full card's width (with its effect), and at least 140 px wide."""
    from game.crown.cards import ACTIONS, BLACKS
    from game.crown.view import card_art
    from game.crown.view.card_layout import FULL_WIDTH

    drawn: dict[tuple[str, int], int] = {}
    for deck in ("action", "black"):
        paint = getattr(card_art, f"{deck}_card")

        def record(kind, card_size, colorblind=False, deck=deck, paint=paint):
            drawn[deck, kind] = min(drawn.get((deck, kind), 9999), card_size[0])
            return paint(kind, card_size, colorblind)

        monkeypatch.setattr(card_art, f"{deck}_card", record)
    app = make_app(size=size)
    scene = app.push(CrownRulesScene(app))
    for index, page in enumerate(PAGES):
        if page.title.startswith("crown_rules.effects."):
            scene.go(index)
            frames(app, 1)
    expected = {("action", k) for k in range(len(ACTIONS))} | {
        ("black", k) for k in range(len(BLACKS))
    }
    assert set(drawn) == expected
    assert min(drawn.values()) >= max(FULL_WIDTH, 140), drawn
