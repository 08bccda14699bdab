"""One running app per user folder.

Two copies of the app on one user folder would write the same autosave (both continue the
newest game) and the same statistics, and the last to write would silently undo the other's
decisions.  So the app holds an operating-system lock on ``instance.lock`` in the user folder
from start to exit (:mod:`game.filelock`: the system drops it when the process ends, however
it ends, so a crash leaves no stale lock; the file itself stays, empty, and is simply locked
again by the next start).

A second start on the same folder finds the lock held.  It tells the player the game is
already open and, when that window closes, asks the running app to come to the front by
creating ``instance.raise``; the running app tries to take that file away about four times
a second (the idle frame loop wakes that often anyway; one system call on a missing file)
and, when it could, brings its window forward.  A file rather than a socket: nothing listens
on a port (no firewall question on Windows or macOS, nothing another program could connect
to), and it works wherever the user folder can be written.

The headless commands (``analyse``, ``selfplay``, ``review``, ``check-saves``,
``--self-test``) never take the lock: they keep working beside a running app.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from game import paths
from game.filelock import FileLock

LOCK_NAME = "instance.lock"
RAISE_NAME = "instance.raise"


class InstanceLock:
    """The user folder's instance lock, as seen by this process."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder or paths.user_data_dir()
        self._lock = FileLock(self.folder / LOCK_NAME)

    @property
    def held(self) -> bool:
        """Whether this process holds the folder (False also when it runs unguarded)."""
        return self._lock.held

    def claim(self) -> bool:
        """Take the folder for this process; False when another running app holds it.

        Where no lock can be had at all (a folder that cannot be written, a file system
        without locks) the app runs unguarded, as it always did, rather than not at all:
        True, with :attr:`held` False.  A request to come forward left by an earlier run
        is moot and taken away."""
        try:
            taken = self._lock.try_acquire()
        except OSError:
            return True
        if taken:
            self.take_request()
        return taken

    def release(self) -> None:
        self._lock.release()

    def ask_to_come_forward(self) -> bool:
        """From a second start: ask the running app to bring its window to the front;
        False when the request could not be written."""
        try:
            (self.folder / RAISE_NAME).touch()
        except OSError:
            return False
        return True

    def take_request(self) -> bool:
        """Whether a second start asked this app to come forward since the last call (the
        request is used up).  Cheap enough to ask several times a second."""
        if not self._lock.held:
            return False
        with contextlib.suppress(OSError):
            (self.folder / RAISE_NAME).unlink()
            return True
        return False
