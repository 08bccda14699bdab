"""Gold Mine's part of the Results screen: who climbed out (or the round limit's ranking),
each miner's nuggets and where they came from, and team totals in an alliance."""

from __future__ import annotations

from typing import Any

import pygame

from game.app import widgets
from game.app.results_scene import Breakdown, BreakdownItem, ResultsPicture
from game.app.seat_names import SeatNames
from game.engine.contract import Outcome
from game.engine.match import Match
from game.goldmine.view.mine_view import Marks, MineView, mine_bounds
from game.text import tr

WINNER_GLOW = (255, 214, 80)
SELECTED_GLOW = (255, 255, 255)


def results_detail(match: Match, outcome: Outcome, names: SeatNames) -> Breakdown:
    """From the outcome's detail: how the game ended (team totals, the goal), and an item per
    miner: its nuggets, where they came from, the tokens it kept (its miner ringed on the
    final mine)."""
    detail = outcome.detail
    shown = match.observe_public()
    lines = []
    if detail.get("end") == "climb":
        climbers = " & ".join(names.seat(s) for s in detail.get("climbed", ()))
        lines.append(tr("goldmine_ui.results.climbed", players=climbers))
    else:
        lines.append(tr("goldmine_ui.results.limit", rounds=detail.get("rounds", shown.round)))
    held = detail.get("held", list(shown.held))
    chambers = detail.get("from_chambers", list(shown.from_chambers))
    challenges = detail.get("from_challenges", list(shown.from_challenges))
    per_seat = []
    for seat in range(shown.players):
        per_seat.append(
            tr(
                "goldmine_ui.results.player",
                player=names.seat(seat),
                count=held[seat],
                chambers=chambers[seat],
                challenges=challenges[seat],
            )
        )
    if shown.alliance:
        for team in range(shown.players // 2):
            a, b = 2 * team, 2 * team + 1
            lines.append(
                tr(
                    "goldmine_ui.results.team",
                    players=f"{names.seat(a)} & {names.seat(b)}",
                    count=held[a] + held[b],
                    goal=shown.goal,
                )
            )
    lines.append(tr("goldmine_ui.results.goal", goal=shown.goal))

    def tokens(seat: int) -> str:
        gold, bat = shown.tokens[seat]
        return tr("goldmine_ui.tokens", gold=gold, bat=bat)

    items = [
        BreakdownItem(
            label=tr("goldmine_ui.results.item", player=names.seat(seat), count=held[seat]),
            html="<br>".join(widgets.escape(line) for line in (per_seat[seat], tokens(seat))),
            highlight=seat,
        )
        for seat in ranked(outcome, shown.players)
    ]
    return Breakdown(
        summary_html="<br>".join(widgets.escape(line) for line in lines),
        items=items,
        items_title=tr("goldmine_ui.results.items_title"),
    )


def ranked(outcome: Outcome, players: int) -> list[int]:
    """The seats in the outcome's order (the winners first, so the first item shown is a
    winner's), then any seat the ranking leaves out."""
    order = [seat for group in outcome.ranking for seat in group]
    return order + [seat for seat in range(players) if seat not in order]


class GoldMinePicture(ResultsPicture):
    """The final mine, fitted into the picture's place, the winners' miners ringed in gold."""

    def __init__(self, app, observation: Any, breakdown: Breakdown) -> None:
        super().__init__(app, observation, breakdown)
        self.view = MineView(app.settings.colorblind)
        self.winners: tuple[int, ...] = ()

    def set_rect(self, rect: pygame.Rect) -> None:
        super().set_rect(rect)
        self.view.colorblind = self.app.settings.colorblind
        self.view.set_rect(self.rect, self.app.px(88))
        self.view.fit(self.observation.board)

    def paint(self, surface: pygame.Surface, item: BreakdownItem | None) -> None:
        glows = {seat: WINNER_GLOW for seat in self.winners}
        if item is not None:
            glows[item.highlight] = SELECTED_GLOW
        marks = Marks(glows=glows)
        clip = surface.get_clip()
        surface.set_clip(self.content_rect())
        self.view.draw(surface, self.observation, marks)
        surface.set_clip(clip)

    def content_rect(self) -> pygame.Rect:
        """The mine itself (with a little earth round it), not the whole place."""
        used = self.view.camera.rect_to_screen(mine_bounds(self.observation.board, 0.15))
        return used.clip(self.rect)


def results_picture(app, observation: Any, breakdown: Breakdown) -> GoldMinePicture:
    picture = GoldMinePicture(app, observation, breakdown)
    picture.winners = breakdown.winners
    if picture.winners is None:
        picture.winners = tuple(observation.climbed) or most_gold(observation)
    return picture


def most_gold(observation: Any) -> tuple[int, ...]:
    """The miners holding the most nuggets, counted per team in an alliance (the round
    limit's winners)."""
    held = list(observation.held)
    if observation.alliance:
        held = [held[s - s % 2] + held[s - s % 2 + 1] for s in range(len(held))]
    best = max(held, default=0)
    return tuple(seat for seat, count in enumerate(held) if count == best)
