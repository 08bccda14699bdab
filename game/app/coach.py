"""The coach beside a game: a guided first game's lessons, and hints in normal games.

One controller for every title.  A play scene carries one in ``scene.coach`` (or None)
and calls it from a few small hooks (:class:`game.app.play.PlayScene`): before the
player's decision is played, after steps were applied, for input, when drawing, for the
tooltip, every frame of a human's turn, and at the end of a game.

- **Tutorial** (``Coach(app, tutorial, chapter)``, the ``"tutorial"`` route): the current
  step's text, its target on the board (the next decision of the intended path, shown the
  way a hint is shown), a gentle word when the mouse points elsewhere (the rules' reason
  when it is illegal), and after each of the learner's decisions a "why": the step's own
  text, what the move did (the game's narrator over the typed events) and what the coach's
  evaluation thinks of it.  Nothing is ever refused: the learner may play anything, and a
  step completes whenever what it teaches happens.  The lesson list shows what is covered
  (remembered in the settings); at the end of a chapter the next one is offered.
- **Hints** (``Coach(app, tutorial, None)``, when Settings > Coach hints is on): a small
  "?" beside the status bar; on the human's turn it shows the coach's suggestion with its
  reason in words.

The judgement is :mod:`game.engine.coach` (a fixed seed, a one-ply look with the game's
own evaluation): deterministic and a few milliseconds, so it runs on the frame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.app.coach_card import CoachCard
from game.app.play_context import PlayContext
from game.app.views import get_view
from game.engine import coach as judge
from game.engine import registry
from game.engine.contract import Action
from game.engine.match import StepReport
from game.engine.tutorial import Chapter, Lesson, Progress, Step, Tutorial, hints_only
from game.text import tr

FLAT = 0.005
"""Values closer than this are one value to the coach (its evaluation does not separate them)."""


def rates(tutorial: Tutorial, found: judge.Assessment) -> bool:
    """Whether the coach's percent after a learner's move says something.  Yes, unless the
    game's tutorial declares its evaluation flat for long stretches
    (``Tutorial.flat_evaluation``: Crown & Dragon's moves only when points are scored, so
    "50 %" after every opening move says nothing) and the evaluation gives every legal move
    the same value; then the move's own reasons speak and the percent is left out (the
    hint, before a move, says instead that the coach sees no difference)."""
    if not tutorial.flat_evaluation:
        return True
    return max(found.values) - min(found.values) >= FLAT


class Coach:
    """The coach of one play scene (see the module docstring)."""

    def __init__(self, app: Any, tutorial: Tutorial, chapter: Chapter | None) -> None:
        self.app = app
        self.tutorial = tutorial
        self.chapter = chapter
        self.seat = tutorial.learner
        self.progress = None if chapter is None else Progress(chapter, self.seat)
        self.step_start = 0  # match steps when the current step began
        self.why: list[str] = []  # the words after the learner's last decision
        self.judged: tuple[Action, judge.Assessment] | None = None
        self.on_path = False  # the learner's last decision was the lesson's
        self.suggestion: tuple[int, str] | None = None  # (match step, words) for hints
        self.card = CoachCard(self)
        self.chapter_over = False

    # --- what the card shows -------------------------------------------------------------
    @property
    def guided(self) -> bool:
        return self.progress is not None

    def heading(self) -> str:
        if self.progress is None:
            return tr("coach.hints_title")
        current = self.progress.current
        lessons = self.progress.chapter.lessons
        if current is None:
            return tr("coach.chapter_done", chapter=tr(self.tutorial.chapter_key(self.chapter)))
        number = lessons.index(current[0]) + 1
        title = tr(self.tutorial.text_key(current[0]))
        return tr("coach.lesson_heading", number=number, count=len(lessons), title=title)

    def text(self) -> str:
        """The current step's words (the chapter's end once every step is done)."""
        if self.progress is None:
            return self.suggestion[1] if self.suggestion else tr("coach.hints_note")
        current = self.progress.current
        if current is None:
            key = "coach.next_chapter_note" if self.next_chapter() else "coach.all_done_note"
            return tr(key)
        return tr(self.tutorial.text_key(*current))

    def lesson_rows(self) -> list[tuple[str, bool]]:
        """Every lesson of the chapter with whether it is covered."""
        if self.progress is None:
            return []
        return [
            (tr(self.tutorial.text_key(lesson)), self.progress.lesson_done(lesson))
            for lesson in self.progress.chapter.lessons
        ]

    def next_chapter(self) -> Chapter | None:
        if self.chapter is None:
            return None
        chapters = self.tutorial.chapters
        index = chapters.index(self.chapter)
        return chapters[index + 1] if index + 1 < len(chapters) else None

    # --- hooks of the play scene ---------------------------------------------------------
    def update(self, scene: PlayContext) -> None:
        """A human's turn: the lesson's target is on the board (unless a hint is)."""
        if self.progress is None or scene.hint_action is not None or not scene.is_human_turn():
            return
        target = self.progress.target(scene.legal())
        if target is not None:
            scene.turns.show_hint(target)

    def before_play(self, scene: PlayContext, action: Action) -> None:
        """The viewer is about to play ``action``: judge the position it is played from."""
        self.judged = None
        match = scene.match
        if match.to_move != self.seat or not match.seats[self.seat].is_human:
            return
        if self.progress is None:
            return  # hints explain a move before it, not after
        legal = match.legal_actions()
        if len(legal) > 1:
            found = judge.assess(match.rules, match.observe(self.seat), legal, self.seat)
            self.judged = (action, found)
        self.on_path = action == self.progress.target(legal)

    def after_steps(self, scene: PlayContext, reports: Sequence[StepReport]) -> None:
        """Steps were applied: lessons advance; the learner's own decision is explained."""
        completed: list[tuple[Lesson, Step]] = []
        mine = [r for r in reports if r.seat == self.seat]
        for report in reports:
            if self.progress is not None:
                before = self.progress.index
                completed += self.progress.feed(report)
                if self.progress.index != before:
                    self.step_start = report.index + 1
        if mine:
            self.why = self._why(scene, mine[0], completed)
        elif completed:
            self.why = [self._step_why(lesson, step) for lesson, step in completed if step.why]
        if completed:
            self._remember()
        self.suggestion = None

    def after_undo(self, scene: PlayContext) -> None:
        """The learner took decisions back: the path goes on from where the match is."""
        if self.progress is None:
            return
        self.step_start = min(self.step_start, len(scene.match.steps))
        steps = scene.match.steps[self.step_start :]
        self.progress.moves_in_step = sum(1 for step in steps if step.seat == self.seat)
        self.why = []

    def hold_results(self, scene: PlayContext) -> bool:
        """At a chapter's end the board stays, with the card's last words, the next
        chapter (if any) and the results offered on it."""
        if self.progress is None or not self.progress.finished:
            return False
        self.chapter_over = True
        self.card.open = True
        return True

    def aside(self, scene: PlayContext, action: Action, problem: str | None) -> str | None:
        """The tooltip where the mouse points off the lesson's path: the rules' reason
        (when illegal) and where the lesson would go."""
        if self.progress is None or scene.hint_action is None or action == scene.hint_action:
            return problem
        lead = tr("coach.aside", move=scene.describe(scene.hint_action))
        return lead if problem is None else f"{problem}\n{lead}"

    def handle_event(self, scene: PlayContext, event: pygame.event.Event) -> bool:
        return self.card.handle_event(scene, event)

    def draw(self, scene: PlayContext, surface: pygame.Surface) -> None:
        self.card.draw(scene, surface)

    # --- hints -------------------------------------------------------------------------------
    def suggest(self, scene: PlayContext) -> None:
        """The "?": the coach's move for the human to move, and why, in words."""
        match = scene.match
        seat = match.to_move
        if not scene.is_human_turn():
            return
        legal = match.legal_actions()
        observation = match.observe(seat)
        found = judge.assess(match.rules, observation, legal, seat)
        action = found.best
        events, after = judge.foresee(match.rules, observation, action, seat)
        reasons = [tr(key, **args) for key, args in self.tutorial.reasons(events, after, seat)]
        if rates(self.tutorial, found):
            chance = tr("coach.chance", value=judge.percent(found.best_value))
        else:  # every move alike: a percent would only say "50 %" of any of them
            chance = tr("coach.chance_flat")
        why = scene.turns.why(action)  # against the runner-up, in the game's terms
        words = [tr("coach.suggest", move=scene.describe(action)), *reasons]
        words += [why, chance] if why else [chance]
        self.suggestion = (len(match.steps), "\n".join(words))
        scene.turns.show_hint(action, why)
        scene.refresh()

    # --- inside ----------------------------------------------------------------------------------
    def _step_why(self, lesson: Lesson, step: Step) -> str:
        return tr(self.tutorial.text_key(lesson, step, "_why"))

    def _why(
        self, scene: PlayContext, report: StepReport, completed: list[tuple[Lesson, Step]]
    ) -> list[str]:
        """The words after the learner's decision: the lesson's, the move's, the value's."""
        lines = [self._step_why(lesson, step) for lesson, step in completed if step.why]
        events = report.events_for(self.seat)
        observation = scene.match.observe(self.seat)
        for key, args in self.tutorial.reasons(events, observation, self.seat):
            lines.append(tr(key, **args))
        if (
            self.judged is not None
            and self.judged[0] == report.value
            and rates(self.tutorial, self.judged[1])
            and not scene.match.is_over  # "100 % for you" after the winning move says nothing
        ):
            action, found = self.judged
            value = found.value_of(action)
            if value is not None and self.on_path:  # the lesson's move: no second opinion
                lines.append(tr("coach.rated_plain", value=judge.percent(value)))
            elif value is not None:
                if found.best_value - value < 0.01:
                    lines.append(tr("coach.rated_best", value=judge.percent(value)))
                else:
                    best = scene.describe(found.best)
                    lines.append(
                        tr(
                            "coach.rated",
                            value=judge.percent(value),
                            best=best,
                            best_value=judge.percent(found.best_value),
                        )
                    )
        return lines

    def _remember(self) -> None:
        """The covered steps go into the settings (the lesson list of a later visit)."""
        if self.progress is None:
            return
        settings = self.app.settings
        known = set(settings.tutorials.get(self.tutorial.game_id, []))
        known |= {f"{lesson}.{step}" for lesson, step in self.progress.covered}
        settings.tutorials[self.tutorial.game_id] = sorted(known)
        self.app.save_settings()


def coach_for_hints(app: Any, match: Any) -> Coach:
    """The hints coach of a normal game: its tutorial's narrator says why (a game without
    one gets the move and its value only)."""
    game_id = match.rules.game_id
    return Coach(app, registry.get(game_id).tutorial or hints_only(game_id), None)


def tutorial_scene(app: Any, game_id: str, chapter: str | None = None) -> Any:
    """The ``"tutorial"`` route: the game's play scene on a chapter's match, with the coach
    leading it: the chapter ``chapter`` names, else the first one not finished yet."""
    info = registry.get(game_id)
    tutorial = info.tutorial
    if chapter is None:
        part = tutorial.resume(app.settings.tutorials.get(game_id, []))
    else:
        part = tutorial.chapter(chapter)
    match = tutorial.new_match(info.rules, part)
    scene = get_view(game_id).play_scene(app, match)
    scene.coach = Coach(app, tutorial, part)
    offered(app, game_id)
    return scene


def has_tutorial(game_id: str) -> bool:
    """Whether the game has a guided first game (a tutorial without chapters only lends
    the coach's hints its words)."""
    return registry.get(game_id).has_guided_game


def offered(app: Any, game_id: str) -> None:
    """Remember that the game's tutorial was offered (it is not offered again)."""
    if game_id not in app.settings.tutorials:
        app.settings.tutorials[game_id] = []
        app.save_settings()


def offer_tutorial(app: Any, game_id: str) -> bool:
    """The first time a game is started: offer its guided first game (Yes: the tutorial;
    No: the New game screen).  False when there is nothing to offer."""
    if not has_tutorial(game_id) or game_id in app.settings.tutorials:
        return False
    offered(app, game_id)
    app.push(
        "confirm",
        key="coach.offer",
        args={"game": tr(registry.get(game_id).title_key)},
        yes_key="coach.offer_yes",
        no_key="coach.offer_no",
        on_yes=lambda: app.push("tutorial", game_id=game_id),
        on_no=lambda: app.push("setup", game_id=game_id),
    )
    return True
