"""What every game's play scene shares: the screen's chrome and the flow of a match.

:class:`PlayScene` is a thin composition: it holds the match, the clock, the viewer and the
position's version, and wires small parts together, each a module with one concern (the
table in ``docs/architecture.md``, "The play scene's parts"): ``turns`` (the AI paced for
people, hints, Finish now), ``steps`` and ``flow`` (the steps shown one after another, and
what follows them), ``router`` (input, what the mouse points at), ``chrome`` (layout,
buttons, status bar, tooltips), ``commands`` (undo, pause menu, resign), ``handing``
(privacy screen, hand-over banner), ``game_log``, ``recap``, ``coach``, ``saving``
(autosave), ``ending`` (statistics, the results) and ``backdrop_cache``.  What a game
supplies is :class:`~game.app.play_hooks.GameHooks`.

The steps of other seats and of chance are queued: nothing goes on (no AI decision, no
input, no hand-over, no results) until they have played; a step the viewing player just
made is shown at once and holds nothing up.  Nothing here assumes that the player who
decides is the player whose turn it is: everything follows ``match.to_move``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.app import hint_ring
from game.app.ai_driver import BASELINES, AIDriver
from game.app.coach import coach_for_hints
from game.app.log_view import LogView
from game.app.play_backdrop import Backdrop
from game.app.play_commands import Commands
from game.app.play_end import Ending
from game.app.play_handover import HandingOver
from game.app.play_hooks import GameHooks
from game.app.play_input import InputRouter
from game.app.play_log import PlayLog, resignation_text
from game.app.play_panel import PanelChrome
from game.app.play_saving import Saving
from game.app.play_status import status_text, tooltip_text
from game.app.play_steps import LIVELY_AFTER_STEP, StepFlow
from game.app.play_turns import Turns
from game.app.recap_view import RecapView
from game.app.scene import Scene
from game.app.seat_names import SeatNames
from game.app.step_queue import StepQueue
from game.app.undone import Undone
from game.app.views import seat_colour_of
from game.engine.contract import Action, IllegalAction, LogEntry
from game.engine.match import Match, StepReport
from game.text import tr

LONGEST_FRAME = 5.0
"""Most seconds one frame adds to the game's clock: an idle frame waits a quarter of a second
at most (``app.IDLE_WAIT_MS``), so a longer gap is a computer that slept or stalled."""
ANIMATION_SCALE = {"slow": 0.55 / 0.32, "normal": 1.0, "fast": 0.5}
"""How long animations take compared with normal speed, by the animation speed setting."""


class PlayScene(GameHooks, Scene):
    """Base of a game's play scene: the parts, wired (a game supplies :class:`GameHooks`)."""

    in_game = True
    name = "play"

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.time = 0.0
        self.version = 0  # bumped whenever what the screen shows may have changed
        self.viewer: int | None = self._initial_viewer()
        self.mouse = (0, 0)
        self.pointer_known = False  # no mouse motion seen since the scene was (un)covered
        self.quiet_target: tuple[Hashable] | None = None  # the target the last step found
        self.tooltip_hidden = False  # after a step, until the mouse moves
        self.lively_until = LIVELY_AFTER_STEP
        self.buttons: dict[str, Any] = {}  # the chrome's and the game's panel buttons
        self.log_view: LogView | None = None
        self.panel_rect = self.board_area = self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.dock_rect = pygame.Rect(0, 0, 0, 0)  # the recap's and the cards' column
        self._observation: tuple[Hashable, Any] | None = None
        self._names: tuple[int, SeatNames] | None = None
        self._legal: tuple[int, frozenset] | None = None
        self._settles: tuple[Any, dict[Action, bool]] | None = None
        self.ai = AIDriver()
        self.undone = Undone()  # the AI's decisions the last undo took back
        self.turns = Turns(self)
        self.flow = StepFlow(self)
        self.steps = StepQueue(self.flow.animate, self.animation_scale)
        self.router = InputRouter(self)
        self.chrome = PanelChrome(self)
        self.commands = Commands(self)
        self.handing = HandingOver(self)
        self.game_log = PlayLog(self)
        self.recap = RecapView(self)  # the recap of the others' turns, the result cards
        self.saving = Saving(self)
        self.ending = Ending(self)
        self.backdrop_cache = Backdrop(self)
        self.coach: Any = coach_for_hints(app, match) if app.settings.coach_hints else None
        """The coach (:mod:`game.app.coach`): a tutorial's lessons, or hints when asked for
        in the settings; None without one."""

    # --- seats and what the screen may show ------------------------------------------------
    @property
    def hint_action(self) -> Action | None:
        """The hinted action drawn on the board (the coach's target or the Hint's answer):
        held by ``turns``, the one part that sets and clears it."""
        return self.turns.hint

    def touch(self) -> None:
        """What the screen shows may have changed: caches keyed by ``version`` go stale."""
        self.version += 1

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.is_human]

    @property
    def finishing(self) -> bool:
        """Finish now is at work: the AI plays the rest without pauses."""
        return self.turns.finishing

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

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The seat's colour (the game view's ``seat_colour``): log separators, the recap's
        and the cards' swatches."""
        return seat_colour_of(
            self.match.rules.game_id, self.observation(), seat, self.app.settings.colorblind
        )

    def log_lines(self) -> list[str]:
        """The log as this viewer may read it (:mod:`game.app.play_log`)."""
        return self.game_log.lines()

    def resignation_text(self, entry: LogEntry) -> str | None:
        """The match's own line (a resignation), the same in every game."""
        return resignation_text(entry, self.side_name)

    # --- life cycle and layout ---------------------------------------------------------------
    def on_enter(self) -> None:
        searching = [s for s in self.match.seats if not s.is_human and s.level not in BASELINES]
        if searching:
            self.ai.warm_up()
        self.saving.autosave()
        self.handing.hand_over()

    def on_exit(self) -> None:
        self.ai.shutdown()
        self.saving.close()

    def on_uncover(self) -> None:
        self.router.forget_pointer()
        self.rebuild()
        self.saving.tell_failure()  # found while a privacy screen covered the board

    def build(self) -> None:
        self.chrome.build()
        self.refresh()

    def refresh(self) -> None:
        """Bring texts and enabled states up to date (cheap; no widget is recreated)."""
        self.touch()
        if self.log_view is None:
            return
        self.refresh_panel()
        self.chrome.refresh()
        self.log_view.set_lines(self.log_lines())
        self.recap.refresh()

    # --- playing ----------------------------------------------------------------------------
    def play(self, action: Action) -> list[StepReport]:
        """Apply a decision of the seat to move, show its steps, autosave, and go on."""
        self.saving.flush()  # the decision before this one is on disk before this one
        by_viewer = self.match.to_move == self.viewer
        if self.coach is not None:
            self.coach.before_play(self, action)
        try:
            reports = self.match.play(action)
        except IllegalAction:
            self.app.audio.play("error")
            return []
        self.took(reports, by_viewer)
        return reports

    def took(self, reports: list[StepReport], by_viewer: bool) -> None:
        """Steps the match just applied: show them, autosave, go on (``play_steps``)."""
        self.flow.took(reports, by_viewer)

    def animation_scale(self) -> float:
        """Seconds at normal speed times this are seconds at the chosen animation speed."""
        return ANIMATION_SCALE.get(self.app.settings.animation_speed, 1.0)

    def skip_animations(self) -> bool:
        """Show the end of every queued step at once; True when something was playing."""
        return self.flow.skip()

    def can_undo(self) -> bool:
        return self.commands.can_undo()

    def needs_confirm(self, action: Action) -> bool:
        """The one confirm rule of every game (``docs/decisions.md``): ``action``, legal for
        the viewer, waits for a confirmation when Undo could not take it back (it reveals
        something, or a die or a draw follows at once); any other commits on one click.
        Asked of the rules (``Rules.settles``) once per observation and action."""
        shown = self.observation()
        known = self._settles
        if known is None or known[0] is not shown:
            known = self._settles = (shown, {})
        if action not in known[1]:
            known[1][action] = self.match.rules.settles(shown, action)
        return known[1][action]

    def undo(self) -> bool:
        """Back to the viewer's previous decision (:mod:`game.app.play_commands`)."""
        return self.commands.undo()

    def back(self) -> None:
        """Esc: the pause menu."""
        self.commands.open_menu()

    # --- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        self.count_time_in_play()
        self.saving.tell_failure()
        self.flow.update(dt)
        if self.match.is_over:
            self.ending.update()
            return
        self.turns.update(dt)

    def count_time_in_play(self) -> None:
        """The game's clock (:attr:`Match.played_seconds`, kept in saves): the time that
        really passed while this screen was up and the game not over.  A gap longer than
        :data:`LONGEST_FRAME` (the computer asleep) counts as that long."""
        match = self.match
        if match.played_seconds is not None and not match.is_over:
            match.played_seconds += max(0.0, min(self.app.elapsed, LONGEST_FRAME))

    def animating(self) -> bool:
        """Steps being shown, the moments after a step, the end, a hint on its way and the
        AI's turns (its pacing and the thinking dots); a human's turn with nothing moving
        is idle."""
        if self.steps.busy or self.time < self.lively_until or self.turns.hint_pending:
            return True
        if self.handing.showing():
            return True
        if self.match.is_over:
            return not self.ending.results_shown
        seat = self.match.to_move
        return seat >= 0 and not self.match.seats[seat].is_human

    def handle_event(self, event: pygame.event.Event) -> None:
        self.router.handle(event)

    def pointed(self) -> Action | None:
        """The candidate the screen may show feedback for (:mod:`game.app.play_input`)."""
        return self.router.pointed()

    def quiet_hover(self) -> None:
        """After a step: the target under the mouse stays quiet until the mouse leaves it."""
        self.router.quiet_hover()

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        hint_ring.draw(self, surface)
        if self.log_view is not None:
            self.log_view.draw(surface)
        self.recap.draw(surface)  # beside the board: its dock, or over the log's region
        if self.coach is not None:
            self.coach.draw(self, surface)
        self.chrome.draw(surface)

    def draw_above(self, surface: pygame.Surface) -> None:
        self.chrome.draw_tooltips(surface)

    def status_text(self) -> str:
        """Whose decision it is and what they should do (:mod:`game.app.play_status`)."""
        return status_text(self)

    def tooltip_text(self) -> str | None:
        """Why the target under the mouse is illegal (None: nothing to say)."""
        return tooltip_text(self)

    def disabled_reason(self) -> str | None:
        """Why the disabled button under the mouse cannot be used now (None: no such)."""
        found = self.chrome.disabled_control()
        return None if found is None else found[0]

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """The status bar's lines (a game's play scene adds its own texts)."""
        return self.chrome.status_texts() + self.recap.texts()

    def backdrop(self, key: Hashable, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """The window's background, the panel's frame and what ``paint`` adds, cached per
        position version, window size, viewer and ``key`` (:mod:`game.app.play_backdrop`)."""
        return self.backdrop_cache.get(key, paint)

    def draw_backdrop(
        self, surface: pygame.Surface, key: Hashable, paint: Callable[[pygame.Surface], None]
    ) -> None:
        """Draw :meth:`backdrop` on ``surface``: cached, or painted straight on the window
        when a copy of it would be over the memory budget."""
        self.backdrop_cache.draw(surface, key, paint)

    def drop_caches(self) -> None:
        self.backdrop_cache.drop()

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
            **self.recap.state(),
        }
