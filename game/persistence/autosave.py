"""Writing autosaves on a background thread, so a slow disk never stalls a frame."""

from __future__ import annotations

import queue
import threading
from pathlib import Path

from game.persistence.jsonfile import atomic_write_text


class AutosaveWriter:
    """Writes autosaves on a background thread so a slow disk never stalls a frame.

    Only the newest pending text is written; ``flush`` waits until it is on disk.
    ``failed`` tells whether the last write failed.
    """

    def __init__(self) -> None:
        self._queue: queue.Queue[tuple[Path, str] | None] = queue.Queue()
        self.failed = False
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()

    def submit(self, path: Path, text: str) -> None:
        self._queue.put((path, text))

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                self._queue.task_done()
                return
            newest = item
            while True:  # skip to the newest pending text
                try:
                    following = self._queue.get_nowait()
                except queue.Empty:
                    break
                self._queue.task_done()
                if following is None:
                    self._write(newest)
                    self._queue.task_done()
                    return
                newest = following
            self._write(newest)
            self._queue.task_done()

    def _write(self, item: tuple[Path, str]) -> None:
        path, text = item
        try:
            atomic_write_text(path, text)
            self.failed = False
        except OSError:
            self.failed = True

    def flush(self) -> None:
        self._queue.join()

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=5)
