"""Undo: back to the human's previous decision, never across chance, a reveal or another human."""

from __future__ import annotations

import random

from engine.helpers import new_match, play_randomly, replay


def test_nothing_to_undo_at_the_start() -> None:
    match = new_match(seed=1, kinds="ha")
    assert not match.can_undo(0) and not match.can_undo(1)
    assert not match.undo(0)


def test_undo_goes_back_over_ai_decisions_to_the_humans_previous_decision() -> None:
    match = new_match(seed=1, kinds="ha")
    match.play(("take",))
    match.play(("take",))
    match.play(("take",))  # the AI's turn
    match.play(("end",))
    assert match.to_move == 0 and match.state.points == [2, 1]
    assert match.can_undo(0)
    assert match.undo(0)
    # Back to the human's second move of the first turn, the AI's moves gone.
    assert match.to_move == 0 and match.state.moves_left == 1
    assert match.state.points == [1, 0]
    expected = replay(1, "ha", [("take",)])
    assert (match.state, match.log, match.steps) == (expected.state, expected.log, expected.steps)
    assert match.undo(0)
    assert match.state.points == [0, 0] and len(match.steps) == 1
    assert not match.can_undo(0)


def test_never_across_a_die_roll() -> None:
    match = new_match(seed=1, kinds="ha")
    match.play(("roll",))
    assert not match.can_undo(0)
    match.play(("take",))
    assert match.undo(0)  # the take, back to just after the roll
    assert match.steps[-1].is_chance and not match.can_undo(0)
    match.play(("take",))
    match.play(("roll",))  # the AI rolls
    assert not match.can_undo(0)


def test_never_across_a_reveal() -> None:
    match = new_match(seed=1, kinds="ha")
    match.play(("peek", 1))
    assert not match.can_undo(0)  # the human's own peek is a reveal
    match.play(("take",))
    assert match.undo(0) and not match.can_undo(0)
    assert match.observe(0).secrets == (1, 6)  # what was seen stays seen
    match.play(("take",))
    match.play(("duel", 0))  # the AI reveals both secrets
    assert not match.can_undo(0)


def test_never_across_another_humans_decision() -> None:
    match = new_match(seed=2, kinds="hh")
    match.play(("take",))
    match.play(("take",))
    match.play(("take",))
    assert not match.can_undo(0)
    assert match.can_undo(1)
    match = new_match(seed=2, kinds="hah")
    for _ in range(4):
        match.play(("take",))
    assert match.to_move == 2
    assert not match.can_undo(2)  # seat 0's decisions belong to another human
    match.play(("take",))
    assert match.can_undo(2) and not match.can_undo(0)  # now seat 2 has decided after seat 0


def test_undo_then_play_on_matches_a_fresh_replay() -> None:
    rng = random.Random(5)
    match = new_match(seed=8, kinds="ha")
    for _ in range(30):
        if match.is_over:
            break
        if match.to_move == 0 and match.can_undo(0) and rng.random() < 0.3:
            point = match.undo_point(0)
            kept = [s.value for s in match.steps[:point] if not s.is_chance]
            match.undo(0)
            fresh = replay(8, "ha", kept)
            assert (match.state, match.log, match.steps) == (fresh.state, fresh.log, fresh.steps)
        else:
            match.play(rng.choice(match.legal_actions()))
    play_randomly(match, rng)
    assert match.is_over
