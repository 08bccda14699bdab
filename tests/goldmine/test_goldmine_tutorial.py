"""Gold Mine's guided first game: its intended path is a real game the learner wins by
climbing out, meeting every concept the lessons name on the way, and a lesson whose
target or condition is broken makes the path test fail.

(The checks every tutorial shares -- every step completes, texts in both languages, a
refused move or a condition that never comes true fails -- are in
tests/engine/test_tutorial_paths.py.)"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.app.coach import has_tutorial
from game.engine import registry
from game.engine.match import Match
from game.engine.tutorial import PathBroken, Progress, Seen, play_path
from game.goldmine import tutorial as gm

INFO = registry.get("goldmine")


@pytest.fixture(scope="module")
def played():
    """The intended path, played headless once, with each learner step's events."""
    chapter = INFO.tutorial.chapters[0]
    match = play_path(INFO.tutorial, INFO.rules, chapter)
    return chapter, match


def _events(match, seat: int = 0):
    again = Match.new(match.rules, match.setup, match.seed, match.seats)
    events = []
    for step in match.steps[len(again.steps) :]:
        if step.seat >= 0:
            for report in again.play(step.value):
                events += report.events_for(seat)
    return events


def test_gold_mine_offers_learn_to_play():
    assert INFO.tutorial is gm.TUTORIAL
    assert has_tutorial("goldmine")


def test_the_path_is_a_real_game_the_learner_wins_by_climbing_out(played):
    chapter, match = played
    assert match.is_over
    outcome = match.outcome()
    assert outcome.ranking[0] == [0] and outcome.detail["end"] == "climb"
    assert outcome.detail["held"][0] >= outcome.detail["goal"] == 10
    assert match.seats[1].level == "greedy"  # the gentle AI plays its own moves
    assert match.decisions_of(0) == sum(len(step.play) for _, step in chapter.steps())


def test_the_learner_meets_every_concept_in_the_lessons_order(played):
    """Tiles, moving with the die, nuggets, a passage, both challenges (as attacker and as
    the winner who decides), digging, mud and the climb, each first met in this order."""
    _, match = played
    events = _events(match)

    def first(kind: str, **fields) -> int:
        condition = Seen(kind, **fields)
        return next(i for i, e in enumerate(events) if condition.matches(e, 0))

    order = [
        first("goldmine.tile_placed", seat=0),
        first("goldmine.turn_choice", seat=0, choice="roll"),
        first("goldmine.nugget_collected", seat=0),
        first("goldmine.passage_tried", seat=0, opened=True),
        first("goldmine.challenge_started", seat=0, challenge="bat"),
        first("goldmine.miner_moved", seat=1, cause="push", by=0),
        first("goldmine.nugget_hidden", seat=0),
        first("goldmine.challenge_started", seat=0, challenge="gold"),
        first("goldmine.miner_moved", seat=0, cause="bonus"),
        first("goldmine.turn_choice", seat=0, choice="excavate"),
        first("goldmine.miner_moved", seat=0, mud=True),
        first("goldmine.climbed_out", seat=0),
    ]
    assert order == sorted(order)
    rotated = [e for e in events if e.kind == "goldmine.tile_placed" and e.seat == 0 and e.rot]
    assert rotated


def test_a_broken_target_fails_the_path_test():
    """The first walk of the game goes one step short of its nugget: the nuggets lesson
    never sees one collected and the learner runs out of moves in it."""
    chapter = INFO.tutorial.chapters[0]
    lessons = list(chapter.lessons)
    index = next(i for i, lesson in enumerate(lessons) if lesson.key == "moving")
    walk = lessons[index].steps[1]
    assert walk.play == (gm.move(0, 2),)
    broken_walk = replace(walk, play=(gm.move(0, 1),))
    lessons[index] = replace(lessons[index], steps=(lessons[index].steps[0], broken_walk))
    broken = replace(chapter, lessons=tuple(lessons))
    with pytest.raises(PathBroken, match=r"nuggets\.collect"):
        play_path(INFO.tutorial, INFO.rules, broken)


def test_a_broken_condition_fails_the_path_test():
    """A mud lesson that waits for the learner's miner to be pushed never completes."""
    chapter = INFO.tutorial.chapters[0]
    lessons = list(chapter.lessons)
    index = next(i for i, lesson in enumerate(lessons) if lesson.key == "mud")
    east, pit = lessons[index].steps
    pushed = replace(pit, done=Seen("goldmine.miner_moved", seat=0, cause="push", mud=True))
    lessons[index] = replace(lessons[index], steps=(east, pushed))
    with pytest.raises(PathBroken, match=r"mud\.pit"):
        play_path(INFO.tutorial, INFO.rules, replace(chapter, lessons=tuple(lessons)))


def test_the_coach_follows_the_path_step_by_step(played):
    """The coach's progress names each of the path's decisions as the target in turn."""
    chapter, match = played
    again = Match.new(match.rules, match.setup, match.seed, match.seats)
    progress = Progress(chapter)
    for step in match.steps[len(again.steps) :]:
        if step.seat < 0:
            continue
        if step.seat == 0:
            assert progress.target(again.legal_actions()) == step.value
        for report in again.play(step.value):
            progress.feed(report)
    assert progress.finished
