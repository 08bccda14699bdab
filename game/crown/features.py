"""What Crown & Dragon's AI weighs, as features a reason can name
(:mod:`game.engine.reasons`): the terms of its standing (:meth:`CrownKnowledge.standing
<game.crown.ai.CrownKnowledge.standing>`): victory points, the crown, castles and walls,
generals, the heroes' military strength, gold and food, the best rival's points, and how
far the hero stands from the crown (its standing values a hero near the crown)."""

from __future__ import annotations

from game.crown import pieces
from game.crown.board import distance
from game.crown.cards import MILITARY_ATK, MILITARY_DEF
from game.crown.scoring import sides
from game.crown.state import CrownState
from game.engine.reasons import Feature


def _rivals(state: CrownState, seat: int) -> list[int]:
    """The seats of the other sides (the rules' sides: a partner is no rival)."""
    found = sides(state)
    return [other for other in range(state.players) if found.of(other) != found.of(seat)]


def points(state: CrownState, seat: int) -> float:
    return float(pieces.points(state, seat))


def rival_points(state: CrownState, seat: int) -> float:
    return float(max((pieces.points(state, o) for o in _rivals(state, seat)), default=0))


def crown(state: CrownState, seat: int) -> float:
    return 1.0 if pieces.crown_holder(state) == seat else 0.0


def crown_steps(state: CrownState, seat: int) -> float:
    """Squares between the seat's hero and the crown (0 when the seat holds it: there is
    nothing to walk to)."""
    if pieces.crown_holder(state) == seat or seat >= len(state.hero_at):
        return 0.0
    return float(distance(state.hero_at[seat], state.crown))


def castles(state: CrownState, seat: int) -> float:
    return float(pieces.castle_count(state, seat))


def walls(state: CrownState, seat: int) -> float:
    return float(pieces.walls_of(state, seat))


def generals(state: CrownState, seat: int) -> float:
    return float(len(pieces.generals_of(state, seat)))


def strength(state: CrownState, seat: int) -> float:
    """Attack and defence of the military cards the seat's heroes and generals hold."""
    owned = pieces.military_owned(state, seat)
    return float(sum(MILITARY_ATK[card] + MILITARY_DEF[card] for card in owned))


def gold(state: CrownState, seat: int) -> float:
    return float(state.gold[seat])


def food(state: CrownState, seat: int) -> float:
    return float(state.food[seat])


FEATURES = (
    Feature("points", 1.0, points),
    Feature("crown", 0.5, crown),
    Feature("crown_steps", 1.0, crown_steps, better=-1),
    Feature("castles", 0.5, castles),
    Feature("rival_points", 1.0, rival_points, better=-1),
    Feature("generals", 0.7, generals),
    Feature("walls", 1.0, walls),
    Feature("strength", 2.0, strength),
    Feature("gold", 2.0, gold),
    Feature("food", 2.0, food),
)
