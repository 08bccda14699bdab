"""The main menu: title, a card per game, Continue / Load / Statistics / Settings / Rules / Quit."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UIImage

from game import text
from game.app import art, card_pictures, fonts, theme, widgets
from game.app.resume import open_save, tell_set_aside
from game.app.scene import Scene
from game.app.views import views
from game.engine import registry
from game.text import tr

SPARKLE_SECONDS = 4.0
"""The title's sparkles twinkle this long after the menu opens, then rest (an idle menu
draws almost nothing)."""
LANGUAGE_NAMES = {"en": "app.language_en", "ko": "app.language_ko"}
CARD_H, PICTURE_H, PICTURE_MIN = 372, 168, 96
"""Design heights of a game card, of its picture, and the least the picture shrinks to
when the window is low."""
PICTURE_LEAST = 56
"""The least the picture shrinks to so that the blurb is read whole (a low window at a
large UI scale)."""
CROWN_W, CROWN_GAP = 48, 16
"""The title's crowns: design width, and the gap to the title."""


class MainMenu(Scene):
    name = "main_menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.time = 0.0
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.play_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.learn_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self.lang_buttons: dict[pygame_gui.elements.UIButton, str] = {}
        self._title_cache: tuple[Any, pygame.Surface] | None = None
        self.title_room = app.size[0]  # how wide the title may be, crowns included
        self.title_w = 0  # the title's own width (the tagline under it may be wider)

    # --- layout -------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        px = self.px
        self.buttons.clear()
        self.play_buttons.clear()
        self.learn_buttons.clear()
        self.lang_buttons.clear()

        # Language switch, top right, always visible.
        bw, bh = px(118), px(40)
        x = w - px(24) - 2 * bw - px(8)
        for lang in text.LANGUAGES:
            button = widgets.button(
                self,
                pygame.Rect(x, px(22), bw, bh),
                tr(LANGUAGE_NAMES[lang]),
                "@toggle",
                tooltip=tr("menu.language_tooltip"),
            )
            if lang == text.language():
                button.select()
            self.lang_buttons[button] = lang
            x += bw + px(8)

        # The title, its crowns included, keeps clear of the language buttons.
        self.title_room = 2 * ((w - px(24) - 2 * bw - px(8)) - px(10) - w // 2)

        # Menu buttons along the bottom, as wide as the window allows.
        entries = ["continue", "load", "statistics", "settings", "rules", "quit"]
        margin, gap, bh = px(24), px(14), px(52)
        bw = min(px(168), (w - 2 * margin - (len(entries) - 1) * gap) // len(entries))
        total = len(entries) * bw + (len(entries) - 1) * gap
        x = (w - total) // 2
        row_y = h - bh - px(32)
        for entry in entries:
            cls = "@danger" if entry == "quit" else "@menu_button"
            button = widgets.button(self, pygame.Rect(x, row_y, bw, bh), tr(f"menu.{entry}"), cls)
            self.buttons[entry] = button
            x += bw + gap

        # Game cards between the title and the buttons: narrower with more games, shorter
        # (the picture first) in a low window.
        games = views()
        top = px(36) + self._title().get_height() + px(14)
        gap = px(28)
        count = max(1, len(games))
        card_w = min(px(330), (w - 2 * margin - (count - 1) * gap) // count)
        card_h = max(px(CARD_H - PICTURE_H + PICTURE_MIN), min(px(CARD_H), row_y - px(16) - top))
        total = len(games) * card_w + max(0, len(games) - 1) * gap
        x = (w - total) // 2
        for view in games:
            self._build_card(view, pygame.Rect(x, top, card_w, card_h))
            x += card_w + gap
        if not games:
            widgets.label(
                self, pygame.Rect(0, top + px(120), w, px(40)), tr("menu.no_games"), "@centered"
            )
        if not self.app.saves.has_continue():
            self.buttons["continue"].disable()
        if not games:
            self.buttons["rules"].disable()

    def _build_card(self, view, rect: pygame.Rect) -> None:
        """A game's card: its picture (in the player's palette), name, blurb and Play."""
        px = self.px
        card = widgets.panel(self, rect, "@card")
        inside = card.get_container().get_rect()  # within the card's border and shadow
        pad = px(10)
        inner_w = inside.w - 2 * pad
        play_h = px(50)
        play_y = inside.h - pad - play_h
        info = registry.get(view.game_id)
        blurb = widgets.escape(tr(info.blurb_key))
        blurb_rect = pygame.Rect(pad - px(4), 0, inner_w + px(8), -1)
        probe = widgets.text_box(self, blurb_rect, blurb, container=card, cls="@clear")
        need = probe.rect.h  # the blurb's height at the card's width, without scrolling
        probe.kill()
        text_h = max(px(CARD_H - PICTURE_H - 28 - 50 - 10), px(44) + need)  # name and blurb
        picture_h = max(px(PICTURE_LEAST), play_y - px(8) - text_h - pad)
        size = (inner_w, picture_h)
        picture = card_pictures.card_picture(view, size, bool(self.app.settings.colorblind))
        UIImage(pygame.Rect((pad, pad), size), picture, manager=self.app.manager, container=card)
        y = pad + picture_h + px(6)
        widgets.label(
            self,
            pygame.Rect(pad, y, inner_w, px(36)),
            tr(info.title_key),
            "@subheading",
            container=card,
        )
        y += px(36)
        widgets.text_box(
            self,
            pygame.Rect(pad - px(4), y, inner_w + px(8), max(px(40), play_y - px(4) - y)),
            blurb,
            container=card,
            cls="@clear",
        )
        learn_w = (inner_w - px(8)) // 2 if info.has_guided_game else 0
        play_w = inner_w - learn_w - (px(8) if learn_w else 0)
        play = widgets.button(
            self,
            pygame.Rect(pad, play_y, play_w, play_h),
            tr("menu.play"),
            "@primary",
            container=card,
        )
        self.play_buttons[play] = view.game_id
        if learn_w:
            learn = widgets.button(
                self,
                pygame.Rect(pad + play_w + px(8), play_y, learn_w, play_h),
                tr("coach.learn"),
                "@small",
                container=card,
                tooltip=tr("coach.learn_help"),
            )
            self.learn_buttons[learn] = view.game_id

    # --- events ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        element = event.ui_element
        self.app.audio.play("click")
        if element in self.lang_buttons:
            self.app.set_language(self.lang_buttons[element])
        elif element in self.play_buttons:
            self.open_setup(self.play_buttons[element])
        elif element in self.learn_buttons:
            self.app.push("tutorial", game_id=self.learn_buttons[element])
        elif element is self.buttons["continue"]:
            self.continue_game()
        elif element is self.buttons["load"]:
            self.app.push("load")
        elif element is self.buttons["statistics"]:
            self.app.push("statistics")
        elif element is self.buttons["settings"]:
            self.app.push("settings")
        elif element is self.buttons["rules"]:
            self.app.push("rules")
        elif element is self.buttons["quit"]:
            self.app.request_quit()

    def open_setup(self, game_id: str) -> None:
        """The game's New game screen (the shared one unless the game has its own); the
        first time, its guided first game is offered before it."""
        # Imported on the first Play: the coach is no part of the menu's first frame.
        from game.app.coach import offer_tutorial

        if not offer_tutorial(self.app, game_id):
            self.app.push("setup", game_id=game_id)

    def continue_game(self) -> None:
        path = self.app.saves.latest_autosave()
        if path is None:
            self.rebuild()  # gone meanwhile: Continue follows what is left
        else:
            open_save(self.app, path)  # on failure the menu is rebuilt under the message

    def on_enter(self) -> None:
        """Autosaves set aside at start-up (they cannot be read) are told here, once."""
        tell_set_aside(self.app)

    def back(self) -> None:
        """Esc on the main menu does nothing (Quit is a button)."""

    def on_uncover(self) -> None:
        # A game may have ended or been saved meanwhile: refresh Continue.
        self.rebuild()

    # --- drawing ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def animating(self) -> bool:
        return self.time < SPARKLE_SECONDS

    def _title(self) -> pygame.Surface:
        room = self.title_room
        key = (text.language(), self.app.scale, room)
        if self._title_cache is None or self._title_cache[0] != key:
            px = self.px
            crowns = 2 * px(CROWN_W + CROWN_GAP)
            size = px(76)
            while size > px(40) and fonts.font(size, True).size(tr("app.title"))[0] + crowns > room:
                size -= 2  # a narrow window at a large UI scale: the crowns keep their place
            title = fonts.render(tr("app.title"), size, theme.GOLD, bold=True, shadow=(20, 10, 0))
            self.title_w = title.get_width()
            tagline = fonts.render(tr("app.tagline"), px(22), theme.MUTED)
            w = max(title.get_width(), tagline.get_width())
            surface = pygame.Surface(
                (w, title.get_height() + tagline.get_height() + px(18)), pygame.SRCALPHA
            )
            surface.blit(title, ((w - title.get_width()) // 2, 0))
            art.ornament_line(surface, (w // 2, title.get_height() + px(2)), min(w // 2, px(220)))
            surface.blit(tagline, ((w - tagline.get_width()) // 2, title.get_height() + px(14)))
            self._title_cache = (key, surface)
        return self._title_cache[1]

    def crown_rects(self) -> list[pygame.Rect]:
        """Where the title's two crowns are drawn."""
        px = self.px
        self._title()
        x = (self.app.size[0] - self.title_w) // 2
        y = px(36) + px(24)
        left = pygame.Rect(x - px(CROWN_W + CROWN_GAP), y, px(CROWN_W), px(36))
        right = pygame.Rect(x + self.title_w + px(CROWN_GAP), y, px(CROWN_W), px(36))
        return [left, right]

    def draw(self, surface: pygame.Surface) -> None:
        art.paint_background(surface)
        title = self._title()
        w = self.app.size[0]
        x = (w - title.get_width()) // 2
        y = self.px(36)
        surface.blit(title, (x, y))
        for mark in self.crown_rects():
            art.crown_mark(surface, mark)
        for i, (fx, fy) in enumerate(((0.18, 0.5), (0.82, 0.3), (0.6, 0.9))):
            art.sparkle(
                surface,
                (x + int(title.get_width() * fx), y + int(self.px(70) * fy)),
                self.px(9),
                min(self.time, SPARKLE_SECONDS) * 2.2 + i * 2.1,
            )

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "buttons": {k: b.text for k, b in self.buttons.items()},
            "continue_enabled": self.buttons["continue"].is_enabled,
            "games": list(self.play_buttons.values()),
            "time": math.floor(self.time),
        }
