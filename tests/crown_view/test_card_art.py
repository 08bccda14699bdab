"""Crown & Dragon's cards, drawn by the game: every card of every deck paints at a small and
a large size in both languages, its text fits its boxes, and the cache is bounded."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import text
from game.app import fonts
from game.crown.cards import ACTIONS, BLACKS, GENERAL_COUNT, MILITARY, MILITARY_TYPES
from game.crown.view import card_art, card_layout

SMALL = (60, 84)
LARGE = (180, 252)
SIZES = (SMALL, (90, 126), LARGE, (240, 336))
DECK_SIZES = {
    "military": MILITARY_TYPES,
    "general": GENERAL_COUNT,
    "action": len(ACTIONS),
    "black": len(BLACKS),
}
PAINTERS = {
    "military": card_art.military_card,
    "general": card_art.general_card,
    "action": card_art.action_card,
    "black": card_art.black_card,
}


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    pygame.init()
    text.set_strict(True)
    card_art.clear_cache()
    yield
    text.set_strict(False)
    text.set_language("en")
    card_art.clear_cache()


def _cards() -> list[tuple[str, int]]:
    return [(deck, kind) for deck, count in DECK_SIZES.items() for kind in range(count)]


@pytest.mark.parametrize("lang", text.LANGUAGES)
@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_every_card_paints_with_ink_on_it(lang, size):
    text.set_language(lang)
    for deck, kind in _cards():
        surface = PAINTERS[deck](kind, size)
        assert surface.get_size() == size, (deck, kind)
        colours = {
            tuple(surface.get_at((x, y)))
            for x in range(0, size[0], 3)
            for y in range(0, size[1], 3)
        }
        assert len(colours) > 12, (deck, kind)  # a picture, not a blank frame
    for deck in card_layout.DECKS:
        assert card_art.card_back(deck, size).get_size() == size


@pytest.mark.parametrize("lang", text.LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_text_fits_its_box(lang, size):
    text.set_language(lang)
    card = pygame.Rect((0, 0), size)
    entries = [*_cards(), *(("back", i) for i in range(len(card_layout.DECKS)))]
    for deck, kind in entries:
        boxes = card_layout.card_texts(deck, kind, size)
        for box in boxes:
            width = fonts.font(box.px, box.bold).size(box.text)[0]
            assert width <= box.rect.w, (deck, kind, box.text, box.px)
            assert box.area.contains(box.rect), (deck, kind, box.text)
            assert card.contains(box.area), (deck, kind, box.text)
            assert box.px >= 7, (deck, kind, box.text)
            assert "..." not in box.text


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_no_word_is_cut_in_two(lang):
    """Wrapped names and effects break between words, never inside one."""
    text.set_language(lang)
    for size in SIZES:
        for deck, names in (("action", ACTIONS), ("black", BLACKS)):
            for kind, name in enumerate(names):
                boxes = card_layout.card_texts(deck, kind, size)
                blocks: dict[tuple, list[str]] = {}
                for box in boxes:
                    blocks.setdefault((box.area.topleft, box.area.size), []).append(box.text)
                title = next(iter(blocks.values()))
                assert " ".join(title).split() == text.tr(f"crown.{deck}.{name}").split()
                if size[0] >= card_layout.FULL_WIDTH:
                    effect = list(blocks.values())[1]
                    expected = text.tr(f"crown.{deck}_help.{name}").split()
                    assert " ".join(effect).split() == expected, (deck, name, size)


def test_large_cards_say_more_than_small_ones():
    for deck, kind in _cards():
        small = card_layout.card_texts(deck, kind, SMALL)
        large = card_layout.card_texts(deck, kind, LARGE)
        assert len(large) > len(small), (deck, kind)
    help_text = text.tr("crown.action_help.harvest")
    said = " ".join(b.text for b in card_layout.card_texts("action", 0, LARGE))
    assert said.split() == [
        *text.tr("crown.action.harvest").split(),
        *help_text.split(),
        *text.tr("crown.card.deck_action").split(),
    ]


def test_military_card_shows_its_numbers():
    for kind in range(MILITARY_TYPES):
        card = MILITARY[kind]
        small = [b.text for b in card_layout.card_texts("military", kind, SMALL)]
        assert small == [str(card.atk), str(card.defence), str(card.price), str(card.upkeep)]
        large = [b.text for b in card_layout.card_texts("military", kind, LARGE)]
        for value in (card.atk, card.defence, card.upkeep, card.price):
            assert str(value) in large


def test_cache_hit_returns_the_same_surface():
    first = card_art.military_card(5, SMALL)
    assert card_art.military_card(5, SMALL) is first
    assert card_art.military_card(5, SMALL, colorblind=True) is not first
    assert card_art.military_card(5, LARGE) is not first
    assert card_art.card_back("black", SMALL) is card_art.card_back("black", SMALL)


def test_cache_follows_the_language():
    english = card_art.action_card(2, LARGE)
    text.set_language("ko")
    korean = card_art.action_card(2, LARGE)
    assert korean is not english
    assert pygame.image.tobytes(korean, "RGBA") != pygame.image.tobytes(english, "RGBA")
    text.set_language("en")
    assert card_art.action_card(2, LARGE) is english


def test_cache_is_bounded():
    sizes = [(20 + i % 40, 28 + i // 40) for i in range(card_art.CACHE_SIZE + 50)]
    first = card_art.card_back("military", sizes[0])
    for size in sizes:
        card_art.card_back("military", size)
    assert card_art.cache_size() == card_art.CACHE_SIZE
    # the oldest went first (painted anew), the newest is still there
    newest = card_art.card_back("military", sizes[-1])
    assert card_art.card_back("military", sizes[-1]) is newest
    assert card_art.card_back("military", sizes[0]) is not first


def test_cache_is_bounded_in_pixels():
    big = (300, 420)
    for kind in range(MILITARY_TYPES):
        card_art.military_card(kind, big)
    assert card_art.cache_pixels() <= card_art.CACHE_PIXELS
    assert card_art.cache_size() == card_art.CACHE_PIXELS // (big[0] * big[1])
    assert card_art.cache_pixels() == card_art.cache_size() * big[0] * big[1]
    card_art.clear_cache()
    assert (card_art.cache_size(), card_art.cache_pixels()) == (0, 0)


def test_colour_blind_palette_changes_branch_colours():
    normal = card_art.military_card(0, SMALL)
    safe = card_art.military_card(0, SMALL, colorblind=True)
    assert normal.get_at((1, SMALL[1] // 2)) != safe.get_at((1, SMALL[1] // 2))


def test_unknown_deck_is_refused():
    with pytest.raises(ValueError):
        card_art.card_back("dragon", SMALL)


@pytest.mark.parametrize("size", [SMALL, LARGE])
def test_cards_are_opaque_inside_their_rounded_corners(size):
    """No icon punches a see-through hole in a card."""
    inside = pygame.Rect((0, 0), size).inflate(-size[0] // 5, -size[0] // 5)
    for deck, kind in _cards():
        surface = PAINTERS[deck](kind, size)
        alphas = {
            surface.get_at((x, y)).a
            for x in range(inside.left, inside.right)
            for y in range(inside.top, inside.bottom, 2)
        }
        assert alphas == {255}, (deck, kind)
