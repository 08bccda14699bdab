"""Player settings: loaded with per-field fallbacks, saved atomically."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game import paths, text
from game.jsonio import (
    BrokenFile,
    read_json,
    remove_stale_temp_files,
    set_aside,
    write_json,
)

SPEEDS = ("slow", "normal", "fast")
UI_SCALE_MIN, UI_SCALE_MAX = 0.8, 1.5
MAX_REMEMBERED_SETUPS = 32
QUIET_FIELDS = ("setups", "tutorials")
"""Fields whose loss is not worth a message (a forgotten setup only means defaults)."""


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    ui_scale: float = 1.0
    master_volume: float = 0.8
    effects_volume: float = 0.8
    ai_speed: str = "normal"
    animation_speed: str = "normal"
    colorblind: bool = False
    window_size: list[int] = field(default_factory=lambda: [1280, 800])
    setups: dict[str, dict[str, Any]] = field(default_factory=dict)
    """The last setup chosen per game id (checked again by the setup screen when used)."""
    coach_hints: bool = False
    """The coach's "?" in normal games (off until the player asks for it)."""
    tutorials: dict[str, list[str]] = field(default_factory=dict)
    """Per game id, the tutorial steps covered (``"lesson.step"``); a game listed here has
    had its tutorial offered."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> tuple[Settings, list[str]]:
        """Settings from parsed JSON; fields that are missing or invalid take defaults.

        Returns the settings and the names of the fields that were invalid.
        """
        settings = cls()
        bad: list[str] = []
        if not isinstance(data, dict):
            return settings, ["*"]
        for f in fields(cls):
            if f.name not in data:
                continue
            value = _validate(f.name, data[f.name])
            if value is None:
                if f.name not in QUIET_FIELDS:
                    bad.append(f.name)
            else:
                setattr(settings, f.name, value)
        return settings, bad


def _validate(name: str, value: Any) -> Any:
    """The cleaned value, or None when it cannot be used."""
    if name == "language":
        return value if value in text.LANGUAGES else None
    if name in ("fullscreen", "colorblind", "coach_hints"):
        return value if isinstance(value, bool) else None
    if name == "ui_scale":
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return round(min(UI_SCALE_MAX, max(UI_SCALE_MIN, float(value))), 2)
        return None
    if name in ("master_volume", "effects_volume"):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return min(1.0, max(0.0, float(value)))
        return None
    if name in ("ai_speed", "animation_speed"):
        return value if value in SPEEDS else None
    if name == "window_size":
        if (
            isinstance(value, list)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        ):
            return [max(1024, min(7680, value[0])), max(640, min(4320, value[1]))]
        return None
    if name == "setups":
        return _valid_setups(value)
    if name == "tutorials":
        return _valid_tutorials(value)
    return None


def _valid_tutorials(value: Any) -> dict[str, list[str]] | None:
    """Tutorial progress: game id -> the names of the covered steps (strings only)."""
    if not isinstance(value, dict):
        return None
    return {
        game_id: [step for step in steps if isinstance(step, str)][:200]
        for game_id, steps in list(value.items())[:MAX_REMEMBERED_SETUPS]
        if isinstance(game_id, str) and isinstance(steps, list)
    }


def _valid_setups(value: Any) -> dict[str, dict[str, Any]] | None:
    """Remembered setups: game id -> a JSON object (its content is checked on use)."""
    if not isinstance(value, dict):
        return None
    kept = {
        game_id: memory
        for game_id, memory in value.items()
        if isinstance(game_id, str) and isinstance(memory, dict)
    }
    return dict(list(kept.items())[:MAX_REMEMBERED_SETUPS])


class SettingsStore:
    """Loads and saves the settings file; remembers a problem to tell the player about."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or paths.settings_file()
        self.problem: str | None = None  # locale key of a message for the player
        self._broken_on_disk = False

    def load(self) -> Settings:
        remove_stale_temp_files(self.path.parent, lambda name: name == self.path.name)
        try:
            data = read_json(self.path)
        except BrokenFile:
            self.problem = "errors.settings_broken"
            self._move_broken_aside()
            return Settings(language=text.system_language())
        if data is None:
            return Settings(language=text.system_language())
        settings, bad = Settings.from_json(data)
        if bad:
            self.problem = "errors.settings_partly_invalid"
        return settings

    def peek(self) -> Settings:
        """The settings as they stand, touching nothing (a second start on a folder the
        running app holds reads its language and scale only): defaults where unreadable."""
        try:
            data = read_json(self.path)
        except BrokenFile:
            data = None
        if data is None:
            return Settings(language=text.system_language())
        return Settings.from_json(data)[0]

    def _move_broken_aside(self) -> None:
        """Keep the broken file as ``settings.json.broken`` at once, so the next start is
        clean; should that fail (a read-only folder), try again before saving."""
        try:
            set_aside(self.path)
            self._broken_on_disk = False
        except OSError:
            self._broken_on_disk = True

    def save(self, settings: Settings) -> None:
        if self._broken_on_disk:
            set_aside(self.path)
            self._broken_on_disk = False
        write_json(self.path, settings.to_json())
