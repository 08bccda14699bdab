"""Every tutorial's intended path plays through headless from its seed, step by step, and
a broken lesson (a move the rules refuse, a condition that never comes true) fails."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game import text
from game.engine import registry
from game.engine.coach import assess, foresee
from game.engine.match import Match, SeatInfo
from game.engine.tutorial import (
    YOU,
    Chapter,
    Lesson,
    PathBroken,
    Progress,
    Seen,
    Step,
    play_path,
)

TUTORIALS = [g for g in registry.shipped() if getattr(registry.get(g).tutorial, "chapters", ())]


def chapters():
    for game_id in TUTORIALS:
        for chapter in registry.get(game_id).tutorial.chapters:
            yield pytest.param(game_id, chapter, id=f"{game_id}-{chapter.key}")


def test_armadora_has_a_tutorial():
    assert "armadora" in TUTORIALS


@pytest.mark.parametrize(("game_id", "chapter"), list(chapters()))
def test_the_intended_path_completes_every_step(game_id, chapter):
    info = registry.get(game_id)
    match = play_path(info.tutorial, info.rules, chapter)
    assert match.is_over or chapter.lessons[-1].steps[-1].play  # the last lesson was reached
    progress = Progress(chapter)
    for report in replay(match):
        progress.feed(report)
    assert progress.finished
    assert len(progress.covered) == len(chapter.steps())


def replay(match: Match):
    """The match's steps again, as reports (the path's own match is played already)."""
    again = Match.new(match.rules, match.setup, match.seed, match.seats)
    reports = []
    for step in match.steps[len(again.steps) :]:
        if step.seat >= 0:
            reports += again.play(step.value)
    return reports


def _with_step(chapter, lesson_index: int, step_index: int, **changes):
    lessons = list(chapter.lessons)
    lesson = lessons[lesson_index]
    steps = list(lesson.steps)
    steps[step_index] = replace(steps[step_index], **changes)
    lessons[lesson_index] = replace(lesson, steps=tuple(steps))
    return replace(chapter, lessons=tuple(lessons))


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_a_lesson_whose_move_the_rules_refuse_fails(game_id):
    info = registry.get(game_id)
    chapter = info.tutorial.chapters[0]
    first = chapter.lessons[0].steps[0]
    broken = _with_step(chapter, 0, 0, play=(first.play[0], first.play[0], *first.play[1:]))
    broken = _with_step(broken, 0, 0, done=replace(first.done, count=2))
    with pytest.raises(PathBroken, match="is not legal"):
        play_path(info.tutorial, info.rules, broken)


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_a_lesson_that_never_completes_fails(game_id):
    info = registry.get(game_id)
    chapter = info.tutorial.chapters[0]
    broken = _with_step(chapter, 0, 0, done=Seen("no.such_event"))
    with pytest.raises(PathBroken, match=r"no move left|never done"):
        play_path(info.tutorial, info.rules, broken)


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_every_text_of_a_tutorial_is_in_both_languages(game_id):
    tutorial = registry.get(game_id).tutorial
    keys = []
    for chapter in tutorial.chapters:
        keys.append(tutorial.chapter_key(chapter))
        for lesson, step in chapter.steps():
            keys += [tutorial.text_key(lesson), tutorial.text_key(lesson, step)]
            if step.why:
                keys.append(tutorial.text_key(lesson, step, "_why"))
    missing = [(k, lang) for k in keys for lang in text.LANGUAGES if not text.has(k, lang)]
    assert missing == []


def test_a_step_completes_off_the_path_when_its_concept_happens():
    """Armadora's first step names A1; a warrior anywhere else completes it too, and the
    next step's target is its own move."""
    info = registry.get("armadora")
    chapter = info.tutorial.chapters[0]
    match = info.tutorial.new_match(info.rules, chapter)
    progress = Progress(chapter)
    assert progress.target(match.legal_actions()) == chapter.lessons[0].steps[0].play[0]
    elsewhere = ("warrior", 20, 1)
    assert elsewhere != chapter.lessons[0].steps[0].play[0]
    done = []
    for report in match.play(elsewhere):
        done += progress.feed(report)
    assert [step.key for _, step in done] == ["first"]
    assert progress.current[1].key == "hide"


def test_seen_counts_and_matches_the_learners_seat():
    condition = Seen("armadora.palisade_placed", count=2, seat=YOU)
    info = registry.get("armadora")
    match = Match.new(info.rules, {"players": 2}, 4, [SeatInfo("human"), SeatInfo("ai")])
    events = [e for r in match.play(("palisade", 0)) for e in r.events]
    assert not condition.met(events, 0)
    events += [e for r in match.play(("palisade", 20)) for e in r.events]
    assert condition.met(events, 0) and not condition.met(events, 1)
    assert Step("x", condition).play == ()


@pytest.mark.parametrize("game_id", TUTORIALS)
def test_the_coach_values_every_move_the_same_way_each_time(game_id):
    info = registry.get(game_id)
    match = info.tutorial.new_match(info.rules, info.tutorial.chapters[0])
    seat, legal = match.to_move, match.legal_actions()
    first = assess(info.rules, match.observe(seat), legal, seat)
    again = assess(info.rules, match.observe(seat), legal, seat)
    assert first == again and len(first.values) == len(legal)
    assert all(0.0 <= v <= 1.0 for v in first.values)
    events, _ = foresee(info.rules, match.observe(seat), first.best, seat)
    reasons = info.tutorial.reasons(events, match.observe(seat), seat)
    assert reasons and all(text.has(key) for key, _ in reasons)


def test_gold_mine_tells_how_often_a_challenge_is_won():
    """Three rounds, ties to the attacker, two to win: 62 %, as the coach says."""
    from game.goldmine.coach import CHALLENGE, reasons
    from game.goldmine.events import ChallengeStarted

    wins = sum(
        (a >= d) + (b >= e) + (c >= f) >= 2
        for a in range(1, 7)
        for d in range(1, 7)
        for b in range(1, 7)
        for e in range(1, 7)
        for c in range(1, 7)
        for f in range(1, 7)
    )
    assert abs(CHALLENGE - wins / 6**6) < 1e-9
    said = reasons([ChallengeStarted(0, 1, "gold", 2)], None, 0)
    assert said == [("goldmine_coach.challenge_gold", {"chance": 62, "left": 2, "count": 2})]
    assert text.has("goldmine_coach.challenge_gold", "ko")


@pytest.mark.parametrize("game_id", registry.shipped())
def test_every_game_lends_the_coach_words_for_its_first_decision(game_id):
    """The hints' narrator of every game says what the coach's first suggestion does, in
    keys both languages have."""
    info = registry.get(game_id)
    match = Match.new(info.rules, {"players": 2}, 5, [SeatInfo("human"), SeatInfo("ai")])
    while match.to_move != 0:
        match.play(match.legal_actions()[0])
    legal = match.legal_actions()
    found = assess(info.rules, match.observe(0), legal, 0)
    events, after = foresee(info.rules, match.observe(0), found.best, 0)
    said = info.tutorial.reasons(events, after, 0)
    assert said, game_id
    assert all(text.has(key, lang) for key, _ in said for lang in text.LANGUAGES)


def test_the_events_after_a_step_is_done_count_for_the_next():
    """One report may complete two steps: the pass that ends the game, then its scoring."""
    passed = Step("pass", Seen("armadora.passed", seat=YOU))
    scored = Step("scored", Seen("armadora.game_scored"))
    chapter = Chapter("c", {"players": 2}, 4, (Lesson("end", (passed, scored)),))
    info = registry.get("armadora")
    match = Match.new(info.rules, {"players": 2}, 4, [SeatInfo("ai"), SeatInfo("human")])
    progress = Progress(chapter, seat=1)
    for report in match.play(("pass",)):  # seat 0 passes; seat 1 passing ends the game
        progress.feed(report)
    done = [step.key for report in match.play(("pass",)) for _, step in progress.feed(report)]
    assert done == ["pass", "scored"] and progress.finished
