"""Settings: language (live), fullscreen, UI scale, volumes, AI and animation speed, palette."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider

from game import text
from game.app import widgets
from game.app.scenes.base import MenuPage
from game.persistence.settings import SPEEDS, UI_SCALE_MAX, UI_SCALE_MIN
from game.text import tr

SCALE_STEP = 0.1


class SettingsScene(MenuPage):
    name = "settings"
    title_key = "settings.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choices: dict[pygame_gui.elements.UIButton, tuple[str, Any]] = {}
        self.sliders: dict[UIHorizontalSlider, str] = {}
        self.slider_labels: dict[str, pygame_gui.elements.UILabel] = {}

    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        s = self.app.settings
        self.choices.clear()
        self.sliders.clear()
        width = min(w - px(80), px(820))
        row_h = px(56)
        area = pygame.Rect((w - width) // 2, px(120), width, min(h - px(220), 8 * row_h + px(36)))
        box = widgets.panel(self, area)
        label_w = px(280)
        y = px(20)
        control_x = label_w + px(30)
        control_w = area.w - control_x - px(24)

        def row_label(key: str) -> None:
            widgets.label(
                self, pygame.Rect(px(24), y, label_w, row_h - px(8)), tr(key), container=box
            )

        def choice_row(key: str, field: str, options: list[tuple[Any, str]]) -> None:
            row_label(key)
            bw = min(px(150), (control_w - px(8) * (len(options) - 1)) // len(options))
            x = control_x
            for value, option_key in options:
                button = widgets.button(
                    self,
                    pygame.Rect(x, y + px(2), bw, row_h - px(12)),
                    tr(option_key),
                    "@toggle",
                    container=box,
                )
                if getattr(s, field) == value:
                    button.select()
                self.choices[button] = (field, value)
                x += bw + px(8)

        def slider_row(key: str, field: str) -> None:
            row_label(key)
            slider = UIHorizontalSlider(
                pygame.Rect(control_x, y + px(8), control_w - px(70), row_h - px(24)),
                start_value=round(getattr(s, field) * 100),
                value_range=(0, 100),
                manager=self.app.manager,
                container=box,
            )
            self.sliders[slider] = field
            self.slider_labels[field] = widgets.label(
                self,
                pygame.Rect(control_x + control_w - px(62), y, px(62), row_h - px(8)),
                tr("settings.percent", value=round(getattr(s, field) * 100)),
                "@centered",
                container=box,
            )

        choice_row(
            "settings.language",
            "language",
            [(lang, f"app.language_{lang}") for lang in text.LANGUAGES],
        )
        y += row_h
        choice_row(
            "settings.fullscreen", "fullscreen", [(False, "settings.off"), (True, "settings.on")]
        )
        y += row_h
        row_label("settings.ui_scale")
        bw = px(56)
        self.scale_down = widgets.button(
            self,
            pygame.Rect(control_x, y + px(2), bw, row_h - px(12)),
            "−",
            "@toggle",
            container=box,
        )
        self.scale_label = widgets.label(
            self,
            pygame.Rect(control_x + bw + px(8), y, px(110), row_h - px(8)),
            tr("settings.percent", value=round(s.ui_scale * 100)),
            "@centered",
            container=box,
        )
        self.scale_up = widgets.button(
            self,
            pygame.Rect(control_x + bw + px(126), y + px(2), bw, row_h - px(12)),
            "+",
            "@toggle",
            container=box,
        )
        if s.ui_scale <= UI_SCALE_MIN + 1e-6:
            self.scale_down.disable()
        if s.ui_scale >= UI_SCALE_MAX - 1e-6:
            self.scale_up.disable()
        y += row_h
        slider_row("settings.master_volume", "master_volume")
        y += row_h
        slider_row("settings.effects_volume", "effects_volume")
        y += row_h
        speeds = [(speed, f"settings.speed_{speed}") for speed in SPEEDS]
        choice_row("settings.ai_speed", "ai_speed", speeds)
        y += row_h
        choice_row("settings.animation_speed", "animation_speed", speeds)
        y += row_h
        choice_row(
            "settings.colorblind", "colorblind", [(False, "settings.off"), (True, "settings.on")]
        )
        self.build_back_button()

    def handle_event(self, event: pygame.event.Event) -> None:
        s = self.app.settings
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            self.app.audio.play("click")
            if self.is_back(event):
                self.back()
            elif element in (self.scale_down, self.scale_up):
                step = SCALE_STEP if element is self.scale_up else -SCALE_STEP
                s.ui_scale = round(min(UI_SCALE_MAX, max(UI_SCALE_MIN, s.ui_scale + step)), 2)
                self.app.save_settings()
                self.app.apply_display_settings()
            elif element in self.choices:
                field, value = self.choices[element]
                self.set_choice(field, value)
        elif (
            event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element in self.sliders
        ):
            field = self.sliders[event.ui_element]
            setattr(s, field, event.value / 100)
            self.slider_labels[field].set_text(tr("settings.percent", value=round(event.value)))
            self.app.audio.apply_settings(s)
            self.app.audio.play("click")

    def set_choice(self, field: str, value: Any) -> None:
        s = self.app.settings
        if field == "language":
            self.app.set_language(value)
            return
        setattr(s, field, value)
        self.app.save_settings()
        if field == "fullscreen":
            self.app.apply_display_settings()
        else:
            self.rebuild()

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()

    def state_for_test(self) -> dict[str, Any]:
        return {"name": self.name, "settings": self.app.settings.to_json()}
