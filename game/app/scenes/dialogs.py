"""Modal dialogs drawn over the current scene: confirm, choose and message; and the message
that is all a second start of the app on a user folder held by a running one shows."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame
import pygame_gui

from game.app import fonts, theme, widgets
from game.app.scene import AppShell, Scene
from game.app.scenes.base import MenuPage
from game.text import tr


class _Dialog(Scene):
    overlay = True
    width, least_height = 520, 150

    def __init__(self, app: AppShell, key: str, args: Mapping[str, Any] | None = None) -> None:
        super().__init__(app)
        self.key = key
        self.args = dict(args or {})
        self.box: pygame_gui.elements.UIPanel | None = None

    def frame(self) -> pygame.Rect:
        """Centred, as tall as its words need (no empty band above the buttons)."""
        w = self.px(self.width)
        sw, sh = self.app.size
        needed = 2 * self.px(22) + self.text_height(w - 2 * self.px(22)) + self.buttons_height()
        h = min(sh - self.px(40), max(self.px(self.least_height), needed))
        return pygame.Rect((sw - w) // 2, (sh - h) // 2, w, h)

    def buttons_height(self) -> int:
        """The room under the words for the buttons (one row)."""
        return self.px(60)

    def text_height(self, width: int) -> int:
        """The height of the dialog's words wrapped in a text box ``width`` wide (the
        theme's font size at this scale, padding and line spacing), with half a line to
        spare: the text box wraps them itself."""
        box = theme.theme_dict(self.app.scale)["text_box"]
        size = int(box["font"]["size"])
        pad_x, pad_y = (int(v) for v in box["misc"]["padding"].split(","))
        lines = fonts.wrap(tr(self.key, **self.args), size, width - 2 * pad_x - 4)
        step = math.ceil(fonts.font(size).get_linesize() * float(box["misc"]["line_spacing"]))
        return max(1, len(lines)) * step + 2 * pad_y + step // 2

    def build_body(self) -> pygame.Rect:
        area = self.frame()
        self.box = widgets.panel(self, area, "@dialog")  # opaque: the board stays behind it
        pad = self.px(22)
        body = pygame.Rect(pad, pad, area.w - 2 * pad, area.h - 2 * pad - self.buttons_height())
        widgets.text_box(
            self, body, widgets.escape(tr(self.key, **self.args)), container=self.box, cls="@clear"
        )
        return area

    def state_for_test(self) -> dict[str, Any]:
        return {"name": self.name, "key": self.key}


class ConfirmDialog(_Dialog):
    """A yes/no question; ``on_yes`` runs after the dialog closes."""

    name = "confirm"

    def __init__(
        self,
        app: AppShell,
        key: str,
        on_yes: Callable[[], None],
        args: Mapping[str, Any] | None = None,
        yes_key: str = "dialog.yes",
        no_key: str = "dialog.no",
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(app, key, args)
        self.on_yes = on_yes
        self.on_no = on_no  # called after No (None: the dialog only closes)
        self.yes_key, self.no_key = yes_key, no_key

    def build(self) -> None:
        area = self.build_body()
        bw, bh = self.px(170), self.px(48)
        y = area.h - bh - self.px(20)
        gap = self.px(16)
        x = (area.w - 2 * bw - gap) // 2
        self.no_button = widgets.button(
            self, pygame.Rect(x, y, bw, bh), tr(self.no_key), container=self.box
        )
        self.yes_button = widgets.button(
            self,
            pygame.Rect(x + bw + gap, y, bw, bh),
            tr(self.yes_key),
            "@primary",
            container=self.box,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.yes_button:
                self.confirm()
            elif event.ui_element is self.no_button:
                self.app.pop()
                if self.on_no is not None:
                    self.on_no()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()


class ChoiceDialog(_Dialog):
    """A question with a button per answer, one under the other, and Cancel under them:
    ``options`` are ``(label, on_choose)``; the chosen one runs after the dialog closes."""

    name = "choose"
    ROW = 48
    GAP = 10

    def __init__(
        self,
        app: AppShell,
        key: str,
        options: Sequence[tuple[str, Callable[[], None]]],
        args: Mapping[str, Any] | None = None,
    ) -> None:
        super().__init__(app, key, args)
        self.options = list(options)
        self.option_buttons: list[pygame_gui.elements.UIButton] = []

    def buttons_height(self) -> int:
        """A row per answer above Cancel's."""
        return super().buttons_height() + self.px(self.ROW + self.GAP) * len(self.options)

    def build(self) -> None:
        area = self.build_body()
        bw, bh, step = area.w - 2 * self.px(22), self.px(self.ROW), self.px(self.ROW + self.GAP)
        x = (area.w - bw) // 2
        y = area.h - bh - self.px(20) - step * len(self.options)
        self.option_buttons = []
        for label, _ in self.options:
            button = widgets.button(
                self, pygame.Rect(x, y, bw, bh), label, "@primary", container=self.box
            )
            widgets.fit_label(button, label)  # a player's own long name
            self.option_buttons.append(button)
            y += step
        self.cancel_button = widgets.button(
            self, pygame.Rect(x, y, bw, bh), tr("dialog.cancel"), container=self.box
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.cancel_button:
            self.app.pop()
        elif event.ui_element in self.option_buttons:
            _, on_choose = self.options[self.option_buttons.index(event.ui_element)]
            self.app.pop()
            on_choose()

    def state_for_test(self) -> dict[str, Any]:
        return {**super().state_for_test(), "options": [label for label, _ in self.options]}


class MessageDialog(_Dialog):
    """A message with one OK button."""

    name = "message"
    ok_key = "dialog.ok"

    def build(self) -> None:
        area = self.build_body()
        bw, bh = self.px(170), self.px(48)
        self.ok_button = widgets.button(
            self,
            pygame.Rect((area.w - bw) // 2, area.h - bh - self.px(20), bw, bh),
            tr(self.ok_key),
            "@primary",
            container=self.box,
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        pressed = event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.ok_button
        enter = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if pressed or enter:
            self.app.pop()


class AlreadyOpen(MessageDialog, MenuPage):
    """Another app holds the user folder (:mod:`game.persistence.instance`): the message
    over the menu's background and title.  It is the only scene, so its button, Enter,
    Esc or closing the window end this app; the running one is then asked to come to the
    front (:func:`game.app.app.run_app`)."""

    name = "already_open"
    overlay = False
    ok_key = "instance.switch"

    def __init__(self, app: AppShell) -> None:
        super().__init__(app, "instance.already_open")
