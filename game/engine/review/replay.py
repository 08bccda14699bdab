"""A match replayed for the review screen: the position before every decision, and the end.

The review screen steps through these positions.  Each keeps the true state, which the
screen never draws: it draws :meth:`Replay.observation` (the reviewing seat's observation)
and, once the game is over and the player asks to see everything, :meth:`Replay.revealed`
(the game's :meth:`~game.engine.review.hooks.GameReview.reveal`).  The log lines and the
typed events are those the replay writes, so they follow the cursor.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine.contract import LogEntry
from game.engine.events import Event, Journal
from game.engine.match import Match
from game.engine.review.hooks import GameReview


@dataclass(frozen=True)
class Position:
    """The game just before decision :attr:`decision` (at the end: after the last step)."""

    decision: int
    """The decision made from here (the number of decisions at the end)."""
    state: Any
    """The true state: only observed, never drawn."""
    entries: int
    """How many log entries were written up to here."""
    events: tuple[Event, ...]
    """The events of the steps since the previous position (the decision that led here and
    the chance that followed it)."""


class Replay:
    """Every position of ``match`` (:attr:`positions`, one per decision and the end)."""

    def __init__(self, match: Match, hooks: GameReview) -> None:
        self.rules = match.rules
        self.hooks = hooks
        self.over = match.is_over
        self.positions: list[Position] = []
        fresh = match.unplayed()
        told = 0  # the events before the last position
        for item in fresh.replay(match.steps, checked=False):
            if item.is_decision:
                told = self._keep(item.state, item.log, told)
        self._keep(fresh.state, fresh.log, told)
        self.log = fresh.log

    def _keep(self, state: Any, log: Journal, told: int) -> int:
        events = tuple(log.events[told:])
        self.positions.append(
            Position(len(self.positions), self.rules.clone(state), len(log), events)
        )
        return len(log.events)

    @property
    def end(self) -> int:
        """The last position (after the last step)."""
        return len(self.positions) - 1

    def observation(self, index: int, seat: int) -> Any:
        """What ``seat`` saw at position ``index``."""
        return self.rules.observe(self.positions[index].state, seat)

    def revealed(self, index: int, seat: int) -> Any:
        """Position ``index`` with every secret shown (a finished game only)."""
        if not self.over:
            raise PermissionError("the game is not over: its secrets stay hidden")
        return self.hooks.reveal(self.rules, self.positions[index].state, seat)

    def secrets(self, index: int, name_of: Callable[[int], str]) -> list[str]:
        """The secrets the board does not show at ``index``, in words (a finished game only)."""
        if not self.over:
            raise PermissionError("the game is not over: its secrets stay hidden")
        return self.hooks.secrets(self.rules, self.positions[index].state, name_of)

    def log_until(self, index: int) -> list[LogEntry]:
        """The log up to position ``index``."""
        return list(self.log[: self.positions[index].entries])

    def events(self, index: int, seat: int | None) -> tuple[Event, ...]:
        """The events that led to position ``index`` which ``seat`` may know of (``None``:
        all of them, after the game)."""
        return tuple(e for e in self.positions[index].events if e.visible_to(seat))
