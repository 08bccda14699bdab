"""Load: the list of saves (game, date, players), with Load and Delete."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from game.app import widgets
from game.app.scenes.base import MenuPage
from game.app.scenes.dialogs import ConfirmDialog
from game.app.seat_names import seat_name
from game.app.views import get_view
from game.engine import record, registry
from game.engine.options import level_label_key
from game.persistence.saves import SaveSummary
from game.text import has, tr


def seat_label(seat: dict[str, Any], index: int, name_key: str | None = None) -> str:
    """How a seat is named in lists: the shared seat name (its name, the game's label for
    it such as the faction, or "Player N"), followed by the AI level for AI seats."""
    name = seat_name(index, str(seat.get("name") or ""), name_key)
    if seat.get("kind") == "ai":
        level = str(seat.get("level", ""))
        key = level_label_key(level)
        return tr("load.ai_seat", name=name, level=tr(key) if has(key) else level)
    return name


def format_date(iso: str) -> str:
    try:
        when = datetime.fromisoformat(iso).astimezone()
    except ValueError:
        return iso
    return when.strftime("%Y-%m-%d %H:%M")


def open_save(app, path: Path) -> bool:
    """Load ``path`` and start playing it; shows a clear message when it cannot be loaded."""
    try:
        match = record.load(path)
        view = get_view(match.rules.game_id)
    except record.RecordError as exc:
        app.show_message(exc.key)
        return False
    except KeyError:
        app.show_message("errors.save_unknown_game")
        return False
    app.push(view.play_scene(app, match))
    return True


def game_title(game_id: str) -> str:
    """A game's name from its registry entry; the bare id for a game this build lacks."""
    try:
        return tr(registry.get(game_id).title_key)
    except (KeyError, ImportError):
        return game_id


class LoadGame(MenuPage):
    name = "load_game"
    title_key = "load.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.saves: list[SaveSummary] = []
        self.items: list[tuple[str, str]] = []

    def describe(self, save: SaveSummary) -> str:
        game = game_title(save.game)
        keys = save.meta.get("seat_name_keys")
        if not (isinstance(keys, list) and len(keys) == len(save.seats)):
            keys = [None] * len(save.seats)
        players = ", ".join(
            seat_label(seat, i, key if isinstance(key, str) else None)
            for i, (seat, key) in enumerate(zip(save.seats, keys, strict=True))
        )
        parts = [game, format_date(save.saved), players]
        if save.is_autosave:
            parts.append(tr("load.autosave"))
        if save.over:
            parts.append(tr("load.finished"))
        return "  ·  ".join(parts)

    def build(self) -> None:
        px = self.px
        w, h = self.app.size
        self.saves, broken = self.app.saves.list()
        width = min(w - px(80), px(960))
        area = pygame.Rect((w - width) // 2, px(120), width, h - px(240))
        self.items = [(self.describe(s), str(i)) for i, s in enumerate(self.saves)]
        self.list = UISelectionList(
            area, item_list=self.items, manager=self.app.manager, container=self.root
        )
        info = tr("load.empty") if not self.saves else ""
        if broken:
            info = tr("load.broken_files", count=len(broken))
        self.info = widgets.label(
            self, pygame.Rect(area.x, area.bottom + px(8), area.w, px(30)), info, "@warning"
        )
        bw, bh = px(200), px(50)
        y = area.bottom + px(46)
        self.load_button = widgets.button(
            self, pygame.Rect(area.right - bw, y, bw, bh), tr("load.load"), "@primary"
        )
        self.delete_button = widgets.button(
            self, pygame.Rect(area.right - 2 * bw - px(12), y, bw, bh), tr("load.delete"), "@danger"
        )
        self.load_button.disable()
        self.delete_button.disable()
        self.back_button = widgets.button(
            self, pygame.Rect(area.x, y, bw, bh), tr("menu.back"), "@menu_button"
        )

    def selected(self) -> SaveSummary | None:
        chosen = self.list.get_single_selection(include_object_id=True)
        if not chosen:
            return None
        return self.saves[int(chosen[1])]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.is_back(event):
            self.app.pop()
        elif event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self.load_button.enable()
            self.delete_button.enable()
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self.load_selected()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.load_button:
                self.load_selected()
            elif event.ui_element is self.delete_button:
                save = self.selected()
                if save is not None:
                    self.app.push(
                        ConfirmDialog(self.app, "load.confirm_delete", lambda: self.delete(save))
                    )

    def load_selected(self) -> None:
        save = self.selected()
        if save is not None:
            open_save(self.app, save.path)

    def delete(self, save: SaveSummary) -> None:
        self.app.saves.delete(save.path)
        self.rebuild()

    def on_uncover(self) -> None:
        self.rebuild()

    def state_for_test(self) -> dict[str, Any]:
        return {"name": self.name, "items": [text for text, _ in self.items]}
