"""Tiny Duel's guided first game (tests/tiny_game/tutorial.py) through the engine: its path
plays to the last step from its seed, a broken step fails, the learner makes every kind of
decision but those left out with a reason, every text is in both languages, and the coach
has words for what a move did.  The test to copy for a new game's tutorial (the shipped
games' are also played by ``test_tutorial_paths`` and ``test_tutorial_coverage``)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
import tiny_game
from tiny_game import RULES
from tiny_game import actions as act
from tiny_game.actions import Kind
from tiny_game.tutorial import BASICS, TUTORIAL

from game import text
from game.engine.coach import assess, foresee
from game.engine.match import Match
from game.engine.tutorial import PathBroken, Progress, Seen, decision_kind, play_path


@pytest.fixture(autouse=True)
def _tiny(tiny_registered: object) -> Iterator[None]:
    yield


def replayed_reports(match: Match) -> list:
    again = Match.new(match.rules, match.setup, match.seed, match.seats)
    reports = []
    for step in match.steps[len(again.steps) :]:
        if step.seat >= 0:
            reports += again.play(step.value)
    return reports


def test_the_path_plays_every_step_to_the_end_of_the_game():
    match = play_path(TUTORIAL, RULES, BASICS)
    assert match.is_over
    progress = Progress(BASICS)
    done = [step.key for report in replayed_reports(match) for _, step in progress.feed(report)]
    assert done == ["take", "end", "roll", "peek", "duel", "last", "over"]
    assert progress.finished and len(progress.covered) == len(BASICS.steps())


def test_the_learners_duel_is_won_as_the_lesson_says():
    """Seed 11 deals the learner 6 and the opponent 2 (the duel's text says "higher")."""
    match = play_path(TUTORIAL, RULES, BASICS)
    assert match.state.secrets == [6, 2]
    duels = [e for e in match.log.events if e.kind == "tiny.dueled" and e.seat == 0]
    assert [(d.mine, d.theirs, d.gain) for d in duels] == [(6, 2, 3)]


def with_step(index: int, **changes) -> object:
    lessons = list(BASICS.lessons)
    steps = list(lessons[0].steps)
    steps[index] = replace(steps[index], **changes)
    lessons[0] = replace(lessons[0], steps=tuple(steps))
    return replace(BASICS, lessons=tuple(lessons))


def test_a_step_whose_move_the_rules_refuse_fails():
    with pytest.raises(PathBroken, match="is not legal"):
        play_path(TUTORIAL, RULES, with_step(0, play=(act.end(),)))  # End as a first move


def test_a_step_that_never_completes_fails():
    with pytest.raises(PathBroken, match=r"no move left|never done"):
        play_path(TUTORIAL, RULES, with_step(0, done=Seen("tiny.no_such_event")))


def test_the_learner_makes_every_kind_but_those_left_out_with_a_reason():
    match = play_path(TUTORIAL, RULES, BASICS)
    made = {decision_kind(s.value) for s in match.steps if s.seat == TUTORIAL.learner}
    untaught = set(TUTORIAL.untaught)
    assert made | untaught == {str(kind) for kind in Kind} and not made & untaught
    assert all(reason.strip() for reason in TUTORIAL.untaught.values())


@pytest.mark.parametrize("lang", text.LANGUAGES)
def test_every_text_of_the_tutorial_is_in_both_languages(lang):
    text.add_locale_dir(tiny_game.LOCALE_DIR)
    keys = [TUTORIAL.chapter_key(BASICS)]
    for lesson, step in BASICS.steps():
        keys += [TUTORIAL.text_key(lesson), TUTORIAL.text_key(lesson, step)]
        if step.why:
            keys.append(TUTORIAL.text_key(lesson, step, "_why"))
    assert [k for k in keys if not text.has(k, lang)] == []


def test_the_coach_says_what_its_first_suggestion_does():
    text.add_locale_dir(tiny_game.LOCALE_DIR)
    match = TUTORIAL.new_match(RULES, BASICS)
    seat, legal = match.to_move, match.legal_actions()
    found = assess(RULES, match.observe(seat), legal, seat)
    assert found == assess(RULES, match.observe(seat), legal, seat)  # the same every time
    events, after = foresee(RULES, match.observe(seat), found.best, seat)
    said = TUTORIAL.reasons(events, after, seat)
    assert said and all(key.startswith("tiny.coach.") for key, _ in said)
    assert all(text.has(key, lang) for key, _ in said for lang in text.LANGUAGES)


def test_the_coach_words_a_duel_by_its_result():
    from tiny_game.events import Dueled, TurnEnded

    said = TUTORIAL.reasons([Dueled(0, 1, 2, 5, -2, 1), TurnEnded(0, True, 1, 0)], None, 0)
    assert said == [
        ("tiny.coach.duel_lost", {"mine": 2, "theirs": 5, "gain": -2}),
        ("tiny.coach.ended", {}),
    ]
    assert TUTORIAL.reasons([Dueled(1, 0, 5, 2, 3, 3)], None, 0) == []  # not the learner's
