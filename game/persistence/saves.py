"""Save files: the autosave that Continue resumes, and named saves listed by Load."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game import paths
from game.engine import record
from game.engine.match import Match

AUTOSAVE = "autosave.json"


@dataclass
class SaveSummary:
    path: Path
    game: str
    saved: str
    seats: list[dict[str, Any]]
    over: bool
    meta: dict[str, Any]
    is_autosave: bool


@dataclass
class BrokenSave:
    path: Path
    key: str


class SaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or paths.saves_dir()

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    def autosave(self, match: Match, meta: dict[str, Any] | None = None) -> None:
        record.save(match, self.autosave_path, meta)

    def clear_autosave(self) -> None:
        self.autosave_path.unlink(missing_ok=True)

    def has_continue(self) -> bool:
        """True when the autosave holds an unfinished match."""
        try:
            return not record.read_summary(self.autosave_path).get("over", False)
        except record.RecordError:
            return False

    def save_as_new(self, match: Match, meta: dict[str, Any] | None = None) -> Path:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"{match.rules.game_id}-{stamp}.json"
        n = 2
        while path.exists():
            path = self.folder / f"{match.rules.game_id}-{stamp}-{n}.json"
            n += 1
        record.save(match, path, meta)
        return path

    def list(self) -> tuple[list[SaveSummary], list[BrokenSave]]:
        """Readable saves, newest first, and the files that could not be read."""
        good: list[SaveSummary] = []
        broken: list[BrokenSave] = []
        if not self.folder.is_dir():
            return good, broken
        for path in self.folder.glob("*.json"):
            try:
                info = record.read_summary(path)
            except record.RecordError as exc:
                broken.append(BrokenSave(path, exc.key))
                continue
            good.append(
                SaveSummary(
                    path=path,
                    game=str(info["game"]),
                    saved=str(info["saved"]),
                    seats=info["seats"],
                    over=info["over"],
                    meta=info["meta"],
                    is_autosave=path.name == AUTOSAVE,
                )
            )
        good.sort(key=lambda s: s.saved, reverse=True)
        return good, broken

    def delete(self, path: Path) -> None:
        if path.parent == self.folder:
            path.unlink(missing_ok=True)
