"""A cheap positional heuristic for Armadora (used by Greedy and the search AI at leaves).

It estimates how much gold each side will end with and turns the lead over the best other
side into a win-probability-like number.  Values the evaluating seat could not know are
replaced by their expectation (the mean of what that player may still hold), so two sampled
worlds that differ only in hidden values evaluate alike.
"""

from __future__ import annotations

import math

from game.armadora import board
from game.armadora.moves import cells_of
from game.armadora.state import WARRIORS, ArmadoraState, side_for

HAND_WEIGHT = 0.5
"""Share of the strength a side may still add to an open region that is counted as its own."""
UNCERTAINTY = 0.5
"""How much the strength that may still arrive in an open region blurs its current leader."""
GOLD_SCALE = 4.0
"""Gold lead that counts as a clear advantage (logistic scale)."""


def _hidden_means(state: ArmadoraState, seat: int, known: int) -> list[float]:
    """Per player, the mean value of the warriors ``seat`` cannot see."""
    table = WARRIORS[state.players]
    full_total = sum(v * n for v, n in enumerate(table))
    totals = [float(full_total)] * state.players
    unknown = list(state.hand_sizes)
    for cell in board.iter_bits(state.occupied):
        owner = state.owners[cell]
        if known >> cell & 1:
            totals[owner] -= state.values[cell]
        else:
            unknown[owner] += 1
    return [totals[p] / unknown[p] if unknown[p] else 0.0 for p in range(state.players)]


def expected_gold(state: ArmadoraState, seat: int) -> dict[int, float]:
    """Estimated final gold per side, from ``seat``'s point of view."""
    teams = state.teams
    sides = sorted({side_for(p, teams) for p in range(state.players)})
    own = cells_of(state, seat)
    known = own | state.face_up | state.peeked[seat]
    means = _hidden_means(state, seat, known)

    cell_strength = [0.0] * board.N_CELLS
    for cell in board.iter_bits(state.occupied):
        owner = state.owners[cell]
        value = state.values[cell] if known >> cell & 1 else means[owner]
        cell_strength[cell] = max(0.0, value - state.arrows[cell]) + (
            1.0 if state.reinforced >> cell & 1 else 0.0
        )

    # Per side: mean value of a warrior still in hand, and how many warriors remain.
    active = [p for p in range(state.players) if not state.passed[p]]
    hand_mean = dict.fromkeys(sides, 0.0)
    hand_count = dict.fromkeys(sides, 0)
    for player in active:
        side = side_for(player, teams)
        if player == seat:
            total = float(sum(v * n for v, n in enumerate(state.hands[seat])))
        else:
            total = means[player] * state.hand_sizes[player]
        count = state.hand_sizes[player]
        if count:
            both = hand_mean[side] * hand_count[side] + total
            hand_count[side] += count
            hand_mean[side] = both / hand_count[side]
    contenders = max(1, len({side_for(p, teams) for p in active}))

    gold = state.gold or [0] * len(board.MINE_CELLS)
    estimate = dict.fromkeys(sides, 0.0)
    for region in state.regions:
        amount = sum(gold[i] for i, c in enumerate(board.MINE_CELLS) if region >> c & 1)
        if not amount:
            continue
        strength = dict.fromkeys(sides, 0.0)
        reinforced_side = None
        for cell in board.iter_bits(region & state.occupied):
            side = side_for(state.owners[cell], teams)
            strength[side] += cell_strength[cell]
            if state.reinforced >> cell & 1:
                reinforced_side = side
        empty = (region & ~board.MINES & ~state.occupied).bit_count()
        if empty == 0:
            best = max(strength.values())
            if best <= 0:
                continue
            tied = [s for s in sides if strength[s] >= best - 1e-9]
            if reinforced_side in tied:
                tied = [reinforced_side]
            for side in tied:
                estimate[side] += amount / len(tied)
            continue
        # Open region: each side may still add about its fair share of the empty squares.
        room = empty / contenders
        arriving = 0.0
        for side in sides:
            added = hand_mean[side] * min(hand_count[side], room)
            strength[side] += HAND_WEIGHT * added
            arriving += added
        temperature = 1.0 + UNCERTAINTY * arriving
        best = max(strength.values())
        weights = {s: math.exp((strength[s] - best) / temperature) for s in sides}
        total = sum(weights.values())
        for side in sides:
            estimate[side] += amount * weights[side] / total
    return estimate


def heuristic_value(state: ArmadoraState, seat: int) -> float:
    """A number in (0, 1): about 0.5 when even, near 1 when ``seat``'s side leads clearly."""
    estimate = expected_gold(state, seat)
    mine = side_for(seat, state.teams)
    others = [g for s, g in estimate.items() if s != mine]
    lead = estimate[mine] - (max(others) if others else 0.0)
    return 1.0 / (1.0 + math.exp(-lead / GOLD_SCALE))
