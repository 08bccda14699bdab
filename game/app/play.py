"""What every game's play scene shares: the screen's chrome and the flow of a match.

The chrome: the status bar (whose turn, "X is thinking…", a hint), the tooltip that says
why the target under the mouse is illegal, the Undo / Hint / Menu buttons (Ctrl+Z, H,
Esc), the game log, and the hand-over to the Results screen.  The flow: AI decisions
paced for people, hot-seat privacy, undo, hints, autosave, statistics, and the steps of
the match animated one after another.

A game's play scene subclasses :class:`PlayScene` and supplies only what is its own:

- ``layout_board(area)``: place the board inside ``area`` (the window left of the panel);
- ``build_panel(x, width, top) -> y``: create its side-panel widgets from ``top`` down and
  answer the ``y`` below them (Undo / Hint and the log follow);
- ``refresh_panel()``: bring those widgets up to date (texts, enabled states);
- ``draw_board(surface)``: draw the board and the panel's content (``backdrop`` caches
  what only changes with the position); everything drawn comes from :meth:`observation`;
- ``handle_game_event(event)`` and ``candidate() -> action | None``: input, and the action
  the mouse points at (legal or not);
- ``describe(action) -> str``, ``problem(action) -> str | None`` (why it is illegal; None
  when legal) and ``prompt() -> str`` (what the deciding player should do now);
- ``animate(report) -> seconds``: start what a step shows (a move, a die roll, a draw)
  and answer how long it takes at normal speed (0: nothing to wait for);
  ``finish_animations()`` ends them at once; ``animate_end() -> seconds``: the end of
  the game (after it, and a short pause, the Results screen follows).  The steps of other
  seats and of chance are queued: nothing goes on (no AI decision, no input, no hand-over,
  no results) until they have played, and Space, Enter or a click skips them.  A step the
  viewing player just made is shown at once and holds nothing up.  While an AI plays,
  Space or Enter also skips its pause; once no human seat can act any more
  (``Rules.still_playing``), "Finish now" (in Hint's place) has the AI players play the
  rest without pauses, every step shown at once.

Optional: ``over_text()``, ``log_arg(name, value)``, ``log_text(entry)``, ``save_meta()``,
``after_undo()``;
seats are named by the shared rule (:mod:`game.app.seat_names`).

Nothing here assumes that the player who decides is the player whose turn it is: the AI,
the privacy screen, undo and the status bar all follow ``match.to_move``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.app import art, fonts, memory, theme, widgets
from game.app.ai_driver import BASELINES, AIDriver, decision_seed
from game.app.coach import coach_for_hints
from game.app.handover import HandOver
from game.app.log_view import LogView, RenderedLog
from game.app.play_chrome import (
    Resignation,
    Tooltip,
    draw_status_bar,
    status_layout,
    status_text_width,
    thinking_dots,
)
from game.app.scene import Scene
from game.app.seat_names import SeatNames
from game.app.step_queue import StepQueue
from game.app.undone import Undone
from game.app.views import best_result_of
from game.engine import record
from game.engine.contract import Action, IllegalAction, LogEntry
from game.engine.events import Event
from game.engine.match import RESIGNED_LOG, Match, StepReport
from game.persistence.autosave import AutosaveWriter
from game.text import has, language, tr

AI_DELAY = {"slow": 1.3, "normal": 0.7, "fast": 0.25}
"""Minimum seconds an AI decision is shown as "thinking", by the AI speed setting."""
ANIMATION_SCALE = {"slow": 0.55 / 0.32, "normal": 1.0, "fast": 0.5}
"""How long animations take compared with normal speed, by the animation speed setting."""
RESULTS_HOLD = 0.9
"""Seconds the finished board stays on screen after the end animation."""
HINT_LEVEL = "normal"
"""The AI level that answers the Hint button."""
STATUS_H = 56
"""Design height of the band above the board that holds the status bar and Menu."""
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
LIVELY_AFTER_STEP = 1.5
"""Seconds after a step during which the scene counts as animating (effects that nothing
waits for: a piece appearing, the view gliding to the action)."""


class PlayScene(Scene):
    """Base of a game's play scene (see the module docstring for what a game supplies)."""

    in_game = True
    name = "play"
    hidden_information = True  # hot-seat players get a privacy screen between them
    hint_in_status = True
    """The hint's words take the status bar's place (False: the game draws the hint on its
    board, words and all, and the status bar keeps the prompt)."""
    panel_width = 380  # design pixels

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.ai = AIDriver()
        self.ai_seat: int | None = None
        self.ai_wait = 0.0
        self.ai_ready: Action | None = None
        self.hint_action: Action | None = None
        self.hint_pending = False
        self.finishing = False  # "Finish now": the AI plays the rest without pauses
        self.undone = Undone()  # the AI's decisions the last undo took back
        self.hurry_step: int | None = None  # Space/Enter: no pause before this step's decision
        self.time = 0.0
        self.viewer: int | None = self._initial_viewer()
        self.privacy_for: int | None = None
        self.last_human: int | None = self.viewer  # the person who last had the board
        self.handover: Any = None  # the hand-over banner (hot-seat, nothing hidden)
        self.writer = AutosaveWriter()
        self.autosave_file: Path | None = None  # chosen by the first autosave
        self.finished_recorded = match.is_over
        self.steps = StepQueue(self.animate, self.animation_scale)
        self.version = 0  # bumped whenever what the screen shows may have changed
        self.mouse = (0, 0)
        self.pointer_known = False  # no mouse motion seen since the scene was (un)covered
        self.quiet_target: tuple[Hashable] | None = None  # the target the last step found
        self.tooltip_hidden = False  # after a step, until the mouse moves
        self.tooltip = Tooltip()
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.log_view: LogView | None = None
        self.panel_rect = self.board_area = self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.over_at_start = match.is_over
        self.lively_until = LIVELY_AFTER_STEP
        self.end_at: float | None = None
        self.results_shown = False
        self._observation: tuple[Hashable, Any] | None = None
        self._names: tuple[int, SeatNames] | None = None
        self._legal: tuple[int, frozenset] | None = None
        self._rendered_log = RenderedLog()
        self._backdrop: pygame.Surface | None = None
        self._backdrop_key: tuple | None = None
        self.coach: Any = None
        """The coach (:mod:`game.app.coach`): a tutorial's lessons, or hints when asked for
        in the settings; None without one."""
        if app.settings.coach_hints:
            self.coach = coach_for_hints(app, match)

    # --- what a game supplies ------------------------------------------------------------
    def layout_board(self, area: pygame.Rect) -> None:
        """Place the board inside ``area``."""

    def build_panel(self, x: int, width: int, top: int) -> int:
        """Create the game's side-panel widgets from ``top`` down; answer the y below them."""
        return top

    def refresh_panel(self) -> None:
        """Bring the game's widgets up to date after the position or the viewer changed."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the board and the panel's content (under the log, status bar and tooltip)."""
        self.draw_backdrop(surface, None, lambda _surface: None)

    def handle_game_event(self, event: pygame.event.Event) -> None:
        """Input the chrome did not use: the board, the game's buttons and keys."""

    def candidate(self) -> Action | None:
        """The action the mouse points at (legal or not), or None."""
        return None

    def hover_target(self) -> Hashable:
        """What the mouse points at, as the game names it (a square, a line): hover
        feedback found there by a step stays quiet until the mouse leaves it.  By default
        the mouse position itself."""
        return self.mouse

    def describe(self, action: Action) -> str:
        """``action`` in words (the hint says it)."""
        return " ".join(map(str, action))

    def hint_words(self, action: Action) -> str:
        """Hook: the hinted ``action`` in words (a game may add why it is good)."""
        return self.describe(action)

    def problem(self, action: Action) -> str | None:
        """Why ``action`` is illegal, in words; None when it is legal."""
        return None

    def prompt(self) -> str:
        """The status bar while the viewing player decides (see :meth:`your_turn`)."""
        return self.your_turn("")

    def over_text(self) -> str:
        """The status bar once the game is over."""
        return tr("play.game_over")

    def animate(self, report: StepReport) -> float:
        """Start showing ``report``; answer its length in seconds at normal speed."""
        return 0.0

    def shown_events(self, report: StepReport) -> tuple[Event, ...]:
        """The step's events the viewer may know (only the public ones while nobody is
        shown: AI turns in hot-seat, a hand-over)."""
        if self.viewer is None:
            return tuple(event for event in report.events if event.seats is None)
        return report.events_for(self.viewer)

    def finish_animations(self) -> None:
        """End every running animation at once (skipped, or the steps were undone)."""

    def animate_end(self) -> float:
        """Start the game's end animation; answer its length in seconds at normal speed."""
        return 0.0

    def show_results(self) -> None:
        """Replace this scene with the Results screen (the shared one, with the game's
        breakdown from its view)."""
        self.app.audio.play("gold")
        self.app.replace("results", match=self.match)

    def names(self) -> SeatNames:
        """How seats and sides are called (the shared rule; cached per version)."""
        if self._names is None or self._names[0] != self.version:
            self._names = (self.version, SeatNames.of_match(self.match, None, self.observation()))
        return self._names[1]

    def seat_name(self, seat: int) -> str:
        """The player's display name: its own, else the game's label (a faction, a colour)."""
        return self.names().seat(seat)

    def side_name(self, side: int) -> str:
        """A side's name: its seat's, or its team's members' joined."""
        return self.names().side(side)

    def log_arg(self, name: str, value: Any) -> Any:
        """How a log argument is shown (games map seat numbers to names, etc.)."""
        return value

    def save_meta(self) -> dict[str, Any]:
        """Display extras stored with saves (e.g. how the Load list names seats)."""
        return {}

    # --- seats -----------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    def _initial_viewer(self) -> int | None:
        """The only human sees the board from the start; in hot-seat nobody does until the
        privacy screen has been clicked away."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def is_human_turn(self) -> bool:
        """The seat that decides now is a human at the screen, and the board waits for them
        (no step is still being shown)."""
        seat = self.match.to_move
        return (
            seat >= 0
            and self.match.seats[seat].is_human
            and self.viewer == seat
            and not self.steps.busy
        )

    def decides_during(self) -> int | None:
        """The seat whose turn it is, when another seat decides now (else None)."""
        seat, turn = self.match.to_move, self.match.turn_of
        return turn if seat >= 0 and turn >= 0 and turn != seat else None

    def your_turn(self, prompt: str) -> str:
        """ "<player>, your turn. <prompt>" for the seat that decides now."""
        return tr("play.your_turn", player=self.seat_name(self.match.to_move), prompt=prompt)

    # --- what the screen may show --------------------------------------------------------------
    def observation(self) -> Any:
        """The viewing seat's observation, or the public one when no human seat is shown
        (AI turns in hot-seat, the privacy screen, a hand-over).  Cached per version."""
        key = (self.version, self.viewer)
        if self._observation is None or self._observation[0] != key:
            if self.viewer is None:
                shown = self.match.observe_public()
            else:
                shown = self.match.observe(self.viewer)
            self._observation = (key, shown)
        return self._observation[1]

    def legal(self) -> frozenset:
        """The legal actions of the seat to move (cached per version)."""
        if self._legal is None or self._legal[0] != self.version:
            self._legal = (self.version, frozenset(self.match.legal_actions()))
        return self._legal[1]

    def log_lines(self) -> list[str]:
        """The log as this viewer may read it, rendered in the current language, without
        the lines of steps still being shown (the log is never ahead of the board)."""
        over = self.match.is_over
        shown = len(self.match.log) - self.steps.unshown_entries

        def render(entry: LogEntry) -> str | None:
            if entry.seats is not None and not over and self.viewer not in entry.seats:
                return None
            return self.resignation_text(entry) or self.log_text(entry)

        key = (language(), self.viewer, over, self.app.settings.colorblind)
        return self._rendered_log.lines(self.match.log, shown, key, render)

    def resignation_text(self, entry: LogEntry) -> str | None:
        """The match's own line (a resignation), the same in every game."""
        if entry.key != RESIGNED_LOG:
            return None
        return tr(RESIGNED_LOG, player=self.side_name(entry.args.get("side", -1)))

    def log_text(self, entry: LogEntry) -> str | None:
        """One log entry in words (a game may answer None for one not worth a line)."""
        args = {k: self.log_arg(k, v) for k, v in entry.args.items()}
        return tr(entry.key, **args) if has(entry.key) else entry.key

    # --- life cycle ---------------------------------------------------------------------------
    def on_enter(self) -> None:
        searching = [s for s in self.match.seats if not s.is_human and s.level not in BASELINES]
        if searching:
            self.ai.warm_up()
        self.autosave()
        self.hand_over()

    def on_exit(self) -> None:
        self.ai.shutdown()
        self.autosave()
        self.writer.flush()
        self.writer.close()

    def on_uncover(self) -> None:
        self.forget_pointer()
        self.rebuild()
        self._tell_autosave_failure()  # found while a privacy screen covered the board

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        self.buttons.clear()
        panel_w = px(self.panel_width)
        self.panel_rect = pygame.Rect(w - panel_w, 0, panel_w, h)
        self.board_area = pygame.Rect(
            px(14), px(STATUS_H) + px(10), w - panel_w - px(28), h - px(STATUS_H) - px(24)
        )
        self.status_rect = pygame.Rect(
            self.board_area.x, px(10), self.board_area.w - px(132), px(40)
        )
        self.layout_board(self.board_area)
        x0 = self.panel_rect.x + px(12)
        inner = panel_w - px(24)
        y = self.build_panel(x0, inner, px(14))
        half = (inner - px(8)) // 2
        self.buttons["undo"] = widgets.button(self, pygame.Rect(x0, y, half, px(44)), "", "@small")
        self.buttons["hint"] = widgets.button(
            self, pygame.Rect(x0 + half + px(8), y, half, px(44)), "", "@small"
        )
        # In the Hint's place (no hint can be asked for once no human can act).
        self.buttons["finish"] = widgets.button(
            self, pygame.Rect(x0 + half + px(8), y, half, px(44)), "", "@small"
        )
        y += px(50)
        self.buttons["menu"] = widgets.button(
            self,
            pygame.Rect(self.board_area.right - px(120), px(10), px(120), px(40)),
            tr("play.menu"),
            "@small",
        )
        self.log_view = LogView(pygame.Rect(x0, y + px(4), inner, h - y - px(16)), px(15), px(8))
        self.refresh()

    def refresh(self) -> None:
        """Bring texts and enabled states up to date (cheap; no widget is recreated)."""
        self.version += 1
        if self.log_view is None:
            return
        self.refresh_panel()
        human = self.is_human_turn()
        undo, hint = self.buttons["undo"], self.buttons["hint"]
        widgets.set_text(undo, tr("play.undo"))
        widgets.set_tooltip(undo, tr("play.undo_help"))
        widgets.enable(undo, self.can_undo() and not self.match.is_over)
        widgets.set_text(hint, tr("play.hint"))
        widgets.set_tooltip(hint, tr("play.hint_help"))
        widgets.enable(hint, human and not self.hint_pending)
        self._refresh_finish()
        self.log_view.set_lines(self.log_lines())

    def _refresh_finish(self) -> None:
        """The Finish now button replaces Hint while no human can act any more."""
        hint, finish = self.buttons["hint"], self.buttons["finish"]
        widgets.set_text(finish, tr("play.finish_now"))
        widgets.set_tooltip(finish, tr("play.finish_now_help"))
        widgets.enable(finish, not self.finishing)
        if self.can_finish():
            hint.hide()
            finish.show()
        else:
            finish.hide()
            hint.show()

    # --- playing --------------------------------------------------------------------------------
    def play(self, action: Action) -> list[StepReport]:
        """Apply a decision of the seat to move, show its steps, autosave, and go on."""
        self.writer.flush()  # the decision before this one is on disk before this one
        by_viewer = self.match.to_move == self.viewer
        if self.coach is not None:
            self.coach.before_play(self, action)
        try:
            reports = self.match.play(action)
        except IllegalAction:
            self.app.audio.play("error")
            return []
        self._took(reports, by_viewer)
        return reports

    def _took(self, reports: list[StepReport], by_viewer: bool) -> None:
        """Steps the match just applied: show them, autosave, and go on (or to the end)."""
        self.version += 1
        self.hint_action = None
        self.tooltip_hidden = True
        self.quiet_hover()
        self.lively_until = self.time + LIVELY_AFTER_STEP
        self.undone.follow(reports)
        if self.finishing:  # shown at once and silently: the rest is played without pauses
            with self.app.audio.hushed():
                self.steps.queue(reports)
                if self.steps.clear():
                    self.finish_animations()
        elif by_viewer:  # the player who made it knows it: shown, but nothing waits for it
            self.steps.show(reports[0])
            self.steps.queue(reports[1:])
        else:
            self.steps.queue(reports)
        self.autosave()
        if self.match.is_over:
            self.record_statistics()
            self._update_end()  # the end animation starts now unless steps are still showing
        elif not self.steps.busy:
            self.hand_over()
        if self.coach is not None:
            self.coach.after_steps(self, reports)
        self.refresh()

    # --- resigning ------------------------------------------------------------------------
    def resigner(self) -> int | None:
        """The seat Resign gives up for: the only human, or in hot-seat the human whose
        decision is on screen (None: nobody may resign now)."""
        humans = self.humans
        seat = humans[0] if len(humans) == 1 else self.viewer
        if seat is None or not self.match.seats[seat].is_human:
            return None
        return seat if self.match.can_resign(seat) else None

    def resign(self) -> None:
        """The player at the keyboard gives up (confirmed on the pause menu): the match
        records it; the game goes on without their side or ends (``Match.resign``)."""
        seat = self.resigner()
        if seat is None:
            return
        self.writer.flush()
        self.cancel_ai()
        self.finishing = False
        self.hurry_step = None
        if self.steps.clear():
            self.finish_animations()
        reports = self.match.resign(seat)
        self._took(reports[1:], by_viewer=False)  # the first is the resignation: no picture

    def animation_scale(self) -> float:
        """Seconds at normal speed times this are seconds at the chosen animation speed."""
        return ANIMATION_SCALE.get(self.app.settings.animation_speed, 1.0)

    def skip_animations(self) -> bool:
        """Show the end of every queued step at once; True when something was playing."""
        if not self.steps.clear():
            return False
        self.finish_animations()
        self._steps_shown()
        return True

    def _steps_shown(self) -> None:
        """The queued steps have all been shown: the game goes on."""
        if not self.match.is_over:
            self.hand_over()
        self.refresh()

    def record_statistics(self) -> None:
        if self.finished_recorded or not self.humans:
            return
        if self.coach is not None and self.coach.guided:
            return  # a lesson is no result
        self.finished_recorded = True
        outcome = self.match.outcome()
        won = any(seat in outcome.winners for seat in self.humans)
        levels = [seat.level for seat in self.match.seats if not seat.is_human]
        result = best_result_of(self.match.rules.game_id)
        # A game stopped by a resignation has no result of its own; a resigned seat's is not
        # a result either.
        kept = [seat for seat in self.humans if seat not in outcome.resigned]
        best = None if outcome.stopped or not kept else result.measure(outcome, kept)
        try:
            self.app.stats.record(
                self.match.rules.game_id, won, levels, best, result.lower_is_better
            )
        except OSError:
            self.app.show_message("errors.save_write")

    def hand_over(self) -> None:
        """Show the board to the seat that decides now; in hot-seat with hidden information
        the privacy screen covers it until that player is at the keyboard."""
        seat = self.match.to_move
        if seat < 0 or not self.match.seats[seat].is_human:
            if len(self.humans) > 1:
                self._set_viewer(None)  # AI turns in hot-seat: nobody's secrets on screen
            return
        self.writer.flush()  # the last decision is on disk before this player is asked
        if self.viewer == seat:
            return
        if len(self.humans) > 1 and self.hidden_information:
            mover = self.viewer  # who made the decision that hands over, if anyone at all
            undo = None
            if mover is not None and self.match.can_undo(mover):
                undo = (self.seat_name(mover), lambda: self._privacy_undo(mover))
            self._set_viewer(None)
            self.privacy_for = seat
            turn = self.decides_during()
            self.app.push(
                "privacy",
                player=self.seat_name(seat),
                on_ready=self._privacy_done,
                turn_of=None if turn is None else self.seat_name(turn),
                undo=undo,
            )
        else:
            if len(self.humans) > 1 and self.last_human not in (None, seat):
                self._banner(seat)  # one person to another: say so, and let no click through
            self._set_viewer(seat)
        self.last_human = seat

    def _banner(self, seat: int) -> None:
        name, turn = self.seat_name(seat), self.decides_during()
        if turn is None:
            note = tr("play.handover_note", player=name)
        else:
            note = tr("play.privacy_decides", player=name, turn=self.seat_name(turn))
        self.handover = HandOver(tr("play.handover_title", player=name), note, self.time)
        self.quiet_hover()

    def _set_viewer(self, seat: int | None) -> None:
        if self.viewer != seat:
            self.viewer = seat
            self.refresh()

    def _privacy_done(self) -> None:
        self.viewer = self.privacy_for
        self.privacy_for = None
        self.rebuild()

    def _privacy_undo(self, seat: int) -> None:
        """The player who just moved took it back from the privacy screen: their board
        again, at the decision they made."""
        self.privacy_for = None
        self.viewer = seat
        self.undo()
        self.rebuild()

    # --- the frame ----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self._tell_autosave_failure()
        if self.steps.busy:
            self.steps.update(dt)
            if not self.steps.busy:
                self._steps_shown()
            elif self.log_view is not None:
                shown = len(self.match.log) - self.steps.unshown_entries
                if shown != self._rendered_log.done:  # a step was seen: its lines join the log
                    self.log_view.set_lines(self.log_lines())
        if self.match.is_over:
            self._update_end()
            return
        if self.finishing and not self.can_finish():  # a human can act again
            self.finishing = False
            self.refresh()
        seat = self.match.to_move
        if seat < 0:
            return
        info = self.match.seats[seat]
        if info.is_human:
            self._poll_hint()
            if self.coach is not None:
                self.coach.update(self)
            return
        if self.ai_seat != seat:
            self.writer.flush()  # the decision just made is on disk before the next is asked
            self.ai_seat = seat
            self.ai_wait = AI_DELAY.get(self.app.settings.ai_speed, 0.7)
            if self.finishing or self.hurry_step == len(self.match.steps):
                self.ai_wait = 0.0
            # A decision an undo took back is played again as it was (``undone``).
            self.ai_ready = self.undone.answer(len(self.match.steps), seat, self.legal())
            if self.ai_ready is None:
                self._ask_ai(seat, info.level, 0)
        self.ai_wait -= dt
        if self.ai_ready is None:
            self.ai_ready = self.ai.poll()
        if self.ai_ready is not None and self.ai_wait <= 0 and not self.steps.busy:
            action, self.ai_ready, self.ai_seat = self.ai_ready, None, None
            self.play(action)

    def animating(self) -> bool:
        """Steps being shown, the moments after a step, the end, a hint on its way and the
        AI's turns (its pacing and the thinking dots); a human's turn with nothing moving
        is idle."""
        if self.steps.busy or self.time < self.lively_until or self.hint_pending:
            return True
        if self.handover is not None and self.handover.showing(self.time):
            return True
        if self.match.is_over:
            return not self.results_shown
        seat = self.match.to_move
        return seat >= 0 and not self.match.seats[seat].is_human

    def _update_end(self) -> None:
        """After the last step has been shown: the end animation, a pause, the results."""
        if self.results_shown or self.steps.busy:
            return
        if self.end_at is None:
            self.end_at = self.time
            if self.match.stopped:  # a resignation: no victory fanfare, only a moment's pause
                self.end_at += RESULTS_HOLD
            elif not self.over_at_start:
                self.end_at += self.animate_end() * self.animation_scale() + RESULTS_HOLD
        if self.time >= self.end_at:
            self.results_shown = True
            if self.coach is None or not self.coach.hold_results(self):
                self.show_results()

    # --- AI -----------------------------------------------------------------------------------
    def cancel_ai(self) -> None:
        self.ai.cancel()
        self.ai_seat = None
        self.ai_ready = None
        self.hint_pending = False

    def _ask_ai(self, seat: int, level: str, salt: int, hint: bool = False) -> None:
        """Start an AI decision for ``seat`` from its own observation (fair by construction)."""
        self.ai.start(
            self.match.rules.game_id,
            self.match.setup,
            self.match.rules,
            self.match.observe(seat),
            self.match.legal_actions(),
            seat,
            level,
            decision_seed(self.match.seed, len(self.match.steps), seat) ^ salt,
            hint=hint,
        )

    # --- finish now and hurrying ---------------------------------------------------------------
    def humans_can_act(self) -> bool:
        """Some human seat may still have a decision to make (:meth:`Rules.still_playing`);
        with no human seat at all, none can."""
        return any(self.match.still_playing(seat) for seat in self.humans)

    def can_finish(self) -> bool:
        """Whether Finish now is offered: the game goes on, but only AI players can act."""
        return not self.match.is_over and not self.humans_can_act()

    def finish_now(self) -> None:
        """Let the AI players play the rest at once: no pauses, every step shown at once."""
        if not self.can_finish() or self.finishing:
            return
        self.finishing = True
        self.ai_wait = 0.0
        if self.steps.busy:
            with self.app.audio.hushed():
                self.skip_animations()
        self.refresh()

    def hurry(self) -> bool:
        """Space/Enter while an AI plays: no more pause before its decision (the steps
        still playing were skipped by the same key).  True when an AI was to move."""
        seat = self.match.to_move
        if self.match.is_over or seat < 0 or self.match.seats[seat].is_human:
            return False
        self.ai_wait = 0.0
        self.hurry_step = len(self.match.steps)
        return True

    # --- undo and hint ----------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.viewer is not None and self.match.can_undo(self.viewer)

    def undo(self) -> bool:
        """Back to the viewer's previous decision (never across another human's)."""
        if not self.can_undo():
            self.app.audio.play("error")
            return False
        self.cancel_ai()
        self.finishing = False  # a human can act again
        self.hurry_step = None
        if self.steps.clear():
            self.finish_animations()
        point = self.match.undo_point(self.viewer)
        taken_back = self.match.steps[point:] if point is not None else []
        self.match.undo(self.viewer)
        self.undone.remember(len(self.match.steps), taken_back)
        self.hint_action = None
        self.tooltip_hidden = True
        self.autosave()
        self.after_undo()
        if self.coach is not None:
            self.coach.after_undo(self)
        self.quiet_hover()
        self.refresh()
        return True

    def after_undo(self) -> None:
        """Hook: forget what belonged to the undone steps (marks of the last move, modes)."""

    def request_hint(self) -> None:
        if not self.is_human_turn() or self.hint_pending:
            return
        self.hint_pending = True
        self._ask_ai(self.match.to_move, HINT_LEVEL, 0x5A5A, hint=True)
        self.refresh()

    def _poll_hint(self) -> None:
        if not self.hint_pending:
            return
        action = self.ai.poll()
        if action is not None:
            self.hint_pending = False
            self.hint_action = action
            self.after_hint()
            self.refresh()

    def after_hint(self) -> None:
        """Hook: a hint arrived (``hint_action``); a game may bring it into view."""

    # --- saving ---------------------------------------------------------------------------------
    def autosave(self) -> None:
        """Write the match to its own autosave file (a finished match's is deleted: there is
        nothing left to resume).  ``docs/decisions.md``, "Autosave"."""
        if self.coach is not None and self.coach.guided:
            return  # a guided first game is started again from Learn to play, not resumed
        if self.autosave_file is None:
            self.autosave_file = self.app.saves.autosave_file_for(self.match)
        if self.match.is_over:
            self.writer.discard(self.autosave_file)
        else:
            self.writer.submit(self.autosave_file, record.dumps(self.match, self.save_meta()))

    def _tell_autosave_failure(self) -> None:
        """Tell the player, once per run of the app, that autosaving does not work."""
        if self.writer.failed and not self.app.autosave_failure_told:
            self.app.autosave_failure_told = True
            self.app.show_message("errors.autosave_failed", folder=str(self.app.saves.folder))

    def save_copy(self) -> None:
        try:
            self.app.saves.save_as_new(self.match, self.save_meta())
        except OSError:
            self.app.show_message("errors.save_write")
            return
        self.app.show_message("play.saved")

    # --- leaving -------------------------------------------------------------------------------
    def back(self) -> None:
        """Esc: the pause menu."""
        self.open_menu()

    def open_menu(self) -> None:
        game_id = self.match.rules.game_id
        resign = None
        seat = self.resigner()
        if seat is not None:
            player = self.names().side_of(seat)
            resign = Resignation(player, self.match.resigning_ends(seat), self.resign)
        elif not self.match.is_over and self.humans:
            resign = Resignation("", False, None)  # several people: on one's own turn
        self.app.push(
            "pause",
            game_id=game_id,
            on_save=self.save_copy,
            on_quit=self.quit_to_menu,
            resign=resign,
        )

    def quit_to_menu(self) -> None:
        self.app.reset_to("menu")

    # --- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
            self.pointer_known = True
            if self.quiet_target is not None and self.hover_target() != self.quiet_target[0]:
                self.quiet_target = None  # the mouse left the target of the last step
        if event.type == pygame.MOUSEMOTION:
            self.tooltip_hidden = False
        if self._stopped_by_banner(event):
            return  # a click or key meant for the last turn: not for this one
        if self.coach is not None and self.coach.handle_event(self, event):
            return
        if self.steps.busy and self._is_skip(event):
            self.skip_animations()
            if event.type == pygame.KEYDOWN:
                self.hurry()
            return
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and self.hurry():
            return
        if self.handle_common_key(event):
            return
        if self.log_view is not None and self.log_view.handle_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self._chrome_button(event.ui_element):
            return
        self.handle_game_event(event)

    def _stopped_by_banner(self, event: pygame.event.Event) -> bool:
        """A hand-over banner is up and takes ``event`` (the menu still opens)."""
        banner = self.handover
        if banner is None or not banner.showing(self.time):
            return False
        return banner.swallows(event, self.time, keep=(self.buttons.get("menu"),))

    @staticmethod
    def _is_skip(event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return event.key in SKIP_KEYS
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1

    def handle_common_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z undo and H hint; True when the key was used."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.key == pygame.K_h:
            self.request_hint()
            return True
        return False

    def _chrome_button(self, element) -> bool:
        actions: dict[str, Callable[[], Any]] = {
            "undo": self.undo,
            "hint": self.request_hint,
            "finish": self.finish_now,
            "menu": self.open_menu,
        }
        for name, action in actions.items():
            if self.buttons.get(name) is element:
                self.app.audio.play("click")
                action()
                return True
        return False

    # --- hover -----------------------------------------------------------------------------------
    def pointed(self) -> Action | None:
        """The candidate the screen may show feedback for (ghost, preview, tooltip): none
        while another screen covers this one, until the mouse has moved since it was
        uncovered, and while the mouse still rests on the target the last step found."""
        if not (self.pointer_known and self.is_top() and self.is_human_turn()):
            return None
        if self.quiet_target is not None and self.hover_target() == self.quiet_target[0]:
            return None
        return self.candidate()

    def quiet_hover(self) -> None:
        """After a step: what the mouse rests on was hovered before the step; its feedback
        would be stale (a piece just placed is "taken"), so it waits until the mouse leaves."""
        self.quiet_target = (self.hover_target(),)

    def forget_pointer(self) -> None:
        """Another screen covered this one: the mouse is somewhere else now."""
        self.pointer_known = False
        self.quiet_target = None

    def disabled_control(self) -> tuple[str, pygame.Rect] | None:
        """Why the disabled button under the mouse cannot be used now (if it says), and
        the rect to show it beside (the button, widened to the panel's left edge)."""
        if not (self.pointer_known and self.is_top()):
            return None
        for button in self.buttons.values():
            why = widgets.why_disabled(button)
            if why and button.visible and button.rect.collidepoint(self.mouse):
                rect = pygame.Rect(button.rect)
                if self.panel_rect.contains(rect):  # beside the panel, over no other button
                    rect.width, rect.x = rect.right - self.panel_rect.x, self.panel_rect.x
                return why, rect
        return None

    def disabled_reason(self) -> str | None:
        found = self.disabled_control()
        return None if found is None else found[0]

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        if self.log_view is not None:
            self.log_view.draw(surface)
        if self.coach is not None:
            self.coach.draw(self, surface)
        draw_status_bar(surface, self.status_rect, self.status_text(), self.px, self.status_most())
        if self.handover is not None and self.handover.showing(self.time):
            self.handover.draw(surface, self.board_area, self.px)
            return
        disabled = self.disabled_control()
        problem = self.tooltip_text()
        if disabled is not None:  # beside the button: widgets are drawn over the scene
            self.tooltip.draw_beside(surface, disabled[0], disabled[1], self.px)
        elif problem:
            room = pygame.Rect(0, 0, self.panel_rect.x, self.app.size[1])  # never on the panel
            self.tooltip.draw(surface, problem, self.mouse, self.px, room)

    def status_most(self) -> int:
        """How tall the status bar may grow (two lines): the band above the board."""
        return self.board_area.y - self.status_rect.y - self.px(4)

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """The status bar's lines (a game's play scene adds its own texts)."""
        size, lines, _ = status_layout(
            self.status_text(), self.status_rect, self.px, self.status_most()
        )
        room = status_text_width(self.status_rect, self.px)
        return [(line, fonts.font(size, True).size(line)[0], room) for line in lines]

    def backdrop(self, key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The window's background, the panel's frame and what ``paint`` adds, cached per
        position version, window size, viewer and ``key`` (what else it depends on).

        Scenes draw it with :meth:`draw_backdrop`, which keeps no copy in a window too big
        for one (:func:`memory.may_keep_window_copy`)."""
        full = (self.version, self.app.size, self.viewer, key)
        if self._backdrop is None or self._backdrop_key != full:
            if self._backdrop is None or self._backdrop.get_size() != self.app.size:
                self._backdrop = None  # the old picture goes before the new one is made
                self._backdrop = pygame.Surface(self.app.size).convert()
            self._paint_backdrop(self._backdrop, paint)  # painted over: no new 4 MB a step
            self._backdrop_key = full
        return self._backdrop

    def draw_backdrop(
        self, surface: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]
    ) -> None:
        """Draw :meth:`backdrop` on ``surface`` (the window): from the cached copy, or
        painted straight on the window when a copy of it would be over the budget."""
        if memory.may_keep_window_copy(self.app.size):
            surface.blit(self.backdrop(key, paint), (0, 0))
            return
        self.drop_caches()
        self._paint_backdrop(surface, paint)

    def _paint_backdrop(
        self, surface: pygame.Surface, paint: Callable[[pygame.Surface], None]
    ) -> None:
        art.paint_background(surface)
        px = self.px
        panel = self.panel_rect.inflate(-px(8), -px(8))
        pygame.draw.rect(surface, (30, 25, 34), panel, border_radius=px(14))
        pygame.draw.rect(surface, theme.GOLD_DARK, panel, 2, border_radius=px(14))
        paint(surface)

    def drop_caches(self) -> None:
        self._backdrop = self._backdrop_key = None

    def status_text(self) -> str:
        """Whose decision it is and what they should do; the AI thinking; a hint."""
        match = self.match
        if match.is_over:
            return self.over_text()
        seat = match.to_move
        if seat < 0:
            return ""
        if self.finishing:
            return tr("play.finishing", dots=thinking_dots(self.time))
        name = self.seat_name(seat)
        turn = self.decides_during()
        turn_name = None if turn is None else self.seat_name(turn)
        if not match.seats[seat].is_human:
            dots = thinking_dots(self.time)
            if turn_name is not None:
                return tr("play.status_ai_during", player=name, turn=turn_name, dots=dots)
            return tr("play.status_ai", player=name, dots=dots)
        if self.viewer != seat:
            if turn_name is not None:
                return tr("play.status_waiting_during", player=name, turn=turn_name)
            return tr("play.status_waiting", player=name)
        if self.hint_pending:
            return tr("play.hint_thinking")
        if self.hint_action is not None and self.hint_in_status:
            return tr("play.hint_text", action=self.hint_words(self.hint_action))
        prompt = self.prompt()
        if turn_name is not None:
            return tr("play.your_decision", player=name, turn=turn_name, prompt=prompt)
        return prompt

    def tooltip_text(self) -> str | None:
        """Why the target under the mouse is illegal (None: nothing to say)."""
        action = self.pointed()
        if action is None:
            return None
        if self.coach is not None:
            return self.coach.aside(self, action, self.problem(action))
        return self.problem(action)

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "to_move": self.match.to_move,
            "turn_of": self.match.turn_of,
            "viewer": self.viewer,
            "steps": len(self.match.steps),
            "animating": self.steps.busy,
            "status": self.status_text(),
            "tooltip": self.tooltip_text(),
            "finish": self.buttons["finish"].visible if "finish" in self.buttons else False,
            "finishing": self.finishing,
        }
