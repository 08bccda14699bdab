"""Crown & Dragon's board in the review: the play screen's drawing (``paint_board``), the
step's squares ringed, and the AI's preferred move marked as the play screen marks a choice
waiting for its confirmation (the square it names).  Cards are told in words only."""

from __future__ import annotations

from typing import Any

import pygame

from game.app.review import highlight
from game.app.review.board import ReviewBoard, Shown
from game.crown.choice_words import WHERE_KINDS
from game.crown.view.board_art import Marks, paint_board
from game.crown.view.play import CrownPlay
from game.engine.contract import Action


class CrownReviewBoard(ReviewBoard):
    draws_ghost = True
    play_class = CrownPlay

    def can_ghost(self, action: Action) -> bool:
        return _square(action) is not None

    def paint(self, surface: pygame.Surface, observation: Any, shown: Shown) -> None:
        chosen = None if shown.ghost is None else _square(shown.ghost)
        geometry = paint_board(
            surface,
            self.rect,
            observation,
            self.app.settings.colorblind,
            Marks(chosen=chosen, hover=chosen),
        )
        width = max(3, self.app.px(3))
        for square in shown.places.squares:
            if square[0] >= 0 and square[1] >= 0:
                rect = geometry.square_rect(square)
                highlight.ring(surface, rect.inflate(-width, -width), width)


def _square(action: Action) -> tuple[int, int] | None:
    """The square a move names (None: a card, a general, a seat)."""
    if action[0] in WHERE_KINDS and len(action) >= 3:
        return action[1], action[2]
    if action[0] == "target" and len(action) == 3 and all(type(v) is int for v in action[1:]):
        return action[1], action[2]
    return None


def review_board(app) -> CrownReviewBoard:
    return CrownReviewBoard(app)
