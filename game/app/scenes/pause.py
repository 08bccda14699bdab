"""Pause (Esc during a game): resume, save, rules, settings, quit to the menu."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.app import widgets
from game.app.scene import Scene
from game.text import tr


class PauseMenu(Scene):
    """Over the play scene of ``game_id``; ``on_save`` and ``on_quit`` are the play scene's
    own (save a copy; autosave and leave for the main menu)."""

    overlay = True
    in_game = True
    name = "pause"
    ENTRIES = ("resume", "save", "rules", "settings", "quit_to_menu")

    def __init__(
        self, app, game_id: str, on_save: Callable[[], None], on_quit: Callable[[], None]
    ) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.on_save = on_save
        self.on_quit = on_quit
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        bw, bh, gap = px(320), px(54), px(14)
        box_h = len(self.ENTRIES) * (bh + gap) + px(100)
        area = pygame.Rect((w - bw - px(60)) // 2, (h - box_h) // 2, bw + px(60), box_h)
        box = widgets.panel(self, area)
        inner_w = box.get_container().get_rect().w  # within the border and shadow
        widgets.label(
            self,
            pygame.Rect(0, px(16), inner_w, px(44)),
            tr("pause.title"),
            "@heading",
            container=box,
        )
        y = px(80)
        for entry in self.ENTRIES:
            cls = (
                "@danger"
                if entry == "quit_to_menu"
                else ("@primary" if entry == "resume" else "@menu_button")
            )
            self.buttons[entry] = widgets.button(
                self,
                pygame.Rect((inner_w - bw) // 2, y, bw, bh),
                tr(f"pause.{entry}"),
                cls,
                container=box,
            )
            y += bh + gap

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        if element is self.buttons["resume"]:
            self.app.pop()
        elif element is self.buttons["save"]:
            self.app.pop()
            self.on_save()
        elif element is self.buttons["rules"]:
            from game.app.views import get_view

            self.app.push(get_view(self.game_id).rules_scene(self.app))
        elif element is self.buttons["settings"]:
            from game.app.scenes.settings import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif element is self.buttons["quit_to_menu"]:
            self.on_quit()
