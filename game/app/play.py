"""What every game's play scene shares: turns, AI pacing, privacy, undo, hint, autosave, log.

A game's play scene subclasses :class:`PlayScene` and adds its board, its side panel
and its input.  The rules stay in the game's rules module; this class only drives the
match through the contract.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app.ai_driver import BASELINES, AIDriver, decision_seed
from game.app.scene import Scene
from game.engine import record
from game.engine.contract import TERMINAL, Action, IllegalAction, LogEntry
from game.engine.match import Match, entries_of
from game.persistence.autosave import AutosaveWriter
from game.text import has, tr

AI_DELAY = {"slow": 1.3, "normal": 0.7, "fast": 0.25}
"""Minimum seconds an AI decision is shown as "thinking", by the AI speed setting."""
ANIMATION_TIME = {"slow": 0.55, "normal": 0.32, "fast": 0.16}
"""Seconds a piece takes to appear, by the animation speed setting."""


class PlayScene(Scene):
    """Base of a game's play scene."""

    in_game = True
    name = "play"
    hidden_information = True  # hot-seat players get a privacy screen between them

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.ai = AIDriver()
        self.ai_seat: int | None = None
        self.ai_wait = 0.0
        self.ai_ready: Action | None = None
        self.hint_action: Action | None = None
        self.hint_pending = False
        self.time = 0.0
        self.viewer: int | None = self._initial_viewer()
        self.writer = AutosaveWriter()
        self.finished_recorded = match.is_over
        self.privacy_for: int | None = None

    # --- seats -------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    def _initial_viewer(self) -> int | None:
        """The only human sees the board from the start; in hot-seat nobody does until the
        privacy screen has been clicked away."""
        humans = [i for i, seat in enumerate(self.match.seats) if seat.is_human]
        return humans[0] if len(humans) == 1 else None

    def is_human_turn(self) -> bool:
        seat = self.match.to_move
        return seat >= 0 and self.match.seats[seat].is_human and self.viewer == seat

    def seat_name(self, seat: int) -> str:
        """The player's display name (games override to use factions, colours or heroes)."""
        name = self.match.seats[seat].name
        return name or tr("players.default_name", n=seat + 1)

    # --- flow ----------------------------------------------------------------------
    def on_enter(self) -> None:
        searching = [s for s in self.match.seats if not s.is_human and s.level not in BASELINES]
        if searching:
            self.ai.warm_up()
        self.autosave()
        self.check_privacy()

    def on_exit(self) -> None:
        self.ai.shutdown()
        self.autosave()
        self.writer.flush()
        self.writer.close()

    def on_uncover(self) -> None:
        self.rebuild()

    def play(self, action: Action) -> list[LogEntry]:
        """Apply a decision of the seat to move, animate it, autosave, and go on."""
        before = self.match.state
        snapshot = self.match.rules.clone(before)
        try:
            entries = entries_of(self.match.play(action))
        except IllegalAction:
            self.app.audio.play("error")
            return []
        self.hint_action = None
        self.after_action(snapshot, action, entries)
        self.autosave()
        if self.match.is_over:
            self.on_game_over()
        else:
            self.check_privacy()
        self.refresh()
        return entries

    def after_action(self, before: Any, action: Action, entries: list[LogEntry]) -> None:
        """Hook: start animations and sounds for ``action`` (``before`` is the old state)."""

    def refresh(self) -> None:
        """Hook: update widgets after the position changed (default: rebuild everything)."""
        self.rebuild()

    def on_game_over(self) -> None:
        """Hook: the game just ended.  Records statistics once."""
        self.record_statistics()

    def record_statistics(self) -> None:
        if self.finished_recorded or not self.humans:
            return
        self.finished_recorded = True
        outcome = self.match.outcome()
        won = any(seat in outcome.winners for seat in self.humans)
        levels = [seat.level for seat in self.match.seats if not seat.is_human]
        try:
            self.app.stats.record(self.match.rules.game_id, won, levels)
        except OSError:
            self.app.show_message("errors.save_write")

    def check_privacy(self) -> None:
        """Cover the board when the next decision belongs to a different human."""
        seat = self.match.to_move
        if seat < 0 or not self.match.seats[seat].is_human:
            if len(self.humans) > 1:
                self.viewer = None  # AI turns in hot-seat: nobody's secrets on screen
            return
        if self.viewer == seat:
            return
        if len(self.humans) > 1 and self.hidden_information:
            from game.app.scenes.privacy import PrivacyScreen

            self.viewer = None
            self.privacy_for = seat
            self.app.push(PrivacyScreen(self.app, self.seat_name(seat), self._privacy_done))
        else:
            self.viewer = seat

    def _privacy_done(self) -> None:
        self.viewer = self.privacy_for
        self.privacy_for = None
        self.rebuild()

    # --- AI ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        seat = self.match.to_move
        if seat == TERMINAL or seat < 0:
            return
        info = self.match.seats[seat]
        if info.is_human:
            self._poll_hint()
            return
        if self.ai_seat != seat:
            self.ai_seat = seat
            self.ai_wait = AI_DELAY.get(self.app.settings.ai_speed, 0.7)
            self.ai_ready = None
            self._ask_ai(seat, info.level, 0)
        self.ai_wait -= dt
        if self.ai_ready is None:
            self.ai_ready = self.ai.poll()
        if self.ai_ready is not None and self.ai_wait <= 0:
            action, self.ai_ready, self.ai_seat = self.ai_ready, None, None
            self.play(action)

    @property
    def ai_thinking(self) -> bool:
        seat = self.match.to_move
        return seat >= 0 and not self.match.seats[seat].is_human

    def cancel_ai(self) -> None:
        self.ai.cancel()
        self.ai_seat = None
        self.ai_ready = None
        self.hint_pending = False

    # --- undo and hint ---------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.viewer is not None and self.match.can_undo(self.viewer)

    def undo(self) -> bool:
        if not self.can_undo():
            self.app.audio.play("error")
            return False
        self.cancel_ai()
        self.match.undo(self.viewer)
        self.hint_action = None
        self.autosave()
        self.after_undo()
        self.refresh()
        return True

    def after_undo(self) -> None:
        """Hook: clear animations that belonged to undone moves."""

    def request_hint(self) -> None:
        if not self.is_human_turn() or self.hint_pending:
            return
        seat = self.match.to_move
        self.hint_pending = True
        self._ask_ai(seat, "normal", 0x5A5A)

    def _ask_ai(self, seat: int, level: str, salt: int) -> None:
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
        )

    def _poll_hint(self) -> None:
        if not self.hint_pending:
            return
        action = self.ai.poll()
        if action is not None:
            self.hint_pending = False
            self.hint_action = action
            self.refresh()

    # --- saving ------------------------------------------------------------------------
    def save_meta(self) -> dict[str, Any]:
        return {}

    def autosave(self) -> None:
        self.writer.submit(self.app.saves.autosave_path, record.dumps(self.match, self.save_meta()))

    def save_copy(self) -> None:
        try:
            self.app.saves.save_as_new(self.match, self.save_meta())
        except OSError:
            self.app.show_message("errors.save_write")
            return
        self.app.show_message("play.saved")

    # --- log -----------------------------------------------------------------------------
    def log_arg(self, name: str, value: Any) -> Any:
        """How a log argument is shown (games map seat numbers to names, etc.)."""
        return value

    def log_lines(self) -> list[str]:
        """The log as this viewer may read it, rendered in the current language."""
        lines = []
        over = self.match.is_over
        for entry in self.match.log:
            if entry.seats is not None and not over and self.viewer not in entry.seats:
                continue
            args = {k: self.log_arg(k, v) for k, v in entry.args.items()}
            lines.append(tr(entry.key, **args) if has(entry.key) else entry.key)
        return lines

    def back(self) -> None:
        from game.app.scenes.pause import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    def quit_to_menu(self) -> None:
        from game.app.scenes.main_menu import MainMenu

        self.app.reset_to(MainMenu(self.app))

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
