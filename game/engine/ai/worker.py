"""The AI off the UI thread: a worker process and a non-blocking client for the UI.

The UI keeps one :class:`AIClient`.  When an AI seat (or the Hint button) needs a move it
calls :meth:`AIClient.request` (or :meth:`AIClient.hint`), then :meth:`AIClient.poll`
once per frame until an action comes back; :meth:`AIClient.cancel` drops the pending
request (the player left the game or undid), and :meth:`AIClient.shutdown` stops the
process when the app quits.

The process is started with the ``spawn`` method on every platform: it is the only method
Windows and macOS builds have, it does not inherit the parent's SDL/pygame state, and with
``multiprocessing.freeze_support()`` in ``main.py`` it works in a frozen PyInstaller build.
Requests carry only picklable data: game id, setup dict, the seat's observation (a frozen
dataclass from the game's rules), the legal actions, seat, level and seed.  Games are
found through the registry; a game that is not registered yet is imported as
``game.<game_id>``, or as the request's ``module`` (``"package.module"`` or
``"package.module:function"``, the function being called to register the game; tests use
that for their test-only game).

Work other than a decision (a review's analysis of one position) goes the same way as a
:class:`Job` (:meth:`AIClient.submit`): any picklable task with a ``run(stop)`` method,
where ``stop()`` turns true once the task is cancelled or replaced.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import queue
import random
import traceback
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import registry
from game.engine.contract import Action, Observation

PARENT_CHECK_SECONDS = 2.0
"""How often an idle worker checks that the app that started it is still alive."""

START_TIMEOUT = 20.0
"""Seconds :meth:`AIClient.start` waits for a fresh worker to import the AI."""


class WorkerError(RuntimeError):
    """The worker failed a request (the message carries its traceback)."""


@dataclass(frozen=True)
class Request:
    """One decision to make.  ``legal=None`` lets the worker list the legal actions."""

    ticket: int
    game_id: str
    setup: Mapping[str, Any]
    observation: Observation
    seat: int
    level: str
    seed: int
    legal: tuple[Action, ...] | None = None
    module: str | None = None
    max_iterations: int | None = None


@dataclass(frozen=True)
class Job:
    """Other work for the worker: ``task.run(stop)`` answers it (plain picklable data)."""

    ticket: int
    task: Any


@dataclass
class _Pending:
    request: Request | Job
    restarts: int = 0


# --- the worker process ------------------------------------------------------------------


def decide(request: Request, current: Any = None) -> Action:
    """Make the decision of ``request`` (in the worker; also callable in-process).

    ``current`` is the shared ticket the client is waiting for; when it changes the search
    stops early and its answer is thrown away by the client.
    """
    # The search is imported here, in the worker: the app holds this module for its
    # client (:class:`AIClient`) and never loads the search itself.
    from game.engine.ai import AI_LEVELS, SearchPlayer
    from game.engine.players import make_player

    rules = registry.rules_for(request.game_id, request.module)
    if request.legal is not None:
        legal = list(request.legal)
    else:
        sample = rules.sample_state(request.observation, random.Random(request.seed))
        legal = rules.legal_actions(sample)
    player: Any
    if request.max_iterations is not None and request.level in AI_LEVELS:
        player = SearchPlayer(request.level, request.seed, max_iterations=request.max_iterations)
    else:
        player = make_player(request.level, request.seed)
    if current is not None and isinstance(player, SearchPlayer):
        ticket = request.ticket
        player.stop = lambda: current.value != ticket
    return player.choose(rules, request.observation, legal, request.seat)


def run_job(job: Job, current: Any) -> Any:
    """Run ``job``'s task; it stops early once ``current`` no longer holds its ticket."""
    return job.task.run(lambda: current.value != job.ticket)


def serve(requests: Any, results: Any, current: Any, nice: int = 5) -> None:
    """The worker process's loop: decide each request, answer ``(ticket, ok, payload)``."""
    import game.engine.ai  # noqa: F401  (the search and its levels, in the worker only)

    if nice and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(nice)  # the window's frames matter more than the AI's speed
    results.put((0, True, "ready"))
    parent = multiprocessing.parent_process()
    while True:
        try:
            request = requests.get(timeout=PARENT_CHECK_SECONDS)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return  # the app was killed: never linger as an orphan
            continue
        if request is None:
            return
        if current.value != request.ticket:
            continue  # cancelled while it waited
        try:
            if isinstance(request, Job):
                action = run_job(request, current)
            else:
                action = decide(request, current)
        except Exception:
            results.put((request.ticket, False, traceback.format_exc()))
        else:
            results.put((request.ticket, True, action))


# --- the client in the UI process ----------------------------------------------------------


@dataclass
class AIClient:
    """Non-blocking access to the AI worker process (one request at a time).

    A new request replaces any pending one.  The process starts on first use, or earlier
    with :meth:`start` to hide its start-up time.
    """

    nice: int = 5
    _context: Any = field(default=None, init=False, repr=False)
    _process: Any = field(default=None, init=False, repr=False)
    _requests: Any = field(default=None, init=False, repr=False)
    _results: Any = field(default=None, init=False, repr=False)
    _current: Any = field(default=None, init=False, repr=False)
    _pending: _Pending | None = field(default=None, init=False, repr=False)
    _next_ticket: int = field(default=1, init=False, repr=False)

    # --- lifecycle ---------------------------------------------------------------
    def start(self, wait: bool = False) -> None:
        """Start the worker process if it is not running; ``wait`` blocks until it is ready."""
        if self._process is not None and self._process.is_alive():
            return
        self._close_process()
        context = self._context or multiprocessing.get_context("spawn")
        self._context = context
        self._requests = context.Queue()
        self._results = context.Queue()
        self._current = context.Value("q", 0, lock=False)
        self._process = context.Process(
            target=serve,
            args=(self._requests, self._results, self._current, self.nice),
            name="gold-and-glory-ai",
            daemon=True,
        )
        self._process.start()
        if wait:
            self._await_ready()

    def _await_ready(self) -> None:
        try:
            ticket, ok, payload = self._results.get(timeout=START_TIMEOUT)
        except queue.Empty:
            raise WorkerError("the AI worker did not start") from None
        if (ticket, ok, payload) != (0, True, "ready"):
            raise WorkerError(f"unexpected first message from the AI worker: {payload!r}")

    def shutdown(self) -> None:
        """Stop the worker process (safe to call twice; a later request restarts it)."""
        self._pending = None
        if self._current is not None:
            self._current.value = -1
        if self._requests is not None and self._process is not None and self._process.is_alive():
            with contextlib.suppress(OSError, ValueError):
                self._requests.put(None)
            self._process.join(timeout=2.0)
        self._close_process()

    def _close_process(self) -> None:
        if self._process is not None:
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=2.0)
            self._process = None
        for q in (self._requests, self._results):
            if q is not None:
                q.cancel_join_thread()  # unread data is garbage now; never block on it
                q.close()
        self._requests = self._results = None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    # --- requests ------------------------------------------------------------------
    def request(
        self,
        game_id: str,
        setup: Mapping[str, Any],
        observation: Observation,
        seat: int,
        level: str,
        seed: int,
        legal: Sequence[Action] | None = None,
        *,
        module: str | None = None,
        max_iterations: int | None = None,
    ) -> int:
        """Ask for ``seat``'s move; returns the ticket.  Replaces any pending request.

        ``level`` is a player spec (easy, normal, hard, or a baseline: random, greedy).
        ``seed`` makes the answer reproducible with ``max_iterations``; in play pass
        something that changes per decision (e.g. match seed and step count).
        """
        self.start()
        ticket = self._next_ticket
        self._next_ticket += 1
        request = Request(
            ticket=ticket,
            game_id=game_id,
            setup=dict(setup),
            observation=observation,
            seat=seat,
            level=level,
            seed=seed,
            legal=None if legal is None else tuple(legal),
            module=module,
            max_iterations=max_iterations,
        )
        return self._send(request)

    def submit(self, task: Any) -> int:
        """Send other work (a :class:`Job`'s task); returns the ticket.  Replaces any
        pending request; :meth:`poll` returns the task's answer."""
        self.start()
        ticket = self._next_ticket
        self._next_ticket += 1
        return self._send(Job(ticket, task))

    def _send(self, request: Request | Job) -> int:
        self._pending = _Pending(request)
        self._current.value = request.ticket
        self._requests.put(request)
        return request.ticket

    def hint(
        self,
        game_id: str,
        setup: Mapping[str, Any],
        observation: Observation,
        seat: int,
        seed: int,
        legal: Sequence[Action] | None = None,
        *,
        level: str,
        module: str | None = None,
        max_iterations: int | None = None,
    ) -> int:
        """Ask what the AI would play for the human ``seat`` (same path as :meth:`request`).

        ``level`` is the caller's to choose: the app decides which level answers hints."""
        return self.request(
            game_id,
            setup,
            observation,
            seat,
            level,
            seed,
            legal,
            module=module,
            max_iterations=max_iterations,
        )

    @property
    def pending(self) -> int | None:
        """The ticket being worked on, or None."""
        return self._pending.request.ticket if self._pending else None

    def poll(self) -> Action | None:
        """The action for the pending request once it is ready, else None (never blocks).

        Answers to cancelled or replaced requests are discarded.  If the worker process
        died, it is restarted and the request sent again (once); a request that fails in
        the worker raises :class:`WorkerError`.
        """
        if self._pending is None or self._results is None:
            return None
        while True:
            try:
                ticket, ok, payload = self._results.get_nowait()
            except queue.Empty:
                break
            if self._pending is None or ticket != self._pending.request.ticket:
                continue
            self._pending = None
            if not ok:
                raise WorkerError(payload)
            return payload
        if not self.running:
            self._restart()
        return None

    def _restart(self) -> None:
        pending = self._pending
        if pending is None:
            return
        if pending.restarts >= 1:
            self._pending = None
            raise WorkerError("the AI worker stopped twice on the same request")
        self.start()
        pending.restarts += 1
        self._current.value = pending.request.ticket
        self._requests.put(pending.request)

    def cancel(self) -> None:
        """Forget the pending request; the worker stops searching it at its next check."""
        self._pending = None
        if self._current is not None:
            self._current.value = 0
