"""The questions a screen asks about what a seat sees, answered by the rules from the seat's
observation alone: points, reach, strength, the battle preview, prices.

Every answer depends only on public things (the board, the cards on it, the temporary
effects, gold and food) and on the seat's own hand, so it is the same in every world the
observation allows: the rules work it out on one such world, drawn once (the hidden
cards of the others change nothing asked here).  A screen makes one :class:`Queries` per
observation it shows and asks it as often as it likes.
"""

from __future__ import annotations

import random

from game.crown import moves, pieces
from game.crown.board import Square
from game.crown.preview import BattlePreview, SidePreview, preview, side_of
from game.crown.rules import CrownRules
from game.crown.state import CrownObservation, CrownState, PieceKey

_RULES = CrownRules()


class Queries:
    """Answers about ``observation`` (cached: an observation never changes)."""

    def __init__(self, observation: CrownObservation) -> None:
        self.observation = observation
        self._world: CrownState | None = None
        self._previews: dict[Square, BattlePreview] = {}
        self._reach: tuple[dict[Square, int], set[Square]] | None = None

    @property
    def world(self) -> CrownState:
        """A state the observation allows (for the rules' own functions)."""
        if self._world is None:
            self._world = _RULES.sample_state(self.observation, random.Random(0))
        return self._world

    def points(self) -> tuple[int, ...]:
        """Each seat's victory points as the rules count them (the queue's 20 included)."""
        o = self.observation
        return tuple(pieces.points(self.world, seat) for seat in range(o.players))

    def preview(self, target: Square) -> BattlePreview:
        """The battle the moving piece would start against ``target`` (a legal attack)."""
        if target not in self._previews:
            self._previews[target] = preview(self.world, target)
        return self._previews[target]

    def side_at(self, square: Square) -> SidePreview | None:
        """The hero, general, castle or dragon on ``square`` with its numbers explained
        (None: nothing of the kind stands there)."""
        state = self.world
        key = pieces.key_at(state, square)
        if key is not None:
            return side_of(state, key, pieces.fighter(state, key))
        if square == state.dragon_at:
            return side_of(state, None, pieces.target_fighter(state, square))
        return None

    def reach(self) -> tuple[dict[Square, int], set[Square]]:
        """The moving piece's steps to each square it may end on, and the squares it
        reaches taking the crown on the way."""
        if self._reach is None:
            state = self.world
            key, steps = state.piece, state.steps_left
            costs = moves.destinations(state, key, steps)
            self._reach = (costs, moves.crown_reach(state, key, steps))
        return self._reach

    def piece_square(self, key: PieceKey | None) -> Square | None:
        """Where the piece ``key`` stands (None: no such piece)."""
        state = self.world
        if key is None or not pieces.exists(state, key):
            return None
        return pieces.piece_square(state, key)

    def piece_cards(self, key: PieceKey) -> tuple[int, ...]:
        return pieces.piece_cards(self.world, key)

    def castle_price(self, seat: int) -> int:
        return pieces.castle_price(self.world, seat)

    def food_per_gold(self, seat: int) -> int:
        return pieces.food_per_gold(self.world, seat)


__all__ = ["Queries"]
