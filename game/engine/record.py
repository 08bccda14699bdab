"""The match record: one versioned JSON document that is the save, the replay and a fixture.

Loading re-applies every step through the rules; a file that fails any check is
rejected whole with a :class:`RecordError` whose ``key`` is a locale message key.

Version 2 (written now) differs from version 1 (still read) in two ways:
- the seed and the steps of an unfinished match are sealed (:mod:`game.engine.seal`), so
  the file shows nothing the rules hide; a finished match's are written in the clear;
- the fields the Load list shows come first, so a summary is read from the file's head
  (:data:`HEAD_BYTES`) without parsing the steps.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game import jsonio
from game.engine import registry, seal
from game.engine.contract import CHANCE, IllegalAction, SetupError, to_action
from game.engine.match import Match, SeatInfo, Step
from game.jsonio import atomic_write_text
from game.version import __version__

FORMAT = "gold-and-glory/match"
VERSION = 2
READABLE = (1, 2)
"""Versions this build loads (version 1: the seed and steps in the clear)."""
MAX_BYTES = 16 << 20
"""Largest save file read (16 MiB; a long six-player game writes under 100 kB)."""
MAX_ITEMS = 250_000
"""Most values (brackets and commas, counted before parsing) in a save or its sealed part:
the longest game measured (six-player Gold Mine, 90 rounds) has about 10,000."""
HEAD_BYTES = 64 << 10
"""A save's summary is read from at most this many bytes at its start."""
MAX_WORD_CHARS = 64
"""Longest game id, AI level or date a save may hold (they are drawn as written)."""
MOST_SECONDS = 10**8
"""More seconds in play than anyone spends on one game (three years)."""
RECENT_REPORTS = 400
"""How many of a loaded match's last steps keep their reports (:attr:`Match.replayed`): as
many as the play screen's recap keeps, so that it shows them without a second replay."""
SUMMARY = ("format", "version", "game", "saved", "over", "seats", "meta")
"""The fields of the Load list's summary, written first (version 2)."""


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


def _steps_json(match: Match) -> list[dict[str, Any]]:
    return [
        {"c": step.value} if step.is_chance else {"s": step.seat, "a": step.value}
        for step in match.steps
    ]


def to_record(match: Match, meta: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The JSON-able record of ``match``; ``meta`` holds display extras (e.g. a title).

    The summary comes first; an unfinished match's seed and steps are sealed."""
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "app_version": __version__,
        "game": match.rules.game_id,
        "saved": datetime.now(UTC).isoformat(timespec="seconds"),
        "over": match.is_over,
        "seats": [seat.to_json() for seat in match.seats],
        "meta": dict(meta or {}),
        "setup": match.setup,
    }
    if match.played_seconds is not None:
        body["played_seconds"] = round(match.played_seconds, 1)
    hidden = {"seed": match.seed, "steps": _steps_json(match)}
    if match.is_over:  # a finished game may show everything (replays, reviews)
        body.update(hidden)
    else:
        body["sealed"] = seal.seal(_canonical(json.loads(json.dumps(hidden))).encode("utf-8"))
    body = json.loads(json.dumps(body))  # tuples -> lists, so the checksum matches on load
    body["checksum"] = _checksum(body)
    return body


def unsealed(data: dict[str, Any]) -> dict[str, Any]:
    """A record with its sealed part opened (``seed`` and ``steps`` in the clear, the
    checksum left as it was): for tests and for anyone reviewing a file by hand."""
    if not isinstance(data.get("sealed"), str):
        return dict(data)
    opened = _open_seal(data["sealed"])
    plain = {k: v for k, v in data.items() if k not in ("sealed", "checksum")}
    return {**plain, **opened, "checksum": data.get("checksum")}


def _open_seal(text: str) -> dict[str, Any]:
    try:
        inside = jsonio.loads(
            seal.unseal(text, MAX_BYTES).decode("utf-8"), max_text=MAX_BYTES, max_items=MAX_ITEMS
        )
    except (seal.SealError, UnicodeDecodeError, jsonio.BrokenFile) as exc:
        raise RecordError("errors.save_tampered", f"sealed part: {exc}") from None
    if not isinstance(inside, dict) or set(inside) != {"seed", "steps"}:
        raise RecordError("errors.save_tampered", "sealed part: not a seed and steps")
    return inside


def _check_summary(data: Any) -> list[SeatInfo]:
    """The seats, or :class:`RecordError` unless ``data`` has the format, a readable
    version, and the summary's fields with the types (and bounded texts) the Load list
    draws."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("errors.save_foreign")
    version = data.get("version")
    if type(version) is not int or version not in READABLE:
        raise RecordError("errors.save_version", str(version)[:40])
    game, saved, over = data.get("game"), data.get("saved"), data.get("over")
    seats, meta = data.get("seats"), data.get("meta", {})
    problem = None
    if not _word(game):
        problem = "game"
    elif not isinstance(seats, list) or not all(_seat_shape(s) for s in seats):
        problem = "seats"
    elif not _word(saved) or not _is_date(saved):
        problem = "saved"
    elif not isinstance(over, bool):
        problem = "over"
    elif not isinstance(meta, dict):
        problem = "meta"
    if problem is not None:
        raise RecordError("errors.save_invalid", problem)
    try:
        return [SeatInfo.from_json(s) for s in seats]
    except ValueError as exc:
        raise RecordError("errors.save_invalid", str(exc)) from None


def _checked(data: Any) -> dict[str, Any]:
    """The record's fields after every check that needs no replay (the format, the
    version, the checksum, and the type of every field), or :class:`RecordError`.

    The seed and steps are still sealed here (``sealed``) when the file seals them."""
    seats = _check_summary(data)
    body = {k: v for k, v in data.items() if k != "checksum"}
    if data.get("checksum") != _checksum(body):
        raise RecordError("errors.save_tampered", "checksum mismatch")
    setup, sealed = data.get("setup"), data.get("sealed")
    if not isinstance(setup, dict):
        raise RecordError("errors.save_invalid", "setup")
    if data["version"] >= 2 and "sealed" in data:
        if not isinstance(sealed, str) or "seed" in data or "steps" in data:
            raise RecordError("errors.save_invalid", "sealed")
    else:
        _check_hidden(data)
        sealed = None
    return {
        "game": data["game"],
        "seed": data.get("seed"),
        "setup": setup,
        "seats": seats,
        "steps": data.get("steps"),
        "sealed": sealed,
        "saved": data["saved"],
        "over": data["over"],
        "meta": data.get("meta", {}),
        "played_seconds": _seconds(data.get("played_seconds")),
    }


def _seconds(value: Any) -> float | None:
    """The record's time in play: a finite number of seconds from 0 to
    :data:`MOST_SECONDS`; None when it is absent (a save from before it was kept) or
    not such a number (the time is then unknown, the game still loads)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    if not math.isfinite(value) or not 0 <= value <= MOST_SECONDS:
        return None
    return float(value)


def _check_hidden(data: Mapping[str, Any]) -> None:
    """The seed and steps, in the clear or once opened, have their types."""
    seed, steps = data.get("seed"), data.get("steps")
    if type(seed) is not int:
        raise RecordError("errors.save_invalid", "seed")
    if not isinstance(steps, list) or not all(isinstance(r, dict) for r in steps):
        raise RecordError("errors.save_invalid", "steps")


def _word(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= MAX_WORD_CHARS


def _seat_shape(seat: Any) -> bool:
    return (
        isinstance(seat, dict)
        and _word(seat.get("kind", ""))
        and _word(seat.get("level", ""))
        and isinstance(seat.get("name", ""), str)
    )


def _is_date(text: str) -> bool:
    try:
        datetime.fromisoformat(text)
    except ValueError:
        return False
    return True


def _step(raw: dict[str, Any]) -> Step:
    """A step as written: ``{"c": outcome}`` or ``{"s": seat, "a": action}``, the seat a
    whole number (not a bool, a float or a text)."""
    if raw.keys() == {"c"}:
        return Step(CHANCE, to_action(raw["c"]), True)
    if raw.keys() == {"s", "a"} and type(raw["s"]) is int:
        return Step(raw["s"], to_action(raw["a"]))
    raise ValueError(f"a step must be {{'c': ...}} or {{'s': seat, 'a': ...}}: {raw!r:.80}")


def from_record(data: Any, reports: int = 0) -> Match:
    """Rebuild a match from its record, re-applying every step through the rules.

    The record's ``over`` must be what the replay says: a file that claims a finished
    game it does not reach (or the other way round) is rejected."""
    fields = _checked(data)
    try:
        info = registry.get(fields["game"])
    except KeyError:
        raise RecordError("errors.save_unknown_game", fields["game"][:40]) from None
    if fields["sealed"] is not None:
        hidden = _open_seal(fields["sealed"])
        _check_hidden(hidden)
        fields.update(hidden)
    try:
        steps = [_step(raw) for raw in fields["steps"]]
        match = Match.new(info.rules, fields["setup"], fields["seed"], fields["seats"])
        match.rebuild(steps, reports=reports)
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
    if match.is_over != fields["over"]:
        raise RecordError("errors.save_invalid", "over")
    match.played_seconds = fields["played_seconds"]
    return match


def dumps(match: Match, meta: Mapping[str, Any] | None = None) -> str:
    return json.dumps(to_record(match, meta), ensure_ascii=False, indent=1)


def _parse(text: str) -> Any:
    try:
        return jsonio.loads(text, max_text=MAX_BYTES, max_items=MAX_ITEMS)
    except jsonio.BrokenFile as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None


def loads(text: str, reports: int = 0) -> Match:
    return from_record(_parse(text), reports)


def save(match: Match, path: Path, meta: Mapping[str, Any] | None = None) -> None:
    """Write the record of ``match`` to ``path`` atomically."""
    atomic_write_text(path, dumps(match, meta))


def _read_head(path: Path, head: int) -> tuple[str, bool]:
    """The text of a save file's first ``head`` bytes and whether that is all of it (a
    regular file of at most :data:`MAX_BYTES`)."""
    try:
        found = jsonio.read_head(path, MAX_BYTES, head)
    except jsonio.NotText as exc:
        raise RecordError("errors.save_corrupt", str(exc)) from None
    except jsonio.BrokenFile as exc:  # not a regular file, too large, or an I/O error
        raise RecordError("errors.save_unreadable", str(exc)) from None
    if found is None:
        raise RecordError("errors.save_unreadable", "no such file")
    return found


def load(path: Path, reports: int = 0) -> Match:
    """The match saved in ``path``; ``reports``: how many of its last steps keep their
    reports (:attr:`Match.replayed`; a game opened to be played keeps
    :data:`RECENT_REPORTS` for its recap)."""
    return from_record(_parse(_read_head(path, MAX_BYTES + 1)[0]), reports)


def read_summary(path: Path) -> dict[str, Any]:
    """Cheap look at a save for the Load list (no replay): game, date, seats, meta.

    A file within :data:`HEAD_BYTES` passes every check loading makes short of opening
    the seal and replaying (see ``_checked``).  A larger one is read no further than its
    head: its summary fields are checked as loading checks them, the rest when it is
    loaded (version 1 files, which wrote the steps before the summary, are read whole).
    Seats come back as plain dicts (``kind``, ``level``, ``name``, names bounded)."""
    text, whole = _read_head(path, HEAD_BYTES)
    if whole:
        data = _parse(text)
    else:
        try:
            data = jsonio.loads_members(text, set(SUMMARY), max_text=MAX_BYTES)
        except jsonio.BrokenFile as exc:
            data = _version_1_head(text, exc)
        if data.get("version") == 1:
            data = _parse(_read_head(path, MAX_BYTES + 1)[0])
            whole = True
    seats = _checked(data)["seats"] if whole else _check_summary(data)
    return {
        "game": data["game"],
        "saved": data["saved"],
        "seats": [seat.to_json() for seat in seats],
        "over": data["over"],
        "meta": data.get("meta", {}),
    }


def _version_1_head(text: str, problem: jsonio.BrokenFile) -> dict[str, Any]:
    """The format and version of a head whose summary could not be read: a version 1
    file (steps before the summary) is then read whole, anything else is corrupt."""
    try:
        data = jsonio.loads_members(text, {"format", "version"}, max_text=MAX_BYTES)
    except jsonio.BrokenFile:
        data = {}
    if data.get("format") == FORMAT and data.get("version") == 1:
        return data
    raise RecordError("errors.save_corrupt", str(problem))
