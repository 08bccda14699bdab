"""New Armadora game: players, Human/AI per seat, factions, rule options, optional seed."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from game.app import widgets
from game.app.scenes.base import MenuPage
from game.armadora.state import FACTIONS
from game.engine import registry
from game.engine.contract import SetupError
from game.engine.match import Match, SeatInfo
from game.text import tr

AI_LEVELS = ("easy", "normal", "hard")
FACTION_CHOICES: tuple[str | None, ...] = (None, *FACTIONS)


class ArmadoraSetup(MenuPage):
    name = "armadora_setup"
    title_key = "armadora_ui.setup_title"

    def __init__(self, app, previous: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.players = 2
        self.kinds = ["human", "ai", "ai", "ai"]
        self.levels = ["normal"] * 4
        self.factions: list[str | None] = [None] * 4
        self.advanced = False
        self.peek_own = True
        self.teams = True
        self.seed_text = ""
        if previous:
            self.__dict__.update(previous)
        self.controls: dict[Any, tuple] = {}

    def remembered(self) -> dict[str, Any]:
        return {
            k: getattr(self, k)
            for k in ("players", "kinds", "levels", "factions", "advanced", "peek_own", "teams")
        }

    # --- layout -------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        self.controls.clear()
        width = min(w - px(60), px(1040))
        area = pygame.Rect((w - width) // 2, px(112), width, h - px(112) - px(104))
        box = widgets.panel(self, area)
        y = px(18)
        row = px(46)
        lx = px(22)
        label_w = px(230)
        cx = lx + label_w

        def toggle(rect, text, selected, control, cls="@toggle", tooltip=None):
            button = widgets.button(self, rect, text, cls, tooltip=tooltip, container=box)
            if selected:
                button.select()
            self.controls[button] = control
            return button

        widgets.label(
            self, pygame.Rect(lx, y, label_w, row - px(6)), tr("setup.players"), container=box
        )
        for i, n in enumerate((2, 3, 4)):
            toggle(
                pygame.Rect(cx + i * px(76), y, px(68), row - px(6)),
                str(n),
                self.players == n,
                ("players", n),
            )
        y += row + px(6)

        seat_h = px(44)
        for seat in range(self.players):
            widgets.label(
                self,
                pygame.Rect(lx, y, label_w, seat_h - px(4)),
                tr("players.default_name", n=seat + 1),
                "@subheading",
                container=box,
            )
            x = cx
            for kind in ("human", "ai"):
                toggle(
                    pygame.Rect(x, y, px(96), seat_h - px(6)),
                    tr(f"players.{kind}"),
                    self.kinds[seat] == kind,
                    ("kind", seat, kind),
                )
                x += px(102)
            x += px(10)
            for level in AI_LEVELS:
                button = toggle(
                    pygame.Rect(x, y, px(104), seat_h - px(6)),
                    tr(f"levels.{level}"),
                    self.kinds[seat] == "ai" and self.levels[seat] == level,
                    ("level", seat, level),
                )
                if self.kinds[seat] != "ai":
                    button.disable()
                x += px(110)
            x += px(10)
            faction = self.factions[seat]
            name = tr(f"armadora.faction.{faction}") if faction else tr("armadora.faction.random")
            tip = tr(f"armadora.power_help.{faction}") if (faction and self.advanced) else None
            faction_w = max(px(150), area.w - x - px(22))
            toggle(
                pygame.Rect(x, y, faction_w, seat_h - px(6)),
                tr("armadora_ui.faction_button", faction=name),
                False,
                ("faction", seat),
                "@small",
                tooltip=tip,
            )
            y += seat_h
        y += px(10)

        def option(key, field, enabled=True):
            nonlocal y
            widgets.label(
                self, pygame.Rect(lx, y, area.w - px(260), row - px(6)), tr(key), container=box
            )
            value = getattr(self, field)
            for i, (v, k) in enumerate(((False, "settings.off"), (True, "settings.on"))):
                button = toggle(
                    pygame.Rect(area.w - px(222) + i * px(104), y, px(96), row - px(6)),
                    tr(k),
                    value == v,
                    ("option", field, v),
                )
                if not enabled:
                    button.disable()
            y += row

        option("armadora.option.advanced", "advanced")
        option("armadora.option.peek_own", "peek_own")
        option("armadora.option.teams", "teams", enabled=self.players == 4)
        widgets.label(
            self,
            pygame.Rect(lx, y, area.w - px(260), row - px(6)),
            tr("armadora_ui.seed"),
            container=box,
        )
        self.seed_entry = UITextEntryLine(
            pygame.Rect(area.w - px(222), y, px(200), row - px(6)),
            manager=self.app.manager,
            container=box,
            placeholder_text=tr("setup.seed_placeholder"),
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(9)
        if self.seed_text:
            self.seed_entry.set_text(self.seed_text)
        y += row
        if self.advanced:
            lines = [
                f"<b>{widgets.escape(tr(f'armadora.faction.{f}'))}</b>: "
                f"{widgets.escape(tr(f'armadora.power_help.{f}'))}"
                for f in FACTIONS
            ]
            widgets.text_box(
                self,
                pygame.Rect(lx - px(8), y, area.w - 2 * lx + px(16), area.h - y - px(10)),
                "<br>".join(lines),
                container=box,
                cls="@clear",
            )

        bw, bh = px(220), px(54)
        self.back_button = widgets.button(
            self,
            pygame.Rect(w // 2 - bw - px(10), h - px(84), bw, bh),
            tr("menu.back"),
            "@menu_button",
        )
        self.play_button = widgets.button(
            self, pygame.Rect(w // 2 + px(10), h - px(84), bw, bh), tr("menu.play"), "@primary"
        )

    # --- events ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.seed_entry:
            self.seed_text = self.seed_entry.get_text()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        self.app.audio.play("click")
        element = event.ui_element
        if self.is_back(event):
            self.app.pop()
        elif element is self.play_button:
            self.start()
        elif element in self.controls:
            self.apply_control(self.controls[element])
            self.rebuild()

    def apply_control(self, control: tuple) -> None:
        kind = control[0]
        if kind == "players":
            self.players = control[1]
            for seat in range(self.players, 4):
                self.factions[seat] = None
        elif kind == "kind":
            self.kinds[control[1]] = control[2]
        elif kind == "level":
            self.levels[control[1]] = control[2]
        elif kind == "faction":
            self.cycle_faction(control[1])
        elif kind == "option":
            setattr(self, control[1], control[2])

    def cycle_faction(self, seat: int) -> None:
        """Next faction not taken by another seat (Random is always possible)."""
        taken = {f for i, f in enumerate(self.factions[: self.players]) if i != seat and f}
        index = FACTION_CHOICES.index(self.factions[seat])
        for step in range(1, len(FACTION_CHOICES) + 1):
            candidate = FACTION_CHOICES[(index + step) % len(FACTION_CHOICES)]
            if candidate is None or candidate not in taken:
                self.factions[seat] = candidate
                return

    def make_setup(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "advanced": self.advanced,
            "peek_own": self.peek_own,
            "teams": self.teams and self.players == 4,
            "factions": list(self.factions[: self.players]),
        }

    def make_seats(self) -> list[SeatInfo]:
        return [
            SeatInfo(self.kinds[i], self.levels[i] if self.kinds[i] == "ai" else "normal")
            for i in range(self.players)
        ]

    def start(self) -> None:
        seed = (
            int(self.seed_text)
            if self.seed_text.isdigit()
            else random.SystemRandom().randrange(10**9)
        )
        info = registry.get("armadora")
        try:
            match = Match.new(info.rules, self.make_setup(), seed, self.make_seats())
        except SetupError as exc:
            self.app.show_message(str(exc))
            return
        from game.armadora.view.play import ArmadoraPlay

        self.app.replace(ArmadoraPlay(self.app, match, setup_memory=self.remembered()))

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "setup": self.make_setup(),
            "seats": [s.to_json() for s in self.make_seats()],
        }
