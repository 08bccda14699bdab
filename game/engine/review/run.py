"""Running a review's analysis without blocking the caller: start, progress, cancel, result.

The analysis is one task per decision (:class:`~game.engine.review.estimate.PositionTask`),
handed to *executors*: AI worker processes (:class:`WorkerExecutor`, two by default, one
per core) or this process (:class:`InlineExecutor`: tests, and a machine where no worker
process starts).  The caller polls :meth:`ReviewRun.poll` (a scene once a frame, the
command line in a loop); each poll collects what is done and hands out what is next, and
never waits.  Answers are cached (:mod:`game.engine.review.cache`): a review already made
is read back at :meth:`ReviewRun.start`, and a finished one is written.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from game.engine.review import cache
from game.engine.review.estimate import PositionTask
from game.engine.review.plan import Plan
from game.engine.review.result import Review, answer_json, review_of

PROCESSES = 2
"""Worker processes a review uses (the machines the product targets have two cores or more)."""
POLL_SECONDS = 0.01
"""How long :func:`analyse_now` sleeps after a poll that brought nothing back."""


class Executor(Protocol):
    """Runs one task at a time, without blocking: ``submit``, then ``poll`` until it answers."""

    def submit(self, task: PositionTask) -> None: ...

    def poll(self) -> Any | None: ...

    def cancel(self) -> None: ...

    def shutdown(self) -> None: ...


class InlineExecutor:
    """Runs a task in this process when polled (blocks for that task's length)."""

    def __init__(self) -> None:
        self._task: PositionTask | None = None

    def submit(self, task: PositionTask) -> None:
        self._task = task

    def poll(self) -> Any | None:
        task, self._task = self._task, None
        return None if task is None else task.run()

    def cancel(self) -> None:
        self._task = None

    def shutdown(self) -> None:
        self.cancel()


class WorkerExecutor:
    """Runs tasks in an AI worker process of its own (:class:`~game.engine.ai.worker.AIClient`)."""

    def __init__(self) -> None:
        from game.engine.ai.worker import AIClient

        self.client = AIClient()

    def submit(self, task: PositionTask) -> None:
        self.client.submit(task)

    def poll(self) -> Any | None:
        return self.client.poll()

    def cancel(self) -> None:
        self.client.cancel()

    def shutdown(self) -> None:
        self.client.shutdown()


def worker_executors(count: int = PROCESSES) -> list[Executor]:
    """``count`` executors with a worker process each (started on first use)."""
    return [WorkerExecutor() for _ in range(count)]


class ReviewRun:
    """One review being made: :meth:`start`, :meth:`poll` until :attr:`done`, then
    :attr:`review` (or :attr:`error`); :meth:`cancel` stops it.

    ``executors`` is a factory (called once, at start, unless the cache answers);
    ``folder`` is the cache's folder (None: no cache)."""

    def __init__(
        self,
        plan: Plan,
        executors: Callable[[], Sequence[Executor]] = worker_executors,
        folder: Path | None = None,
    ) -> None:
        self.plan = plan
        self.folder = folder
        self.review: Review | None = None
        self.error: str | None = None
        self.cancelled = False
        self.from_cache = False
        self._factory = executors
        self._executors: list[Executor] = []
        self._busy: dict[int, int] = {}  # executor number -> task index
        self._next = 0
        self._answers: list[Any] = [None] * len(plan.tasks)
        self._total = sum(plan.weight(i) for i in range(len(plan.tasks)))
        self._done_weight = 0

    # --- the caller's side ---------------------------------------------------------------
    def start(self) -> None:
        """Read the cached review, or start the analysis."""
        if self.folder is not None:
            cached = cache.read(self.folder, self.plan)
            if cached is not None:
                self.review, self.from_cache = cached, True
                return
        if not self.plan.tasks:
            self._finish()
            return
        try:
            self._executors = list(self._factory())
        except Exception as exc:  # no process can be started: say so, never crash
            self._fail(f"{type(exc).__name__}: {exc}")
            return
        self.poll()

    @property
    def done(self) -> bool:
        return self.review is not None or self.error is not None or self.cancelled

    @property
    def progress(self) -> float:
        """The share of the analysis done, from 0 to 1 (by the simulations it costs)."""
        if self.review is not None:
            return 1.0
        return self._done_weight / self._total if self._total else 0.0

    def poll(self) -> bool:
        """Collect finished tasks and hand out the next ones; True once done."""
        if self.done:
            return True
        for number, executor in enumerate(self._executors):
            if number in self._busy:
                try:
                    answer = executor.poll()
                except Exception as exc:  # the worker failed the task (its traceback)
                    self._fail(str(exc).strip().splitlines()[-1] if str(exc) else repr(exc))
                    return True
                if answer is None:
                    continue
                index = self._busy.pop(number)
                self._answers[index] = answer
                self._done_weight += self.plan.weight(index)
            if self._next < len(self.plan.tasks):
                self._busy[number] = self._next
                executor.submit(self.plan.tasks[self._next])
                self._next += 1
        if not self._busy and self._next >= len(self.plan.tasks):
            self._finish()
        return self.done

    def cancel(self) -> None:
        """Stop the analysis (the worker processes stop at their next check and quit)."""
        if self.done:
            return
        self.cancelled = True
        self._close()

    # --- the end ---------------------------------------------------------------------------
    def _finish(self) -> None:
        self._close()
        answers = [answer_json(a, self.plan.players) for a in self._answers]
        try:
            self.review = review_of(self.plan, answers)
        except (ValueError, KeyError, TypeError) as exc:
            self._fail(f"the analysis answered something unexpected: {exc}")
            return
        if self.folder is not None:
            cache.write(self.folder, self.plan, answers)

    def _fail(self, message: str) -> None:
        self._close()
        self.error = message

    def _close(self) -> None:
        for executor in self._executors:
            executor.cancel()
            executor.shutdown()
        self._executors = []
        self._busy = {}


def analyse_now(
    plan: Plan,
    executors: Callable[[], Sequence[Executor]] = worker_executors,
    folder: Path | None = None,
    progress: Callable[[float], None] | None = None,
) -> ReviewRun:
    """Make the review of ``plan`` and wait for it (the command line, the benchmark)."""
    run = ReviewRun(plan, executors, folder)
    run.start()
    shown = -1.0
    while True:
        before = run.progress
        if run.poll():
            return run
        if progress is not None and run.progress - shown >= 0.01:
            shown = run.progress
            progress(shown)
        if run.progress == before:  # nothing came back: let the workers work
            time.sleep(POLL_SECONDS)
