"""Statistics: games played and won and the best result, per game and per opponent level."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from game import paths
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
        clean["games"][game_id] = {
            **_counts(entry),
            "by_level": {str(k): _counts(v) for k, v in entry["by_level"].items()},
        }
    return clean


class StatsStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.stats_file()
        self.problem: str | None = None
        self._broken_on_disk = False
        self.data = self._load()

    def _load(self) -> dict[str, Any]:
        remove_stale_temp_files(self.path.parent, lambda name: name == self.path.name)
        try:
            raw = read_json(self.path)
            return _empty() if raw is None else _clean(raw)
        except (BrokenFile, ValueError):
            self.problem = "errors.stats_broken"
            try:  # kept as statistics.json.broken; should that fail, again before saving
                set_aside(self.path)
            except OSError:
                self._broken_on_disk = True
            return _empty()

    def game(self, game_id: str) -> dict[str, Any]:
        return self.data["games"].get(game_id, {"played": 0, "won": 0, "by_level": {}})

    def record(
        self,
        game_id: str,
        won: bool,
        levels: list[str],
        best: float | None = None,
        lower_is_better: bool = False,
    ) -> None:
        """Count one finished game for the human side.

        ``levels`` are the AI levels among the opponents (empty for a hot-seat game).
        ``best`` is the game's result by the game's own measure (None: it does not count);
        the best one is kept per game and per level, the smallest when ``lower_is_better``.
        """
        entry = self.data["games"].setdefault(game_id, {"played": 0, "won": 0, "by_level": {}})
        entry["played"] += 1
        entry["won"] += int(won)
        _keep_best(entry, best, lower_is_better)
        for level in sorted(set(levels)) or [HOTSEAT]:
            counts = entry["by_level"].setdefault(level, {"played": 0, "won": 0})
            counts["played"] += 1
            counts["won"] += int(won)
            _keep_best(counts, best, lower_is_better)
        self.save()

    def save(self) -> None:
        if self._broken_on_disk:
            set_aside(self.path)
            self._broken_on_disk = False
        write_json(self.path, self.data)
