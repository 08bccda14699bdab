"""Crown & Dragon's part of the Results screen: how the game ended (the crown and the goal,
or the round limit's ranking and the tie-breaks it needed), every player's victory points
by source, trophies and kingdom, and the final position beside it.

Where the points came from, the tie-break that decided first place and the teams are the
rules' own (``Outcome.detail``, :func:`game.crown.scoring.outcome`): this only words them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.app import widgets
from game.app.seat_names import SeatNames
from game.app.views import Breakdown, BreakdownItem, ResultsPicture
from game.crown.board import C
from game.crown.cards import DRAGONS
from game.crown.view.board_art import Geometry, Marks, paint_board
from game.engine.contract import Outcome
from game.engine.match import Match
from game.text import tr


@dataclass(frozen=True)
class Points:
    """A seat's victory points by source."""

    battles: int
    trophies: int
    queue: int
    decrees: int

    @property
    def total(self) -> int:
        return self.battles + self.trophies + self.queue + self.decrees


def points_of(outcome: Outcome, players: int) -> list[Points]:
    """Each seat's points by source, as the rules' outcome split them."""
    split = outcome.detail.get("points") or {}

    def part(source: str, seat: int) -> int:
        values = split.get(source) or []
        return int(values[seat]) if seat < len(values) else 0

    return [
        Points(part("battles", s), part("trophies", s), part("queue", s), part("decrees", s))
        for s in range(players)
    ]


def crown_holder(observation: Any) -> int | None:
    """The seat whose castle carries the crown (None while it lies on C)."""
    if observation.crown == C:
        return None
    for square, castle in observation.castles:
        if square == observation.crown:
            return castle.owner
    return None


def side_members(outcome: Outcome, players: int) -> list[list[int]]:
    """The sides of the outcome, each its seats in order, in the order of their lowest seat."""
    found: dict[int, list[int]] = {}
    for seat in range(players):
        found.setdefault(outcome.side(seat), []).append(seat)
    return [found[side] for side in sorted(found)]


TIE_BREAKS = ("crown", "gold", "shared")
"""The tie-breaks the rules may name (``Outcome.detail["tie_break"]``), each worded."""


def _names(seats, names: SeatNames) -> str:
    return " & ".join(names.seat(s) for s in seats)


def results_detail(match: Match, outcome: Outcome, names: SeatNames) -> Breakdown:
    """How the game ended, then an item per player (winners first): its points by source,
    its trophies and its kingdom (its pieces ringed on the final board)."""
    shown = match.observe_public()
    points = points_of(outcome, shown.players)
    holder = crown_holder(shown)
    lines = []
    if outcome.detail.get("end", shown.end) == "goal":
        winners = outcome.winners
        best = max(points[s].total for s in winners)
        key = "crown_view.results.goal_team" if len(winners) > 1 else "crown_view.results.goal_one"
        lines.append(tr(key, players=_names(winners, names), vp=best, goal=shown.goal))
    else:
        lines.append(tr("crown_view.results.limit", rounds=shown.round))
        rule = outcome.detail.get("tie_break")
        if rule in TIE_BREAKS:
            lines.append(tr(f"crown_view.results.tie_{rule}"))
    if holder is None:
        lines.append(tr("crown_view.results.crown_free"))
    else:
        lines.append(tr("crown_view.results.crown_held", player=names.seat(holder)))
    if len(side_members(outcome, shown.players)) < shown.players:  # teams
        for members in side_members(outcome, shown.players):
            vp = sum(points[s].total for s in members)
            lines.append(
                tr("crown_view.results.team", players=_names(members, names), vp=vp, count=vp)
            )
    lines.append(tr("crown_view.results.goal_line", goal=shown.goal))
    items = [
        BreakdownItem(
            label=tr("crown_view.results.item", player=names.seat(seat), vp=points[seat].total),
            html="<br>".join(widgets.escape(line) for line in seat_lines(shown, seat, points)),
            highlight=seat,
        )
        for seat in ranked(outcome, shown.players)
    ]
    return Breakdown(
        summary_html="<br>".join(widgets.escape(line) for line in lines),
        items=items,
        items_title=tr("crown_view.results.items_title"),
        subtitle=lines[0],  # how the game ended: the goal reached, or the round limit
    )


def seat_lines(observation: Any, seat: int, points: list[Points]) -> list[str]:
    """A player's points by source, trophies, kingdom and purse, one line each."""
    mine = points[seat]
    lines = [
        tr(
            "crown_view.results.sources",
            battles=mine.battles,
            trophies=mine.trophies,
            queue=mine.queue,
            decrees=mine.decrees,
        )
    ]
    trophies = observation.trophies[seat]
    if trophies:
        shown = ", ".join(tr(f"crown.dragon.{DRAGONS[d]}") for d in trophies)
        lines.append(tr("crown_view.results.trophies", dragons=shown))
    else:
        lines.append(tr("crown_view.results.no_trophies"))
    castles = sum(1 for _, castle in observation.castles if castle.owner == seat)
    walls = sum(1 for _, owner in observation.walls if owner == seat)
    lines.append(
        tr(
            "crown_view.results.kingdom",
            castles=castles,
            walls=walls,
            gold=observation.gold[seat],
            food=observation.food[seat],
        )
    )
    return lines


def ranked(outcome: Outcome, players: int) -> list[int]:
    """The seats in the outcome's order, then any seat the ranking leaves out."""
    order = [seat for group in outcome.ranking for seat in group]
    return order + [seat for seat in range(players) if seat not in order]


def seat_squares(observation: Any, seat: int) -> frozenset:
    """Where a seat's pieces and castles stand (ringed while its item is selected)."""
    squares = {square for square, castle in observation.castles if castle.owner == seat}
    squares |= {piece.at for _, piece in observation.generals if piece.owner == seat}
    if seat < len(observation.hero_at):
        squares.add(observation.hero_at[seat])
    return frozenset(squares)


class CrownPicture(ResultsPicture):
    """The final board, the (first) winner's hero glowing; the selected player's pieces and
    castles framed.  Clicking a piece or castle selects its owner's item."""

    def __init__(self, app, observation: Any, breakdown: Breakdown) -> None:
        super().__init__(app, observation, breakdown)
        self.winners: tuple[int, ...] = tuple(getattr(observation, "winners", ()))

    def board_rect(self) -> pygame.Rect:
        side = min(self.rect.w, self.rect.h)
        rect = pygame.Rect(0, 0, side, side)
        rect.center = self.rect.center
        return rect

    def paint(self, surface: pygame.Surface, item: BreakdownItem | None) -> None:
        colorblind = self.app.settings.colorblind
        sites = frozenset()
        if item is not None and isinstance(item.highlight, int):
            sites = seat_squares(self.observation, item.highlight)
        active = None
        if self.winners and self.winners[0] < len(self.observation.hero_at):
            active = self.observation.hero_at[self.winners[0]]
        clip = surface.get_clip()
        surface.set_clip(self.board_rect())
        paint_board(
            surface,
            self.board_rect(),
            self.observation,
            colorblind,
            Marks(sites=sites, active=active),
        )
        surface.set_clip(clip)

    def content_rect(self) -> pygame.Rect:
        return Geometry.fit(self.board_rect()).rect

    def item_at(self, pos: tuple[int, int]) -> int | None:
        square = Geometry.fit(self.board_rect()).square_at(pos)
        if square is None:
            return None
        owner = next(
            (
                seat
                for seat in range(self.observation.players)
                if square in seat_squares(self.observation, seat)
            ),
            None,
        )
        if owner is None:
            return None
        for index, item in enumerate(self.breakdown.items):
            if item.highlight == owner:
                return index
        return None


def results_picture(app, observation: Any, breakdown: Breakdown) -> CrownPicture:
    return CrownPicture(app, observation, breakdown)
