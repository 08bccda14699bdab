"""Memory stays bounded (issue 15, items 2 and 18): fonts, rendered texts, pictures of the
window and pygame-gui's managers and shapes, whatever sizes and screens come and go.
Behaviour only: what is kept, never how long anything takes."""

from __future__ import annotations

import gc

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
    from game.app import art, memory

    art.background.cache_clear()
    window = pygame.Surface((3840, 2160))
    art.paint_background(window)
    info = art.background.cache_info()
    assert info.currsize == 1 and info.bytes <= memory.WINDOW_COPY_BYTES
    assert window.get_at((1920, 1080))[:3] != (0, 0, 0)  # painted all over
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
    assert play._backdrop is None
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

    memory.forget_on_leave(clear_a_cache)
    app = make_app()
    play = app.reset_to(ArmadoraPlay(app, played_match(steps=20)))
    frames(app, 3)
    assert play._backdrop is not None
    results = app.replace(ResultsScene(app, played_match()))
    assert play._backdrop is None
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
