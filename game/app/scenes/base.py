"""A full-screen menu page: the shared background, a title and a Back button."""

from __future__ import annotations

import pygame
import pygame_gui

from game.app import art, fonts, theme, widgets
from game.app.scene import Scene
from game.text import tr


class MenuPage(Scene):
    """Background, gold title at the top and a Back button at the bottom centre."""

    title_key = "app.title"

    def back_rect(self) -> pygame.Rect:
        """Where every menu screen has its Back button (centred at the bottom); screens with
        more buttons beside it keep its size and height."""
        w, h = self.app.size
        px = self.px
        return pygame.Rect((w - px(220)) // 2, h - px(84), px(220), px(52))

    def build_back_button(self) -> None:
        self.back_button = widgets.button(self, self.back_rect(), tr("menu.back"), "@menu_button")

    def is_back(self, event: pygame.event.Event) -> bool:
        return (
            event.type == pygame_gui.UI_BUTTON_PRESSED
            and getattr(self, "back_button", None) is event.ui_element
        )

    def draw(self, surface: pygame.Surface) -> None:
        art.paint_background(surface)
        title = fonts.render(
            tr(self.title_key), self.px(44), theme.GOLD, bold=True, shadow=(20, 10, 0)
        )
        w = self.app.size[0]
        surface.blit(title, ((w - title.get_width()) // 2, self.px(36)))
        art.ornament_line(
            surface, (w // 2, self.px(36) + title.get_height() + self.px(4)), self.px(180)
        )
