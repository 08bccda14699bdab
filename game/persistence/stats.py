"""Statistics: games played and won, per game and per opponent level."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game import paths
from game.persistence.jsonfile import BrokenFile, read_json, set_aside, write_json

HOTSEAT = "hotseat"


def _empty() -> dict[str, Any]:
    return {"games": {}}


def _counts(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        return {"played": 0, "won": 0}
    out = {}
    for key in ("played", "won"):
        v = value.get(key, 0)
        out[key] = v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else 0
    return out


def _clean(data: Any) -> dict[str, Any]:
    """Keep only well-formed numbers; anything odd counts as zero."""
    clean = _empty()
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        return clean
    for game_id, entry in games.items():
        if not isinstance(entry, dict):
            continue
        levels = entry.get("by_level") if isinstance(entry.get("by_level"), dict) else {}
        clean["games"][str(game_id)] = {
            **_counts(entry),
            "by_level": {str(k): _counts(v) for k, v in levels.items()},
        }
    return clean


class StatsStore:
    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.stats_file()
        self.problem: str | None = None
        self._broken_on_disk = False
        self.data = self._load()

    def _load(self) -> dict[str, Any]:
        try:
            raw = read_json(self.path)
        except BrokenFile:
            self.problem = "errors.stats_broken"
            self._broken_on_disk = True
            return _empty()
        return _empty() if raw is None else _clean(raw)

    def game(self, game_id: str) -> dict[str, Any]:
        return self.data["games"].get(game_id, {"played": 0, "won": 0, "by_level": {}})

    def record(self, game_id: str, won: bool, levels: list[str]) -> None:
        """Count one finished game for the human side.

        ``levels`` are the AI levels among the opponents (empty for a hot-seat game).
        """
        entry = self.data["games"].setdefault(game_id, {"played": 0, "won": 0, "by_level": {}})
        entry["played"] += 1
        entry["won"] += int(won)
        for level in sorted(set(levels)) or [HOTSEAT]:
            counts = entry["by_level"].setdefault(level, {"played": 0, "won": 0})
            counts["played"] += 1
            counts["won"] += int(won)
        self.save()

    def save(self) -> None:
        if self._broken_on_disk:
            set_aside(self.path)
            self._broken_on_disk = False
        write_json(self.path, self.data)
