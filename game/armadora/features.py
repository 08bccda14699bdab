"""What Armadora's AI weighs, as features a reason can name (:mod:`game.engine.reasons`):
the gold each side can expect by the AI's own estimate (:func:`expected_gold`), and the
gold a side has secured in closed territories."""

from __future__ import annotations

from game.armadora import board
from game.armadora.evaluate import expected_gold
from game.armadora.state import WARRIORS, ArmadoraState, side_for
from game.engine.reasons import Feature


def own_gold(state: ArmadoraState, seat: int) -> float:
    """The gold the seat's side can expect at the end."""
    return expected_gold(state, seat)[side_for(seat, state.teams)]


def rival_gold(state: ArmadoraState, seat: int) -> float:
    """The gold the best other side can expect at the end."""
    mine = side_for(seat, state.teams)
    others = [gold for side, gold in expected_gold(state, seat).items() if side != mine]
    return max(others, default=0.0)


def closed_gold(state: ArmadoraState, seat: int) -> float:
    """Gold secured: in territories with no empty square left where the seat's side leads
    even if every warrior it cannot see there were the highest one a player may hold."""
    known = state.face_up | state.peeked[seat] | state.seat_cells[seat]
    highest = max(v for v, n in enumerate(WARRIORS[state.players]) if n)
    mine = side_for(seat, state.teams)
    gold = state.gold or [0] * len(board.MINE_CELLS)
    total = 0.0
    for region in state.regions:
        if region & ~board.MINES & ~state.occupied:
            continue  # still open
        amount = sum(gold[i] for i, c in enumerate(board.MINE_CELLS) if region >> c & 1)
        if not amount:
            continue
        strength: dict[int, float] = {}
        reinforced = None
        for cell in board.iter_bits(region & state.occupied):
            side = side_for(state.owners[cell], state.teams)
            value = state.values[cell] if known >> cell & 1 else highest
            strength[side] = strength.get(side, 0) + max(0, value - state.arrows[cell])
            if state.reinforced >> cell & 1:
                strength[side] += 1
                reinforced = side
        own = strength.get(mine, 0)
        rivals = max((v for side, v in strength.items() if side != mine), default=0)
        if own > rivals or (own and own == rivals and reinforced == mine):
            total += amount
    return total


FEATURES = (
    Feature("closed_gold", 1.0, closed_gold),
    Feature("gold", 1.0, own_gold),
    Feature("rival_gold", 1.0, rival_gold, better=-1),
)
