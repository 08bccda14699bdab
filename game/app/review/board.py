"""A position of the review drawn by the game's own board parts (``GameView.review_board``).

A game's view declares ``review_board(app) -> ReviewBoard``, a small subclass that draws an
observation with the game's board (the same drawing as its play and Results screens), the
step's highlights as the play screen's recap marks them (the game's recap ``tell`` of the
step's events, drawn by :func:`game.app.recap_draw.draw_marks` where the board's
:meth:`ReviewBoard.mark_rect` puts them) and, where its board can show one, the AI's
preferred move as a ghost (the placement or move preview of its play screen).  A game that
declares none is drawn by its Results picture (no ghost, no marks).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game.app import recap_draw
from game.app.recap import NOTHING, Mark, Told
from game.app.scene import AppShell, Scene
from game.app.seat_names import SeatNames
from game.app.views import Breakdown, ResultsPicture, get_view
from game.engine.contract import Action
from game.engine.events import Event
from game.engine.match import Match

SEAT_ARGS = frozenset(
    ("seat", "player", "owner", "side", "target", "attacker", "defender", "start", "giver", "taker")
)
"""Log arguments that name a seat (``side``: a side) when they are numbers."""


@dataclass(frozen=True)
class Shown:
    """What the review wants shown over the position."""

    marks: tuple[Mark, ...] = ()
    """The highlights of the step that led here (the recap's marks)."""
    ghost: Action | None = None
    """The AI's preferred move from here, drawn as a ghost where the board can."""
    time: float = 0.0


class ReviewBoard:
    """Draws review positions inside :attr:`rect`.  A game's view subclasses it."""

    draws_ghost = False
    """Whether :meth:`paint` can draw a ghost of ``Shown.ghost`` (else the panel's words
    alone tell the preferred move)."""

    def __init__(self, app: AppShell) -> None:
        self.app = app
        self.rect = pygame.Rect(0, 0, 0, 0)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def paint(self, surface: pygame.Surface, observation: Any, shown: Shown) -> None:
        """Draw ``observation`` (the reviewing seat's, or everything after the end)."""

    def can_ghost(self, action: Action) -> bool:
        """Whether the board can show ``action`` as a ghost."""
        return self.draws_ghost

    def tell(self, events: tuple[Event, ...], observation: Any, names: SeatNames) -> Told:
        """What the step that led to ``observation`` did, as the game's recap tells it
        from ``events`` (those the reviewing seat may know): its marks light the board."""
        return NOTHING

    def mark_rect(self, at: Hashable) -> pygame.Rect | None:
        """Where on the board drawn last a recap mark's place lies (None: not there)."""
        return None

    def draw_marks(self, surface: pygame.Surface, shown: Shown) -> None:
        """The step's marks over the board, as the play screen's recap draws them."""
        recap_draw.draw_marks(surface, shown.marks, self.mark_rect, self.rect, self.app.px)

    play_class: type | None = None
    """The game's play scene class: the review's log is written by its ``log_text``, so
    it reads as the play screen's log (:func:`log_reader`)."""

    def log_arg(self, name: str, value: Any, names: SeatNames) -> Any:
        """How a log argument is shown without a play scene: seats by their names."""
        if name in SEAT_ARGS and type(value) is int:
            return names.side(value) if name == "side" else names.seat(value)
        return value


def log_reader(play_class: type, app: AppShell, match: Match) -> Any:
    """An instance of a game's play scene that only writes log lines: nothing of it is
    started (no widgets, no AI, no autosave), only what ``log_text`` and its seat names
    read is set (the match, and no viewer: the names of the game's end)."""
    reader = play_class.__new__(play_class)
    Scene.__init__(reader, app)
    reader.match = match
    reader.version = 0
    reader.viewer = None
    reader._observation = None
    reader._names = None
    return reader


class PictureBoard(ReviewBoard):
    """A game without a review board of its own: its Results picture of the observation."""

    def __init__(self, app: AppShell, game_id: str) -> None:
        super().__init__(app)
        self.maker = get_view(game_id).results_picture
        self.picture: ResultsPicture | None = None

    def paint(self, surface: pygame.Surface, observation: Any, shown: Shown) -> None:
        if self.maker is None:
            return
        if self.picture is None:
            self.picture = self.maker(self.app, observation, Breakdown())
        self.picture.observation = observation
        self.picture.set_rect(self.rect)
        self.picture.paint(surface, None)


def board_for(app: AppShell, game_id: str) -> ReviewBoard:
    """The review board of ``game_id``: its own, or its Results picture."""
    maker = getattr(get_view(game_id), "review_board", None)
    return maker(app) if maker is not None else PictureBoard(app, game_id)
