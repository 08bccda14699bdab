"""What a game's play scene supplies: the hooks of :class:`game.app.play.PlayScene`, each
with the default a game that does not need it gets.

A game's play scene subclasses :class:`~game.app.play.PlayScene` and overrides only what
is its own:

- ``layout_board(area)``: place the board inside ``area`` (the window left of the panel);
- ``build_panel(x, width, top) -> y``: create its side-panel widgets from ``top`` down and
  answer the ``y`` below them (Undo / Hint and the log follow);
- ``refresh_panel()``: bring those widgets up to date (texts, enabled states);
- ``draw_board(surface)``: draw the board and the panel's content (``draw_backdrop``
  caches what only changes with the position); everything drawn comes from
  ``observation()``;
- ``handle_game_event(event)`` and ``candidate() -> action | None``: input, and the action
  the mouse points at (legal or not); ``hover_target()`` names what the mouse points at;
- ``describe(action) -> str``, ``problem(action) -> str | None`` (why it is illegal; None
  when legal) and ``prompt() -> str`` (what the deciding player should do now);
- ``animate(report) -> seconds``: start what a step shows (a move, a die roll, a draw)
  and answer how long it takes at normal speed (0: nothing to wait for);
  ``finish_animations()`` ends them at once; ``animate_end() -> seconds``: the end of
  the game (after it, and a short pause, the Results screen follows);
- ``tell(events) -> Told`` and ``mark_rect(at)``: the recap's lines, marks and result
  cards from a step's events, and where a mark's place is on screen.

Optional: ``hint_words(action)``, ``hint_button(action)``, ``over_text()``,
``log_arg(name, value)``, ``log_text(entry)``, ``log_line(log, index)``, ``save_meta()``,
``after_undo()``, ``after_hint()``, ``dock_area()``, ``target_rects()``,
``shown_events(report)``, ``show_results()``; and the class attributes below. A game may
also extend the scene's ``update``, ``animating``, ``back``, ``tooltip_text``,
``drawn_texts``, ``seat_colour`` and ``state_for_test`` (calling ``super()``). Seats are
named by the shared rule (:mod:`game.app.seat_names`).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.app.recap import NOTHING, Told
from game.app.seat_names import victory_words
from game.engine.contract import Action, LogEntry
from game.engine.events import Event
from game.engine.match import StepReport
from game.text import has, language, tr

if TYPE_CHECKING:
    from game.app.play_context import PlayContext


class GameHooks:
    """The game's side of the play scene, with defaults (mixed into ``PlayScene``: the
    defaults use its ``board_area``, ``mouse``, ``viewer``, ``your_turn`` and the like)."""

    hidden_information = True
    """Hot-seat players get a privacy screen between them (False: a hand-over banner)."""
    panel_width = 380
    """Design pixels of the side panel."""
    status_lines = 2
    """Lines the status bar may take at its least size without covering the board: the
    board area starts below a band that tall (three for a game with long prompts)."""
    dock_side = "right"
    """Where the recap and the result cards stand, never over the board: ``"right"``, a
    column of their own between the board and the side panel (the board's area narrowed
    for it); ``"below"``, a strip under the board (a wide board keeps more of its size);
    ``"log"``, the panel's log region (a game whose board and what stands beside it need
    the whole area)."""
    log_turn_keys: frozenset[str] = frozenset()
    """Log entries the log's turn separators replace (a game's own turn headings)."""

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
        """The status bar while the viewing player decides (see ``your_turn``)."""
        return self.your_turn("")

    def over_text(self) -> str:
        """The status bar once the game is over: who won, once the board shows the end."""
        scene = cast("PlayContext", self)  # mixed into the play scene: these are its own
        if scene.steps.busy:
            return tr("play.game_over")
        key = (scene.version, language())
        said = getattr(self, "_over_said", None)
        if said is None or said[0] != key:  # the status bar asks every frame drawn
            outcome = scene.match.outcome()
            result = victory_words(outcome, scene.names()) if outcome.winners else None
            self._over_said = (key, result)
        result = self._over_said[1]
        if result is None:
            return tr("play.game_over")
        return tr("play.game_over_result", result=result)

    def animate(self, report: StepReport) -> float:
        """Start showing ``report``; answer its length in seconds at normal speed."""
        return 0.0

    def shown_events(self, report: StepReport) -> tuple[Event, ...]:
        """The step's events the viewer may know (only the public ones while nobody is
        shown: AI turns in hot-seat, a hand-over)."""
        if self.viewer is None:
            return tuple(event for event in report.events if event.seats is None)
        return report.events_for(self.viewer)

    def tell(self, events: tuple[Event, ...]) -> Told:
        """What a step did, told from ``events`` (those a seat may know): lines for the
        recap, marks for the board, result cards (:mod:`game.app.recap`)."""
        return NOTHING

    def mark_rect(self, at: Hashable) -> pygame.Rect | None:
        """Where on screen a place a :class:`~game.app.recap.Mark` names lies (None: not
        on the board now)."""
        return None

    def target_rects(self) -> list[pygame.Rect]:
        """Where the viewer's legal decisions are drawn on the board: the recap's panel and
        result cards take the corner that hides fewest of them (none by default)."""
        return []

    def dock_area(self) -> pygame.Rect:
        """Where the recap and the result cards stand: beside the board, never over it (the
        column or strip the chrome set aside, or the panel's log region: :attr:`dock_side`)."""
        if self.dock_side != "log":
            return self.dock_rect
        if self.log_view is None:
            return self.dock_rect
        region = pygame.Rect(self.log_view.rect)
        coach = getattr(self, "coach", None)
        if coach is not None and coach.card.shown(self):  # the coach keeps the rest
            region.h = region.h * 2 // 5
        return region

    def finish_animations(self) -> None:
        """End every running animation at once (skipped, or the steps were undone)."""

    def animate_end(self) -> float:
        """Start the game's end animation; answer its length in seconds at normal speed."""
        return 0.0

    def show_results(self) -> None:
        """Replace this scene with the Results screen (the shared one, with the game's
        breakdown from its view)."""
        self.app.audio.play("gold")
        self.app.replace("results", match=self.match, seconds=self.ending.seconds())

    def log_arg(self, name: str, value: Any) -> Any:
        """How a log argument is shown (games map seat numbers to names, etc.)."""
        return value

    def log_text(self, entry: LogEntry) -> str | None:
        """One log entry in words (a game may answer None for one not worth a line)."""
        args = {k: self.log_arg(k, v) for k, v in entry.args.items()}
        return tr(entry.key, **args) if has(entry.key) else entry.key

    def log_line(self, log: Sequence[LogEntry], index: int) -> str | None:
        """Line ``index`` of the match's ``log`` in words: its :meth:`log_text` (a game
        may add what the line's event tells, found by ``log.sources``: Crown's battle
        parts)."""
        return self.log_text(log[index])

    def save_meta(self) -> dict[str, Any]:
        """Display extras stored with saves (e.g. how the Load list names seats)."""
        return {}

    def after_undo(self) -> None:
        """Hook: forget what belonged to the undone steps (marks of the last move, modes)."""

    def hint_button(self, action: Action) -> Any:
        """The panel's button that plays ``action`` (None: it is not on a button), ringed
        while the action is hinted (:mod:`game.app.hint_ring`)."""
        return None

    def holding(self) -> bool:
        """Whether the player holds a choice of their own waiting for its confirmation
        (Enter then confirms it rather than playing the hint)."""
        return False

    def after_hint(self) -> None:
        """Hook: a hint arrived (``hint_action``); a game may bring it into view."""
