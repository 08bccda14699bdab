#!/usr/bin/env bash
# Build the Linux one-folder bundle into dist/gold-and-glory/ and smoke-test it (--version,
# --self-test, selfplay in worker processes, check-saves, the frozen start-up time), then
# pack it as dist/GoldAndGlory-<version>-linux-<arch>.tar.gz.  The bundle carries a desktop
# entry, the icon, install-desktop-entry.sh (puts both in the player's application menu)
# and a README naming the glibc it needs (build/linux_package.py).
#
#   bash build/build_linux.sh
#
# Environment: VENV (default .venv, created if missing), PYTHON (used to create it,
# default python3).  Exits non-zero if the build or any smoke test fails; prints the
# bundle size, the glibc it needs, the frozen start-up time (never a failure: a figure)
# and the total time.
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

VERSION="$("$PY" -c 'import ast, pathlib
tree = ast.parse(pathlib.Path("game/version.py").read_text(encoding="utf-8"))
print(next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
      and any(getattr(t, "id", "") == "__version__" for t in n.targets)))')"

step "PyInstaller"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/work build/gold_and_glory.spec
[ -x "$EXE" ] || fail "no executable at $EXE"

step "desktop entry, icon, README (the glibc it needs)"
"$PY" build/linux_package.py "$DIST" "$VERSION" || fail "build/linux_package.py"
if command -v desktop-file-validate >/dev/null; then  # (desktop-file-utils, where installed)
    desktop-file-validate "$DIST/gold-and-glory.desktop" || fail "the desktop entry is not valid"
fi

step "smoke tests (headless, throw-away user folder)"
HOME_DIR="$(mktemp -d)"
MARKER="$(mktemp)"
trap 'rm -rf "$HOME_DIR" "$MARKER"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOLD_AND_GLORY_HOME="$HOME_DIR"
export PYGAME_HIDE_SUPPORT_PROMPT=1
touch "$MARKER"

expected="$VERSION"
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
"$PY" benchmarks/startup.py --frozen "$EXE" --only frozen --runs 5 || fail "benchmarks/startup.py"

# Settings, statistics and saves go to the per-user folder, never into the bundle.
written="$(find "$DIST" -newer "$MARKER" -print)"
[ -z "$written" ] || fail "the frozen app wrote inside the bundle: $written"

step "tarball"
TARBALL="dist/GoldAndGlory-$expected-linux-$(uname -m).tar.gz"
tar -C dist -czf "$TARBALL" gold-and-glory
tar -tzf "$TARBALL" gold-and-glory/gold-and-glory.desktop gold-and-glory/README.txt >/dev/null ||
    fail "$TARBALL lacks the desktop entry or the README"
echo "$TARBALL: $(du -h "$TARBALL" | cut -f1)"

step "done"
echo "bundle: $(du -sh "$DIST" | cut -f1) in dist/gold-and-glory/"
echo "total build_linux time: $((SECONDS - STARTED)) s"
