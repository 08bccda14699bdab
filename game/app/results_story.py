"""The Results screen's story page: how long the game took and the tie-breaks applied, the
score of every side over the rounds (:mod:`game.app.story_chart`), and every seat's
numbers side by side, partners framed together (the game's ``results_story``,
:class:`game.app.views.Story`).  Drawn, not built of widgets: it changes only with the
window, so the Results screen paints it once into its cached backdrop."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.app import fonts, theme
from game.app.seat_names import SeatNames, sides_of
from game.app.story_chart import ChartLayout, chart_layout, paint_chart
from game.app.views import Story
from game.engine import registry
from game.engine.contract import Outcome
from game.engine.events import Resigned
from game.engine.match import Match
from game.engine.turn_order import event_rounds, rounds_played
from game.text import tr

Colour = tuple[int, int, int]
ROW_BAND = (40, 33, 42)
"""Every other row of the table."""
MOST_COLUMN = 96
"""Design width a seat's column takes at most."""


def margin_of(story: Story, outcome: Outcome, seats: list[int]) -> float | None:
    """By how much the side of ``seats`` (the people at the keyboard) finished ahead of the
    best other side (negative: behind the winner); None without one such side."""
    mine = {outcome.side(seat) for seat in seats}
    if len(mine) != 1:
        return None
    side = mine.pop()
    others = [story.final(s) for s in story.series if s != side]
    if not others:
        return None
    return story.final(side) - max(others)


def story_numbers(
    match: Match, outcome: Outcome, seats: list[int]
) -> tuple[int | None, float | None]:
    """The game's length in rounds and the margin of ``seats``' side, for the statistics
    (None, None: a game stopped by a resignation, or one whose view tells no story)."""
    try:
        view = registry.get(match.rules.game_id).view
    except KeyError:
        view = None
    maker = getattr(view, "results_story", None)
    if maker is None or outcome.stopped or not seats:
        return None, None
    story = maker(match, outcome, SeatNames.of_outcome(match, outcome))
    return rounds_played(match.log.events), margin_of(story, outcome, seats)


def length_text(rounds: int, seconds: float | None) -> str:
    """ "12 rounds, 14 min" (the time in play over every sitting, when it is known)."""
    if seconds is None:
        return tr("results.story.length", count=rounds)
    minutes = max(1, round(seconds / 60))
    return tr("results.story.length_time", count=rounds, minutes=minutes)


def resignation_fact(match: Match, outcome: Outcome, names: SeatNames) -> str:
    """ "Red resigned in round 5: the resignation ended the game, not the score." (or that
    the game went on without them); "" when nobody resigned."""
    if not outcome.resigned:
        return ""
    rounds = [rnd for rnd, event in event_rounds(match.log.events) if isinstance(event, Resigned)]
    players = ", ".join(names.side(side) for side in sides_of(outcome, outcome.resigned))
    key = "results.story.resigned_stopped" if outcome.stopped else "results.story.resigned_on"
    count = len(outcome.resigned)  # "Red ... ranks last", "Red & Blue ... rank last"
    return tr(key, players=players, round=max(1, rounds[0] if rounds else 1), count=count)


def tiebreaks_stand(match: Match, outcome: Outcome) -> bool:
    """Whether the rules' tie-breaks (``Story.tiebreaks``) tell how first place was won:
    not when a resignation ended the game, nor when it moved the seat the rules ranked first
    (the tie-break was about that seat, which now ranks last)."""
    if not outcome.resigned:
        return True
    if outcome.stopped:
        return False
    own = match.rules_outcome()
    return sorted(own.winners) == sorted(outcome.winners)


def story_facts(
    match: Match, outcome: Outcome, names: SeatNames, story: Story | None, seconds: float | None
) -> list[str]:
    """The story page's first lines: the game's length, a resignation, the tie-breaks that
    decided first place."""
    facts = [length_text(rounds_played(match.log.events), seconds)]
    resigned = resignation_fact(match, outcome, names)
    if resigned:
        facts.append(resigned)
    if story is not None and tiebreaks_stand(match, outcome):
        facts += story.tiebreaks
    return facts


@dataclass
class TableLayout:
    rect: pygame.Rect
    size: int
    label_w: int
    column_w: int
    header_h: int
    row_h: int
    labels: list[list[str]]
    headers: list[list[str]]
    texts: list[tuple[str, int, int]] = field(default_factory=list)


class StoryPage:
    """Lays out and paints one story in a given rectangle."""

    def __init__(
        self,
        story: Story,
        outcome: Outcome,
        names: SeatNames,
        colour: Callable[[int], Colour],
        facts: list[str],
        px: Callable[[float], int],
    ) -> None:
        self.story = story
        self.outcome = outcome
        self.names = names
        self.colour = colour
        self.facts = facts
        self.px = px
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.fact_lines: list[str] = []
        self.fact_size = 0
        self.chart: ChartLayout | None = None
        self.table: TableLayout | None = None

    # --- layout -------------------------------------------------------------------------
    def set_rect(self, rect: pygame.Rect) -> None:
        px = self.px
        self.rect = pygame.Rect(rect)
        self.fact_size = px(16)
        self.fact_lines = []
        for fact in self.facts:
            self.fact_lines += fonts.wrap(fact, self.fact_size, rect.w)
        line = fonts.font(self.fact_size).get_linesize()
        top = rect.y + len(self.fact_lines) * line + (px(10) if self.fact_lines else 0)
        area = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
        columns = len(self.story.seats)
        table_w = min(int(area.w * 0.56), px(190) + columns * px(MOST_COLUMN))
        gap = px(24)
        self.table = self._table(pygame.Rect(area.right - table_w, area.y, table_w, area.h))
        chart = pygame.Rect(area.x, area.y, area.w - table_w - gap, area.h)
        title = tr(self.story.score_key)
        self.chart = chart_layout(chart, self.story, title, tr("results.story.rounds"), px)

    def _table(self, rect: pygame.Rect) -> TableLayout:
        px = self.px
        seats = self.story.seats
        rows = self.story.rows
        size = fonts.readable(px, 14)
        label_w = min(
            int(rect.w * 0.42),
            max([px(60)] + [fonts.font(size, True).size(r.label)[0] + px(8) for r in rows]),
        )
        column_w = (rect.w - label_w) // max(1, len(seats))
        labels = [fonts.wrap(r.label, size, label_w - px(8), bold=r.total)[:2] for r in rows]
        headers = [
            fonts.wrap(self.names.seat(seat), size, column_w - px(8), bold=True)[:2]
            for seat in seats
        ]
        line = fonts.font(size).get_linesize()
        header_h = max(len(h) for h in headers) * line + px(12) if headers else line
        lines = sum(len(label) for label in labels)
        row_h = max(line + px(4), min(px(34), (rect.h - header_h) // max(1, len(rows))))
        while size > fonts.readable(px, 11) and header_h + lines * (line + px(2)) > rect.h:
            size -= 1
            line = fonts.font(size).get_linesize()
            header_h = max(len(h) for h in headers) * line + px(12)
        extra = [max(0, len(label) - 1) for label in labels]
        height = header_h + sum(row_h + e * line for e in extra)
        table = TableLayout(
            pygame.Rect(rect.x, rect.y, rect.w, min(rect.h, height)),
            size,
            label_w,
            column_w,
            header_h,
            row_h,
            labels,
            headers,
        )
        for label_lines, row in zip(labels, rows, strict=True):
            for text in label_lines:
                width = fonts.font(size, row.total).size(text)[0]
                table.texts.append((text, width, label_w - px(8)))
            for value in row.values:
                width = fonts.font(size, row.total).size(value)[0]
                table.texts.append((value, width, column_w - px(4)))
        for header in headers:
            for text in header:
                table.texts.append((text, fonts.font(size, True).size(text)[0], column_w - px(8)))
        return table

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        """Every text the page draws, its width and its room (the text-fit test)."""
        out = [(t, fonts.font(self.fact_size).size(t)[0], self.rect.w) for t in self.fact_lines]
        if self.table is not None:
            out += self.table.texts
        if self.chart is not None:
            out += [
                (t, fonts.font(self.chart.size, True).size(t)[0], r) for t, r in self.chart.texts()
            ]
        return out

    # --- painting -----------------------------------------------------------------------
    def paint(self, surface: pygame.Surface) -> None:
        y = self.rect.y
        line = fonts.font(self.fact_size).get_linesize()
        for text in self.fact_lines:
            surface.blit(fonts.render(text, self.fact_size, theme.CREAM), (self.rect.x, y))
            y += line
        if self.chart is not None:
            colours = {side: self.colour(side) for side in self.story.series}
            paint_chart(surface, self.chart, self.story, colours, self.px)
        if self.table is not None:
            self._paint_table(surface, self.table)

    def _paint_table(self, surface: pygame.Surface, t: TableLayout) -> None:
        px = self.px
        seats = self.story.seats
        line = fonts.font(t.size).get_linesize()
        x0 = t.rect.x + t.label_w
        winners = set(self.outcome.winners)
        y = t.rect.y + t.header_h
        row_tops = []
        for index, (row, label_lines) in enumerate(zip(self.story.rows, t.labels, strict=True)):
            h = t.row_h + (len(label_lines) - 1) * line
            row_tops.append((y, h))
            if index % 2 == 0:
                pygame.draw.rect(surface, ROW_BAND, (t.rect.x, y, t.rect.w, h), border_radius=4)
            colour = theme.GOLD if row.total else theme.CREAM
            ty = y + (h - len(label_lines) * line) // 2
            for text in label_lines:
                surface.blit(
                    fonts.render(text, t.size, colour, bold=row.total), (t.rect.x + px(6), ty)
                )
                ty += line
            for col, value in enumerate(row.values):
                image = fonts.render(value, t.size, colour, bold=row.total)
                centre = (x0 + col * t.column_w + t.column_w // 2, y + h // 2)
                surface.blit(image, image.get_rect(center=centre))
            y += h
        bottom = y
        self._paint_teams(surface, t, x0, bottom)
        for col, seat in enumerate(seats):
            left = x0 + col * t.column_w
            band = pygame.Rect(left + px(3), t.rect.y, t.column_w - px(6), px(5))
            pygame.draw.rect(surface, self.colour(seat), band, border_radius=px(2))
            hy = t.rect.y + px(8)
            ink = theme.GOLD_LIGHT if seat in winners else theme.CREAM
            for text in t.headers[col]:
                image = fonts.render(text, t.size, ink, bold=True)
                surface.blit(image, image.get_rect(midtop=(left + t.column_w // 2, hy)))
                hy += line

    def _paint_teams(self, surface: pygame.Surface, t: TableLayout, x0: int, bottom: int) -> None:
        """A frame round the columns of partners (a team reads as one block)."""
        px = self.px
        seats = self.story.seats
        col = 0
        while col < len(seats):
            side = self.outcome.side(seats[col])
            end = col
            while end + 1 < len(seats) and self.outcome.side(seats[end + 1]) == side:
                end += 1
            if end > col:
                frame = pygame.Rect(
                    x0 + col * t.column_w + px(1),
                    t.rect.y - px(3),
                    (end - col + 1) * t.column_w - px(2),
                    bottom - t.rect.y + px(6),
                )
                pygame.draw.rect(surface, self.colour(seats[col]), frame, 2, border_radius=px(8))
            col = end + 1
