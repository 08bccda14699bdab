"""Statistics: games played and won and the best result, per game and per opponent level;
per game also the sums behind the averages (length in rounds and minutes, the winning or
losing margin), the winning streak and the games a resignation stopped (counted as played,
kept out of the averages: such a game has no final score nor a length of its own).  Files
written before these existed load as they are (the new fields start at zero).

More than one process may count games in one file (a second copy of the app on another
user folder setting, an older version, a tool): a game is counted by reading the file as it
is now, adding the game and writing it back (atomically, as every file), all under an
operating-system lock on ``statistics.json.lock`` (:mod:`game.filelock`), so no writer's
game is lost; what another process counted shows the next time the statistics are read."""

from __future__ import annotations

import contextlib
import math
from pathlib import Path
from typing import Any

from game import paths
from game.filelock import FileLock
from game.jsonio import (
    BrokenFile,
    read_json,
    remove_stale_temp_files,
    set_aside,
    write_json,
)

HOTSEAT = "hotseat"


def _empty() -> dict[str, Any]:
    return {"games": {}}


MAX_COUNT = 10**9
"""More games than anyone plays: a larger count means the file was not written by the app."""
MAX_KEY_CHARS = 64
"""Longest game id or level name kept (an unknown level is shown as written)."""
MAX_SUM = 10**12
"""More rounds, seconds or margin points than a billion games add up to."""
STORY_COUNTS = ("measured", "timed", "streak", "best_streak", "resigned")
"""Per game: games whose length and margin are summed, games whose time is summed, the
current and the longest run of wins, games stopped by a resignation (not in the sums)."""
STORY_SUMS = ("rounds", "seconds")
"""Per game: the summed length of the measured games, in rounds and in seconds."""
LOCK_SECONDS = 10.0
"""How long counting a game waits for another writer to finish.  A write takes
milliseconds, so only a stuck process holds the lock that long; the game is then counted
without it rather than lost or waited for with the window frozen."""


def _counts(value: Any) -> dict[str, Any]:
    """``{"played": n, "won": m}`` with 0 <= m <= n <= MAX_COUNT, and ``"best"`` (a finite
    number) when there is one; ValueError for anything else."""
    if not isinstance(value, dict):
        raise ValueError("counts are not an object")
    out: dict[str, Any] = {}
    for key in ("played", "won"):
        v = value.get(key)
        if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= MAX_COUNT:
            raise ValueError(f"{key} is not a count: {v!r}")
        out[key] = v
    if out["won"] > out["played"]:
        raise ValueError("won more games than played")
    best = value.get("best")
    if best is not None:
        if not isinstance(best, (int, float)) or isinstance(best, bool) or not math.isfinite(best):
            raise ValueError(f"best is not a number: {best!r}")
        out["best"] = best
    return out


def _whole(value: Any, most: int, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
        raise ValueError(f"{name} is not a count: {value!r:.40}")
    return value


def _story(value: dict[str, Any], counts: dict[str, Any]) -> dict[str, Any]:
    """The optional story fields of a game's entry (absent: zero), checked like counts:
    whole numbers in range, consistent with ``played`` and ``won``; ValueError else."""
    out: dict[str, Any] = {}
    for key in STORY_COUNTS:
        out[key] = _whole(value.get(key, 0), MAX_COUNT, key)
    for key in STORY_SUMS:
        out[key] = _whole(value.get(key, 0), MAX_SUM, key)
    margin = value.get("margin", 0)
    if (
        not isinstance(margin, (int, float))
        or isinstance(margin, bool)
        or not math.isfinite(margin)
        or abs(margin) > MAX_SUM
    ):
        raise ValueError(f"margin is not a number: {margin!r:.40}")
    out["margin"] = margin
    if out["measured"] + out["resigned"] > counts["played"] or out["timed"] > out["measured"]:
        raise ValueError("more games measured than played")
    if not out["streak"] <= out["best_streak"] <= counts["won"]:
        raise ValueError("a streak longer than the games won")
    return out


def averages(entry: dict[str, Any]) -> dict[str, float | None]:
    """A game's averages: ``rounds``, ``minutes`` and ``margin`` per measured game (None
    before any)."""
    measured, timed = entry.get("measured", 0), entry.get("timed", 0)
    return {
        "rounds": entry.get("rounds", 0) / measured if measured else None,
        "minutes": entry.get("seconds", 0) / 60 / timed if timed else None,
        "margin": entry.get("margin", 0) / measured if measured else None,
    }


def _keep_best(counts: dict[str, Any], best: float | None, lower_is_better: bool) -> None:
    """Remember ``best`` in ``counts`` when it beats the one kept (None: nothing to keep)."""
    if best is None:
        return
    kept = counts.get("best")
    if kept is None or (best < kept if lower_is_better else best > kept):
        counts["best"] = best


def _clean(data: Any) -> dict[str, Any]:
    """The statistics as the app writes them, or ValueError: one bad count makes the whole
    file suspect, so it is set aside rather than partly believed."""
    if not isinstance(data, dict) or not isinstance(data.get("games"), dict):
        raise ValueError("no games")
    clean = _empty()
    for game_id, entry in data["games"].items():
        if not isinstance(entry, dict) or not isinstance(entry.get("by_level"), dict):
            raise ValueError(f"bad entry for {game_id!r:.80}")
        if max(map(len, [game_id, *entry["by_level"]])) > MAX_KEY_CHARS:
            raise ValueError("a game or level name too long")
        counts = _counts(entry)
        clean["games"][game_id] = {
            **counts,
            **_story(entry, counts),
            "by_level": {str(k): _counts(v) for k, v in entry["by_level"].items()},
        }
    return clean


def _count_story(
    entry: dict[str, Any],
    won: bool,
    rounds: int | None,
    seconds: float | None,
    margin: float | None,
    resigned: bool,
) -> None:
    for key in (*STORY_COUNTS, *STORY_SUMS, "margin"):
        entry.setdefault(key, 0)
    entry["streak"] = entry["streak"] + 1 if won else 0
    entry["best_streak"] = max(entry["best_streak"], entry["streak"])
    if resigned:  # stopped before its end: no length nor margin of its own
        entry["resigned"] += 1
        return
    if rounds is None or margin is None or not math.isfinite(margin):
        return
    entry["measured"] += 1
    entry["rounds"] = min(MAX_SUM, entry["rounds"] + max(0, int(rounds)))
    entry["margin"] = max(-MAX_SUM, min(MAX_SUM, entry["margin"] + margin))
    if seconds is not None and math.isfinite(seconds):
        entry["timed"] += 1
        entry["seconds"] = min(MAX_SUM, entry["seconds"] + max(0, round(seconds)))


def _stamp(path: Path) -> tuple[int, ...] | None:
    """What changes whenever the file is written again (None: there is no file)."""
    try:
        info = path.stat()
    except OSError:
        return None
    return info.st_mtime_ns, info.st_size, info.st_ino


class StatsStore:
    def __init__(self, path: Path | None = None, read: bool = True) -> None:
        """``read=False``: nothing is read (or tidied) now; the file is read when first
        asked for (a second start of the app, which never shows the statistics)."""
        self.path = path or paths.stats_file()
        self.problem: str | None = None
        self._broken_on_disk = False
        self._stamp: tuple[int, ...] | None = None
        """The file as last read (another process may have written it since)."""
        self.data = self._load() if read else _empty()

    def _load(self) -> dict[str, Any]:
        remove_stale_temp_files(self.path.parent, lambda name: name == self.path.name)
        try:
            return self._read()
        except (BrokenFile, ValueError):
            self.problem = "errors.stats_broken"
            try:  # kept as statistics.json.broken; should that fail, again before saving
                set_aside(self.path)
            except OSError:
                self._broken_on_disk = True
            return _empty()

    def _read(self) -> dict[str, Any]:
        """The file as it is now (BrokenFile or ValueError when it cannot be believed)."""
        stamp = _stamp(self.path)
        raw = read_json(self.path)
        data = _empty() if raw is None else _clean(raw)
        self._stamp = stamp
        return data

    def _refresh(self) -> None:
        """Take in what another process counted since the file was last read.  Quietly:
        a file that cannot be read now is dealt with when the next game is counted."""
        if self._broken_on_disk or _stamp(self.path) == self._stamp:
            return
        with contextlib.suppress(BrokenFile, ValueError):
            self.data = self._read()

    def game(self, game_id: str) -> dict[str, Any]:
        self._refresh()
        return self.data["games"].get(game_id, {"played": 0, "won": 0, "by_level": {}})

    def record(
        self,
        game_id: str,
        won: bool,
        levels: list[str],
        best: float | None = None,
        lower_is_better: bool = False,
        rounds: int | None = None,
        seconds: float | None = None,
        margin: float | None = None,
        resigned: bool = False,
    ) -> None:
        """Count one finished game for the human side (read, add, write, under the lock).

        ``levels`` are the AI levels among the opponents (empty for a hot-seat game).
        ``best`` is the game's result by the game's own measure (None: it does not count);
        the best one is kept per game and per level, the smallest when ``lower_is_better``.
        ``rounds`` and ``margin`` (the human side's score less the best other side's) add
        to the game's averages when both are known, ``seconds`` (how long the game was open
        to play, over every sitting) when it is known.  ``resigned``: a resignation stopped
        the game; it counts as played (and won or lost) and in the games resigned, not in
        the averages.
        """
        lock = FileLock(self.path.with_name(self.path.name + ".lock"))
        with contextlib.suppress(OSError):  # a folder without locks: counted unguarded
            lock.acquire(LOCK_SECONDS)
        try:
            self._take_in_latest()
            entry = self.data["games"].setdefault(game_id, {"played": 0, "won": 0, "by_level": {}})
            entry["played"] += 1
            entry["won"] += int(won)
            _keep_best(entry, best, lower_is_better)
            _count_story(entry, won, rounds, seconds, margin, resigned)
            for level in sorted(set(levels)) or [HOTSEAT]:
                counts = entry["by_level"].setdefault(level, {"played": 0, "won": 0})
                counts["played"] += 1
                counts["won"] += int(won)
                _keep_best(counts, best, lower_is_better)
            self.save()
        finally:
            lock.release()

    def _take_in_latest(self) -> None:
        """Before a game is added: the file as the other writers left it becomes the base,
        so the games they counted are kept.  A file broken since it was last read is set
        aside when saving (kept for the player), and the counts this app knows go on."""
        if self._broken_on_disk:
            return
        try:
            self.data = self._read()
        except (BrokenFile, ValueError):
            self._broken_on_disk = True

    def save(self) -> None:
        if self._broken_on_disk:
            set_aside(self.path)
            self._broken_on_disk = False
        write_json(self.path, self.data)
        self._stamp = _stamp(self.path)
