"""Exclusive locks that the operating system holds for a process, taken on an open file.

``flock`` on Linux and macOS, ``msvcrt.locking`` on Windows: the system drops the lock when
the file is closed, and so whenever the process ends, however it ends (Quit, a crash,
``kill -9``, the system shutting down).  A lock is therefore never stale: nothing has to
tell a dead holder from a live one by its process id or its age, and a lock file left on
disk after a crash is simply taken by the next process.

The lock belongs to the open file, not to the process: a second :class:`FileLock` on the
same path fails to take it even in the same process (tests use that).  The descriptor is
not inherited by the processes the app starts (Python's descriptors are not, and the AI
worker is started with ``spawn``), so no child can keep a lock alive after the app ends.

Used for one running app per user folder (:mod:`game.persistence.instance`) and for one
writer at a time of the statistics (:mod:`game.persistence.stats`).  Standard library only:
it stands with ``game/jsonio.py`` below the engine and the persistence layer.
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Callable
from pathlib import Path

RETRY_SECONDS = 0.01
"""Pause between two tries of :meth:`FileLock.acquire` while someone else holds the lock."""

if os.name == "nt":
    import msvcrt

    HELD_ERRNOS = frozenset({errno.EACCES, errno.EDEADLK, 0})
    """What ``msvcrt.locking`` answers when another open file holds the lock: EACCES, or
    EDEADLOCK (Python's EDEADLK); Wine's C library sets no errno at all (0)."""

    def _try_lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)  # the first byte (beyond the end of an empty file: allowed)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    HELD_ERRNOS = frozenset({errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES})
    """What ``flock`` answers when another open file holds the lock."""

    def _try_lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class FileLock:
    """An exclusive lock on ``path`` (created, empty, when missing; never deleted: deleting
    a lock file another process is about to lock would let two processes hold "it")."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def try_acquire(self) -> bool:
        """Take the lock unless another open file holds it (then False, at once).

        OSError when the file cannot be opened (a folder that cannot be written) or the
        file system cannot lock at all (some network shares); the caller decides."""
        if self._fd is not None:
            return True
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            _try_lock(fd)
        except OSError as exc:
            os.close(fd)
            if exc.errno in HELD_ERRNOS:
                return False
            raise
        self._fd = fd
        return True

    def acquire(
        self,
        timeout: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> bool:
        """Take the lock, waiting up to ``timeout`` seconds of ``clock`` for its holder to
        let go; False if it still holds it then.  OSError as for :meth:`try_acquire`."""
        deadline = clock() + timeout
        while not self.try_acquire():
            if clock() >= deadline:
                return False
            sleep(RETRY_SECONDS)
        return True

    def release(self) -> None:
        """Let the lock go (nothing happens when it is not held)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            _unlock(fd)
        except OSError:
            pass  # closing the file lets it go all the same
        finally:
            os.close(fd)
