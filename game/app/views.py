"""What the app shows for each game: card picture, setup, rules and play scenes, how seats
are labelled, and the game's part of the Results screen.

A game declares its ``GameView`` in its registry entry (``view_ref``); the app asks the
registry, never a game package by name.

Only ``game_id``, ``card_picture``, ``rules_scene`` and ``play_scene`` are required:

- ``setup_scene``: None means the shared screen (:class:`game.app.setup_scene.SetupScene`)
  drawn from the game's declared ``SetupSpec`` (the registry entry's ``setup``);
- ``sample_scenes(app) -> [Scene]``: the game's other scenes on sample positions, for the
  self-test;
- ``seat_label(observation, seat) -> locale key | None``: the game's name for a seat (its
  faction, colour, hero), read from any observation (:mod:`game.app.seat_names`);
- ``seat_colour(observation, seat, colorblind) -> (r, g, b)``: the seat's colour (the log's
  turn separators, the Results chart and columns); None gives :data:`SEAT_COLOURS`;
- ``seat_badge(seat, value, size, colorblind) -> Surface | None``: the seat's swatch and
  mark, ``size`` pixels square, shown before the seat on the New game screen (``value`` is
  the seat's pick of the game's per-seat choice, None without one);
- ``results_detail(match, outcome, names) -> Breakdown | html``: the game's explanation
  of the result under the shared headline (:mod:`game.app.results_scene`), a
  :class:`Breakdown` (defined here, with the other types the hooks hand over);
- ``results_picture(app, observation, breakdown) -> ResultsPicture``: the final position
  drawn beside it, from the public observation only;
- ``results_story(match, outcome, names) -> Story``: how the game went, for the Results
  screen's story page (every seat's numbers side by side, the score over the rounds, the
  tie-breaks), worked out from the match's typed events;
- ``board_picture(observation, size, colorblind) -> Surface``: a small picture of a position
  (the Load list), from the public observation only; None gives the card picture;
- ``progress(observation) -> str | None``: how far a game has gone, in words ("Production
  round 12 of 60"), from the public observation; None (or no hook) gives the shared turn
  count (:func:`game.app.scenes.load_game.turn_number`);
- ``review_board(app) -> ReviewBoard``: a position of the review drawn by the game's board
  parts (:mod:`game.app.review.board`); None draws it with ``results_picture``;
- ``best_result``: what "best result" means on the Statistics screen (:class:`BestResult`);
  None gives the best score of a human seat.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.app.scene import AppShell as App
from game.app.scene import Scene
from game.app.seat_names import SeatNames
from game.engine import registry
from game.engine.contract import Outcome
from game.engine.match import Match


def later(ref: str) -> Callable[..., Any]:
    """The function ``"package.module:name"``, imported at its first call: a game's view
    declares its hooks without loading its screens until one is shown."""
    module_name, _, name = ref.partition(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module_name), name)(*args, **kwargs)

    call.__name__ = call.__qualname__ = f"later({ref})"
    return call


@dataclass(frozen=True)
class BestResult:
    """What a game's "best result" is on the Statistics screen.

    ``measure(outcome, humans)`` answers the value of one finished game for the people at
    the keyboard (``humans``: their seats), or None when that game does not count (a fastest
    win counts only won games); the best value is kept, the smallest one when
    ``lower_is_better``.  ``text_key`` shows it: a locale string with ``%{value}``.
    """

    measure: Callable[[Outcome, Sequence[int]], float | None]
    text_key: str
    lower_is_better: bool = False


def best_score(outcome: Outcome, humans: Sequence[int]) -> float | None:
    """The highest score of a human seat (the default best result)."""
    scores = [outcome.scores[seat] for seat in humans if seat in outcome.scores]
    return max(scores) if scores else None


SCORE_RESULT = BestResult(best_score, "stats.best_score")
"""The best result of a game that declares none: its best score."""


@dataclass
class BreakdownItem:
    """One selectable line of the breakdown (a territory, a pile, a source of points)."""

    label: str
    html: str
    """Shown below the list while the item is selected."""
    highlight: Any = None
    """Handed to :meth:`ResultsPicture.paint` while the item is selected."""


@dataclass
class Breakdown:
    """What a game shows to explain its result (``results_detail``)."""

    summary_html: str = ""
    items: list[BreakdownItem] = field(default_factory=list)
    items_title: str = ""
    winners: tuple[int, ...] | None = None
    """The seats the picture marks as winners (the shared screen sets the outcome's: a
    resignation can make them other than the board suggests)."""
    subtitle: str = ""
    """One line under the headline: how the game ended, when that needs saying plainly
    (Gold Mine: stopped by the round limit, nobody climbed out)."""


@dataclass
class StoryRow:
    """One row of the story's table: a label and one value per seat (the story's ``seats``
    order); ``total`` rows are drawn in bold."""

    label: str
    values: list[str]
    total: bool = False


@dataclass
class Story:
    """How a finished game went (``results_story``), from its events.

    ``series`` holds each side's score over the game: ``(round, score after it)`` points,
    from round 0 up (a change inside a round counts at that round); ``score_key`` names
    the score ("Gold", "Nuggets", "Victory points").  ``seats`` orders the table's
    columns (partners next to each other); ``tiebreaks`` says in words which tie-breaks
    decided the ranking."""

    score_key: str
    series: dict[int, list[tuple[int, float]]]
    seats: list[int]
    rows: list[StoryRow] = field(default_factory=list)
    tiebreaks: list[str] = field(default_factory=list)

    def final(self, side: int) -> float:
        """The side's score at the end."""
        points = self.series.get(side) or [(0, 0.0)]
        return points[-1][1]


class ResultsPicture:
    """The final position beside the breakdown (``results_picture``); a game's view
    subclasses this.

    It is built from the public observation of the finished match (everything a
    spectator may see, which at the end is everything), never from the match state.
    """

    def __init__(self, app: App, observation: Any, breakdown: Breakdown) -> None:
        self.app = app
        self.observation = observation
        self.breakdown = breakdown
        self.rect = pygame.Rect(0, 0, 0, 0)

    def set_rect(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def paint(self, surface: pygame.Surface, item: BreakdownItem | None) -> None:
        """Draw into :attr:`rect`; ``item`` is the selected breakdown item, if any."""

    def item_at(self, pos: tuple[int, int]) -> int | None:
        """The breakdown item a click at ``pos`` points at, if any."""
        return None

    def content_rect(self) -> pygame.Rect:
        """The part of :attr:`rect` actually drawn on (the summary goes right under it)."""
        return pygame.Rect(self.rect)


@dataclass(frozen=True)
class GameView:
    game_id: str
    card_picture: Callable[..., pygame.Surface]
    """``card_picture(size, colorblind=False)``: the main menu card's picture, in the
    colour-blind palette when asked."""
    rules_scene: Callable[[App], Scene]
    play_scene: Callable[[App, Match], Scene]
    setup_scene: Callable[[App], Scene] | None = None
    """The New game screen; None (the usual case) gives the shared setup scene (the
    ``"setup"`` route, :mod:`game.app.routes`, decides)."""
    sample_scenes: Callable[[App], list[Scene]] | None = None
    """Every other scene of the game, built on sample positions (for the self-test)."""
    seat_label: Callable[[Any, int], str | None] | None = None
    seat_badge: Callable[[int, Any, int, bool], pygame.Surface | None] | None = None
    seat_colour: Callable[[Any, int, bool], tuple[int, int, int]] | None = None
    results_detail: Callable[[Match, Outcome, SeatNames], Breakdown | str] | None = None
    results_picture: Callable[[App, Any, Breakdown], ResultsPicture] | None = None
    results_story: Callable[[Match, Outcome, SeatNames], Story] | None = None
    board_picture: Callable[[Any, tuple[int, int], bool], pygame.Surface] | None = None
    progress: Callable[[Any], str | None] | None = None
    best_result: BestResult | None = None
    review_board: Callable[[App], Any] | None = None


def get_view(game_id: str) -> GameView:
    """The view of a registered game (KeyError when it has none)."""
    view = registry.get(game_id).view
    if view is None:
        raise KeyError(game_id)
    return view


def views() -> list[GameView]:
    """The views of every game the app can show, in menu order."""
    return [info.view for info in registry.games() if info.view is not None]


SEAT_COLOURS = (
    (200, 70, 60),
    (70, 130, 200),
    (90, 170, 80),
    (220, 190, 70),
    (160, 90, 190),
    (230, 130, 50),
)
"""Seat colours of a game that declares none."""


def seat_colour_of(
    game_id: str, observation: Any, seat: int, colorblind: bool = False
) -> tuple[int, int, int]:
    """The colour of ``seat`` (the game view's ``seat_colour``, else a shared palette)."""
    try:
        view = registry.get(game_id).view
    except KeyError:
        view = None
    colour = getattr(view, "seat_colour", None)
    if colour is not None and observation is not None:
        try:
            return colour(observation, seat, colorblind)
        except (AttributeError, IndexError, KeyError, TypeError):
            pass  # an observation of another shape (a sample scene): the shared palette
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def best_result_of(game_id: str) -> BestResult:
    """How the Statistics screen measures the best result of ``game_id``."""
    try:
        view = registry.get(game_id).view
    except (KeyError, ImportError):
        view = None
    return getattr(view, "best_result", None) or SCORE_RESULT
