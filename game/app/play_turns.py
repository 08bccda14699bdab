"""A play scene's part: the turn loop, the AI's decisions paced for people, and hints.

Every frame (:meth:`Turns.update`) the seat that decides now is looked at: a human's turn
waits for input (a hint on its way is collected, the coach follows); an AI's decision is
asked of the AI worker (:mod:`game.app.ai_driver`) from that seat's own observation, shown
as "thinking" for at least :data:`AI_DELAY` seconds, and played once the steps before it
have been shown (each further decision of the same turn for :data:`FOLLOW_UP_DELAY`).  A
decision an undo took back is played again as it was (:mod:`game.app.undone`).  Hints use
the same worker at the :data:`HINT_LEVEL`.  While a person decides, the next AI seat may
*ponder* in the worker, from its own observation (:meth:`Turns._ponder`).

Space or Enter while an AI plays skips its pause (:meth:`Turns.hurry`); once no human seat
can act any more (``Rules.still_playing``), "Finish now" (:meth:`Turns.finish_now`) has
the AI players play the rest without pauses.

Nothing here assumes that the player who decides is the player whose turn it is: the
AI and the hints follow ``match.to_move``.
"""

from __future__ import annotations

from game.app.ai_driver import BASELINES, decision_seed
from game.app.play_context import PlayContext
from game.engine import reasons
from game.engine.contract import Action

AI_DELAY = {"slow": 1.3, "normal": 0.7, "fast": 0.25}
"""Minimum seconds an AI decision is shown as "thinking", by the AI speed setting."""
FOLLOW_UP_DELAY = {"slow": 0.7, "normal": 0.35, "fast": 0.12}
"""The same for each further decision of the same AI turn (Crown & Dragon's turns are some
eight decisions): the turn's first pause tells a person the AI plays; its steps' own
animations still show every one of them."""
PONDER_SALT = 0x3C3C
"""Mixed into a ponder's seed, so that it is not the seed of a decision."""
HINT_LEVEL = "normal"
"""The AI level that answers the Hint button."""
HINT_SALT = 0x5A5A
"""Mixed into a hint's seed, so that a hint is not the AI's own decision at that point."""


class Turns:
    """The AI's decisions and the hints of ``scene`` (a :class:`game.app.play.PlayScene`;
    its AI worker is ``scene.ai``)."""

    def __init__(self, scene: PlayContext) -> None:
        self.scene = scene
        self.seat: int | None = None  # the AI seat whose decision is on its way
        self.wait = 0.0  # seconds the AI's decision is still shown as "thinking"
        self.ready: Action | None = None  # the AI's decision, waiting for its moment
        self.hint: Action | None = None  # the hinted action (the scene's ``hint_action``)
        self.hint_why = ""  # why it beats the runner-up, in words
        self.hint_pending = False
        self.finishing = False  # "Finish now": the AI plays the rest without pauses
        self.hurry_step: int | None = None  # Space/Enter: no pause before this step's decision
        self.last_decider: tuple[int, int] | None = None  # (seat, turn of) of the AI's last
        self.pondered_at: int | None = None  # the step at which the AI last began to ponder

    def update(self, dt: float) -> None:
        """The frame's part of the turn: a human's hint and coach, or the AI's decision."""
        scene, match = self.scene, self.scene.match
        if self.finishing and not self.can_finish():  # a human can act again
            self.finishing = False
            scene.refresh()
        seat = match.to_move
        if seat < 0:
            return
        info = match.seats[seat]
        if info.is_human:
            self.last_decider = None
            self._poll_hint()
            self._ponder(seat)
            if scene.coach is not None:
                scene.coach.update(scene)
            return
        if self.seat != seat:
            scene.saving.flush()  # the decision just made is on disk before the next is asked
            self.seat = seat
            speed = scene.app.settings.ai_speed
            if self.last_decider == (seat, match.turn_of):  # the same AI turn goes on
                self.wait = FOLLOW_UP_DELAY.get(speed, 0.35)
            else:
                self.wait = AI_DELAY.get(speed, 0.7)
            if self.finishing or self.hurry_step == len(match.steps):
                self.wait = 0.0
            # A decision an undo took back is played again as it was (``undone``).
            self.ready = scene.undone.answer(len(match.steps), seat, scene.legal())
            if self.ready is None:
                self.ask(seat, info.level, 0)
        self.wait -= dt
        if self.ready is None:
            self.ready = scene.ai.poll()
        if self.ready is not None and self.wait <= 0 and not scene.steps.busy:
            action, self.ready, self.seat = self.ready, None, None
            self.last_decider = (seat, match.turn_of)
            scene.play(action)

    def ask(self, seat: int, level: str, salt: int, hint: bool = False) -> None:
        """Start an AI decision for ``seat`` from its own observation (fair by construction)."""
        match = self.scene.match
        self.scene.ai.start(
            match.rules.game_id,
            match.setup,
            match.rules,
            match.observe(seat),
            match.legal_actions(),
            seat,
            level,
            decision_seed(match.seed, len(match.steps), seat) ^ salt,
            hint=hint,
        )

    def cancel(self) -> None:
        """Forget the decision, hint or pondering on its way."""
        self.scene.ai.cancel()
        self.seat = None
        self.ready = None
        self.hint_pending = False
        self.pondered_at = None

    def halt(self) -> None:
        """The game goes back or stops (undo, resign): nothing on its way, no hurry, no
        finishing (a human can act again), and the AI forgets what it searched before."""
        self.cancel()
        self.scene.ai.forget()
        self.finishing = False
        self.hurry_step = None
        self.last_decider = None

    # --- pondering ----------------------------------------------------------------------
    def ponder_seat(self, mover: int) -> int | None:
        """The AI seat that thinks while the person at ``mover`` decides: the first seat
        after ``mover`` in seat order played by a search level (None: there is none)."""
        seats = self.scene.match.seats
        for step in range(1, len(seats)):
            seat = (mover + step) % len(seats)
            if not seats[seat].is_human and seats[seat].level not in BASELINES:
                return seat
        return None

    def _ponder(self, mover: int) -> None:
        """Once per decision of a person: the next AI seat thinks meanwhile, from its own
        observation (the worker drops it when that seat's level does not ponder)."""
        scene, match = self.scene, self.scene.match
        step = len(match.steps)
        if self.hint_pending or self.pondered_at == step:
            return
        seat = self.ponder_seat(mover)
        if seat is None or scene.ai.busy:
            return
        self.pondered_at = step
        scene.ai.ponder(
            match.rules.game_id,
            match.setup,
            match.observe(seat),
            seat,
            mover,
            match.seats[seat].level,
            decision_seed(match.seed, step, seat) ^ PONDER_SALT,
        )

    # --- hints -------------------------------------------------------------------------
    def request_hint(self) -> None:
        """H or the Hint button: ask the AI what the deciding human should do."""
        scene = self.scene
        if not scene.is_human_turn() or self.hint_pending:
            return
        self.hint_pending = True
        self.ask(scene.match.to_move, HINT_LEVEL, HINT_SALT, hint=True)
        scene.refresh()

    def show_hint(self, action: Action, why: str = "") -> None:
        """Draw ``action`` as the hint (the Hint's answer, the coach's suggestion or its
        lesson's target), with ``why`` it beats the runner-up (:attr:`hint_why`)."""
        self.hint = action
        self.hint_why = why
        self.scene.touch()

    def clear_hint(self) -> None:
        """The hint has done its work (a step, an undo, the player acted)."""
        self.hint = None
        self.hint_why = ""

    def accept_hint(self) -> bool:
        """Enter: play the hinted action (not while the player holds a choice of their own
        waiting for its confirmation); True when it was played."""
        scene = self.scene
        action = self.hint
        if action is None or not scene.is_human_turn() or scene.holding():
            return False
        if action not in scene.legal():
            return False
        scene.app.audio.play("click")
        scene.play(action)
        return True

    def why(self, action: Action) -> str:
        """Why the AI's ``action`` beats the runner-up, in the game's terms ("" when they
        differ in nothing the game measures): :mod:`game.engine.reasons`."""
        from game.engine.ai.knowledge import knowledge_for  # the game's AI knowledge: on demand

        match = self.scene.match
        seat, rules = match.to_move, match.rules
        observation = match.observe(seat)
        other = reasons.runner_up(rules, observation, match.legal_actions(), seat, action)
        if other is None:
            return ""
        features = knowledge_for(rules.game_id).features
        found = reasons.compare(rules, features, observation, seat, action, other)
        return reasons.versus(rules.game_id, found, self.scene.describe(other))

    def _poll_hint(self) -> None:
        if not self.hint_pending:
            return
        action = self.scene.ai.poll()
        if action is not None:
            self.hint_pending = False
            self.pondered_at = None  # the hint stopped the pondering: it may go on
            self.show_hint(action, self.why(action))
            self.scene.after_hint()
            self.scene.refresh()

    # --- finish now and hurrying -------------------------------------------------------
    def humans_can_act(self) -> bool:
        """Some human seat may still have a decision to make (:meth:`Rules.still_playing`);
        with no human seat at all, none can."""
        match = self.scene.match
        return any(match.still_playing(seat) for seat in self.scene.humans)

    def can_finish(self) -> bool:
        """Whether Finish now is offered: the game goes on, but only AI players can act."""
        return not self.scene.match.is_over and not self.humans_can_act()

    def finish_now(self) -> None:
        """Let the AI players play the rest at once: no pauses, every step shown at once."""
        scene = self.scene
        if not self.can_finish() or self.finishing:
            return
        self.finishing = True
        self.wait = 0.0
        scene.recap.skipped()
        if scene.steps.busy:
            with scene.app.audio.hushed():
                scene.skip_animations()
        scene.refresh()

    def hurry(self) -> bool:
        """Space/Enter while an AI plays: no more pause before its decision (the steps
        still playing were skipped by the same key).  True when an AI was to move."""
        match = self.scene.match
        seat = match.to_move
        if match.is_over or seat < 0 or match.seats[seat].is_human:
            return False
        self.wait = 0.0
        self.hurry_step = len(match.steps)
        return True
