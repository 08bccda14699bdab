"""The rules-booklet engine on its own, with a tiny made-up game's booklet: paging by keys and
buttons, scrolling a tall page, custom blocks, diagrams, inline icons and text wrapping."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from game.app import booklet, fonts
from game.app.booklet import (
    Booklet,
    BookletScene,
    Bullets,
    Diagram,
    Heading,
    Icon,
    Laid,
    Layout,
    Page,
    Para,
    Row,
    Sizes,
    rich_lines,
)
from tests.ui_fixtures import click, frames, key

LONG_EN = (
    "Each turn you **must** either place one warrior on an empty square or put down up to two "
    "palisades; you may also pass, but a player who passes is out of the game for good, so "
    "think twice before you do it."
)
LONG_KO = (
    "자기 차례에는 빈 칸에 전사 하나를 놓거나 울타리를 최대 두 개까지 놓아야 합니다. "
    "**차례를 넘길** 수도 있지만, 한 번 넘긴 사람은 게임이 끝날 때까지 다시 참여할 수 없으니 "
    "신중하게 결정하세요."
)
TEXTS = {
    "fake.prev": "Prev",
    "fake.next": "Next",
    "fake.page": "%{page} of %{total}",
    "fake.p1": "Start",
    "fake.p2": "Custom",
    "fake.p3": "Tall",
    "fake.heading": "How to win",
    "fake.intro": "Collect **gold** [icon:coin] and keep it. Unknown [icon:nothing] icons vanish.",
    "fake.b1": "Dig a **tunnel**.",
    "fake.b2": "Find [icon:coin]3 coins.",
    "fake.caption": "A square picture.",
    "fake.en": LONG_EN,
    "fake.ko": LONG_KO,
}


def fake_tr(key: str, **args) -> str:
    value = TEXTS[key]
    for name, arg in args.items():
        value = value.replace("%{" + name + "}", str(arg))
    return value


DIAGRAMS: list[tuple[str, int, bool]] = []
ICONS: list[tuple[str, int]] = []


def fake_diagram(name: str, width: int, colorblind: bool) -> pygame.Surface:
    DIAGRAMS.append((name, width, colorblind))
    surface = pygame.Surface((width, width // 2))
    surface.fill((0, 0, 255) if colorblind else (255, 0, 0))
    return surface


def fake_icon(name: str, size: int) -> pygame.Surface | None:
    """``coin`` is twice as wide as tall; ``boom`` raises; anything else is unknown."""
    ICONS.append((name, size))
    if name == "boom":
        raise KeyError(name)
    if name != "coin":
        return None
    surface = pygame.Surface((2 * size, size), pygame.SRCALPHA)
    surface.fill((250, 200, 0))
    return surface


@dataclass(frozen=True)
class Stars:
    """A made-up game's own block kind: a row of stars."""

    count: int


LAID_STARS: list[int] = []


def stars(layout: Layout, block: Stars, width: int) -> Laid:
    LAID_STARS.append(width)
    side = layout.z(20)
    laid = Laid()
    for i in range(block.count):
        laid.add(i * side, 0, lambda s, x, y: pygame.draw.circle(s, (255, 255, 0), (x, y), 4))
    laid.height = side
    return laid


PAGES = (
    Page(
        "fake.p1",
        (
            Heading("fake.heading"),
            Para("fake.intro"),
            Bullets(("fake.b1", "fake.b2"), numbered=True),
            Diagram("square", "fake.caption", 0.5),
        ),
    ),
    Page("fake.p2", (Row(((0.5, (Para("fake.en"),)), (0.5, (Stars(5), Para("fake.ko"))))),)),
    Page("fake.p3", tuple(Para("fake.en" if i % 2 else "fake.ko") for i in range(6))),
)

FAKE = Booklet(
    pages=PAGES,
    diagram=fake_diagram,
    prev_key="fake.prev",
    next_key="fake.next",
    page_key="fake.page",
    icon=fake_icon,
    blocks={Stars: stars},
    text=fake_tr,
)


class FakeRules(BookletScene):
    name = "fake_rules"
    title_key = "app.title"
    booklet = FAKE


def fits(line, size: int, width: int, icons=None) -> bool:
    """Within the width, give or take a pixel per space: lines are measured word by word (a
    space alone), then drawn in runs, where spacing can round a pixel differently."""
    slack = sum(f.count(" ") for f, _ in line if isinstance(f, str))
    return booklet.line_width(line, size, icons) <= width + slack


@pytest.fixture
def scene_app(make_app):
    app = make_app()
    app.push(FakeRules(app))
    frames(app, 2)
    return app


# --- the scene ------------------------------------------------------------------------------


def test_keys_flip_pages_and_stop_at_the_ends(scene_app):
    scene = scene_app.top()
    assert scene.state_for_test()["indicator"] == "1 of 3"
    key(scene_app, pygame.K_LEFT)
    assert scene.page == 0
    key(scene_app, pygame.K_RIGHT)
    assert scene.page == 1
    key(scene_app, pygame.K_PAGEDOWN)
    assert scene.page == 2
    key(scene_app, pygame.K_RIGHT)
    key(scene_app, pygame.K_PAGEDOWN)
    assert scene.page == 2
    assert scene.state_for_test()["title"] == "Tall"
    key(scene_app, pygame.K_PAGEUP)
    assert scene.page == 1
    key(scene_app, pygame.K_HOME)
    assert scene.page == 0
    key(scene_app, pygame.K_END)
    assert scene.page == 2


def test_buttons_flip_pages_and_disable_at_the_ends(scene_app):
    scene = scene_app.top()
    assert scene.prev_button.text == "Prev" and scene.next_button.text == "Next"
    assert not scene.prev_button.is_enabled
    click(scene_app, scene.next_button)
    assert scene.page == 1 and scene.prev_button.is_enabled
    for _ in range(4):
        click(scene_app, scene.next_button)
    assert scene.page == 2 and not scene.next_button.is_enabled
    click(scene_app, scene.prev_button)
    assert scene.page == 1 and scene.next_button.is_enabled
    assert scene.state_for_test()["indicator"] == "2 of 3"


def test_a_scene_opened_at_a_page_out_of_range_is_clamped(make_app):
    app = make_app()
    assert app.push(FakeRules(app, page=99)).page == 2
    assert FakeRules(app, page=-5).page == 0


def test_pages_use_the_games_diagrams_custom_blocks_and_icons(make_app):
    DIAGRAMS.clear()
    ICONS.clear()
    LAID_STARS.clear()
    app = make_app()
    scene = app.push(FakeRules(app))
    panel = scene.panel_rect()
    for index in range(len(PAGES)):
        assert scene.page_surface(index).get_size() == panel.size
    assert DIAGRAMS and {name for name, _, _ in DIAGRAMS} == {"square"}
    assert all(not colorblind for *_, colorblind in DIAGRAMS)
    assert LAID_STARS  # the custom block was laid out by its game's function
    assert ("coin", booklet.icon_height(Sizes(scene.px, 1.0).body)) in ICONS
    assert any(name == "nothing" for name, _ in ICONS)
    # Cached: asking again neither lays out nor draws anything.
    first = scene.page_surface(0)
    DIAGRAMS.clear()
    assert scene.page_surface(0) is first and not DIAGRAMS


def test_colour_blind_palette_reaches_the_diagrams(scene_app):
    scene = scene_app.top()
    normal = scene.page_surface(0)
    scene_app.settings.colorblind = True
    DIAGRAMS.clear()
    assert scene.page_surface(0) is not normal
    assert DIAGRAMS and all(colorblind for *_, colorblind in DIAGRAMS)


def test_a_tall_page_scrolls_at_a_large_ui_scale(make_app):
    app = make_app(size=(1024, 640))
    app.settings.ui_scale = 1.5
    app.apply_display_settings()
    scene = app.push(FakeRules(app, page=2))
    frames(app, 1)
    image = scene.page_image(2)
    assert image.max_scroll > 0 and scene.state_for_test()["scrollable"]
    key(app, pygame.K_DOWN)
    assert scene.scroll == scene.px(48)
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert scene.scroll == 0
    app.step(1 / 60, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-100, flipped=False)])
    assert scene.scroll == image.max_scroll
    frames(app, 1)  # drawing with the scroll bar
    key(app, pygame.K_LEFT)
    assert scene.page == 1 and scene.scroll == 0


def test_a_page_that_fits_does_not_scroll(scene_app):
    scene = scene_app.top()
    key(scene_app, pygame.K_DOWN)
    assert scene.scroll == 0
    assert not scene.state_for_test()["scrollable"]
    assert scene.overflow[0] == 0


def test_layout_works_without_a_scene():
    pygame.font.init()
    layout = Layout(Sizes(round, 1.0), False, FAKE)
    laid = layout.blocks(PAGES[0].blocks, 600)
    assert laid.height > 0
    surface = pygame.Surface((600, laid.height), pygame.SRCALPHA)
    laid.draw(surface, 0, 0)
    assert surface.get_bounding_rect().w > 0


def test_a_block_kind_nobody_knows_is_an_error():
    pygame.font.init()
    with pytest.raises(TypeError):
        Layout(Sizes(round, 1.0), False, FAKE).blocks((object(),), 400)


# --- rich text ------------------------------------------------------------------------------


def icons(name: str, size: int) -> pygame.Surface | None:
    return booklet.scaled_icon(fake_icon, name, size)


def plain(runs) -> str:
    return "".join(f if isinstance(f, str) else f"<{f.name}>" for f, _ in runs)


def test_an_inline_icon_takes_its_width_in_the_line():
    pygame.font.init()
    size = 19
    face = fonts.font(size)
    coin = icons("coin", size)
    assert coin.get_height() == booklet.icon_height(size)
    assert coin.get_width() == 2 * coin.get_height()
    (line,) = rich_lines("a [icon:coin] b", size, 1000, icons)
    assert plain(line) == "a <coin> b"
    expected = face.size("a ")[0] + coin.get_width() + face.size(" b")[0]
    assert booklet.line_width(line, size, icons) == expected
    # Glued to a word, the icon stays with it; bold around it keeps its style.
    (line,) = rich_lines("**[icon:coin]3** left", size, 1000, icons)
    assert line == [(Icon("coin"), True), ("3 ", True), ("left", False)]


def test_unknown_icons_and_icons_without_a_drawer_are_left_out():
    pygame.font.init()
    expected = rich_lines("x y", 19, 1000)
    assert rich_lines("x [icon:nothing] y", 19, 1000, icons) == expected
    assert rich_lines("x [icon:boom] y", 19, 1000, icons) == expected
    assert rich_lines("x [icon:coin] y", 19, 1000) == expected


def test_wrapping_with_icons_keeps_every_line_within_the_width():
    pygame.font.init()
    size, width = 19, 160
    value = " ".join(f"**word{i}** [icon:coin]{i}" for i in range(20))
    lines = rich_lines(value, size, width, icons)
    assert len(lines) > 3
    assert all(fits(line, size, width, icons) for line in lines)
    assert sum(plain(line).count("<coin>") for line in lines) == 20


@pytest.mark.parametrize("value", [LONG_EN, LONG_KO])
@pytest.mark.parametrize("width", [120, 260, 480])
def test_a_long_paragraph_wraps_within_the_width(value, width):
    pygame.font.init()
    size = 19
    lines = rich_lines(value, size, width)
    assert len(lines) > 1
    assert all(fits(line, size, width) for line in lines)
    words = value.replace("**", "").split()
    assert " ".join(plain(line) for line in lines).split() == words


def test_a_very_long_word_is_cut_into_lines_that_fit():
    """5,000 characters with no space: cut in linear time (the test would crawl otherwise)."""
    pygame.font.init()
    size, width = 19, 300
    for word in ("가나다라마바사" * 715, "x" * 5000):
        lines = rich_lines(f"before {word} after", size, width)
        assert all(fits(line, size, width) for line in lines)
        assert "".join(plain(line) for line in lines).replace(" ", "") == f"before{word}after"
        assert [plain(line) for line in rich_lines(word, size, width)] == fonts.wrap(
            word, size, width
        )
    # A long word that changes style half way keeps both styles.
    lines = rich_lines("a" * 300 + "**" + "b" * 300 + "**", size, width)
    styles = {(text[0], bold) for line in lines for text, bold in line}
    assert styles == {("a", False), ("b", True)}


def slow_wrap(value: str, size: int, width: int, bold: bool) -> list[str]:
    """The obvious wrap: a long word loses characters from its end until a piece fits."""
    face = fonts.font(size, bold)
    lines: list[str] = []
    for paragraph in value.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if face.size(candidate)[0] <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            current = word
            while face.size(current)[0] > width and len(current) > 1:
                cut = len(current)
                while cut > 1 and face.size(current[:cut])[0] > width:
                    cut -= 1
                lines.append(current[:cut])
                current = current[cut:]
        lines.append(current)
    return lines


def test_wrap_cuts_long_words_where_the_obvious_wrap_does():
    pygame.font.init()
    samples = [LONG_EN, LONG_KO, "가" * 120, "x" * 90 + " short " + "y" * 70, "a  b\n\nc", ""]
    for value in samples:
        for width in (40, 150, 400):
            for bold in (False, True):
                assert fonts.wrap(value, 21, width, bold) == slow_wrap(value, 21, width, bold)
