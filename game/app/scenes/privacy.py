"""Hot-seat privacy: covers the board until the next player is at the keyboard."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

from game.app import art, fonts, theme, widgets
from game.app.scene import Scene
from game.text import tr


class PrivacyScreen(Scene):
    """A full screen that hides everything until ``player`` clicks (or presses Enter)."""

    name = "privacy"
    in_game = True

    def __init__(self, app, player: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.player = player
        self.on_ready = on_ready

    def build(self) -> None:
        w, h = self.app.size
        px = self.px
        self.ready_button = widgets.button(
            self,
            pygame.Rect((w - px(300)) // 2, h // 2 + px(40), px(300), px(60)),
            tr("play.privacy_ready", player=self.player),
            "@primary",
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ready_button
        )
        enter = event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        )
        if pressed or enter:
            self.app.pop()
            self.on_ready()

    def back(self) -> None:
        """Esc does not reveal the board; the pause menu is reachable after the hand-over."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(art.background(self.app.size), (0, 0))
        w, h = self.app.size
        title = fonts.render(
            tr("play.privacy_title", player=self.player),
            self.px(44),
            theme.GOLD,
            bold=True,
            shadow=(20, 10, 0),
        )
        surface.blit(title, ((w - title.get_width()) // 2, h // 2 - self.px(110)))
        note = fonts.render(tr("play.privacy_note"), self.px(20), theme.MUTED)
        surface.blit(note, ((w - note.get_width()) // 2, h // 2 - self.px(40)))

    def state_for_test(self) -> dict[str, Any]:
        return {"name": self.name, "player": self.player}
