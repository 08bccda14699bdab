"""The Armadora play scene: the board, hover previews and piece animations; the side panel
(:mod:`~game.armadora.view.panel`) and the input (:mod:`~game.armadora.view.controls`) are
parts of it, and the board is drawn by :mod:`~game.armadora.view.board_view`.

The shared chrome (status bar, tooltip, Undo / Hint / Menu, log, AI pacing, privacy and
the hand-over to the results) is :class:`game.app.play.PlayScene`'s.  Everything drawn
here comes from the observation the chrome allows (the viewing seat's, or the public one);
what a step did comes from its events (:mod:`game.armadora.events`), and why what the
mouse points at is illegal from the rules' ``explain``.  Nothing here reads the match's
state.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app.play import PlayScene
from game.app.recap import Told
from game.app.seat_names import seat_name
from game.armadora import actions as act
from game.armadora import board, moves
from game.armadora.actions import Kind
from game.armadora.events import (
    ArrowShot,
    GameEnded,
    PalisadePlaced,
    Passed,
    Reinforced,
    SecondPalisadeDeclined,
    TurnBegan,
    WarriorPeeked,
    WarriorPlaced,
)
from game.armadora.state import AFTER_POWER, SECOND_PALISADE
from game.armadora.view import recap
from game.armadora.view.board_view import BoardView, Overlay, frame_rect
from game.armadora.view.controls import ArmadoraControls
from game.armadora.view.palette import faction_colour
from game.armadora.view.panel import ArmadoraPanel
from game.engine.contract import Action, LogEntry
from game.engine.events import Event
from game.engine.match import Match, StepReport
from game.text import tr

APPEAR_TIME = 0.32
"""Seconds (at normal animation speed) a piece takes to appear."""
FLIP_TIME = 1.2
"""Seconds (at normal animation speed) to turn every warrior face up at the end."""
FACTION_LOG = "armadora.log.faction."
"""The log keys that say which faction a seat leads."""
NOTHING_WON = (
    "armadora.log.territory_none",
    "armadora.log.territory_majority",
    "armadora.log.territory_reinforcement",
    "armadora.log.territory_share",
)
"""The log keys that say who takes a territory's gold (not worth a line when it is none)."""
SOUND_OF: dict[type[Event], str] = {
    WarriorPlaced: "place",
    PalisadePlaced: "palisade",
    Passed: "pass",
    WarriorPeeked: "reveal",
    ArrowShot: "click",
    Reinforced: "place",
    SecondPalisadeDeclined: "click",
}
"""The sound of a step: its first event that has one (a power's effect, not the power)."""
MARKED = (WarriorPlaced, Reinforced, ArrowShot, WarriorPeeked)
"""Events whose square stays marked as part of the last turn."""


class ArmadoraPlay(PlayScene):
    name = "armadora_play"
    dock_side = "below"  # a board wider than tall keeps more of its size over a strip

    def __init__(self, app, match: Match) -> None:
        super().__init__(app, match)
        self.mode = "main"  # main, power, reinforce
        self.value = 1
        self.appear: dict[tuple[str, int], float] = {}
        self.last_cells = 0
        self.last_lines = 0
        self.turn_over = True  # the last step shown ended a turn: the next clears the marks
        self.flip_start: float | None = None
        self.view = BoardView(pygame.Rect(0, 0, 100, 100), app.settings.colorblind)
        self.panel = ArmadoraPanel(self)
        self.controls = ArmadoraControls(self)
        self.controls.pick_value()
        if match.is_over:
            self.flip_start = -10.0

    # --- names ---------------------------------------------------------------------
    def faction(self, seat: int) -> str | None:
        return self.observation().factions[seat]

    def log_arg(self, name: str, value: Any) -> Any:
        if name in ("player", "owner") and isinstance(value, int):
            return self.seat_name(value)
        if name == "side" and isinstance(value, int):
            return self.side_name(value)
        return value

    def log_text(self, entry: LogEntry) -> str | None:
        """The log as the Results screen tells it: a territory without gold is won by
        nobody (no "equal share of 0 gold"), a side without piles has "no gold at all"; and
        a faction dealt at the start names its seat as the New game screen did ("Player 2
        leads the Elves"; by its faction it would read "Elf leads the Elves"), while a
        faction a player picked needs no line."""
        gold = entry.args.get("gold")
        if entry.key == "armadora.log.territory" and gold == 0:
            args = {k: v for k, v in entry.args.items() if k != "gold"}
            return tr("armadora_ui.log_territory_no_gold", **args)
        if entry.key in NOTHING_WON and gold == 0:
            return None  # said by the territory's line
        if entry.key == "armadora.log.final_gold" and entry.args.get("piles") == "-":
            side = self.log_arg("side", entry.args.get("side"))
            return tr("armadora_ui.result_no_piles", side=side)
        if not entry.key.startswith(FACTION_LOG):
            return super().log_text(entry)
        seat = entry.args.get("player")
        picked = self.match.setup.get("factions") or ()
        if not isinstance(seat, int) or (seat < len(picked) and picked[seat] is not None):
            return None
        name = self.match.seats[seat].name if seat < len(self.match.seats) else ""
        return tr(entry.key, player=seat_name(seat, name))

    def save_meta(self) -> dict[str, Any]:
        """Lets the Load list name seats by faction without replaying the game."""
        factions = self.match.observe_public().factions
        return {"seat_name_keys": [f"armadora.faction.{f}" if f else None for f in factions]}

    # --- positions ------------------------------------------------------------------
    def position(self):
        """What the screen may show (the chrome's :meth:`observation`)."""
        return self.observation()

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
        return self.observation().hand

    # --- layout ----------------------------------------------------------------------
    def layout_board(self, area: pygame.Rect) -> None:
        self.view.colorblind = self.app.settings.colorblind
        self.view.set_rect(area)

    def build_panel(self, x: int, width: int, top: int) -> int:
        return self.panel.build(x, width, top)

    def refresh_panel(self) -> None:
        self.panel.refresh()

    # --- texts ------------------------------------------------------------------------
    def prompt(self) -> str:
        if self.legal() == {act.PASS}:
            return tr("armadora.prompt.forced_pass")
        if self.mode == "power":
            return tr(f"armadora_ui.power_prompt.{self.faction(self.match.to_move)}")
        if self.mode == "reinforce":
            return tr("armadora_ui.reinforce_prompt")
        pos = self.observation()
        if pos.stage == SECOND_PALISADE:
            return tr("armadora.prompt.second_palisade")
        if pos.stage == AFTER_POWER:
            return tr("armadora.prompt.after_power")
        key = "armadora.prompt.start_advanced" if pos.advanced else "armadora.prompt.start"
        return self.your_turn(tr(key))

    def hint_button(self, action: Action) -> Any:
        """Done and Pass are buttons; every other choice is on the board."""
        return self.buttons.get(act.kind_of(action)) if action in (act.DONE, act.PASS) else None

    def describe(self, action: Action) -> str:
        from game.armadora.review import REVIEW  # the words the game's review uses too

        return REVIEW.describe(self.match.rules, self.observation(), action, self.seat_name)

    # --- hover and candidates ---------------------------------------------------------------
    def candidate(self) -> Action | None:
        """The action the mouse points at in the current mode (legal or not)."""
        hover = self.hover_target()
        if hover is None or not self.is_human_turn():
            return None
        kind, index = hover
        faction = self.faction(self.match.to_move)
        power = moves.POWER_KIND.get(faction or "")
        if self.mode == "power":
            if power == Kind.ORC:
                return act.orc(index) if kind == "line" else None
            if kind != "cell":
                return None
            if power == Kind.GOBLIN:
                return act.goblin(index, self.value)
            if power == Kind.PEEK:
                return act.peek(index)
            return act.arrow(index) if power == Kind.ARROW else None
        if self.mode == "reinforce":
            return act.reinforce(index) if kind == "cell" else None
        if kind == "line":
            return act.palisade(index)
        return act.warrior(index, self.value)

    def problem(self, action: Action) -> str | None:
        """Why ``action`` is illegal, in words (None when it is legal): the rules' answer."""
        found = self.match.rules.explain(self.observation(), action)
        return None if found is None else tr(found[0], **found[1])

    def hover_target(self) -> tuple[str, int] | None:
        """("cell"|"line", index) under the mouse in the current mode, always from the mouse
        and the mode of now (never remembered: a step or a mode change may change it)."""
        line = self.view.line_at(self.mouse)
        if (
            line is not None
            and self.mode != "reinforce"
            and not (
                self.mode == "power"
                and moves.POWER_KIND.get(self.faction(self.match.to_move) or "") != Kind.ORC
            )
        ):
            return ("line", line)
        cell = self.view.cell_at(self.mouse)
        return ("cell", cell) if cell is not None else None

    def targets(self) -> int:
        """Cells to highlight as legal targets in the current mode."""
        if not self.is_human_turn():
            return 0
        targets_of = {"power": act.POWERS & act.ON_SQUARE, "reinforce": {Kind.REINFORCE}}
        wanted = targets_of.get(self.mode, ())
        mask = 0
        for action in self.legal():
            if action[0] in wanted:
                mask |= 1 << act.square(action)
        return mask

    # --- events ------------------------------------------------------------------------------
    def handle_game_event(self, event: pygame.event.Event) -> None:
        self.controls.handle(event)

    def back(self) -> None:
        if self.mode != "main":
            self.controls.set_mode("main")
        else:
            super().back()

    # --- animations ------------------------------------------------------------------------------
    def animate(self, report: StepReport) -> float:
        """A placed warrior or palisade grows into place; the last turn's pieces are marked
        (all from the step's public events)."""
        if report.is_chance:
            return 0.0
        events = [event for event in report.events if event.seats is None]
        if self.turn_over:  # a new turn: forget the marks of the previous one
            self.last_cells = self.last_lines = 0
        self.turn_over = any(isinstance(event, (TurnBegan, GameEnded)) for event in events)
        seconds = 0.0
        for event in events:
            if isinstance(event, MARKED):
                self.last_cells |= 1 << event.cell
            if isinstance(event, WarriorPlaced):
                self.appear[("cell", event.cell)] = self.time
                seconds = APPEAR_TIME
            elif isinstance(event, PalisadePlaced):
                self.last_lines |= 1 << event.line
                self.appear[("line", event.line)] = self.time
                seconds = APPEAR_TIME
        self.touch()  # the marks are part of the cached backdrop
        sounds = [SOUND_OF[type(event)] for event in events if type(event) in SOUND_OF]
        self.app.audio.play(sounds[0] if sounds else "click")
        return seconds

    def tell(self, events: tuple[Event, ...]) -> Told:
        return recap.tell(events, self.seat_name)

    def target_rects(self) -> list[pygame.Rect]:
        """The squares and lines of the legal decisions (a power's too)."""
        places = set()
        for action in self.legal():
            kind = act.kind_of(action)
            if kind in act.ON_LINE:
                places.add(("line", act.line(action)))
            elif kind in act.ON_SQUARE:
                places.add(("cell", act.square(action)))
        return [rect for rect in map(self.mark_rect, places) if rect is not None]

    def mark_rect(self, at) -> pygame.Rect | None:
        """A square (``("cell", cell)``) or a palisade's line (``("line", line)``)."""
        kind, index = at
        if kind == "cell":
            return self.view.cell_rect(index).inflate(-self.px(4), -self.px(4))
        return self.view.line_rect(index, 0.3)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return faction_colour(self.faction(seat), self.app.settings.colorblind)

    def finish_animations(self) -> None:
        self.appear.clear()
        self.touch()

    def after_undo(self) -> None:
        self.appear.clear()
        self.last_cells = self.last_lines = 0
        self.turn_over = True
        self.controls.leave_mode()

    def animate_end(self) -> float:
        self.flip_start = self.time
        self.app.audio.play("reveal")
        return FLIP_TIME

    def flip_duration(self) -> float:
        return FLIP_TIME * self.animation_scale()

    # --- drawing ---------------------------------------------------------------------------------
    def board_overlay(self, pos) -> Overlay:
        overlay = Overlay(time=self.time, last_cells=self.last_cells, last_lines=self.last_lines)
        duration = APPEAR_TIME * self.animation_scale()
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
        action = self.pointed()
        if action is not None:
            legal = action in self.legal()
            kind = act.kind_of(action)
            if kind in act.ON_LINE:
                overlay.ghost_line = (act.line(action), legal)
                if legal:
                    closed = moves.territories_closed_by(pos, act.line(action))
                    overlay.preview_regions = tuple(
                        (
                            region,
                            tr(
                                "armadora_ui.preview_territory",
                                size=region.bit_count(),
                                gold=moves.region_gold(pos, region),
                            ),
                        )
                        for region in closed
                    )
            elif kind in act.WITH_VALUE and legal:
                faction = self.faction(self.match.to_move)
                overlay.ghost_warrior = (act.square(action), faction, act.value(action))
        if self.hint_action is not None:
            overlay.hint = self.hint_action
        return overlay

    def draw_board(self, surface: pygame.Surface) -> None:
        """The backdrop (background, board, pieces, panel) is cached per position version;
        each frame only adds what moves: animated pieces, targets and ghosts."""
        pos = self.observation()
        overlay = self.board_overlay(pos)
        shown = self.value_of(pos)

        def paint(backdrop: pygame.Surface) -> None:
            self.view.draw_base(backdrop, pos, shown, overlay)
            self.panel.paint(backdrop, pos)

        self.draw_backdrop(surface, self.view.animated(overlay), paint)
        self.view.draw_animated(surface, pos, shown, overlay)
        self.view.draw_dynamic(surface, pos, overlay)

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        return super().drawn_texts() + self.panel.drawn_texts()

    def state_for_test(self) -> dict[str, Any]:
        return {
            **super().state_for_test(),
            "mode": self.mode,
            "value": self.value,
            "frame": frame_rect(self.view),
        }
