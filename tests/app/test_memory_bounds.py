"""Memory stays bounded (issue 15, items 2 and 18): fonts, rendered texts, pictures of the
window and pygame-gui's managers and shapes, whatever sizes and screens come and go.
Behaviour only: what is kept, never how long anything takes."""

from __future__ import annotations

import gc
import sys
from typing import ClassVar

import pygame
import pygame_gui
import pytest

from tests.ui_fixtures import frames


@pytest.fixture
def fresh_fonts():
    from game.app import fonts

    fonts.font.cache_clear()
    fonts.render.cache_clear()
    yield fonts
    fonts.font.cache_clear()
    fonts.render.cache_clear()


def test_faces_stay_few_after_text_at_every_size(menu_app, fresh_fonts):
    fonts = fresh_fonts
    for size in range(6, 121):
        for bold in (False, True):
            fonts.render("Gold & Glory 골드 앤 글로리", size, (255, 255, 255), bold)
            fonts.fit("A long title that must shrink 긴 제목", size, 200, bold)
            fonts.wrap("words to wrap 줄 바꿈 " * 4, size, 300, bold)
            assert fonts.font.cache_info().currsize <= fonts.MAX_FACES
    assert fonts.font.cache_info().currsize == fonts.MAX_FACES


def test_faces_are_read_from_the_font_file_not_copied_into_memory(fresh_fonts):
    from pathlib import Path

    for bold in (False, True):
        source = fresh_fonts._font_source(bold)
        assert isinstance(source, str) and Path(source).is_file()


def test_rendered_texts_are_bounded_by_bytes(menu_app, fresh_fonts):
    fonts = fresh_fonts
    for i in range(3000):
        fonts.render(f"line {i} of a long log 로그 {i}", 18 + i % 40, (200, 180, 140))
        assert fonts.render.cache_info().bytes <= fonts.RENDER_CACHE_BYTES
    info = fonts.render.cache_info()
    assert info.currsize < 3000 and info.bytes > fonts.RENDER_CACHE_BYTES // 2


def test_fit_gives_the_largest_size_that_fits(menu_app, fresh_fonts):
    """The estimated start of the search finds what trying every size downwards found."""
    fonts = fresh_fonts
    texts = ["Play", "Statistics", "한국어 긴 문장이 들어갑니다", "Mage & Orc win!", "W" * 30]
    for text in texts:
        for size in (14, 20, 26, 44, 76):
            for width in (40, 90, 160, 300, 600):
                naive = size
                while naive > min(size, 12) and fonts.font(naive).size(text)[0] > width:
                    naive -= 1
                assert fonts.fit(text, size, width)[0] == naive, (text, size, width)


def test_surface_cache_keeps_the_latest_within_its_bytes():
    from game.app.memory import SurfaceCache

    made = []

    def picture(side: int) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side), pygame.SRCALPHA)

    cache = SurfaceCache(picture, max_bytes=3 * 100 * 100 * 4)
    for side in (100, 100, 100, 100):  # 40 KB each
        cache(side)
    assert made == [100]
    for side in (10, 20, 30, 40):
        cache(side)
    cache(100)  # still kept: recently used
    assert made.count(100) == 1
    cache(200)  # 160 KB: pushes out the least recently used until it fits
    assert cache.cache_info().bytes <= 3 * 100 * 100 * 4
    cache(300)  # bigger than the whole budget: made, returned, not kept
    cache(300)
    assert made.count(300) == 2
    cache.cache_clear()
    assert cache.cache_info().currsize == 0 and cache.cache_info().bytes == 0


def test_a_scale_change_leaves_one_ui_manager_and_no_duplicate_paths(menu_app):
    import i18n
    from pygame_gui.core.utility import set_default_manager

    gc.collect()
    before = {id(o) for o in gc.get_objects() if isinstance(o, pygame_gui.UIManager)}
    before.discard(id(menu_app.manager))  # what other tests may have left in this process
    # pygame-gui keeps the first manager made in the process as its default: as if this
    # app's were the first.
    set_default_manager(menu_app.manager)
    scales = set()
    for size in ((1024, 640), (1440, 900), (1100, 700), (1280, 800), (1600, 1000)):
        menu_app.resize(size)
        frames(menu_app, 2)
        scales.add(menu_app.scale)
    assert len(scales) > 2
    gc.collect()
    managers = [
        o for o in gc.get_objects() if isinstance(o, pygame_gui.UIManager) and id(o) not in before
    ]
    assert managers == [menu_app.manager]  # none of the replaced ones
    assert len(i18n.load_path) == len(set(i18n.load_path))


def test_a_scale_change_forgets_the_old_sizes_texts(menu_app, fresh_fonts):
    for size in range(10, 40):
        fresh_fonts.render("a text at this scale's sizes", size, (255, 255, 255))
    menu_app.resize((1024, 640))  # another scale
    assert "a text at this scale's sizes" not in str(list(fresh_fonts._rendered._entries))
    assert fresh_fonts.font.cache_info().currsize <= 4  # only what the rebuild used


def test_big_rounded_widgets_are_drawn_without_4x_work_surfaces(menu_app):
    from game.app import theme

    shapes = [
        o
        for o in gc.get_objects()
        if type(o).__name__.endswith("Shape") and hasattr(o, "containing_rect")
    ]
    big = [s for s in shapes if s.containing_rect.w * s.containing_rect.h >= theme.BIG_SHAPE_AREA]
    assert big  # the game cards
    for shape in big:
        assert type(shape).__name__ == "BigRoundedShape"
        assert shape.temp_additive_shape is None and shape.temp_subtractive_shape is None
        for state in shape.states.values():
            if state.surface is not None and state.generated:
                assert state.surface.get_size() == shape.containing_rect.size


def test_background_is_not_kept_at_full_size_in_huge_windows(menu_app):
    """Huge windows get the background painted in place: nothing kept, nothing of the
    window's size made on the side (a stretched smaller copy needed a 46 MB work surface
    at 7680x4320), and the very pixels a full-size copy has."""
    from game.app import art

    art.background.cache_clear()
    window = pygame.Surface((3840, 2160))
    art.paint_background(window)
    assert art.background.cache_info().currsize == 0
    expected = art.background.__wrapped__((3840, 2160))
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB")
    art.paint_background(pygame.Surface((1280, 800)))
    assert art.background.cache_info().currsize == 1  # one size at a time


def test_background_looks_as_it_did(menu_app):
    """The lattice tiles and vignette strips give the pixels the window-sized layers gave."""
    from game.app import art, theme

    def reference(size):
        w, h = size
        surface = pygame.Surface(size)
        top, bottom = theme.BG_TOP, theme.BG_BOTTOM
        for y in range(h):
            t = y / max(1, h - 1)
            colour = [round(top[i] + (bottom[i] - top[i]) * t) for i in range(3)]
            pygame.draw.line(surface, colour, (0, y), (w, y))
        lattice = pygame.Surface(size, pygame.SRCALPHA)
        for x in range(-h, w + h, 48):
            pygame.draw.line(lattice, (232, 198, 106, 10), (x, 0), (x + h, h))
            pygame.draw.line(lattice, (232, 198, 106, 10), (x, h), (x + h, 0))
        surface.blit(lattice, (0, 0))
        vignette = pygame.Surface(size, pygame.SRCALPHA)
        for i in range(24):
            alpha = int(90 * (1 - i / 24) ** 2)
            pygame.draw.rect(vignette, (0, 0, 0, alpha), (i * 4, i * 4, w - i * 8, h - i * 8), 4)
        surface.blit(vignette, (0, 0))
        return surface

    for size in ((331, 217), (250, 130)):
        made = art.background.__wrapped__(size)
        expected = reference(size)
        assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_huge_windows_keep_no_copy_of_the_window(make_app):
    from game.app.results_scene import ResultsScene
    from game.armadora.view.play import ArmadoraPlay
    from game.armadora.view.samples import played_match

    app = make_app(size=(3840, 2160))
    play = app.reset_to(ArmadoraPlay(app, played_match(steps=20)))
    frames(app, 3)
    assert play.backdrop_cache.surface is None
    results = app.reset_to(ResultsScene(app, played_match()))
    frames(app, 3)
    assert results._cache is None


def test_leaving_a_screen_lets_its_pictures_go(make_app):
    from game.app import fonts, memory
    from game.app.results_scene import ResultsScene
    from game.app.scenes.main_menu import MainMenu
    from game.armadora.view.play import ArmadoraPlay
    from game.armadora.view.samples import played_match

    cleared = []

    def clear_a_cache() -> None:
        cleared.append(1)

    app = make_app()
    app.reset_to(MainMenu(app))  # its card pictures drawn once, then read from the cache
    memory.forget_on_leave(clear_a_cache)
    play = app.reset_to(ArmadoraPlay(app, played_match(steps=20)))
    frames(app, 3)
    assert play.backdrop_cache.surface is not None
    results = app.replace(ResultsScene(app, played_match()))
    assert play.backdrop_cache.surface is None
    frames(app, 3)
    assert results._cache is not None
    app.reset_to(MainMenu(app))
    memory._ON_LEAVE.remove(clear_a_cache)
    assert results._cache is None
    assert len(cleared) == 3  # each screen left, the registered caches with it
    menu_only = (fonts.font.cache_info().currsize, fonts.render.cache_info().currsize)
    app.reset_to(MainMenu(app))  # what the menu alone keeps: nothing of the game is left
    assert (fonts.font.cache_info().currsize, fonts.render.cache_info().currsize) == menu_only


def test_freed_memory_is_handed_back_a_few_frames_after_a_screen_is_built(menu_app, monkeypatch):
    from game.app import app as app_module
    from game.app import memory
    from game.app.scenes.main_menu import MainMenu

    calls = []
    monkeypatch.setattr(memory, "trim", lambda: calls.append(1) or True)
    menu_app.reset_to(MainMenu(menu_app))
    frames(menu_app, app_module.TRIM_AFTER_FRAMES - 1)
    assert calls == []
    frames(menu_app, 1)
    assert calls == [1]
    frames(menu_app, 20)
    assert calls == [1]  # once per change, not every frame


def test_trimming_is_safe_on_any_platform():
    from game.app import memory

    assert memory.trim() in (True, False)
    assert memory.tune_allocator() in (True, False)


class _RecordedSurface(pygame.Surface):
    """pygame.Surface, remembering the size of every surface made through it (and in
    ``made_in``, the file that made it)."""

    sizes: ClassVar[list[tuple[int, int]]] = []
    made_in: ClassVar[list[str]] = []

    def __init__(self, size, *args, **kwargs) -> None:
        super().__init__(size, *args, **kwargs)
        type(self).sizes.append(self.get_size())
        type(self).made_in.append(sys._getframe(1).f_code.co_filename)


@pytest.fixture
def recorded_surfaces(monkeypatch):
    """The sizes of the surfaces made (by Python code) while the test runs."""
    _RecordedSurface.sizes = []
    _RecordedSurface.made_in = []
    monkeypatch.setattr(pygame, "Surface", _RecordedSurface)
    return _RecordedSurface.sizes


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_a_huge_armadora_board_is_painted_in_place(menu_app, recorded_surfaces):
    """In a huge window the static board (frame, land, grid) is neither kept nor made on a
    surface of its own, nor are the territories' tints (each was a board-sized layer: 98 MB
    at 7680x4320), and the board looks as the kept picture does."""
    from game.armadora.view import board_art, board_view
    from game.armadora.view.play import ArmadoraPlay
    from game.armadora.view.samples import played_match

    play = ArmadoraPlay(menu_app, played_match())
    pos = play.position()
    assert len(pos.regions) > 1  # territories to tint
    view = board_view.BoardView(pygame.Rect(0, 0, 3300, 2100))
    assert view.board_rect.w * view.board_rect.h * 4 > board_art._static_board.max_bytes
    board_art.clear_caches()
    window = pygame.Surface((3300, 2100)).convert()
    window.fill((40, 30, 50))
    reference = window.copy()
    recorded_surfaces.clear()
    view.draw_base(window, pos, play.value_of(pos), board_view.Overlay())
    assert board_art._static_board.cache_info().currsize == 0
    biggest = max((w * h for w, h in recorded_surfaces), default=0)
    assert biggest < view.board_rect.w * view.board_rect.h // 16
    # the same pixels as drawn from a kept picture of the static board
    budget = board_art._static_board.max_bytes
    board_art._static_board.max_bytes = 1 << 40
    try:
        view.draw_base(reference, pos, play.value_of(pos), board_view.Overlay())
    finally:
        board_art._static_board.max_bytes = budget
        board_art.clear_caches()
    assert _bytes(window) == _bytes(reference)


def test_a_huge_crown_ground_is_painted_in_place(menu_app, recorded_surfaces):
    """Crown & Dragon's ground (67 MB at 7680x4320, up to eight were kept) is kept only
    within a window copy's budget; bigger, it is painted in place with the same pixels."""
    from game.crown.rules import CrownRules
    from game.crown.view import board_art
    from game.crown.view.samples import played_match

    shown = CrownRules().observe_public(played_match(steps=60).state)
    board_art._ground.cache_clear()
    rect = pygame.Rect(0, 0, 2200, 2200)
    side = board_art.Geometry.fit(rect).rect.w
    assert side * side * 4 > board_art._ground.max_bytes
    window = pygame.Surface(rect.size).convert()
    reference = window.copy()
    recorded_surfaces.clear()
    board_art.paint_board(window, rect, shown)
    assert board_art._ground.cache_info().currsize == 0
    assert max((w * h for w, h in recorded_surfaces), default=0) < side * side // 16
    budget = board_art._ground.max_bytes
    board_art._ground.max_bytes = 1 << 40
    try:
        board_art.paint_board(reference, rect, shown)
    finally:
        board_art._ground.max_bytes = budget
        board_art._ground.cache_clear()
    assert _bytes(window) == _bytes(reference)
    for cell in range(10, 40):  # grounds of many sizes: a few are kept, not one per size
        board_art.paint_board(window, pygame.Rect(0, 0, cell * 13, cell * 13), shown)
    assert board_art._ground.cache_info().currsize <= 4


def test_a_big_rounded_shape_over_a_shadow_needs_no_layer_of_its_size(menu_app, recorded_surfaces):
    """A tall text box (the Results' totals: 9 MB at 7680x4320) is blended over its shadow in
    bands, not from a work layer of its own size."""
    from game.app import widgets
    from game.app.scene import Scene

    class Tall(Scene):
        def build(self) -> None:
            self.box = widgets.text_box(self, pygame.Rect(20, 20, 400, 2400), "x " * 200)

    recorded_surfaces.clear()
    _RecordedSurface.made_in.clear()
    scene = menu_app.push(Tall(menu_app))
    frames(menu_app, 2)
    shape = scene.box.drawable_shape
    assert type(shape).__name__ == "BigRoundedShape" and shape.base_surface is not None
    full = shape.containing_rect.w * shape.containing_rect.h
    made = zip(recorded_surfaces, _RecordedSurface.made_in, strict=True)
    ours = [w * h for (w, h), where in made if where.endswith("theme.py")]
    assert ours and max(ours) < full // 2  # no work layer of the shape's size


def test_leaving_a_screen_or_resizing_lets_go_of_cards_and_shadows(make_app):
    """Crown & Dragon's painted cards (up to 16 MB) and pygame-gui's short-term shadows go
    with the screen that drew them, and pictures kept per size go with a resize."""
    from game.app import memory
    from game.app.scenes.main_menu import MainMenu
    from game.crown.view import card_art
    from game.crown.view.play import CrownPlay
    from game.crown.view.samples import played_match

    app = make_app()
    shadows = app.manager.get_theme().get_shadow_generator().short_term_rect_cache
    app.reset_to(MainMenu(app))
    menu_shadows = set(shadows)
    app.reset_to(CrownPlay(app, played_match(steps=80)))
    frames(app, 3)
    assert card_art.cache_size() > 0
    assert set(shadows) - menu_shadows  # the game's own shadows
    app.reset_to(MainMenu(app))
    assert card_art.cache_size() == 0
    assert set(shadows) <= menu_shadows
    cleared = []
    clear = memory.forget_on_leave(lambda: cleared.append(1))
    try:
        app.resize((1100, 700))
    finally:
        memory._ON_LEAVE.remove(clear)
    assert cleared == [1]
