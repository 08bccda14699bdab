"""Save files: one autosave per unfinished match (Continue resumes the newest), named saves,
and the finished games; Load lists the unfinished ones and, on its second tab, the finished.

Autosaves are named ``autosave-<game>-<date>-<time>-<random>.json`` (``autosave.json``,
the single slot of earlier versions, still counts as one).  A match keeps writing to the
file it was resumed from, a new match gets a file of its own, and a finished match's
autosave is *retired*: its last record (finished, in the clear) moves into the
``finished`` folder beside the saves (:meth:`SaveStore.finished_file_for`), where it can be
reviewed but never resumed, so nothing unfinished is ever replaced by another game.  The
newest :data:`FINISHED_KEPT` finished games are kept.

An autosave is retired at start only once a replay has reached the end of its match; one
that cannot be read is set aside as ``<name>.broken`` (kept for the player) and the player
is told, naming it (:meth:`SaveStore.take_set_aside`).
"""

from __future__ import annotations

import contextlib
import os
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game import paths
from game.engine import record, registry
from game.engine.match import Match
from game.jsonio import remove_stale_temp_files, set_aside

AUTOSAVE = "autosave.json"
"""The single autosave slot of earlier versions (still resumed and listed)."""
AUTOSAVE_PREFIX = "autosave-"
FINISHED = "finished"
"""The finished games' folder, inside the saves folder."""
FINISHED_KEPT = 100
"""Finished games kept: when one more is retired, the oldest beyond this are deleted (a
long game's record is about 100 kB; the Load list replays each to draw it)."""
BROKEN_FOR_GOOD = frozenset(
    {
        "errors.save_corrupt",
        "errors.save_foreign",
        "errors.save_tampered",
        "errors.save_invalid",
        "errors.save_unreadable",
    }
)
"""Why an autosave is set aside: nothing can ever resume it.  One written by another
version, or of a game this build lacks, stays where it is for a build that can."""


def is_autosave(path: Path) -> bool:
    return path.suffix == ".json" and (
        path.name == AUTOSAVE or path.name.startswith(AUTOSAVE_PREFIX)
    )


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


def _playable(game_id: str) -> bool:
    """Whether this build has the game (an autosave of another game is not resumable)."""
    try:
        registry.get(game_id)
    except (KeyError, ImportError):
        return False
    return True


def _when(summary: SaveSummary) -> tuple[float, int]:
    """Sort key: when the save says it was written (naive dates read as UTC), then the
    file's modification time."""
    try:
        when = datetime.fromisoformat(summary.saved)
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        stamp = when.timestamp()
    except (ValueError, OverflowError, OSError):
        stamp = 0.0
    try:
        mtime = summary.path.stat().st_mtime_ns
    except OSError:
        mtime = 0
    return stamp, mtime


class SaveStore:
    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or paths.saves_dir()
        self.finished_folder = self.folder / FINISHED
        self._summaries: dict[Path, tuple[tuple[int, ...], SaveSummary | BrokenSave]] = {}
        self._resumed: tuple[Match, Path] | None = None
        self._set_aside: list[Path] = []

    # --- autosaves ----------------------------------------------------------------------
    def tidy(self) -> None:
        """At start-up: delete what a killed run left behind (temporary files of writes
        cut short) and the autosaves of finished matches, and set aside the autosaves
        that cannot be read.  Nothing else is touched.

        An autosave that says its match is over is replayed first: only a replay that
        reaches the end retires it (a forged or damaged flag never deletes a game)."""
        if not self.folder.is_dir():
            return
        remove_stale_temp_files(self.folder, lambda name: name.endswith(".json"))
        if self.finished_folder.is_dir():
            remove_stale_temp_files(self.finished_folder, lambda name: name.endswith(".json"))
        good, broken = self.list()
        for entry in broken:
            self.retire_broken(entry.path, entry.key)
        for summary in good:
            if summary.is_autosave and summary.over:
                try:
                    match = record.load(summary.path)
                except record.RecordError as exc:
                    self.retire_broken(summary.path, exc.key)
                    continue
                if match.is_over:
                    self.keep_finished(summary.path, match)

    def retire_broken(self, path: Path, key: str) -> Path | None:
        """Set aside an autosave that failed with ``key`` when nothing can resume it
        (:data:`BROKEN_FOR_GOOD`): it is kept as ``<name>.broken`` and remembered for
        :meth:`take_set_aside`.  Returns the new path; None when it stays (a named save,
        another version's file, or a folder that cannot be written)."""
        if key not in BROKEN_FOR_GOOD or not is_autosave(path) or path.parent != self.folder:
            return None
        try:
            target = set_aside(path)
        except OSError:
            return None
        self._summaries.pop(path, None)
        if target is not None:
            self._set_aside.append(target)
        return target

    # --- finished games ---------------------------------------------------------------------
    def finished_file_for(self, match: Match) -> Path:
        """A new file in the finished folder for ``match`` (never an existing one)."""
        return self._new_file(self.finished_folder, match.rules.game_id)

    def keep_finished(self, autosave: Path, match: Match) -> None:
        """Move the finished autosave ``autosave`` (the record of ``match``) into the finished
        folder; should that fail, it is deleted (a finished game never resumes)."""
        try:
            self.finished_folder.mkdir(parents=True, exist_ok=True)
            os.replace(autosave, self.finished_file_for(match))
        except OSError:
            with contextlib.suppress(OSError):
                self.delete(autosave)
        self._summaries.pop(autosave, None)
        self.trim_finished()

    def finished(self) -> tuple[list[SaveSummary], list[BrokenSave]]:
        """The finished games, newest first: those of the finished folder, and any finished
        save of the saves folder (a named save written at the end, an autosave not yet
        retired); and the finished folder's files that cannot be read."""
        kept, broken = self._list(self.finished_folder)
        done = [s for s in self.list()[0] if s.over]
        return sorted(kept + done, key=_when, reverse=True), broken

    def unfinished(self) -> tuple[list[SaveSummary], list[BrokenSave]]:
        """The saves folder's unfinished games, newest first, and its unreadable files."""
        good, broken = self.list()
        return [s for s in good if not s.over], broken

    def trim_finished(self) -> None:
        """Delete the oldest finished games beyond :data:`FINISHED_KEPT`."""
        kept, _ = self._list(self.finished_folder)
        for summary in kept[FINISHED_KEPT:]:
            with contextlib.suppress(OSError):
                self.delete(summary.path)

    def take_set_aside(self) -> list[Path]:
        """The autosaves set aside since the last call (each is told to the player once)."""
        told, self._set_aside = self._set_aside, []
        return told

    def autosaves(self) -> list[SaveSummary]:
        """The unfinished matches' autosaves of the games this build plays, newest first."""
        return [s for s in self.list()[0] if s.is_autosave and not s.over and _playable(s.game)]

    def latest_autosave(self) -> Path | None:
        """The autosave Continue resumes: the newest unfinished one, if any."""
        found = self.autosaves()
        return found[0].path if found else None

    @property
    def autosave_path(self) -> Path:
        """The autosave Continue resumes (``autosave.json``, absent, when there is none)."""
        return self.latest_autosave() or self.folder / AUTOSAVE

    def has_continue(self) -> bool:
        """True when some autosave holds an unfinished match."""
        return self.latest_autosave() is not None

    def load(self, path: Path, reports: int = 0) -> Match:
        """The match saved in ``path`` (:class:`record.RecordError` when it cannot be
        loaded; ``reports`` as :func:`record.load`); a match resumed from an autosave goes
        on writing to that autosave."""
        match = record.load(path, reports)
        if is_autosave(path):
            self._resumed = (match, path)
        return match

    def autosave_file_for(self, match: Match) -> Path:
        """Where ``match`` autosaves: the autosave it was just loaded from, else a new file
        of its own (never an existing one)."""
        if self._resumed is not None and self._resumed[0] is match:
            path = self._resumed[1]
            self._resumed = None
            return path
        return self._new_file(self.folder, f"{AUTOSAVE_PREFIX}{match.rules.game_id}")

    @staticmethod
    def _new_file(folder: Path, prefix: str) -> Path:
        """``<prefix>-<date>-<time>-<random>.json`` in ``folder``, a name not taken."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        while True:
            path = folder / f"{prefix}-{stamp}-{secrets.token_hex(3)}.json"
            if not os.path.lexists(path):
                return path

    # --- named saves ----------------------------------------------------------------------
    def save_as_new(self, match: Match, meta: dict[str, Any] | None = None) -> Path:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"{match.rules.game_id}-{stamp}.json"
        n = 2
        while os.path.lexists(path):
            path = self.folder / f"{match.rules.game_id}-{stamp}-{n}.json"
            n += 1
        record.save(match, path, meta)
        return path

    # --- the list -------------------------------------------------------------------------
    def list(self) -> tuple[list[SaveSummary], list[BrokenSave]]:
        """The saves folder's readable saves, newest first, and the files that could not be
        read (a FIFO, a device or anything that fails a check of
        :func:`record.read_summary`).  Summaries are remembered per file until the file
        changes."""
        return self._list(self.folder)

    def _list(self, folder: Path) -> tuple[list[SaveSummary], list[BrokenSave]]:
        good: list[SaveSummary] = []
        broken: list[BrokenSave] = []
        if not folder.is_dir():
            return good, broken
        seen: set[Path] = set()
        for path in folder.glob("*.json"):
            seen.add(path)
            entry = self._summary(path)
            if isinstance(entry, SaveSummary):
                good.append(entry)
            else:
                broken.append(entry)
        for gone in {p for p in self._summaries if p.parent == folder} - seen:
            del self._summaries[gone]
        good.sort(key=_when, reverse=True)
        broken.sort(key=lambda b: b.path.name)
        return good, broken

    def _summary(self, path: Path) -> SaveSummary | BrokenSave:
        try:
            info = path.stat()
            stamp: tuple[int, ...] = (info.st_mtime_ns, info.st_size, info.st_ino, info.st_dev)
        except OSError:
            stamp = ()
        cached = self._summaries.get(path)
        if cached is not None and stamp and cached[0] == stamp:
            return cached[1]
        try:
            data = record.read_summary(path)
            entry: SaveSummary | BrokenSave = SaveSummary(
                path=path,
                game=data["game"],
                saved=data["saved"],
                seats=data["seats"],
                over=data["over"],
                meta=data["meta"],
                is_autosave=is_autosave(path),
            )
        except record.RecordError as exc:
            entry = BrokenSave(path, exc.key)
        if stamp:
            self._summaries[path] = (stamp, entry)
        return entry

    def delete(self, path: Path) -> None:
        """Delete a save of the saves folder or of the finished folder (nothing else)."""
        if path.parent in (self.folder, self.finished_folder):
            path.unlink(missing_ok=True)
            self._summaries.pop(path, None)
