"""What the app makes once and keeps between runs, in the per-user cache folder.

Each kind of thing (``"sounds"``, ``"cards"``) has a folder, and inside it one folder per
*stamp*: a digest of everything that went into making the files (the inputs, the code that
made them).  A file is only ever read back under the stamp it was written with, so a
changed sound or a changed drawing is made again, never shown stale; storing under a new
stamp removes the kind's older stamps.  Everything here is best-effort: a cache that
cannot be read or written (a read-only home, a full disk, a damaged file) only means the
thing is made again, never an error the player sees.
"""

from __future__ import annotations

import os
import shutil
import sys
import zlib
from pathlib import Path

from game import paths
from game.jsonio import atomic_write_bytes
from game.version import __version__

KEEP_FILES = 24
"""At most this many files of one kind and stamp (the oldest go first): a card picture is
kept per window size, and a player who resizes often should not fill the disk."""


def folder(kind: str, stamp: str) -> Path:
    return paths.user_cache_dir() / kind / stamp


def load(kind: str, stamp: str, name: str) -> bytes | None:
    """The bytes stored as ``name``, or None when there are none (or they cannot be read)."""
    try:
        return (folder(kind, stamp) / name).read_bytes()
    except OSError:
        return None


def store(kind: str, stamp: str, name: str, data: bytes) -> None:
    """Keep ``data`` as ``name``; the kind's other stamps and its oldest files go."""
    here = folder(kind, stamp)
    try:
        atomic_write_bytes(here / name, data)
        for other in here.parent.iterdir():
            if other.name != stamp:
                shutil.rmtree(other, ignore_errors=True)
        files = sorted(here.iterdir(), key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in files[KEEP_FILES:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # nothing kept: made again next time


def digest(*parts: object) -> str:
    """A short stamp for ``parts`` (their ``repr``): two checksums and a length, which tell
    one cache's inputs from another's (nothing here needs a cryptographic hash, whose
    module would cost the start-up more than the rest of this one)."""
    data = repr(parts).encode("utf-8", "backslashreplace")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data):x}"


def code_stamp() -> str:
    """A stamp of the code this run draws with: the frozen executable (its size and time),
    or every source file of the game package and the libraries' versions, by size and
    modification time (about 300 files: a millisecond or two)."""
    import pygame
    import pygame_gui

    libraries = (__version__, pygame.version.ver, sys.version)
    if getattr(sys, "frozen", False):
        info = os.stat(sys.executable)
        return digest(libraries, info.st_size, info.st_mtime_ns)
    gui = os.stat(pygame_gui.__file__)  # pygame-gui keeps no version of its own to read
    libraries += (gui.st_size, gui.st_mtime_ns)
    root = Path(paths.__file__).resolve().parent
    files = []
    for top, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(n for n in names if n.endswith(".py")):
            info = os.stat(os.path.join(top, name))
            files.append((os.path.relpath(top, root), name, info.st_size, info.st_mtime_ns))
    return digest(libraries, files)
