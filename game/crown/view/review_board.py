"""Crown & Dragon's board in the review: the play screen's drawing (``paint_board``), the
step's squares marked as the play screen's recap marks them
(:func:`game.crown.view.recap.tell`), and the AI's preferred move marked as the play screen
marks a choice waiting for its confirmation (the square it names).  Cards are told in words
only."""

from __future__ import annotations

from typing import Any

import pygame

from game.app.recap import Told
from game.app.review.board import ReviewBoard, Shown
from game.app.seat_names import SeatNames
from game.crown.actions import Kind
from game.crown.choice_words import WHERE_KINDS
from game.crown.view import recap
from game.crown.view.board_art import Geometry, Marks, paint_board
from game.crown.view.play import CrownPlay
from game.engine.contract import Action
from game.engine.events import Event


class CrownReviewBoard(ReviewBoard):
    draws_ghost = True
    play_class = CrownPlay

    def __init__(self, app) -> None:
        super().__init__(app)
        self.geometry = Geometry.fit(self.rect)

    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self.geometry = Geometry.fit(self.rect)  # where paint_board draws it

    def can_ghost(self, action: Action) -> bool:
        return _square(action) is not None

    def tell(self, events: tuple[Event, ...], observation: Any, names: SeatNames) -> Told:
        return recap.tell(events, recap.Names(names.seat, tuple(observation.hero)))

    def mark_rect(self, at) -> pygame.Rect | None:
        """A square of the board (``()``: off the board, not marked)."""
        if not at:
            return None
        return self.geometry.square_rect(at).inflate(-self.app.px(4), -self.app.px(4))

    def paint(self, surface: pygame.Surface, observation: Any, shown: Shown) -> None:
        chosen = None if shown.ghost is None else _square(shown.ghost)
        self.geometry = paint_board(
            surface,
            self.rect,
            observation,
            self.app.settings.colorblind,
            Marks(chosen=chosen, hover=chosen),
        )
        self.draw_marks(surface, shown)


def _square(action: Action) -> tuple[int, int] | None:
    """The square a move names (None: a card, a general, a seat)."""
    if action[0] in WHERE_KINDS and len(action) >= 3:
        return action[1], action[2]
    if action[0] == Kind.TARGET and len(action) == 3 and all(type(v) is int for v in action[1:]):
        return action[1], action[2]
    return None


def review_board(app) -> CrownReviewBoard:
    return CrownReviewBoard(app)
