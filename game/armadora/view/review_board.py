"""Armadora's board in the review: the play screen's board drawing (:class:`BoardView`), the
step's squares and palisades marked as the play screen's recap marks them
(:func:`game.armadora.view.recap.tell`), the AI's preferred move drawn as the Hint draws it
(a warrior's ghost on its square, or the palisade's)."""

from __future__ import annotations

from typing import Any

import pygame

from game.app.recap import Told
from game.app.review.board import ReviewBoard, Shown
from game.app.seat_names import SeatNames
from game.armadora import actions as act
from game.armadora.view import recap
from game.armadora.view.board_view import BoardView, Overlay
from game.armadora.view.play import ArmadoraPlay
from game.engine.contract import Action
from game.engine.events import Event

GHOSTS = act.ON_SQUARE | act.ON_LINE
"""The moves the board can point at (the others are told in words only)."""


class ArmadoraReviewBoard(ReviewBoard):
    draws_ghost = True
    play_class = ArmadoraPlay

    def __init__(self, app) -> None:
        super().__init__(app)
        self.view = BoardView(pygame.Rect(0, 0, 100, 100), app.settings.colorblind)

    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self.view.colorblind = self.app.settings.colorblind
        self.view.set_rect(rect)

    def can_ghost(self, action: Action) -> bool:
        return action[0] in GHOSTS

    def paint(self, surface: pygame.Surface, observation: Any, shown: Shown) -> None:
        pos = observation

        def value_of(cell: int) -> tuple[int | None, bool]:
            value = pos.values[cell] or None
            public = bool(pos.face_up >> cell & 1) or pos.over
            return value, value is not None and not public

        ghost_warrior = None
        if shown.ghost is not None and act.kind_of(shown.ghost) in act.WITH_VALUE:
            faction = pos.factions[pos.seat] if pos.seat >= 0 else None
            ghost_warrior = (act.square(shown.ghost), faction, act.value(shown.ghost))
        overlay = Overlay(ghost_warrior=ghost_warrior, hint=shown.ghost, time=shown.time)
        self.view.draw(surface, pos, value_of, overlay)
        self.draw_marks(surface, shown)

    def tell(self, events: tuple[Event, ...], observation: Any, names: SeatNames) -> Told:
        return recap.tell(events, names.seat)

    def mark_rect(self, at) -> pygame.Rect | None:
        """A square (``("cell", cell)``) or a palisade's line (``("line", line)``), as
        the play screen places them."""
        kind, index = at
        if kind == "cell":
            return self.view.cell_rect(index).inflate(-self.app.px(4), -self.app.px(4))
        return self.view.line_rect(index, 0.3)


def review_board(app) -> ArmadoraReviewBoard:
    return ArmadoraReviewBoard(app)
