"""Where things live: bundled resources (source tree or frozen bundle) and per-user folders.

Settings, statistics and saves always go to the per-user folders from platformdirs,
never next to the program.  ``GOLD_AND_GLORY_HOME`` overrides the user folder (tests,
portable installs).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "GoldAndGlory"
APP_AUTHOR = "GoldAndGlory"


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
    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def user_config_dir() -> Path:
    override = os.environ.get("GOLD_AND_GLORY_HOME")
    if override:
        return Path(override) / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def saves_dir() -> Path:
    return user_data_dir() / "saves"


def settings_file() -> Path:
    return user_config_dir() / "settings.json"


def stats_file() -> Path:
    return user_data_dir() / "statistics.json"
