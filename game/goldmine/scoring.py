"""Gold Mine's account of the end: the sides (teams in the alliance variant), the nuggets
each side holds, the ranking (the seats that climbed out first, then by their side's
nuggets) and the rules' plain evaluation.
"""

from __future__ import annotations

from game.engine.contract import Outcome, Sides, outcome_value
from game.goldmine.state import GoldMineState


def sides(state: GoldMineState) -> Sides:
    """Solo seats, or the alliance's pairs of neighbours (0-1, 2-3, 4-5)."""
    if state.alliance:
        pairs = [[s, s + 1] for s in range(0, state.players, 2)]
        return Sides.teams(state.players, pairs)
    return Sides.solo(state.players)


def side_nuggets(state: GoldMineState) -> dict[int, int]:
    """Side -> the nuggets its seats hold."""
    of = sides(state)
    totals: dict[int, int] = {}
    for seat, held in enumerate(state.held):
        side = of.of(seat)
        totals[side] = totals.get(side, 0) + held
    return totals


TIE_BREAKS = ("climb", "shared")
"""The rules that can place a side where its nuggets alone would not: ``climb`` (the seats
that climbed out rank first, though a side that stayed holds as many nuggets or more),
``shared`` (sides with as many nuggets share first place)."""


def tie_breaks(state: GoldMineState, ranking: list[list[int]]) -> list[str]:
    """Which of :data:`TIE_BREAKS` decided first place, in that order."""
    of = sides(state)
    totals = side_nuggets(state)
    found = []
    climbed = list(state.climbed) if state.end == "climb" else []
    if climbed:
        least = min(totals[of.of(c)] for c in climbed)
        if any(totals[of.of(s)] >= least for s in range(state.players) if s not in climbed):
            found.append("climb")
    first = ranking[0] if ranking else []
    if len({of.of(seat) for seat in first}) > 1:
        found.append("shared")
    return found


def outcome(state: GoldMineState) -> Outcome:
    """The ranking (who climbed out first, then by the side's nuggets) and the story the
    Results word: where each seat's nuggets came from, the tie-breaks that decided first
    place (``detail["tie_breaks"]``) and the sides."""
    of = sides(state)
    totals = side_nuggets(state)
    ranking: list[list[int]] = []
    rest = list(range(state.players))
    if state.end == "climb":
        ranking.append(list(state.climbed))
        rest = [s for s in rest if s not in state.climbed]
    for total in sorted({totals[of.of(s)] for s in rest}, reverse=True):
        ranking.append([s for s in rest if totals[of.of(s)] == total])
    return Outcome(
        ranking=ranking,
        scores={s: float(n) for s, n in enumerate(state.held)},
        detail={
            "end": state.end,
            "rounds": state.round,
            "goal": state.goal,
            "climbed": list(state.climbed),
            "held": list(state.held),
            "from_chambers": list(state.from_chambers),
            "from_challenges": list(state.from_challenges),
            "tie_breaks": tie_breaks(state, ranking),
        },
        sides=of.as_dict() if state.alliance else {},
    )


def evaluate(state: GoldMineState, seat: int) -> float:
    """Share of the goal held, against the best rival side (see ``game.goldmine.ai``
    for the search's richer evaluation)."""
    if state.stage == "over":
        return outcome_value(outcome(state), seat)
    totals = side_nuggets(state)
    mine_side = sides(state).of(seat)
    rival = max((v for side, v in totals.items() if side != mine_side), default=0)
    margin = (totals[mine_side] - rival) / max(1, state.goal)
    return min(1.0, max(0.0, 0.5 + margin / 2))
