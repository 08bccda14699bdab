"""Rules: pick a game to read its illustrated rules summary."""

from __future__ import annotations

import pygame
import pygame_gui

from game.app import widgets
from game.app.coach import has_tutorial
from game.app.scenes.base import MenuPage
from game.app.views import views
from game.engine import registry
from game.text import tr


class RulesIndex(MenuPage):
    name = "rules_index"
    title_key = "menu.rules"

    def build(self) -> None:
        px = self.px
        w, _ = self.app.size
        self.game_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        y = px(160)
        self.learn_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        for view in views():
            button = widgets.button(
                self,
                pygame.Rect((w - px(420)) // 2, y, px(420), px(60)),
                tr(registry.get(view.game_id).title_key),
                "@menu_button",
            )
            self.game_buttons[button] = view.game_id
            if has_tutorial(view.game_id):
                learn = widgets.button(
                    self,
                    pygame.Rect((w + px(420)) // 2 + px(12), y + px(8), px(170), px(44)),
                    tr("coach.learn"),
                    "@small",
                    tooltip=tr("coach.learn_help"),
                )
                self.learn_buttons[learn] = view.game_id
            y += px(76)
        self.build_back_button()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.game_buttons:
            self.app.push("rules", game_id=self.game_buttons[event.ui_element])
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.learn_buttons:
            self.app.push("tutorial", game_id=self.learn_buttons[event.ui_element])
