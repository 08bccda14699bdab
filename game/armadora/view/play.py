"""The Armadora play scene: the board, the side panel, hover previews and AI pacing.

Everything shown comes from the viewing seat's observation; the legality of what the
mouse points at, and why something is illegal, comes from :mod:`game.armadora.moves`.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from game.app import fonts, theme, widgets
from game.app.log_view import LogView
from game.app.play import ANIMATION_TIME, PlayScene
from game.app.scenes.dialogs import ConfirmDialog
from game.armadora import board, moves
from game.armadora.state import AFTER_POWER, SECOND_PALISADE, side_for
from game.armadora.view import names
from game.armadora.view.board_view import BoardView, Overlay, frame_rect
from game.engine.contract import Action, LogEntry
from game.engine.match import Match
from game.text import tr

PANEL_W = 380
STATUS_H = 56
VALUE_KEYS = {pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4, pygame.K_5: 5}
SOUND_OF = {
    "warrior": "place",
    "goblin": "place",
    "palisade": "palisade",
    "orc": "palisade",
    "pass": "pass",
    "peek": "reveal",
    "arrow": "click",
    "reinforce": "place",
    "done": "click",
}


class ArmadoraPlay(PlayScene):
    name = "armadora_play"

    def __init__(self, app, match: Match, setup_memory: dict[str, Any] | None = None) -> None:
        super().__init__(app, match)
        self.setup_memory = setup_memory
        self.mode = "main"  # main, power, reinforce
        self.value = 1
        self.hover: tuple[str, int] | None = None  # ("cell"|"line", index)
        self.mouse = (0, 0)
        self.appear: dict[tuple[str, int], float] = {}
        self.last_cells = 0
        self.last_lines = 0
        self.flip_start: float | None = None
        self.results_at: float | None = None
        self.view = BoardView(pygame.Rect(0, 0, 100, 100), app.settings.colorblind)
        self.version = 0  # bumped whenever what the backdrop shows may have changed
        self._position: tuple | None = None
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: tuple | None = None
        self.value_buttons: dict[pygame_gui.elements.UIButton, int] = {}
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self._pick_value()
        if match.is_over:
            self.flip_start = -10.0

    # --- names ---------------------------------------------------------------------
    def faction(self, seat: int) -> str | None:
        return self.match.state.factions[seat]

    def seat_name(self, seat: int) -> str:
        return names.seat_name(self.match, seat)

    def side_name(self, side: int) -> str:
        return names.side_name(self.match, side)

    def log_arg(self, name: str, value: Any) -> Any:
        if name in ("player", "owner") and isinstance(value, int):
            return self.seat_name(value)
        if name == "side" and isinstance(value, int):
            return self.side_name(value)
        return value

    def save_meta(self) -> dict[str, Any]:
        """Lets the Load list name seats by faction without replaying the game."""
        factions = self.match.state.factions
        return {"seat_name_keys": [f"armadora.faction.{f}" if f else None for f in factions]}

    # --- positions ------------------------------------------------------------------
    def position(self):
        """What the screen may show: the viewer's observation (seat 0's public part if none).

        Cached per position version, so drawing a frame does not rebuild it.
        """
        seat = self.viewer if self.viewer is not None else 0
        key = (self.version, seat)
        if self._position is None or self._position[0] != key:
            self._position = (key, self.match.observe(seat))
        return self._position[1]

    def value_of(self, pos) -> Any:
        over = self.match.is_over
        viewer = self.viewer

        def shown(cell: int) -> tuple[int | None, bool]:
            value = pos.values[cell]
            if pos.face_up >> cell & 1 or over:
                return (value if value else None), False
            if viewer is None or not value:
                return None, False
            if pos.owners[cell] == viewer and not pos.peek_own:
                return None, False
            return value, True

        return shown

    def hand(self) -> tuple[int, ...]:
        if self.viewer is None:
            return ()
        return self.match.observe(self.viewer).hand

    def _pick_value(self) -> None:
        hand = self.hand()
        if hand and not (0 < self.value < len(hand) and hand[self.value]):
            available = [v for v in range(1, len(hand)) if hand[v]]
            self.value = available[0] if available else 1

    # --- layout ----------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        self.view.colorblind = self.app.settings.colorblind
        panel_w = px(PANEL_W)
        self.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        self.board_area = pygame.Rect(
            px(14), px(STATUS_H) + px(10), w - panel_w - px(28), h - px(STATUS_H) - px(24)
        )
        self.view.set_rect(self.board_area)
        self.value_buttons.clear()
        self.buttons.clear()
        players = self.match.state.players
        x0 = self.panel_rect.x + px(12)
        inner = panel_w - px(24)
        self.rows_top = px(14)
        self.row_h = px(64)
        y = self.rows_top + players * self.row_h + px(34)
        self.hand_label_y = y
        y += px(26)
        chip_w = (inner - px(4) * 4) // 5
        for value in range(1, 6):
            button = widgets.button(
                self,
                pygame.Rect(x0 + (value - 1) * (chip_w + px(4)), y, chip_w, px(42)),
                "",
                "@toggle",
            )
            self.value_buttons[button] = value
        y += px(52)
        half = (inner - px(8)) // 2
        layout = [("done", "pass"), ("undo", "hint")]
        if self.match.state.advanced:
            layout.insert(0, ("power", "reinforce"))
        for left, right in layout:
            self.buttons[left] = widgets.button(
                self, pygame.Rect(x0, y, half, px(44)), "", "@small"
            )
            self.buttons[right] = widgets.button(
                self, pygame.Rect(x0 + half + px(8), y, half, px(44)), "", "@small"
            )
            y += px(50)
        self.buttons["menu"] = widgets.button(
            self,
            pygame.Rect(self.board_area.right - px(120), px(10), px(120), px(40)),
            tr("play.menu"),
            "@small",
        )
        log_rect = pygame.Rect(x0, y + px(4), inner, h - y - px(16))
        self.log_view = LogView(log_rect, px(15), px(8))
        self.refresh()

    def refresh(self) -> None:
        """Bring texts and enabled states up to date (cheap; no widget is recreated)."""
        self.version += 1
        if not self.buttons:
            return
        self._pick_value()
        hand = self.hand()
        human = self.is_human_turn()
        legal = set(self.match.legal_actions()) if human else set()
        for button, value in self.value_buttons.items():
            count = hand[value] if value < len(hand) else 0
            self._set_text(
                button, tr("armadora_ui.value_chip", value=value, count=count) if hand else ""
            )
            if value == self.value and count:
                button.select()
            else:
                button.unselect()
            if count and self.viewer is not None:
                button.enable()
                button.show()
            else:
                button.disable()
                if not hand:
                    button.hide()
        if self.match.state.advanced:
            self._refresh_advanced(human, legal)
        for name, key in (("done", "armadora.action.done"), ("pass", "armadora.action.pass")):
            self._set_text(self.buttons[name], tr(key))
        self._enable(self.buttons["done"], human and ("done",) in legal)
        self._enable(self.buttons["pass"], human and ("pass",) in legal)
        self._set_text(self.buttons["undo"], tr("play.undo"))
        self._set_tooltip(self.buttons["undo"], tr("play.undo_help"))
        self._enable(self.buttons["undo"], self.can_undo() and not self.match.is_over)
        self._set_text(self.buttons["hint"], tr("play.hint"))
        self._set_tooltip(self.buttons["hint"], tr("play.hint_help"))
        self._enable(self.buttons["hint"], human and not self.hint_pending)
        self._refresh_log()

    def _refresh_advanced(self, human: bool, legal: set) -> None:
        """The power and reinforcement buttons, and leaving a mode that is no longer usable."""
        seat = self.viewer if self.viewer is not None else 0
        faction = self.faction(seat)
        kind = moves.POWER_KIND.get(faction or "")
        can_power = human and any(a[0] == kind for a in legal)
        can_reinforce = human and any(a[0] == "reinforce" for a in legal)
        if (self.mode == "power" and not can_power) or (
            self.mode == "reinforce" and not can_reinforce
        ):
            self.mode = "main"
        power, reinforce = self.buttons["power"], self.buttons["reinforce"]
        tokens = self.match.state.power_tokens[seat]
        power_name = tr(f"armadora.power.{faction}") if faction else ""
        self._set_text(power, tr("armadora_ui.power_button", power=power_name, count=tokens))
        self._set_tooltip(power, tr(f"armadora.power_help.{faction}") if faction else "")
        self._enable(power, can_power)
        self._set_text(reinforce, tr("armadora.action.reinforce"))
        self._set_tooltip(reinforce, tr("armadora_ui.reinforce_help"))
        self._enable(reinforce, can_reinforce)
        for button, mode in ((power, "power"), (reinforce, "reinforce")):
            if self.mode == mode:
                button.select()
            else:
                button.unselect()

    @staticmethod
    def _set_text(button, text: str) -> None:
        if button.text != text:
            button.set_text(text)

    @staticmethod
    def _set_tooltip(button, text: str) -> None:
        if getattr(button, "_gg_tooltip", None) != text:
            button.set_tooltip(text)
            button._gg_tooltip = text

    @staticmethod
    def _enable(button, on: bool) -> None:
        if on:
            button.enable()
        else:
            button.disable()

    def _refresh_log(self) -> None:
        self.log_view.set_lines(self.log_lines())

    # --- status text -------------------------------------------------------------------
    def status_text(self) -> str:
        match = self.match
        if match.is_over:
            return tr("armadora_ui.status_over")
        seat = match.to_move
        name = self.seat_name(seat)
        if not match.seats[seat].is_human:
            dots = "." * (1 + int(self.time * 2) % 3)
            return tr("play.status_ai", player=name, dots=dots)
        if self.viewer != seat:
            return tr("play.status_waiting", player=name)
        if self.hint_pending:
            return tr("play.hint_thinking")
        if self.hint_action is not None:
            return tr("play.hint_text", action=self.describe(self.hint_action))
        legal = match.legal_actions()
        if legal == [("pass",)]:
            return tr("armadora.prompt.forced_pass")
        if self.mode == "power":
            return tr(f"armadora_ui.power_prompt.{self.faction(seat)}")
        if self.mode == "reinforce":
            return tr("armadora_ui.reinforce_prompt")
        stage = match.state.stage
        if stage == SECOND_PALISADE:
            return tr("armadora.prompt.second_palisade")
        if stage == AFTER_POWER:
            return tr("armadora.prompt.after_power")
        key = "armadora.prompt.start_advanced" if match.state.advanced else "armadora.prompt.start"
        return tr("play.your_turn", player=name, prompt=tr(key))

    def describe(self, action: Action) -> str:
        kind = action[0]
        if kind in ("warrior", "goblin"):
            return tr(
                f"armadora_ui.describe.{kind}", value=action[2], square=board.square_name(action[1])
            )
        if kind in ("palisade", "orc"):
            a, b = board.LINE_CELLS[action[1]]
            return tr(
                f"armadora_ui.describe.{kind}", a=board.square_name(a), b=board.square_name(b)
            )
        if kind in ("peek", "arrow", "reinforce"):
            return tr(f"armadora_ui.describe.{kind}", square=board.square_name(action[1]))
        return tr(f"armadora_ui.describe.{kind}")

    # --- hover and candidates ---------------------------------------------------------------
    def candidate(self) -> Action | None:
        """The action the mouse points at in the current mode (legal or not)."""
        if self.hover is None or not self.is_human_turn():
            return None
        kind, index = self.hover
        faction = self.faction(self.match.to_move)
        power = moves.POWER_KIND.get(faction or "")
        if self.mode == "power":
            if power == "orc":
                return ("orc", index) if kind == "line" else None
            if kind != "cell":
                return None
            return ("goblin", index, self.value) if power == "goblin" else (power, index)
        if self.mode == "reinforce":
            return ("reinforce", index) if kind == "cell" else None
        if kind == "line":
            return ("palisade", index)
        return ("warrior", index, self.value)

    def problem(self, action: Action) -> str | None:
        """Why ``action`` is illegal, in words (None when it is legal)."""
        if action in set(self.match.legal_actions()):
            return None
        pos = self.position()
        kind = action[0]
        if kind in ("palisade", "orc"):
            found = moves.palisade_problem(pos, action[1])
        else:
            found = moves.cell_problem(pos, kind, action[1], self.hand())
        if found is None:
            found = ("armadora.problem.not_now", {})
        key, args = found
        return tr(key, **args)

    def update_hover(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        line = self.view.line_at(pos)
        if (
            line is not None
            and self.mode != "reinforce"
            and not (
                self.mode == "power"
                and moves.POWER_KIND.get(self.faction(self.match.to_move) or "") != "orc"
            )
        ):
            self.hover = ("line", line)
            return
        cell = self.view.cell_at(pos)
        self.hover = ("cell", cell) if cell is not None else None

    def targets(self) -> int:
        """Cells to highlight as legal targets in the current mode."""
        if not self.is_human_turn():
            return 0
        targets_of = {"power": ("peek", "arrow", "goblin"), "reinforce": ("reinforce",)}
        wanted = targets_of.get(self.mode, ())
        mask = 0
        for action in self.match.legal_actions():
            if action[0] in wanted:
                mask |= 1 << action[1]
        return mask

    # --- events ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.handle_common_key(event) or self.log_view.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.update_hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.update_hover(event.pos)
            self.click()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.set_mode("main")
        elif event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.button(event.ui_element)

    def key(self, event: pygame.event.Event) -> None:
        if event.key in VALUE_KEYS:
            self.choose_value(VALUE_KEYS[event.key])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
            self.try_play(("done",))
        elif event.key == pygame.K_p:
            self.toggle_mode("power")
        elif event.key == pygame.K_r:
            self.toggle_mode("reinforce")

    def back(self) -> None:
        if self.mode != "main":
            self.set_mode("main")
        else:
            super().back()

    def button(self, element) -> None:
        if element in self.value_buttons:
            self.choose_value(self.value_buttons[element])
            return
        names = {b: n for n, b in self.buttons.items()}
        name = names.get(element)
        if name is None:
            return
        self.app.audio.play("click")
        if name == "menu":
            super().back()
        elif name == "power":
            self.toggle_mode("power")
        elif name == "reinforce":
            self.toggle_mode("reinforce")
        elif name == "done":
            self.try_play(("done",))
        elif name == "pass":
            self.ask_pass()
        elif name == "undo":
            self.undo()
        elif name == "hint":
            self.request_hint()
            self.refresh()

    def ask_pass(self) -> None:
        if ("pass",) not in self.match.legal_actions():
            return
        if self.match.legal_actions() == [("pass",)]:
            self.try_play(("pass",))
            return
        self.app.push(
            ConfirmDialog(self.app, "armadora_ui.confirm_pass", lambda: self.try_play(("pass",)))
        )

    def choose_value(self, value: int) -> None:
        hand = self.hand()
        if value < len(hand) and hand[value]:
            self.value = value
            self.refresh()

    def toggle_mode(self, mode: str) -> None:
        self.set_mode("main" if self.mode == mode else mode)

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.refresh()

    def click(self) -> None:
        action = self.candidate()
        if action is None:
            return
        if action in set(self.match.legal_actions()):
            self.try_play(action)
        else:
            self.app.audio.play("error")

    def try_play(self, action: Action) -> None:
        if not self.is_human_turn() or action not in set(self.match.legal_actions()):
            return
        if action[0] in ("peek", "arrow", "goblin", "orc", "reinforce"):
            self.mode = "main"
        self.play(action)

    # --- after moves --------------------------------------------------------------------------
    def after_action(self, before: Any, action: Action, entries: list[LogEntry]) -> None:
        state = self.match.state
        new_cells = state.occupied & ~before.occupied
        new_lines = state.palisades & ~before.palisades
        if before.stage == 0:  # a new turn: forget the marks of the previous one
            self.last_cells = self.last_lines = 0
        touched = (1 << action[1]) if action[0] in ("reinforce", "arrow", "peek") else 0
        self.last_cells |= new_cells | touched
        self.last_lines |= new_lines
        for cell in board.iter_bits(new_cells):
            self.appear[("cell", cell)] = self.time
        for line in board.iter_bits(new_lines):
            self.appear[("line", line)] = self.time
        self.app.audio.play(SOUND_OF.get(action[0], "click"))

    def after_undo(self) -> None:
        self.appear.clear()
        self.last_cells = self.last_lines = 0
        self.mode = "main"

    def on_game_over(self) -> None:
        super().on_game_over()
        self.flip_start = self.time
        self.app.audio.play("reveal")

    def flip_duration(self) -> float:
        return 1.2 * ANIMATION_TIME.get(self.app.settings.animation_speed, 0.32) / 0.32

    def update(self, dt: float) -> None:
        super().update(dt)
        start = self.flip_start
        flipped = start is not None and self.time - start > self.flip_duration() + 0.9
        if flipped and self.results_at is None:
            self.results_at = self.time
            self.show_results()

    def show_results(self) -> None:
        from game.armadora.view.results import ArmadoraResults

        self.app.audio.play("gold")
        self.app.replace(ArmadoraResults(self.app, self.match, self.setup_memory))

    # --- drawing ---------------------------------------------------------------------------------
    def board_overlay(self, pos) -> Overlay:
        overlay = Overlay(time=self.time, last_cells=self.last_cells, last_lines=self.last_lines)
        duration = ANIMATION_TIME.get(self.app.settings.animation_speed, 0.32)
        for key, start in list(self.appear.items()):
            progress = (self.time - start) / duration
            if progress >= 1:
                del self.appear[key]
            else:
                overlay.appear[key] = max(0.0, progress)
        if self.flip_start is not None:
            duration = self.flip_duration()
            cells = list(board.iter_bits(pos.occupied))
            for i, cell in enumerate(cells):
                start = self.flip_start + duration * 0.6 * i / max(1, len(cells))
                overlay.flip[cell] = min(1.0, max(0.0, (self.time - start) / (duration * 0.4)))
        overlay.targets = self.targets()
        action = self.candidate()
        if action is not None:
            legal = action in set(self.match.legal_actions())
            kind = action[0]
            if kind in ("palisade", "orc"):
                overlay.ghost_line = (action[1], legal)
                if legal:
                    right, down = board.close_line(action[1], pos.right_open, pos.down_open)
                    after = board.regions(right, down)
                    if len(after) > len(pos.regions):
                        overlay.preview_regions = tuple(r for r in after if r not in pos.regions)
            elif kind in ("warrior", "goblin") and legal:
                overlay.ghost_warrior = (action[1], self.faction(self.match.to_move), action[2])
        if self.hint_action is not None:
            overlay.hint = self.hint_action
        return overlay

    def draw(self, surface: pygame.Surface) -> None:
        """The backdrop (background, board, pieces, panel) is cached per position version;
        each frame only adds what moves: targets, ghosts, the status line, the tooltip."""
        pos = self.position()
        overlay = self.board_overlay(pos)
        key = (self.version, self.app.size, self.viewer, self.view.animated(overlay))
        if self._backdrop is None or self._backdrop_key != key:
            self._backdrop = pygame.Surface(self.app.size).convert()
            self._paint_backdrop(self._backdrop, pos, overlay)
            self._backdrop_key = key
        surface.blit(self._backdrop, (0, 0))
        self.view.draw_animated(surface, pos, self.value_of(pos), overlay)
        self.view.draw_dynamic(surface, pos, overlay)
        self.log_view.draw(surface)
        self._draw_status(surface)
        self._draw_tooltip(surface)

    def _paint_backdrop(self, surface: pygame.Surface, pos, overlay: Overlay) -> None:
        from game.app import art

        surface.blit(art.background(self.app.size), (0, 0))
        self.view.draw_base(surface, pos, self.value_of(pos), overlay)
        self._draw_panel(surface, pos)

    def _draw_status(self, surface: pygame.Surface) -> None:
        px = self.px
        rect = pygame.Rect(self.board_area.x, px(10), self.board_area.w - px(132), px(40))
        pygame.draw.rect(surface, (24, 20, 28), rect, border_radius=px(10))
        pygame.draw.rect(surface, theme.GOLD_DARK, rect, 1, border_radius=px(10))
        text = self.status_text()
        size = px(18)
        while size > px(12) and fonts.font(size, True).size(text)[0] > rect.w - px(24):
            size -= 1
        label = fonts.render(text, size, theme.CREAM, bold=True)
        surface.blit(label, (rect.x + px(14), rect.centery - label.get_height() // 2))

    def _draw_panel(self, surface: pygame.Surface, pos) -> None:
        px = self.px
        panel = self.panel_rect.inflate(-px(8), -px(8))
        pygame.draw.rect(surface, (30, 25, 34), panel, border_radius=px(14))
        pygame.draw.rect(surface, theme.GOLD_DARK, panel, 2, border_radius=px(14))
        state = self.match.state
        x0 = self.panel_rect.x + px(12)
        inner = self.panel_rect.w - px(24)
        for seat in range(state.players):
            top = self.rows_top + seat * self.row_h
            row = pygame.Rect(x0, top, inner, self.row_h - px(6))
            current = seat == self.match.to_move
            pygame.draw.rect(
                surface, (46, 38, 50) if current else (36, 30, 40), row, border_radius=px(10)
            )
            if current:
                pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=px(10))
            tile = pygame.Rect(row.x + px(4), row.y + px(2), row.h - px(4), row.h - px(4))
            self.view.draw_warrior(surface, tile, state.factions[seat], None, False)
            name = self.seat_name(seat)
            info = self.match.seats[seat]
            who = (
                tr("play.you")
                if seat == self.viewer
                else (
                    tr("players.ai_named", level=tr(f"levels.{info.level}"))
                    if not info.is_human
                    else tr("players.human")
                )
            )
            if state.teams:
                who = tr("armadora_ui.team_tag", team=side_for(seat, True) + 1, who=who)
            title = fonts.render(
                tr("armadora_ui.row_title", name=name, who=who), px(16), theme.CREAM, bold=True
            )
            surface.blit(title, (tile.right + px(8), row.y + px(6)))
            parts = [tr("armadora_ui.row_warriors", count=pos.hand_sizes[seat])]
            if state.advanced:
                parts.append(tr("armadora_ui.row_power", count=pos.power_tokens[seat]))
                parts.append(
                    tr("armadora_ui.row_reinforcement", count=pos.reinforcements_left[seat])
                )
            detail = fonts.render("  ·  ".join(parts), px(14), theme.MUTED)
            surface.blit(detail, (tile.right + px(8), row.y + px(30)))
            if pos.passed[seat]:
                tag = fonts.render(tr("armadora.ui.passed"), px(13), (255, 190, 150), bold=True)
                surface.blit(tag, (row.right - tag.get_width() - px(8), row.y + px(6)))
        y = self.rows_top + state.players * self.row_h + px(4)
        text = fonts.render(
            tr("armadora.ui.palisades_left", count=pos.palisades_left), px(16), theme.CREAM
        )
        surface.blit(text, (x0 + px(4), y))
        if self.viewer is not None:
            label = fonts.render(
                tr("armadora_ui.your_hand", player=self.seat_name(self.viewer)),
                px(15),
                theme.GOLD,
                bold=True,
            )
            surface.blit(label, (x0 + px(4), self.hand_label_y))

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        action = self.candidate()
        if action is None:
            return
        problem = self.problem(action)
        if problem is None:
            return
        px = self.px
        lines = fonts.wrap(problem, px(15), px(300))
        height = len(lines) * fonts.font(px(15)).get_linesize() + px(14)
        width = max(fonts.font(px(15)).size(line)[0] for line in lines) + px(20)
        x = min(self.mouse[0] + px(16), self.app.size[0] - width - px(6))
        y = min(self.mouse[1] + px(18), self.app.size[1] - height - px(6))
        box = pygame.Rect(x, y, width, height)
        pygame.draw.rect(surface, (18, 14, 22), box, border_radius=px(6))
        pygame.draw.rect(surface, (230, 90, 70), box, 1, border_radius=px(6))
        ty = y + px(7)
        for line in lines:
            label = fonts.render(line, px(15), (255, 236, 220))
            surface.blit(label, (x + px(10), ty))
            ty += fonts.font(px(15)).get_linesize()

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "to_move": self.match.to_move,
            "viewer": self.viewer,
            "mode": self.mode,
            "value": self.value,
            "steps": len(self.match.steps),
            "status": self.status_text(),
            "frame": frame_rect(self.view),
        }
