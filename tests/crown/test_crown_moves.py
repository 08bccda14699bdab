"""The movement search against a plain Dijkstra over the same rules, on random terrains."""

from __future__ import annotations

import heapq
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.crown import moves


def reference(cells: list[int], start: int, limit: int) -> dict[int, int]:
    best = {start: 0}
    heap = [(0, start)]
    tunnels = [t for t in moves.TUNNEL_INDEXES if cells[t] == moves.TUNNEL]
    while heap:
        cost, here = heapq.heappop(heap)
        if cost > best[here]:
            continue
        steps = [
            (n, 0 if cells[n] == moves.CASTLE_PASS else 1) for n in moves._NEIGHBOUR_INDEXES[here]
        ]
        if cells[here] == moves.TUNNEL:
            steps += [(t, 0) for t in tunnels]
        for nxt, step in steps:
            if cells[nxt] == moves.BLOCKED:
                continue
            total = cost + step
            if total <= limit and total < best.get(nxt, limit + 1):
                best[nxt] = total
                heapq.heappush(heap, (total, nxt))
    return best


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 10**9), limit=st.integers(0, 8))
def test_distances_match_a_dijkstra(seed, limit) -> None:
    rng = random.Random(seed)
    cells = [rng.choice((0, 0, 0, 0, 1, 2, 3)) for _ in range(moves.CELLS)]
    for t in moves.TUNNEL_INDEXES:
        cells[t] = rng.choice((moves.TUNNEL, moves.TUNNEL, moves.BLOCKED))
    start = rng.choice([i for i, c in enumerate(cells) if c == moves.FREE])
    found = moves.distances(cells, start, limit)
    assert found == reference(cells, start, limit)
    terrain = moves.Terrain.of_cells(cells)
    assert moves.any_stop(terrain, start, limit) == bool(moves.stops(cells, found, start))
    assert terrain.cells() == cells
