"""What the Linux bundle carries besides the app: a desktop entry, the icon, a script that
puts both in the player's application menu, and a README saying which glibc it needs.

    python build/linux_package.py dist/gold-and-glory VERSION

(``build/build_linux.sh`` runs it, then packs the folder into
``dist/GoldAndGlory-<version>-linux-<arch>.tar.gz``.)  The words come from ``locales/``
(the app's name and tagline, the ``package`` namespace), in English and Korean.  The glibc
the bundle needs is the newest ``GLIBC_x.y`` symbol version any of its ELF files asks for
(PyInstaller bundles every library but the C library itself); it is printed as well.
"""

from __future__ import annotations

import json
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import unicodedata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "gold-and-glory"
ICON = ROOT / "build" / "icons" / f"{NAME}.png"
LANGUAGES = ("en", "ko")
GLIBC = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?")

INSTALL_SCRIPT = """#!/bin/sh
# Puts Gold & Glory in this user's application menu: the desktop entry, pointing at the
# game in this folder, and its icon (freedesktop.org locations).  Run it again after
# moving the folder; remove the two files it names to take the entry away.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/512x512/apps"
mkdir -p "$apps" "$icons"
cp "$here/NAME.png" "$icons/NAME.png"
sed -e "s|^Exec=.*|Exec=\\"$here/NAME\\"|" "$here/NAME.desktop" >"$apps/NAME.desktop"
chmod +x "$apps/NAME.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database "$apps" || true
echo "$apps/NAME.desktop"
echo "$icons/NAME.png"
""".replace("NAME", NAME)


def catalog(namespace: str, lang: str) -> dict[str, str]:
    path = ROOT / "locales" / f"{namespace}.{lang}.json"
    return json.loads(path.read_text(encoding="utf-8"))[lang]


def fill(template: str, **values: str) -> str:
    return re.sub(r"%\{(\w+)\}", lambda m: values[m.group(1)], template)


def desktop_entry() -> str:
    """The freedesktop.org desktop entry, its Exec relative until installed."""
    app = {lang: catalog("app", lang) for lang in LANGUAGES}
    lines = ["[Desktop Entry]", "Type=Application", f"Name={app['en']['title']}"]
    lines += [f"Name[{lang}]={app[lang]['title']}" for lang in LANGUAGES if lang != "en"]
    lines.append(f"Comment={app['en']['tagline']}")
    lines += [f"Comment[{lang}]={app[lang]['tagline']}" for lang in LANGUAGES if lang != "en"]
    lines += [
        f"Exec={NAME}",
        f"Icon={NAME}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        f"StartupWMClass={NAME}",  # SDL names the window's class after the executable
    ]
    return "\n".join(lines) + "\n"


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed_glibc(folder: Path) -> str:
    """The newest glibc symbol version the bundle's ELF files refer to (``2.17``)."""
    newest = (0, 0, 0)
    objdump = shutil.which("objdump")
    for path in elf_files(folder):
        if objdump:  # the version references proper (what the dynamic loader checks)
            out = subprocess.run(
                [objdump, "-p", str(path)], capture_output=True, check=False
            ).stdout
        else:  # the names of those versions, wherever they stand in the file
            out = path.read_bytes()
        for match in GLIBC.finditer(out):
            newest = max(newest, tuple(int(part or 0) for part in match.groups()))
    if newest == (0, 0, 0):
        raise SystemExit(f"no GLIBC_ symbol version in the ELF files of {folder}")
    major, minor, patch = newest
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def readme(version: str, glibc: str) -> str:
    values = {
        "version": version,
        "arch": platform.machine(),
        "glibc": glibc,
        "entry": f"~/.local/share/applications/{NAME}.desktop",
        "config": "~/.config/GoldAndGlory",
        "data": "~/.local/share/GoldAndGlory",
    }
    parts = []
    for lang in LANGUAGES:
        words = catalog("package", lang)
        title = fill(words["readme_title"], **values)
        keys = ("readme_needs", "readme_start", "readme_menu", "readme_data")
        rule = "=" * sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in title)
        parts.append("\n".join([title, rule, *(fill(words[k], **values) for k in keys)]))
    return "\n\n".join(parts) + "\n"


def main(argv: list[str]) -> int:
    folder, version = Path(argv[0]), argv[1]
    if not (folder / NAME).is_file():
        raise SystemExit(f"no {NAME} executable in {folder}")
    glibc = needed_glibc(folder)
    (folder / f"{NAME}.desktop").write_text(desktop_entry(), encoding="utf-8")
    shutil.copyfile(ICON, folder / f"{NAME}.png")
    script = folder / "install-desktop-entry.sh"
    script.write_text(INSTALL_SCRIPT, encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    (folder / "README.txt").write_text(readme(version, glibc), encoding="utf-8")
    print(f"glibc {glibc} or newer (the newest GLIBC_ symbol version the bundle uses)")
    print(f"added: {NAME}.desktop, {NAME}.png, install-desktop-entry.sh, README.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or [os.path.join("dist", NAME), "0"]))
