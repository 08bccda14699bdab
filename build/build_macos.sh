#!/usr/bin/env bash
# Build the macOS app and disk image: "dist/Gold & Glory.app" and
# dist/GoldAndGlory-<version>-macOS-<arch>.dmg.
#
#   bash build/build_macos.sh
#
# Environment: VENV (default .venv, created if missing), PYTHON (used to create it,
# default python3), GG_CODESIGN_IDENTITY (optional signing identity; without it
# PyInstaller signs ad hoc, which runs locally but makes Gatekeeper ask on other Macs).
# The app is built for the architecture of the Python that runs PyInstaller
# (arm64 on GitHub's macos-latest).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
STARTED=$SECONDS

VENV="${VENV:-.venv}"
PY="$VENV/bin/python"
APP="dist/Gold & Glory.app"
EXE="$APP/Contents/MacOS/gold-and-glory"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'build_macos: FAILED: %s\n' "$*" >&2; exit 1; }

step "venv ($VENV) with the project, PyInstaller and dmgbuild"
[ -x "$PY" ] || "${PYTHON:-python3}" -m venv "$VENV"
"$PY" -m pip install -q --disable-pip-version-check -e ".[build]" "dmgbuild>=1.6"

VERSION="$("$PY" -c 'import ast, pathlib
tree = ast.parse(pathlib.Path("game/version.py").read_text(encoding="utf-8"))
print(next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
      and any(getattr(t, "id", "") == "__version__" for t in n.targets)))')"
echo "version $VERSION"

step "PyInstaller (.app bundle)"
rm -rf "$APP"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/work build/gold_and_glory.spec
[ -x "$EXE" ] || fail "no executable at $EXE"
/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist" \
    | grep -qx "$VERSION" || fail "Info.plist version is not $VERSION"

step "smoke tests (headless, throw-away user folder)"
HOME_DIR="$(mktemp -d)"
trap 'rm -rf "$HOME_DIR"' EXIT
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy GOLD_AND_GLORY_HOME="$HOME_DIR"
export PYGAME_HIDE_SUPPORT_PROMPT=1
got="$("$EXE" --version)" || fail "--version exited non-zero"
[ "$got" = "$VERSION" ] || fail "--version printed '$got', expected '$VERSION'"
echo "--version: $got"
"$EXE" --self-test || fail "--self-test"
"$EXE" selfplay --game armadora --players random,random --games 2 --seed 1 --workers 2 \
    >/dev/null || fail "selfplay with 2 worker processes"
echo "selfplay (2 spawn workers): ok"
"$EXE" check-saves || fail "check-saves (the saves round trip of every game)"

step "disk image (dmgbuild, retried: hdiutil fails now and then on CI runners)"
DMG="dist/GoldAndGlory-$VERSION-macOS-$(uname -m).dmg"
for attempt in 1 2 3 4; do
    rm -f "$DMG"
    if "$VENV/bin/dmgbuild" -s build/dmg_settings.py -D app="$APP" \
        -D icon=build/icons/gold-and-glory.icns "Gold & Glory" "$DMG"; then
        break
    fi
    [ "$attempt" -lt 4 ] || fail "dmgbuild failed $attempt times"
    echo "dmgbuild failed (attempt $attempt); retrying in $((attempt * 10)) s"
    sleep $((attempt * 10))
done
hdiutil verify "$DMG" >/dev/null || fail "hdiutil verify $DMG"

step "done"
echo "app: $(du -sh "$APP" | cut -f1) in $APP"
echo "disk image: $DMG ($(du -h "$DMG" | cut -f1))"
echo "total build_macos time: $((SECONDS - STARTED)) s"
