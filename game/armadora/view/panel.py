"""Armadora's side panel, a part of the play scene: each player's row (their warrior, name,
who plays them, warriors, power and reinforcements left, "passed"), the palisades left,
the viewer's warrior values (keys 1-5), and Power / Reinforce / Done / Pass, each disabled
with the rules' reason.  Every text is fitted to its room: the panel is narrow at 1024x640,
and Korean or a long name is wide."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pygame_gui

from game.app import fonts, theme, widgets
from game.app.teams import draw_team_band
from game.armadora import actions as act
from game.armadora import moves
from game.armadora.actions import Kind
from game.armadora.state import side_for
from game.armadora.view.context import ArmadoraContext
from game.engine.contract import Action
from game.text import tr


@dataclass(frozen=True)
class PanelText:
    """One text of the side panel, fitted to its room (``text``: as shown; ``full``: as
    meant, longer when it had to be cut)."""

    text: str
    size: int
    bold: bool
    colour: tuple[int, int, int]
    x: int
    """Left edge, or the right edge when ``right``."""
    y: int
    room: int
    right: bool
    full: str


class ArmadoraPanel:
    """The side panel of ``scene`` (:class:`game.armadora.view.play.ArmadoraPlay`)."""

    def __init__(self, scene: ArmadoraContext) -> None:
        self.scene = scene
        self.value_buttons: dict[pygame_gui.elements.UIButton, int] = {}
        self.rows_top = 0
        self.row_h = 0
        self.hand_label_y = 0

    # --- widgets -----------------------------------------------------------------------
    def build(self, x: int, width: int, top: int) -> int:
        """The value chips and the buttons below the seat rows; answers the y below them."""
        scene = self.scene
        px = scene.px
        self.value_buttons.clear()
        self.rows_top = top
        self.row_h = px(64)
        shown = scene.observation()
        y = self.rows_top + shown.players * self.row_h + px(34)
        self.hand_label_y = y
        y += px(26)
        gap = px(3)  # narrow: at 1024x640 and 80 % a chip has just room for "1 ×11"
        chip_w = (width - gap * 4) // 5
        for value in range(1, 6):
            rect = pygame.Rect(x + (value - 1) * (chip_w + gap), y, chip_w, px(42))
            self.value_buttons[widgets.button(scene, rect, "", "@toggle")] = value
        y += px(52)
        half = (width - px(8)) // 2
        rows = [("done", "pass")]
        if shown.advanced:
            rows.insert(0, ("power", "reinforce"))
        for left, right in rows:
            scene.buttons[left] = widgets.button(
                scene, pygame.Rect(x, y, half, px(44)), "", "@small"
            )
            scene.buttons[right] = widgets.button(
                scene, pygame.Rect(x + half + px(8), y, half, px(44)), "", "@small"
            )
            y += px(50)
        return y

    def refresh(self) -> None:
        scene = self.scene
        scene.controls.pick_value()
        hand = scene.hand()
        human = scene.is_human_turn()
        legal = scene.legal() if human else frozenset()
        playing = scene.viewer is not None and not scene.match.is_over
        for button, value in self.value_buttons.items():
            count = hand[value] if value < len(hand) else 0
            widgets.set_text(
                button, tr("armadora_ui.value_chip", value=value, count=count) if hand else ""
            )
            widgets.select(button, value == scene.value and bool(count) and playing)
            if count and playing:  # the next warrior may be picked on others' turns too
                button.enable()
                widgets.show(button, True)
            else:
                button.disable()
                if not hand:
                    widgets.show(button, False)
        if scene.observation().advanced:
            self._refresh_advanced(human, legal)
        for action in (act.DONE, act.PASS):
            name = act.kind_of(action)
            widgets.set_text(scene.buttons[name], tr(f"armadora.action.{name}"))
            widgets.enable(scene.buttons[name], human and action in legal, self.why_not(action))

    def _refresh_advanced(self, human: bool, legal: frozenset) -> None:
        """The power and reinforcement buttons, and leaving a mode that is no longer usable."""
        scene = self.scene
        seat = self.panel_seat()
        faction = scene.faction(seat)
        kind = moves.POWER_KIND.get(faction or "")
        can_power = human and any(a[0] == kind for a in legal)
        can_reinforce = human and any(a[0] == Kind.REINFORCE for a in legal)
        if (scene.mode == "power" and not can_power) or (
            scene.mode == "reinforce" and not can_reinforce
        ):
            scene.controls.leave_mode()
        power, reinforce = scene.buttons["power"], scene.buttons["reinforce"]
        tokens = scene.observation().power_tokens[seat]
        power_name = tr(f"armadora.power.{faction}") if faction else ""
        widgets.set_text(power, tr("armadora_ui.power_button", power=power_name, count=tokens))
        widgets.set_tooltip(power, tr(f"armadora.power_help.{faction}") if faction else "")
        # no power yet (no faction dealt): the rules' answer for no action at all
        widgets.enable(power, can_power, self.why_not(act.button(kind) if kind else ()))
        widgets.set_text(reinforce, tr("armadora.action.reinforce"))
        widgets.set_tooltip(reinforce, tr("armadora_ui.reinforce_help"))
        widgets.enable(reinforce, can_reinforce, self.why_not(act.button(Kind.REINFORCE)))
        widgets.select(power, scene.mode == "power")
        widgets.select(reinforce, scene.mode == "reinforce")

    def panel_seat(self) -> int:
        """Whose power the panel's power button shows: the viewer's, else the current seat's."""
        scene = self.scene
        if scene.viewer is not None:
            return scene.viewer
        turn = scene.match.turn_of
        return turn if turn >= 0 else 0

    def why_not(self, action: Action) -> str:
        """Why a button's action cannot be played now (the rules' reason; a power or the
        reinforcement without a target asks about the button)."""
        scene = self.scene
        if not scene.is_human_turn():
            return tr("play.not_your_turn")
        key, args = scene.match.rules.explain(scene.observation(), action) or (
            "armadora.problem.not_now",
            {},
        )
        return tr(key, **args)

    # --- drawing -----------------------------------------------------------------------
    def paint(self, surface: pygame.Surface, pos) -> None:
        """The seat rows and the panel's texts (on the cached backdrop)."""
        scene = self.scene
        px = scene.px
        x0 = scene.panel_rect.x + px(12)
        inner = scene.panel_rect.w - px(24)
        for seat in range(pos.players):
            top = self.rows_top + seat * self.row_h
            row = pygame.Rect(x0, top, inner, self.row_h - px(6))
            current = seat == pos.current
            pygame.draw.rect(
                surface, (46, 38, 50) if current else (36, 30, 40), row, border_radius=px(10)
            )
            if current:
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=px(10))
            if pos.teams:  # partners share a band's colour
                draw_team_band(surface, row, side_for(seat, True), px)
            tile = pygame.Rect(row.x + px(8), row.y + px(2), row.h - px(4), row.h - px(4))
            scene.view.draw_warrior(surface, tile, pos.factions[seat], None, False)
        for item in self.texts(pos):
            label = fonts.render(item.text, item.size, item.colour, bold=item.bold)
            x = item.x - label.get_width() if item.right else item.x
            surface.blit(label, (x, item.y))

    def texts(self, pos) -> list[PanelText]:
        """The panel's texts (seat rows, palisades left, the hand's heading), each fitted to
        the room it has: the panel is narrow at 1024x640 and Korean or a long name is wide."""
        scene = self.scene
        px = scene.px
        x0 = scene.panel_rect.x + px(12)
        inner = scene.panel_rect.w - px(24)
        out: list[PanelText] = []

        def add(text, size, colour, x, y, room, bold=False, right=False) -> PanelText:
            size, shown = fonts.fit(text, size, room, bold, max(11, px(12)))
            item = PanelText(shown, size, bold, colour, x, y, room, right, text)
            out.append(item)
            return item

        for seat in range(pos.players):
            top = self.rows_top + seat * self.row_h
            row = pygame.Rect(x0, top, inner, self.row_h - px(6))
            left = row.x + row.h + px(8)  # after the warrior tile
            room = row.right - px(8) - left
            title_room = room
            if pos.passed[seat]:
                tag = add(
                    tr("armadora.ui.passed"),
                    px(13),
                    (255, 190, 150),
                    row.right - px(8),
                    row.y + px(6),
                    room // 3,
                    bold=True,
                    right=True,
                )
                title_room -= fonts.font(tag.size, True).size(tag.text)[0] + px(8)
            title = tr(
                "armadora_ui.row_title", name=scene.seat_name(seat), who=self._who(seat, pos)
            )
            add(title, px(16), theme.CREAM, left, row.y + px(6), title_room, bold=True)
            parts = [tr("armadora_ui.row_warriors", count=pos.hand_sizes[seat])]
            if pos.advanced:
                parts.append(tr("armadora_ui.row_power", count=pos.power_tokens[seat]))
                parts.append(
                    tr("armadora_ui.row_reinforcement", count=pos.reinforcements_left[seat])
                )
            add("  ·  ".join(parts), px(14), theme.MUTED, left, row.y + px(30), room)
        y = self.rows_top + pos.players * self.row_h + px(4)
        palisades = tr("armadora.ui.palisades_left", count=pos.palisades_left)
        add(palisades, px(16), theme.CREAM, x0 + px(4), y, inner - px(8))
        if scene.viewer is not None:
            hand = tr("armadora_ui.your_hand", player=scene.seat_name(scene.viewer))
            add(hand, px(15), theme.GOLD, x0 + px(4), self.hand_label_y, inner - px(8), bold=True)
        return out

    def _who(self, seat: int, pos) -> str:
        """Who plays ``seat``: you, an AI of a level, a person; with the team in a team game."""
        scene = self.scene
        info = scene.match.seats[seat]
        if seat == scene.viewer:
            who = tr("play.you")
        elif not info.is_human:
            who = tr("players.ai_named", level=tr(f"levels.{info.level}"))
        else:
            who = tr("players.human")
        if pos.teams:
            who = tr("armadora_ui.team_tag", team=side_for(seat, True) + 1, who=who)
        return who

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """The panel's texts as ``Scene.drawn_texts`` wants them."""
        texts = []
        for item in self.texts(self.scene.observation()):
            width = fonts.font(item.size, item.bold).size(item.text)[0]
            # A cut text does not fit, whatever its width: it lost words.
            texts.append((item.full, width if item.text == item.full else item.room + 1, item.room))
        return texts
