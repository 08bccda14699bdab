"""Armadora board geometry on bit sets.

The board has 8 columns and 5 rows.  A cell ``(x, y)`` has index ``y * 8 + x``, so a set of
cells is an ``int`` whose bit ``index`` is set; the lowest set bit is the smallest cell in
``(y, x)`` order.

The 67 internal lines are indexed as follows:

* ``0..34``: lines between horizontal neighbours ``(x, y)`` and ``(x + 1, y)``, index
  ``y * 7 + x`` (``x`` in 0..6, ``y`` in 0..4);
* ``35..66``: lines between vertical neighbours ``(x, y)`` and ``(x, y + 1)``, index
  ``35 + y * 8 + x`` (``x`` in 0..7, ``y`` in 0..3).

A set of palisades is an ``int`` over line indices.  Connectivity is kept as two cell masks:
``right_open`` holds every cell joined to its right neighbour (no palisade, not the last
column) and ``down_open`` every cell joined to the cell below.  A flood fill is then a handful
of shifts and masks per step, which keeps region work cheap enough for AI search.
"""

from __future__ import annotations

WIDTH = 8
HEIGHT = 5
N_CELLS = WIDTH * HEIGHT
ALL_CELLS = (1 << N_CELLS) - 1
N_H_LINES = (WIDTH - 1) * HEIGHT  # 35
N_V_LINES = WIDTH * (HEIGHT - 1)  # 32
N_LINES = N_H_LINES + N_V_LINES  # 67
ALL_LINES = (1 << N_LINES) - 1
MIN_REGION = 4
"""No palisade may leave a region with fewer squares than this."""

# fmt: off
MINE_XY: tuple[tuple[int, int], ...] = (
    (3, 0), (1, 1), (5, 1), (7, 1), (0, 3), (4, 3), (2, 4), (6, 4),
)
# fmt: on
"""The gold mines in their fixed order (gold piles are listed in this order)."""


def cell_of(x: int, y: int) -> int:
    """Index of the cell ``(x, y)``."""
    return y * WIDTH + x


def xy_of(cell: int) -> tuple[int, int]:
    """Coordinates ``(x, y)`` of a cell index."""
    return cell % WIDTH, cell // WIDTH


def on_board(x: int, y: int) -> bool:
    return 0 <= x < WIDTH and 0 <= y < HEIGHT


def square_name(cell: int) -> str:
    """Human label of a cell: column letter A-H and row number 1-5 (``(3, 0)`` is ``D1``)."""
    x, y = xy_of(cell)
    return f"{'ABCDEFGH'[x]}{y + 1}"


MINE_CELLS: tuple[int, ...] = tuple(cell_of(x, y) for x, y in MINE_XY)
MINES = sum(1 << c for c in MINE_CELLS)
MINE_INDEX: dict[int, int] = {cell: i for i, cell in enumerate(MINE_CELLS)}
"""Cell -> position of that mine in :data:`MINE_CELLS`."""

_LAST_COLUMN = sum(1 << cell_of(WIDTH - 1, y) for y in range(HEIGHT))
OPEN_RIGHT_ALL = ALL_CELLS & ~_LAST_COLUMN
"""``right_open`` of the board without palisades."""
OPEN_DOWN_ALL = (1 << (N_CELLS - WIDTH)) - 1
"""``down_open`` of the board without palisades."""


def _line_cells() -> tuple[tuple[int, int], ...]:
    pairs: list[tuple[int, int]] = []
    for y in range(HEIGHT):
        for x in range(WIDTH - 1):
            pairs.append((cell_of(x, y), cell_of(x + 1, y)))
    for y in range(HEIGHT - 1):
        for x in range(WIDTH):
            pairs.append((cell_of(x, y), cell_of(x, y + 1)))
    return tuple(pairs)


LINE_CELLS: tuple[tuple[int, int], ...] = _line_cells()
"""Line index -> the two cells it separates (smaller index first)."""
LINE_OF: dict[tuple[int, int], int] = {pair: i for i, pair in enumerate(LINE_CELLS)}
"""``(a, b)`` with ``a < b`` -> line index."""
_LINE_A_BIT: tuple[int, ...] = tuple(1 << a for a, _ in LINE_CELLS)
_LINE_B_BIT: tuple[int, ...] = tuple(1 << b for _, b in LINE_CELLS)


def line_between(a: int, b: int) -> int | None:
    """The line between two cells, or None when they are not orthogonal neighbours."""
    if a > b:
        a, b = b, a
    return LINE_OF.get((a, b))


def is_horizontal_pair(line: int) -> bool:
    """True for lines between horizontal neighbours (the line itself is drawn vertically)."""
    return line < N_H_LINES


def open_masks(palisades: int) -> tuple[int, int]:
    """``(right_open, down_open)`` for a set of palisade lines."""
    right, down = OPEN_RIGHT_ALL, OPEN_DOWN_ALL
    rest = palisades
    while rest:
        low = rest & -rest
        line = low.bit_length() - 1
        rest ^= low
        a = LINE_CELLS[line][0]
        if line < N_H_LINES:
            right &= ~(1 << a)
        else:
            down &= ~(1 << a)
    return right, down


def close_line(line: int, right: int, down: int) -> tuple[int, int]:
    """The open masks after a palisade on ``line``."""
    a = LINE_CELLS[line][0]
    if line < N_H_LINES:
        return right & ~(1 << a), down
    return right, down & ~(1 << a)


def flood(seed: int, right: int, down: int) -> int:
    """Every cell connected to the cells of ``seed``."""
    reached = seed
    while True:
        grown = (
            reached
            | ((reached & right) << 1)
            | ((reached >> 1) & right)
            | ((reached & down) << WIDTH)
            | ((reached >> WIDTH) & down)
        )
        if grown == reached:
            return reached
        reached = grown


def regions(right: int, down: int) -> tuple[int, ...]:
    """The regions (4-connected components) as cell masks, ordered by their smallest cell."""
    out: list[int] = []
    rest = ALL_CELLS
    while rest:
        region = flood(rest & -rest, right, down)
        out.append(region)
        rest &= ~region
    return tuple(out)


def region_of(cell: int, right: int, down: int) -> int:
    return flood(1 << cell, right, down)


def _cycles() -> tuple[tuple[tuple[int, int], ...], ...]:
    """Per line, the unit squares it borders: the other three sides as required open masks.

    If all three other sides of such a square are open, the two cells of the line stay
    connected around it, so a palisade on the line cuts nothing off.
    """
    out = []
    for line, (a, b) in enumerate(LINE_CELLS):
        x, y = xy_of(a)
        pairs = []
        if line < N_H_LINES:  # a = (x, y), b = (x + 1, y)
            if y > 0:
                up_a, up_b = cell_of(x, y - 1), cell_of(x + 1, y - 1)
                pairs.append((1 << up_a, (1 << up_a) | (1 << up_b)))
            if y < HEIGHT - 1:
                low_a = cell_of(x, y + 1)
                pairs.append((1 << low_a, (1 << a) | (1 << b)))
        else:  # a = (x, y), b = (x, y + 1)
            if x > 0:
                left_a, left_b = cell_of(x - 1, y), cell_of(x - 1, y + 1)
                pairs.append(((1 << left_a) | (1 << left_b), 1 << left_a))
            if x < WIDTH - 1:
                right_a = cell_of(x + 1, y)
                pairs.append(((1 << a) | (1 << b), 1 << right_a))
        out.append(tuple(pairs))
    return tuple(out)


_CYCLES = _cycles()


def line_splits_small(line: int, right: int, down: int) -> bool:
    """Whether a palisade on ``line`` would leave a region of fewer than 4 squares.

    First a quick accept: when a unit square beside the line is open on its other three
    sides, nothing can be cut off.  Otherwise both sides of the line are grown one step at
    a time.  They either meet (nothing is cut off), both reach 4 squares (whatever happens,
    nothing small is left), or one side stops growing below 4 squares (a small region would
    be closed).  Most calls end within two or three steps.
    """
    for need_right, need_down in _CYCLES[line]:
        if right & need_right == need_right and down & need_down == need_down:
            return False
    right, down = close_line(line, right, down)
    side_a, side_b = _LINE_A_BIT[line], _LINE_B_BIT[line]
    a_done = b_done = False
    while True:
        if not a_done:
            grown = (
                side_a
                | ((side_a & right) << 1)
                | ((side_a >> 1) & right)
                | ((side_a & down) << WIDTH)
                | ((side_a >> WIDTH) & down)
            )
            if grown & side_b:
                return False
            if grown == side_a:
                if grown.bit_count() < MIN_REGION:
                    return True
                a_done = True
            side_a = grown
        if not b_done:
            grown = (
                side_b
                | ((side_b & right) << 1)
                | ((side_b >> 1) & right)
                | ((side_b & down) << WIDTH)
                | ((side_b >> WIDTH) & down)
            )
            if grown & side_a:
                return False
            if grown == side_b:
                if grown.bit_count() < MIN_REGION:
                    return True
                b_done = True
            side_b = grown
        if side_a.bit_count() >= MIN_REGION and side_b.bit_count() >= MIN_REGION:
            return False
        if a_done and b_done:
            return False


def split_sizes(line: int, right: int, down: int) -> tuple[int, int] | None:
    """Sizes of the two regions a palisade on ``line`` would create, or None if none is cut."""
    right, down = close_line(line, right, down)
    a, b = LINE_CELLS[line]
    side_a = flood(1 << a, right, down)
    if side_a >> b & 1:
        return None
    side_b = flood(1 << b, right, down)
    return side_a.bit_count(), side_b.bit_count()


def legal_lines(palisades: int, right: int, down: int) -> int:
    """Mask of free lines where a palisade leaves no region under 4 squares."""
    return recheck_lines(ALL_LINES & ~palisades, right, down)


def recheck_lines(candidates: int, right: int, down: int) -> int:
    """The lines of ``candidates`` (all free) that may still take a palisade."""
    out = candidates
    rest = candidates
    while rest:
        low = rest & -rest
        rest ^= low
        if line_splits_small(low.bit_length() - 1, right, down):
            out ^= low
    return out


def _edge(cells: int) -> int:
    """Mask of the lines with exactly one of their two cells in ``cells``."""
    edge = 0
    for line, (a, b) in enumerate(LINE_CELLS):
        if (cells >> a & 1) != (cells >> b & 1):
            edge |= 1 << line
    return edge


def _small_sets() -> list[int]:
    """Every connected set of fewer than :data:`MIN_REGION` cells, as cell masks."""
    found: set[int] = {1 << c for c in range(N_CELLS)}
    frontier = set(found)
    for _ in range(MIN_REGION - 2):
        grown: set[int] = set()
        for shape in frontier:
            for line in iter_bits(_edge(shape)):
                a, b = LINE_CELLS[line]
                grown.add(shape | (1 << a) | (1 << b))
        found |= grown
        frontier = grown
    return sorted(found)


def _pockets() -> tuple[tuple[int, ...], ...]:
    """Per line ``p``, the edges (line masks, without ``p``) of the small sets it borders."""
    pockets: list[list[int]] = [[] for _ in range(N_LINES)]
    for shape in _small_sets():
        edge = _edge(shape)
        for line in iter_bits(edge):
            pockets[line].append(edge & ~(1 << line))
    return tuple(tuple(edges) for edges in pockets)


def lines_blocked_by(line: int, palisades: int) -> int:
    """Free lines that became illegal because ``line`` took a palisade (now in ``palisades``).

    A free line ``l`` turns illegal only if closing it would now cut off a set ``s`` of
    fewer than 4 squares.  Then ``l`` lies on the edge of ``s`` (else ``s`` would already
    be a region, and every region has at least 4 squares) and so does ``line`` (else ``l``
    alone would have cut ``s`` off before).  So ``l`` is the last open line on the edge of
    a small connected set that ``line`` borders: a few mask tests per set, no flood fill.
    """
    free = ALL_LINES & ~palisades  # positive: the quick form of int's bit operations
    blocked = 0
    for edge in _POCKETS[line]:
        rest = edge & free
        if rest.bit_count() == 1:
            blocked |= rest
    return blocked


def any_legal_line(palisades: int, right: int, down: int) -> bool:
    """Whether at least one free line may take a palisade (stops at the first one)."""
    free = ALL_LINES & ~palisades
    while free:
        low = free & -free
        free ^= low
        if not line_splits_small(low.bit_length() - 1, right, down):
            return True
    return False


class Layout:
    """A board's palisades and what follows from them: its regions and the lines that may
    still take a palisade, each worked out when first asked and then remembered.

    A layout never changes (a palisade makes a new one, :meth:`with_palisade`), so every
    copy of a state and every world a search samples from one observation share one
    layout, and its flood fills and palisade checks are done once for all of them."""

    __slots__ = (
        "_before",
        "_legal",
        "_regions",
        "down",
        "listed_before",
        "palisade_actions",
        "palisades",
        "right",
    )

    def __init__(
        self,
        palisades: int = 0,
        right: int = OPEN_RIGHT_ALL,
        down: int = OPEN_DOWN_ALL,
        legal: int | None = None,
        before: tuple[tuple[int, ...], int] | None = None,
    ) -> None:
        self.palisades, self.right, self.down = palisades, right, down
        self._legal = legal
        self._regions: tuple[int, ...] | None = None
        self._before = before
        """The regions before the last palisade and its line, when they were known."""
        self.palisade_actions: tuple[tuple, ...] | None = None
        """The actions of the legal lines, kept here by :mod:`game.armadora.moves`."""
        self.listed_before: tuple[tuple[tuple, ...], int] | None = None
        """The layout before the last palisade: its palisade actions and legal lines, when
        both were known (this layout's are theirs without the lines that closed)."""

    @property
    def regions(self) -> tuple[int, ...]:
        """The regions, ordered by their smallest cell."""
        if self._regions is None:
            if self._before is None:
                self._regions = regions(self.right, self.down)
            else:
                self._regions = split_region(*self._before, self.right, self.down)
                self._before = None
        return self._regions

    @property
    def legal(self) -> int:
        """Mask of the free lines where a palisade leaves no region under 4 squares."""
        if self._legal is None:
            self._legal = legal_lines(self.palisades, self.right, self.down)
        return self._legal

    def with_palisade(self, line: int) -> Layout:
        """The layout after a palisade on ``line``; its legal lines follow incrementally
        from these when they are known.

        Closing a line only refines the partition into regions, so a line that would cut
        off a small region keeps doing so; the lines that turn illegal are found from the
        small pockets beside the new palisade (:func:`lines_blocked_by`)."""
        palisades = self.palisades | 1 << line
        right, down = close_line(line, self.right, self.down)
        legal = self._legal
        if legal is not None:
            legal &= ~(1 << line) & ~lines_blocked_by(line, palisades)
        before = None if self._regions is None else (self._regions, line)
        layout = Layout(palisades, right, down, legal, before)
        if self.palisade_actions is not None and legal is not None:
            layout.listed_before = (self.palisade_actions, self._legal)
        return layout


def split_region(before: tuple[int, ...], line: int, right: int, down: int) -> tuple[int, ...]:
    """The regions after a palisade on ``line`` (now closed in ``right`` and ``down``), from
    the regions ``before`` it: the same, or the region of its two cells cut in two.  A flood
    fill of one region instead of the whole board."""
    a, b = LINE_CELLS[line]
    side = flood(1 << a, right, down)
    if side >> b & 1:
        return before
    out = []
    for region in before:
        if region >> a & 1:
            out += (side, region & ~side)
        else:
            out.append(region)
    out.sort(key=lambda region: region & -region)
    return tuple(out)


EMPTY = Layout()
"""The board before any palisade (every game starts from it, so its work is done once)."""

_BITS_OF_BYTE: tuple[tuple[int, ...], ...] = tuple(
    tuple(b for b in range(8) if byte >> b & 1) for byte in range(256)
)
"""The set bits of each byte, lowest first."""


def nth_bit(mask: int, n: int) -> int:
    """The index of the ``n``-th lowest set bit of ``mask`` (from 0; ``mask`` must have more
    than ``n``), a byte at a time."""
    start = 0
    while True:
        bits = _BITS_OF_BYTE[mask & 255]
        if n < len(bits):
            return start + bits[n]
        n -= len(bits)
        mask >>= 8
        start += 8


def iter_bits(mask: int):
    """Indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def cells_xy(mask: int) -> list[list[int]]:
    """``[[x, y], ...]`` of a cell mask in ``(y, x)`` order (JSON-friendly)."""
    return [list(xy_of(c)) for c in iter_bits(mask)]


_POCKETS = _pockets()
