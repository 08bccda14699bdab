"""The game contract on Tiny Duel: replays are deterministic, observations hide secrets."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st
from tiny_game import FACES, RULES

from engine.helpers import new_match, play_randomly, replay
from game.engine.contract import CHANCE, TERMINAL, IllegalAction
from game.engine.match import Match, chance_rng
from game.engine.players import RandomPlayer

seeds = st.integers(min_value=0, max_value=2**31)
kinds = st.sampled_from(["hh", "ha", "hhh", "aha"])


@settings(max_examples=40, deadline=None)
@given(seed=seeds, kinds=kinds, choices=st.integers(min_value=0, max_value=2**31))
def test_same_seed_and_actions_give_identical_states_and_logs(seed, kinds, choices) -> None:
    first = new_match(seed, kinds)
    actions = play_randomly(first, random.Random(choices))
    second = replay(seed, kinds, actions)
    assert second.state == first.state
    assert second.log == first.log
    assert second.steps == first.steps
    assert first.is_over and RULES.to_move(first.state) == TERMINAL
    # Rebuilding from the recorded steps (what loading does) gives the same again.
    rebuilt = new_match(seed, kinds)
    rebuilt.rebuild(first.steps)
    assert (rebuilt.state, rebuilt.log, rebuilt.steps) == (first.state, first.log, first.steps)


@settings(max_examples=25, deadline=None)
@given(seed=seeds)
def test_chance_outcomes_come_from_the_seed_and_step_index(seed) -> None:
    match = new_match(seed, "hh")
    play_randomly(match, random.Random(seed + 1))
    state = RULES.initial_state(match.setup)
    for index, step in enumerate(match.steps):
        if step.is_chance:
            assert step.barrier
            assert step.value == RULES.sample_chance(state, chance_rng(seed, index))
            RULES.apply_chance(state, step.value)
        else:
            RULES.apply(state, step.value)
    assert state == match.state


def test_two_matches_with_the_same_seed_and_players_produce_the_same_record() -> None:
    from game.engine import record

    def run() -> dict:
        match = new_match(seed=42, kinds="aa")
        players = [RandomPlayer(7), RandomPlayer(8)]
        while not match.is_over:
            seat = match.to_move
            match.play(
                players[seat].choose(RULES, match.observe(seat), match.legal_actions(), seat)
            )
        data = record.to_record(match)
        return {k: v for k, v in data.items() if k not in ("saved", "checksum")}

    assert run() == run()


def test_illegal_action_leaves_the_match_untouched() -> None:
    match = new_match(seed=3)
    match.play(("take",))
    before = (RULES.clone(match.state), list(match.log), list(match.steps))
    for bad in [("end", 1), ("peek", 0), ("duel", 7), ("fly",), ()]:
        try:
            match.play(bad)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"{bad} was accepted")
        assert (match.state, match.log, match.steps) == before


def test_play_refuses_when_no_decision_is_pending() -> None:
    match = new_match(seed=3, rounds=1)
    play_randomly(match, random.Random(0))
    assert match.is_over
    try:
        match.play(("take",))
    except IllegalAction:
        return
    raise AssertionError("a decision was accepted after the end")


def hidden_variants(match: Match, seat: int) -> list:
    """States that differ from the true one only in values ``seat`` may not know."""
    variants = []
    for j in range(match.state.players):
        if not match.state.known[seat][j] and match.state.secrets[j]:
            for value in FACES:
                other = RULES.clone(match.state)
                other.secrets[j] = value
                variants.append(other)
    return variants


@settings(max_examples=30, deadline=None)
@given(seed=seeds, kinds=kinds, choices=st.integers(min_value=0, max_value=2**31))
def test_observations_never_contain_what_a_seat_may_not_know(seed, kinds, choices) -> None:
    match = new_match(seed, kinds)
    rng = random.Random(choices)
    while True:
        for seat in range(len(kinds)):
            observation = match.observe(seat)
            for j, value in enumerate(observation.secrets):
                assert (value is not None) == match.state.known[seat][j]
            # The observation is a function of what the seat may know only.
            for variant in hidden_variants(match, seat):
                assert RULES.observe(variant, seat) == observation
            # A sampled state is consistent with the observation.
            sampled = RULES.sample_state(observation, random.Random(seed))
            assert RULES.observe(sampled, seat) == observation
            assert RULES.legal_actions(sampled) == match.legal_actions() or match.is_over
        if match.is_over:
            break
        match.play(rng.choice(match.legal_actions()))


def test_log_entries_with_secrets_are_visible_to_their_seats_only() -> None:
    match = new_match(seed=1, kinds="hhh")
    match.play(("peek", 2))
    private = [e for e in match.log if e.seats is not None]
    assert [(e.key, e.seats) for e in private] == [
        ("tiny.log.secret", (0,)),
        ("tiny.log.secret", (1,)),
        ("tiny.log.secret", (2,)),
        ("tiny.log.peek_value", (0,)),
    ]
    assert [e.args["value"] for e in private] == [*match.state.secrets, match.state.secrets[2]]
    visible_to_1 = [e for e in match.log if e.visible_to(1)]
    assert all(e.key != "tiny.log.peek_value" for e in visible_to_1)
    assert all(e.visible_to(None) for e in match.log)  # the results screen shows everything


def test_sample_state_draws_hidden_secrets_fairly() -> None:
    match = new_match(seed=9, kinds="hhh")
    observation = match.observe(0)
    rng = random.Random(123)
    counts = {face: 0 for face in FACES}
    for _ in range(6000):
        sampled = RULES.sample_state(observation, rng)
        assert sampled.secrets[0] == match.state.secrets[0]
        counts[sampled.secrets[1]] += 1
    assert all(850 < n < 1150 for n in counts.values()), counts  # about 1000 each
    # Before the deal nothing is dealt in a sample either, and chance is pending.
    fresh = RULES.initial_state(RULES.normalize_setup({}))
    sampled = RULES.sample_state(RULES.observe(fresh, 0), rng)
    assert sampled.secrets == [0, 0] and RULES.to_move(sampled) == CHANCE


def test_observations_are_immutable_values() -> None:
    match = new_match(seed=1)
    observation = match.observe(0)
    match.play(("take",))
    assert observation.points == (0, 0)
    assert replace(observation, points=(1, 0)) != observation
