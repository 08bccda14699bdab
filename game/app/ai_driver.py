"""Running AI decisions for the play scenes without blocking the frame loop.

The play scene asks for a decision and polls each frame.  Baseline players (random,
greedy) are cheap and run inline; search levels run in the AI worker process, which may
also ponder for an AI seat while a person decides (:meth:`AIDriver.ponder`).  Should the
worker fail to start or fail a request, the greedy baseline answers on this thread
instead, so a game never stalls.  Either way the scene only sees ``start`` / ``poll`` /
``cancel``.
"""

from __future__ import annotations

from typing import Any

from game.engine import registry
from game.engine.contract import Action, Rules
from game.engine.players import BASELINES, decision_seed, make_player

__all__ = ["BASELINES", "AIDriver", "InlineAI", "decision_seed"]


class InlineAI:
    """Decides at once on the UI thread: for the cheap baseline players only."""

    def __init__(self) -> None:
        self._result: Action | None = None
        self.busy = False

    def start(
        self, rules: Rules, observation: Any, legal: list[Action], seat: int, spec: str, seed: int
    ) -> None:
        player = make_player(spec, seed)
        self._result = player.choose(rules, observation, legal, seat)
        self.busy = True

    def poll(self) -> Action | None:
        if not self.busy:
            return None
        result, self._result = self._result, None
        self.busy = False
        return result

    def cancel(self) -> None:
        self._result = None
        self.busy = False

    def shutdown(self) -> None:
        self.cancel()


class AIDriver:
    """Chooses the right backend per request: inline for baselines, the worker otherwise."""

    def __init__(self) -> None:
        self.inline = InlineAI()
        self.worker: Any = None
        self.active: Any = None
        self.worker_failed = False  # the worker could not start: every level plays inline
        self._fallback: tuple = ()

    def _worker(self) -> Any:
        if self.worker is None:
            # The worker's module (and multiprocessing) load when a first AI seat or hint
            # needs them: the menu starts without them.
            from game.engine.ai.worker import AIClient

            self.worker = AIClient()
        return self.worker

    def start(
        self,
        game_id: str,
        setup: dict[str, Any],
        rules: Rules,
        observation: Any,
        legal: list[Action],
        seat: int,
        spec: str,
        seed: int,
        hint: bool = False,
    ) -> None:
        """Ask for ``seat``'s decision (``hint``: a suggestion for a human seat)."""
        self.cancel()
        self._fallback = (rules, observation, legal, seat, seed)
        if spec not in BASELINES and not self.worker_failed:
            try:
                worker = self._worker()
                module = registry.get(game_id).loader
                if hint:
                    worker.hint(
                        game_id, setup, observation, seat, seed, legal, level=spec, module=module
                    )
                else:
                    worker.request(
                        game_id, setup, observation, seat, spec, seed, legal, module=module
                    )
            except Exception:  # no worker process on this system: decide on this thread
                self.worker_failed = True
            else:
                self.active = worker
                return
        self.active = self.inline
        self.inline.start(
            rules, observation, legal, seat, spec if spec in BASELINES else "greedy", seed
        )

    def ponder(
        self,
        game_id: str,
        setup: dict[str, Any],
        observation: Any,
        seat: int,
        mover: int,
        spec: str,
        seed: int,
    ) -> bool:
        """Let the AI ``seat`` think in the worker while the person at ``mover`` decides,
        from ``observation`` (the AI seat's own).  Only search levels, only in the worker,
        never while a request (a hint) is on its way; the worker ignores a level that does
        not ponder.  True when it was asked."""
        if spec in BASELINES or self.worker_failed or self.active is not None:
            return False
        try:
            self._worker().ponder(
                game_id,
                setup,
                observation,
                seat,
                mover,
                spec,
                seed,
                module=registry.get(game_id).loader,
            )
        except Exception:  # no worker process on this system: nobody ponders
            self.worker_failed = True
            return False
        return True

    def forget(self) -> None:
        """Drop what the AI seats kept from earlier decisions (an undo): they start afresh."""
        if self.worker is not None:
            self.worker.forget()

    @property
    def busy(self) -> bool:
        return self.active is not None

    def warm_up(self) -> None:
        """Start the worker process early so the first AI move does not wait for it."""
        if self.worker_failed:
            return
        try:
            self._worker().start()
        except Exception:
            self.worker_failed = True

    def poll(self) -> Action | None:
        if self.active is None:
            return None
        try:
            action = self.active.poll()
        except Exception:
            rules, observation, legal, seat, seed = self._fallback
            self.active = None
            return make_player("greedy", seed).choose(rules, observation, legal, seat)
        if action is not None:
            self.active = None
        return action

    def cancel(self) -> None:
        if self.active is not None:
            self.active.cancel()
        self.active = None

    def shutdown(self) -> None:
        self.cancel()
        if self.worker is not None:
            self.worker.shutdown()
            self.worker = None
