"""The incremental legal-line cache agrees with a full recomputation."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.armadora import board
from game.armadora.state import ArmadoraState


def _fresh_state() -> ArmadoraState:
    return ArmadoraState(2, advanced=False, peek_own=True, teams=False, factions=[None, None])


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_cache_matches_full_recheck_along_random_palisades(seed: int) -> None:
    rng = random.Random(seed)
    state = _fresh_state()
    state.palisades_left = board.N_LINES
    while state.legal_lines:
        lines = list(board.iter_bits(state.legal_lines))
        state.add_palisade(rng.choice(lines))
        full = board.legal_lines(state.palisades, state.right_open, state.down_open)
        assert state.legal_lines == full
        assert state.regions == board.regions(state.right_open, state.down_open)
        assert all(region.bit_count() >= board.MIN_REGION for region in state.regions)


def test_closing_a_corner_pocket_blocks_its_last_line() -> None:
    # Palisades right of (0,0) and (1,0): the top-left 2x1 pocket [(0,0),(1,0)] is closed
    # except for the lines below it; placing one of those must make the other illegal.
    state = _fresh_state()
    state.legal_lines  # warm the cache  # noqa: B018
    right_of_b = board.line_between(board.cell_of(1, 0), board.cell_of(2, 0))
    below_a = board.line_between(board.cell_of(0, 0), board.cell_of(0, 1))
    below_b = board.line_between(board.cell_of(1, 0), board.cell_of(1, 1))
    state.add_palisade(right_of_b)
    assert state.legal_lines >> below_b & 1
    state.add_palisade(below_a)
    assert not state.legal_lines >> below_b & 1
    assert board.line_splits_small(below_b, state.right_open, state.down_open)
