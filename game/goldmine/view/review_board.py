"""Gold Mine's mine in the review: the play screen's drawing (:class:`MineView`), framed on
the whole mine, the step's squares and miners marked as the play screen's recap marks them
(:func:`game.goldmine.view.recap.tell`), and the AI's preferred move as the Hint shows it
(the drawn tile's ghost on its square in its rotation, the place a miner would go, the
miner it would challenge)."""

from __future__ import annotations

from typing import Any

import pygame

from game.app.recap import Told
from game.app.review.board import ReviewBoard, Shown
from game.app.seat_names import SeatNames
from game.engine.contract import Action
from game.engine.events import Event
from game.goldmine.actions import CHALLENGES, Kind
from game.goldmine.tiles import TILES
from game.goldmine.view import recap
from game.goldmine.view.hint import HINT
from game.goldmine.view.mine_view import Marks, MineView, anchor
from game.goldmine.view.play import GoldMinePlay

GHOSTS = (Kind.PLACE, Kind.MOVE, Kind.NUGGET, *CHALLENGES)
"""The moves the mine can show (the others are told in words only)."""


class GoldMineReviewBoard(ReviewBoard):
    draws_ghost = True
    play_class = GoldMinePlay

    def __init__(self, app) -> None:
        super().__init__(app)
        self.view = MineView(app.settings.colorblind)
        self._fitted: tuple | None = None
        self._observation: Any = None

    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self.view.colorblind = self.app.settings.colorblind
        self.view.set_rect(self.rect, self.app.px(88))
        self._fitted = None

    def can_ghost(self, action: Action) -> bool:
        return action[0] in GHOSTS

    def tell(self, events: tuple[Event, ...], observation: Any, names: SeatNames) -> Told:
        return recap.tell(events, names.seat)

    def mark_rect(self, at) -> pygame.Rect | None:
        if self._observation is None:
            return None
        return self.view.mark_rect(self._observation, at)

    def paint(self, surface: pygame.Surface, observation: Any, shown: Shown) -> None:
        board = tuple(sorted(observation.board))
        if self._fitted != board:  # the whole mine in view, again whenever it grew
            self.view.fit(observation.board)
            self._fitted = board
        ghost, glows = None, {}
        action = shown.ghost
        if action is not None and action[0] == Kind.PLACE and observation.drawn is not None:
            ghost = (TILES[observation.drawn], (action[1], action[2]), action[3], True)
        elif action is not None and action[0] in CHALLENGES:
            glows = {action[1]: HINT}
        self.view.draw(surface, observation, Marks(ghost=ghost, glows=glows))
        self._observation = observation
        self.draw_marks(surface, shown)
        width = max(3, self.app.px(3))
        if action is not None and action[0] in (Kind.MOVE, Kind.NUGGET):
            self._ring(surface, observation, action, width)

    def _ring(self, surface: pygame.Surface, observation: Any, action: Action, width: int) -> None:
        """The place a miner would go to, or the chamber a nugget would go to."""
        if action[0] == Kind.MOVE:
            x, y = self.view.screen(anchor(observation.board, tuple(action[1:4])))
            size = round(self.view.target_radius() * 3)
            rect = pygame.Rect(round(x) - size // 2, round(y) - size // 2, size, size)
        else:
            rect = self.view.camera.rect_to_screen((action[1], action[2], 1, 1))
        pygame.draw.ellipse(surface, (0, 0, 0), rect.inflate(width, width), width)
        pygame.draw.ellipse(surface, HINT, rect, width)


def review_board(app) -> GoldMineReviewBoard:
    return GoldMineReviewBoard(app)
