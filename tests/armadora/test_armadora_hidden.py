"""Hidden information: observations hold only what a seat may know; sampling stays consistent."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.armadora import board
from game.armadora.state import WARRIORS
from game.engine.contract import TERMINAL
from game.engine.match import Match, SeatInfo

from .armadora_helpers import RULES, cell, new_state, put

CONFIGS = [
    {"players": 2},
    {"players": 2, "advanced": True, "factions": ["mage", "goblin"]},
    {"players": 3, "advanced": True},
    {"players": 4, "advanced": True, "teams": True},
    {"players": 4, "advanced": True, "teams": False, "factions": ["mage", "elf", "goblin", "orc"]},
]


def may_know(state, seat, c):
    return (
        state.current == TERMINAL
        or state.owners[c] == seat
        or state.face_up >> c & 1
        or state.peeked[seat] >> c & 1
    )


def check_observation(state, seat, rng):
    obs = RULES.observe(state, seat)
    for c in range(board.N_CELLS):
        if not state.occupied >> c & 1:
            assert obs.values[c] == 0
        elif may_know(state, seat, c):
            assert obs.values[c] == state.values[c]
        else:
            assert obs.values[c] == 0, f"seat {seat} sees a hidden value on {c}"
    assert obs.hand == state.hands[seat]
    assert obs.hand_sizes == tuple(state.hand_sizes)
    if state.current != TERMINAL:
        assert obs.all_hands is None and set(obs.hands) == {seat}
    sampled = RULES.sample_state(obs, rng)
    assert RULES.observe(sampled, seat) == obs
    table = WARRIORS[state.players]
    for player in range(state.players):
        placed = Counter(
            sampled.values[c]
            for c in board.iter_bits(sampled.occupied)
            if sampled.owners[c] == player
        )
        held = Counter({v: n for v, n in enumerate(sampled.hands[player]) if n})
        assert placed + held == Counter({v: n for v, n in enumerate(table) if n})
    if state.current == seat:
        assert RULES.legal_actions(sampled) == RULES.legal_actions(state)


@pytest.mark.parametrize("setup", CONFIGS)
@pytest.mark.parametrize("seed", range(4))
def test_observations_never_leak_and_samples_match(setup, seed):
    n = setup["players"]
    match = Match.new(RULES, setup, seed, [SeatInfo("ai", "random")] * n)
    rng = random.Random(seed)
    while True:
        for seat in range(n):
            check_observation(match.state, seat, rng)
        if match.is_over:
            break
        match.play(rng.choice(match.legal_actions()))
    for entry in match.log:
        if entry.seats is None and entry.key in ("armadora.log.warrior", "armadora.log.peek"):
            assert "value" not in entry.args


def test_sampled_values_follow_what_remains_possible():
    state = new_state(2)
    c = put(state, 1, (2, 2), 5)
    obs = RULES.observe(state, 0)
    rng = random.Random(0)
    counts = Counter(RULES.sample_state(obs, rng).values[c] for _ in range(800))
    # 16 warriors of values 1x11, 2x2, 3, 4, 5: a hidden one is a 1 with probability 11/16
    assert set(counts) == {1, 2, 3, 4, 5}
    assert 0.62 < counts[1] / 800 < 0.76


def test_sampling_respects_face_up_and_peeked_values():
    state = new_state(2, advanced=True, factions=["mage", "goblin"])
    face_up = put(state, 1, (0, 0), 5, face_up=True)
    peeked = put(state, 1, (1, 0), 4)
    hidden = put(state, 1, (2, 0), 3)
    state.peeked[0] |= 1 << peeked
    obs = RULES.observe(state, 0)
    rng = random.Random(1)
    seen = set()
    for _ in range(200):
        sampled = RULES.sample_state(obs, rng)
        assert sampled.values[face_up] == 5 and sampled.values[peeked] == 4
        seen.add(sampled.values[hidden])
        # the 5 and the 4 are known to be on the board, so no other 5 or 4 exists
        assert sampled.hands[1][5] == 0 and sampled.hands[1][4] == 0
    assert seen == {1, 2, 3}


def test_everything_is_revealed_after_the_game():
    state = new_state(2)
    c = put(state, 1, (2, 2), 4)
    RULES.apply(state, ("pass",))
    RULES.apply(state, ("pass",))
    obs = RULES.observe(state, 0)
    assert obs.over and obs.values[c] == 4
    assert obs.all_hands == tuple(state.hands)
    assert RULES.observe(RULES.sample_state(obs, random.Random(0)), 0) == obs


def test_partners_do_not_see_each_other():
    state = new_state(4, teams=True)
    c = put(state, 2, (3, 3), 4)
    assert RULES.observe(state, 0).values[c] == 0
    assert RULES.observe(state, 2).values[c] == 4
    assert cell(3, 3) == c
