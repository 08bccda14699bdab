"""Time from process start to the first main-menu frame (from source, headless).

python benchmarks/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run(home: str) -> float:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "GOLD_AND_GLORY_HOME": home,
    }
    started = time.time()
    out = subprocess.run(
        [sys.executable, "main.py", "--first-frame-report"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    line = next(line for line in out.splitlines() if line.startswith("first-frame "))
    return float(line.split()[1]) - started


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        one_run(home)  # warm the file cache
        times = [one_run(home) for _ in range(args.runs)]
    print(
        f"start to first menu frame: median {statistics.median(times):.3f} s, "
        f"max {max(times):.3f} s over {args.runs} runs (budget 1.5 s)"
    )


if __name__ == "__main__":
    main()
