"""Statistics: games played and won, per game and per opponent level."""

from __future__ import annotations

from typing import Any

import pygame

from game.app import widgets
from game.app.scenes.base import MenuPage
from game.engine import registry
from game.text import has, tr

LEVEL_ORDER = ("easy", "normal", "hard", "random", "greedy", "hotseat")


def level_order(item: tuple[str, object]) -> tuple[int, str]:
    level = item[0]
    return (LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER), level)


def percent(won: int, played: int) -> int:
    return round(100 * won / played) if played else 0


class Statistics(MenuPage):
    name = "statistics"
    title_key = "stats.title"

    def lines(self) -> list[str]:
        out: list[str] = []
        for info in registry.games():
            entry = self.app.stats.game(info.game_id)
            out.append(f"<b>{widgets.escape(tr(info.title_key))}</b>")
            out.append(
                widgets.escape(
                    tr(
                        "stats.summary",
                        played=entry["played"],
                        won=entry["won"],
                        percent=percent(entry["won"], entry["played"]),
                    )
                )
            )
            for level, counts in sorted(entry["by_level"].items(), key=level_order):
                name = tr(f"levels.{level}") if has(f"levels.{level}") else level
                out.append(
                    "&nbsp;&nbsp;&nbsp;&nbsp;"
                    + widgets.escape(
                        tr(
                            "stats.by_level",
                            level=name,
                            played=counts["played"],
                            won=counts["won"],
                            percent=percent(counts["won"], counts["played"]),
                        )
                    )
                )
            out.append("")
        if not out:
            out.append(widgets.escape(tr("menu.no_games")))
        return out

    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        width = min(w - px(80), px(760))
        area = pygame.Rect((w - width) // 2, px(120), width, h - px(240))
        self.body = widgets.text_box(self, area, "<br>".join(self.lines()))
        self.build_back_button()

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()

    def state_for_test(self) -> dict[str, Any]:
        return {"name": self.name, "lines": self.lines()}
