"""The one replay of a record (Match.replay): what it yields, what it keeps, what it refuses."""

from __future__ import annotations

import random

import pytest

from engine.helpers import new_match, play_randomly
from game.engine.contract import IllegalAction
from game.engine.match import Match, Step
from game.engine.review.plan import make_plan
from game.engine.turn_order import turns_played


def played(seed: int = 3, kinds: str = "hh", resign: bool = False) -> tuple[Match, list]:
    """A random game of Tiny Duel and every report its live play gave, in order."""
    match = new_match(seed=seed, kinds=kinds, rounds=3)
    rng = random.Random(seed)
    reports = []  # the deal (step 0) was resolved by Match.new, unreported
    for _ in range(5 if resign else 14):
        if match.is_over:
            break
        reports += match.play(rng.choice(match.legal_actions()))
    if resign and not match.is_over:
        reports += match.resign(match.to_move)
    return match, reports


def fresh(match: Match) -> Match:
    return match.unplayed()


def test_each_step_is_yielded_once_before_it_is_applied_and_reported_as_live_play_did():
    match, live = played()
    again = fresh(match)
    items = list(again.replay(match.steps))
    assert [item.index for item in items] == list(range(len(match.steps)))
    assert [item.step for item in items] == match.steps
    for item in items:
        if item.is_decision:
            assert item.to_move == item.step.seat  # the seat to move before the step
    reports = [item.report for item in items[1:]]
    assert [(r.index, r.seat, r.value, r.entries, r.events) for r in reports] == [
        (r.index, r.seat, r.value, r.entries, r.events) for r in live
    ]
    assert (again.state, list(again.log), again.steps) == (
        match.state,
        list(match.log),
        match.steps,
    )


def test_the_position_before_a_step_is_the_one_its_decision_was_made_in():
    match, live = played(seed=5)
    again = fresh(match)
    for item in again.replay(match.steps):
        if item.is_decision:
            assert item.step.value in match.rules.legal_actions(item.state)
            told = [e for r in live if r.index < item.index for e in r.events]
            so_far = item.log.events  # the deal's events, then those live play reported
            assert so_far[len(so_far) - len(told) :] == told


def test_a_rebuild_keeps_the_last_reports_with_what_a_spectator_saw():
    match, live = played(seed=7)
    loaded = fresh(match)
    loaded.rebuild(match.steps, reports=5)
    assert [r.index for r in loaded.replayed] == list(range(len(match.steps) - 5, len(match.steps)))
    by_index = {r.index: r for r in live}
    for report in loaded.replayed:
        expected = by_index[report.index]
        assert (report.entries, report.events, report.public) == (
            expected.entries,
            expected.events,
            expected.public,
        )
    loaded.rebuild(match.steps)
    assert loaded.replayed == []


def test_a_refused_step_leaves_the_match_as_it_was():
    match, _ = played(seed=9)
    before = (match.state, list(match.log), list(match.steps))
    wrong = list(match.steps)
    decision = next(i for i, s in enumerate(wrong) if s.seat >= 0)
    wrong[decision] = Step(wrong[decision].seat, ("duel", 99))
    with pytest.raises(IllegalAction):
        match.rebuild(wrong)
    assert (match.state, list(match.log), list(match.steps)) == before


def test_a_resignation_is_replayed_as_the_match_resigned():
    match, _ = played(seed=4, kinds="hh", resign=True)
    assert match.resigned
    again = fresh(match)
    items = list(again.replay(match.steps))
    resigned = [item for item in items if item.step.is_resignation]
    assert len(resigned) == 1 and not resigned[0].is_decision
    assert resigned[0].report.events[0].kind == "match.resigned"
    assert again.resigned == match.resigned and again.is_over == match.is_over


@pytest.mark.usefixtures("tiny_registered")
def test_turns_are_counted_once_the_load_screen_and_the_review_agree():
    for seed in range(6):
        match = new_match(seed=seed, kinds="ha", rounds=3)
        play_randomly(match, random.Random(seed), limit=9)
        plan = make_plan(match, 0)
        last_turn = plan.decisions[-1].turn if plan.decisions else 0
        pending = 0 if match.is_over or match.turn_of == plan.decisions[-1].turn_of else 1
        assert turns_played(match) == max(1, last_turn + pending)
