"""The performance figures every CI run prints (``.ci/run``'s benchmark stage).

    python benchmarks/ci_figures.py [--suite-seconds S] [--suite-log FILE]
                                    [--frozen dist/gold-and-glory/gold-and-glory]
                                    [--runs 5] [--idle-seconds 4]

Prints, in this order: how long the test suite took (the seconds ``.ci/run`` measured and
pytest's own summary line from its log); the start to the first menu frame from source
(bytecode cached and compiled afresh) and frozen, each beside ``import pygame, pygame_gui``
(``benchmarks/startup.py``); and the idle CPU of every screen in a real window
(``benchmarks/idle_cpu.py``, under an Xvfb of its own: skipped, and said so, when there is
no X server to run).  It never fails on a figure: the budgets are printed beside them, and
the exit status is not 0 only when a benchmark script itself could not run.  The figures
are this machine's, now: read them beside the load average printed with them.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text(encoding="ascii").split()[:3])
    except OSError:
        return "unknown"


def suite_line(log: Path | None) -> str:
    """pytest's last summary line ("1234 passed in 301.2s (0:05:01)") from its output."""
    if log is None or not log.is_file():
        return ""
    text = log.read_text(encoding="utf-8", errors="replace")
    found = re.findall(r"^=*\s*(\d+ passed.*? in [\d.]+s.*?)\s*=*$", text, re.M)
    return found[-1] if found else ""


def run(title: str, command: list[str]) -> bool:
    """Run one benchmark script, its output shown as it comes; whether it ran."""
    print(f"\n-- {title} (load average {load()})", flush=True)
    started = time.monotonic()
    result = subprocess.run(command, check=False)
    print(f"   ({time.monotonic() - started:.0f} s)", flush=True)
    if result.returncode != 0:
        print(f"   could not run: {' '.join(command)} exited {result.returncode}", flush=True)
    return result.returncode == 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite-seconds", type=int, help="the test stage's wall time")
    parser.add_argument("--suite-log", type=Path, help="the test stage's output")
    parser.add_argument("--frozen", help="the frozen executable (the Linux bundle)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--idle-seconds", type=float, default=4.0)
    args = parser.parse_args(argv)
    print(f"== performance figures (none of them fails the build; load average {load()})")
    if args.suite_seconds is not None:
        line = suite_line(args.suite_log)
        print(f"test suite: {args.suite_seconds} s" + (f" (pytest: {line})" if line else ""))
    ran = True
    startup = [sys.executable, str(HERE / "startup.py"), "--runs", str(args.runs)]
    cases = "source,compiled"
    if args.frozen and Path(args.frozen).is_file():
        startup += ["--frozen", args.frozen]
        cases += ",frozen"
    elif args.frozen:
        print(f"frozen start: skipped (no {args.frozen})")
    ran &= run("start to the first menu frame", [*startup, "--only", cases])
    if os.environ.get("DISPLAY") or shutil.which("Xvfb"):
        idle = [sys.executable, str(HERE / "idle_cpu.py"), "--seconds", str(args.idle_seconds)]
        ran &= run("idle CPU in every screen, real window", idle)
    else:
        print("\nidle CPU: skipped (no X display and no Xvfb: apt-get install xvfb)")
    return 0 if ran else 1


if __name__ == "__main__":
    sys.exit(main())
