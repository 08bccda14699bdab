"""Keeping the app's memory bounded: the C allocator, byte-bounded caches, a window budget.

What made the resident size grow (issue 15, items 2 and 18; the numbers are in
``docs/decisions.md``, "Frames and resources"), and what here bounds it:

- glibc's allocator raises its mmap threshold each time a big block is freed, so later
  surfaces of a few MB (pygame-gui draws its rounded shapes at four times their size
  first) land in the heap, where the freed space stays in the process.
  :func:`tune_allocator` fixes the threshold: such blocks are mapped on their own and go
  back to the system the moment they are freed.  :func:`give_back` (with a collection,
  after a rebuild) and :func:`trim` (cheap enough between frames) return what smaller
  freed blocks leave.
- caches bounded by their number of entries, whose entries grow with the window (a text
  at a bigger size, a background for every window size).  :class:`SurfaceCache` bounds
  them by bytes.
- caches of the whole window: at 7680x4320 one picture of the window is 133 MB.
  :func:`may_keep_window_copy` says whether one more may be kept at this size.
- caches per screen (a board at its size), kept after the screen was left:
  :func:`forget_on_leave` registers them to be cleared then.

On other C libraries (Windows, macOS) there is nothing to tune or trim.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any, NamedTuple

M_MMAP_THRESHOLD = -3
"""``mallopt`` parameter number (glibc ``malloc.h``)."""
MMAP_THRESHOLD = 1024 * 1024
"""Blocks from this size up get their own mapping (glibc's starting value, kept fixed)."""
WINDOW_COPY_BYTES = 2560 * 1600 * 4
"""The most one cached picture of the whole window may take (16 MB: up to 2560x1600).
In bigger windows scenes paint their backdrop each time they draw instead of keeping a
copy, and the background is kept at a lower resolution and stretched."""


@lru_cache(maxsize=1)
def _libc() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
    # glibc only (musl has no malloc_trim)
    return libc if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt") else None


def tune_allocator() -> bool:
    """Fix glibc's mmap threshold (see the module docstring); True if it could."""
    libc = _libc()
    if libc is None:
        return False
    return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))


def give_back() -> bool:
    """Collect what only reference cycles keep alive (old widgets and UI managers hold
    cycles), then return freed heap memory to the system where the C library can; True if
    it did."""
    gc.collect()
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True


def trim() -> bool:
    """Return freed heap memory to the system, without collecting cycles first: under a
    millisecond (a full collection takes about 30 ms), so it can run between frames."""
    libc = _libc()
    if libc is None:
        return False
    libc.malloc_trim(0)
    return True


_ON_LEAVE: list[Callable[[], None]] = []


def forget_on_leave(clear: Callable[[], None]) -> Callable[[], None]:
    """Register ``clear`` (a cache's ``cache_clear``) to be called whenever the app leaves
    a screen for another or lays every screen out again at another size
    (:func:`leave_screen`): for pictures cached per board size, which the next screen would
    only push out later (an Armadora board is 11 MB at 3840x2160)."""
    if clear not in _ON_LEAVE:
        _ON_LEAVE.append(clear)
    return clear


def leave_screen() -> None:
    """A screen was left for another: clear the caches registered with
    :func:`forget_on_leave`."""
    for clear in _ON_LEAVE:
        clear()


def surface_bytes(surface: Any) -> int:
    """The pixel memory of a pygame surface (anything else counts as 64 bytes)."""
    try:
        return surface.get_pitch() * surface.get_height()
    except AttributeError:
        return 64


def may_keep_window_copy(size: tuple[int, int]) -> bool:
    """Whether a scene may keep a picture of the whole window of ``size`` (32-bit)."""
    return size[0] * size[1] * 4 <= WINDOW_COPY_BYTES


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int
    currsize: int
    bytes: int


class SurfaceCache:
    """A least-recently-used cache of a function's results bounded by their total bytes
    (``size_of``, by default the pixel memory of surfaces) as well as by their number.

    A result bigger than the whole budget is returned but not kept.  Like
    ``functools.lru_cache``: ``cache_clear()`` and ``cache_info()`` (with ``bytes``)."""

    def __init__(
        self,
        function: Callable[..., Any],
        max_bytes: int,
        max_entries: int = 4096,
        size_of: Callable[[Any], int] = surface_bytes,
    ) -> None:
        self.function = function
        self.max_bytes = max_bytes
        self.max_entries = max_entries
        self.size_of = size_of
        self._entries: OrderedDict[Hashable, tuple[Any, int]] = OrderedDict()
        self._bytes = 0
        self.hits = self.misses = 0
        self.__doc__ = function.__doc__
        self.__name__ = getattr(function, "__name__", "cached")
        self.__wrapped__ = function

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
            self.hits += 1
            return found[0]
        self.misses += 1
        value = self.function(*args, **kwargs)
        size = self.size_of(value)
        if size > self.max_bytes:
            return value
        self._entries[key] = (value, size)
        self._bytes += size
        while self._bytes > self.max_bytes or len(self._entries) > self.max_entries:
            _, (_, dropped) = self._entries.popitem(last=False)
            self._bytes -= dropped
        return value

    def cache_clear(self) -> None:
        self._entries.clear()
        self._bytes = 0
        self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.max_entries, len(self._entries), self._bytes)


def surface_cache(
    max_bytes: int, max_entries: int = 4096, size_of: Callable[[Any], int] = surface_bytes
) -> Callable[[Callable[..., Any]], SurfaceCache]:
    """Decorator form of :class:`SurfaceCache` (for pictures cached by size)."""

    def wrap(function: Callable[..., Any]) -> SurfaceCache:
        return SurfaceCache(function, max_bytes, max_entries, size_of)

    return wrap
