"""Where things live: bundled resources (source tree or frozen bundle) and per-user folders.

Settings, statistics and saves always go to the per-user folders from platformdirs,
never next to the program; what the app makes once and keeps (its sounds, the menu's card
pictures) goes to the per-user cache folder.  ``GOLD_AND_GLORY_HOME`` overrides the user
folder (tests, portable installs); the cache is then its ``cache`` folder.

On Windows the folder is ``%LOCALAPPDATA%\\GoldAndGlory`` (its cache ``...\\Cache``).  Earlier
builds used ``%LOCALAPPDATA%\\GoldAndGlory\\GoldAndGlory`` (platformdirs names the author's
folder, then the app's, and both were "GoldAndGlory"): such a folder is moved up one level
the first time it is asked for (:func:`adopt_doubled_folder`).
"""

from __future__ import annotations

import os
import shutil
import sys
from functools import cache
from pathlib import Path

import platformdirs

APP_NAME = "GoldAndGlory"
CACHE_NAME = "Cache"
"""The cache's folder inside the Windows folder (platformdirs' name)."""


def bundle_root() -> Path:
    """The folder holding ``assets/`` and ``locales/``: the source tree or the frozen bundle."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    return bundle_root().joinpath(*parts)


def user_data_dir() -> Path:
    override = os.environ.get("GOLD_AND_GLORY_HOME")
    if override:
        return Path(override)
    return _platform_dir("data")


def user_config_dir() -> Path:
    override = os.environ.get("GOLD_AND_GLORY_HOME")
    if override:
        return Path(override) / "config"
    return _platform_dir("config")


def user_cache_dir() -> Path:
    """Where the app keeps what it can make again (synthesised sounds, card pictures)."""
    override = os.environ.get("GOLD_AND_GLORY_HOME")
    if override:
        return Path(override) / "cache"
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


@cache
def _platform_dir(kind: str) -> Path:
    """The per-user data or config folder (on Windows both are the same folder)."""
    if kind == "data":
        folder = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    else:
        folder = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    if sys.platform == "win32":
        return adopt_doubled_folder(folder)
    return folder


def adopt_doubled_folder(folder: Path) -> Path:
    """``folder``, after moving the player's files up from ``folder/GoldAndGlory`` (where
    earlier builds kept them on Windows) when that is all ``folder`` holds besides the
    cache (which can be made again).

    The move is two renames (``folder`` aside, then its inner folder into its place), so
    it is done whole or not at all: a file held open by another program, or a ``folder``
    that holds anything else, leaves everything where it is, and the inner folder is then
    used as before (nothing the player saved is ever out of sight)."""
    doubled = folder / APP_NAME
    if not doubled.is_dir():
        return folder
    try:
        if {entry.name for entry in folder.iterdir()} - {CACHE_NAME} != {APP_NAME}:
            return doubled
        aside = folder.with_name(folder.name + ".moving")
        folder.rename(aside)
    except OSError:
        return doubled
    try:
        (aside / APP_NAME).rename(folder)
    except OSError:
        try:
            aside.rename(folder)  # undone: the old layout stays whole
        except OSError:
            return aside / APP_NAME
        return doubled
    shutil.rmtree(aside, ignore_errors=True)  # empty, or the old cache
    return folder


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def settings_file() -> Path:
    return user_config_dir() / "settings.json"


def stats_file() -> Path:
    return user_data_dir() / "statistics.json"
