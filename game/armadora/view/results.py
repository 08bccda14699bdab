"""Armadora results: every territory explained on the revealed board, the piles, the winner."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.app import art, fonts, theme, widgets
from game.app.scene import Scene
from game.armadora import board
from game.armadora.scoring import ScoreResult
from game.armadora.view import names
from game.armadora.view.board_view import BoardView, Overlay
from game.engine.match import Match
from game.text import tr

PANEL_W = 500


class ArmadoraResults(Scene):
    name = "armadora_results"

    def __init__(self, app, match: Match, setup_memory: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.setup_memory = setup_memory
        self.result: ScoreResult = match.rules.score_result(match.state)
        self.selected = 0
        self.time = 0.0
        self.view = BoardView(pygame.Rect(0, 0, 100, 100), app.settings.colorblind)
        self.rows: dict[pygame_gui.elements.UIButton, int] = {}
        self._cache: tuple | None = None

    # --- names --------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return names.seat_name(self.match, seat)

    def side_name(self, side: int) -> str:
        return names.side_name(self.match, side)

    def headline(self) -> str:
        winners = self.result.ranking[0]
        if len(winners) > 1:
            return tr("results.shared", sides=", ".join(self.side_name(s) for s in winners))
        return tr("armadora.log.winner", side=self.side_name(winners[0]))

    # --- layout -------------------------------------------------------------------
    def build(self) -> None:
        self._cache = None  # language or size changed
        px = self.px
        w, h = self.app.size
        panel_w = px(PANEL_W)
        self.view.colorblind = self.app.settings.colorblind
        self.board_area = pygame.Rect(px(14), px(96), w - panel_w - px(28), h - px(96) - px(16))
        self.view.set_rect(self.board_area)
        x0 = w - panel_w + px(8)
        inner = panel_w - px(24)
        self.rows.clear()
        y = px(96)
        widgets.label(
            self,
            pygame.Rect(x0, y, inner, px(30)),
            tr("armadora_ui.result_territories"),
            "@subheading",
        )
        y += px(34)
        row_h = px(36) if len(self.result.territories) <= 6 else px(31)
        for index, territory in enumerate(self.result.territories):
            winners = ", ".join(self.side_name(s) for s in territory.winners) or tr(
                "armadora_ui.result_nobody"
            )
            text = tr(
                "armadora_ui.result_row",
                n=index + 1,
                size=bin(territory.mask).count("1"),
                gold=territory.gold,
                winner=winners,
            )
            button = widgets.button(self, pygame.Rect(x0, y, inner, row_h - px(4)), text, "@small")
            if index == self.selected:
                button.select()
            self.rows[button] = index
            y += row_h
        y += px(6)
        detail_h = px(150) if len(self.result.territories) <= 6 else px(128)
        self.detail = widgets.text_box(
            self, pygame.Rect(x0, y, inner, detail_h), self.detail_html()
        )
        y += detail_h + px(8)
        bh = px(52)
        self.summary = widgets.text_box(
            self, pygame.Rect(x0, y, inner, h - y - bh - px(28)), self.summary_html()
        )
        half = (inner - px(10)) // 2
        self.menu_button = widgets.button(
            self, pygame.Rect(x0, h - bh - px(16), half, bh), tr("results.to_menu"), "@menu_button"
        )
        self.rematch_button = widgets.button(
            self,
            pygame.Rect(x0 + half + px(10), h - bh - px(16), half, bh),
            tr("results.rematch"),
            "@primary",
        )

    def detail_html(self) -> str:
        if not self.result.territories:
            return ""
        territory = self.result.territories[self.selected]
        first = (territory.mask & -territory.mask).bit_length() - 1
        lines = [
            "<b>"
            + widgets.escape(
                tr(
                    "armadora.log.territory",
                    square=board.square_name(first),
                    size=bin(territory.mask).count("1"),
                    gold=territory.gold,
                )
            )
            + "</b>"
        ]
        strengths = sorted(territory.strength.items(), key=lambda kv: -kv[1])
        shown = [f"{self.side_name(side)} {value}" for side, value in strengths if value > 0]
        if shown:
            lines.append(widgets.escape(tr("armadora_ui.result_strengths", list=", ".join(shown))))
        if territory.reason == "none":
            lines.append(widgets.escape(tr("armadora.log.territory_none", gold=territory.gold)))
        for side in territory.winners:
            key = {
                "majority": "armadora.log.territory_majority",
                "reinforcement": "armadora.log.territory_reinforcement",
                "split": "armadora.log.territory_share",
            }[territory.reason]
            lines.append(
                widgets.escape(
                    tr(
                        key,
                        side=self.side_name(side),
                        strength=territory.strength.get(side, 0),
                        gold=territory.awarded.get(side, territory.gold),
                    )
                )
            )
        if territory.discarded:
            lines.append(
                widgets.escape(tr("armadora.log.territory_discard", gold=territory.discarded))
            )
        return "<br>".join(lines)

    def summary_html(self) -> str:
        lines = []
        for group in self.result.ranking:
            for side in group:
                piles = ", ".join(str(p) for p in self.result.piles[side]) or "-"
                lines.append(
                    widgets.escape(
                        tr(
                            "armadora.log.final_gold",
                            side=self.side_name(side),
                            gold=self.result.gold[side],
                            piles=piles,
                        )
                    )
                )
        if self.result.tiebreak:
            top = self.result.gold[self.result.ranking[0][0]]
            lines.append(widgets.escape(tr("armadora.log.tiebreak", gold=top)))
        if len(self.result.ranking[0]) > 1:
            lines.append(
                widgets.escape(tr("armadora.log.shared_victory", count=len(self.result.ranking[0])))
            )
        lines.append("<b>" + widgets.escape(self.headline()) + "</b>")
        return "<br>".join(lines)

    # --- events ----------------------------------------------------------------------
    def select(self, index: int) -> None:
        if index != self.selected:
            self.selected = index
            for button, i in self.rows.items():
                if i == index:
                    button.select()
                else:
                    button.unselect()
            self.detail.set_text(self.detail_html())

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self.rows:
                self.select(self.rows[event.ui_element])
            elif event.ui_element is self.menu_button:
                self.to_menu()
            elif event.ui_element is self.rematch_button:
                self.rematch()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            cell = self.view.cell_at(event.pos)
            if cell is not None:
                for index, territory in enumerate(self.result.territories):
                    if territory.mask >> cell & 1:
                        self.select(index)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if event.key == pygame.K_DOWN else -1
            if self.result.territories:
                self.select((self.selected + step) % len(self.result.territories))

    def back(self) -> None:
        self.to_menu()

    def to_menu(self) -> None:
        from game.app.scenes.main_menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

    def rematch(self) -> None:
        import random

        from game.armadora.view.play import ArmadoraPlay

        seed = random.SystemRandom().randrange(10**9)
        match = Match.new(self.match.rules, self.match.setup, seed, self.match.seats)
        self.app.replace(ArmadoraPlay(self.app, match, self.setup_memory))

    # --- drawing ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """The whole picture changes only with the selected territory: cached per selection."""
        key = (self.selected, self.app.size, self.app.scale)
        if self._cache is None or self._cache[0] != key:
            backdrop = pygame.Surface(self.app.size).convert()
            self._paint(backdrop)
            self._cache = (key, backdrop)
        surface.blit(self._cache[1], (0, 0))

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(art.background(self.app.size), (0, 0))
        state = self.match.state

        def shown(cell: int) -> tuple[int | None, bool]:
            return state.values[cell], False

        mask = self.result.territories[self.selected].mask if self.result.territories else 0
        self.view.draw(surface, state, shown, Overlay(selected_region=mask, time=self.time))
        title = fonts.render(
            self.headline(), self.px(40), theme.GOLD, bold=True, shadow=(20, 10, 0)
        )
        w = self.app.size[0]
        surface.blit(title, ((w - title.get_width()) // 2, self.px(22)))
        art.ornament_line(
            surface, (w // 2, self.px(22) + title.get_height() + self.px(4)), self.px(200)
        )
        self._draw_strength_badges(surface)

    def _draw_strength_badges(self, surface: pygame.Surface) -> None:
        """Each territory's winner strength in its first cell, so the board explains itself."""
        for territory in self.result.territories:
            if not territory.winners or not territory.gold:
                continue
            first = (territory.mask & -territory.mask).bit_length() - 1
            rect = self.view.cell_rect(first)
            text = f"{territory.gold}"
            label = fonts.render(text, self.px(14), (40, 30, 10), bold=True)
            pad = self.px(4)
            box = pygame.Rect(
                rect.x + pad, rect.y + pad, label.get_width() + 2 * pad, label.get_height()
            )
            pygame.draw.rect(surface, theme.GOLD, box, border_radius=self.px(6))
            surface.blit(label, (box.x + pad, box.y))

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "territories": len(self.result.territories),
            "selected": self.selected,
            "headline": self.headline(),
        }
