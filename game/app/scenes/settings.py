"""Settings: language (live), fullscreen, UI scale, volumes, AI and animation speed, palette."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIHorizontalSlider, UIScrollingContainer

from game import text
from game.app import widgets
from game.app.scenes.base import MenuPage
from game.persistence.settings import SPEEDS, UI_SCALE_MAX, UI_SCALE_MIN
from game.text import tr

SCALE_STEP = 0.1
ROW, ROW_MIN = 56, 38
"""Height of a row in design pixels, and the least it may shrink to before the rows scroll
(38: the nine rows fit 1280x800 and 1024x640 at 130 % whole, issue 51)."""
PAD, PAD_MIN = 20, 10
"""The room above the first row and below the last, and the least it shrinks to with them."""
ROWS = 9


class SettingsScene(MenuPage):
    name = "settings"
    title_key = "settings.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.choices: dict[pygame_gui.elements.UIButton, tuple[str, Any]] = {}
        self.sliders: dict[UIHorizontalSlider, str] = {}
        self.slider_labels: dict[str, pygame_gui.elements.UILabel] = {}
        self.scroll: UIScrollingContainer | None = None
        self._scroll_at = 0.0  # where the rows were scrolled to before a rebuild
        self.box: pygame_gui.elements.UIPanel | None = None
        self._keep: tuple[bool, tuple[int, int]] | None = None
        """After an Interface size click: which button (+ or not) and where its centre was,
        so the rebuilt screen puts it back under the mouse for the next click."""

    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        self.choices.clear()
        self.sliders.clear()
        width = min(w - px(80), px(820))
        top = px(120)
        room = h - top - px(100)  # down to the Back button
        pad = px(PAD)
        probe = widgets.panel(self, pygame.Rect(0, 0, px(60), px(60)))  # a small one: cheap
        inset = probe.rect.h - probe.get_container().get_rect().h  # its border and shadow
        probe.kill()
        # Rows shrink to fit the window; below the least height they scroll instead.
        row_h = min(px(ROW), max(px(ROW_MIN), (room - inset - 2 * pad) // ROWS))
        if ROWS * row_h + 2 * pad + inset > room:  # tight: the margins give way first
            pad = max(px(PAD_MIN), (room - inset - ROWS * row_h) // 2)
        content_h = ROWS * row_h + 2 * pad
        shown_h = min(room, content_h + inset)
        if content_h + inset > room:  # scrolled: the view ends with a whole row, none cut
            shown_h = inset + pad + (room - inset - pad) // row_h * row_h
        area = pygame.Rect((w - width) // 2, top, width, shown_h)
        box = self.box = widgets.panel(self, area)  # it ends with its rows, or scrolls them
        inner = box.get_container().get_rect()
        self.scroll = None
        area_w = inner.w
        if content_h > inner.h:
            self.scroll = UIScrollingContainer(
                pygame.Rect(0, 0, inner.w, inner.h),
                manager=self.app.manager,
                container=box,
                allow_scroll_x=False,
            )
            area_w = inner.w - px(24)  # room for the scroll bar
            self.scroll.set_scrollable_area_dimensions((area_w, content_h))
            box = self.scroll
        self._build_rows(box, area_w, row_h, pad)
        if self.scroll is not None and self._scroll_at and self.scroll.vert_scroll_bar:
            self.scroll.vert_scroll_bar.set_scroll_from_start_percentage(self._scroll_at)
        self._keep_scale_button(area)
        self.build_back_button()

    def _keep_scale_button(self, area: pygame.Rect) -> None:
        """The Interface size buttons stay where they were clicked: the whole panel moves
        (within the window) so the button is under the mouse again after the new scale."""
        if self._keep is None:
            return
        up, (x, y) = self._keep
        button = self.scale_up if up else self.scale_down
        dx, dy = x - button.rect.centerx, y - button.rect.centery
        w, h = self.app.size
        moved = area.move(dx, dy)
        moved.x = max(0, min(moved.x, w - moved.w))
        moved.y = max(self.px(90), min(moved.y, h - moved.h - self.px(90)))
        if moved.topleft != area.topleft:
            self.box.set_relative_position(moved.topleft)

    def _build_rows(self, box, area_w: int, row_h: int, y: int) -> None:
        """The nine rows, ``row_h`` high each, from ``y`` down inside ``box``."""
        px = self.px
        s = self.app.settings
        label_w = min(px(280), area_w * 2 // 5)
        control_x = label_w + px(30)
        control_w = area_w - control_x - px(20)
        control_h = row_h - px(12)

        def row_label(key: str) -> None:
            widgets.label(
                self, pygame.Rect(px(20), y, label_w, row_h - px(8)), tr(key), container=box
            )

        def choice_row(key: str, field: str, options: list[tuple[Any, str]]) -> None:
            row_label(key)
            bw = min(px(150), (control_w - px(8) * (len(options) - 1)) // len(options))
            x = control_x
            for value, option_key in options:
                button = widgets.button(
                    self,
                    pygame.Rect(x, y + (row_h - px(8) - control_h) // 2, bw, control_h),
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
            slider_h = max(px(16), row_h - px(24))
            slider = UIHorizontalSlider(
                pygame.Rect(
                    control_x, y + (row_h - px(8) - slider_h) // 2, control_w - px(70), slider_h
                ),
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
        button_y = y + (row_h - px(8) - control_h) // 2
        self.scale_down = widgets.button(
            self, pygame.Rect(control_x, button_y, bw, control_h), "−", "@toggle", container=box
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
            pygame.Rect(control_x + bw + px(126), button_y, bw, control_h),
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
        y += row_h
        choice_row(
            "settings.coach_hints", "coach_hints", [(False, "settings.off"), (True, "settings.on")]
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        s = self.app.settings
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            self.app.audio.play("click")
            if self.is_back(event):
                self.back()
            elif element in (self.scale_down, self.scale_up):
                self._keep = (element is self.scale_up, element.rect.center)
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
        bar = self.scroll.vert_scroll_bar if self.scroll is not None else None
        self._scroll_at = bar.start_percentage if bar is not None else 0.0
        if field == "fullscreen":
            self.app.apply_display_settings()
        else:
            self.rebuild()

    def back(self) -> None:
        self.app.save_settings()
        self.app.pop()

    def state_for_test(self) -> dict[str, Any]:
        return {"name": self.name, "settings": self.app.settings.to_json()}
