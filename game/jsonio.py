"""Writing files atomically, and reading and writing the app's small JSON files safely.

Reading trusts nothing: only a regular file is opened (never a FIFO, a device or a folder,
so nothing can hang or stream forever), at most ``limit`` bytes of it, and the JSON must be
plain data of bounded depth and bounded size whose numbers are finite and of bounded length,
and whose text can be written back and drawn (no lone surrogate, no NUL, bounded length).
Anything else is a :class:`BrokenFile`.

It stands below both the engine (records, position files) and the persistence layer
(settings, statistics, saves): it imports nothing of the game, so either may use it.
"""

from __future__ import annotations

import codecs
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")

SMALL_FILE_LIMIT = 1 << 20
"""Largest settings or statistics file read (1 MiB; a real one is a few kilobytes)."""
MAX_DEPTH = 64
"""Deepest nesting of lists and objects accepted (the app writes at most about 8)."""
MAX_NUMBER_CHARS = 40
"""Longest number accepted, in characters (seeds and counts need at most 20)."""
MAX_TEXT_CHARS = 1000
"""Longest text (an object's key or a string) accepted in settings and statistics."""
MAX_ITEMS = 100_000
"""Most brackets and commas accepted in settings and statistics: a bound on the number of
values, counted before parsing (a real file has a few hundred)."""
SHARING_TRIES = 50
SHARING_PAUSE = 0.02
"""On Windows a file cannot be replaced while another process has it open (a reader of the
statistics, a virus scanner), nor opened while it is being replaced: the step is tried
again this many times, this many seconds apart (a second in all; a reader holds a small
file for a millisecond).  Without it a reader took a file being replaced for a broken one
and set it aside, losing what it held."""
RETRY_SHARING = os.name == "nt"
STALE_TEMP_AGE = 60.0
"""A temporary file whose writer cannot be asked (another platform, no process id in its
name) counts as stale once it is this many seconds old; a write takes milliseconds."""


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file.

    The temporary file is named ``.<name>.<pid>.<random>.tmp`` beside ``path``, so a later
    start can tell one left behind by a killed process (:func:`remove_stale_temp_files`)."""
    _atomic_write(path, text)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """:func:`atomic_write_text` for bytes."""
    _atomic_write(path, data)


def _atomic_write(path: Path, data: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(
        prefix=f".{path.name}.{os.getpid()}.", suffix=".tmp", dir=path.parent
    )
    try:
        binary = isinstance(data, bytes)
        with os.fdopen(fd, "wb" if binary else "w", encoding=None if binary else "utf-8") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        _replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _replace(source: str, target: Path) -> None:
    _sharing(lambda: os.replace(source, target))


def _sharing(step: Callable[[], T]) -> T:
    """``step()``, tried again for a while where another process's open file makes it fail
    (Windows: :data:`SHARING_TRIES`); elsewhere a PermissionError is final at once."""
    for _ in range(SHARING_TRIES - 1 if RETRY_SHARING else 0):
        try:
            return step()
        except PermissionError:
            time.sleep(SHARING_PAUSE)
    return step()


class BrokenFile(ValueError):
    """A file that exists but cannot be used; the caller falls back and tells the player."""


class NotText(BrokenFile):
    """A file that could be read but whose bytes are not UTF-8 text."""


def read_text(path: Path, limit: int) -> str | None:
    """The text of a regular file of at most ``limit`` bytes; ``None`` when there is none.

    Anything else (a FIFO, a device, a folder, a larger file, bytes that are not UTF-8,
    an error while reading) is a :class:`BrokenFile`.  A FIFO or a device is never opened
    for reading, and nothing beyond ``limit`` bytes is ever read."""
    found = read_head(path, limit, limit + 1)
    return None if found is None else found[0]


def read_head(path: Path, limit: int, head: int) -> tuple[str, bool] | None:
    """The text of the first ``head`` bytes of a regular file of at most ``limit`` bytes
    (a character cut at the end is left out), and whether that is the whole file;
    ``None`` when there is no file, :class:`BrokenFile` as for :func:`read_text`."""
    try:
        info = _sharing(path.stat)  # follows a symbolic link: what matters is what it points to
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise BrokenFile(str(exc)) from None
    if not stat.S_ISREG(info.st_mode):
        raise BrokenFile("not a regular file")
    if info.st_size > limit:
        raise BrokenFile(f"larger than {limit} bytes")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = _sharing(lambda: os.open(path, flags))
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise BrokenFile(str(exc)) from None
    wanted = min(head, limit + 1)
    try:
        # The file may have been swapped since the check above: check what was opened.
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):
            raise BrokenFile("not a regular file")
        if opened.st_size > limit:
            raise BrokenFile(f"larger than {limit} bytes")
        chunks: list[bytes] = []
        size = 0
        while size < wanted:
            chunk = os.read(fd, min(1 << 16, wanted - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise BrokenFile(str(exc)) from None
    finally:
        os.close(fd)
    if size > limit:
        raise BrokenFile(f"larger than {limit} bytes")
    whole = size < wanted
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(b"".join(chunks), final=whole)
    except UnicodeDecodeError as exc:
        raise NotText(str(exc)) from None
    return text, whole


def check_text(text: str, limit: int = MAX_TEXT_CHARS) -> None:
    """Raise ValueError unless ``text`` can be written back as UTF-8 and drawn: no lone
    surrogate (a ``\\ud800`` escape), no NUL, at most ``limit`` characters."""
    if len(text) > limit:
        raise ValueError(f"a text of {len(text)} characters")
    if "\x00" in text:
        raise ValueError("a NUL character in a text")
    if not text.isascii():
        text.encode("utf-8")  # UnicodeEncodeError (a ValueError) on a lone surrogate


def _int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError("number too long")
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise ValueError("number too long")
    value = float(text)
    if not math.isfinite(value):  # 1e400
        raise ValueError("number out of range")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


_DECODER = json.JSONDecoder(parse_int=_int, parse_float=_float, parse_constant=_no_constant)
_SPACE = re.compile(r"[ \t\n\r]*")


def _check_plain(data: Any, max_text: int) -> None:
    """Raise ValueError when lists and objects nest deeper than :data:`MAX_DEPTH`, or a
    key or string fails :func:`check_text`."""
    pending: list[tuple[Any, int]] = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            check_text(value, max_text)
            continue
        if isinstance(value, dict):
            for key in value:
                check_text(key, max_text)
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > MAX_DEPTH:
            raise ValueError("nested too deeply")
        pending.extend((child, depth + 1) for child in children)


def _count_items(text: str, max_items: int) -> None:
    """Bound the work before parsing: brackets and commas bound the number of values
    (brackets and commas inside strings count too, which only errs on the safe side)."""
    if text.count("[") + text.count("{") + text.count(",") > max_items:
        raise ValueError(f"more than {max_items} values")


def loads(text: str, *, max_text: int = MAX_TEXT_CHARS, max_items: int = MAX_ITEMS) -> Any:
    """Parse JSON as the app writes it, or raise :class:`BrokenFile`.

    Rejected: invalid JSON, NaN and infinities, numbers longer than
    :data:`MAX_NUMBER_CHARS` characters, nesting deeper than :data:`MAX_DEPTH`, more than
    ``max_items`` values (counted before parsing), and keys or strings that fail
    :func:`check_text` with ``max_text``."""
    try:
        _count_items(text, max_items)
        data = _DECODER.decode(text)
        _check_plain(data, max_text)
    except (ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        raise BrokenFile(f"{type(exc).__name__}: {exc}") from None
    return data


def loads_members(text: str, keys: set[str], *, max_text: int = MAX_TEXT_CHARS) -> dict:
    """The first members of the JSON object that ``text`` begins with, up to and including
    the last of ``keys`` (a summary read from a file's head, without parsing the rest);
    :class:`BrokenFile` when ``text`` is not such an object or ends before all of ``keys``
    were read.  Values are checked as :func:`loads` checks them."""
    found: dict[str, Any] = {}
    try:
        index = _SPACE.match(text, 0).end()
        if text[index : index + 1] != "{":
            raise ValueError("not an object")
        index += 1
        while not keys <= found.keys():
            index = _SPACE.match(text, index).end()
            key, index = _DECODER.raw_decode(text, index)
            index = _SPACE.match(text, index).end()
            if not isinstance(key, str) or text[index : index + 1] != ":":
                raise ValueError(f"not an object member at {index}")
            index = _SPACE.match(text, index + 1).end()
            value, index = _DECODER.raw_decode(text, index)
            _check_plain(key, max_text)
            _check_plain(value, max_text)
            if key in found:
                raise ValueError(f"{key!r} twice")
            found[key] = value
            index = _SPACE.match(text, index).end()
            if text[index : index + 1] != ",":
                break
            index += 1
    except (ValueError, RecursionError) as exc:  # raw_decode's JSONDecodeError is one too
        raise BrokenFile(f"{type(exc).__name__}: {exc}") from None
    if not keys <= found.keys():
        raise BrokenFile(f"missing {sorted(keys - found.keys())}")
    return found


def read_json(path: Path, limit: int = SMALL_FILE_LIMIT) -> Any | None:
    """The parsed file, ``None`` when it does not exist, :class:`BrokenFile` when unusable."""
    text = read_text(path, limit)
    return None if text is None else loads(text)


def write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1))


def set_aside(path: Path) -> Path | None:
    """Move a broken file out of the way (keeping it for the player) as ``<name>.broken``
    (``.broken1``, ... when taken); ``None`` when there was nothing to move.  Only the
    entry itself is renamed: a symbolic link is moved, never what it points to."""
    if not os.path.lexists(path):
        return None
    target = path.with_name(path.name + ".broken")
    n = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.name}.broken{n}")
        n += 1
    path.replace(target)
    return target


def remove_stale_temp_files(
    folder: Path, targets: Callable[[str], bool] = lambda name: True
) -> list[Path]:
    """Delete the temporary files :func:`atomic_write_text` left in ``folder`` when its
    process was killed mid-write, for the target names ``targets`` accepts.

    A temporary file is stale when the process named in it is gone (POSIX), or, where that
    cannot be asked, when it is older than :data:`STALE_TEMP_AGE`.  One being written by
    a running copy of the app is left alone, and so is every other file."""
    removed: list[Path] = []
    try:
        candidates = [p for p in folder.iterdir() if p.name.startswith(".")]
    except OSError:
        return removed
    now = time.time()
    for path in candidates:
        parsed = _temp_name(path.name)
        if parsed is None or not targets(parsed[0]):
            continue
        try:
            info = path.lstat()
            if not stat.S_ISREG(info.st_mode) or not _stale(parsed[1], info.st_mtime, now):
                continue
            path.unlink()
            removed.append(path)
        except OSError:
            continue
    return removed


def _temp_name(name: str) -> tuple[str, int | None] | None:
    """``(target name, writer's process id or None)`` of a temporary file's name."""
    parts = name.split(".")  # "", <target name parts...>, [<pid>,] <random>, "tmp"
    if len(parts) < 4 or parts[0] or parts[-1] != "tmp":
        return None
    if len(parts) >= 5 and parts[-3].isdigit():
        return ".".join(parts[1:-3]), int(parts[-3])
    return ".".join(parts[1:-2]), None


def _stale(pid: int | None, mtime: float, now: float) -> bool:
    if pid is not None and os.name == "posix":
        return pid != os.getpid() and not _running(pid)
    return now - mtime > STALE_TEMP_AGE


def _running(pid: int) -> bool:
    """Whether process ``pid`` exists (POSIX only: on Windows ``os.kill`` would end it)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists but belongs to someone else
        return True
    return True
