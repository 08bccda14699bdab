#!/usr/bin/env bash
# Build the Linux one-folder bundle into dist/gold-and-glory/ and smoke-test it (--version,
# --self-test, selfplay in worker processes, check-saves, the frozen start-up time).
#
#   bash build/build_linux.sh
#
# Environment: VENV (default .venv, created if missing), PYTHON (used to create it,
# default python3).  Exits non-zero if the build or any smoke test fails; prints the
# bundle size, the frozen start-up time and the total time.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
STARTED=$SECONDS

VENV="${VENV:-.venv}"
PY="$VENV/bin/python"
DIST="$ROOT/dist/gold-and-glory"
EXE="$DIST/gold-and-glory"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'build_linux: FAILED: %s\n' "$*" >&2; exit 1; }

step "venv ($VENV) with the project and PyInstaller"
[ -x "$PY" ] || "${PYTHON:-python3}" -m venv "$VENV"
"$PY" -m pip install -q --disable-pip-version-check -e ".[build]"

step "PyInstaller"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/work build/gold_and_glory.spec
[ -x "$EXE" ] || fail "no executable at $EXE"

step "smoke tests (headless, throw-away user folder)"
HOME_DIR="$(mktemp -d)"
MARKER="$(mktemp)"
trap 'rm -rf "$HOME_DIR" "$MARKER"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOLD_AND_GLORY_HOME="$HOME_DIR"
export PYGAME_HIDE_SUPPORT_PROMPT=1
touch "$MARKER"

expected="$("$PY" -c 'import ast, pathlib
tree = ast.parse(pathlib.Path("game/version.py").read_text(encoding="utf-8"))
print(next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
      and any(getattr(t, "id", "") == "__version__" for t in n.targets)))')"
got="$("$EXE" --version)" || fail "--version exited non-zero"
[ "$got" = "$expected" ] || fail "--version printed '$got', game/version.py says '$expected'"
echo "--version: $got"

"$EXE" --self-test || fail "--self-test"

# The AI's worker processes (multiprocessing spawn) must start from the frozen executable.
selfplay="$("$EXE" selfplay --game armadora --players random,random --games 2 --seed 1 \
    --workers 2)" || fail "selfplay with 2 worker processes"
printf '%s' "$selfplay" | "$PY" -c 'import json, sys; r = json.load(sys.stdin); assert r["games"] == 2, r' \
    || fail "selfplay did not print its JSON summary: $selfplay"
echo "selfplay (2 spawn workers): ok"

# The saves code, frozen: each game saved (named save and autosave, sealed and in the clear),
# listed, loaded, played on and deleted in the throw-away user folder, which it leaves empty.
games="$("$PY" -c 'from game.games import SHIPPED; print(len(SHIPPED))')"
saves="$("$EXE" check-saves 2>&1)" || fail "check-saves: $saves"
printf '%s\n' "$saves"
[ "$(printf '%s\n' "$saves" | grep -c '^check-saves [^ ]*: ok ')" -eq "$games" ] ||
    fail "check-saves did not cover the $games shipped games"
[ -z "$(ls -A "$HOME_DIR/saves" 2>/dev/null)" ] || fail "check-saves left files in $HOME_DIR/saves"

step "frozen start-up time (process start to first menu frame)"
"$PY" - "$EXE" <<'PYEOF' || fail "--first-frame-report"
import statistics
import subprocess
import sys
import time

RUNS = 3


def once() -> float:
    started = time.time()
    out = subprocess.run(
        [sys.argv[1], "--first-frame-report"], capture_output=True, text=True, check=True
    ).stdout
    line = next(line for line in out.splitlines() if line.startswith("first-frame "))
    return float(line.split()[1]) - started


once()  # warm the file cache
times = [once() for _ in range(RUNS)]
print(
    f"frozen start-up: median {statistics.median(times):.3f} s, "
    f"max {max(times):.3f} s over {RUNS} runs (budget 1.5 s)"
)
PYEOF

# Settings, statistics and saves go to the per-user folder, never into the bundle.
written="$(find "$DIST" -newer "$MARKER" -print)"
[ -z "$written" ] || fail "the frozen app wrote inside the bundle: $written"

step "done"
echo "bundle: $(du -sh "$DIST" | cut -f1) in dist/gold-and-glory/"
echo "total build_linux time: $((SECONDS - STARTED)) s"
