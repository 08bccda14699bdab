"""The match record: one versioned JSON document that is the save, the replay and a fixture.

Loading re-applies every step through the rules; a file that fails any check is
rejected whole with a :class:`RecordError` whose ``key`` is a locale message key.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.contract import CHANCE, IllegalAction, SetupError, to_action
from game.engine.match import Match, SeatInfo, Step
from game.persistence.jsonfile import atomic_write_text
from game.version import __version__

FORMAT = "gold-and-glory/match"
VERSION = 1


class RecordError(ValueError):
    """A match file that cannot be loaded; ``key`` names the locale message."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(f"{key}: {detail}" if detail else key)
        self.key = key
        self.detail = detail


def _canonical(data: Mapping[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _checksum(body: Mapping[str, Any]) -> str:
    return hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest()


def to_record(match: Match, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The JSON-able record of ``match``; ``meta`` holds display extras (e.g. a title)."""
    body = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "game": match.rules.game_id,
        "setup": match.setup,
        "seed": match.seed,
        "seats": [seat.to_json() for seat in match.seats],
        "steps": [
            {"c": step.value} if step.is_chance else {"s": step.seat, "a": step.value}
            for step in match.steps
        ],
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
        "over": match.is_over,
        "meta": dict(meta or {}),
    }
    body = json.loads(json.dumps(body))  # tuples -> lists, so the checksum matches on load
    body["checksum"] = _checksum(body)
    return body


def from_record(data: Any) -> Match:
    """Rebuild a match from its record, re-applying every step through the rules."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("errors.save_foreign")
    if data.get("version") != VERSION:
        raise RecordError("errors.save_version", str(data.get("version")))
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise RecordError("errors.save_tampered", "checksum mismatch")
    try:
        info = registry.get(str(data["game"]))
    except KeyError:
        raise RecordError("errors.save_unknown_game", str(data.get("game"))) from None
    try:
        seed, setup = data["seed"], data["setup"]
        raw_seats, raw_steps = data["seats"], data["steps"]
        # Check the shapes first: the rules may assume a dict setup and dict seats.
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed")
        if not isinstance(setup, dict):
            raise TypeError("setup")
        if not isinstance(raw_seats, list) or not all(isinstance(s, dict) for s in raw_seats):
            raise TypeError("seats")
        if not isinstance(raw_steps, list) or not all(isinstance(r, dict) for r in raw_steps):
            raise TypeError("steps")
        seats = [SeatInfo.from_json(s) for s in raw_seats]
        steps = []
        for raw in raw_steps:
            if "c" in raw:
                steps.append(Step(CHANCE, to_action(raw["c"]), True))
            else:
                steps.append(Step(int(raw["s"]), to_action(raw["a"])))
        match = Match.new(info.rules, setup, seed, seats)
        match.rebuild(steps)
    except (SetupError, IllegalAction, LookupError, TypeError, ValueError, AttributeError) as exc:
        # A forged value that passes the checksum can still reach the rules in a shape
        # they never produce (an action of the wrong arity, a string where a number is
        # due); the rules then fail on it, and the file is rejected all the same.
        raise RecordError("errors.save_invalid", str(exc)) from None
    return match


def dumps(match: Match, meta: Mapping[str, Any] | None = None) -> str:
    return json.dumps(to_record(match, meta), ensure_ascii=False, indent=1)


def loads(text: str) -> Match:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None
    return from_record(data)


def save(match: Match, path: Path, meta: Mapping[str, Any] | None = None) -> None:
    """Write the record of ``match`` to ``path`` atomically."""
    atomic_write_text(path, dumps(match, meta))


def load(path: Path) -> Match:
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None
    except OSError as exc:
        raise RecordError("errors.save_unreadable", str(exc)) from None
    return loads(text)


def read_summary(path: Path) -> dict[str, Any]:
    """Cheap look at a save for the Load list (no replay): game, date, seats, meta."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("errors.save_foreign")
    seats = data.get("seats")
    if not isinstance(seats, list):
        raise RecordError("errors.save_invalid", "seats")
    return {
        "game": data.get("game"),
        "saved": data.get("saved", ""),
        "seats": seats,
        "over": bool(data.get("over")),
        "meta": data.get("meta") if isinstance(data.get("meta"), dict) else {},
    }
