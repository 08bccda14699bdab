"""Handing freed memory back to the system.

Rebuilding every widget for a new window size, or leaving a finished game, frees many
small blocks at once.  glibc keeps such freed memory in the process (about 120 MB after a
few dozen resizes), so the resident size only ever grows; ``malloc_trim`` returns it.  On
other C libraries (Windows, macOS) there is nothing to call and nothing to do.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections.abc import Callable
from functools import lru_cache


@lru_cache(maxsize=1)
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return libc.malloc_trim
    except (OSError, AttributeError):  # not glibc (e.g. musl has no malloc_trim)
        return None


def give_back() -> bool:
    """Collect what only reference cycles keep alive (old widgets and UI managers hold
    cycles), then return freed heap memory to the system where the C library can; True if
    it did."""
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
