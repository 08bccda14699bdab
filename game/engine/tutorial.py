"""Guided first games, as data: a title's tutorial is a few chapters of lessons of steps.

A game declares its tutorial in a small module of its own (``game/<id>/tutorial.py``,
named by ``GameInfo.tutorial_ref``)::

    TUTORIAL = Tutorial(
        game_id="armadora",
        chapters=(
            Chapter(
                key="basics",
                setup={"players": 2},
                seed=11,
                lessons=(
                    Lesson("place", (
                        Step("first", Seen("armadora.warrior_placed", seat=YOU),
                             play=(("warrior", 12, 1),)),
                    )),
                ),
            ),
        ),
        reasons=narrate_step,
    )

A **step** has a text (the locale key ``<game>_tutorial.<lesson>.<step>``; its lesson's
title is ``<game>_tutorial.<lesson>.title``), the **condition** that completes it (typed
events seen since the step began, :class:`Seen`), and the **intended path**: the
learner's decisions (``play``) that the coach highlights on the board one after another
and that the path test plays.  A step with ``why=True`` has a second text,
``<game>_tutorial.<lesson>.<step>_why``, shown once it is done.

The conditions are about what happened, not about the move the path names: a learner who
leaves the script (another square, another value) still completes a step by doing what
it teaches.  Only the current step's condition counts (the steps come in order).  The
opponents are the ``greedy`` baseline: deterministic for the match's seed, no worker,
gentle.

:func:`play_path` plays a chapter's intended path headless, with the same
:class:`Progress` the coach on screen keeps; the tests use it to show that every step
of every tutorial completes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.coach import assess
from game.engine.contract import Action, Rules
from game.engine.events import Event
from game.engine.match import Match, SeatInfo, StepReport
from game.engine.players import decision_seed, make_player

YOU = "you"
"""In a condition's fields: the learner's seat."""
RIVAL = "rival"
"""In a condition's fields: any seat but the learner's (``Seen("...turn_ended",
seat=RIVAL)``: the end of an opponent's turn)."""
OPPONENT = "greedy"
"""Who the learner plays against: the one-ply baseline (deterministic, no worker)."""

Aim = Callable[[Any, Action, int], bool | None]
"""Whether a decision serves a step, read from the learner's observation: ``(observation,
action, seat)`` -> True, False, or None when the aim says nothing of that kind of action."""
Reason = tuple[str, dict[str, Any]]
"""A sentence as a locale key and its arguments."""
Narrator = Callable[[Sequence[Event], Any, int], list[Reason]]
"""A game's account of what a step did for ``seat``: ``(events, observation, seat)`` ->
sentences (the events are those ``seat`` may know; the observation is its view after)."""


@dataclass(frozen=True)
class Seen:
    """Complete when ``count`` events of ``kind`` whose ``fields`` match have been seen
    since the step began (a field given as :data:`YOU` matches the learner's seat)."""

    kind: str
    count: int = 1
    fields: tuple[tuple[str, Any], ...] = ()

    def __init__(self, kind: str, count: int = 1, **fields: Any) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "count", count)
        object.__setattr__(self, "fields", tuple(sorted(fields.items())))

    def matches(self, event: Event, seat: int) -> bool:
        if event.kind != self.kind:
            return False
        for name, wanted in self.fields:
            value = getattr(event, name, None)
            if wanted == RIVAL:
                if not isinstance(value, int) or value == seat or value < 0:
                    return False
            elif (seat if wanted == YOU else wanted) != value:
                return False
        return True

    def met(self, events: Iterable[Event], seat: int) -> bool:
        return sum(1 for event in events if self.matches(event, seat)) >= self.count


@dataclass(frozen=True)
class Step:
    """One thing to do or to watch (see the module docstring)."""

    key: str
    done: Seen
    play: tuple[Action, ...] = ()
    why: bool = False
    until: Seen | None = None
    """Also ends the step when seen (a "watch the AI's turn" step ends with that turn,
    whatever the AI did in it)."""
    wants: str | None = None
    """The name of the tutorial's :data:`Aim` that says which decisions serve the step
    (a move onto a chamber that still holds a nugget): the coach points at the path's
    decision only while it does, else at the best decision that does."""


@dataclass(frozen=True)
class Lesson:
    """A concept, taught by its steps in order."""

    key: str
    steps: tuple[Step, ...]


@dataclass(frozen=True)
class Chapter:
    """One guided game: its setup, seed and lessons (seat 0 is the learner's)."""

    key: str
    setup: Mapping[str, Any]
    seed: int
    lessons: tuple[Lesson, ...]

    def steps(self) -> list[tuple[Lesson, Step]]:
        return [(lesson, step) for lesson in self.lessons for step in lesson.steps]


@dataclass(frozen=True)
class Tutorial:
    """A title's guided first game(s) and the words its coach explains moves with."""

    game_id: str
    chapters: tuple[Chapter, ...]
    reasons: Narrator
    learner: int = 0
    flat_evaluation: bool = False
    """The game's evaluation gives every move the same value for long stretches (Crown &
    Dragon's counts points, which few moves change): the coach then leaves its percent
    out after a move where all moves were valued alike, and the ``reasons`` speak."""
    untaught: Mapping[str, str] = field(default_factory=dict)
    """Kinds of decision (see :func:`decision_kind`) the guided game leaves out on
    purpose, each with the reason (a choice only a team game or a fifth player has).
    Every other kind the game offers, the learner makes at least once (a test checks)."""
    aims: Mapping[str, Aim] = field(default_factory=dict)
    """The aims steps name in ``wants`` (see :class:`Step`)."""
    facts: Callable[[Any, int], Mapping[str, Any]] | None = None
    """Counts and names read from the learner's observation (``(observation, seat)`` ->
    arguments) that every step text may use: a text that names a count takes it from the
    position ("Walls: %{walls} of 8"), never from the scripted path."""

    def facts_of(self, observation: Any, seat: int) -> Mapping[str, Any]:
        return {} if self.facts is None else self.facts(observation, seat)

    def chapter(self, key: str | None) -> Chapter:
        """The chapter called ``key`` (the first one for None or an unknown key)."""
        return next((c for c in self.chapters if c.key == key), self.chapters[0])

    def resume(self, covered: Iterable[str]) -> Chapter:
        """Where a learner who covered ``covered`` (``"lesson.step"`` names) goes on: the
        first chapter with a step not covered, or the first chapter when all are."""
        done = set(covered)
        for chapter in self.chapters:
            if any(f"{lesson.key}.{step.key}" not in done for lesson, step in chapter.steps()):
                return chapter
        return self.chapters[0]

    def text_key(self, lesson: Lesson, step: Step | None = None, part: str = "") -> str:
        """The locale key of a lesson's title (no step) or of a step's text (``part``:
        ``"_why"`` for the text after it)."""
        last = "title" if step is None else step.key + part
        return f"{self.game_id}_tutorial.{lesson.key}.{last}"

    def chapter_key(self, chapter: Chapter) -> str:
        return f"{self.game_id}_tutorial.chapter.{chapter.key}"

    def new_match(self, rules: Rules, chapter: Chapter, name: str = "") -> Match:
        """The chapter's game: the learner in seat 0, the gentle AI in the others."""
        players = rules.normalize_setup(chapter.setup)["players"]
        seats = [SeatInfo("human", name=name)]
        seats += [SeatInfo("ai", OPPONENT) for _ in range(players - 1)]
        return Match.new(rules, chapter.setup, chapter.seed, seats)


def decision_kind(action: Action) -> str:
    """The kind of a decision: the first word of its action (``("warrior", 12, 1)`` is a
    ``"warrior"``), or the action itself when it is a bare word."""
    return str(action[0] if isinstance(action, tuple) and action else action)


def sentences(namespace: str) -> Callable[..., Reason]:
    """A narrator's maker of sentences: ``say("moved", count=2)`` is the key
    ``<namespace>.moved`` with its arguments."""

    def say(name: str, **args: Any) -> Reason:
        return (f"{namespace}.{name}", args)

    return say


def no_reasons(events: Sequence[Event], observation: Any, seat: int) -> list[Reason]:
    """The narrator of a game without words of its own: the coach only rates moves."""
    return []


def hints_only(game_id: str) -> Tutorial:
    """What the coach's hints need of a game without a tutorial: no chapters, no words."""
    return Tutorial(game_id=game_id, chapters=(), reasons=no_reasons)


@dataclass
class Progress:
    """Where a learner is in a chapter: the current step, what is covered, and the
    learner's decisions made in the current step (to find the next one on the path)."""

    chapter: Chapter
    seat: int = 0
    index: int = 0
    covered: set[tuple[str, str]] = field(default_factory=set)
    moves_in_step: int = 0
    seen: list[Event] = field(default_factory=list)
    """The events since the current step began (those the learner may know)."""
    aims: Mapping[str, Aim] = field(default_factory=dict)
    """The tutorial's aims (:attr:`Tutorial.aims`)."""

    @property
    def steps(self) -> list[tuple[Lesson, Step]]:
        return self.chapter.steps()

    @property
    def current(self) -> tuple[Lesson, Step] | None:
        steps = self.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.current is None

    def lesson_done(self, lesson: Lesson) -> bool:
        return all((lesson.key, step.key) in self.covered for step in lesson.steps)

    def target(
        self, legal: Iterable[Action], rules: Rules | None = None, observation: Any = None
    ) -> Action | None:
        """The decision the coach points at now, true of the position shown:

        1. the next decision on the intended path, when it is legal and serves the step
           (its :attr:`Step.wants`, read from ``observation``);
        2. else the first decision of the step's path that is legal and serves (the
           learner left the path: back onto it, a roll before the move);
        3. else (with ``rules`` and ``observation``) the best legal decision by the coach's
           judgement among those that serve the step, or failing those, among those of the
           kind the path names now, or of any kind its path names (another chamber,
           another square), or at last among all (the learner's roll before the move);
        4. without ``rules`` and ``observation``, none."""
        current = self.current
        if current is None:
            return None
        step = current[1]
        legal = list(legal)
        allowed = set(legal)
        aim = self.aims.get(step.wants) if step.wants else None

        def serves(action: Action) -> bool | None:
            if aim is None or observation is None:
                return None
            return aim(observation, action, self.seat)

        path = step.play
        if self.moves_in_step < len(path):
            action = path[self.moves_in_step]
            if action in allowed and serves(action) is not False:
                return action
        for action in path:
            if action in allowed and serves(action) is not False:
                return action
        if rules is None or observation is None or not path:
            return None
        wanted = [a for a in legal if serves(a)] if aim is not None else []
        kinds = (
            {decision_kind(path[min(self.moves_in_step, len(path) - 1)])},
            {decision_kind(action) for action in path},
        )
        for kind in kinds:
            if not wanted:
                wanted = [a for a in legal if decision_kind(a) in kind and serves(a) is not False]
        if not wanted:  # nothing of what the step names can be done now: the best move
            wanted = [a for a in legal if serves(a) is not False] or legal
        return assess(rules, observation, wanted, self.seat).best

    def feed(self, report: StepReport) -> list[tuple[Lesson, Step]]:
        """Take in a step of the match; answer the steps it completed, in order.

        Its events count one by one: those after the event that completes a step count
        for the next (the pass that ends a game completes "pass", its scoring "scoring")."""
        if report.seat == self.seat:
            self.moves_in_step += 1
        completed = []
        for event in report.events_for(self.seat):
            current = self.current
            if current is None:
                break
            self.seen.append(event)
            lesson, step = current
            ended = step.until is not None and step.until.met(self.seen, self.seat)
            if ended or step.done.met(self.seen, self.seat):
                self.covered.add((lesson.key, step.key))
                completed.append(current)
                self.index += 1
                self.moves_in_step = 0
                self.seen = []
        return completed


class PathBroken(AssertionError):
    """The intended path of a tutorial does not play through (with what went wrong)."""


def play_path(tutorial: Tutorial, rules: Rules, chapter: Chapter, limit: int = 2000) -> Match:
    """Play ``chapter`` headless as the coach leads it: the learner plays each step's
    intended decisions, the opponents answer as in the app (greedy, seeded per decision).

    Raises :class:`PathBroken` naming the step when a decision of the path is illegal,
    when the learner must move with no decision left in the step, or when the game ends
    with steps not done.  Answers the finished match."""
    match = tutorial.new_match(rules, chapter)
    progress = Progress(chapter, tutorial.learner)
    for _ in range(limit):
        if match.is_over:
            break
        seat = match.to_move
        if seat == tutorial.learner:
            current = progress.current
            if current is None:
                break
            lesson, step = current
            where = f"{tutorial.game_id} {chapter.key}: {lesson.key}.{step.key}"
            if progress.moves_in_step >= len(step.play):
                raise PathBroken(f"{where}: the learner is to move and the step has no move left")
            action = step.play[progress.moves_in_step]
            legal = match.legal_actions()
            if action not in legal:
                why = rules.explain(match.observe(seat), action)
                raise PathBroken(f"{where}: {action!r} is not legal ({why})")
        else:
            legal = match.legal_actions()
            player = make_player(OPPONENT, decision_seed(match.seed, len(match.steps), seat))
            action = player.choose(rules, match.observe(seat), legal, seat)
        for report in match.play(action):
            progress.feed(report)
    if not progress.finished:
        lesson, step = progress.current  # type: ignore[misc]
        raise PathBroken(f"{tutorial.game_id} {chapter.key}: {lesson.key}.{step.key} never done")
    return match
