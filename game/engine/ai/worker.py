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

**Kept trees and pondering.**  A level that keeps its tree (Hard) has one player per seat in
the worker (:class:`Sessions`), so a seat's next decision starts from what its last one (or
its pondering) searched, where the information allows (:mod:`game.engine.ai.reuse`).
:meth:`AIClient.ponder` asks the worker to think for an AI seat while a person decides,
from that seat's own observation (the same the seat's next request would carry); it runs
until the next request of any kind, or its cap, and answers nothing the game waits for.
:meth:`AIClient.forget` drops every kept tree (an undo, another game).
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
    session: int = 0
    """The client's session: kept trees of another session are dropped (:class:`Sessions`)."""


@dataclass(frozen=True)
class Ponder:
    """Think for ``seat`` (an AI seat) while ``mover`` (a person) decides, from ``seat``'s
    observation only.  Answered with the simulations run once it stops (nobody waits)."""

    ticket: int
    game_id: str
    setup: Mapping[str, Any]
    observation: Observation
    seat: int
    mover: int
    level: str
    seed: int
    module: str | None = None
    max_iterations: int | None = None
    session: int = 0


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


class Sessions:
    """The worker's players that keep their tree, one per game, seat and level, for the
    client's current session; a request of another session drops them all."""

    def __init__(self) -> None:
        self.session = 0
        self.players: dict[tuple[Any, ...], Any] = {}

    def player(self, request: Request | Ponder) -> Any:
        """The seat's player for ``request`` (reseeded for it), or None for a level that
        keeps no tree (a new player then decides)."""
        from game.engine.ai import SearchPlayer  # the search: in the worker only

        if request.session != self.session:
            self.session = request.session
            self.players.clear()
        key = (request.game_id, request.seat, request.level)
        player = self.players.get(key)
        if player is None:
            player = _search_player(request)
            if not isinstance(player, SearchPlayer):
                return None
            rules = registry.rules_for(request.game_id, request.module)
            if not player.level_for(_knowledge(rules)).reuse:
                return None
            self.players[key] = player
        if isinstance(request, Request):  # a ponder's own budget is the ponder's only
            player.max_iterations = request.max_iterations
        player.rng = random.Random(request.seed)
        return player


def _knowledge(rules: Any) -> Any:
    from game.engine.ai import knowledge_for

    return knowledge_for(rules.game_id)


def _search_player(request: Request | Ponder) -> Any:
    """A new player for ``request``'s level (the iteration budget it names, if any)."""
    from game.engine.ai import AI_LEVELS, FROZEN_LEVELS, SearchPlayer
    from game.engine.players import make_player

    level = request.level
    if request.max_iterations is not None and (level in AI_LEVELS or level in FROZEN_LEVELS):
        return SearchPlayer(level, request.seed, max_iterations=request.max_iterations)
    return make_player(level, request.seed)


def decide(request: Request, current: Any = None, sessions: Sessions | None = None) -> Action:
    """Make the decision of ``request`` (in the worker; also callable in-process).

    ``current`` is the shared ticket the client is waiting for; when it changes the search
    stops early and its answer is thrown away by the client.  With ``sessions`` a level
    that keeps its tree decides with the seat's kept player.
    """
    # The search is imported here, in the worker: the app holds this module for its
    # client (:class:`AIClient`) and never loads the search itself.
    from game.engine.ai import SearchPlayer

    rules = registry.rules_for(request.game_id, request.module)
    if request.legal is not None:
        legal = list(request.legal)
    else:
        sample = rules.sample_state(request.observation, random.Random(request.seed))
        legal = rules.legal_actions(sample)
    player: Any = sessions.player(request) if sessions is not None else None
    if player is None:
        player = _search_player(request)
    if isinstance(player, SearchPlayer):
        ticket = request.ticket
        player.stop = None if current is None else (lambda: current.value != ticket)
    return player.choose(rules, request.observation, legal, request.seat)


def ponder(request: Ponder, current: Any, sessions: Sessions) -> int:
    """Think for ``request.seat`` until ``current`` no longer holds the request's ticket or
    the ponder's cap; the simulations run (0 for a level that does not ponder)."""
    rules = registry.rules_for(request.game_id, request.module)
    player = sessions.player(request)
    if player is None:
        return 0
    ticket = request.ticket
    player.stop = lambda: current.value != ticket
    result = player.ponder(
        rules,
        request.observation,
        request.seat,
        request.mover,
        iterations=request.max_iterations,
    )
    return 0 if result is None else result.iterations


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
    sessions = Sessions()
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
            elif isinstance(request, Ponder):
                action = ("pondered", ponder(request, current, sessions))
            else:
                action = decide(request, current, sessions)
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
    _session: int = field(default=0, init=False, repr=False)
    _ponder_ticket: int | None = field(default=None, init=False, repr=False)
    pondered: int | None = field(default=None, init=False)
    """Simulations the last finished ponder ran (None before one finished)."""

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
            session=self._session,
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
        self._ponder_ticket = None
        self._current.value = request.ticket
        self._requests.put(request)
        return request.ticket

    def ponder(
        self,
        game_id: str,
        setup: Mapping[str, Any],
        observation: Observation,
        seat: int,
        mover: int,
        level: str,
        seed: int,
        *,
        module: str | None = None,
        max_iterations: int | None = None,
    ) -> int:
        """Let the AI ``seat`` think while the person at ``mover`` decides, from
        ``observation``: the seat's own (never the mover's, never the state).  Replaces any
        pending request; the next request of any kind ends it.  Returns its ticket."""
        self.start()
        ticket = self._next_ticket
        self._next_ticket += 1
        self._pending = None
        self._ponder_ticket = ticket
        self._current.value = ticket
        self._requests.put(
            Ponder(
                ticket,
                game_id,
                dict(setup),
                observation,
                seat,
                mover,
                level,
                seed,
                module,
                max_iterations,
                self._session,
            )
        )
        return ticket

    @property
    def pondering(self) -> bool:
        """A ponder was asked and nothing has replaced it since."""
        return self._ponder_ticket is not None

    def forget(self) -> None:
        """Drop the worker's kept trees (an undo, another game) and stop pondering."""
        self._session += 1
        if self._ponder_ticket is not None:
            self._ponder_ticket = None
            if self._current is not None:
                self._current.value = 0

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
        if self._results is None:
            return None
        while True:
            try:
                ticket, ok, payload = self._results.get_nowait()
            except queue.Empty:
                break
            if self._pending is None or ticket != self._pending.request.ticket:
                if ok and isinstance(payload, tuple) and payload[:1] == ("pondered",):
                    self.pondered = payload[1]  # a ponder ended: nothing waits for it
                continue
            self._pending = None
            if not ok:
                raise WorkerError(payload)
            return payload
        if self._pending is not None and not self.running:
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
        """Forget the pending request (or ponder); the worker stops at its next check."""
        self._pending = None
        self._ponder_ticket = None
        if self._current is not None:
            self._current.value = 0
