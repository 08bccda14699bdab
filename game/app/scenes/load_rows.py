"""What the Load screen says of a save: its seats, when it was saved, how far it went or
how it ended, and its board (:class:`SaveDetails`, from one replay of the save, drawn from
the public observation only)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pygame

from game.app.seat_names import SeatNames, resigned_words, seat_name, victory_words
from game.app.views import get_view
from game.engine import record, registry
from game.engine.contract import Outcome
from game.engine.match import Match
from game.engine.options import level_label_key
from game.engine.turn_order import turns_played
from game.text import has, tr


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
    """The turn a match is in (or ended in), as the review counts it
    (:func:`game.engine.turn_order.turns_played`)."""
    return turns_played(match)


def game_title(game_id: str) -> str:
    """A game's name from its registry entry; the bare id for a game this build lacks."""
    try:
        return tr(registry.get(game_id).title_key)
    except (KeyError, ImportError):
        return game_id


def stamp_of(path: Path) -> tuple[int, int]:
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
    outcome: Outcome | None = None
    """How a finished game ended (None: it has not)."""
    names: SeatNames | None = None
    problem: str | None = None
    """A locale key: the save cannot be loaded (the Load button says why)."""
    pictures: dict[tuple[int, int, bool], pygame.Surface] = field(default_factory=dict)

    @classmethod
    def of(cls, path: Path) -> SaveDetails:
        stamp = stamp_of(path)
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
            outcome=match.outcome() if match.is_over else None,
            names=SeatNames.of_match(match),
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

    def result(self) -> list[str]:
        """How a finished game ended: who won ("Orc wins!"), and who resigned."""
        if self.outcome is None or self.names is None:
            return [tr("load.game_over")]
        resigned = resigned_words(self.outcome, self.names, "load.resigned")
        return [victory_words(self.outcome, self.names), *([resigned] if resigned else [])]
