"""The steps a play scene still has to show, one after another.

Every step a match applies comes back as a :class:`~game.engine.match.StepReport`.  The
play scene queues them here; the queue asks the game's view to ``animate`` each in turn
(it starts whatever it shows and answers how many seconds that takes, at normal speed)
and holds the game up until the last one has played.  A step the viewing player just made
is only *shown* (:meth:`StepQueue.show`): it starts at once and holds nothing up, since
that player already knows it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from game.engine.match import StepReport


class StepQueue:
    def __init__(self, animate: Callable[[StepReport], float], scale: Callable[[], float]) -> None:
        self._animate = animate
        self._scale = scale  # seconds at normal speed -> seconds at the chosen speed
        self.pending: deque[StepReport] = deque()
        self.running: StepReport | None = None
        self.remaining = 0.0  # seconds left of the running step's animation

    @property
    def busy(self) -> bool:
        """A queued step is still animating or waiting for its turn."""
        return self.running is not None or bool(self.pending)

    @property
    def unshown_entries(self) -> int:
        """Log entries of the steps not yet shown to the end (the one playing and those
        waiting): the log keeps them back until their step has been seen, so it never
        tells a challenge's winner while its dice still roll."""
        waiting = sum(len(report.entries) for report in self.pending)
        return waiting + (len(self.running.entries) if self.running is not None else 0)

    def show(self, report: StepReport) -> None:
        """Animate ``report`` now without holding anything up."""
        self._animate(report)

    def queue(self, reports: Iterable[StepReport]) -> None:
        """Queue ``reports``; the first starts at once when nothing else is playing."""
        self.pending.extend(reports)
        self._advance(0.0)

    def update(self, dt: float) -> None:
        self._advance(dt)

    def _advance(self, dt: float) -> None:
        if self.running is not None:
            self.remaining -= dt
            if self.remaining > 0:
                return
            self.running = None
        else:
            self.remaining = 0.0
        while self.pending:
            report = self.pending.popleft()
            seconds = max(0.0, float(self._animate(report) or 0.0)) * self._scale()
            self.remaining += seconds
            if self.remaining > 0:
                self.running = report
                return
        self.remaining = 0.0

    def clear(self) -> bool:
        """Drop every queued step (skipped or undone); True when something was left."""
        left = self.busy
        self.pending.clear()
        self.running = None
        self.remaining = 0.0
        return left
