"""What Gold Mine's AI weighs, as features a reason can name (:mod:`game.engine.reasons`):
the turns each side needs to climb out with its nuggets (the race the AI's evaluation
runs, :func:`game.goldmine.race.side_turns`) and the nuggets each side holds."""

from __future__ import annotations

from game.engine.reasons import Feature
from game.goldmine import race
from game.goldmine.state import GoldMineState, partner_of


def _rivals(state: GoldMineState, seat: int) -> list[int]:
    partner = partner_of(state, seat)
    return [other for other in range(state.players) if other not in (seat, partner)]


def _racing(state: GoldMineState) -> bool:
    """Miners are in the mine and the game goes on (while the first tiles are laid, and
    once it has ended, there is no race to measure: 0 turns for everyone)."""
    return state.miners[0] is not None and not state.end


def climb_turns(state: GoldMineState, seat: int) -> float:
    """Turns the seat's side needs to climb out (nuggets still to find included)."""
    if not _racing(state):
        return 0.0
    return race.side_turns(state, seat, race.exit_distances(state), race.dig_turns(state))


def rival_climb_turns(state: GoldMineState, seat: int) -> float:
    """Turns the quickest other side needs to climb out."""
    if not _racing(state):
        return 0.0
    to_exit, per_dig = race.exit_distances(state), race.dig_turns(state)
    turns = [race.side_turns(state, other, to_exit, per_dig) for other in _rivals(state, seat)]
    return min(turns, default=0.0)


def nuggets(state: GoldMineState, seat: int) -> float:
    return float(race.side_held(state, seat))


def rival_nuggets(state: GoldMineState, seat: int) -> float:
    return float(max((race.side_held(state, other) for other in _rivals(state, seat)), default=0))


FEATURES = (
    Feature("nuggets", 1.0, nuggets),
    Feature("rival_nuggets", 1.0, rival_nuggets, better=-1),
    Feature("climb", 1.0, climb_turns, better=-1),
    Feature("rival_climb", 1.0, rival_climb_turns),
)
