"""Time from process start to the first main-menu frame, beside ``import pygame, pygame_gui``.

    python benchmarks/startup.py [--runs 7] [--frozen dist/gold-and-glory/gold-and-glory]
                                 [--only source,compiled,cold,frozen] [--vs OTHER_TREE]

Each start is a new process (``main.py --first-frame-report``, headless, a throw-away user
folder) and is timed from just before it is started to the moment its first frame was on
screen (the time the app prints).  The reference, a process that only imports pygame and
pygame-gui and prints the time, is started in turn with it (A B A B ...), and the ratio of
each pair is kept: on a busy machine the ratio holds when the seconds do not.  Measured:

- ``source``: from the source tree, its bytecode cached (what a player's second start is);
- ``compiled``: from the source tree with no bytecode cache (``PYTHONDONTWRITEBYTECODE``,
  as in a tree Python may not write to): every module is compiled at every start;
- ``cold``: from source, the first start in a new user folder (the sounds and the menu's
  card pictures are made, then kept in the cache folder);
- ``frozen``: the PyInstaller bundle named by ``--frozen`` (when given).

``--vs`` times another checkout too (a worktree of an older commit, with its own ``.venv``),
in turn with this one and the reference, for a before/after side by side; for ``frozen``,
its bundle at the same place in that checkout (when it has been built there).

It prints one line per case (median, min and max in seconds, the reference's median, the
median ratio) and never fails on a time: the budget (issue 54: 0.4 s on the idle 2-core
machine, about 2.7 times the reference there) is printed beside it.
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
REFERENCE = "import pygame, pygame_gui, time; print('first-frame', time.time())"
BUDGET = 0.4
CASES = ("source", "compiled", "cold", "frozen")


def timed(command: list[str], env: dict[str, str]) -> float:
    """Seconds from starting ``command`` to the time it prints on its ``first-frame`` line."""
    started = time.time()
    out = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, check=True
    ).stdout
    line = next(line for line in out.splitlines() if line.startswith("first-frame "))
    return float(line.split()[1]) - started


def one_run(home: str) -> float:
    """One start from source in the user folder ``home``, in this process's environment
    (``benchmarks/hostile_saves.py`` measures with it)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["GOLD_AND_GLORY_HOME"] = home
    return timed([sys.executable, str(ROOT / "main.py"), "--first-frame-report"], env)


def environment(home: str, bytecode: str | None) -> dict[str, str]:
    """Headless, in ``home``; Python's bytecode cached in ``bytecode`` (None: none)."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "GOLD_AND_GLORY_HOME": home,
    }
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("PYTHONPYCACHEPREFIX", None)
    if bytecode is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env["PYTHONPYCACHEPREFIX"] = bytecode  # the source tree is left as it is
    return env


def bundle(frozen: str, tree: Path) -> str:
    """The frozen executable ``frozen`` names, or the same place in ``tree``."""
    path = Path(frozen).resolve()
    if tree == ROOT or not path.is_relative_to(ROOT):
        return str(path)
    return str(tree / path.relative_to(ROOT))


def measure(case: str, runs: int, frozen: str | None, scratch: Path, trees: list[Path]):
    """``runs`` starts of ``case`` from each tree and as many of the reference, in turn
    (after one of each to warm the file cache and the bytecode cache): the seconds of each
    tree's starts, and of the reference's."""
    reference = [sys.executable, "-c", REFERENCE]
    commands = []
    for index, tree in enumerate(trees):
        venv = tree / ".venv" / "bin" / "python"
        python = str(venv) if tree != ROOT and venv.exists() else sys.executable
        app = [bundle(frozen, tree)] if case == "frozen" else [python, str(tree / "main.py")]
        bytecode = None if case == "compiled" else str(scratch / f"bytecode-{index}")
        commands.append(([*app, "--first-frame-report"], bytecode, tree))
    homes = iter(range(10**6))

    def env_for(bytecode: str | None, fresh: bool) -> dict[str, str]:
        home = scratch / (f"home-{case}-{next(homes)}" if fresh else f"home-{case}")
        return environment(str(home), bytecode)

    for command, bytecode, _ in commands:
        timed(command, env_for(bytecode, False))
    timed(reference, env_for(None, False))
    starts: list[list[float]] = [[] for _ in commands]
    references = []
    for _ in range(runs):
        for i, (command, bytecode, _) in enumerate(commands):
            starts[i].append(timed(command, env_for(bytecode, case == "cold")))
        references.append(timed(reference, env_for(None, False)))
    return starts, references


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--frozen", help="the frozen executable to time as well")
    parser.add_argument("--only", default=",".join(CASES), help="cases, comma-separated")
    parser.add_argument("--vs", type=Path, help="another checkout to time in turn with this one")
    args = parser.parse_args(argv)
    cases = [c for c in args.only.split(",") if c and (c != "frozen" or args.frozen)]
    unknown = set(cases) - set(CASES)
    if unknown:
        parser.error(f"unknown case(s) {', '.join(sorted(unknown))}; the cases are {CASES}")
    trees = [ROOT] + ([args.vs.resolve()] if args.vs else [])
    print(
        f"{'start to first menu frame':<38} {'median s':>9} {'min':>6} {'max':>6}"
        f" {'ratio to reference':>19}   (reference: import pygame, pygame_gui;"
        f" {args.runs} runs each)"
    )
    with tempfile.TemporaryDirectory() as scratch:
        for case in cases:
            these = trees
            if case == "frozen":  # the other checkout's bundle, where it was built
                these = [t for t in trees if Path(bundle(args.frozen, t)).is_file()]
            starts, refs = measure(case, args.runs, args.frozen, Path(scratch), these)
            for tree, times in zip(these, starts, strict=True):
                ratio = statistics.median(s / r for s, r in zip(times, refs, strict=True))
                label = case if tree == ROOT else f"{case} ({tree.name})"
                print(
                    f"{label:<38} {statistics.median(times):>9.3f} {min(times):>6.3f}"
                    f" {max(times):>6.3f} {ratio:>19.2f}"
                )
            print(f"{'  reference':<38} {statistics.median(refs):>9.3f} {min(refs):>6.3f}"
                  f" {max(refs):>6.3f}")  # fmt: skip
            if len(these) > 1:
                pairs = [a / b for a, b in zip(starts[0], starts[1], strict=True)]
                print(f"{'  this tree / ' + these[1].name:<38} {statistics.median(pairs):>9.2f}")
    print(f"budget: {BUDGET} s on the idle 2-core machine (the frozen start included)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
