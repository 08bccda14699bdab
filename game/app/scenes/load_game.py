"""Load: the saves in a table (a picture of the board, game, players and their levels, how
far the game has gone, when it was saved), newest first, with Load, Delete and Review; a
second tab lists the finished games (and finished tutorials) with their result and date,
opened in their review.

The list itself comes from the saves' summaries (cheap); the picture, the progress and the
result need the position, so each save is replayed once, a few per frame, visible rows
first (:class:`~game.app.scenes.load_rows.SaveDetails`).  Both come from the game's view
through the registry, drawn from the public observation only: a paused hot-seat game shows
nobody's hidden pieces.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.app import fonts, widgets
from game.app.resume import open_save
from game.app.scenes.base import MenuPage
from game.app.scenes.load_rows import (
    SaveDetails,
    game_title,
    saved_when,
    seat_label,
    stamp_of,
    turn_number,
)
from game.app.seat_names import seat_name
from game.app.table import (
    Column,
    Line,
    Picture,
    Row,
    Table,
    draw_message,
    message_box,
    message_texts,
)
from game.persistence.saves import FINISHED_KEPT, SaveSummary
from game.text import tr

__all__ = ["LoadGame", "SaveDetails", "saved_when", "seat_label", "turn_number"]

ROW_H = 84
"""Design height of a save's row (the picture's height and a little)."""
FRAME_BUDGET = 0.012
"""Seconds a frame may spend replaying saves for their pictures."""
PICTURE, GAME, PLAYERS, PROGRESS, SAVED = range(5)
UNFINISHED, FINISHED = "unfinished", "finished"
"""The two tabs: the games to play on, the games to review."""
TABS_TOP, TABLE_TOP = 116, 166
"""Design heights of the tabs (under the title) and of the table under them."""


class LoadGame(MenuPage):
    name = "load_game"
    title_key = "load.title"

    def __init__(self, app, tab: str = UNFINISHED) -> None:
        super().__init__(app)
        self.tab = tab if tab in (UNFINISHED, FINISHED) else UNFINISHED
        self.tab_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.saves: list[SaveSummary] = []
        self.broken: list[Any] = []
        self.details: dict[Path, SaveDetails] = {}
        self.chosen: Path | None = None
        """The selected save's file (kept over rebuilds and deletions)."""
        self.table: Table | None = None
        self.filled: list[bool] = []
        self.empty_rect = pygame.Rect(0, 0, 0, 0)
        self.load_button = self.delete_button = self.review_button = None

    # --- what a save shows -----------------------------------------------------------------
    def players(self, save: SaveSummary) -> str:
        """The seats in order: people by name, AI seats with their level (neighbours of one
        level share it: "Player 3, Player 4 (AI, Hard)")."""
        keys = save.meta.get("seat_name_keys")
        if not (isinstance(keys, list) and len(keys) == len(save.seats)):
            keys = [None] * len(save.seats)
        parts: list[str] = []
        group: list[str] = []
        level = None
        for index, (seat, key) in enumerate(zip(save.seats, keys, strict=True)):
            if not isinstance(seat, dict):
                continue
            name = seat_name(
                index, str(seat.get("name") or ""), key if isinstance(key, str) else None
            )
            ai = seat.get("kind") == "ai"
            if group and (not ai or seat.get("level") != level):
                parts.append(seat_label({"kind": "ai", "level": level}, 0, None, ", ".join(group)))
                group = []
            if ai:
                group.append(name)
                level = seat.get("level")
            else:
                parts.append(name)
        if group:
            parts.append(seat_label({"kind": "ai", "level": level}, 0, None, ", ".join(group)))
        return ", ".join(parts)

    def row(self, save: SaveSummary) -> Row:
        game = [Line(game_title(save.game), "title")]
        if save.meta.get("tutorial") is True:
            game.append(Line(tr("coach.learn"), "muted"))
        elif getattr(save, "is_autosave", False) and not save.over:
            game.append(Line(tr("load.autosave"), "muted"))
        day, clock = saved_when(save.saved)
        saved = [Line(day)] + ([Line(clock, "muted")] if clock else [])
        return Row(
            [Picture(), game, [Line(self.players(save))], [Line(fonts.ELLIPSIS, "muted")], saved],
            key=save.path,
        )

    def progress_cell(self, details: SaveDetails) -> list[Line]:
        if details.problem is not None:
            return [Line(tr("load.cannot_load"), "warning")]
        if self.tab == FINISHED:
            first, *rest = details.result()
            return [Line(first), *(Line(line, "muted") for line in rest)]
        return [Line(details.progress())]

    def picture_cell(self, details: SaveDetails) -> Picture:
        if details.problem is not None or self.table is None:
            return Picture(problem="—")
        size = self.table.picture_size(PICTURE)
        surface = details.picture(size, self.app.settings.colorblind)
        return Picture(surface) if surface is not None else Picture(problem="—")

    # --- layout -----------------------------------------------------------------------------
    def build(self) -> None:
        px = self.px
        w = self.app.size[0]
        unfinished, finished = self.app.saves.unfinished(), self.app.saves.finished()
        self.saves, self.broken = unfinished if self.tab == UNFINISHED else finished
        back = self.back_rect()
        bw, bh, y = back.width, back.height, back.y
        width = min(w - px(60), px(1120))
        x = (w - width) // 2
        self._build_tabs(len(unfinished[0]), len(finished[0]))
        top = px(TABLE_TOP)
        notice_h = px(30) if self.broken else 0
        area = pygame.Rect(x, top, width, y - px(14) - notice_h - top)
        self.info = None
        if self.broken:
            self.info = widgets.label(
                self,
                pygame.Rect(x, y - px(8) - notice_h, width, notice_h),
                tr("load.broken_files", count=len(self.broken)),
                "@warning",
            )
        self.load_button = self.delete_button = self.review_button = None
        if not self.saves:
            self.table = None
            self.filled = []
            self.empty_rect = message_box(self.app, area, self.empty_words()[1])
            self.build_back_button()
            return
        finished_tab = self.tab == FINISHED
        self.table = Table(
            self.app,
            area,
            [
                Column(tr("load.col_board"), 132),
                Column(tr("load.col_game"), 170),
                Column(tr("load.col_players"), 220, flex=1.0),
                Column(tr("load.col_result" if finished_tab else "load.col_progress"), 180, 0.3),
                Column(tr("load.col_finished" if finished_tab else "load.col_saved"), 124),
            ],
            [self.row(save) for save in self.saves],
            ROW_H,
        )
        self.filled = [False] * len(self.saves)
        size = self.table.picture_size(PICTURE)
        key = (*size, self.app.settings.colorblind)
        for index, save in enumerate(self.saves):  # what is known already shows at once
            details = self.details.get(save.path)
            fresh = details is not None and details.stamp == stamp_of(save.path)
            if fresh and (details.problem is not None or key in details.pictures):
                self._fill(index)
        paths = [save.path for save in self.saves]
        if self.chosen in paths:
            self.table.select(paths.index(self.chosen))
        self.back_button = widgets.button(
            self, pygame.Rect(x, y, bw, bh), tr("menu.back"), "@menu_button"
        )
        right = [pygame.Rect(x + width - (n + 1) * bw - n * px(12), y, bw, bh) for n in range(3)]
        review_style = "@primary" if finished_tab else "@menu_button"
        if not finished_tab:
            self.load_button = widgets.button(self, right.pop(0), tr("load.load"), "@primary")
        else:  # the review is what a finished game opens: rightmost, as Load is on the other tab
            right = [right[1], right[0]]
        self.delete_button = widgets.button(self, right[0], tr("load.delete"), "@danger")
        self.review_button = widgets.button(
            self,
            right[1],
            tr("review_ui.open_save"),
            review_style,
            tooltip=tr("review_ui.open_help"),
        )
        self._enable_buttons()

    def _build_tabs(self, unfinished: int, finished: int) -> None:
        """The two tabs under the title, each with its count; the shown one selected."""
        px = self.px
        tab_w, tab_h, gap = px(260), px(40), px(12)
        x = (self.app.size[0] - 2 * tab_w - gap) // 2
        self.tab_buttons = {}
        for n, (tab, count) in enumerate(((UNFINISHED, unfinished), (FINISHED, finished))):
            help_args = {"count": FINISHED_KEPT} if tab == FINISHED else {}
            button = widgets.button(
                self,
                pygame.Rect(x + n * (tab_w + gap), px(TABS_TOP), tab_w, tab_h),
                tr(f"load.tab_{tab}", count=count),
                "@small",
                tooltip=tr(f"load.tab_{tab}_help", **help_args),
            )
            widgets.select(button, tab == self.tab)
            self.tab_buttons[tab] = button

    def show_tab(self, tab: str) -> None:
        """Show the unfinished or the finished games."""
        if tab != self.tab:
            self.tab = tab
            self.chosen = None
            self.rebuild()

    def empty_words(self) -> tuple[str, str]:
        """The message and its hint where the tab has no game."""
        if self.tab == FINISHED:
            hint = tr("load.finished_empty_hint", count=FINISHED_KEPT)
            return tr("load.finished_empty"), hint
        return tr("load.empty"), tr("load.empty_hint")

    def _enable_buttons(self) -> None:
        chosen = self.selected() is not None
        for button in (self.load_button, self.delete_button, self.review_button):
            if button is not None:
                widgets.enable(button, chosen)

    # --- the pictures, a few a frame -----------------------------------------------------------
    def pending(self) -> list[int]:
        """Rows still waiting for their details: the selected one, the visible ones, the rest."""
        if self.table is None:
            return []
        order = [self.table.selected] if self.table.selected is not None else []
        order += [*self.table.visible(), *range(len(self.saves))]
        return [i for i in dict.fromkeys(order) if not self.filled[i]]

    def _fill(self, index: int) -> None:
        """Replay row ``index``'s save if need be, and show its picture and progress."""
        save = self.saves[index]
        details = self.details.get(save.path)
        if details is None or details.stamp != stamp_of(save.path):
            details = self.details[save.path] = SaveDetails.of(save.path)
        self.table.set_cell(index, PROGRESS, self.progress_cell(details))
        self.table.set_cell(index, PICTURE, self.picture_cell(details))
        self.filled[index] = True

    def fill_details(self, budget: float | None) -> None:
        """Fill pending rows until ``budget`` seconds are spent (None: all of them)."""
        started = time.perf_counter()
        for index in self.pending():
            self._fill(index)
            if budget is not None and time.perf_counter() - started > budget:
                return

    def update(self, dt: float) -> None:
        if self.table is not None:
            self.table.update(dt)
            self.fill_details(FRAME_BUDGET)

    def animating(self) -> bool:
        return bool(self.pending())

    # --- events --------------------------------------------------------------------------------
    def selected(self) -> SaveSummary | None:
        if self.table is None or self.table.selected is None:
            return None
        return self.saves[self.table.selected]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for tab, button in self.tab_buttons.items():
                if event.ui_element is button:
                    self.show_tab(tab)
                    return
            if event.ui_element is self.load_button:
                self.load_selected()
            elif event.ui_element is self.delete_button:
                self.ask_delete()
            elif event.ui_element is self.review_button:
                self.review_selected()
            return
        if self.table is None:
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            self.ask_delete()
            return
        happened = self.table.handle_event(event)
        if happened == "select":
            save = self.selected()
            self.chosen = save.path if save is not None else None
            self._enable_buttons()
        elif happened == "activate":
            self.open_selected()

    def open_selected(self) -> None:
        """Enter or a double click: an unfinished game is played on, a finished reviewed."""
        if self.tab == FINISHED:
            self.review_selected()
        else:
            self.load_selected()

    def load_selected(self) -> None:
        save = self.selected()
        if save is not None:
            open_save(self.app, save.path)

    def review_selected(self) -> None:
        save = self.selected()
        if save is not None:
            open_save(self.app, save.path, route="review")

    def ask_delete(self) -> None:
        save = self.selected()
        if save is not None:
            self.app.push("confirm", key="load.confirm_delete", on_yes=lambda: self.delete(save))

    def delete(self, save: SaveSummary) -> None:
        """Delete ``save``; the row that takes its place is selected, so the next can go too."""
        index = self.saves.index(save) if save in self.saves else 0
        self.app.saves.delete(save.path)
        self.details.pop(save.path, None)
        rest = [s.path for s in self.saves if s.path != save.path]
        self.chosen = rest[min(index, len(rest) - 1)] if rest else None
        self.rebuild()

    def on_uncover(self) -> None:
        self.rebuild()

    # --- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.table is not None:
            self.table.draw(surface)
        else:
            draw_message(self.app, surface, self.empty_rect, *self.empty_words())

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        if self.table is not None:
            return self.table.drawn_texts()
        return message_texts(self.app, self.empty_rect, *self.empty_words())

    def state_for_test(self) -> dict[str, Any]:
        table = self.table
        rows = []
        for index, save in enumerate(self.saves if table is not None else []):
            picture = table.rows[index].cells[PICTURE]
            rows.append(
                {
                    "path": save.path.name,
                    "game": table.cell_lines(index, GAME),
                    "players": " ".join(table.cell_lines(index, PLAYERS)),
                    "progress": " ".join(table.cell_lines(index, PROGRESS)),
                    "saved": table.cell_lines(index, SAVED),
                    "picture": "ready"
                    if isinstance(picture, Picture) and picture.surface is not None
                    else (picture.problem if isinstance(picture, Picture) else "") or "pending",
                }
            )
        return {
            "name": self.name,
            "tab": self.tab,
            "tabs": {tab: button.text for tab, button in self.tab_buttons.items()},
            "rows": rows,
            "items": [" · ".join([*r["game"], r["players"], r["progress"]]) for r in rows],
            "selected": None if table is None else table.selected,
            "empty": table is None,
            "table": None if table is None else table.state_for_test(),
            "load_enabled": bool(self.load_button and self.load_button.is_enabled),
            "delete_enabled": bool(self.delete_button and self.delete_button.is_enabled),
            "review_enabled": bool(self.review_button and self.review_button.is_enabled),
            "notice": self.info.text if self.info is not None else "",
        }
