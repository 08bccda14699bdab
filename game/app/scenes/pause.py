"""Pause (Esc during a game): resume, save, rules, settings, resign, quit to the menu."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from game.app import widgets
from game.app.play_chrome import Resignation
from game.app.scene import Scene
from game.text import tr


class PauseMenu(Scene):
    """Over the play scene of ``game_id``; ``on_save`` and ``on_quit`` are the play scene's
    own (save a copy; autosave and leave for the main menu); ``resign`` offers Resign
    (None: a game with no human seat, or one that is over)."""

    overlay = True
    in_game = True
    name = "pause"
    ENTRIES = ("resume", "save", "rules", "settings", "resign", "quit_to_menu")

    def __init__(
        self,
        app,
        game_id: str,
        on_save: Callable[[], None],
        on_quit: Callable[[], None],
        resign: Resignation | None = None,
    ) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.on_save = on_save
        self.on_quit = on_quit
        self.resignation = resign
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}

    def entries(self) -> tuple[str, ...]:
        return tuple(e for e in self.ENTRIES if e != "resign" or self.resignation is not None)

    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        bw, bh, gap = px(320), px(54), px(14)
        entries = self.entries()
        box_h = len(entries) * (bh + gap) + px(100)
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
        for entry in entries:
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
        if "resign" in self.buttons:
            widgets.set_tooltip(self.buttons["resign"], tr("pause.resign_help"))

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
            self.app.push("rules", game_id=self.game_id)
        elif element is self.buttons["settings"]:
            self.app.push("settings")
        elif element is self.buttons.get("resign"):
            self.ask_resign()
        elif element is self.buttons["quit_to_menu"]:
            self.on_quit()

    def ask_resign(self) -> None:
        """A confirm first: giving up cannot be undone."""
        offer = self.resignation
        if offer is None:
            return
        if offer.on_confirm is None:  # a hot-seat game during nobody's own turn
            self.app.show_message("pause.resign_own_turn")
            return
        key = "pause.resign_ends" if offer.ends else "pause.resign_goes_on"
        self.app.push(
            "confirm",
            key=key,
            on_yes=self._resign,
            args={"player": offer.player},
            yes_key="pause.resign_yes",
        )

    def _resign(self) -> None:
        self.app.pop()  # this menu: back to the board, where the resignation is shown
        if self.resignation is not None and self.resignation.on_confirm is not None:
            self.resignation.on_confirm()
