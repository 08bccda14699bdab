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
from game.persistence import jsonfile
from game.persistence.jsonfile import atomic_write_text
from game.version import __version__

FORMAT = "gold-and-glory/match"
VERSION = 1
MAX_BYTES = 16 << 20
"""Largest save file read (16 MiB; a long six-player game writes under 100 kB)."""


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


def _checked(data: Any) -> dict[str, Any]:
    """The record's fields after every check that needs no replay (the format, the
    version, the checksum, and the type of every field), or :class:`RecordError`.

    Both loading and the Load list's summary go through here, so a file the list shows
    has the shapes loading expects, and text is text wherever the list prints it."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("errors.save_foreign")
    if data.get("version") != VERSION:
        raise RecordError("errors.save_version", str(data.get("version"))[:40])
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise RecordError("errors.save_tampered", "checksum mismatch")
    game, seed, setup = data.get("game"), data.get("seed"), data.get("setup")
    raw_seats, raw_steps = data.get("seats"), data.get("steps")
    saved, over, meta = data.get("saved"), data.get("over"), data.get("meta", {})
    problem = None
    if not isinstance(game, str):
        problem = "game"
    elif not isinstance(seed, int) or isinstance(seed, bool):
        problem = "seed"
    elif not isinstance(setup, dict):
        problem = "setup"
    elif not isinstance(raw_seats, list) or not all(_seat_shape(s) for s in raw_seats):
        problem = "seats"
    elif not isinstance(raw_steps, list) or not all(isinstance(r, dict) for r in raw_steps):
        problem = "steps"
    elif not isinstance(saved, str) or not _is_date(saved):
        problem = "saved"
    elif not isinstance(over, bool):
        problem = "over"
    elif not isinstance(meta, dict):
        problem = "meta"
    if problem is not None:
        raise RecordError("errors.save_invalid", problem)
    try:
        seats = [SeatInfo.from_json(s) for s in raw_seats]
    except ValueError as exc:
        raise RecordError("errors.save_invalid", str(exc)) from None
    return {
        "game": game,
        "seed": seed,
        "setup": setup,
        "seats": seats,
        "steps": raw_steps,
        "saved": saved,
        "over": over,
        "meta": meta,
    }


def _seat_shape(seat: Any) -> bool:
    return (
        isinstance(seat, dict)
        and isinstance(seat.get("kind", ""), str)
        and isinstance(seat.get("level", ""), str)
        and isinstance(seat.get("name", ""), str)
    )


def _is_date(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def from_record(data: Any) -> Match:
    """Rebuild a match from its record, re-applying every step through the rules."""
    fields = _checked(data)
    try:
        info = registry.get(fields["game"])
    except KeyError:
        raise RecordError("errors.save_unknown_game", fields["game"][:40]) from None
    try:
        steps = []
        for raw in fields["steps"]:
            if "c" in raw:
                steps.append(Step(CHANCE, to_action(raw["c"]), True))
            else:
                steps.append(Step(int(raw["s"]), to_action(raw["a"])))
        match = Match.new(info.rules, fields["setup"], fields["seed"], fields["seats"])
        match.rebuild(steps)
    except (
        SetupError,
        IllegalAction,
        LookupError,
        TypeError,
        ValueError,
        AttributeError,
        ArithmeticError,
        RecursionError,
        MemoryError,
    ) as exc:
        # A forged value that passes the checksum can still reach the rules in a shape
        # they never produce (an action of the wrong arity, a string where a number is
        # due, a number too large for any board); the rules then fail on it, and the
        # file is rejected all the same.
        raise RecordError("errors.save_invalid", str(exc)[:200]) from None
    return match


def dumps(match: Match, meta: Mapping[str, Any] | None = None) -> str:
    return json.dumps(to_record(match, meta), ensure_ascii=False, indent=1)


def loads(text: str) -> Match:
    try:
        data = jsonfile.loads(text)
    except jsonfile.BrokenFile as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None
    return from_record(data)


def save(match: Match, path: Path, meta: Mapping[str, Any] | None = None) -> None:
    """Write the record of ``match`` to ``path`` atomically."""
    atomic_write_text(path, dumps(match, meta))


def _read(path: Path) -> Any:
    """The parsed JSON of a save file (a regular file of at most :data:`MAX_BYTES`)."""
    try:
        text = jsonfile.read_text(path, MAX_BYTES)
    except jsonfile.NotText as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None
    except jsonfile.BrokenFile as exc:  # not a regular file, too large, or an I/O error
        raise RecordError("errors.save_unreadable", str(exc)) from None
    if text is None:
        raise RecordError("errors.save_unreadable", "no such file")
    try:
        return jsonfile.loads(text)
    except jsonfile.BrokenFile as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None


def load(path: Path) -> Match:
    return from_record(_read(path))


def read_summary(path: Path) -> dict[str, Any]:
    """Cheap look at a save for the Load list (no replay): game, date, seats, meta.

    The file passes every check loading makes short of replaying it (see ``_checked``);
    seats come back as plain dicts (``kind``, ``level``, ``name``, names bounded)."""
    fields = _checked(_read(path))
    return {
        "game": fields["game"],
        "saved": fields["saved"],
        "seats": [seat.to_json() for seat in fields["seats"]],
        "over": fields["over"],
        "meta": fields["meta"],
    }
