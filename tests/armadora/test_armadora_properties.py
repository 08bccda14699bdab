"""Random legal games through Match, with invariants checked after every step."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.armadora import board
from game.armadora.state import PALISADE_SUPPLY, POWER_TOKENS, WARRIORS
from game.engine.match import Match, SeatInfo

from .armadora_helpers import RULES

SETUPS = [
    {"players": 2},
    {"players": 2, "advanced": True},
    {"players": 3},
    {"players": 3, "advanced": True},
    {"players": 4, "teams": True},
    {"players": 4, "teams": False},
    {"players": 4, "advanced": True, "teams": True},
    {"players": 4, "advanced": True, "teams": False},
]
MAX_STEPS = 400


def check_invariants(state):
    n = state.players
    table = WARRIORS[n]
    # no region under 4 squares, regions cover the board
    regions = state.regions
    assert all(r.bit_count() >= 4 for r in regions)
    assert sum(r.bit_count() for r in regions) == 40
    # the incrementally kept legal-line cache matches a fresh computation
    if state.palisades_left > 0:
        fresh = board.legal_lines(state.palisades, state.right_open, state.down_open)
        assert state.legal_lines == fresh
    assert (state.right_open, state.down_open) == board.open_masks(state.palisades)
    # palisades: placed + supply = 35
    placed = state.palisades.bit_count()
    assert state.palisades_left >= 0 and placed + state.palisades_left == PALISADE_SUPPLY
    # warriors: hand + board is each player's table, value by value
    assert not state.occupied & board.MINES
    for player in range(n):
        on_board = Counter(
            state.values[c] for c in board.iter_bits(state.occupied) if state.owners[c] == player
        )
        in_hand = Counter({v: k for v, k in enumerate(state.hands[player]) if k})
        assert on_board + in_hand == Counter({v: k for v, k in enumerate(table) if k})
        assert state.hand_sizes[player] == sum(state.hands[player])
        if state.advanced:
            assert 0 <= state.power_tokens[player] <= POWER_TOKENS[state.factions[player]]
    # markers: arrows only on warriors, at most the Elf's 2; one reinforcement per region
    for c in range(40):
        assert 0 <= state.arrows[c] <= 2
        assert not state.arrows[c] or state.occupied >> c & 1
    assert state.reinforced & ~state.occupied == 0
    assert all((r & state.reinforced).bit_count() <= 1 for r in regions)
    if state.advanced:
        used = sum(1 - k for k in state.reinforcements_left)
        assert state.reinforced.bit_count() == used
    else:
        assert state.reinforced == 0
    assert state.face_up & ~state.occupied == 0


def check_end(match):
    outcome = match.outcome()
    detail = outcome.detail
    territories = detail["territories"]
    assert sum(t["gold"] for t in territories) == 40
    awarded = sum(sum(t["awarded"].values()) for t in territories)
    kept_back = 0
    for t in territories:
        if not t["winners"]:
            kept_back += t["gold"]  # nobody had strength there
        else:
            share = sum(t["awarded"].values())
            remainder = t["gold"] - share
            assert 0 <= remainder < max(1, len(t["winners"]))
            kept_back += remainder
    assert awarded + kept_back == 40
    assert sum(detail["gold"].values()) == awarded
    seats = sorted(s for group in outcome.ranking for s in group)
    assert seats == list(range(match.setup["players"]))
    if match.setup["teams"]:
        for group in outcome.ranking:
            assert {s % 2 for s in group} in ({0}, {1}, {0, 1})
            assert all((s + 2) % 4 in group for s in group)


@settings(max_examples=300, deadline=None)
@given(
    setup=st.sampled_from(SETUPS),
    seed=st.integers(0, 2**32 - 1),
    pass_bias=st.sampled_from([0.0, 0.02, 0.1]),
)
def test_random_games_keep_every_invariant(setup, seed, pass_bias):
    n = setup["players"]
    match = Match.new(RULES, setup, seed, [SeatInfo("ai", "random")] * n)
    rng = random.Random(seed)
    steps = 0
    while not match.is_over:
        legal = match.legal_actions()
        assert legal
        wants_pass = ("pass",) in legal and rng.random() < pass_bias
        match.play(("pass",) if wants_pass else rng.choice(legal))
        check_invariants(match.state)
        steps += 1
        assert steps < MAX_STEPS, "the game did not end"
    check_end(match)


@settings(max_examples=30, deadline=None)
@given(setup=st.sampled_from(SETUPS), seed=st.integers(0, 2**32 - 1))
def test_replaying_the_record_gives_the_same_game(setup, seed):
    n = setup["players"]
    match = Match.new(RULES, setup, seed, [SeatInfo("ai", "random")] * n)
    rng = random.Random(seed)
    while not match.is_over:
        match.play(rng.choice(match.legal_actions()))
    copy = Match.new(RULES, setup, seed, [SeatInfo("ai", "random")] * n)
    copy.rebuild(match.steps)
    assert copy.is_over and copy.log == match.log
    assert copy.outcome().detail == match.outcome().detail
