"""Waiting for input while nothing moves, at a few wake-ups a second's worth of CPU.

``pygame.event.wait(timeout)`` looks like a sleep but is not one: pygame-ce pumps the
window system's events and sleeps a millisecond, over and over, until an event or the
timeout comes.  A window left open on the menu spent 2.4 % of a core on that alone
(measured under Xvfb: ``benchmarks/idle_cpu.py``).  Here the queue is read, then the
thread sleeps about a frame (:data:`POLL_SECONDS`) before reading it again: 0.6 % of a
core, and input is still answered within a frame.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

POLL_SECONDS = 0.016
"""How long the idle loop sleeps between two looks at the event queue: about a frame at
60 frames a second, so that the first frame after input is as prompt as any other."""


def wait_for_events(
    timeout: float,
    get: Callable[[], list[pygame.event.Event]] = pygame.event.get,
    sleep: Callable[[float], None] = time.sleep,
    clock: Callable[[], float] = time.monotonic,
) -> list[pygame.event.Event]:
    """The events in the queue as soon as there are any, or ``[]`` once ``timeout``
    seconds have passed without one.  (``get``, ``sleep`` and ``clock`` are for tests.)"""
    deadline = clock() + timeout
    while True:
        events = get()
        if events:
            return events
        left = deadline - clock()
        if left <= 0:
            return []
        sleep(min(POLL_SECONDS, left))
