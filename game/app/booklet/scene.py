"""The booklet on screen: one page at a time, flipped with buttons or the arrow keys.

Every page is laid out into a surface that fits the booklet panel; when a page would not fit
(small window, large UI scale, a long translation) the whole page is laid out again a little
smaller, pictures first, and a page that still does not fit scrolls instead of shrinking
into tiny print.  Finished pages are cached per window size, scale, language and palette,
so a frame only blits.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pygame
import pygame_gui

from game import text
from game.app import fonts, theme, widgets
from game.app.booklet.layout import (
    PAPER,
    PAPER_EDGE,
    PICTURE_STEPS,
    TEXT_STEPS,
    Laid,
    Layout,
    Sizes,
)
from game.app.booklet.pages import Booklet, Page
from game.app.booklet.rich_text import scaled_icon
from game.app.scenes.base import MenuPage


@dataclass
class PageImage:
    """A rendered page: the panel with its heading, and the content when it has to scroll."""

    frame: pygame.Surface
    view: pygame.Rect  # where the content shows, relative to the panel
    content: pygame.Surface | None = None  # only for a page taller than ``view``

    @property
    def max_scroll(self) -> int:
        return 0 if self.content is None else max(0, self.content.get_height() - self.view.h)


class BookletScene(MenuPage):
    """A game's rules booklet (:attr:`booklet`), one page at a time.

    Left/Right and PageUp/PageDown (or the Previous/Next buttons) turn pages, Home/End jump to
    the ends; a page taller than the panel scrolls with the wheel and Up/Down.  Subclasses set
    ``name``, ``title_key`` and ``booklet``.
    """

    booklet: ClassVar[Booklet]

    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app)
        self.page = max(0, min(len(self.pages) - 1, page))
        self._pages: dict[tuple, PageImage] = {}
        self._diagrams: dict[tuple, pygame.Surface] = {}
        self._icons: dict[tuple, pygame.Surface | None] = {}
        self.scroll = 0  # pixels, when the page is taller than the panel
        self.overflow: dict[int, int] = {}
        """Page -> pixels its content still overflows at the smallest size (tests read it)."""
        self.text_scale: dict[int, float] = {}
        """Page -> how much its text had to shrink to fit (1.0: not at all)."""
        self.prev_button: pygame_gui.elements.UIButton | None = None
        self.next_button: pygame_gui.elements.UIButton | None = None

    @property
    def pages(self) -> tuple[Page, ...]:
        return self.booklet.pages

    def tr(self, key: str, **args: Any) -> str:
        return self.booklet.text(key, **args)

    # --- layout -----------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        px = self.px
        w, h = self.app.size
        width = min(w - px(72), px(1200))
        top = px(116)
        return pygame.Rect((w - width) // 2, top, width, h - px(100) - top)

    def build(self) -> None:
        px = self.px
        panel = self.panel_rect()
        _, h = self.app.size
        bw, bh = px(200), px(52)
        y = h - px(84)
        self.prev_button = widgets.button(
            self, pygame.Rect(panel.left, y, bw, bh), self.tr(self.booklet.prev_key), "@menu_button"
        )
        self.next_button = widgets.button(
            self,
            pygame.Rect(panel.right - bw, y, bw, bh),
            self.tr(self.booklet.next_key),
            "@menu_button",
        )
        self.build_back_button()
        self._update_buttons()
        if len(self._pages) > 2 * len(self.pages):
            self._pages.clear()
            self._diagrams.clear()
            self._icons.clear()

    def _update_buttons(self) -> None:
        if self.prev_button is None or self.next_button is None:
            return
        if self.page > 0:
            self.prev_button.enable()
        else:
            self.prev_button.disable()
        if self.page < len(self.pages) - 1:
            self.next_button.enable()
        else:
            self.next_button.disable()

    # --- paging -------------------------------------------------------------------------
    def go(self, page: int) -> None:
        """Turn to ``page`` (clamped to the booklet), at the top of the page."""
        page = max(0, min(len(self.pages) - 1, page))
        if page != self.page:
            self.page = page
            self.scroll = 0
            self.app.audio.play("click")
        self._update_buttons()

    def indicator(self) -> str:
        return self.indicator_for(self.page)

    def indicator_for(self, index: int) -> str:
        return self.tr(self.booklet.page_key, page=index + 1, total=len(self.pages))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.prev_button:
                self.go(self.page - 1)
            elif event.ui_element is self.next_button:
                self.go(self.page + 1)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.go(self.page - 1)
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.go(self.page + 1)
            elif event.key == pygame.K_HOME:
                self.go(0)
            elif event.key == pygame.K_END:
                self.go(len(self.pages) - 1)
            elif event.key == pygame.K_DOWN:
                self.scroll_by(self.px(48))
            elif event.key == pygame.K_UP:
                self.scroll_by(-self.px(48))
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(48))

    def scroll_by(self, amount: int) -> None:
        image = self.page_image(self.page)
        self.scroll = max(0, min(image.max_scroll, self.scroll + amount))

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        panel = self.panel_rect()
        image = self.page_image(self.page)
        surface.blit(image.frame, panel.topleft)
        if image.content is None:
            return
        self.scroll = max(0, min(image.max_scroll, self.scroll))
        view = image.view.move(panel.topleft)
        surface.blit(image.content, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        # A thin scroll bar in the right margin.
        track = pygame.Rect(view.right + self.px(12), view.top, max(3, self.px(5)), view.h)
        total = image.content.get_height()
        thumb_h = max(self.px(24), track.h * view.h // total)
        thumb_y = track.top + (track.h - thumb_h) * self.scroll // max(1, image.max_scroll)
        pygame.draw.rect(surface, (70, 58, 60), track, border_radius=track.w // 2)
        pygame.draw.rect(
            surface,
            theme.GOLD_DARK,
            pygame.Rect(track.x, thumb_y, track.w, thumb_h),
            border_radius=track.w // 2,
        )

    def _diagram(self, name: str, width: int, colorblind: bool) -> pygame.Surface:
        key = (name, width, colorblind, text.language())
        image = self._diagrams.get(key)
        if image is None:
            image = self.booklet.diagram(name, width, colorblind)
            self._diagrams[key] = image
        return image

    def _icon(self, name: str, size: int) -> pygame.Surface | None:
        key = (name, size)
        if key not in self._icons:
            self._icons[key] = scaled_icon(self.booklet.icon, name, size)
        return self._icons[key]

    def page_image(self, index: int) -> PageImage:
        """The finished page ``index`` (panel, heading, content), cached."""
        panel = self.panel_rect()
        colorblind = bool(self.app.settings.colorblind)
        key = (index, panel.size, self.app.scale, text.language(), colorblind)
        image = self._pages.get(key)
        if image is None:
            image = self._render_page(index, panel.size, colorblind)
            self._pages[key] = image
        return image

    def page_surface(self, index: int) -> pygame.Surface:
        """The panel of page ``index`` as drawn (with its content unless it scrolls)."""
        return self.page_image(index).frame

    def _render_page(self, index: int, size: tuple[int, int], colorblind: bool) -> PageImage:
        px = self.px
        page = self.pages[index]
        surface = pygame.Surface(size, pygame.SRCALPHA)
        rect = surface.get_rect()
        radius = px(14)
        pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
        pygame.draw.rect(surface, PAPER_EDGE, rect, max(1, px(2)), border_radius=radius)
        pygame.draw.rect(
            surface, (*PAPER_EDGE, 90), rect.inflate(-px(12), -px(12)), 1, border_radius=radius
        )
        margin = px(34)
        title = fonts.render(self.tr(page.title), px(28), theme.GOLD, bold=True, shadow=(20, 10, 0))
        surface.blit(title, (margin, px(18)))
        number = fonts.render(self.indicator_for(index), px(19), theme.MUTED, bold=True)
        surface.blit(
            number,
            (
                size[0] - margin - number.get_width(),
                px(18) + title.get_height() - number.get_height() - px(4),
            ),
        )
        rule_y = px(18) + title.get_height() + px(6)
        pygame.draw.line(surface, PAPER_EDGE, (margin, rule_y), (size[0] - margin, rule_y), 1)
        self._draw_dots(surface, index, (size[0] // 2, size[1] - px(16)))
        content = pygame.Rect(
            margin, rule_y + px(18), size[0] - 2 * margin, size[1] - rule_y - px(18) - px(36)
        )
        laid, scale = self.layout(page, content.w, content.h, colorblind)
        self.overflow[index] = max(0, laid.height - content.h)
        self.text_scale[index] = scale
        if laid.height <= content.h:
            laid.draw(surface, content.x, content.y + (content.h - laid.height) // 3)
            return PageImage(surface, content)
        tall = pygame.Surface((content.w, laid.height + px(8)), pygame.SRCALPHA)
        laid.draw(tall, 0, 0)
        return PageImage(surface, content, tall)

    def _draw_dots(self, surface: pygame.Surface, index: int, centre: tuple[int, int]) -> None:
        count = len(self.pages)
        r = max(3, self.px(4))
        gap = self.px(16)
        x0 = centre[0] - gap * (count - 1) // 2
        for i in range(count):
            at = (x0 + i * gap, centre[1])
            if i == index:
                pygame.draw.circle(surface, theme.GOLD, at, r + 1)
            else:
                pygame.draw.circle(surface, theme.GOLD_DARK, at, r, 1)

    def _layout(self, sizes: Sizes, colorblind: bool) -> Layout:
        return Layout(sizes, colorblind, self.booklet, self._diagram, self._icon)

    def layout(self, page: Page, width: int, height: int, colorblind: bool) -> tuple[Laid, float]:
        """Lay the page out, shrinking step by step until it fits ``height``.

        Returns the layout and the text scale it needed.
        """
        laid = Laid()
        for s in TEXT_STEPS:
            for pictures in PICTURE_STEPS:
                laid = self._layout(Sizes(self.px, s, pictures), colorblind).blocks(
                    page.blocks, width
                )
                if laid.height <= height:
                    return laid, s
        # Too tall even so: the page scrolls, with full-size pictures.
        s = TEXT_STEPS[-1]
        return self._layout(Sizes(self.px, s), colorblind).blocks(page.blocks, width), s

    # --- tests ----------------------------------------------------------------------------
    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "page": self.page,
            "pages": len(self.pages),
            "indicator": self.indicator(),
            "title": self.tr(self.pages[self.page].title),
            "scroll": self.scroll,
            "scrollable": self.page_image(self.page).max_scroll > 0,
        }
