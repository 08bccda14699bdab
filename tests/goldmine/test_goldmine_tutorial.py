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
    """Tiles, driving a miner, the die, mud, nuggets, a bat challenge, staying put for a
    gold challenge the learner wins, digging, a secret passage and the climb, each first
    met in this order."""
    _, match = played
    events = _events(match)

    def first(kind: str, **fields) -> int:
        condition = Seen(kind, **fields)
        return next(i for i, e in enumerate(events) if condition.matches(e, 0))

    order = [
        first("goldmine.tile_placed", seat=0),
        first("goldmine.production_began"),
        first("goldmine.miner_moved", seat=1, cause="push", by=0),
        first("goldmine.turn_choice", seat=0, choice="roll"),
        first("goldmine.miner_moved", seat=0, mud=True),
        first("goldmine.nugget_collected", seat=0),
        first("goldmine.challenge_started", seat=0, challenge="bat"),
        first("goldmine.turn_choice", seat=0, choice="stay"),
        first("goldmine.challenge_resolved", challenge="gold", attacker=0, winner=0),
        first("goldmine.nugget_hidden", seat=0),
        first("goldmine.turn_choice", seat=0, choice="excavate"),
        first("goldmine.passage_tried", seat=0),
        first("goldmine.climbed_out", seat=0),
    ]
    assert order == sorted(order)
    rotated = [e for e in events if e.kind == "goldmine.tile_placed" and e.seat == 0 and e.rot]
    assert rotated


def test_mud_comes_on_the_learners_first_walk(played):
    """The learner's first own move of production ends in a mud pit (issue 37: mud is
    taught with moving, not late in the game)."""
    _, match = played
    walks = [
        e
        for e in _events(match)
        if e.kind == "goldmine.miner_moved" and e.seat == 0 and e.cause == "move"
    ]
    assert walks[0].mud


def test_the_learner_stays_to_challenge_a_rival_on_its_path(played):
    """Stay is a real choice on the path: the learner stays while the AI shares its tile
    and path, then wins the gold challenge that staying kept in reach."""
    _, match = played
    events = _events(match)
    stay = next(
        i
        for i, e in enumerate(events)
        if e.kind == "goldmine.turn_choice" and e.seat == 0 and e.choice == "stay"
    )
    stayed = next(e for e in events[stay:] if e.kind == "goldmine.stayed")
    challenge = next(e for e in events[stay:] if e.kind == "goldmine.challenge_started")
    assert stayed.seat == 0 and stayed.cause == "stay"
    assert challenge.seat == 0 and challenge.challenge == "gold"
    ended = next(i for i, e in enumerate(events) if i > stay and e.kind == "goldmine.turn_ended")
    assert events.index(challenge) < ended


def _with_step(chapter, lesson_key: str, index: int, step):
    lessons = list(chapter.lessons)
    at = next(i for i, lesson in enumerate(lessons) if lesson.key == lesson_key)
    steps = list(lessons[at].steps)
    steps[index] = step
    lessons[at] = replace(lessons[at], steps=tuple(steps))
    return replace(chapter, lessons=tuple(lessons))


def test_a_broken_target_fails_the_path_test():
    """The first walk goes to the chamber west of the entrance instead of into the mud pit
    east of it: the mud lesson never sees mud and the learner runs out of moves in it."""
    chapter = INFO.tutorial.chapters[0]
    mud = next(lesson for lesson in chapter.lessons if lesson.key == "mud")
    pit = mud.steps[1]
    assert pit.play == (gm.move(1, 0),)
    broken = _with_step(chapter, "mud", 1, replace(pit, play=(gm.move(-1, 0),)))
    with pytest.raises(PathBroken, match=r"mud\.pit"):
        play_path(INFO.tutorial, INFO.rules, broken)


def test_a_broken_condition_fails_the_path_test():
    """A mud lesson that waits for the learner's miner to be pushed never completes."""
    chapter = INFO.tutorial.chapters[0]
    mud = next(lesson for lesson in chapter.lessons if lesson.key == "mud")
    pit = mud.steps[1]
    pushed = replace(pit, done=Seen("goldmine.miner_moved", seat=0, cause="push", mud=True))
    with pytest.raises(PathBroken, match=r"mud\.pit"):
        play_path(INFO.tutorial, INFO.rules, _with_step(chapter, "mud", 1, pushed))


def test_a_stay_step_without_the_stay_fails_the_path_test():
    """Rolling instead of staying breaks the gold lesson: its stay step never completes."""
    chapter = INFO.tutorial.chapters[0]
    gold = next(lesson for lesson in chapter.lessons if lesson.key == "gold")
    stay = next(step for step in gold.steps if step.key == "stay")
    assert stay.play == (gm.STAY,)
    index = gold.steps.index(stay)
    broken = _with_step(chapter, "gold", index, replace(stay, play=(gm.ROLL,)))
    with pytest.raises(PathBroken, match=r"gold\.stay"):
        play_path(INFO.tutorial, INFO.rules, broken)


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
