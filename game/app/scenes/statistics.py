"""Statistics: a table of games played and won, the win rate and the best result, per game
and per opponent level (an AI level, or hot-seat when only people played).

What "best result" means is the game's to say (``GameView.best_result``: the most gold, the
fastest win); a game that says nothing is measured by its best score.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.app import widgets
from game.app.scenes.base import MenuPage
from game.app.table import Column, Line, Meter, Row, Table, draw_message, message_box, message_texts
from game.app.views import best_result_of
from game.engine import registry
from game.engine.players import AI_LEVEL_NAMES, BASELINES
from game.persistence.stats import HOTSEAT, averages
from game.text import has, tr

LEVEL_ORDER = (*AI_LEVEL_NAMES, *BASELINES, HOTSEAT)
"""How the rows are sorted: the AI levels weakest first, the baselines, then hot-seat games."""
ROW_H = 52
"""Design height of a row."""
NAME, PLAYED, WON, RATE, BEST = range(5)


def level_order(item: tuple[str, object]) -> tuple[int, str]:
    level = item[0]
    return (LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)


def percent(won: int, played: int) -> int | None:
    """The win rate in whole percent (0-100), None when nothing was played."""
    if played <= 0:
        return None
    return round(100 * max(0, min(won, played)) / played)


def number(value: float) -> str:
    """A best result as shown: whole numbers without a decimal point."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def level_name(level: str) -> str:
    if level == HOTSEAT:
        return tr("stats.hotseat")
    key = f"levels.{level}"
    return tr("stats.vs_ai", level=tr(key) if has(key) else level)


def story_row(entry: dict[str, Any]) -> list[Any] | None:
    """A game's averages (length, margin) under its name, with how many games a resignation
    ended (they are not in the averages), and its winning streak under its best result, in a
    row of their own (None: nothing to tell yet)."""
    found = averages(entry)
    story: list[Line] = []
    if found["rounds"] is not None:
        length = tr("stats.avg_rounds", value=number(round(found["rounds"], 1)))
        if found["minutes"] is not None:
            minutes = tr("stats.avg_minutes", value=number(round(found["minutes"])))
            length = tr("stats.avg_length", rounds=length, minutes=minutes)
        margin = round(found["margin"] or 0, 1)
        sign = "+" if margin > 0 else ""
        story.append(Line(length, "muted"))
        story.append(Line(tr("stats.avg_margin", value=sign + number(margin)), "muted"))
    if entry.get("resigned", 0):  # said wherever averages would be, so none is misread
        story.append(Line(tr("stats.resigned_not_averaged", count=entry["resigned"]), "muted"))
    streak: list[Line] = []
    if entry.get("best_streak", 0):
        text = tr("stats.streak", now=entry.get("streak", 0), best=entry["best_streak"])
        streak.append(Line(text, "muted"))
    if not story and not streak:
        return None
    return [story, "", "", "", streak]


class Statistics(MenuPage):
    name = "statistics"
    title_key = "stats.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.table: Table | None = None
        self.empty_rect = pygame.Rect(0, 0, 0, 0)

    # --- what is shown ---------------------------------------------------------------------
    def cells(self, name: str, counts: dict[str, Any], best_key: str) -> list[Any]:
        played, won = counts.get("played", 0), counts.get("won", 0)
        rate = percent(won, played)
        best = counts.get("best")
        return [
            name,
            str(played),
            str(max(0, min(won, played))),
            Meter(0.0, "—") if rate is None else Meter(rate / 100, tr("stats.percent", n=rate)),
            "—" if best is None else tr(best_key, value=number(best)),
        ]

    def rows(self) -> list[Row]:
        out = []
        for info in registry.games():
            entry = self.app.stats.game(info.game_id)
            key = best_result_of(info.game_id).text_key
            title = [Line(tr(info.title_key), "title")]
            out.append(Row(self.cells("", entry, key), key=info.game_id, kind="group"))
            out[-1].cells[NAME] = title
            story = story_row(entry)
            if story is not None:
                out.append(Row(story, key=(info.game_id, "story"), kind="detail", grow=True))
            for level, counts in sorted(entry.get("by_level", {}).items(), key=level_order):
                cells = self.cells(level_name(level), counts, key)
                out.append(Row(cells, key=(info.game_id, level), kind="detail"))
        return out

    def totals(self) -> tuple[int, int]:
        played = won = 0
        for info in registry.games():
            entry = self.app.stats.game(info.game_id)
            played += entry.get("played", 0)
            won += max(0, min(entry.get("won", 0), entry.get("played", 0)))
        return played, won

    # --- layout ------------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w = self.app.size[0]
        self.build_back_button()
        width = min(w - px(60), px(980))
        x = (w - width) // 2
        bottom = self.back_button.rect.top - px(46)
        area = pygame.Rect(x, px(116), width, bottom - px(116))
        played, won = self.totals()
        self.summary = None
        if played == 0:
            self.table = None
            self.empty_rect = message_box(self.app, area, tr("stats.empty_hint"))
            return
        self.table = Table(
            self.app,
            area,
            [
                Column(tr("stats.col_game"), 250, flex=1.0),
                Column(tr("stats.col_played"), 100, align="center"),
                Column(tr("stats.col_won"), 100, align="center"),
                Column(tr("stats.col_rate"), 150, align="center"),
                Column(tr("stats.col_best"), 200, flex=0.6),
            ],
            self.rows(),
            ROW_H,
            selectable=False,
        )
        rate = percent(won, played) or 0
        self.summary = widgets.label(
            self,
            pygame.Rect(x, self.table.rect.bottom + px(8), width, px(30)),
            tr("stats.summary", played=played, won=won, percent=rate),
            "@centered",
        )

    # --- events and drawing --------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()
        elif self.table is not None:
            self.table.handle_event(event)

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.table is not None:
            self.table.draw(surface)
            return
        heading = tr("stats.empty") if registry.games() else tr("menu.no_games")
        draw_message(self.app, surface, self.empty_rect, heading, tr("stats.empty_hint"))

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        if self.table is not None:
            return self.table.drawn_texts()
        heading = tr("stats.empty") if registry.games() else tr("menu.no_games")
        return message_texts(self.app, self.empty_rect, heading, tr("stats.empty_hint"))

    def lines(self) -> list[str]:
        """Every row as text, for tests: name · played · won · rate · best."""
        if self.table is None:
            return []
        return [
            " · ".join(
                " ".join(self.table.cell_lines(i, c)) for c in range(len(self.table.columns))
            )
            for i in range(len(self.table.rows))
        ]

    def state_for_test(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "lines": self.lines(),
            "empty": self.table is None,
            "summary": self.summary.text if self.summary is not None else "",
            "table": None if self.table is None else self.table.state_for_test(),
        }
