"""A match: setup + seed + the steps played.  It is the save file, the replay and a test fixture.

Chance outcomes come from randomness derived from the match seed and the step number,
so the same record always replays to the same position and a tampered outcome is
detected on load.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import (
    CHANCE,
    TERMINAL,
    Action,
    IllegalAction,
    LogEntry,
    Observation,
    Outcome,
    Rules,
    Sides,
    to_action,
)
from game.engine.events import Event, Journal, Resigned, emit
from game.engine.names import clean_name

RESIGN: Action = ("resign",)
"""How a resignation is recorded: a step of the resigning seat.  It is the match's own,
never an action of the rules (:meth:`Match.resign`)."""


@dataclass(frozen=True)
class SeatInfo:
    """Who plays a seat: a human, or an AI of a given level."""

    kind: str = "human"  # "human" or "ai"
    level: str = "normal"  # AI level or baseline name: easy, normal, hard, random, greedy
    name: str = ""  # empty: the UI shows a localized default

    def __post_init__(self) -> None:
        # One rule for every name, wherever it comes from (game.engine.names).
        if self.name != (name := clean_name(self.name)):
            object.__setattr__(self, "name", name)

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SeatInfo:
        kind = data.get("kind")
        if kind not in ("human", "ai"):
            raise ValueError(f"bad seat kind {kind!r}")
        level, name = str(data.get("level", "normal")), str(data.get("name", ""))
        return cls(kind=kind, level=level, name=name)


@dataclass(frozen=True)
class Step:
    """One step of a match: a seat's decision, or a chance outcome (``seat`` is CHANCE)."""

    seat: int
    value: Any
    barrier: bool = False  # undo may not cross this step

    @property
    def is_chance(self) -> bool:
        return self.seat == CHANCE

    @property
    def is_resignation(self) -> bool:
        return not self.is_chance and same_value(self.value, RESIGN)


@dataclass(frozen=True)
class StepReport:
    """A step the match just applied, for the UI to show (a die roll, a draw, a move).

    ``seat`` is the deciding seat or CHANCE; ``value`` the action or chance outcome;
    ``entries`` the log lines it produced and ``events`` its typed events (each with its
    own visibility: see :meth:`events_for`); ``public`` what a spectator sees after it;
    ``index`` its place in :attr:`Match.steps`.
    """

    index: int
    seat: int
    value: Any
    entries: tuple[LogEntry, ...]
    events: tuple[Event, ...] = ()
    public: Observation = None

    @property
    def is_chance(self) -> bool:
        return self.seat == CHANCE

    def events_for(self, seat: int | None) -> tuple[Event, ...]:
        """The events ``seat`` may know of (``None``: a spectator after the game)."""
        return tuple(event for event in self.events if event.visible_to(seat))


@dataclass
class Replayed:
    """One step of a record as :meth:`Match.replay` goes through it.

    ``state`` is the position before the step and ``log`` the game's log and events up to
    it (the replay's own, live: they change as the replay goes on, so copy what you keep);
    ``to_move`` and ``turn_of`` are the seat to move there and whose turn it is.  Once the
    replay has gone past the step, ``report`` holds what it did (its log lines and events;
    ``public`` only where asked for).
    """

    index: int
    step: Step
    state: Any
    log: Journal
    to_move: int
    turn_of: int
    report: StepReport | None = None

    @property
    def is_decision(self) -> bool:
        """A seat's decision through the rules (not chance, not a resignation)."""
        return not self.step.is_chance and not self.step.is_resignation


def entries_of(reports: Sequence[StepReport]) -> list[LogEntry]:
    """The log entries of ``reports``, in order."""
    return [entry for report in reports for entry in report.entries]


def _kind(value: Any) -> type:
    """What a JSON value is: bool, int, float, str, None or a sequence (True is not 1)."""
    if isinstance(value, bool):
        return bool
    if isinstance(value, int):
        return int
    if isinstance(value, (tuple, list)):
        return tuple
    return type(value)


def same_value(a: Any, b: Any) -> bool:
    """``a == b`` with every part of the same kind: ``("palisade", True)`` is not
    ``("palisade", 1)``, nor is ``1.0`` the seat ``1``."""
    if _kind(a) is not _kind(b):
        return False
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b)


def _listed(action: Any, legal: Sequence[Any]) -> bool:
    """Whether ``action`` is one of ``legal``, kinds and all (see :func:`same_value`)."""
    try:
        return action in legal and same_value(action, legal[legal.index(action)])
    except TypeError:  # a value the rules' actions cannot be compared with
        return False


def chance_rng(seed: int, index: int) -> random.Random:
    """The randomness for the chance step at ``index`` of a match with ``seed``."""
    return random.Random(f"gold-and-glory:{seed}:{index}")


@dataclass
class Match:
    """Drives one game: applies decisions, resolves chance, keeps the log, undoes."""

    rules: Rules
    setup: dict[str, Any]
    seed: int
    seats: list[SeatInfo]
    steps: list[Step] = field(default_factory=list)
    log: Journal = field(default_factory=Journal)
    state: Any = None
    resigned: list[int] = field(default_factory=list)
    """Seats that resigned, in order (a seat's partners concede with it)."""
    stopped: bool = False
    """A resignation ended the game before its rules did (see :meth:`resign`)."""
    played_seconds: float | None = field(default=0.0, compare=False)
    """How long the game has been open to play, in seconds, over every sitting (the play
    screen's clock, kept in saves); None when a save from before it was kept does not
    say."""
    replayed: list[StepReport] = field(default_factory=list, repr=False, compare=False)
    """The reports of the last steps :meth:`rebuild` replayed, as a live game's (a loaded
    game's recap shows them without replaying it again)."""

    @classmethod
    def new(
        cls, rules: Rules, setup: Mapping[str, Any], seed: int, seats: Sequence[SeatInfo]
    ) -> Match:
        normalized = rules.normalize_setup(setup)
        if len(seats) != normalized["players"]:
            raise ValueError("one seat per player is needed")
        match = cls(rules=rules, setup=normalized, seed=seed, seats=list(seats))
        match.state = rules.initial_state(normalized)
        match.resolve_chance()
        return match

    def unplayed(self) -> Match:
        """A match of the same game, setup, seed and seats with nothing played: what
        :meth:`replay` goes through this one's steps on, leaving this one as it is."""
        return Match(self.rules, dict(self.setup), self.seed, list(self.seats))

    # --- flow ---------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return TERMINAL if self.stopped else self.rules.to_move(self.state)

    @property
    def is_over(self) -> bool:
        return self.to_move == TERMINAL

    def legal_actions(self) -> list[Action]:
        return [] if self.stopped else self.rules.legal_actions(self.state)

    @property
    def turn_of(self) -> int:
        """The seat whose turn it is (see :meth:`Rules.turn_of`)."""
        return TERMINAL if self.stopped else self.rules.turn_of(self.state)

    def observe(self, seat: int) -> Any:
        return self.rules.observe(self.state, seat)

    def still_playing(self, seat: int) -> bool:
        """Whether ``seat`` may still decide something in this game (see
        :meth:`Rules.still_playing`); never after it resigned."""
        if self.stopped or seat in self.resigned:
            return False
        return self.rules.still_playing(self.state, seat)

    def observe_public(self) -> Any:
        """What a spectator may see (no seat's private part)."""
        return self.rules.observe_public(self.state)

    def sides(self) -> Sides:
        """Who plays with whom (public: the screens ask here, never the state)."""
        return self.rules.sides(self.state)

    def play(self, action: Action) -> list[StepReport]:
        """Apply a decision of the seat to move, then resolve any chance that follows (and
        the turns of seats that resigned, :meth:`resign`).

        Returns a report of every step applied: the decision first, then each chance
        outcome it led to.  Raises :class:`IllegalAction` for an illegal action and
        leaves the match untouched.
        """
        seat = self.to_move
        if seat < 0:
            raise IllegalAction("no decision is pending")
        if action not in self.legal_actions():
            raise IllegalAction(f"illegal action {action!r}")
        return self._decide(seat, action) + self._sit_outs()

    def _decide(self, seat: int, action: Action) -> list[StepReport]:
        mark = self._mark()
        # A resigned seat's turn (played by the match) is a barrier: nobody takes it back.
        barrier = seat in self.resigned or self.rules.reveals(self.state, action)
        self.rules.apply(self.state, action, self.log)
        self.steps.append(Step(seat, action, barrier))
        reports = [self._report(mark, seat, action)]
        return reports + self.resolve_chance()

    def _mark(self) -> tuple[int, int]:
        return len(self.log), len(self.log.events)

    def _report(self, mark: tuple[int, int], seat: int, value: Any) -> StepReport:
        """The report of the step just appended (its log lines and events since ``mark``)."""
        entries, events = self.log[mark[0] :], self.log.events[mark[1] :]
        public = self.rules.observe_public(self.state)
        return StepReport(len(self.steps) - 1, seat, value, tuple(entries), tuple(events), public)

    def resolve_chance(self) -> list[StepReport]:
        """Resolve every pending chance step with the match's seeded randomness."""
        reports = []
        while self.rules.to_move(self.state) == CHANCE:
            rng = chance_rng(self.seed, len(self.steps))
            outcome = to_action(self.rules.sample_chance(self.state, rng))
            mark = self._mark()
            self.rules.apply_chance(self.state, outcome, self.log)
            self.steps.append(Step(CHANCE, outcome, True))
            reports.append(self._report(mark, CHANCE, outcome))
        return reports

    # --- resigning ------------------------------------------------------------
    def can_resign(self, seat: int) -> bool:
        return not self.is_over and 0 <= seat < len(self.seats) and seat not in self.resigned

    def resign(self, seat: int) -> list[StepReport]:
        """``seat`` gives up, for its whole side (partners concede together); recorded as a
        step that undo never crosses.

        The game goes on without that side while two sides or more are left, a human
        among them, and the rules can seat it out (:meth:`Rules.sit_out`): its turns are
        then played at once with that action.  Otherwise it ends now (``stopped``): the
        sides still in share the first place.  Either way the resigned seats rank last
        (:meth:`outcome`).  Raises :class:`IllegalAction` once the game is over or when the
        seat has resigned already."""
        if not self.can_resign(seat):
            raise IllegalAction(f"seat {seat!r} cannot resign now")
        mark = self._mark()
        self.stopped = self._resignation(self.state, seat, self.resigned, self.log)
        self.steps.append(Step(seat, RESIGN, True))
        reports = [self._report(mark, seat, RESIGN)]
        return reports + self._sit_outs()

    def resigning_ends(self, seat: int) -> bool:
        """Whether ``seat``'s resignation would end the game now (see :meth:`resign`)."""
        return self._ends(self.state, seat, self._with_side(self.state, seat, self.resigned))

    def _with_side(self, state: Any, seat: int, resigned: list[int]) -> list[int]:
        sides = self.rules.sides(state)
        return resigned + [s for s in sides.members(sides.of(seat)) if s not in resigned]

    def _ends(self, state: Any, seat: int, resigned: list[int]) -> bool:
        """Whether the game ends once ``resigned`` (``seat`` the last of them) have left:
        fewer than two sides are left, no human is, or the rules cannot seat one out."""
        sides = self.rules.sides(state)
        left = {sides.of(s) for s in range(len(self.seats)) if s not in resigned}
        humans = [s for s, info in enumerate(self.seats) if info.is_human]
        no_human_left = bool(humans) and all(s in resigned for s in humans)
        return len(left) < 2 or no_human_left or self.rules.sit_out(state, seat) is None

    def _resignation(self, state: Any, seat: int, resigned: list[int], log: list) -> bool:
        """Add ``seat``'s side to ``resigned`` and log it; True when the game ends with it."""
        resigned[:] = self._with_side(state, seat, resigned)
        emit(log, Resigned(seat=seat, side=self.rules.side_of(state, seat)))
        return self._ends(state, seat, resigned)

    def _sit_outs(self) -> list[StepReport]:
        """Play the turns of seats that resigned, each with the rules' sit-out action."""
        reports: list[StepReport] = []
        while not self.is_over and self.to_move in self.resigned:
            seat = self.to_move
            action = self.rules.sit_out(self.state, seat)
            if action is None or not _listed(action, self.legal_actions()):
                self.stopped = True  # the rules cannot seat it out here after all
                break
            reports += self._decide(seat, action)
        return reports

    def rules_outcome(self) -> Outcome:
        """The outcome the rules give the position, resignations left aside (what a
        tie-break was about before a resignation moved its seats)."""
        return self.rules.outcome(self.state)

    def outcome(self) -> Outcome:
        """The rules' outcome with the resigned seats moved to the last places; when a
        resignation stopped the game, the sides still in share the first place."""
        if not self.resigned:
            return self.rules.outcome(self.state)
        sides = self.rules.sides(self.state)
        if self.stopped:
            base = Outcome([], {}, sides=sides.as_dict() if sides.has_teams else {})
            base.ranking = [[s for s in range(len(self.seats)) if s not in self.resigned]]
        else:
            base = self.rules.outcome(self.state)
        ranking = [[s for s in group if s not in self.resigned] for group in base.ranking]
        last: list[list[int]] = []
        for seat in reversed(self.resigned):
            group = [s for s in sides.members(sides.of(seat)) if s in self.resigned]
            if group not in last:
                last.append(group)
        base.ranking = [group for group in ranking if group] + last
        base.resigned = list(self.resigned)
        base.stopped = self.stopped
        return base

    # --- undo ---------------------------------------------------------------
    def undo_point(self, seat: int) -> int | None:
        """Index of ``seat``'s previous decision that undo may return to, if any.

        Undo goes back over AI decisions only: never across chance, a reveal, another
        human's decision or a resignation; a seat that resigned undoes nothing.
        """
        if seat in self.resigned:
            return None
        for index in range(len(self.steps) - 1, -1, -1):
            step = self.steps[index]
            if step.is_chance or step.barrier:
                return None
            if step.seat == seat:
                return index
            if self.seats[step.seat].is_human:
                return None
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_point(seat) is not None

    def undo(self, seat: int) -> bool:
        """Return to ``seat``'s previous decision; False when undo is not allowed."""
        point = self.undo_point(seat)
        if point is None:
            return False
        self.rebuild(self.steps[:point])
        return True

    def rebuild(self, steps: Sequence[Step], reports: int = 0) -> None:
        """Replay ``steps`` from the initial state through the rules, checking each one
        (a resignation's step through :meth:`resign`'s own checks); the match is left as it
        was when a step is refused.  The reports of the last ``reports`` steps are kept in
        :attr:`replayed`."""
        start = len(steps) - reports
        items = [item for item in self.replay(steps, public_from=start) if item.index >= start]
        self.replayed = [item.report for item in items if item.report is not None]

    def replay(
        self, steps: Sequence[Step], public_from: int | None = None, checked: bool = True
    ) -> Iterator[Replayed]:
        """Play ``steps`` again from the initial state, yielding each one before it is
        applied (:class:`Replayed`); once all are, this match holds them and resolves what
        follows (chance, seats that sat out).  The one replay of a record: undo, loading a
        save, the review, the recap and the Load screen's turn count all go through it.

        Each step is checked (a decision is legal and its seat's, a chance outcome is the
        seed's, a resignation possible) and :class:`IllegalAction` raised for the first that
        is not, the match untouched; ``checked=False`` trusts steps another match holds
        already (a review, a recap of a loaded game: checked when it was loaded).  Reports
        of steps from ``public_from`` on carry what a spectator saw after them (``public``),
        as a live game's do."""
        state = self.rules.initial_state(self.setup)
        log = Journal()
        kept: list[Step] = []
        resigned: list[int] = []
        stopped = False
        for index, step in enumerate(steps):
            seat = TERMINAL if stopped else self.rules.to_move(state)
            turn_of = TERMINAL if stopped else self.rules.turn_of(state)
            item = Replayed(index, step, state, log, seat, turn_of)
            yield item
            mark = len(log), len(log.events)
            if step.is_chance:
                if checked:
                    self._check_chance(state, seat, index, step.value)
                self.rules.apply_chance(state, to_action(step.value), log)
                kept.append(Step(CHANCE, to_action(step.value), True))
            elif step.is_resignation:
                if seat == TERMINAL or not 0 <= step.seat < len(self.seats):
                    raise IllegalAction(f"step {index}: no resignation is possible")
                if step.seat in resigned:
                    raise IllegalAction(f"step {index}: seat {step.seat} resigned already")
                stopped = self._resignation(state, step.seat, resigned, log)
                kept.append(Step(step.seat, RESIGN, True))
            else:
                if checked:
                    self._check_decision(state, seat, index, step, resigned)
                barrier = seat in resigned or self.rules.reveals(state, step.value)
                self.rules.apply(state, step.value, log)
                kept.append(Step(seat, step.value, barrier))
            public = None
            if public_from is not None and index >= public_from:
                public = self.rules.observe_public(state)
            entries, events = tuple(log[mark[0] :]), tuple(log.events[mark[1] :])
            value = kept[-1].value
            item.report = StepReport(index, kept[-1].seat, value, entries, events, public)
        self.state, self.log, self.steps = state, log, kept
        self.resigned, self.stopped = resigned, stopped
        if not stopped:
            self.resolve_chance()
            self._sit_outs()

    def _check_chance(self, state: Any, seat: int, index: int, value: Any) -> None:
        if seat != CHANCE:
            raise IllegalAction(f"step {index}: a chance outcome where a decision is due")
        expected = self.rules.sample_chance(state, chance_rng(self.seed, index))
        valid = self.rules.chance_is_valid(state, value)
        if not valid or not same_value(to_action(value), to_action(expected)):
            raise IllegalAction(f"step {index}: chance outcome does not match the seed")

    def _check_decision(
        self, state: Any, seat: int, index: int, step: Step, resigned: list[int]
    ) -> None:
        if seat < 0 or seat != step.seat:
            raise IllegalAction(f"step {index}: seat {step.seat} is not to move")
        if not _listed(step.value, self.rules.legal_actions(state)):
            raise IllegalAction(f"step {index}: illegal action {step.value!r:.200}")
        if seat in resigned and not same_value(
            to_action(step.value), self.rules.sit_out(state, seat)
        ):
            raise IllegalAction(f"step {index}: seat {seat} resigned")

    def decisions_of(self, seat: int) -> int:
        """How many decisions ``seat`` has made so far."""
        return sum(1 for step in self.steps if step.seat == seat)
