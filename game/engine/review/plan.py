"""Replaying a match for its review: every decision, what each seat knew then, and the work.

The replay is the only part of the review that holds true states.  From each one it takes
the observations the analysis may use and nothing else:

* a finished game: each seat's chance from that seat's own observation before the
  decision (the game is over, so nothing is secret any more; still every seat is valued
  with only what it knew then);
* an unfinished game: every seat's chance from the reviewing seat's observation alone, so
  that the curve tells the reviewing player nothing the game still hides;
* the reviewing seat's own decisions: its observation before it moved, its legal moves
  and the move it played.

An unfinished game's plan keeps nothing the reviewing seat could not see: another seat's
decision is known by what it told the reviewing seat (its events visible to that seat), never
by the action itself (a face-down warrior's value, the general a rival kept), nor by whether
it was forced.  Who may review an unfinished game is :func:`review_seats`.
"""

from __future__ import annotations

import hashlib
import json
import zlib
from dataclasses import dataclass, field, replace
from typing import Any

from game.engine import registry, turn_order
from game.engine.ai import AI_VERSION, knowledge_for
from game.engine.contract import Action, Rules, Sides, outcome_value
from game.engine.events import Event
from game.engine.match import Match, Replayed
from game.engine.review.estimate import Choice, PositionTask, View
from game.engine.review.hooks import Budget, GameReview, hooks_of

REVIEW_VERSION = 1
"""Raised whenever the analysis changes what it answers (cached reviews of an older
version are then made again)."""


@dataclass(frozen=True)
class Decision:
    """One decision of the match, as the review lists it."""

    index: int
    """Its place among the match's decisions (from 0)."""
    step: int
    """Its place in the match's steps (chance steps included)."""
    seat: int
    """The seat that decided."""
    turn_of: int
    """Whose turn it was (another seat when someone decides during that turn)."""
    turn: int
    """The turn it belongs to, counted from 1 (a new turn whenever ``turn_of`` changes or
    the game begins one: a seat whose rivals have passed plays turn after turn)."""
    round: int | None
    """The game's round (counted from 1), when the game has rounds then; in a game with
    no rounds at all, the play screen's log's (passes of the turn order)."""
    action: Action | None
    """The move played; None for another seat's decision in an unfinished game (the
    reviewing seat knows it only by :attr:`told`)."""
    forced: bool
    """Whether it was the only legal move (False where :attr:`action` is None)."""
    told: tuple[Event, ...] = ()
    """The events the decision emitted that the reviewing seat may know of (all of them
    once the game is over)."""


@dataclass
class Plan:
    """A match made ready for its review: the decisions and the analysis of each."""

    game_id: str
    seat: int
    """The reviewing seat."""
    players: int
    over: bool
    """Whether the match is finished (else the curve is the reviewing seat's view alone)."""
    key: str
    """What the cached review is filed under: the match's content, the seat and budget."""
    budget: Budget
    decisions: list[Decision]
    tasks: list[PositionTask]
    sides: Sides
    final: tuple[float, ...] | None
    """Each seat's result (1 a win, a share of a shared win, 0 a loss) once it is over."""
    hooks: GameReview = field(repr=False)
    observations: list[Any] = field(repr=False)
    """The reviewing seat's observation before each decision (to put moves into words)."""
    names: tuple[str, ...] = ()
    """The seats' names as the match has them ("" for a default name)."""

    def weight(self, index: int) -> int:
        """The simulations task ``index`` costs (for the progress bar)."""
        task = self.tasks[index]
        cost = task.chance * len(task.views)
        if task.choice is not None:
            cost += task.compare * 2 + (task.search if len(task.choice.legal) > 1 else 0)
        return max(1, cost)


def match_digest(match: Match) -> str:
    """A digest of what the match is: game, setup, seed and steps (not when it was saved),
    so that the same game saved twice shares its cached review."""
    content = {
        "game": match.rules.game_id,
        "setup": match.setup,
        "seed": match.seed,
        "steps": [[step.seat, step.value] for step in match.steps],
    }
    text = json.dumps(content, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def task_seed(match_seed: int, step: int) -> int:
    """The seed of one decision's analysis (the same on every run)."""
    return zlib.crc32(f"review:{match_seed}:{step}".encode()) & 0x7FFFFFFF


def default_seat(match: Match) -> int:
    """The seat a review is for when none is asked: the first human seat, else seat 0."""
    return next((s for s, info in enumerate(match.seats) if info.is_human), 0)


def review_seats(match: Match) -> list[int]:
    """The seats a review may be made for: any seat of a finished game; in an unfinished
    one the people's only (an AI's hand stays hidden until the end), or every seat when
    nobody plays."""
    if match.is_over:
        return list(range(len(match.seats)))
    people = [s for s, info in enumerate(match.seats) if info.is_human]
    return people or list(range(len(match.seats)))


def needs_hand_over(match: Match) -> bool:
    """Whether an unfinished game has several people at the table: its review shows one
    person's secrets, so that person is named (the command line's ``--seat``) or the
    computer is handed over to them (the app's privacy screen) before anything is shown."""
    return not match.is_over and sum(info.is_human for info in match.seats) > 1


class PassCounter:
    """The round of each decision as the play screen's log counts it in a game that has no
    rounds of its own (Armadora): one pass of the turn order (:mod:`game.engine.turn_order`),
    so that the review's "Round 7" is the log's "Round 7 · Orc"."""

    def __init__(self) -> None:
        self.counter = turn_order.RoundCounter()
        self.read = 0
        self.round = 0
        self.rounds: list[int] = []

    def decision(self, events: list[Event]) -> None:
        """Note the round of the next decision (``events``: the match's so far)."""
        for event in events[self.read :]:
            turn = turn_order.turn_of(event)
            if turn is not None:
                self.round = self.counter.turn(*turn)
        self.read = len(events)
        self.rounds.append(self.round)

    def rounds_for(self, decisions: list[Decision]) -> list[Decision]:
        """``decisions`` with these rounds, when the game gave none of them one."""
        if any(d.round is not None for d in decisions) or not all(self.rounds):
            return decisions
        return [replace(d, round=r) for d, r in zip(decisions, self.rounds, strict=True)]


def make_plan(
    match: Match, seat: int, budget: Budget | None = None, module: str | None = None
) -> Plan:
    """Replay ``match`` and list the analysis its review for ``seat`` needs.

    ``budget`` replaces the game's own (tests); ``module`` names how the AI worker loads
    a game that is not shipped (see ``GameInfo.loader``)."""
    rules = match.rules
    info = registry.get(rules.game_id)
    hooks = hooks_of(info)
    budget = budget or hooks.budget
    module = module if module is not None else info.loader
    players = len(match.seats)
    if not 0 <= seat < players:
        raise ValueError(f"seat {seat} is not in a game of {players} players")
    decisions: list[Decision] = []
    tasks: list[PositionTask] = []
    observations: list[Any] = []
    everyone = tuple(range(players))
    passes = PassCounter()  # the turn events count the rounds of a game that has none
    turns = turn_order.TurnCount()
    fresh = match.unplayed()
    replayed: list[Replayed] = []
    for item in fresh.replay(match.steps, checked=False):
        replayed.append(item)
        if not item.is_decision:  # chance, or the match's resignation: nothing to analyse
            continue
        state, step = item.state, item.step
        passes.decision(item.log.events)
        legal = tuple(rules.legal_actions(state))
        known = match.is_over or step.seat == seat  # else: what the seat could not see
        decision = Decision(
            index=len(decisions),
            step=item.index,
            seat=step.seat,
            turn_of=item.turn_of,
            turn=turns.decision(item.turn_of, item.log.events),
            round=hooks.round_of(rules.observe_public(state)),
            action=step.value if known else None,
            forced=known and len(legal) == 1,
        )
        own = rules.observe(state, seat)
        observations.append(own)
        task = _task(rules, state, step.value, decision, own, legal, match.is_over, seat, everyone)
        tasks.append(
            PositionTask(
                game_id=rules.game_id,
                index=decision.index,
                seed=task_seed(match.seed, item.index),
                chance=budget.chance,
                search=budget.search,
                compare=budget.compare,
                views=task[0],
                choice=task[1],
                module=module,
            )
        )
        decisions.append(decision)
    decisions = [
        replace(decision, told=_told(replayed[decision.step], match.is_over, seat))
        for decision in decisions
    ]
    decisions = passes.rounds_for(decisions)
    final = None
    if match.is_over:
        outcome = match.outcome()
        final = tuple(outcome_value(outcome, s) for s in everyone)
    return Plan(
        game_id=rules.game_id,
        seat=seat,
        players=players,
        over=match.is_over,
        key=review_key(match, seat, budget),
        budget=budget,
        decisions=decisions,
        tasks=tasks,
        sides=rules.sides(match.state),
        final=final,
        hooks=hooks,
        observations=observations,
        names=tuple(info.name for info in match.seats),
    )


def _told(item: Replayed, over: bool, seat: int) -> tuple[Event, ...]:
    """What a decision told: its events that ``seat`` may know of (all, once it is over)."""
    events = item.report.events if item.report is not None else ()
    return tuple(e for e in events if over or e.visible_to(seat))


def _task(
    rules: Rules,
    state: Any,
    action: Action,
    decision: Decision,
    own: Any,
    legal: tuple[Action, ...],
    over: bool,
    seat: int,
    everyone: tuple[int, ...],
) -> tuple[tuple[View, ...], Choice | None]:
    """The views (observation and the seats valued from it) and the reviewing seat's
    choice, if it is its decision (``action``: the move it played), for one decision."""
    mine = decision.seat == seat
    if not over:  # every chance from the reviewing seat's observation alone
        if mine:
            return (), Choice(own, seat, legal, action, everyone)
        return (View(own, everyone),), None
    views = tuple(
        View(own if s == seat else rules.observe(state, s), (s,))
        for s in everyone
        if not (mine and s == seat)
    )
    choice = Choice(own, seat, legal, action, (seat,)) if mine else None
    return views, choice


def review_key(match: Match, seat: int, budget: Budget) -> str:
    """The name a review is cached under: what the match is, the seat, and what the
    analysis was (its version, the AI's and the game knowledge's versions, the budget)."""
    knowledge = knowledge_for(match.rules.game_id)
    what = f"{REVIEW_VERSION}:{AI_VERSION}.{knowledge.version}:{budget.tag()}:{seat}"
    digest = hashlib.sha256(f"{match_digest(match)}:{what}".encode()).hexdigest()
    return digest[:40]
