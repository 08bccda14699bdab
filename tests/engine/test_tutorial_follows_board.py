"""The coach's target is true of the position shown (issue 52, item 3): on the intended
path it is the path's next decision; when the learner leaves the path (a random legal
move now and then) it adapts, from the position, and the lessons go on to their end.

A step's target: the path's next decision while it is legal and serves the step's aim,
else the path's first decision that still does, else the best decision by the coach's
judgement among those that serve (or of the kind the path names); a "watch the AI's
turn" step ends when that turn ends (``Step.until``)."""

from __future__ import annotations

import random

import pytest

from game.engine import registry
from game.engine.players import decision_seed, make_player
from game.engine.tutorial import OPPONENT, Progress

TUTORIALS = [g for g in registry.shipped() if getattr(registry.get(g).tutorial, "chapters", ())]


def chapters():
    for game_id in TUTORIALS:
        for chapter in registry.get(game_id).tutorial.chapters:
            yield pytest.param(game_id, chapter, id=f"{game_id}-{chapter.key}")


def follow(game_id, chapter, deviate, limit: int = 3000):
    """Play ``chapter`` with the learner taking the coach's target, except where
    ``deviate(decision)`` says to play a random legal move; answer (progress, match, the
    learner's decisions where the coach had no target though the step names moves, and
    those where its target was not the path's next decision)."""
    info = registry.get(game_id)
    tutorial, rules = info.tutorial, info.rules
    match = tutorial.new_match(rules, chapter)
    progress = Progress(chapter, tutorial.learner, aims=tutorial.aims)
    rng = random.Random(7)
    lost = []
    off_path = []  # learner decisions where the target was not the path's next one
    decisions = 0
    for _ in range(limit):
        if match.is_over or progress.finished:
            break
        seat, legal = match.to_move, match.legal_actions()
        if seat == tutorial.learner:
            observation = match.observe(seat)
            target = progress.target(legal, rules, observation)
            step = progress.current[1]
            if target is None and step.play:
                lost.append(decisions)
            on_path = progress.moves_in_step < len(step.play)
            if on_path and target != step.play[progress.moves_in_step]:
                off_path.append(decisions)
            action = rng.choice(legal) if deviate(decisions) or target is None else target
            decisions += 1
        else:
            player = make_player(OPPONENT, decision_seed(match.seed, len(match.steps), seat))
            action = player.choose(rules, match.observe(seat), legal, seat)
        for report in match.play(action):
            progress.feed(report)
    return progress, match, lost, off_path


@pytest.mark.parametrize(("game_id", "chapter"), list(chapters()))
def test_on_the_path_the_target_is_the_path_s_next_decision(game_id, chapter):
    progress, _match, lost, off_path = follow(game_id, chapter, lambda decision: False)
    assert progress.finished, progress.current
    assert not lost
    assert not off_path  # the aims agree with the path wherever it is followed


@pytest.mark.parametrize(("game_id", "chapter"), list(chapters()))
@pytest.mark.parametrize("every", [5, 11])
def test_a_learner_who_strays_is_led_on_and_the_lessons_end(game_id, chapter, every):
    progress, match, lost, _off = follow(
        game_id, chapter, lambda decision: decision % every == every - 1
    )
    done = len(progress.covered)
    steps = len(chapter.steps())
    # the coach always had a target where the step names moves, and the lessons went on
    # to their end, or the game ended first (a rival may climb out or win)
    assert not lost, f"no target at decisions {lost[:5]} ({progress.current})"
    assert progress.finished or match.is_over, (done, steps, progress.current)


def test_a_text_that_counts_takes_its_count_from_the_position():
    """Crown's "walls now" after Masons names the walls the learner's kingdom has."""
    from game import text
    from game.crown import pieces

    info = registry.get("crown")
    tutorial, rules = info.tutorial, info.rules
    match = tutorial.new_match(rules, tutorial.chapters[0])
    observation = match.observe(tutorial.learner)
    facts = tutorial.facts_of(observation, tutorial.learner)
    walls = sum(1 for _, owner in observation.walls if owner == tutorial.learner)
    assert facts["walls"] == walls and facts["walls_left"] == pieces.MAX_WALLS - walls
    for lang in ("en", "ko"):
        text.set_language(lang)
        try:
            said = text.tr("crown_tutorial.black.masons_why", **facts)
            assert str(walls) in said and "%{" not in said
        finally:
            text.set_language("en")
