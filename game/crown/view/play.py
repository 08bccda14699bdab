"""The Crown & Dragon play scene: the board with its highlights, the column beside it (dice,
Dragon Alert track, Kingdom Completion Queue, market, hand), the side panel (each player's
gold, food, VP by source, trophies, hand, castles and walls; the turn and its step; the
choices as buttons) and the battle preview.

The shared chrome (status bar, tooltip, Undo / Hint / Menu, log, AI pacing, hand-overs,
hot-seat privacy, autosave and the Results screen) is :class:`game.app.play.PlayScene`'s.
The scene is made of parts, each a module of its own:

- :class:`~game.crown.view.side_panel.SidePanel`: the side panel, with the kit's choice
  slots and their pending choice (:class:`~game.app.choices.ChoiceSlots`);
- :class:`~game.crown.view.marking.CrownMarks`: what the board marks and the mouse points at;
- :class:`~game.crown.view.controls.CrownControls`: the player's input;
- :class:`~game.crown.view.telling.CrownTelling`: the choices, prompts and tooltips in words;
- :class:`~game.crown.view.drawing.CrownDrawing`: the board, the column beside it, the
  battle preview and the enlarged card;
- :class:`~game.crown.view.motion.Motion`: the animations and sounds, from the step events.

Everything drawn comes from the observation the chrome allows, the legal actions and the
events of the steps shown (:mod:`game.crown.events`); the battle preview, reach costs and
prices are the rules' answers about the observation (:mod:`game.crown.queries`), and why
something cannot be done is the rules' ``explain``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.app.choices import fit_label
from game.app.play import PlayScene
from game.app.recap import Told
from game.crown import actions as acts
from game.crown.actions import Kind
from game.crown.board import Square
from game.crown.preview import BattlePreview, SidePreview
from game.crown.queries import Queries
from game.crown.state import CrownObservation
from game.crown.view import board_art, offboard, pieces, recap, words
from game.crown.view.battle_log import BattleParts
from game.crown.view.controls import CrownControls
from game.crown.view.drawing import CrownDrawing
from game.crown.view.marking import SQUARE_KINDS, CrownMarks
from game.crown.view.motion import Motion
from game.crown.view.panel import step_of
from game.crown.view.side_panel import SidePanel
from game.crown.view.telling import CrownTelling
from game.crown.view.words import seat_label_key
from game.engine.contract import Action, LogEntry
from game.engine.events import Event
from game.engine.match import Match, StepReport
from game.text import tr

PANEL_WIDTH = 340
"""The side panel's design width at 100 % interface size."""
COLUMN_LEAST = 200
"""The least design width of the column beside the board (dice, market, hand)."""


class CrownPlay(PlayScene):
    name = "crown_play"
    hidden_information = True
    status_lines = 3  # its prompts teach: at 1024x640 some take three lines
    dock_side = "log"  # the board and the market beside it need the width: the log's place

    @property
    def panel_width(self) -> int:
        """The side panel's design width: above 100 % interface size the panel keeps the
        width it has at 100 % (its words grow, cut short or wrapped, and the log keeps less
        room) so the board and the cards beside it keep theirs (issue 36)."""
        return round(PANEL_WIDTH / max(1.0, self.app.settings.ui_scale))

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.geo = board_art.Geometry(0, 0, 8)
        self.column = pygame.Rect(0, 0, 0, 0)
        self.panel = SidePanel(self)
        self.choices = self.panel.choices
        self.march: int | None = None
        """Forced March: the general chosen, its square still to choose."""
        self.marking = CrownMarks(self)
        self.controls = CrownControls(self)
        self.telling = CrownTelling(self)
        self.drawing = CrownDrawing(self)
        self.motion = Motion(self.app.audio.play)
        self._queries: tuple[CrownObservation, Queries] | None = None
        self._why: tuple[CrownObservation, dict[Action, str | None]] | None = None

    @property
    def battle_parts(self) -> BattleParts:
        """Which log lines tell a battle, made on first use: the log is read while the
        chrome is built, and by the review's log reader (a play scene never started)."""
        found = self.__dict__.get("_battle_parts")
        if found is None:
            found = self._battle_parts = BattleParts()
        return found

    @property
    def spots(self) -> list[offboard.CardSpot]:
        """Where the cards beside the board were drawn."""
        return self.drawing.spots

    # --- names -----------------------------------------------------------------------------
    def log_arg(self, name: str, value: Any) -> Any:
        if name in ("seat", "start") and isinstance(value, int):
            return self.seat_name(value)
        if name == "target":
            if isinstance(value, int):
                return self.seat_name(value)
            return tr(f"crown_ui.kind.{value}")
        if name == "card":
            return words.card_word(value)
        if name == "general" and isinstance(value, str):
            return words.general_key_name(value)
        if name in ("x", "y") and isinstance(value, int):
            return words.shown_coordinate(value)
        if name == "mode":
            return tr(f"crown_ui.mode.{value}")
        if name == "winner":
            return tr(f"crown_ui.winner.{value or 'none'}")
        if name == "action":
            return tr(f"crown.main.{value}")
        if name == "black":
            return words.face_name(value)
        if name == "dragon":
            return tr(f"crown_ui.dragon_adj.{value}")
        if name == "defences" and isinstance(value, (list, tuple)):
            return " / ".join(str(v) for v in value)
        if name == "cards" and isinstance(value, int):  # a volley's: "1 of 2 cards hit"
            return tr("crown_ui.log_cards", count=value)
        if name == "heroes" and isinstance(value, (list, tuple)):
            return ", ".join(tr(f"crown.hero.{h}") for h in value)
        if name in ("queue", "winners") and isinstance(value, (list, tuple)):
            return ", ".join(self.seat_name(s) for s in value) or tr("crown_ui.nobody")
        return value

    def log_line(self, log: Sequence[LogEntry], index: int) -> str | None:
        """A battle's line also says where its numbers come from (its event's parts)."""
        line = super().log_line(log, index)
        return None if line is None else self.battle_parts.told(log, index, line)

    def save_meta(self) -> dict[str, Any]:
        shown = self.match.observe_public()
        return {"seat_name_keys": [seat_label_key(shown, s) for s in range(shown.players)]}

    # --- the rules' answers about what is shown ---------------------------------------------
    def queries(self) -> Queries:
        """The rules' answers about the observation shown (reach, strength, previews,
        prices), made once per observation."""
        shown = self.observation()
        if self._queries is None or self._queries[0] is not shown:
            self._queries = (shown, Queries(shown))
        return self._queries[1]

    def why(self, action: Action) -> str | None:
        """Why ``action`` cannot be done now, in words (the rules' ``explain``; None when
        it can), asked once per observation."""
        shown = self.observation()
        if self._why is None or self._why[0] is not shown:
            self._why = (shown, {})
        known = self._why[1]
        if action not in known:
            found = self.match.rules.explain(shown, action)
            known[action] = None if found is None else tr(found[0], **found[1])
        return known[action]

    def points(self) -> tuple[int, ...]:
        """Each seat's victory points as the rules count them (the queue's 20 included)."""
        return self.queries().points()

    def battle_preview(self, target: Square) -> BattlePreview | None:
        if acts.attack(*target) not in self.legal():
            return None
        return self.queries().preview(target)

    # --- layout ----------------------------------------------------------------------------
    def layout_board(self, area: pygame.Rect) -> None:
        px = self.px
        label = px(16)
        least = round(px(COLUMN_LEAST) / max(1.0, self.app.settings.ui_scale))  # as at 100 %
        column_w = max(least, area.w - area.h - label - px(10))
        side = min(area.h - label, area.w - column_w - label - px(10))
        board = pygame.Rect(area.x + label, area.y + label, side, side)
        self.geo = board_art.Geometry.fit(board)
        self.column = pygame.Rect(
            self.geo.rect.right + px(12), area.y, area.right - self.geo.rect.right - px(12), area.h
        )

    def build_panel(self, x: int, width: int, top: int) -> int:
        return self.panel.build(x, width, top)

    def refresh_panel(self) -> None:
        self.panel.refresh()

    # --- the parts' answers the chrome asks for ------------------------------------------------
    def square_actions(self) -> dict[Square, Action]:
        return self.marking.square_actions()

    def march_generals(self) -> dict[Square, int]:
        return self.marking.march_generals()

    def marks(self) -> board_art.Marks:
        return self.marking.marks()

    def hover_target(self) -> Any:
        return self.marking.hover_target()

    def candidate(self) -> Action | None:
        return self.marking.candidate()

    def spot_at(self, pos: tuple[int, int]) -> offboard.CardSpot | None:
        return self.drawing.spot_at(pos)

    def problem(self, action: Action) -> str | None:
        if action in self.legal():
            return None
        if action[0] == Kind.MOVE:
            side = self.queries().side_at((action[1], action[2]))
            if side is not None and side.owner == self.observation().turn:
                return None  # the player's own piece: its information is shown instead
        return self.why(action)

    def hint_button(self, action: Action) -> Any:
        return self.choices.button_of(action)

    def describe(self, action: Action) -> str:
        return self.telling.describe(action)

    def action_help(self, action: Action) -> str:
        return self.telling.action_help(action)

    def hint_words(self, action: Action) -> str:
        return self.telling.hint_words(action)

    def prompt(self) -> str:
        return self.telling.prompt()

    def holding(self) -> bool:
        return self.controls.holding()

    def over_text(self) -> str:
        shown = self.observation()
        names = ", ".join(self.seat_name(s) for s in shown.winners)
        return tr(f"crown_ui.status_over_{shown.end or 'goal'}", winners=names)

    def tooltip_text(self) -> str | None:
        return self.telling.tooltip(super().tooltip_text())

    def piece_info(self, square: Square) -> str | None:
        return self.telling.piece_info(square)

    def piece_words(self, side: SidePreview) -> str:
        return self.telling.piece_words(side)

    # --- input -----------------------------------------------------------------------------
    def handle_game_event(self, event: pygame.event.Event) -> None:
        self.controls.handle(event)

    def back(self) -> None:
        """Esc first drops a choice waiting for its confirmation."""
        if not self.controls.cancel():
            super().back()

    def commit(self, action: Action) -> None:
        self.choices.drop()
        self.controls.forget_march()
        self.play(action)

    def after_undo(self) -> None:
        self.choices.drop()
        self.controls.forget_march()
        self.motion.forget_sounds()
        self.finish_animations()

    # --- animations ------------------------------------------------------------------------
    def animate(self, report: StepReport) -> float:
        return self.motion.show(self.shown_events(report), self.time, self.animation_scale())

    def finish_animations(self) -> None:
        self.motion.clear()

    def tell(self, events: tuple[Event, ...]) -> Told:
        return recap.tell(events, recap.Names(self.seat_name, tuple(self.observation().hero)))

    def target_rects(self) -> list[pygame.Rect]:
        """The squares of the legal decisions made on the board (a card's target too)."""
        squares = set()
        for action in self.legal():
            if action[0] in SQUARE_KINDS and len(action) >= 3:
                squares.add((action[1], action[2]))
            elif action[0] == Kind.TARGET:
                squares.add(self.marking.target_square(action))
        return [self.mark_rect(square) for square in squares if square is not None]

    def mark_rect(self, at) -> pygame.Rect | None:
        """A square of the board (``()``: off the board, not marked)."""
        return self.geo.square_rect(at).inflate(-self.px(4), -self.px(4)) if at else None

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return pieces.seat_colour(seat, self.app.settings.colorblind)

    def animate_end(self) -> float:
        self.app.audio.play("win")
        return 0.8

    def update(self, dt: float) -> None:
        super().update(dt)
        self.motion.update(self.time, self.animation_scale())

    def animating(self) -> bool:
        return super().animating() or self.motion.running

    # --- drawing ---------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def state_for_test(self) -> dict[str, Any]:
        out = super().state_for_test()
        shown = self.observation()
        out.update(
            stage=shown.stage,
            pending=self.choices.pending,
            march=self.march,
            slots=self.choices.offered(),
            hand=list(shown.hand),
            spots=[(s.what, s.value) for s in self.spots],
            step=step_of(shown),
        )
        return out


__all__ = ["SQUARE_KINDS", "CrownPlay", "fit_label", "seat_label_key"]
