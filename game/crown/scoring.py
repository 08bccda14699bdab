"""The end of a Crown & Dragon game: who ranks where, the results screen's breakdown, and a
quick value of a position for the rules' own ``evaluate`` (the AI's is ``game.crown.ai``).
"""

from __future__ import annotations

from game.crown.cards import DRAGONS, HERO_NAMES, QUEUE_VP, TROPHY_VP
from game.crown.pieces import crown_holder, points
from game.crown.state import CrownState
from game.crown.turn import Stage
from game.engine.contract import Outcome, Sides, outcome_value


def sides(state: CrownState) -> Sides:
    if state.teams:
        return Sides.teams(state.players, [[0, 2], [1, 3]])
    return Sides.solo(state.players)


def _side_keys(state: CrownState) -> dict[int, tuple[int, int, int]]:
    """Each side's place key: its points together, whether it holds the crown, its gold."""
    found = sides(state)
    holder = crown_holder(state)
    keys: dict[int, tuple[int, int, int]] = {}
    for side in found.ids:
        members = found.members(side)
        keys[side] = (
            sum(points(state, s) for s in members),
            1 if holder is not None and holder in members else 0,
            sum(state.gold[s] for s in members),
        )
    return keys


def ranking(state: CrownState) -> list[list[int]]:
    """Most VP first (a team's VP together), ties to the crown holder, then most gold;
    still tied: a shared place."""
    found = sides(state)
    keys = _side_keys(state)
    return [
        [s for s in range(state.players) if keys[found.of(s)] == value]
        for value in sorted(set(keys.values()), reverse=True)
    ]


SOURCES = ("battles", "trophies", "queue", "decrees")
"""Where victory points come from, as the Results split them."""


def points_by_source(state: CrownState) -> dict[str, list[int]]:
    """Each seat's points split by :data:`SOURCES` (they add up to its points)."""
    trophies = [TROPHY_VP * len(state.trophies[s]) for s in range(state.players)]
    queue = [QUEUE_VP if state.queue and state.queue[0] == s else 0 for s in range(state.players)]
    decrees = [state.decree_vp[s] for s in range(state.players)]
    battles = [state.vp[s] - trophies[s] - decrees[s] for s in range(state.players)]
    return {"battles": battles, "trophies": trophies, "queue": queue, "decrees": decrees}


def tie_break(state: CrownState, order: list[list[int]]) -> str | None:
    """Which rule decided first place at the round limit: ``"crown"`` (equal points, the
    crown's holder ahead), ``"gold"`` (equal points and crown, more gold), ``"shared"``
    (even gold left sides tied: they share it); None when the points alone decided."""
    if state.end == "goal" or not order:
        return None
    found = sides(state)
    if len({found.of(s) for s in order[0]}) > 1:
        return "shared"
    keys = _side_keys(state)
    leader = keys[found.of(order[0][0])]
    level = [
        key for side, key in keys.items() if side != found.of(order[0][0]) and key[0] == leader[0]
    ]
    if not level:
        return None
    return "crown" if any(key[1] != leader[1] for key in level) else "gold"


def outcome(state: CrownState) -> Outcome:
    """The ranking (a win by the goal first, the rest by points, crown, gold) and the
    story the Results word: the points by source, the tie-break that decided first place
    (``detail["tie_break"]``, see :func:`tie_break`) and the sides."""
    found = sides(state)
    if state.end == "goal":
        first = sorted(state.winners)
        rest = [s for s in range(state.players) if s not in first]
        order = [first] + [[s for s in group if s in rest] for group in ranking(state)]
        order = [group for group in order if group]
    else:
        order = ranking(state)
    return Outcome(
        ranking=order,
        scores={s: float(points(state, s)) for s in range(state.players)},
        detail={
            "end": state.end,
            "rounds": state.round,
            "goal": state.goal,
            "crown": crown_holder(state),
            "vp": [points(state, s) for s in range(state.players)],
            "gold": list(state.gold),
            "trophies": [[DRAGONS[d] for d in t] for t in state.trophies],
            "queue": list(state.queue),
            "heroes": [HERO_NAMES[h] for h in state.hero],
            "points": points_by_source(state),
            "tie_break": tie_break(state, order),
        },
        sides=found.as_dict() if state.teams else {},
    )


def quick_value(state: CrownState, seat: int) -> float:
    """Progress towards the goal against the best rival side (the search's richer
    evaluation is in ``game.crown.ai``)."""
    if state.stage == Stage.OVER:
        return outcome_value(outcome(state), seat)
    found = sides(state)
    holder = crown_holder(state)
    value: dict[int, float] = {}
    for side in found.ids:
        members = found.members(side)
        best = max(points(state, s) for s in members)
        crown = 0.25 if holder is not None and holder in members else 0.0
        value[side] = min(1.0, best / state.goal) * 0.75 + crown
    own = found.of(seat)
    rival = max(v for s, v in value.items() if s != own)
    return min(1.0, max(0.0, 0.5 + (value[own] - rival) / 2))
