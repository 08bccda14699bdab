"""Writing files atomically, and reading and writing the app's small JSON files safely."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class BrokenFile(ValueError):
    """A file that exists but cannot be used; the caller falls back and tells the player."""


def read_json(path: Path) -> Any | None:
    """The parsed file, ``None`` when it does not exist, :class:`BrokenFile` when unusable."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise BrokenFile(str(exc)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise BrokenFile(str(exc)) from None


def write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1))


def set_aside(path: Path) -> Path | None:
    """Move a broken file out of the way (keeping it for the player) before replacing it."""
    if not path.exists():
        return None
    target = path.with_name(path.name + ".broken")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.name}.broken{n}")
        n += 1
    path.replace(target)
    return target
