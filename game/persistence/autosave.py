"""Writing autosaves on a background thread, so a slow disk never stalls a frame."""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

from game.jsonio import atomic_write_text

Request = tuple[Path | None, str | None, Path | None]
"""``(autosave, text, finished)``: write ``text`` to the autosave (None: delete it); with
``finished``, retire it there (:meth:`AutosaveWriter.retire`)."""


class AutosaveWriter:
    """Writes (or deletes) one autosave file on a background thread.

    Only the newest pending request is carried out (an older one it replaces is moot);
    ``idle`` tells whether everything asked for is done, ``flush`` waits until it is.  The
    play scene waits for ``idle`` before the next decision is asked for, so the file never
    falls more than the decision just made behind.  ``failed`` tells whether the last
    request failed (an unwritable folder, a full disk).
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: Request | None = None
        self._busy = False
        self._closing = False
        self.failed = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, text: str) -> None:
        """Write ``text`` to ``path`` atomically, replacing any request still pending."""
        self._request((path, text, None))

    def discard(self, path: Path) -> None:
        """Delete ``path`` (after any write in progress), replacing any pending request."""
        self._request((path, None, None))

    def retire(self, path: Path | None, text: str, finished: Path) -> None:
        """A finished match: write its record ``text`` over its autosave ``path`` and move
        that to ``finished`` (no autosave: write ``finished``), replacing any pending
        request.  Should the record not be written, the autosave is deleted, so a finished
        game never resumes; should only the move fail, the autosave holds the finished
        record, which the next start moves (:meth:`SaveStore.tidy`)."""
        self._request((path, text, finished))

    def _request(self, item: Request) -> None:
        with self._cond:
            if not self._closing:
                self._pending = item
                self._cond.notify_all()
                return
        self.failed = not self._carry_out(item)  # closed: done here and now

    def _run(self) -> None:
        while True:
            with self._cond:
                while self._pending is None and not self._closing:
                    self._cond.wait()
                if self._pending is None:  # closing, with nothing left to do
                    return
                item, self._pending = self._pending, None
                self._busy = True
            failed = not self._carry_out(item)
            with self._cond:
                self.failed = failed
                self._busy = False
                self._cond.notify_all()

    @staticmethod
    def _carry_out(item: Request) -> bool:
        path, text, finished = item
        if finished is not None and text is not None:
            return _retire(path, text, finished)
        assert path is not None
        try:
            if text is None:
                path.unlink(missing_ok=True)
            else:
                atomic_write_text(path, text)
        except OSError:
            return False
        return True

    @property
    def idle(self) -> bool:
        """Nothing pending and nothing being written."""
        with self._cond:
            return self._pending is None and not self._busy

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything asked for is done; False if ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(
                lambda: self._pending is None and not self._busy, timeout=timeout
            )

    def close(self) -> None:
        """Finish what is pending, then stop the thread."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        self._thread.join(timeout=5)


def _retire(path: Path | None, text: str, finished: Path) -> bool:
    """See :meth:`AutosaveWriter.retire`; False when something failed."""
    try:
        finished.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path or finished, text)
    except OSError:
        if path is not None:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
        return False
    if path is None:
        return True
    try:
        os.replace(path, finished)
    except OSError:
        return False
    return True
