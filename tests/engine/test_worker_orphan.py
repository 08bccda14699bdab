"""An AI worker whose app was killed exits on its own instead of lingering."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.waiting import HANG_SECONDS, wait_for

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = """
import os, sys
sys.path.insert(0, {root!r})
from game.engine.ai.worker import AIClient
if __name__ == "__main__":
    client = AIClient()
    client.start(wait=True)
    print(client._process.pid, flush=True)
    os._exit(0)  # the app dies without shutting its worker down
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    return not (stat.exists() and stat.read_text().split()[2] == "Z")


def test_worker_exits_when_its_app_dies(tmp_path):
    script = tmp_path / "app.py"
    script.write_text(SCRIPT.format(root=str(ROOT)), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=HANG_SECONDS
    )
    pid = int(out.stdout.split()[0])
    wait_for(lambda: not alive(pid), "the orphaned worker exits", poll=0.2)
