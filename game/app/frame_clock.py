"""The frame loop's time: what it reads as now, how it holds the frame rate, how it sleeps
until input.  The app uses the real ones; a test hands the loop a clock of its own
(``tests/app/test_idle_frames.py``), so frames are counted in simulated seconds and a busy
machine cannot change the count."""

from __future__ import annotations

import time

import pygame

from game.app.idle_wait import wait_for_events


class FrameClock:
    """The real clock: ``time.monotonic``, ``pygame.time.Clock`` and a wait for input that
    sleeps between looks at the queue (:mod:`game.app.idle_wait`)."""

    def __init__(self) -> None:
        self._ticker = pygame.time.Clock()

    def now(self) -> float:
        """Seconds on a clock that never goes back."""
        return time.monotonic()

    def tick(self, fps: int = 0) -> float:
        """Seconds since the last tick, after sleeping as long as ``fps`` frames a second
        need (0: no sleep)."""
        return self._ticker.tick(fps) / 1000.0

    def wait(self, ms: int) -> list[pygame.event.Event]:
        """Sleep until input comes, at most ``ms`` milliseconds; the events queued then
        (none when none came)."""
        return wait_for_events(ms / 1000)
