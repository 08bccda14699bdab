"""Board geometry: cell and line indexing, flood fill, regions and the 4-square rule."""

from __future__ import annotations

import random

import pytest

from game.armadora import board

from .armadora_helpers import cell, line


def test_indexing_and_counts():
    assert board.N_CELLS == 40 and board.N_LINES == 67
    assert board.N_H_LINES == 35 and board.N_V_LINES == 32
    assert board.cell_of(3, 2) == 19 and board.xy_of(19) == (3, 2)
    # horizontal-neighbour lines first, row by row; then vertical-neighbour lines
    assert board.LINE_CELLS[0] == (cell(0, 0), cell(1, 0))
    assert board.LINE_CELLS[34] == (cell(6, 4), cell(7, 4))
    assert board.LINE_CELLS[35] == (cell(0, 0), cell(0, 1))
    assert board.LINE_CELLS[66] == (cell(7, 3), cell(7, 4))
    assert len(set(board.LINE_CELLS)) == 67
    assert board.line_between(cell(2, 2), cell(2, 1)) == 35 + 1 * 8 + 2
    assert board.line_between(cell(0, 0), cell(1, 1)) is None
    assert board.line_between(cell(7, 0), cell(0, 1)) is None  # no wrap-around


def test_mines_and_square_names():
    assert board.MINES.bit_count() == 8
    assert {board.xy_of(c) for c in board.MINE_CELLS} == {
        (3, 0),
        (1, 1),
        (5, 1),
        (7, 1),
        (0, 3),
        (4, 3),
        (2, 4),
        (6, 4),
    }
    assert board.square_name(cell(3, 0)) == "D1"
    assert board.square_name(cell(7, 4)) == "H5"


def test_empty_board_is_one_region():
    right, down = board.OPEN_RIGHT_ALL, board.OPEN_DOWN_ALL
    assert board.regions(right, down) == (board.ALL_CELLS,)
    assert board.flood(1 << cell(7, 4), right, down) == board.ALL_CELLS


def test_flood_does_not_wrap_between_rows():
    # Cut the top row off below: it must stay 8 squares, not leak from (7,0) to (0,1).
    palisades = sum(1 << line((x, 0), (x, 1)) for x in range(8))
    right, down = board.open_masks(palisades)
    top = board.region_of(cell(0, 0), right, down)
    assert top == sum(1 << cell(x, 0) for x in range(8))
    assert [r.bit_count() for r in board.regions(right, down)] == [8, 32]


def test_small_region_rule_on_a_corner():
    # Closing the corner square (0,0) alone is illegal, a 2x2 corner is fine.
    right, down = board.OPEN_RIGHT_ALL, board.OPEN_DOWN_ALL
    right, down = board.close_line(line((0, 0), (1, 0)), right, down)
    assert board.line_splits_small(line((0, 0), (0, 1)), right, down)
    assert board.split_sizes(line((0, 0), (0, 1)), right, down) == (1, 39)
    # a 2x2 corner: close the right side of (1,0),(1,1) and the bottom of (0,1),(1,1)
    palisades = line((1, 0), (2, 0)), line((1, 1), (2, 1)), line((0, 1), (0, 2))
    right, down = board.open_masks(sum(1 << p for p in palisades))
    last = line((1, 1), (1, 2))
    assert not board.line_splits_small(last, right, down)
    assert board.split_sizes(last, right, down) == (4, 36)


def test_open_line_that_closes_nothing_is_legal():
    right, down = board.OPEN_RIGHT_ALL, board.OPEN_DOWN_ALL
    assert board.split_sizes(line((3, 2), (4, 2)), right, down) is None
    assert not board.line_splits_small(line((3, 2), (4, 2)), right, down)
    assert board.legal_lines(0, right, down) == board.ALL_LINES


def _random_palisades(rng: random.Random) -> int:
    """A random palisade set that respects the 4-square rule (built line by line)."""
    palisades = 0
    right, down = board.OPEN_RIGHT_ALL, board.OPEN_DOWN_ALL
    for index in rng.sample(range(board.N_LINES), rng.randint(0, 50)):
        if not board.line_splits_small(index, right, down):
            palisades |= 1 << index
            right, down = board.close_line(index, right, down)
    return palisades


def _slow_regions(palisades: int) -> list[set[int]]:
    """Reference regions by a plain breadth-first search over coordinates."""
    seen: set[int] = set()
    out = []
    for start in range(40):
        if start in seen:
            continue
        todo, region = [start], {start}
        while todo:
            c = todo.pop()
            x, y = board.xy_of(c)
            for nx, ny in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if not board.on_board(nx, ny):
                    continue
                n = board.cell_of(nx, ny)
                wall = board.line_between(c, n)
                if n not in region and not palisades >> wall & 1:
                    region.add(n)
                    todo.append(n)
        seen |= region
        out.append(region)
    return out


@pytest.mark.parametrize("seed", range(25))
def test_bit_regions_and_legality_match_a_slow_reference(seed):
    rng = random.Random(seed)
    palisades = _random_palisades(rng)
    right, down = board.open_masks(palisades)
    fast = [set(board.iter_bits(r)) for r in board.regions(right, down)]
    assert fast == _slow_regions(palisades)
    assert all(len(r) >= 4 for r in fast)
    for index in range(board.N_LINES):
        if palisades >> index & 1:
            continue
        after = _slow_regions(palisades | 1 << index)
        expected_small = min(len(r) for r in after) < 4
        assert board.line_splits_small(index, right, down) == expected_small, index
        assert bool(board.legal_lines(palisades, right, down) >> index & 1) == (not expected_small)
    assert board.any_legal_line(palisades, right, down) == bool(
        board.legal_lines(palisades, right, down)
    )


@pytest.mark.parametrize("seed", range(10))
def test_state_keeps_legal_lines_up_to_date(seed):
    from .armadora_helpers import new_state

    rng = random.Random(seed)
    state = new_state(2)
    state.palisades_left = 67
    while state.legal_lines:
        state.add_palisade(rng.choice(list(board.iter_bits(state.legal_lines))))
        fresh = board.legal_lines(state.palisades, state.right_open, state.down_open)
        assert state.legal_lines == fresh
        assert all(r.bit_count() >= 4 for r in state.regions)
    # nothing legal is left: every free line would now cut off a small region
    free = board.ALL_LINES & ~state.palisades
    assert all(
        board.line_splits_small(i, state.right_open, state.down_open) for i in board.iter_bits(free)
    )


def test_quick_cycle_accept_agrees_with_growth():
    # A 2x2 block of open squares around a line: the cycle test accepts it at once.
    right, down = board.OPEN_RIGHT_ALL, board.OPEN_DOWN_ALL
    for index in range(board.N_LINES):
        assert not board.line_splits_small(index, right, down)
    # With (0,0)-(0,1) closed, the square below the (0,0)-(1,0) line is no longer a cycle,
    # and (0,0) hangs on the board only through that line.
    palisades = line((0, 0), (0, 1)), line((1, 0), (2, 0))
    right, down = board.open_masks(sum(1 << p for p in palisades))
    assert board.line_splits_small(line((0, 0), (1, 0)), right, down)


@pytest.mark.parametrize("seed", range(5))
def test_nth_bit_counts_the_set_bits_from_the_lowest(seed):
    rng = random.Random(seed)
    mask = rng.getrandbits(board.N_LINES) | 1 << rng.randrange(board.N_LINES)
    assert [board.nth_bit(mask, n) for n in range(mask.bit_count())] == list(board.iter_bits(mask))
