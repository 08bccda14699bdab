"""Load: the saves in a table (a picture of the board, game, players and their levels, how
far the game has gone, when it was saved), newest first, with Load and Delete.

The list itself comes from the saves' summaries (cheap); the picture and the progress need
the position, so each save is replayed once, a few per frame, visible rows first
(:class:`SaveDetails`).  Both come from the game's view through the registry, drawn from
the public observation only: a paused hot-seat game shows nobody's hidden pieces.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pygame
import pygame_gui

from game.app import fonts, widgets
from game.app.resume import open_save
from game.app.scenes.base import MenuPage
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
from game.app.views import get_view
from game.engine import record, registry
from game.engine.match import Match
from game.engine.options import level_label_key
from game.persistence.saves import SaveSummary
from game.text import has, tr

ROW_H = 84
"""Design height of a save's row (the picture's height and a little)."""
FRAME_BUDGET = 0.012
"""Seconds a frame may spend replaying saves for their pictures."""
PICTURE, GAME, PLAYERS, PROGRESS, SAVED = range(5)


def seat_label(
    seat: dict[str, Any], index: int, name_key: str | None = None, name: str | None = None
) -> str:
    """How a seat is named in lists: the shared seat name (its name, the game's label for
    it such as the faction, or "Player N"; ``name`` when given), followed by the AI level
    for AI seats."""
    if name is None:
        name = seat_name(index, str(seat.get("name") or ""), name_key)
    if seat.get("kind") == "ai":
        level = str(seat.get("level", ""))
        key = level_label_key(level)
        return tr("load.ai_seat", name=name, level=tr(key) if has(key) else level)
    return name


def saved_when(iso: str, today: datetime | None = None) -> tuple[str, str]:
    """The day ("Today", "Yesterday" or the date) and the time a save was written, in local
    time; a date the app cannot read is shown as written."""
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except (ValueError, TypeError, OverflowError, OSError):  # OverflowError: year 9999 + 1
        return iso, ""
    now = (today or datetime.now()).astimezone()
    if when.date() == now.date():
        day = tr("load.today")
    elif when.date() == (now - timedelta(days=1)).date():
        day = tr("load.yesterday")
    else:
        day = when.strftime("%Y-%m-%d")
    return day, when.strftime("%H:%M")


def turn_number(match: Match) -> int:
    """The turn a match is in (or ended in): the steps are gone through again, and a turn
    begins whenever a decision falls in another seat's turn (``Rules.turn_of``), so a
    defender's answer stays in the attacker's turn and chance never ends one."""
    rules = match.rules
    state = rules.initial_state(match.setup)
    turns, last = 0, None
    for step in match.steps:
        if step.is_chance:
            rules.apply_chance(state, step.value, None)
            continue
        if step.is_resignation:  # the match's step, not the rules': no turn of its own
            continue
        owner = rules.turn_of(state)
        if owner != last:
            turns, last = turns + 1, owner
        rules.apply(state, step.value, None)
    if not match.is_over and match.turn_of >= 0 and match.turn_of != last:
        turns += 1
    return max(1, turns)


def game_title(game_id: str) -> str:
    """A game's name from its registry entry; the bare id for a game this build lacks."""
    try:
        return tr(registry.get(game_id).title_key)
    except (KeyError, ImportError):
        return game_id


def _stamp(path: Path) -> tuple[int, int]:
    try:
        stat = path.stat()
    except OSError:
        return (0, 0)
    return (stat.st_mtime_ns, stat.st_size)


@dataclass
class SaveDetails:
    """What replaying a save tells: its public position and turn, or why it cannot load."""

    stamp: tuple[int, int]
    game: str = ""
    observation: Any = None
    turns: int = 0
    over: bool = False
    problem: str | None = None
    """A locale key: the save cannot be loaded (the Load button says why)."""
    pictures: dict[tuple[int, int, bool], pygame.Surface] = field(default_factory=dict)

    @classmethod
    def of(cls, path: Path) -> SaveDetails:
        stamp = _stamp(path)
        try:
            match = record.load(path)
        except record.RecordError as exc:
            return cls(stamp, problem=exc.key)
        return cls(
            stamp,
            game=match.rules.game_id,
            observation=match.observe_public(),
            turns=turn_number(match),
            over=match.is_over,
        )

    def view(self):
        try:
            return get_view(self.game)
        except (KeyError, ImportError):
            return None

    def picture(self, size: tuple[int, int], colorblind: bool) -> pygame.Surface | None:
        """The position drawn by the game into ``size`` (its card picture if it draws none)."""
        key = (size[0], size[1], colorblind)
        if key not in self.pictures:
            view = self.view()
            if view is None or self.observation is None:
                return None
            drawer = getattr(view, "board_picture", None)
            if drawer is not None:
                self.pictures[key] = drawer(self.observation, size, colorblind)
            else:
                self.pictures[key] = view.card_picture(size)
        return self.pictures[key]

    def progress(self) -> str:
        if self.over:
            return tr("load.game_over")
        view = self.view()
        hook = getattr(view, "progress", None)
        said = hook(self.observation) if hook is not None else None
        return said or tr("load.turn", turn=self.turns)


class LoadGame(MenuPage):
    name = "load_game"
    title_key = "load.title"

    def __init__(self, app) -> None:
        super().__init__(app)
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
        if getattr(save, "is_autosave", False):
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
        self.saves, self.broken = self.app.saves.list()
        back = self.back_rect()
        bw, bh, y = back.width, back.height, back.y
        width = min(w - px(60), px(1120))
        x = (w - width) // 2
        notice_h = px(30) if self.broken else 0
        area = pygame.Rect(x, px(116), width, y - px(14) - notice_h - px(116))
        self.info = None
        if self.broken:
            self.info = widgets.label(
                self,
                pygame.Rect(x, y - px(8) - notice_h, width, notice_h),
                tr("load.broken_files", count=len(self.broken)),
                "@warning",
            )
        if not self.saves:
            self.table = None
            self.filled = []
            self.empty_rect = message_box(self.app, area, tr("load.empty_hint"))
            self.load_button = self.delete_button = self.review_button = None
            self.build_back_button()
            return
        self.table = Table(
            self.app,
            area,
            [
                Column(tr("load.col_board"), 132),
                Column(tr("load.col_game"), 170),
                Column(tr("load.col_players"), 220, flex=1.0),
                Column(tr("load.col_progress"), 180, flex=0.3),
                Column(tr("load.col_saved"), 124),
            ],
            [self.row(save) for save in self.saves],
            ROW_H,
        )
        self.filled = [False] * len(self.saves)
        size = self.table.picture_size(PICTURE)
        key = (*size, self.app.settings.colorblind)
        for index, save in enumerate(self.saves):  # what is known already shows at once
            details = self.details.get(save.path)
            fresh = details is not None and details.stamp == _stamp(save.path)
            if fresh and (details.problem is not None or key in details.pictures):
                self._fill(index)
        paths = [save.path for save in self.saves]
        if self.chosen in paths:
            self.table.select(paths.index(self.chosen))
        self.back_button = widgets.button(
            self, pygame.Rect(x, y, bw, bh), tr("menu.back"), "@menu_button"
        )
        self.load_button = widgets.button(
            self, pygame.Rect(x + width - bw, y, bw, bh), tr("load.load"), "@primary"
        )
        self.delete_button = widgets.button(
            self,
            pygame.Rect(x + width - 2 * bw - px(12), y, bw, bh),
            tr("load.delete"),
            "@danger",
        )
        self.review_button = widgets.button(
            self,
            pygame.Rect(x + width - 3 * bw - px(24), y, bw, bh),
            tr("review_ui.open_save"),
            "@menu_button",
            tooltip=tr("review_ui.open_help"),
        )
        self._enable_buttons()

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
        if details is None or details.stamp != _stamp(save.path):
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
            draw_message(
                self.app, surface, self.empty_rect, tr("load.empty"), tr("load.empty_hint")
            )

    def drawn_texts(self) -> list[tuple[str, int, int]]:
        if self.table is not None:
            return self.table.drawn_texts()
        return message_texts(self.app, self.empty_rect, tr("load.empty"), tr("load.empty_hint"))

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
